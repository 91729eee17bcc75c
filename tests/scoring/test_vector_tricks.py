"""Trick totals of a plain field worked out as columns in integers (``tricks.plain_trick_totals``) equal the
exact-fraction path line for line: every line, tray average, field average and standing, with
the types of their figures, on random fields (entrants seated anew on every tray, trays played
different numbers of times, so the averages have different denominators); and both give each
entrant's total and difference from the average as worked from their definition
(``oracle_tricks``).
"""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.scoring.oracle_tricks import reference
from tournaments.scoring import tricks
from tournaments.scoring.matchpoints import BuiltWhenRead
from tournaments.scoring.tricks import score_trick_totals
from tournaments.scoring.types import Result


@st.composite
def plain_fields(draw):
    """Whist tricks (0 to 13) or bridge points; some trays short of a table."""
    game = draw(st.sampled_from(["whist", "bridge"]))
    tables = draw(st.integers(1, 7))
    entrants = [f"P{i}" for i in range(1, 2 * tables + 1)]
    scores = st.integers(0, 13) if game == "whist" else st.sampled_from([-620, -100, 90, 420])
    results = []
    for tray in draw(st.lists(st.integers(1, 40), min_size=1, max_size=6, unique=True)):
        seats = draw(st.permutations(entrants))
        for t in range(draw(st.integers(1, tables))):
            results.append(Result(tray, seats[2 * t], seats[2 * t + 1], draw(scores)))
    return results, game


def exact(results, game, fields, monkeypatch):
    with monkeypatch.context() as patch:
        patch.setattr(tricks, "plain_trick_totals", lambda *args: None)
        return score_trick_totals(results, fields=fields, game=game)


def typed(report) -> list:
    """Everything a reader sees, with the types of the figures (3 an int, 7/2 a Fraction)."""
    lines = [(line, *map(type, line[1:7])) for line in report.lines]
    standings = [
        (s, type(s.tricks), type(s.average), type(s.plus_minus), type(s.plus_minus_exact))
        for s in report.standings
    ]
    averages = [(a, type(a.total)) for a in report.averages.values()]
    return [lines, standings, averages, report.tray_averages, report.two_fields, report.game]


@settings(max_examples=200, deadline=None)
@given(plain_fields(), st.booleans())
def test_columns_equal_exact_fractions(field, two_fields):
    results, game = field
    fields = None
    if two_fields:
        first_ns = {r.ns for r in results if r.tray == results[0].tray}
        fields = {w: "NS" if w in first_ns else "EW" for r in results for w in (r.ns, r.ew)}
    monkeypatch = pytest.MonkeyPatch()
    got = score_trick_totals(results, fields=fields, game=game)
    assert isinstance(got.lines, BuiltWhenRead)
    assert typed(got) == typed(exact(results, game, fields, monkeypatch))
    # and both give the figures of the definition (a mistake they share cannot pass)
    assert {s.entrant: (s.tricks, s.plus_minus_exact) for s in got.standings} == reference(
        results, game, fields
    )


def test_a_small_howell_worked_by_hand():
    """One field.  Tray 1 played three times (NS 6, 7, 8 tricks: NS average 7, EW 6), tray 2
    twice (NS 7 and 8: NS 7 1/2, EW 5 1/2).  A sat NS on both, taking 6 then 8: 14 tricks
    against 7 + 7 1/2 = 14 1/2, so -1/2.  F sat EW against A on tray 1 (7 tricks against 6) and NS on tray 2 (7 against 7 1/2):
    14 against 13 1/2, +1/2, printed 1."""
    results = [
        Result(1, "A", "F", 6),
        Result(1, "B", "E", 7),
        Result(1, "C", "D", 8),
        Result(2, "A", "B", 8),
        Result(2, "F", "C", 7),
    ]
    report = score_trick_totals(results)
    assert isinstance(report.lines, BuiltWhenRead)
    a, f = report.standing("A"), report.standing("F")
    assert (a.tricks, a.average_exact, a.plus_minus_exact) == (14, Fraction(29, 2), Fraction(-1, 2))
    assert (f.tricks, f.average_exact, f.plus_minus_exact, f.plus_minus) == (
        14,
        Fraction(27, 2),
        Fraction(1, 2),
        1,
    )
    assert report.tray_averages == {(1, ""): (7, 6), (2, ""): (Fraction(15, 2), Fraction(11, 2))}


def test_a_revoke_is_worked_line_by_line():
    results = [Result(1, "A", "C", 7, revokes_ns=1), Result(1, "B", "D", 6)]
    report = score_trick_totals(results, fields={"A": "NS", "B": "NS", "C": "EW", "D": "EW"})
    assert not isinstance(report.lines, BuiltWhenRead)
