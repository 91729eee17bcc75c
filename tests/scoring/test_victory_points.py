"""Victory points on the WBF continuous scale (2013)."""

import math
from decimal import Decimal

import pytest

from tournaments.scoring.imps import victory_points, vp_table


def unrounded(margin: int, boards: int) -> float:
    """The panel's exponential written as a half-life: each 1/3 of the blitz the remaining
    distance to the maximum shrinks by the golden ratio's conjugate."""
    phi = (1 + 5**0.5) / 2
    blitz = 15 * math.sqrt(boards)
    if margin >= blitz:
        return 20.0
    remaining = phi ** (-3 * margin / blitz)
    return 10 + 10 * (1 - remaining) / (1 - phi**-3)


@pytest.mark.parametrize(
    ("margin", "boards", "winner"),
    [
        # Worked by hand from the formula: 8 boards, blitz 42.43; 1 IMP -> 10.4379.
        (0, 8, "10.00"),
        (1, 8, "10.44"),
        (2, 8, "10.86"),
        (5, 8, "12.05"),
        # 16 boards, blitz 60: 1 IMP -> 10.3112; 2 -> 10.61499...; 4 -> 11.2011.
        (1, 16, "10.31"),
        (2, 16, "10.61"),
        (4, 16, "11.20"),
        # 20 boards, blitz 67.08: 3 IMPs -> 10.8184.
        (3, 20, "10.82"),
        # At or beyond the blitz the winner takes everything.
        (43, 8, "20.00"),
        (60, 16, "20.00"),
        (200, 16, "20.00"),
    ],
)
def test_hand_worked_values(margin, boards, winner):
    won, lost = victory_points(margin, boards)
    assert won == Decimal(winner)
    assert won + lost == 20


def test_a_losing_margin_gives_the_loser_first():
    assert victory_points(-5, 8) == (Decimal("7.95"), Decimal("12.05"))


@pytest.mark.parametrize("boards", [1, 4, 6, 7, 8, 10, 12, 14, 16, 20, 24, 28, 32, 48, 64])
def test_tables_are_concave_monotone_and_close_to_the_formula(boards):
    table = vp_table(boards)
    assert table[0] == 10
    assert table[-1] == 20
    gains = [b - a for a, b in zip(table, table[1:], strict=False)]
    assert all(g >= 0 for g in gains)
    assert all(later <= earlier for earlier, later in zip(gains, gains[1:], strict=False))
    for margin, vp in enumerate(table):
        assert abs(float(vp) - min(20.0, unrounded(margin, boards))) <= 0.03


def test_a_scale_of_thirty_halves_at_fifteen():
    assert victory_points(0, 8, scale=30) == (Decimal("15.00"), Decimal("15.00"))
    won, lost = victory_points(1, 8, scale=30)
    # 15 + 15 * 0.04379 = 15.657 -> 15.66
    assert won == Decimal("15.66")
    assert won + lost == 30


def test_bad_arguments_are_refused():
    with pytest.raises(ValueError):
        vp_table(0)
    with pytest.raises(ValueError):
        vp_table(8, 25)
