"""A field of table scores whose boards were played different numbers of times (short boards,
factored with Neuberg's formula or scored on their own top) or whose entrants played different
numbers of boards (sit-outs: places by percentage) is scored as columns too, exactly as line by
line: a national simultaneous field while some clubs are still playing (their unfinished trays
not yet shown) is such a field.
"""

from __future__ import annotations

from fractions import Fraction

from hypothesis import given, settings
from hypothesis import strategies as st

from tests.scoring.test_vector_matchpoints import SCORES
from tournaments.scoring.matchpoints import (
    BuiltWhenRead,
    plain_field_report,
    score_matchpoint_lines,
    score_matchpoints,
)
from tournaments.scoring.rules import DEFAULT_RULES
from tournaments.scoring.types import Result


@st.composite
def uneven_fields(draw):
    """Every entrant seated anew each board, then some tables of some boards left out."""
    tables = draw(st.integers(2, 7))
    trays = draw(st.lists(st.integers(1, 99), min_size=1, max_size=5, unique=True))
    entrants = [f"P{i}" for i in range(1, 2 * tables + 1)]
    scores = st.sampled_from(SCORES[: draw(st.integers(1, len(SCORES)))])
    results = []
    for tray in trays:
        seats = draw(st.permutations(entrants))
        played = draw(st.integers(1, tables))  # this board's tables
        for t in range(played):
            results.append(Result(tray, seats[2 * t], seats[2 * t + 1], draw(scores)))
    return results


def standings(report) -> list:
    return [(s, type(s.total), s.placing, s.percentage) for s in report.standings]


@settings(max_examples=300, deadline=None)
@given(
    uneven_fields(),
    st.sampled_from([1, 2]),
    st.booleans(),
    st.booleans(),
    st.sampled_from(["raw", "factored"]),
    st.sampled_from(["factored", "own-top"]),
    st.integers(0, 2),
    st.randoms(use_true_random=False),
)
def test_uneven_fields_as_columns_equal_line_by_line(
    results, scale, factor, two, sitout, short_lines, more, random
):
    """Every figure, note and top of every line, and the standings; a few lines read before
    the rest (a score card's) are those lines; the field given as larger than its largest
    board (``more``: a national field's size) factors every board up to it."""
    fields = None
    if two:  # two fields: whoever sat NS on the first board, and the rest
        first_ns = {r.ns for r in results if r.tray == results[0].tray}
        fields = {who: "NS" if who in first_ns else "EW" for r in results for who in (r.ns, r.ew)}
    rules = DEFAULT_RULES.with_options(
        scale=scale,
        factoring="neuberg" if factor else "none",
        sitout_totals=sitout,
        short_lines=short_lines,
    )
    biggest = max(sum(r.tray == t for r in results) for t in {r.tray for r in results})
    full_count = biggest + more if more else None
    lines = score_matchpoint_lines(results, rules, fields, full_count)
    columns = plain_field_report(results, rules, fields, full_count)
    if columns is not None:
        some = random.sample(range(len(results)), random.randint(0, len(results)))
        assert columns.lines_at(some) == [lines.lines[i] for i in some]
    if columns is None:  # only a board played once, unfactored (no top), is left to the rule
        counts = [sum(r.tray == t for r in results) for t in {r.tray for r in results}]
        assert not factor and 1 in counts or factor and max(counts) == 1
        return
    assert standings(columns) == standings(lines)
    assert columns.tops == lines.tops and columns.full_count == lines.full_count
    assert columns == lines


def test_a_short_board_factored_and_a_sit_out_worked_by_hand():
    """Board 1 at three tables: A v B 100, C v D 50, E v F -50, so A 2, C 1, E 0 and B 0,
    D 1, F 2 (scale 1).  Board 2 at two tables only (the field is three): A v D 100, C v F 50,
    so A and F 1, C and D 0 among two, factored (Neuberg, (MP + 1/2) x 3/2 - 1/2) to 1.75 and
    0.25.  B and E sat board 2 out.  Totals: A and F 3.75 of 4 (93.75%), C and D 1.25 of 4
    (31.25%), B and E 0 of 2: places by percentage, 1=, 3=, 5=."""
    results = [
        Result(1, "A", "B", 100),
        Result(1, "C", "D", 50),
        Result(1, "E", "F", -50),
        Result(2, "A", "D", 100),
        Result(2, "C", "F", 50),
    ]
    rules = DEFAULT_RULES.with_options(scale=1, factoring="neuberg")
    report = score_matchpoints(results, rules=rules)
    assert isinstance(report.lines, BuiltWhenRead)  # from the columns
    got = {s.entrant: (s.total, s.maximum, s.percentage, s.place) for s in report.standings}
    assert got == {
        "A": (Fraction(15, 4), 4, Fraction(375, 4), "1="),
        "F": (Fraction(15, 4), 4, Fraction(375, 4), "1="),
        "C": (Fraction(5, 4), 4, Fraction(125, 4), "3="),
        "D": (Fraction(5, 4), 4, Fraction(125, 4), "3="),
        "B": (Fraction(0), 2, Fraction(0), "5="),
        "E": (Fraction(0), 2, Fraction(0), "5="),
    }
    assert report.tops == {1: 2, 2: 2} and report.full_count == 3
    assert [(line.ns_mp, line.ew_mp) for line in report.lines][3:] == [
        (Fraction(7, 4), Fraction(1, 4)),
        (Fraction(1, 4), Fraction(7, 4)),
    ]


def test_boards_played_every_number_of_times_up_to_45_are_scored_line_by_line():
    """Boards played 1, 2, ..., 45 times, factored to 45: the common denominator of the
    factored boards (the least common multiple of 1..44, 19 digits) is past 64 bits, so the
    field is left to line-by-line scoring instead of failing."""
    results = [
        Result(tray, f"N{table}", f"E{table}", (tray * table) % 7)
        for tray in range(1, 46)
        for table in range(1, tray + 1)
    ]
    rules = DEFAULT_RULES
    assert plain_field_report(results, rules, None, 45) is None
    assert score_matchpoints(results, full_count=45) == score_matchpoint_lines(
        results, rules, None, 45
    )
