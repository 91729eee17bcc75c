"""The bounds every value read from a results or deals file must keep.

A file from another program is read strictly, and a value far outside what any event holds is
refused with the others' errors rather than stored: ``1e400`` masterpoints are infinite as
a float, ``1E+999999999`` match points hold a worker for minutes when written out in full,
and a pair number of 3,000 digits breaks every page that shows it. Each reader words its
own error (it names the element or line); this module says what is out of bounds and how a
long value is quoted in the message.
"""

from __future__ import annotations

from decimal import Decimal

# Every figure of a results file (match points, percentages, IMPs, masterpoints, totals, VPs)
# is 0 or between these.
LEAST_FIGURE, MOST_FIGURE = Decimal("1E-6"), Decimal(10) ** 9
# A pair's, team's or player's number as events write them ("12", "3NS", "104EW", "B7").
MOST_NUMBER_CHARACTERS = 12
SHOWN_CHARACTERS = 40


def figure_out_of_range(value: Decimal) -> bool:
    """Outside the bounds, judged from the exponent first: no arithmetic on a huge value."""
    if not value:
        return False
    if not LEAST_FIGURE.adjusted() <= value.adjusted() < MOST_FIGURE.adjusted():
        return True
    return not LEAST_FIGURE <= value.copy_abs() < MOST_FIGURE


def figure_range() -> str:
    return f"between {LEAST_FIGURE} and {MOST_FIGURE:,}"


def quoted(text: str) -> str:
    """A value as a message quotes it: a long one cut, so the message stays readable."""
    if len(text) <= SHOWN_CHARACTERS:
        return repr(text)
    return repr(text[:SHOWN_CHARACTERS]) + f"... ({len(text):,} characters)"
