"""A field handed over as columns (tray, NS entrant, EW entrant, NS score) is match-pointed
exactly as the same results are line by line, whether it is plain (worked out from the columns,
no result object made) or not (a short board, a sit-out: made into results and scored line by
line), and both give the figures match points have by their definition
(``oracle_matchpoints``).
"""

from __future__ import annotations

from fractions import Fraction

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.scoring.test_vector_matchpoints import (
    assert_as_defined,
    assert_columns_as_defined,
    figures,
    plain_fields,
)
from tournaments.scoring.matchpoints import (
    BuiltWhenRead,
    score_matchpoint_columns,
    score_matchpoint_lines,
)
from tournaments.scoring.rules import DEFAULT_RULES
from tournaments.scoring.types import Result, table_scores_only


def as_columns(results: list[Result], names: list[str]) -> tuple:
    index = {name: i for i, name in enumerate(names)}
    return (
        np.array([r.tray for r in results]),
        np.array([index[r.ns] for r in results]),
        np.array([index[r.ew] for r in results]),
        np.array([r.score for r in results]),
    )


@st.composite
def fields_as_columns(draw):
    """A plain field, sometimes with a result taken out (a short board, a sit-out), and its
    entrants named in any order."""
    results = draw(plain_fields())
    if len(results) > 2 and draw(st.booleans()):
        del results[draw(st.integers(0, len(results) - 1))]
    names = sorted({who for r in results for who in (r.ns, r.ew)})
    return results, draw(st.permutations(names))


@settings(max_examples=200, deadline=None)
@given(fields_as_columns(), st.sampled_from([1, 2]), st.booleans())
def test_columns_equal_line_by_line(field, scale, two_fields):
    results, names = field
    fields = None
    if two_fields:
        first_ns = {r.ns for r in results if r.tray == results[0].tray}
        fields = {who: "NS" if who in first_ns else "EW" for who in names}
    rules = DEFAULT_RULES.with_options(scale=scale)
    got = score_matchpoint_columns(as_columns(results, names), names, rules=rules, fields=fields)
    assert figures(got) == figures(score_matchpoint_lines(results, rules, fields, None))
    assert_as_defined(got, results, scale, fields)
    assert_columns_as_defined(got, results, scale)


def test_a_small_board_worked_by_hand_without_a_result_object():
    """Four tables on one tray, 2-1 scale: 420 beats three (6), the two 140s beat -100 and tie
    with each other (2 + 1 = 3), -100 beats nobody (0); each EW pair has 6 less its NS."""
    names = ["N1", "N2", "N3", "N4", "E1", "E2", "E3", "E4"]
    columns = ([7, 7, 7, 7], [0, 1, 2, 3], [4, 5, 6, 7], [140, 420, -100, 140])
    report = score_matchpoint_columns(columns, names, scale=2)
    assert isinstance(report.lines, BuiltWhenRead)
    # one field of eight: N2 and E3 6 (equal first), N1, N4, E1, E4 3, N3 and E2 0
    totals = {s.entrant: (s.total, s.place) for s in report.standings}
    assert totals == {
        "N2": (6, "1="),
        "E3": (6, "1="),
        "N1": (3, "3="),
        "N4": (3, "3="),
        "E1": (3, "3="),
        "E4": (3, "3="),
        "N3": (0, "7="),
        "E2": (0, "7="),
    }
    assert [(line.ns_mp, line.ew_mp) for line in report.lines] == [(3, 3), (6, 0), (0, 6), (3, 3)]
    made = [line.result for line in report.lines]
    assert made[1] == Result(7, "N2", "E2", 420) and table_scores_only(made)
    assert vars(made[1]) == vars(Result(7, "N2", "E2", 420))


def test_the_same_pair_twice_on_a_board_is_refused_as_line_by_line_refuses_it():
    columns = ([1, 1], [0, 0], [1, 2], [110, 140])
    with pytest.raises(ValueError, match="'A' has two results on tray 1"):
        score_matchpoint_columns(columns, ["A", "B", "C"])


def test_an_index_outside_the_names_is_an_error():
    with pytest.raises(ValueError, match="outside the names"):
        score_matchpoint_columns(([1, 1], [0, 1], [2, 3], [110, 140]), ["A", "B", "C"])


def test_a_short_board_is_factored_as_line_by_line_factors_it():
    """Tray 2 played twice where tray 1 was played three times: Neuberg on scale 2,
    (MP + 1) x 3 / 2 - 1: the winner's 2 becomes 3.5, the loser's 0 becomes 0.5."""
    names = ["A", "B", "C", "D", "E", "F"]
    columns = ([1, 1, 1, 2, 2], [0, 1, 2, 0, 1], [3, 4, 5, 3, 4], [50, 100, 150, 200, 100])
    report = score_matchpoint_columns(columns, names, scale=2)
    assert isinstance(report.lines, BuiltWhenRead)  # totals from the columns, lines when read
    assert [line.ns_mp for line in report.lines[3:]] == [Fraction(7, 2), Fraction(1, 2)]
    # A: 0 on tray 1 (50 lowest), 3.5 on tray 2; D (EW) 4 and 0.5; B 2 and 0.5: maxima 8 each
    assert report.standing("A").total == Fraction(7, 2)
    assert report.standing("D").total == Fraction(9, 2)
    assert report.standing("B").total == Fraction(5, 2)
