"""Figures as the reader's language writes them: the one place a percentage or a figure kept
as text ("53.89", the form the results files and CSV keep) is turned into what a page, a
paper or a mail shows in the active language (53,89 % in French).

The decimal separator is Django's format for the language (``formats.number_format``); the
percent sign follows the Unicode CLDR's percent pattern for each language (cldr.unicode.org,
``numbers/percentFormats``): a narrow no-break space before the sign in French, a no-break
space in German and Swedish, none in English, Dutch, Polish and Italian.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from decimal import Decimal, InvalidOperation

from django.utils import formats, translation

NARROW_NO_BREAK_SPACE, NO_BREAK_SPACE = "\u202f", "\u00a0"
# The CLDR's percent pattern, by language: the figure, then what goes before the sign.
BEFORE_PERCENT_SIGN = {"fr": NARROW_NO_BREAK_SPACE, "de": NO_BREAK_SPACE, "sv": NO_BREAK_SPACE}


def local_figure(value) -> str:
    """``value`` (text such as "53.89", a Decimal, a number) in the active language, with the
    places it has; blank stays blank, and text that is no number ("-", "A+") is left alone."""
    if value is None or value == "":
        return ""
    text = str(value)
    if text.startswith("+"):  # a signed figure keeps its sign: +3.5 IMPs, +3,5
        shown = local_figure(text[1:])
        return "+" + shown if shown != text[1:] or shown[:1].isdigit() else text
    try:
        number = Decimal(text)
    except InvalidOperation:
        return str(value)
    if not number.is_finite():
        return str(value)
    places = max(0, -int(number.as_tuple().exponent))
    return formats.number_format(number, decimal_pos=places, use_l10n=True)


# A plain figure of at most three whole digits ("54.17", "7", "100.0", "+3", "-2.5"): what a
# percentage, a plus or minus or a running chart's point prints.  No language groups the
# digits of a number under 1,000; a sign is written before the figure as it stands.
_SHORT_FIGURE = re.compile(r"([+-]?)(0|[1-9][0-9]{0,2})(?:\.([0-9]+))?")
_PROBE = "100.25"  # three whole digits: a grouping of one or two would show in it
# Each short figure as written, by decimal separator, kept in the process (a running chart's
# 3,000 points repeat the same few hundred figures, page after page); emptied past this size.
_WRITTEN: dict[str, dict[str, str]] = {}
_MOST_WRITTEN = 1 << 16


def figure_writer() -> Callable[[str], str]:
    """``local_figure`` for many figures kept as text in the active language (a running chart
    prints 3,000): a short plain figure is its sign, its whole digits, the language's decimal
    separator and its places (minus nothing, which Django writes unsigned, aside), the separator read once from ``local_figure`` itself (and the writer falls
    back to ``local_figure`` for every figure if the probe is not written so), each such
    figure written once for its separator in this process (``_WRITTEN``); any other text
    through ``local_figure``."""
    probe = local_figure(_PROBE)
    whole, _point, places = _PROBE.partition(".")
    if not (probe.startswith(whole) and probe.endswith(places)):
        return local_figure
    separator = probe[len(whole) : -len(places)]
    if not separator or any(c.isdigit() for c in separator):
        return local_figure
    match = _SHORT_FIGURE.fullmatch
    written = _WRITTEN.setdefault(separator, {})
    if len(written) > _MOST_WRITTEN:
        written.clear()
    known = written.get

    def write(text: str) -> str:
        if type(text) is not str:
            return local_figure(text)
        shown = known(text)
        if shown is not None:
            return shown
        found = match(text)
        if found is None:
            return local_figure(text)
        sign, digits, decimals = found.groups()
        if sign == "-" and digits == "0" and not (decimals or "").strip("0"):
            return local_figure(text)  # minus nothing: Django writes it without its sign
        whole = sign + digits
        shown = written[text] = whole if decimals is None else f"{whole}{separator}{decimals}"
        return shown

    return write


def local_percent(value) -> str:
    """A percentage with its sign as the active language writes it: 53.89% in English,
    53,89 % in French (blank for none)."""
    text = local_figure(value)
    if not text:
        return ""
    language = (translation.get_language() or "").split("-")[0]
    return f"{text}{BEFORE_PERCENT_SIGN.get(language, '')}%"
