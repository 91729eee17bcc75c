"""Neuberg factoring worked by hand: a tray played fewer times, a fouled tray, scale 2."""

from __future__ import annotations

from fractions import Fraction

import pytest

from tournaments.scoring.matchpoints import neuberg, score_matchpoints
from tournaments.scoring.types import Result


def _full_tray(tray: int, scores: list[int]) -> list[Result]:
    return [Result(tray, f"N{i}", f"E{i}", s) for i, s in enumerate(scores, 1)]


def test_tray_played_fewer_times_is_factored_to_the_full_field():
    # Tray 1 played five times (top 4); tray 2 only three times: 9, 7, 7.
    # Among three: 9 scores 2, each 7 scores 1/2.  Factored to five:
    #   9: (2 + 1/2) * 5/3 - 1/2 = 25/6 - 3/6 = 11/3;  7: (1/2 + 1/2) * 5/3 - 1/2 = 7/6.
    #   EW of 9: (0 + 1/2) * 5/3 - 1/2 = 1/3; EW of 7: (3/2 + 1/2) * 5/3 - 1/2 = 17/6.
    results = _full_tray(1, [7, 8, 9, 10, 11]) + [
        Result(2, "N1", "E1", 9),
        Result(2, "N2", "E2", 7),
        Result(2, "N3", "E3", 7),
    ]
    report = score_matchpoints(results)
    tray2 = report.lines[5:]
    assert [line.ns_mp for line in tray2] == [Fraction(11, 3), Fraction(7, 6), Fraction(7, 6)]
    assert [line.ew_mp for line in tray2] == [Fraction(1, 3), Fraction(17, 6), Fraction(17, 6)]
    assert [line.ns_raw for line in tray2] == [2, Fraction(1, 2), Fraction(1, 2)]
    assert all(line.top == 4 for line in tray2) and tray2[0].factored
    assert "Neuberg" in str(tray2[0].note)
    # Each line's two sides still share one top between them.
    assert sum(line.ns_mp + line.ew_mp for line in tray2) == 3 * 4
    assert report.standing("N4").maximum == 4 and report.standing("N1").maximum == 8


def test_scale_two_formula_is_mp_plus_one():
    # Three results out of five on scale 2: (MP + 1) * 5/3 - 1.  Top 8: 4 -> 22/3, 1 -> 7/3.
    results = _full_tray(1, [1, 2, 3, 4, 5]) + [
        Result(2, "N1", "E1", 9),
        Result(2, "N2", "E2", 7),
        Result(2, "N3", "E3", 7),
    ]
    report = score_matchpoints(results, scale=2)
    assert [line.ns_mp for line in report.lines[5:]] == [
        Fraction(22, 3),
        Fraction(7, 3),
        Fraction(7, 3),
    ]
    assert report.tops[2] == 8


@pytest.mark.parametrize(
    ("mp", "n", "big", "scale", "expected"),
    [
        (0, 5, 6, 2, Fraction(1, 5)),  # USEBIO board 26: 0 of 8 among five -> 0.2 of 10
        (8, 5, 6, 2, Fraction(49, 5)),
        (2, 3, 5, 1, Fraction(11, 3)),
        (3, 4, 4, 1, 3),
    ],
)
def test_neuberg_formula(mp, n, big, scale, expected):
    assert neuberg(mp, n, big, scale) == expected


def test_factoring_off_scores_on_the_tray_own_top():
    results = _full_tray(1, [7, 8, 9, 10, 11]) + [
        Result(2, "N1", "E1", 9),
        Result(2, "N2", "E2", 7),
    ]
    report = score_matchpoints(results, factor=False)
    assert report.tops == {1: 4, 2: 1}
    assert [line.ns_mp for line in report.lines[5:]] == [1, 0]
    assert report.standing("N1").maximum == 5


def test_fouled_tray_groups_are_scored_apart_and_factored():
    # Tray 1 fouled: group A (original cards) 10, 9, 8; group B (fouled) 3, 5.  Field of five.
    # Group A among three: 2, 1, 0 -> (MP + 1/2) * 5/3 - 1/2: 11/3, 2, 1/3.
    # Group B among two: 0, 1 -> (MP + 1/2) * 5/2 - 1/2: 3/4, 13/4.
    results = [
        Result(1, "N1", "E1", 10, group="A"),
        Result(1, "N2", "E2", 9, group="A"),
        Result(1, "N3", "E3", 8, group="A"),
        Result(1, "N4", "E4", 3, group="B"),
        Result(1, "N5", "E5", 5, group="B"),
    ]
    report = score_matchpoints(results)
    assert [line.ns_mp for line in report.lines] == [
        Fraction(11, 3),
        2,
        Fraction(1, 3),
        Fraction(3, 4),
        Fraction(13, 4),
    ]
    assert all(line.top == 4 for line in report.lines)
    assert "fouled" in str(report.lines[3].note)


def test_full_count_below_a_tray_is_refused():
    with pytest.raises(ValueError, match="full_count"):
        score_matchpoints(_full_tray(1, [1, 2, 3]), full_count=2)
