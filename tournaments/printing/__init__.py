"""Printable papers: reportlab renderers handed plain data, returning PDF bytes.

``data`` holds the papers' frozen dataclasses, ``build`` makes them from a movement (with
the wording of ``moves``), ``registry`` names every paper (kind, title, renderer) and
``render`` turns one into a PDF (``render(kind, event, items, paper=...)``).  Nothing here
reads the database or imports Django.

Start at ``registry`` and ``render``.
"""
