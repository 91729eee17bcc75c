"""A plain field scored as columns (``matchpoints.columns``) gives exactly what line-by-line scoring gives.

Both are also checked against match points worked from their definition
(``oracle_matchpoints``), so a mistake the two share is caught; and here every line (its figures and their types: 3 stays an int, 7/2 a
Fraction), every total, maximum, place and the order of the standings must be equal, on
random fields where entrants change seats and direction from board to board.  And any field
that is not plain is left to line-by-line scoring, which is what says what is wrong.
"""

from __future__ import annotations

import pickle
import random
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.scoring.oracle_matchpoints import places, reference
from tournaments.scoring.adjustments import Adjustment
from tournaments.scoring.matchpoints import (
    BuiltWhenRead,
    plain_field_report,
    score_matchpoint_lines,
    score_matchpoints,
)
from tournaments.scoring.rules import DEFAULT_RULES
from tournaments.scoring.types import Result

SCORES = [-1100, -620, -100, -50, 50, 110, 140, 420, 620]


@st.composite
def plain_fields(draw):
    """Every entrant plays every board, seated anew each board; tray numbers with gaps."""
    tables = draw(st.integers(2, 8))
    trays = draw(st.lists(st.integers(1, 99), min_size=1, max_size=6, unique=True))
    entrants = [f"P{i}" for i in range(1, 2 * tables + 1)]
    scores = st.sampled_from(SCORES[: draw(st.integers(1, len(SCORES)))])
    results = []
    for tray in trays:
        seats = draw(st.permutations(entrants))
        for t in range(tables):
            results.append(Result(tray, seats[2 * t], seats[2 * t + 1], draw(scores)))
    return results


def figures(report) -> list:
    """Everything a reader sees, with the types of the match points."""
    lines = [(line, type(line.ns_mp), type(line.ew_mp), type(line.ns_raw)) for line in report.lines]
    standings = [(s, type(s.total), s.placing) for s in report.standings]
    return [lines, standings, report.tops, report.scale, report.factor, report.full_count]


def assert_same(results, scale: int, factor: bool, fields=None) -> None:
    rules = DEFAULT_RULES.with_options(scale=scale, factoring="neuberg" if factor else "none")
    columns = plain_field_report(results, rules, fields, None)
    assert columns is not None, "a plain field is scored as columns"
    assert figures(columns) == figures(score_matchpoint_lines(results, rules, fields, None))
    assert columns == score_matchpoint_lines(results, rules, fields, None)
    assert_as_defined(columns, results, scale, fields)
    assert_columns_as_defined(columns, results, scale)


def assert_columns_as_defined(report, results, scale: int) -> None:
    """The figures kept as whole-number columns (``report.figures``, what a reader of every
    figure at once reads) are the definition's too: every line's (NS, EW) match points, with
    the types the lines have (3 an int, 7/2 a Fraction), every total, and every place equal
    to the standings' (which ``assert_as_defined`` holds to the definition)."""
    columns = report.figures
    assert columns is not None, "a field scored as columns keeps its figures as columns"
    lines, totals = reference(results, scale)
    got = [columns.line(i) for i in range(len(results))]
    assert got == lines
    shown = [(line.ns_mp, line.ew_mp) for line in report.lines]
    assert [tuple(map(type, pair)) for pair in got] == [tuple(map(type, pair)) for pair in shown]
    index = {who: i for i, who in enumerate(columns.names)}
    assert {who: columns.total(index[who]) for who in totals} == {
        who: total for who, (total, _) in totals.items()
    }
    assert {who: columns.place(index[who]) for who in totals} == {
        s.entrant: s.place for s in report.standings if s.entrant in totals
    }


def assert_as_defined(report, results, scale: int, fields=None) -> None:
    """The figures match points have by their definition (``oracle_matchpoints``), so that a
    mistake both readings of the rule share cannot pass: each line, each entrant's total and
    maximum, and (one field) each place."""
    lines, totals = reference(results, scale)
    assert [(line.ns_mp, line.ew_mp) for line in report.lines] == lines
    assert {s.entrant: (s.total, s.maximum) for s in report.standings} == {
        who: tuple(figures) for who, figures in totals.items()
    }
    if fields is None:
        assert {s.entrant: s.place for s in report.standings} == places(totals)


@settings(max_examples=200, deadline=None)
@given(plain_fields(), st.sampled_from([1, 2]), st.booleans(), st.booleans())
def test_columns_equal_line_by_line(results, scale, factor, two_fields):
    fields = None
    if two_fields:  # a Mitchell's two fields: whoever sat NS on the first board, and the rest
        first_ns = {r.ns for r in results if r.tray == results[0].tray}
        fields = {who: "NS" if who in first_ns else "EW" for r in results for who in (r.ns, r.ew)}
    assert_same(results, scale, factor, fields)


def test_the_benchmark_field_in_small_is_scored_as_columns():
    """Table t holds NS pair t and EW pair t + 150 on 8 trays, seeded scores: many ties."""
    rng = random.Random(11)
    results = [
        Result(tray, str(t), str(t + 150), rng.choice(SCORES))
        for tray in range(1, 9)
        for t in range(1, 151)
    ]
    for scale in (1, 2):
        assert_same(results, scale, True)
    fields = {str(t): "NS" if t <= 150 else "EW" for t in range(1, 301)}
    assert_same(results, 2, True, fields)


def test_a_small_board_worked_by_hand():
    """Four tables on one tray: 420 beats three (6 on the 2-1 scale), the two 140s tie above
    -100 (2 + 1 = 3 each), -100 beats nobody (0); EW has 6 minus NS.  Two fields (NS, EW)."""
    results = [
        Result(1, "1", "5", 140),
        Result(1, "2", "6", 420),
        Result(1, "3", "7", -100),
        Result(1, "4", "8", 140),
    ]
    fields = {str(t): "NS" if t <= 4 else "EW" for t in range(1, 9)}
    report = score_matchpoints(results, scale=2, fields=fields)
    assert isinstance(report.lines, BuiltWhenRead)
    assert [(line.ns_mp, line.ew_mp) for line in report.lines] == [(3, 3), (6, 0), (0, 6), (3, 3)]
    assert [(s.entrant, s.place) for s in report.standings[:4]] == [
        ("2", "1"),
        ("1", "2="),
        ("4", "2="),
        ("3", "4"),
    ]
    assert [(s.entrant, s.place) for s in report.standings[4:]] == [
        ("7", "1"),
        ("5", "2="),
        ("8", "2="),
        ("6", "4"),
    ]
    half = score_matchpoints(results, scale=1, fields=fields)
    assert [line.ns_mp for line in half.lines] == [Fraction(3, 2), 3, 0, Fraction(3, 2)]
    assert [type(line.ns_mp) for line in half.lines] == [Fraction, int, int, Fraction]


def _plain_pair():
    return [Result(1, "1", "3", 110), Result(1, "2", "4", 140)]


@pytest.mark.parametrize(
    "results, why",
    [
        (
            [Result(1, "1", "3", None, Adjustment.parse("A60/40")), Result(1, "2", "4", 140)],
            "a ruling",
        ),
        ([Result(1, "1", "3", 110, group="A"), Result(1, "2", "4", 140)], "a fouled board"),
        ([Result(1, "1", "3", 110, revokes_ns=1), Result(1, "2", "4", 140)], "a revoke"),
        ([Result(1, "1", "3", 110), Result(1, "1", "4", 140)], "an entrant twice on a board"),
        ([Result(1, "1", "3", 110), Result(2, "1", "3", 140)], "boards played once: no top"),
        ([Result(1, "1", "3", 110.5), Result(1, "2", "4", 140)], "a score not a whole number"),
        ([Result(1, "1", "3", 2**70), Result(1, "2", "4", 140)], "a score past 64 bits"),
    ],
)
def test_a_field_that_is_not_plain_is_scored_line_by_line(results, why):
    assert plain_field_report(results, DEFAULT_RULES, None, None) is None, why


def test_scores_past_64_bits_are_still_scored():
    """Line by line: 2**70 beats 140, as Python's integers compare."""
    report = score_matchpoints([Result(1, "1", "3", 2**70), Result(1, "2", "4", 140)], scale=2)
    assert [(line.ns_mp, line.ew_mp) for line in report.lines] == [(2, 0), (0, 2)]


def test_a_field_missing_an_entrant_is_line_by_line_and_a_full_count_above_its_boards_not():
    assert plain_field_report(_plain_pair(), DEFAULT_RULES, {"1": "NS"}, None) is None
    factored = plain_field_report(_plain_pair(), DEFAULT_RULES, None, 3)  # factored to three
    assert factored == score_matchpoint_lines(_plain_pair(), DEFAULT_RULES, None, 3)
    with pytest.raises(ValueError, match="no field given for '3', '2', '4'"):
        score_matchpoints(_plain_pair(), fields={"1": "NS"})


def test_lines_built_when_read_are_a_tuple_to_every_reader():
    made = []
    lazy = BuiltWhenRead(lambda: made.append(1) or (1, 2, 3))
    assert made == []
    assert lazy == (1, 2, 3) and (1, 2, 3) == lazy and lazy[1:] == (2, 3) and len(lazy) == 3
    assert made == [1]
    assert pickle.loads(pickle.dumps(lazy)) == (1, 2, 3)
    assert type(pickle.loads(pickle.dumps(lazy))) is tuple


def test_lines_read_later_are_those_of_the_results_given():
    """The lines are built when read: a list changed after scoring does not change them."""
    results = [Result(1, "1", "3", 110), Result(1, "2", "4", 140)]
    fields = {"1": "NS", "2": "NS", "3": "EW", "4": "EW"}
    report = score_matchpoints(results, scale=2, fields=fields)
    results[0] = Result(1, "1", "3", 620)
    fields["1"] = "EW"
    assert [line.result.score for line in report.lines] == [110, 140]
    assert report.standing("1").field == "NS" and report.standing("1").place == "2"
