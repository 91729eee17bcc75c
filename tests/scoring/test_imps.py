"""The IMP scale, cross-IMPs and Butler, each checked against figures worked by hand."""

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tournaments.scoring.imps import butler, butler_datum, cross_imps, cross_imps_averaged, imps

# The WBF scale as printed: (lowest difference, highest difference, IMPs).
BANDS = [
    (0, 10, 0), (20, 40, 1), (50, 80, 2), (90, 120, 3), (130, 160, 4), (170, 210, 5),
    (220, 260, 6), (270, 310, 7), (320, 360, 8), (370, 420, 9), (430, 490, 10),
    (500, 590, 11), (600, 740, 12), (750, 890, 13), (900, 1090, 14), (1100, 1290, 15),
    (1300, 1490, 16), (1500, 1740, 17), (1750, 1990, 18), (2000, 2240, 19),
    (2250, 2490, 20), (2500, 2990, 21), (3000, 3490, 22), (3500, 3990, 23), (4000, 7600, 24),
]  # fmt: skip


@pytest.mark.parametrize(("low", "high", "expected"), BANDS)
def test_each_band_of_the_scale_at_both_ends(low, high, expected):
    assert imps(low) == expected
    assert imps(high) == expected
    assert imps(-low) == -expected
    assert imps(-high) == -expected


def test_odd_differences_between_printed_bands_follow_the_thresholds():
    assert imps(15) == 0
    assert imps(45) == 1
    assert imps(4990) == 24


@given(st.integers(-8000, 8000), st.integers(-8000, 8000))
@settings(max_examples=150)
def test_the_scale_is_monotone_and_symmetric(a, b):
    assert imps(-a) == -imps(a)
    if a <= b:
        assert imps(a) <= imps(b)


def test_cross_imps_worked_by_hand():
    # 420 v 420: 0; 420 v 170: 250 -> 6; 420 v -50: 470 -> 10.  170 v -50: 220 -> 6.
    assert cross_imps([420, 420, 170, -50]) == [16, 16, -6, -26]


def test_cross_imps_averaged_divides_by_the_comparisons():
    assert cross_imps_averaged([420, 420, 170, -50]) == [
        Fraction(16, 3),
        Fraction(16, 3),
        Fraction(-2),
        Fraction(-26, 3),
    ]
    assert cross_imps_averaged([620]) == [0]


@given(st.lists(st.integers(-250, 250).map(lambda x: x * 10), min_size=1, max_size=12))
@settings(max_examples=100)
def test_cross_imps_on_a_tray_sum_to_zero(scores):
    assert sum(cross_imps(scores)) == 0


def test_butler_drops_the_extremes_with_five_results():
    # Drop 620 (top) and -100 (bottom): (620 + 170 + 140) / 3 = 310.
    result = butler([620, 620, 170, 140, -100])
    assert result.datum == 310
    assert result.counted == (140, 170, 620)
    # 310 -> 7; -140 -> -4; -170 -> -5; -410 -> -9.
    assert result.imps == (7, 7, -4, -5, -9)


def test_butler_keeps_every_score_when_told_or_when_few():
    # 1450 / 5 = 290: 330 -> 8; -120 -> -3; -150 -> -4; -390 -> -9.
    result = butler([620, 620, 170, 140, -100], drop_extremes=False)
    assert result.datum == 290
    assert result.imps == (8, 8, -3, -4, -9)
    # Four results: nothing dropped; (420 + 400 + 170 + 140) / 4 = 282.5 -> 280.
    assert butler([420, 400, 170, 140]).datum == 280


@pytest.mark.parametrize(
    ("scores", "datum"),
    [
        ([425, 430], 430),
        ([415, 420], 420),
        ([-415, -420], -420),
        ([10, 15], 10),
        ([0, 10], 10),
        ([0, -10], -10),
        ([0, 5], 0),
    ],
)
def test_datum_rounds_to_the_nearest_ten_halves_away_from_zero(scores, datum):
    assert butler_datum(scores, drop_extremes=False)[0] == datum


def test_butler_needs_a_score():
    with pytest.raises(ValueError):
        butler([])
