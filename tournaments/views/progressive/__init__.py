"""A progressive evening's pages: the host's (``host``, start there), everyone's (``results``
and, for today's euchre, ``points``) and the guests' phones at a table (``guests``), with
what they share in ``common``.
"""
