"""Printable papers: reportlab renderers handed plain data, returning PDF bytes.

``data`` holds the papers' frozen dataclasses, ``build`` makes them from a movement, and
``render`` turns them into PDFs (``render(kind, event, items, paper=...)``).  Nothing here
reads the database or imports Django.
"""
