"""The site: one Django app around the pure packages (``movements`` and, here, ``scoring``,
``deals``, ``printing`` and ``exchange``).

Start at ``urls`` for the pages and ``docs/ARCHITECTURE.md`` for the layers: ``models`` (the
rows), ``adapters`` (rows as the pure packages' dataclasses, and the trust policy), ``services``
(every write), ``standings`` (every read of scores), then ``views``, ``forms``, ``papers``,
``backup`` and ``management`` on top.
"""
