"""Progressive bridge (Foster: "either agree that all the N & S pairs shall sit still, all the
E & W pairs moving one table; or ... arrange for the winners to move") and military euchre."""

from __future__ import annotations

import random

import pytest

from movements.progression import PartyGame, TableResult, next_round
from movements.progressive import seating_by_hand
from tournaments.scoring.progressive import award_stars, fort_flags


def numbered(tables):
    return seating_by_hand(
        [
            [(f"P{4 * t - 3}", f"P{4 * t - 2}"), (f"P{4 * t - 1}", f"P{4 * t}")]
            for t in range(1, tables + 1)
        ]
    )


def pairs(seating):
    return [list(t.partnerships) for t in seating]


def test_north_south_sit_and_east_west_move_up_one_table():
    """Compass whist: "all the E & W players move up one table, 2 going to 1, 3 to 2, etc."."""
    results = [TableResult(t, (420, 300)) for t in range(1, 5)]
    out = next_round(PartyGame.BRIDGE_SIT, numbered(4), results, rng=random.Random(0))
    assert pairs(out.next_seating) == [
        [("P1", "P2"), ("P7", "P8")],
        [("P5", "P6"), ("P11", "P12")],
        [("P9", "P10"), ("P15", "P16")],
        [("P13", "P14"), ("P3", "P4")],
    ]


@pytest.mark.parametrize("tables", [3, 4, 5, 6])
def test_east_west_are_home_again_after_one_round_per_table(tables):
    seating = numbered(tables)
    start = seating
    met = set()
    for _ in range(tables):
        met |= {t.partnerships for t in seating}
        results = [TableResult(t, (100, 50)) for t in range(1, tables + 1)]
        seating = next_round(
            PartyGame.BRIDGE_SIT, seating, results, rng=random.Random(0)
        ).next_seating
    assert seating == start
    assert len(met) == tables * tables  # every N-S pair met every E-W pair once


def test_six_tables_winners_move_and_pairs_stay_together():
    results = [TableResult(t, (420, 200) if t % 2 else (150, 380)) for t in range(1, 7)]
    out = next_round(PartyGame.BRIDGE, numbered(6), results, rng=random.Random(0))
    assert pairs(out.next_seating) == [
        [("P1", "P2"), ("P7", "P8")],
        [("P5", "P6"), ("P9", "P10")],
        [("P15", "P16"), ("P11", "P12")],
        [("P13", "P14"), ("P17", "P18")],
        [("P23", "P24"), ("P19", "P20")],
        [("P21", "P22"), ("P3", "P4")],
    ]
    stars = award_stars([out.tables], 6)
    assert {p for p, s in stars.items() if s.gold} == {"P1", "P2"}
    assert {p for p, s in stars.items() if s.green} == {"P21", "P22"}


def test_military_euchre_counts_the_flags_each_fort_captures():
    """ "The winners of each game get a little flag from the losers as a trophy. By the time the
    E and W pairs have made the circuit of all the tables and got home again, the game is
    ended, the victors being the fort that has captured the greatest number of flags."."""
    seating = numbered(3)
    first = seating
    # Forts: 1 = P1 P2 (at home) + P3 P4 (travelling), 2 = P5..P8, 3 = P9..P12.
    scores = [
        [(5, 2), (3, 5), (5, 0)],  # round 1: P1-2, P7-8, P9-10
        [(5, 4), (1, 5), (2, 5)],  # round 2: at 1 P1-2 beat P7-8; at 2 P11-12 win; at 3 P3-4
        [(0, 5), (5, 1), (5, 3)],  # round 3: at 1 P11-12; at 2 P5-6; at 3 P9-10
    ]
    rounds = []
    for r in scores:
        results = [TableResult(t, pts) for t, pts in enumerate(r, start=1)]
        out = next_round(PartyGame.MILITARY, seating, results, rng=random.Random(0))
        rounds.append(out.tables)
        seating = out.next_seating
    assert seating == first
    # fort 1: P1-2 twice, P3-4 once = 3; fort 2: P7-8 once, P5-6 once = 2;
    # fort 3: P9-10 twice, P11-12 twice = 4.
    assert fort_flags(first, rounds) == {1: 3, 2: 2, 3: 4}
