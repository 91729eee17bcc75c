"""IMP pairs under each body's rules, worked by hand.

Sources: the WBF IMP scale; ACBLscore manual page 83 (a computed datum drops 5% of the scores
at each end and rounds to the nearest 10, a 5 to the even ten; AVE 0 IMPs, AVE+ 3 IMPs; total
IMPs give AVE+ 3 x (results - 1); a fouled board's groups are IMPed apart, total IMPs factored
by (results - 1)/(group - 1)); the commercial scorer's Butler (board 2 of a real 4-table
Butler Howell, scores 50, -460, -490, -430: datum -450, where dropping only from five
results gave -330); the Laws' +/-3 IMPs for average-plus/minus (Law 86A).
"""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tournaments.scoring.imp_pairs import score_imp_pairs
from tournaments.scoring.imps import cross_imps, imps
from tournaments.scoring.rules import rules_named
from tournaments.scoring.types import Adjustment, Result

parse = Adjustment.parse


def _board(scores, tray: int = 1) -> list[Result]:
    return [Result(tray, str(i), str(10 + i), s) for i, s in enumerate(scores, 1)]


def test_the_commercial_scorers_butler_on_four_results():
    results = _board([50, -460, -490, -430])
    report = score_imp_pairs(results, method="butler", rules=rules_named("compscore"))
    # 50 and -490 left out; (-460 - 430) / 2 = -445, halves away from zero: -450.
    # 50 + 450 = 500: 11 IMPs; -460 + 450 = -10: 0; -490 + 450 = -40: -1; -430 + 450 = 20: 1.
    assert [line.ns for line in report.lines] == [11, 0, -1, 1]
    assert [line.ew for line in report.lines] == [-11, 0, 1, -1]
    assert report.lines[0].ns_working == (
        "datum -450: the top 50 and the bottom -490 left out (1 at each end of 4 results), "
        "the average of 2 is "
        "-445, rounded to -450; NS 50 − -450 = 500: +11 IMPs"
    )
    club = score_imp_pairs(results, method="butler", rules=rules_named("club"))
    # The club's rule drops nothing from four: (50 - 460 - 490 - 430) / 4 = -332.5 -> -330.
    assert "datum -330" in club.lines[0].ns_working


def test_acbl_datum_drops_five_percent_and_rounds_halves_to_even():
    # Twenty results: one dropped at each end.  Eighteen of 420 and the extremes 1430, -100:
    # the datum is 420 exactly; with 18 x 425 instead it is 425 -> 420 (to the even ten).
    scores = [1430, -100] + [420] * 18
    acbl = rules_named("acbl")
    report = score_imp_pairs(_board(scores), method="butler", rules=acbl)
    assert report.lines[0].ns == imps(1430 - 420) == 14
    fives = [1430, -100] + [425] * 18
    report = score_imp_pairs(_board(fives), method="butler", rules=acbl)
    assert "datum 420" in report.lines[2].ns_working and report.lines[2].ns == 0


def test_imps_against_the_plain_average_drop_nothing():
    report = score_imp_pairs(_board([620, 620, 170, 140, -100]), method="imps",
                             rules=rules_named("compscore"))  # fmt: skip
    # (620 + 620 + 170 + 140 - 100) / 5 = 290: 330 -> 8; -120 -> -3; -150 -> -4; -390 -> -9.
    assert [line.ns for line in report.lines] == [8, 8, -3, -4, -9]


@given(st.lists(st.integers(-300, 300).map(lambda x: x * 10), min_size=1, max_size=40))
@settings(max_examples=200)
def test_cross_imps_by_thresholds_equal_every_comparison(scores):
    brute = [sum(imps(a - b) for j, b in enumerate(scores) if j != i) for i, a in enumerate(scores)]
    assert cross_imps(scores) == brute


def test_cross_imps_average_and_total():
    results = _board([420, 420, 170, -50])
    average = score_imp_pairs(results, method="cross-imps", rules=rules_named("club"))
    total = score_imp_pairs(
        results, method="cross-imps", rules=rules_named("club").with_options(cross_imps="total")
    )
    # 420 v 420: 0; v 170: +6; v -50: +10: 16, over 3 comparisons 16/3.
    assert [line.ns for line in total.lines] == [16, 16, -6, -26]
    assert average.lines[0].ns == Fraction(16, 3)
    assert "16 IMPs, ÷ 3 = 5.33 a comparison" in average.lines[0].ns_working


def test_a_weighted_score_in_cross_imps():
    # 420, 170, -50 and a ruling of 50% +420, 50% -50.  The 420 table: +6 (170), +10 (-50),
    # and half of 0 (420) plus half of +10 (-50): 5; 21 over 3 comparisons = 7.  The 170
    # table: -6 + 6 + (half of -6 and half of +6 = 0) = 0.  The ruled table: half of (0 + 6 +
    # 10) and half of (-10 - 6 + 0): 0.  The -50 table: -10 - 6 - 5 = -21: -7.
    results = [
        *_board([420, 170, -50]),
        Result(1, "4", "14", None, parse("SCORE 50% 420, 50% -50")),
    ]
    report = score_imp_pairs(results, method="cross-imps", rules=rules_named("club"))
    assert [line.ns for line in report.lines] == [7, 0, -7, 0]
    assert [line.ew for line in report.lines] == [-7, 0, 7, 0]


def test_artificial_scores_are_three_imps_and_acbl_totals_multiply_them():
    results = [*_board([420, 170, -50]), Result(1, "4", "14", None, parse("A+/-"))]
    average = score_imp_pairs(results, method="cross-imps", rules=rules_named("club"))
    assert (average.lines[3].ns, average.lines[3].ew) == (3, -3)
    total = score_imp_pairs(
        results, method="cross-imps", rules=rules_named("acbl").with_options(cross_imps="total")
    )
    # ACBLscore's total IMPs: AVE+ is 3 x (4 results - 1) = 9.
    assert (total.lines[3].ns, total.lines[3].ew) == (9, -9)
    butler = score_imp_pairs(results, method="butler", rules=rules_named("club"))
    assert (butler.lines[3].ns, butler.lines[3].ew) == (3, -3)


def test_a_fixed_share_other_than_sixty_fifty_forty_has_no_imp_value():
    results = [*_board([420, 170]), Result(1, "4", "14", None, parse("A70/30"))]
    with pytest.raises(ValueError, match="no IMP value"):
        score_imp_pairs(results, method="butler", rules=rules_named("club"))


def test_a_procedural_penalty_in_imps():
    results = [Result(1, "1", "11", 420, parse("PP EW 3")), *_board([170], tray=1)[0:0]]
    results += [Result(1, "2", "12", 170)]
    report = score_imp_pairs(results, method="butler", rules=rules_named("club"))
    # Datum (420 + 170) / 2 = 295 -> 300: +120 -> +3 for NS at table 1, EW -3 less 3 = -6.
    assert (report.lines[0].ns, report.lines[0].ew) == (3, -6)
    assert report.lines[1].ns == -4  # 170 - 300 = -130: the other table untouched
    with pytest.raises(ValueError, match="in IMPs here"):
        score_imp_pairs(
            [Result(1, "1", "11", 420, parse("PP EW 10%")), Result(1, "2", "12", 170)],
            method="butler",
            rules=rules_named("club"),
        )


def test_fouled_groups_in_acbl_total_imps_are_factored():
    # Group A (three tables): 420, 420, 170; group B (two tables): -50, -100.  Each group is
    # IMPed apart; with total IMPs each group's figures are factored by (5 - 1)/(size - 1):
    # group A by 4/2 (420: 0 + 6 = 6 -> 12), group B by 4/1 (-50 v -100: +2 -> 8).
    results = [
        Result(1, "1", "11", 420, group="A"),
        Result(1, "2", "12", 420, group="A"),
        Result(1, "3", "13", 170, group="A"),
        Result(1, "4", "14", -50, group="B"),
        Result(1, "5", "15", -100, group="B"),
    ]
    rules = rules_named("acbl").with_options(cross_imps="total")
    report = score_imp_pairs(results, method="cross-imps", rules=rules)
    assert [line.ns for line in report.lines] == [12, 12, -24, 8, -8]


def test_standings_total_the_imps_and_place_them():
    results = _board([50, -460, -490, -430]) + _board([100, 100, -200, 100], tray=2)
    report = score_imp_pairs(results, method="butler", rules=rules_named("compscore"))
    one = next(s for s in report.standings if s.entrant == "1")
    # Board 2: datum: 100, 100 left after dropping -200 and one 100 -> 100: 0 IMPs.
    assert (one.total, one.place) == (11, "1")
    assert one.working == "11 IMPs on 2 board(s)"
