"""Figures in the reader's language on a page or in a mail: ``{{ row.percentage|percent }}``
(53,89 % in French) and ``{{ value|figure }}`` (53,89): ``standings/numbers.py``."""

from __future__ import annotations

from django import template

from tournaments.standings.numbers import local_figure, local_percent

register = template.Library()


@register.filter
def percent(value) -> str:
    return local_percent(value)


@register.filter
def figure(value) -> str:
    return local_figure(value)
