"""Ranking: shared places for ties, skipped places after them, fields ranked apart."""

from __future__ import annotations

from decimal import Decimal
from fractions import Fraction

import pytest

from tournaments.scoring.ranking import natural_key, rank, rank_fields


def _labels(placings):
    return [(p.entrant, p.label) for p in placings]


def test_ties_share_a_place_and_the_next_is_skipped():
    placings = rank([("a", 60), ("b", 55), ("c", 55), ("d", 55), ("e", 40)])
    assert _labels(placings) == [("a", "1"), ("b", "2="), ("c", "2="), ("d", "2="), ("e", "5")]
    assert [p.place for p in placings] == [1, 2, 2, 2, 5]
    assert [p.tied for p in placings] == [False, True, True, True, False]


def test_lower_is_better_for_losses():
    placings = rank([("a", 4), ("b", 0), ("c", 0)], higher_is_better=False)
    assert _labels(placings) == [("b", "1="), ("c", "1="), ("a", "3")]


def test_exact_numbers_of_every_kind_compare_as_numbers():
    placings = rank([("a", Fraction(1, 2)), ("b", Decimal("0.5")), ("c", 0.5), ("d", 1)])
    assert _labels(placings) == [("d", "1"), ("a", "2="), ("b", "2="), ("c", "2=")]


def test_floats_are_not_merged_when_they_differ():
    placings = rank([("a", 0.1 + 0.2), ("b", 0.3)])
    assert [p.tied for p in placings] == [False, False]


def test_tie_break_only_through_the_key():
    # A tie-break given as part of the score splits the tie; without it, it stays shared.
    assert _labels(rank([("a", (3, 10)), ("b", (3, 12))])) == [("b", "1"), ("a", "2")]
    assert _labels(rank([("a", (3, 10)), ("b", (3, 10))])) == [("a", "1="), ("b", "1=")]


def test_within_a_tie_entrants_are_listed_by_number():
    placings = rank([("10", 5), ("9", 5), ("2", 5)])
    assert [p.entrant for p in placings] == ["2", "9", "10"]


def test_an_entrant_listed_twice_is_an_error():
    with pytest.raises(ValueError, match="twice"):
        rank([("a", 1), ("a", 2)])


def test_two_fields_each_have_a_winner():
    scores = [("1", 60), ("2", 55), ("3", 70), ("4", 55)]
    placed = rank_fields(scores, {"1": "NS", "2": "NS", "3": "EW", "4": "EW"})
    assert {e: p.label for e, p in placed.items()} == {"1": "1", "2": "2", "3": "1", "4": "2"}
    one = rank_fields(scores, None)
    assert {e: p.label for e, p in one.items()} == {"3": "1", "1": "2", "2": "3=", "4": "3="}


@pytest.mark.parametrize("size", [0, 1, 2, 7, 30])
def test_every_entrant_is_placed_once(size):
    placings = rank([(str(i), i % 3) for i in range(size)])
    assert sorted(p.entrant for p in placings) == sorted(str(i) for i in range(size))


def test_natural_order_of_labels():
    assert sorted(["10", "2", "3EW", "3NS", "1"], key=natural_key) == ["1", "2", "3EW", "3NS", "10"]
