"""The drawing of positions (Foster, "Drawing for Positions"; Hoffmann; progressive poker)."""

from __future__ import annotations

from collections import Counter

import pytest

from movements.progressive import (
    ProgressiveTable,
    check_seating,
    draw_positions,
    players_of,
    progressive,
    seating_by_hand,
)
from movements.types import Family


@pytest.mark.parametrize("tables", [2, 3, 4, 5, 6, 8, 20, 40])
def test_two_groups_fill_every_table_with_two_ladies_and_two_gentlemen(tables):
    seating = draw_positions(tables, groups="two", seed=11)
    ladies = {f"L{i}" for i in range(1, 2 * tables + 1)}
    gentlemen = {f"G{i}" for i in range(1, 2 * tables + 1)}
    assert sorted(players_of(seating)) == sorted(ladies | gentlemen)
    assert [t.table for t in seating] == list(range(1, tables + 1))
    for t in seating:
        for lady, gentleman in t.partnerships:
            assert lady in ladies and gentleman in gentlemen


def test_sixteen_ladies_and_sixteen_gentlemen_fill_eight_tables():
    """Foster's example: "thirty-two players in all, they will fill eight tables"."""
    seating = draw_positions(8, groups="two", seed=3)
    assert len(seating) == 8
    assert Counter(p[0] for p in players_of(seating)) == {"L": 16, "G": 16}


@pytest.mark.parametrize("tables", [3, 4, 5, 6])
def test_one_group_labels_everyone_p(tables):
    seating = draw_positions(tables, groups="one", seed=5)
    assert sorted(players_of(seating), key=lambda p: int(p[1:])) == [
        f"P{i}" for i in range(1, 4 * tables + 1)
    ]
    check_seating(seating)


def test_the_same_seed_draws_the_same_positions_and_another_seed_differs():
    assert draw_positions(6, groups="two", seed=9) == draw_positions(6, groups="two", seed=9)
    draws = {draw_positions(6, groups="two", seed=s) for s in range(5)}
    assert len(draws) > 1


def test_poker_head_and_booby_start_with_four_and_the_others_with_six():
    """Foster: "two aces from each for the four positions at the head table; three deuces,
    treys, etc., for the six positions at each of the other tables ... the head and booby
    tables must start with four only"."""
    seating = draw_positions(5, groups="two", seed=2, middle_seats=6)
    assert [len(t.players) for t in seating] == [4, 6, 6, 6, 4]
    for t in seating:
        assert Counter(p[0] for p in t.players) == {
            "L": len(t.players) // 2,
            "G": len(t.players) // 2,
        }


@pytest.mark.parametrize("tables", [0, 1, 41])
def test_a_party_needs_two_to_forty_tables(tables):
    with pytest.raises(ValueError, match="tables must be"):
        draw_positions(tables, seed=1)


def test_groups_must_be_one_or_two():
    with pytest.raises(ValueError, match="groups"):
        draw_positions(3, groups="three", seed=1)


def test_seating_by_hand_rejects_a_player_seated_twice():
    with pytest.raises(ValueError, match="P1 sits at table 1 and table 2"):
        seating_by_hand([[("P1", "P2"), ("P3", "P4")], [("P1", "P5"), ("P6", "P7")]])


def test_seating_by_hand_rejects_two_ladies_as_partners():
    with pytest.raises(ValueError, match="not a lady and a gentleman"):
        seating_by_hand([[("L1", "L2"), ("G1", "G2")], [("L3", "G3"), ("L4", "G4")]])


def test_partners_sit_opposite():
    t = ProgressiveTable.of_partnerships(1, [("L1", "G1"), ("L2", "G2")])
    assert t.players == ("L1", "L2", "G1", "G2")  # North, East, South, West
    assert t.partnerships == (("L1", "G1"), ("L2", "G2"))


@pytest.mark.parametrize("tables", [2, 3, 10, 40])
def test_the_catalogue_movement_is_the_drawn_first_round(tables):
    m = progressive(tables, groups="two", seed=4)
    assert m.family is Family.PROGRESSIVE
    assert m.tables == tables and m.round_count == 1
    assert len(m.entrants) == 4 * tables
    drawn = draw_positions(tables, groups="two", seed=4)
    for s, t in zip(m.rounds[0].seatings, drawn, strict=True):
        assert s.tray_set is None and s.players == t.players and s.table == t.table
