"""A fouled board's groups too small to compare, as the ACBL scores them, worked by hand.

Source: the ACBLscore manual, "Fouled/Adjusted board formula" (web2.acbl.org/acblscore/
manual/92.htm): Neuberg's formula for a group of four or more scores, and for a group of three
"when it is the larger group"; "Otherwise the scores in a group of three are awarded matchpoint
scores of 70%, 60% and 50% of top.  In groups of two, the better score receives 65% of the
matchpoints and the worse receives 55% of the matchpoints.  A single score is awarded 60% of
top for each direction."  Equal scores share (the ASE Scorer's help, after the ACBL Bulletin of
June 1991: "Equal scores share arbitrary scores").  The ACBL's scale is 1 and ½.
"""

from __future__ import annotations

import io
import json
from fractions import Fraction

import pytest
from django.core.management import call_command

from tournaments.scoring.matchpoints import score_matchpoints
from tournaments.scoring.rules import rules_named
from tournaments.scoring.types import Adjustment, Result

ACBL = rules_named("acbl")
B = Adjustment.parse("GROUP B")


def _five_times() -> list[Result]:
    """Played five times: three tables with the right cards, two (group B) with others."""
    return [
        Result(1, "1", "11", 420),
        Result(1, "2", "12", 400),
        Result(1, "3", "13", 170),
        Result(1, "4", "14", 100, B),
        Result(1, "5", "15", -50, B),
    ]


def _figures(report) -> list[tuple]:
    return [(line.ns_mp, line.ew_mp) for line in report.lines]


def test_a_group_of_two_takes_65_and_55_percent_and_the_larger_group_of_three_is_factored():
    # Top 4 (five results, 1 a result beaten).  Group A, the larger: 2, 1, 0 among three,
    # factored (MP + ½) × 5/3 − ½: 11/3, 2, 1/3 (EW the reverse).  Group B: NS +100 is the
    # better, 65% of 4 = 2.6, and -50 55% = 2.2; East-West the other way round.
    report = score_matchpoints(_five_times(), rules=ACBL)
    assert _figures(report) == [
        (Fraction(11, 3), Fraction(1, 3)),
        (2, 2),
        (Fraction(1, 3), Fraction(11, 3)),
        (Fraction(13, 5), Fraction(11, 5)),
        (Fraction(11, 5), Fraction(13, 5)),
    ]
    assert report.lines[3].detail.ns == (
        "fouled tray, group B: 2 results with these cards, too few "
        "to compare, so fixed shares (65% and 55% of the top, ACBLscore); NS 1 of 2: 65% of "
        "the top 4 = 2.6"
    )


def test_the_clubs_rules_factor_the_group_of_two():
    # (1 + ½) × 5/2 − ½ = 3.25 and (0 + ½) × 5/2 − ½ = 0.75.
    report = score_matchpoints(_five_times(), rules=rules_named("club"))
    assert _figures(report)[3:] == [
        (Fraction(13, 4), Fraction(3, 4)),
        (Fraction(3, 4), Fraction(13, 4)),
    ]


def test_two_groups_of_three_each_take_70_60_50_with_a_tie_sharing():
    # Six results, top 5.  Neither group is the larger: both take fixed shares.  Group A:
    # +420 70% = 3.5, +400 60% = 3, +170 50% = 2.5.  Group B: +100 and +100 tie for the first
    # two places, (70 + 60) / 2 = 65%: 3.25 each; -50 50%: 2.5.  EW: -50's EW 70% = 3.5, the
    # tied pair (60 + 50) / 2 = 55%: 2.75 each.
    results = _five_times()[:3] + [
        Result(1, "4", "14", 100, B),
        Result(1, "5", "15", 100, B),
        Result(1, "6", "16", -50, B),
    ]
    report = score_matchpoints(results, rules=ACBL)
    assert _figures(report) == [
        (Fraction(7, 2), Fraction(5, 2)),
        (3, 3),
        (Fraction(5, 2), Fraction(7, 2)),
        (Fraction(13, 4), Fraction(11, 4)),
        (Fraction(13, 4), Fraction(11, 4)),
        (Fraction(5, 2), Fraction(7, 2)),
    ]
    assert report.lines[3].detail.ew.endswith("EW tied 2 of 3: 55% of the top 5 = 2.75")


def test_a_single_result_takes_60_percent_each_way():
    results = _five_times()[:4]  # group B holds one result: 60% of the top 3 = 1.8 each way
    report = score_matchpoints(results, rules=ACBL)
    assert _figures(report)[3] == (Fraction(9, 5), Fraction(9, 5))


def test_an_unfouled_short_board_is_factored_as_before():
    # Only fouled groups take fixed shares: a board played twice in a field of five is factored.
    results = _five_times() + [Result(2, "1", "12", 100), Result(2, "2", "13", -50)]
    report = score_matchpoints(results, rules=ACBL)
    assert _figures(report)[5:] == [
        (Fraction(13, 4), Fraction(3, 4)),
        (Fraction(3, 4), Fraction(13, 4)),
    ]


@pytest.mark.parametrize(("rules", "small", "total"), [("acbl", None, 2.6), ("club", "fixed", 2.6),
                                                       ("acbl", "factored", 3.25)])  # fmt: skip
def test_the_command_takes_the_rule_set_or_the_option(tmp_path, rules, small, total):
    path = tmp_path / "results.csv"
    path.write_text(
        "tray,ns,ew,score,adjust\n1,1,11,420,\n1,2,12,400,\n1,3,13,170,\n"
        "1,4,14,100,GROUP B\n1,5,15,-50,GROUP B\n",
        encoding="utf-8",
    )
    out = io.StringIO()
    args = ["--input", str(path), "--game", "bridge", "--rules", rules, "--format", "json"]
    if small:
        args += ["--small-groups", small]
    if rules == "club":
        args += ["--scale", "1"]
    call_command("score", *args, "--explain", stdout=out)
    data = json.loads(out.getvalue())
    assert data["results"][3]["ns_mp"] == total
