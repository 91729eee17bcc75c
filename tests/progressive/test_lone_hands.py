"""Lone hands at the head table (Foster, Progressive Euchre, "Playing", lines 2649-2653) and at
military euchre (line 2698).

A hand of euchre gives one side one point (three or four tricks), two (a march, or the makers
euchred) or four (a lone hand's march).  The bell is struck as soon as a side reaches the game
at the head table, so the bell finds the winners short of the game by less than one hand's
most when the game began: with lone hands barred, five or six points against at most four.
"""

from __future__ import annotations

import random

import pytest

from movements.progression import PartyGame, TableResult, game_end_problem, next_round
from movements.progressive import seating_by_hand
from tests.progressive.source import quoted

QUOTES = [
    (
        2649,
        2653,
        "Five points is a game, and after that number is reached by either side at the head "
        "table, the bell is struck. Lone hands are usually barred at the head table, so as to "
        "give the other tables time to make a certain number of points, and so to avoid ties.",
    ),
    (
        2654,
        2656,
        "If the players at any but the head table have reached five points before the bell "
        "rings, they play on",
    ),
    (2697, 2698, "play one game of five points at each, no lone hands allowed."),
    (2690, 2690, "The hostess decides the hour at which play shall cease"),
]

TWO = seating_by_hand([[("L1", "G1"), ("L2", "G2")], [("L3", "G3"), ("L4", "G4")]])


@pytest.mark.parametrize(("first", "last", "words"), QUOTES)
def test_the_quotes_are_the_sources(shared_dir, first, last, words):
    assert quoted(shared_dir, first, last, words)


@pytest.mark.parametrize(
    ("points", "barred", "fine"),
    [
        ((5, 4), True, True),  # four, then one
        ((6, 4), True, True),  # four, then a march
        ((2, 6), True, True),
        ((7, 2), True, False),  # three to seven is a lone hand's march
        ((7, 2), False, True),
        ((8, 0), False, True),  # four, then a lone hand
        ((9, 0), False, False),  # no hand scores five
        ((5, 5), False, False),  # both sides cannot have reached the game
        ((6, 5), True, False),
        ((4, 3), True, False),  # nobody has the game: the bell has not rung
    ],
)
def test_what_the_bell_can_find_at_the_head_table(points, barred, fine):
    problem = game_end_problem(points, 5, lone_hands=not barred)
    assert (problem == "") is fine, problem
    results = [TableResult(1, points), TableResult(2, (3, 1))]
    play = lambda: next_round(  # noqa: E731
        PartyGame.EUCHRE, TWO, results, rng=random.Random(0), lone_hands_barred=barred
    )
    if fine:
        assert play().tables[0].decided_by == "points"
    else:
        with pytest.raises(ValueError, match="head table, where the bell ends the round"):
            play()


def test_the_bar_is_for_the_head_table_only():
    """At any other table the bell finds them where they are (lines 2654-2656): "If the
    players at any but the head table have reached five points before the bell rings, they play
    on"."""
    results = [TableResult(1, (5, 1)), TableResult(2, (11, 2))]
    out = next_round(PartyGame.EUCHRE, TWO, results, rng=random.Random(0), lone_hands_barred=True)
    assert out.tables[1].winners == ("L3", "G3")


def test_military_euchre_allows_no_lone_hand_at_any_table():
    results = [TableResult(1, (5, 1)), TableResult(2, (7, 2))]
    with pytest.raises(ValueError, match="table 2: 7 points is more than one hand can bring"):
        next_round(PartyGame.MILITARY, TWO, results, rng=random.Random(0))


def test_a_round_ended_by_the_hour_finds_the_head_table_mid_game():
    """ "The hostess decides the hour at which play shall cease" (line 2690): no game is
    checked then."""
    results = [TableResult(1, (3, 2)), TableResult(2, (1, 4))]
    out = next_round(PartyGame.EUCHRE, TWO, results, rng=random.Random(0), game_points=None)
    assert out.tables[0].winners == ("L1", "G1")
