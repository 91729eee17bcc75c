"""The WBF's 2013 discrete 20-point VP scale: whole VPs for bands of IMPs, any match length.

The published table quoted below is the EBU's 20-VP teams scale (White Book 3.1.1, "the WBF
discrete teams-of-four VP scale"), as transcribed column by column for 20 match lengths in
github.com/rhindonltd/bridge-box-scorer, docs/imp-vp-conversion-table.txt.  Each row lists,
for a match of that many boards, the lowest winning margin of the bands 10-10, 11-9, ...,
20-0 (the 10-10 band starts at nought).
"""

from decimal import Decimal
from fractions import Fraction

import pytest

from tournaments.scoring.victory import VP_SCALES, vp_total, vps, wbf_discrete_table

PUBLISHED = {
    5: (0, 1, 3, 5, 7, 10, 13, 16, 20, 25, 31),
    6: (0, 1, 3, 5, 8, 11, 14, 18, 22, 27, 33),
    7: (0, 1, 3, 6, 9, 12, 15, 19, 24, 29, 36),
    8: (0, 1, 4, 7, 10, 13, 17, 21, 26, 31, 39),
    9: (0, 1, 4, 7, 10, 13, 17, 22, 27, 33, 41),
    10: (0, 1, 4, 7, 10, 14, 18, 23, 28, 35, 43),
    11: (0, 2, 5, 8, 11, 15, 19, 24, 30, 37, 45),
    12: (0, 2, 5, 8, 12, 16, 20, 25, 31, 38, 47),
    13: (0, 2, 5, 8, 12, 16, 21, 26, 32, 40, 49),
    14: (0, 2, 5, 9, 13, 17, 22, 27, 34, 41, 51),
    15: (0, 2, 5, 9, 13, 17, 22, 28, 35, 43, 53),
    16: (0, 2, 5, 9, 13, 18, 23, 29, 36, 44, 54),
    20: (0, 2, 6, 10, 15, 20, 26, 32, 40, 49, 61),
    24: (0, 2, 6, 11, 16, 22, 28, 35, 44, 54, 66),
    28: (0, 2, 7, 12, 18, 24, 30, 38, 47, 58, 72),
    32: (0, 3, 8, 13, 19, 25, 33, 41, 51, 62, 77),
    40: (0, 3, 8, 14, 21, 28, 36, 46, 56, 69, 86),
    48: (0, 3, 9, 16, 23, 31, 40, 50, 62, 76, 94),
    56: (0, 3, 10, 17, 25, 33, 43, 54, 67, 82, 101),
    64: (0, 4, 11, 18, 26, 36, 46, 58, 71, 88, 108),
}


@pytest.mark.parametrize("boards", sorted(PUBLISHED))
def test_every_band_of_the_published_table(boards):
    assert wbf_discrete_table(boards) == PUBLISHED[boards]


@pytest.mark.parametrize(
    ("margin", "boards", "winner"),
    [
        # Rows of the published table read as a director reads them: 16 boards, 2-4 IMPs is
        # 11-9, 5-8 is 12-8, 44-53 is 19-1, 54 or more 20-0; 8 boards, 10-12 IMPs is 14-6.
        (1, 16, 10),
        (2, 16, 11),
        (4, 16, 11),
        (5, 16, 12),
        (8, 16, 12),
        (53, 16, 19),
        (54, 16, 20),
        (300, 16, 20),
        (10, 8, 14),
        (12, 8, 14),
        (13, 8, 15),
        # 32 boards: 0-2 IMPs is a draw, 3-7 is 11-9.
        (2, 32, 10),
        (3, 32, 11),
    ],
)
def test_a_margin_earns_its_bands_whole_vps(margin, boards, winner):
    won, lost, _said = vps(margin, boards, "wbf-discrete")
    assert (won, lost) == (Decimal(winner), Decimal(20 - winner))
    assert vps(-margin, boards, "wbf-discrete")[:2] == (lost, won)


def test_the_working_names_the_band():
    said = vps(7, 16, "wbf-discrete")[2]
    assert said == "+7 IMPs over 16 boards: 12-8 (WBF discrete scale: 5 to 8 IMPs)"
    said = vps(-60, 16, "wbf-discrete")[2]
    assert said == "-60 IMPs over 16 boards: 0-20 (WBF discrete scale: 54 IMPs or more)"


def test_sixteen_boards_worked_from_the_curve():
    """Blitz 15 x sqrt(16) = 60.  The curve's inverse, I = 60 ln(1 - (1 - R)(V/10 - 1)) / ln R
    with R = 0.236068, is 1.62 at 10.5 VPs, 5.06 at 11.5 and 8.81 at 12.5: bands 0-1, 2-5,
    6-8.  The draw band holds -1 to +1, three margins; 2-5 holds four, but 6-8 only three, so
    the concavity pass narrows 11-9 to 2-4 and 12-8 becomes 5-8: the published 16-board row."""
    assert wbf_discrete_table(16)[:4] == (0, 2, 5, 9)


@pytest.mark.parametrize("boards", [1, 2, 3, 4, 17, 18, 19, 21, 27, 30, 36, 50, 90, 128])
def test_any_match_length_gives_whole_vps_summing_to_twenty_in_widening_bands(boards):
    lows = wbf_discrete_table(boards)
    widths = [2 * lows[1] - 1] + [b - a for a, b in zip(lows[1:], lows[2:], strict=False)]
    assert lows[0] == 0 and all(w >= 1 for w in widths)
    assert widths == sorted(widths), "the IMP range is non-decreasing for each further VP"
    for margin in range(lows[-1] + 3):
        won, lost, _said = vps(margin, boards, "wbf-discrete")
        assert won == won.to_integral_value() and won + lost == 20


def test_match_lengths_between_published_columns_sit_between_them():
    """17 boards lies between the 16- and 20-board columns, band by band."""
    for low, mid, high in zip(PUBLISHED[16], wbf_discrete_table(17), PUBLISHED[20], strict=True):
        assert low <= mid <= high


def test_a_fraction_of_an_imp_is_read_at_the_nearest_whole_first():
    # 16 boards: +4.5 IMPs is read as +5, the first margin of 12-8.
    assert vps(Fraction(9, 2), 16, "wbf-discrete")[:2] == (Decimal(12), Decimal(8))


def test_the_scale_is_offered_and_refuses_a_match_without_boards():
    assert "wbf-discrete" in VP_SCALES and vp_total("wbf-discrete") == 20
    with pytest.raises(ValueError, match="at least one board"):
        vps(3, 0, "wbf-discrete")
