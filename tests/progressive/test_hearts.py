"""Progressive hearts, worked by hand from Foster's "PROGRESSIVE HEARTS"."""

from __future__ import annotations

import random

import pytest

from movements.progression import HeartsResult, PartyGame, next_round
from movements.progressive import ProgressiveTable
from tournaments.scoring.progressive import Stars, award_stars


def play(seating, *results, seed=0):
    return next_round(PartyGame.HEARTS, seating, list(results), rng=random.Random(seed))


def table(n, *players):
    return ProgressiveTable(n, players)


THREE = (
    table(1, "L1", "L2", "G1", "G2"),
    table(2, "L3", "L4", "G3", "G4"),
    table(3, "L5", "L6", "G5", "G6"),
)


def test_three_tables_ladies_and_gentlemen_by_hand():
    out = play(
        THREE,
        # head: L1 (2) beats L2 (5) and G2 (0) beats G1 (6): they stay, with gold stars
        HeartsResult(1, {"L1": 2, "L2": 5, "G1": 6, "G2": 0}),
        # table 2: L4 (1) and G3 (3) have fewer hearts and go up
        HeartsResult(2, {"L3": 4, "L4": 1, "G3": 3, "G4": 5}),
        # booby: the ladies tie at 3 and cut; L6 cuts the four, L5 the nine: L6 goes up
        HeartsResult(3, {"L5": 3, "L6": 3, "G5": 2, "G6": 5}, cuts={"L5": 9, "L6": 4}),
    )
    # "They take the seats vacated by those leaving the table they go to."
    assert out.next_seating == (
        table(1, "L1", "L4", "G3", "G2"),
        table(2, "L3", "L6", "G5", "G4"),
        table(3, "L5", "L2", "G1", "G6"),
    )
    assert out.tables[2].decided_by == "cut"
    # gold: fewest hearts at the head table; red: those moving from other tables;
    # green: "those taking in the most hearts at the booby table".
    assert award_stars([out.tables], 3) == {
        "L1": Stars(gold=1),
        "G2": Stars(gold=1),
        "L4": Stars(red=1),
        "G3": Stars(red=1),
        "L6": Stars(red=1),
        "G5": Stars(red=1),
        "L5": Stars(green=1),
        "G6": Stars(green=1),
    }


def test_one_group_sends_up_the_two_with_fewest_hearts():
    seating = (
        table(1, "P1", "P2", "P3", "P4"),
        table(2, "P5", "P6", "P7", "P8"),
        table(3, "P9", "P10", "P11", "P12"),
    )
    out = play(
        seating,
        HeartsResult(1, {"P1": 0, "P2": 7, "P3": 2, "P4": 4}),
        HeartsResult(2, {"P5": 5, "P6": 1, "P7": 6, "P8": 1}),
        HeartsResult(
            3, {"P9": 3, "P10": 3, "P11": 3, "P12": 4}, cuts={"P9": 7, "P10": 1, "P11": 13}
        ),
    )
    assert out.next_seating == (
        table(1, "P1", "P6", "P3", "P8"),
        table(2, "P5", "P9", "P7", "P10"),
        table(3, "P2", "P4", "P11", "P12"),  # the arrivals fill the vacated seats in seat order
    )
    assert set(out.tables[2].winners) == {"P9", "P10"}  # the ace and the seven of three tied


def test_a_tie_between_the_only_two_ladies_is_cut_with_the_event_seed():
    results = [
        HeartsResult(1, {"L1": 2, "L2": 2, "G1": 4, "G2": 5}),
        HeartsResult(2, {"L3": 1, "L4": 3, "G3": 4, "G4": 5}),
        HeartsResult(3, {"L5": 1, "L6": 3, "G5": 4, "G6": 5}),
    ]
    stay = {play(THREE, *results, seed=s).tables[0].winners[0] for s in range(30)}
    assert stay == {"L1", "L2"}


@pytest.mark.parametrize(
    "hearts",
    [
        {"L1": 2, "L2": 5, "G1": 6, "G2": 1},
        {"L1": 2, "L2": 5, "G1": 6},
        {"L1": -1, "L2": 8, "G1": 6, "G2": 0},
    ],
)
def test_the_thirteen_hearts_are_all_accounted_for(hearts):
    with pytest.raises(ValueError, match="table 1"):
        play(
            THREE,
            HeartsResult(1, hearts),
            HeartsResult(2, {"L3": 4, "L4": 1, "G3": 3, "G4": 5}),
            HeartsResult(3, {"L5": 3, "L6": 2, "G5": 2, "G6": 6}),
        )
