"""Template filters for results: a stored result written out in full."""

from __future__ import annotations

from django import template

from tournaments.scoring.entry import stored_text

register = template.Library()


@register.filter
def stored(values: dict | None) -> str:
    """A stored result (a trail snapshot) in full: "3NT by S, 9 tricks, NS +400"."""
    return stored_text(values) if values else ""
