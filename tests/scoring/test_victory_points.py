"""Victory points on the WBF continuous scale (2013), and a fractional margin on any scale."""

import math
from decimal import Decimal
from fractions import Fraction

import pytest

from tournaments.scoring.imps import victory_points, vp_table
from tournaments.scoring.victory import vps, whole_imps


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


# A fractional margin.  The WBF's Technical Report defines the scale for "the IMP margin (a
# non-negative integer)" and publishes a VP figure "for each integer IMP margin"; a weighted
# ruling's fraction is read at the nearest whole IMP, a half away from nought.  16 boards:
# 2 IMPs 10.61, 3 IMPs 10.91, 4 IMPs 11.20 (the values above).
@pytest.mark.parametrize(
    ("margin", "won", "words"),
    [
        (Fraction(12, 5), "10.61", "+2.4 IMPs, read as +2, over 16 boards: 10.61-9.39"),
        (Fraction(5, 2), "10.91", "+2.5 IMPs, read as +3, over 16 boards: 10.91-9.09"),
        (Fraction(-5, 2), "9.09", "-2.5 IMPs, read as -3, over 16 boards: 9.09-10.91"),
        (Fraction(18, 5), "11.20", "+3.6 IMPs, read as +4, over 16 boards: 11.20-8.80"),
        (Decimal("-0.4"), "10.00", "-0.4 IMPs, read as +0, over 16 boards: 10.00-10.00"),
        (3, "10.91", "+3 IMPs over 16 boards: 10.91-9.09"),
    ],
)
def test_a_fractional_margin_is_read_at_the_nearest_whole_imp(margin, won, words):
    mine, theirs, said = vps(margin, 16, "wbf")
    assert mine == Decimal(won) and mine + theirs == 20
    assert said == f"{words} (WBF scale)"


def test_a_discrete_scale_reads_a_fraction_the_same_way():
    # ACBL 20-point scale, 6-8 boards (BridgeHands): 3-4 IMPs 12-8, 5-7 IMPs 13-7.
    assert vps(Fraction(9, 2), 8, "acbl-20")[:2] == (Decimal(13), Decimal(7))
    assert vps(Fraction(22, 5), 8, "acbl-20")[:2] == (Decimal(12), Decimal(8))
    assert whole_imps(Fraction(-9, 2)) == -5 and whole_imps(Decimal("4.49")) == 4
