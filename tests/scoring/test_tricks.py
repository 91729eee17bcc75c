"""Trick totals against the average: the source's compass whist table, and the one-field case."""

from __future__ import annotations

from fractions import Fraction

import pytest

from tournaments.scoring.tricks import score_trick_totals, whole
from tournaments.scoring.types import Adjustment, Result

NS = "abcde"
EW = "fghjk"
# The source's example: five tables, thirty deals (five rounds of six trays).
NS_TOTALS = [201, 204, 211, 207, 212]
EW_TOTALS = [189, 186, 179, 183, 178]


def _compass_results() -> list[Result]:
    """Lines giving the source's totals.

    NS pair t meets EW pair (t + k) % 5 in round k on tray set (t + 2k) % 5: every pair plays
    every tray once and meets every opponent once.  The NS tricks of each meeting (six trays)
    are 40, or 40 plus the NS pair's excess over 200 when it meets the EW pair of the same
    index; so NS pair t totals 200 + x_t and EW pair t totals 390 - (200 + x_t).
    """
    extra = [total - 200 for total in NS_TOTALS]
    results = []
    for t in range(5):
        for k in range(5):
            e = (t + k) % 5
            tray_set = (t + 2 * k) % 5
            meeting = 40 + (extra[t] if e == t else 0)
            q, r = divmod(meeting, 6)
            for j in range(6):
                tricks = q + 1 if j < r else q
                results.append(Result(tray_set * 6 + j + 1, NS[t], EW[e], tricks, round=k + 1))
    return results


FIELDS = {**{p: "NS" for p in NS}, **{p: "EW" for p in EW}}


def test_the_totals_are_the_sources():
    report = score_trick_totals(_compass_results(), fields=FIELDS)
    got = {s.entrant: s.tricks for s in report.standings}
    assert [got[p] for p in NS] == NS_TOTALS
    assert [got[p] for p in EW] == EW_TOTALS


def test_compass_averages_and_plus_minus():
    report = score_trick_totals(_compass_results(), fields=FIELDS)
    assert report.averages["NS"].whole == 207
    assert report.averages["EW"].whole == 183
    pm = {s.entrant: s.plus_minus for s in report.standings}
    assert [pm[p] for p in NS] == [-6, -3, 4, 0, 5]
    assert [pm[p] for p in EW] == [6, 3, -4, 0, -5]


def test_compass_winners():
    report = score_trick_totals(_compass_results(), fields=FIELDS)
    place = {s.entrant: s.place for s in report.standings}
    overall = {s.entrant: s.overall_place for s in report.standings}
    assert place["e"] == "1" and place["f"] == "1"  # best N & S and best E & W
    assert overall["f"] == "1"  # f is furthest above its average: the winner
    assert overall["e"] == "2"
    assert overall["d"] == overall["j"] == "5="  # both exactly on the average
    assert report.standings[0].entrant == "f"


def test_rounded_average_and_fraction_breaks_a_tie():
    # NS totals 10 and 13 (average 11.5 -> 12), EW totals 16 and 13 (average 14.5 -> 15).
    results = [
        Result(1, "n1", "e1", 5),
        Result(2, "n1", "e1", 5),
        Result(3, "n2", "e2", 7),
        Result(4, "n2", "e2", 6),
    ]
    fields = {"n1": "NS", "n2": "NS", "e1": "EW", "e2": "EW"}
    report = score_trick_totals(results, fields=fields)
    assert report.averages["NS"].exact == Fraction(23, 2)
    assert report.averages["NS"].whole == 12
    assert report.averages["EW"].whole == 15
    by = {s.entrant: s for s in report.standings}
    assert (by["n2"].plus_minus, by["e1"].plus_minus) == (1, 1)
    # Both are +1 in whole tricks; exactly n2 is +1 1/2 and e1 +1 1/2 too: still a tie.
    assert by["n2"].overall_place == by["e1"].overall_place == "1="


# A field whose whole-number ties the fraction splits: NS took 10, 14 and 13 tricks (average
# 37/3 = 12.33 -> 12), EW 29, 25 and 26 (80/3 = 26.67 -> 27).
TIED_FIELDS = {"n1": "NS", "n2": "NS", "n3": "NS", "e1": "EW", "e2": "EW", "e3": "EW"}
TIED_TABLES = (
    ("n1", "e1", 5),
    ("n1", "e1", 5),
    ("n2", "e2", 7),
    ("n2", "e2", 7),
    ("n3", "e3", 7),
    ("n3", "e3", 6),
)


def tied_field() -> list[Result]:
    """``TIED_TABLES``, one tray each, in order."""
    return [Result(tray, ns, ew, tricks) for tray, (ns, ew, tricks) in enumerate(TIED_TABLES, 1)]


def test_fraction_separates_whole_number_tie():
    report = score_trick_totals(tied_field(), fields=TIED_FIELDS)
    by = {s.entrant: s for s in report.standings}
    assert by["n2"].plus_minus == 2 and by["e1"].plus_minus == 2
    assert by["n2"].plus_minus_exact == Fraction(5, 3)
    assert by["e1"].plus_minus_exact == Fraction(7, 3)
    assert by["e1"].overall_place == "1" and by["n2"].overall_place == "2"
    assert "fraction" in by["e1"].note
    assert by["e1"].note == "tie on 2 separated by the fraction (+7/3 exactly)"
    assert by["n2"].note == "tie on 2 separated by the fraction (+5/3 exactly)"


@pytest.mark.parametrize(
    ("value", "expected"),
    [(Fraction(7, 2), 4), (Fraction(-7, 2), -4), (Fraction(10, 3), 3), (Fraction(207), 207)],
)
def test_nearest_whole_number(value, expected):
    assert whole(value) == expected


def test_one_field_compares_each_tray_with_its_own_average():
    # Tray 1: NS scores 8 (p1), 6 (p3), 7 (p5) -> NS average 7, EW average 6.
    # Tray 2: p2 NS 9 v p1, p4 NS 5 v p3 -> NS average 7, EW average 6.
    results = [
        Result(1, "p1", "p2", 8),
        Result(1, "p3", "p4", 6),
        Result(1, "p5", "p6", 7),
        Result(2, "p2", "p1", 9),
        Result(2, "p4", "p3", 5),
    ]
    report = score_trick_totals(results)
    by = {s.entrant: s for s in report.standings}
    assert by["p1"].plus_minus_exact == (8 - 7) + (4 - 6)
    assert by["p2"].plus_minus_exact == (5 - 6) + (9 - 7)
    assert by["p3"].plus_minus_exact == (6 - 7) + (8 - 6)
    assert by["p4"].plus_minus_exact == (7 - 6) + (5 - 7)
    assert by["p5"].plus_minus_exact == 0 and by["p6"].plus_minus_exact == 0
    assert by["p2"].place == by["p3"].place == "1="
    assert {s.field for s in report.standings} == {""}


def test_law_v_average_for_a_table_that_could_not_overplay():
    results = [
        Result(1, "a", "f", 8),
        Result(1, "b", "g", 6),
        Result(1, "c", "h", None, Adjustment("AVE", reason="Law V: hand found short")),
    ]
    report = score_trick_totals(results)
    line = report.lines[2]
    assert (line.ns_score, line.ew_score) == (7, 6)
    assert "Law V" in line.note
    by = {s.entrant: s for s in report.standings}
    assert by["c"].plus_minus_exact == 0 and by["a"].plus_minus_exact == 1


def test_average_plus_has_no_meaning_in_trick_totals():
    results = [Result(1, "a", "f", 8), Result(1, "c", "h", None, Adjustment.parse("AVE+"))]
    with pytest.raises(ValueError, match="AVE"):
        score_trick_totals(results)


def test_auction_pair_contest_uses_net_points():
    # Net totals per pair, compared with the average of those who held the same cards.
    results = [Result(1, "a", "f", 250), Result(1, "b", "g", -50), Result(1, "c", "h", 100)]
    report = score_trick_totals(results, game="auction")
    by = {s.entrant: s for s in report.standings}
    assert by["a"].plus_minus_exact == 150 and by["g"].plus_minus_exact == 150
    assert by["h"].plus_minus_exact == -0 and by["f"].plus_minus_exact == -150
