"""Printable papers: reportlab renderers handed plain data, returning PDF bytes."""
