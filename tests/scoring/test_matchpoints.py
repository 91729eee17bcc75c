"""Match points worked by hand: ties, both scales, tops, percentages, fields, score cards."""

from __future__ import annotations

from fractions import Fraction

import pytest

from tournaments.scoring.matchpoints import score_matchpoints
from tournaments.scoring.types import Result

# Tray 1, five tables, NS scores 420, 420, 170, 450, -50.
TRAY_WITH_TIES = [
    Result(1, "1", "11", 420),
    Result(1, "2", "12", 420),
    Result(1, "3", "13", 170),
    Result(1, "4", "14", 450),
    Result(1, "5", "15", -50),
]


def test_tray_with_ties_scale_one():
    # 450 beats four: 4.  Each 420 beats two and ties one: 2 1/2.  170 beats one: 1.  -50: 0.
    report = score_matchpoints(TRAY_WITH_TIES)
    assert [line.ns_mp for line in report.lines] == [Fraction(5, 2), Fraction(5, 2), 1, 4, 0]
    assert [line.ew_mp for line in report.lines] == [Fraction(3, 2), Fraction(3, 2), 3, 0, 4]
    assert report.tops == {1: 4}


def test_tray_with_ties_scale_two():
    report = score_matchpoints(TRAY_WITH_TIES, scale=2)
    assert [line.ns_mp for line in report.lines] == [5, 5, 2, 8, 0]
    assert [line.ew_mp for line in report.lines] == [3, 3, 6, 0, 8]
    assert report.tops == {1: 8}


def test_percentages_are_of_the_maximum_played():
    report = score_matchpoints(TRAY_WITH_TIES)
    one = report.standing("1")
    assert (one.total, one.maximum, one.percentage) == (Fraction(5, 2), 4, Fraction(125, 2))
    assert report.lines[0].ns_percent == Fraction(125, 2)
    assert report.standing("14").percentage == 0


def test_one_field_ranking_shares_places():
    report = score_matchpoints(TRAY_WITH_TIES)
    places = {s.entrant: s.place for s in report.standings}
    # 4 and 15 have 4; 13 has 3; 1 and 2 have 2 1/2; 11 and 12 1 1/2; 3 has 1; 5 and 14 none.
    assert places == {
        "4": "1=",
        "15": "1=",
        "13": "3",
        "1": "4=",
        "2": "4=",
        "11": "6=",
        "12": "6=",
        "3": "8",
        "5": "9=",
        "14": "9=",
    }


def test_two_fields_rank_each_direction_apart():
    fields = {r.ns: "NS" for r in TRAY_WITH_TIES} | {r.ew: "EW" for r in TRAY_WITH_TIES}
    report = score_matchpoints(TRAY_WITH_TIES, fields=fields)
    ns = {s.entrant: s.place for s in report.standings if s.field == "NS"}
    ew = {s.entrant: s.place for s in report.standings if s.field == "EW"}
    assert ns == {"4": "1", "1": "2=", "2": "2=", "3": "4", "5": "5"}
    assert ew == {"15": "1", "13": "2", "11": "3=", "12": "3=", "14": "5"}


def test_scores_are_compared_only_on_their_own_tray():
    results = TRAY_WITH_TIES + [Result(2, "1", "12", 100), Result(2, "2", "11", 90)]
    report = score_matchpoints(results, factor=False)
    assert [line.ns_mp for line in report.lines[5:]] == [1, 0]
    assert report.standing("1").total == Fraction(7, 2)
    assert report.standing("1").maximum == 5


def test_score_card_shows_the_working():
    report = score_matchpoints(TRAY_WITH_TIES)
    (line,) = report.card("1")
    assert line.direction == "NS" and line.opponent == "11"
    assert line.score == 420
    assert sorted(line.compared_with) == [-50, 170, 420, 450]
    assert line.mp == Fraction(5, 2)
    assert "beat 2, tied 1, lost to 1" in line.explanation
    (ew,) = report.card("14")
    assert ew.mp == 0 and "beat 0, tied 0, lost to 4" in ew.explanation


def test_entrant_twice_on_a_tray_is_refused():
    with pytest.raises(ValueError, match="two results on tray 1"):
        score_matchpoints([Result(1, "1", "2", 7), Result(1, "1", "3", 6)])


def test_scale_must_be_one_or_two():
    with pytest.raises(ValueError, match="scale"):
        score_matchpoints(TRAY_WITH_TIES, scale=3)
