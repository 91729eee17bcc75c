"""Progressive poker, worked by hand from Foster's "PROGRESSIVE POKER"."""

from __future__ import annotations

import random

import pytest

from movements.progression import PartyGame, PokerResult, next_round
from movements.progressive import ProgressiveTable
from tournaments.scoring.progressive import PokerTally, poker_prizes, poker_tally


def play(seating, *results, seed=0):
    return next_round(PartyGame.POKER, seating, list(results), rng=random.Random(seed))


def table(n, *players):
    return ProgressiveTable(n, players)


THREE = (
    table(1, "P1", "P2", "P3", "P4"),
    table(2, "P5", "P6", "P7", "P8"),
    table(3, "P9", "P10", "P11", "P12"),
)
T2 = PokerResult(2, "P7", frozenset({"P7", "P5"}), {"P5": 40, "P6": 48, "P7": 62, "P8": 50})
T3 = PokerResult(3, "P10", frozenset({"P10", "P12"}), {"P9": 60, "P10": 75, "P11": 45, "P12": 20})


def test_three_tables_by_hand():
    # P4 holds fewest counters at the head table but called the winner, so he keeps his seat;
    # P3 has the fewest of those not in the call and goes down to the booby table.
    head = PokerResult(1, "P1", frozenset({"P1", "P4"}), {"P1": 80, "P2": 45, "P3": 40, "P4": 30})
    out = play(THREE, head, T2, T3)
    assert out.tables[0].down == ("P3",)
    assert out.next_seating == (
        table(1, "P1", "P2", "P7", "P4"),
        table(2, "P5", "P6", "P10", "P8"),
        table(3, "P9", "P3", "P11", "P12"),
    )


def test_the_smallest_stack_goes_down_when_not_in_the_call():
    head = PokerResult(1, "P1", frozenset({"P1", "P2"}), {"P1": 80, "P2": 45, "P3": 40, "P4": 30})
    assert play(THREE, head, T2, T3).tables[0].down == ("P4",)


def test_tied_stacks_cut_and_the_lowest_cut_remains():
    """ "In case of ties, the players cut to decide which shall go down, the lowest cut
    remaining.\" """
    head = PokerResult(
        1,
        "P1",
        frozenset({"P1", "P4"}),
        {"P1": 80, "P2": 40, "P3": 40, "P4": 35},
        cuts={"P2": 3, "P3": 11},
    )
    assert play(THREE, head, T2, T3).tables[0].down == ("P3",)


def test_when_everyone_called_the_smallest_stack_but_the_winner_goes_down():
    head = PokerResult(
        1, "P4", frozenset({"P1", "P2", "P3", "P4"}), {"P1": 80, "P2": 45, "P3": 40, "P4": 30}
    )
    assert play(THREE, head, T2, T3).tables[0].down == ("P3",)


def test_a_player_who_loses_all_takes_a_fresh_stake_and_changes_seats_with_the_richest_at_booby():
    """ "Any player losing all his counters at any table must get a fresh stake of fifty more
    from the banker, and must then exchange seats with the player at the booby table who has
    the most counters.\" """
    head = PokerResult(1, "P1", frozenset({"P1", "P4"}), {"P1": 80, "P2": 45, "P3": 40, "P4": 30})
    broke = PokerResult(2, "P7", frozenset({"P7", "P6"}), {"P5": 40, "P6": 0, "P7": 110, "P8": 50})
    rich = PokerResult(
        3, "P10", frozenset({"P10", "P12"}), {"P9": 60, "P10": 75, "P11": 70, "P12": 20}
    )
    out = play(THREE, head, broke, rich)
    # After the moves the booby table is P9 (60), P3 (40), P11 (70), P12 (20): P11 changes with P6.
    assert out.next_seating == (
        table(1, "P1", "P2", "P7", "P4"),
        table(2, "P5", "P11", "P10", "P8"),
        table(3, "P9", "P3", "P6", "P12"),
    )
    assert out.tables[1].restaked == ("P6",)


def test_four_tables_with_six_at_the_middle_tables_keep_their_sizes():
    seating = (
        table(1, "L1", "L2", "G1", "G2"),
        table(2, "L3", "L4", "L5", "G3", "G4", "G5"),
        table(3, "L6", "L7", "L8", "G6", "G7", "G8"),
        table(4, "L9", "L10", "G9", "G10"),
    )
    stacks = {p: 50 for t in seating for p in t.players}

    def res(n, winner, call, **changes):
        players = seating[n - 1].players
        return PokerResult(
            n, winner, frozenset(call), {p: changes.get(p, stacks[p]) for p in players}
        )

    out = play(
        seating,
        res(1, "G1", {"G1", "L1"}, G1=70, L1=40, L2=45, G2=45),
        res(2, "L4", {"L4", "G5"}, L4=70, G5=30),
        res(3, "G8", {"G8", "L6"}, G8=64, L6=36),
        res(4, "L10", {"L10", "G9"}, L10=58, G9=42),
    )
    # head: L2 and G2 both hold 45 and were not in the call: they cut (seed 0 decides)
    down = out.tables[0].down[0]
    assert down in {"L2", "G2"}
    assert out.next_seating[0].players == tuple(
        "L4" if p == down else p for p in seating[0].players
    )
    assert out.next_seating[1].players == ("L3", "G8", "L5", "G3", "G4", "G5")
    assert out.next_seating[2].players == ("L6", "L7", "L8", "G6", "G7", "L10")
    assert out.next_seating[3].players == tuple(
        down if p == "L10" else p for p in seating[3].players
    )


def test_yellow_chips_counters_and_prizes():
    head = PokerResult(1, "P1", frozenset({"P1", "P4"}), {"P1": 80, "P2": 45, "P3": 40, "P4": 30})
    broke = PokerResult(2, "P7", frozenset({"P7", "P6"}), {"P5": 40, "P6": 0, "P7": 110, "P8": 50})
    out = play(THREE, head, broke, T3)
    tally = poker_tally([p for t in THREE for p in t.players], [([head, broke, T3], out.tables)])
    assert tally["P1"] == PokerTally(yellow=1, counters=80, stakes=0)
    assert tally["P6"] == PokerTally(yellow=0, counters=50, stakes=1)
    assert tally["P6"].net == 0
    won = [(p.klass, p.player) for p in poker_prizes(tally, seed=1)]
    # yellow: P1; most counters: P7 (110); booby: fewest counters net, P6 (50 less the stake)
    assert won == [("yellow", "P1"), ("counters", "P7"), ("booby", "P6")]


def test_the_pool_winner_must_be_in_the_call():
    bad = PokerResult(1, "P1", frozenset({"P4"}), {"P1": 80, "P2": 45, "P3": 40, "P4": 30})
    with pytest.raises(ValueError, match="pool winner"):
        play(THREE, bad, T2, T3)
