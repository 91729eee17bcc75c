"""Results files other programs read and write: USEBIO 1.2 (the national bodies' XML results
format) and PBN 2.1 with its score tables.  Pure Python, like the scoring package: documents
in, text out, text in, documents out; the site builds the documents from an event's standings
(``standings.usebio``, ``standings.pbn``) and makes events from them (``services.usebio``).
"""
