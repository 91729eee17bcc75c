"""A figure is rounded half up (away from zero) to two places only when it is shown: 1/8 is
0.125, shown 0.13; -5/8 is -0.625, shown -0.63; 2/3 shown 0.67; -1/1000 shown -0.00 (the sign
kept, as the Decimal rounding writes it); 3/2 to no places is 2.  Worked by hand."""

from __future__ import annotations

from decimal import Decimal
from fractions import Fraction

import pytest

from tournaments.scoring.explain import figure, show


@pytest.mark.parametrize(
    "value, places, shown",
    [
        (Fraction(1, 8), 2, "0.13"),
        (Fraction(-5, 8), 2, "-0.63"),
        (Fraction(2, 3), 2, "0.67"),
        (Fraction(-1, 1000), 2, "-0.00"),
        (Fraction(3, 2), 0, "2"),
        (Fraction(-3, 2), 0, "-2"),
        (Fraction(375, 4), 2, "93.75"),
        (Fraction(20002, 3), 1, "6667.3"),
        (Fraction(1, 3), 3, "0.333"),
        (Fraction(7, 1), 2, "7"),
        (Fraction(10**21 + 1, 2), 2, "500000000000000000000.50"),  # past the integers
        (Decimal("2.345"), 2, "2.35"),
    ],
)
def test_figures_are_rounded_half_up_when_shown(value, places, shown):
    assert show(value, places) == shown


def test_a_directors_figure_drops_trailing_zeros():
    assert [figure(Fraction(5, 2)), figure(Fraction(5, 3)), figure(Fraction(-1, 2))] == [
        "2.5",
        "1.67",
        "-0.5",
    ]
