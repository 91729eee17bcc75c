"""Results files other programs read and write: USEBIO 1.2 (the national bodies' XML results
format), PBN 2.1 with its score tables, and an online site's LIN sessions.  Pure Python, like
the scoring package: documents in, text out, text in, documents out; the site builds the
documents from an event's standings (``standings.usebio``, ``papers.results_pbn``) and makes events
from them (``services.usebio``, ``services.lin_session``).

Start at ``usebio_doc`` (the file as plain values), then ``usebio_read.read_usebio`` and
``usebio_write.write_usebio``; ``compare`` and ``teams_compare`` check a file's own figures
against the site's scoring (``figures``), ``rebuild`` and ``teams_rebuild`` rebuild a movement
from a file's travellers, and ``bounds`` holds what every value read must keep.
"""
