"""A progressive evening's pages: the host's (``host``) and everyone's (``results``)."""
