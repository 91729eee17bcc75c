"""The fast match-pointing (half units as integers, one sort a tray, lines built in C) gives
exactly the figures of match points worked from their definition in Fractions.

The reference (``oracle_matchpoints``) compares every result with every other one, as a
scorer does by hand, factors a tray played fewer times with Neuberg's formula and places
entrants by percentage with ties sharing the place.  It is slow and plain on purpose.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.scoring.oracle_matchpoints import places, reference
from tournaments.scoring.matchpoints import score_matchpoints
from tournaments.scoring.types import Result

SCORES = st.sampled_from([-1100, -620, -100, -50, 50, 110, 140, 420, 620])


def assert_same(results: list[Result], scale: int) -> None:
    report = score_matchpoints(results, scale=scale)
    lines, totals = reference(results, scale)
    assert [(line.ns_mp, line.ew_mp) for line in report.lines] == lines
    assert {s.entrant: (s.total, s.maximum) for s in report.standings} == {
        who: tuple(figures) for who, figures in totals.items()
    }
    assert {s.entrant: s.place for s in report.standings} == places(totals)


@st.composite
def fields(draw):
    """An across-the-field event of table scores; some tables miss some trays (factored)."""
    tables = draw(st.integers(2, 12))
    trays = draw(st.integers(1, 5))
    results = []
    for tray in range(1, trays + 1):
        for t in range(1, tables + 1):
            if draw(st.integers(0, 9)) == 0 and t > 2:
                continue
            results.append(Result(tray, f"{t}N", f"{t}E", draw(SCORES)))
    return results


@settings(max_examples=150, deadline=None)
@given(fields(), st.sampled_from([1, 2]))
def test_fast_path_equals_the_fraction_path(results, scale):
    assert_same(results, scale)


def test_a_seeded_field_of_200_pairs_equals_the_fraction_path():
    """The benchmark's field in small: 100 tables on 6 trays, seeded scores."""
    rng = random.Random(7)
    results = [
        Result(tray, str(t), str(t + 100), rng.choice([-620, -100, 50, 110, 140, 420, 620]))
        for tray in range(1, 7)
        for t in range(1, 101)
    ]
    assert_same(results, 2)
    assert_same(results[:-37], 1)  # the last trays short: factored


def test_a_pair_twice_on_one_tray_is_refused_and_named():
    results = [Result(1, "1", "2", 110), Result(2, "1", "2", 50), Result(1, "3", "1", 140)]
    with pytest.raises(ValueError, match="^result 3: '1' has two results on tray 1$"):
        score_matchpoints(results)
