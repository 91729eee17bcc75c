"""Figures as the reader's language writes them: the one place a percentage or a figure kept
as text ("53.89", the form the results files and CSV keep) is turned into what a page, a
paper or a mail shows in the active language (53,89 % in French).

The decimal separator is Django's format for the language (``formats.number_format``); the
percent sign follows the Unicode CLDR's percent pattern for each language (cldr.unicode.org,
``numbers/percentFormats``): a narrow no-break space before the sign in French, a no-break
space in German and Swedish, none in English, Dutch, Polish and Italian.
"""

from __future__ import annotations

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


def local_percent(value) -> str:
    """A percentage with its sign as the active language writes it: 53.89% in English,
    53,89 % in French (blank for none)."""
    text = local_figure(value)
    if not text:
        return ""
    language = (translation.get_language() or "").split("-")[0]
    return f"{text}{BEFORE_PERCENT_SIGN.get(language, '')}%"
