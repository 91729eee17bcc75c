"""Artificial scores: parsing, their match points, and that they never move the real results."""

from __future__ import annotations

from decimal import Decimal
from fractions import Fraction

import pytest

from tournaments.scoring.matchpoints import score_matchpoints
from tournaments.scoring.types import Adjustment, Result


@pytest.mark.parametrize(
    ("text", "kind", "ns", "ew"),
    [
        ("AVE", "AVE", 50, 50),
        ("ave+", "AVE+", 60, 60),
        ("AVE-", "AVE-", 40, 40),
        ("A60/40", "SPLIT", 60, 40),
        ("A40/60", "SPLIT", 40, 60),
        ("A5050", "SPLIT", 50, 50),
    ],
)
def test_parse(text, kind, ns, ew):
    adj = Adjustment.parse(text)
    assert (adj.kind, adj.ns_percent, adj.ew_percent) == (kind, Decimal(ns), Decimal(ew))


def test_parse_not_played():
    adj = Adjustment.parse("NP")
    assert adj.kind == "NP" and adj.ns_percent is None and not adj.played


@pytest.mark.parametrize("text", ["", "AVE++", "A60", "A160/40", "60/40", "X"])
def test_parse_refuses_nonsense(text):
    with pytest.raises(ValueError):
        Adjustment.parse(text)


def test_a_result_is_a_score_or_an_adjustment():
    with pytest.raises(ValueError):
        Result(1, "1", "2", None)
    with pytest.raises(ValueError):
        Result(1, "1", "2", 7, Adjustment.parse("AVE"))
    with pytest.raises(ValueError, match="both NS and EW"):
        Result(1, "1", "1", 7)


# Tray 1 at five tables: four real scores 200, 140, 140, 100 and an A60/40 at table 5.
ADJUSTED_TRAY = [
    Result(1, "1", "11", 200),
    Result(1, "2", "12", 140),
    Result(1, "3", "13", 140),
    Result(1, "4", "14", 100),
    Result(1, "5", "15", None, Adjustment.parse("A60/40")),
]


def test_adjusted_tray_worked_by_hand():
    # Real results among four (scale 1): 200 -> 3, 140 -> 1 1/2 each, 100 -> 0.
    # Factored to five: (MP + 1/2) * 5/4 - 1/2:
    #   3 -> 7/2 * 5/4 - 1/2 = 35/8 - 4/8 = 31/8;  3/2 -> 2 * 5/4 - 1/2 = 2;  0 -> 5/8 - 4/8 = 1/8.
    # Artificial: top 4, NS 60% = 12/5, EW 40% = 8/5.
    report = score_matchpoints(ADJUSTED_TRAY)
    assert [line.ns_mp for line in report.lines] == [
        Fraction(31, 8),
        2,
        2,
        Fraction(1, 8),
        Fraction(12, 5),
    ]
    assert [line.ew_mp for line in report.lines] == [
        Fraction(1, 8),
        2,
        2,
        Fraction(31, 8),
        Fraction(8, 5),
    ]
    assert report.lines[4].ns_percent == 60 and report.lines[4].ew_percent == 40
    assert "A60/40" in report.lines[4].note


@pytest.mark.parametrize("code", ["AVE", "AVE+", "AVE-", "A60/40", "A30/70", "NP"])
def test_an_artificial_score_never_moves_the_real_ones(code):
    real = [line.ns_mp for line in score_matchpoints(ADJUSTED_TRAY[:4], full_count=5).lines]
    changed = ADJUSTED_TRAY[:4] + [Result(1, "5", "15", None, Adjustment.parse(code))]
    assert [line.ns_mp for line in score_matchpoints(changed).lines[:4]] == real


def test_not_played_leaves_the_maximum():
    results = ADJUSTED_TRAY[:4] + [
        Result(1, "5", "15", None, Adjustment.parse("NP")),
        Result(2, "5", "15", 100),
        Result(2, "1", "11", 90),
    ]
    report = score_matchpoints(results, factor=False)
    line = report.lines[4]
    assert line.ns_mp is None and line.note == "not played"
    five = report.standing("5")
    assert (five.trays, five.maximum, five.total, five.percentage) == (1, 1, 1, 100)


def test_average_plus_for_both_sides():
    results = ADJUSTED_TRAY[:4] + [Result(1, "5", "15", None, Adjustment.parse("AVE+"))]
    line = score_matchpoints(results).lines[4]
    assert line.ns_mp == line.ew_mp == Fraction(12, 5)


def test_law_v_average_in_match_points_is_fifty_percent():
    law_v = Adjustment("AVE", reason="Law V: could not overplay")
    results = ADJUSTED_TRAY[:4] + [Result(1, "5", "15", None, law_v)]
    report = score_matchpoints(results)
    assert report.lines[4].ns_mp == report.lines[4].ew_mp == 2
    assert "Law V" in report.lines[4].note
    card = report.card("15")[0]
    assert card.mp == 2 and "Law V" in card.explanation
