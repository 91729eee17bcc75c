"""The event's words in a template: ``{{ text|said_for:event }}`` says a text the pure core or
the standings wrote in the source's words ("a tray's results are shown ...") in the event's
own ("a board's results" at bridge; ``models.vocabulary``)."""

from __future__ import annotations

from django import template

from said import Said
from tournaments.models.vocabulary import via_said

register = template.Library()


@register.filter
def said_for(text, event) -> str:
    return event.words.reword(text if isinstance(text, Said) else str(text)) if text else text


@register.filter
def via(code: str):
    """How a change reached the site (a stored ``changed_via`` code), said to the reader."""
    return via_said(code)


@register.filter
def said_in(text, words) -> str:
    """A text of the pure core said in a game's ``Words`` (a page with no event yet: the set-up
    wizard's suggestions)."""
    return words.reword(text if isinstance(text, Said) else str(text)) if text else text
