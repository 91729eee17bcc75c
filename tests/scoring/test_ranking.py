"""Ranking: shared places for ties, skipped places after them, fields ranked apart."""

from __future__ import annotations

from decimal import Decimal
from fractions import Fraction
from unittest import mock

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tournaments.scoring import ranking
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


def test_trick_totals_keys_with_fractions_share_places_by_hand():
    # (plus or minus, the exact figure): "c" and "d" tie on +2 and on 5/3 exactly; "b" is
    # +2 too but only 3/2 exactly, so the fraction puts it behind them; "e" and "f" tie on
    # -1 and -4/3 (the same as -8/6); "a" is alone on top.
    scores = [
        ("a", (3, Fraction(17, 6))),
        ("b", (2, Fraction(3, 2))),
        ("c", (2, Fraction(5, 3))),
        ("d", (2, Fraction(10, 6))),
        ("e", (-1, Fraction(-4, 3))),
        ("f", (-1, Fraction(-8, 6))),
        ("g", (-2, Fraction(-5, 2))),
    ]
    assert _labels(rank(scores)) == [
        ("a", "1"),
        ("c", "2="),
        ("d", "2="),
        ("b", "4"),
        ("e", "5="),
        ("f", "5="),
        ("g", "7"),
    ]
    lowest = rank(scores, higher_is_better=False)
    assert _labels(lowest)[:3] == [("g", "1"), ("e", "2="), ("f", "2=")]


def test_a_score_keeps_what_was_handed_in():
    placing = rank([("a", (1, Fraction(1, 3))), ("b", (1, Fraction(2, 3)))])[0]
    assert placing.entrant == "b" and placing.score == (1, Fraction(2, 3))
    assert type(placing.score[0]) is int and type(placing.score[1]) is Fraction


_FRACTIONS = st.fractions(min_value=-50, max_value=50, max_denominator=60)
# one kind of score a field: whole numbers, Fractions, or tuples of them with tie-breaks
_KINDS = (
    st.integers(-30, 30),
    _FRACTIONS,
    st.tuples(st.integers(-5, 5), _FRACTIONS),
    st.tuples(_FRACTIONS, st.integers(-2, 2), _FRACTIONS),
)


@settings(max_examples=300, deadline=None)
@given(
    kind=st.integers(0, 3),
    data=st.data(),
    higher=st.booleans(),
)
def test_whole_number_keys_rank_as_the_fractions_do(kind, data, higher):
    """Ranked by whole-number keys (each place scaled by its common denominator), a field of
    ints, Fractions and tuples of them gets the places, shared places and order the exact
    Fraction comparison gives them; so does a field with the odd unrelated denominator."""
    values = data.draw(st.lists(_KINDS[kind], min_size=0, max_size=25))
    values += data.draw(st.lists(st.sampled_from(values), max_size=8)) if values else []
    scores = [(str(i), v) for i, v in enumerate(values)]
    assert ranking._whole_keys([v for _, v in scores]) is not None or not scores
    fast = rank(scores, higher_is_better=higher)
    with mock.patch.object(ranking, "_whole_keys", lambda keys: None):
        exact = rank(scores, higher_is_better=higher)
    assert fast == exact


def test_keys_past_the_bound_are_ranked_exactly():
    # denominators whose common multiple is past the bound: the Fractions are compared
    primes = [p for p in range(2, 2000) if all(p % q for q in range(2, int(p**0.5) + 1))]
    scores = [(str(p), Fraction(1, p)) for p in primes[:80]]
    assert ranking._whole_keys([v for _, v in scores]) is None
    placings = rank(scores)
    assert [p.entrant for p in placings[:3]] == ["2", "3", "5"]
    assert placings[-1].place == 80
