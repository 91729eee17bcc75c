"""Figures in the reader's language on a page or in a mail: ``{{ row.percentage|percent }}``
(53,89 % in French), ``{{ value|figure }}`` (53,89) and ``{{ working|figures_in }}`` (the
figures of a score's working, written by the scoring core with a decimal point):
``standings/numbers.py``."""

from __future__ import annotations

import re

from django import template

from tournaments.standings.numbers import local_figure, local_percent

register = template.Library()


@register.filter
def percent(value) -> str:
    return local_percent(value)


@register.filter
def figure(value) -> str:
    return local_figure(value)


# A figure with a fraction inside a sentence ("NS 420 - 397.5 = 22.5"), not part of a word, a
# version or a dotted code.
FIGURE_IN_TEXT = re.compile(r"(?<![\w.])\d+\.\d+(?![\w.])")


@register.filter
def figures_in(text) -> str:
    """A working's figures with the reader's decimal sign; its words are already translated."""
    return FIGURE_IN_TEXT.sub(lambda match: local_figure(match.group(0)), str(text))
