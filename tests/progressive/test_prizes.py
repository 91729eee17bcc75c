"""Prizes: classes, groups, one prize a player, and the source's tie-breaks."""

from __future__ import annotations

import pytest

from tournaments.scoring.progressive import Stars, prizes


def test_lady_and_gentleman_prizes_for_each_class():
    """Foster: "The lady and gentleman having the largest number of gold stars taking the
    first prizes; the largest number of red stars winning the second prizes; and the largest
    number of green stars the booby prizes"."""
    stars = {
        "L1": Stars(3, 1, 0),
        "L2": Stars(0, 4, 1),
        "L3": Stars(0, 1, 3),
        "G1": Stars(2, 2, 0),
        "G2": Stars(1, 3, 0),
        "G3": Stars(0, 0, 2),
    }
    won = [(p.klass, p.group, p.player, p.decided_by) for p in prizes(stars, seed=0)]
    assert won == [
        ("gold", "L", "L1", ""),
        ("gold", "G", "G1", ""),
        ("red", "L", "L2", ""),
        ("red", "G", "G2", ""),
        ("green", "L", "L3", ""),
        ("green", "G", "G3", ""),
    ]


def test_one_player_cannot_win_two_prizes():
    stars = {"P1": Stars(4, 5, 0), "P2": Stars(1, 3, 0), "P3": Stars(0, 1, 1)}
    won = [(p.klass, p.player) for p in prizes(stars, seed=0)]
    assert won == [("gold", "P1"), ("red", "P2"), ("green", "P3")]


def test_gold_ties_go_to_red_then_fewest_green():
    """ "In case of ties for the gold stars, the accompanying red stars decide it; if that is
    also a tie, the player with the fewest number of green stars wins"."""
    by_red = prizes({"P1": Stars(2, 1, 0), "P2": Stars(2, 3, 0)}, seed=0, classes=["gold"])
    assert (by_red[0].player, by_red[0].decided_by) == ("P2", "red")
    by_green = prizes({"P1": Stars(2, 3, 1), "P2": Stars(2, 3, 2)}, seed=0, classes=["gold"])
    assert (by_green[0].player, by_green[0].decided_by) == ("P1", "green")


def test_gold_ties_that_remain_are_cut_with_the_event_seed():
    """ "and if that is still a tie, the players must cut for it"."""
    stars = {f"P{i}": Stars(2, 1, 1) for i in range(1, 5)}
    winners = {prizes(stars, seed=s, classes=["gold"])[0].player for s in range(40)}
    assert winners == set(stars)
    first = prizes(stars, seed=12, classes=["gold"])
    assert first == prizes(stars, seed=12, classes=["gold"]) and first[0].decided_by == "cut"


def test_red_ties_go_to_more_gold_and_green_ties_to_fewer_gold():
    """Foster (hearts): "red ties, by the greater number of gold; and green ties by the fewest
    number of gold stars"."""
    stars = {"P1": Stars(1, 2, 3), "P2": Stars(0, 2, 3), "P3": Stars(0, 1, 0)}
    red = prizes(stars, seed=0, classes=["red"])[0]
    green = prizes(stars, seed=0, classes=["green"])[0]
    assert (red.player, red.decided_by) == ("P1", "gold")
    assert (green.player, green.decided_by) == ("P2", "gold")


def test_a_class_nobody_holds_gives_no_prize():
    assert prizes({"P1": Stars(1, 0, 0), "P2": Stars(0, 0, 0)}, seed=0, classes=["red"]) == []


def test_unknown_classes_are_refused():
    with pytest.raises(ValueError, match="prize classes"):
        prizes({"P1": Stars(1, 0, 0)}, seed=0, classes=["silver"])
