"""IMP pairs of a plain field scored as columns (``imp_columns``) give exactly what line-by-line
scoring (``imp_pairs.score_imp_lines``) gives, and both agree with IMP pairs worked from their
definitions (``oracle_imps``).

Every line (its figures and their types: 3 stays an int, 7/2 a Fraction, and its working),
every datum, total, place and the order of the standings must be equal, on random fields
where entrants change seats from board to board, some sit out, boards are played a different
number of times, under every rule a club can choose for a datum, cross-IMPs and sit-outs.
A field that is not plain is left to the line-by-line path.  Handed over as columns (as a
database's values list gives them), the same field gives the same report.
"""

from __future__ import annotations

import pickle
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from said import Said
from tests.scoring.oracle_imps import places, reference, shown_totals
from tournaments.scoring.imp_columns import plain_imp_report
from tournaments.scoring.imp_pairs import score_imp_columns, score_imp_lines, score_imp_pairs
from tournaments.scoring.rules import Rules, rules_named
from tournaments.scoring.types import Adjustment, Result

SCORES = [-1100, -800, -620, -460, -100, -50, 0, 50, 110, 140, 420, 430, 620, 1430, 2210]
METHODS = ("butler", "imps", "cross-imps")


@st.composite
def plain_fields(draw):
    """Entrants seated anew each board, some boards short (a sit-out), tray numbers with
    gaps; scores from a few bridge results or any whole number."""
    tables = draw(st.integers(1, 7))
    trays = draw(st.lists(st.integers(1, 99), min_size=1, max_size=5, unique=True))
    entrants = [f"P{i}" for i in range(1, 2 * tables + 3)]
    scores = st.one_of(st.sampled_from(SCORES), st.integers(-7600, 7600))
    results = []
    for tray in trays:
        seats = draw(st.permutations(entrants))
        played = draw(st.integers(1, tables))
        for t in range(played):
            results.append(Result(tray, seats[2 * t], seats[2 * t + 1], draw(scores)))
    return results


@st.composite
def club_rules(draw):
    return Rules(
        "test",
        Said("Test"),
        sitout_totals=draw(st.sampled_from(("raw", "factored"))),
        datum_drop=draw(st.sampled_from(("none", "3", "4", "5", "5%", "10%", "25%"))),
        datum_rounding=draw(st.sampled_from(("away", "even", "none"))),
        cross_imps=draw(st.sampled_from(("average", "total"))),
    )


def everything(report) -> list:
    """All a reader sees, with the types of the figures."""
    lines = [(line, type(line.ns), type(line.ew)) for line in report.lines]
    standings = [(s, type(s.total), type(s.shown_total), s.placing) for s in report.standings]
    return [lines, standings, dict(report.datums), report.method, report.rules]


@given(plain_fields(), club_rules(), st.sampled_from(METHODS), st.booleans())
@settings(max_examples=400, deadline=None)
def test_columns_equal_line_by_line_and_the_definitions(results, rules, method, two_fields):
    fields = {f"P{i}": "NS" if i % 2 else "EW" for i in range(1, 20)} if two_fields else None
    columns = plain_imp_report(results, method, rules, fields)
    assert columns is not None, "a field of table scores is scored as columns"
    lines = score_imp_lines(results, method=method, rules=rules, fields=fields)
    assert everything(columns) == everything(lines)

    expected, totals, datums = reference(
        results, method, rules.datum_drop, rules.datum_rounding, rules.cross_imps
    )
    assert [(line.ns, line.ew) for line in columns.lines] == expected
    assert {tray: d for (tray, _), (d, _) in columns.datums.items()} == datums
    shown = shown_totals(results, totals, fields, rules.sitout_totals == "factored")
    placed = places(shown, fields)
    assert {s.entrant: (s.total, s.shown_total, s.place) for s in columns.standings} == {
        who: (totals[who], shown[who], placed[who]) for who in totals
    }
    # The same figures kept as whole-number columns (what a reader of every figure reads).
    figures = columns.figures
    assert figures is not None
    got = [figures.line(i) for i in range(len(results))]
    assert got == expected
    assert [tuple(map(type, pair)) for pair in got] == [
        (type(line.ns), type(line.ew)) for line in columns.lines
    ]
    index = {who: i for i, who in enumerate(figures.names)}
    assert index.keys() == totals.keys()
    assert {who: (figures.total(index[who]), figures.place(index[who])) for who in totals} == {
        who: (totals[who], placed[who]) for who in totals
    }


def test_a_worked_butler_board_as_columns():
    """EBU White Book: one top and one bottom left out from four results, to the nearest 10.
    Board 1 (scores 50, -460, -490, -430): -460 and -430 kept, -445 -> -450 (halves away
    from zero).  Board 2 (420, 450, 420, 170): 420 and 420 kept, datum 420.
    Pair 1: 50 + 450 = 500 -> +11; then 420 - 420 = 0 -> 0: 11.  Pair 11 the reverse: -11.
    Pair 2: -460 + 450 = -10 -> 0; 450 - 420 = 30 -> +1: 1.  Pair 3: -490 + 450 = -40 -> -1;
    420: 0: -1.  Pair 4: -430 + 450 = 20 -> +1; 170 - 420 = -250 -> -6: -5."""
    results = [
        Result(1, "1", "11", 50),
        Result(1, "2", "12", -460),
        Result(1, "3", "13", -490),
        Result(1, "4", "14", -430),
        Result(2, "1", "12", 420),
        Result(2, "2", "11", 450),
        Result(2, "3", "14", 420),
        Result(2, "4", "13", 170),
    ]
    report = plain_imp_report(results, "butler", rules_named("ebu"), None)
    assert report is not None
    assert [line.ns for line in report.lines] == [11, 0, -1, 1, 0, 1, 0, -6]
    totals = {s.entrant: s.total for s in report.standings}
    assert (totals["1"], totals["2"], totals["3"], totals["4"]) == (11, 1, -1, -5)
    assert totals["11"] == -11 + -1 and totals["13"] == 1 + 6
    assert [s.entrant for s in report.standings[:2]] == ["1", "13"]
    assert report.datums[(1, "")][0] == -450 and report.datums[(2, "")][0] == 420


def test_averaged_cross_imps_total_over_boards_of_different_sizes():
    """Board 1 played three times (420, 420, -50: 420 wins 10 IMPs against -50 and ties the
    other 420, so 10 / 2 = 5 each; -50 loses 20 / 2 = -10); board 2 twice (100 against 50:
    +2 / 1).  Pair A (420, then 100): 5 + 2 = 7; pair C (-50, then 50): -10 - 2 = -12."""
    results = [
        Result(1, "A", "X", 420),
        Result(1, "B", "Y", 420),
        Result(1, "C", "Z", -50),
        Result(2, "A", "Y", 100),
        Result(2, "C", "X", 50),
    ]
    report = plain_imp_report(results, "cross-imps", rules_named("ebu"), None)
    assert report is not None
    totals = {s.entrant: s.total for s in report.standings}
    assert totals["A"] == 7 and totals["C"] == -12 and totals["X"] == -5 + 2
    # Z won 10 IMPs (EW of -50), A 7, B 5, X -3, Y -7; the EBU scales a total on one board
    # to the two its field played most: Z 10 x 2/1 = 20, B 5 x 2/1 = 10.
    shown = {s.entrant: s.shown_total for s in report.standings}
    assert shown["Z"] == 20 and shown["B"] == 10 and shown["A"] == 7
    assert [s.entrant for s in report.standings] == ["Z", "B", "A", "X", "Y", "C"]


def test_the_report_pickles_as_the_line_by_line_one():
    results = [Result(1, "A", "X", 420), Result(1, "B", "Y", 170), Result(1, "C", "Z", -50)]
    report = score_imp_pairs(results, method="butler", rules=rules_named("wbf"))
    again = pickle.loads(pickle.dumps(report))
    assert again == score_imp_lines(results, method="butler", rules=rules_named("wbf"))
    assert isinstance(again.lines, tuple)


@pytest.mark.parametrize(
    "odd",
    [
        Result(1, "C", "Z", None, Adjustment.parse("AVE+")),
        Result(1, "C", "Z", 110, group="b"),
        Result(1, "C", "Z", Fraction(1, 2)),
    ],
    ids=["a ruling", "a fouled board's group", "a score that is not whole"],
)
def test_a_field_that_is_not_plain_is_scored_line_by_line(odd):
    results = [Result(1, "A", "X", 420), Result(1, "B", "Y", 170), odd]
    assert plain_imp_report(results, "butler", rules_named("ebu"), None) is None
    report = score_imp_pairs(results, method="butler", rules=rules_named("ebu"))
    assert report == score_imp_lines(results, method="butler", rules=rules_named("ebu"))
    assert isinstance(report.lines, tuple)


@given(plain_fields(), club_rules(), st.sampled_from(METHODS), st.randoms(use_true_random=False))
@settings(max_examples=150, deadline=None)
def test_the_field_as_columns_gives_the_same_report(results, rules, method, rng):
    """The names in any order, one of them without a result (it is not placed)."""
    names = sorted({r.ns for r in results} | {r.ew for r in results} | {"nobody"})
    rng.shuffle(names)
    index = {name: i for i, name in enumerate(names)}
    columns = (
        [r.tray for r in results],
        [index[r.ns] for r in results],
        [index[r.ew] for r in results],
        [r.score for r in results],
    )
    report = score_imp_columns(columns, names, method=method, rules=rules)
    assert everything(report) == everything(score_imp_pairs(results, method=method, rules=rules))


def test_columns_seating_an_entrant_against_itself_are_refused_as_results_are():
    columns = ([1, 1], [0, 1], [2, 1], [420, 170])
    with pytest.raises(ValueError, match="cannot sit both NS and EW"):
        score_imp_columns(columns, ["A", "B", "C"], method="butler", rules=rules_named("ebu"))
    with pytest.raises(ValueError, match="outside the names"):
        score_imp_columns(([1], [0], [5], [420]), ["A", "B"], method="butler",
                          rules=rules_named("ebu"))  # fmt: skip
