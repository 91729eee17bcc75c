"""Euchre and hearts at one table of a progressive party."""

import pytest

from tournaments.scoring.games import (
    EuchreHand,
    euchre_hand_points,
    euchre_table,
    hearts_table,
)


@pytest.mark.parametrize(
    ("tricks", "lone", "points"),
    [
        (0, False, (0, 2)),
        (2, False, (0, 2)),
        (3, False, (1, 0)),
        (4, False, (1, 0)),
        (5, False, (2, 0)),
        (2, True, (0, 2)),
        (3, True, (1, 0)),
        (4, True, (1, 0)),
        (5, True, (4, 0)),
    ],
)
def test_hand_values(tricks, lone, points):
    assert euchre_hand_points(tricks, lone=lone) == points


@pytest.mark.parametrize("tricks", [-1, 6])
def test_a_hand_has_five_tricks(tricks):
    with pytest.raises(ValueError, match="five tricks"):
        euchre_hand_points(tricks)


def test_head_table_game_to_five():
    # A: march (2), B euchred (A +2), A 3 tricks (1) = 5.
    hands = [EuchreHand("A", 5), EuchreHand("B", 1), EuchreHand("A", 3)]
    table = euchre_table(("A", "B"), hands, head_table=True)
    assert table.points == {"A": 5, "B": 0}
    assert (table.winner, table.decided_by) == ("A", "points")


def test_head_table_cannot_play_past_five():
    hands = [EuchreHand("A", 5, lone=True), EuchreHand("A", 3), EuchreHand("B", 3)]
    with pytest.raises(ValueError, match="after the head table reached 5"):
        euchre_table(("A", "B"), hands, head_table=True)


def test_other_tables_count_all_points_until_the_bell():
    hands = [EuchreHand("A", 5, lone=True), EuchreHand("A", 4), EuchreHand("B", 5)]
    table = euchre_table(("A", "B"), hands)
    assert table.points == {"A": 5, "B": 2}


def test_lone_hands_barred():
    with pytest.raises(ValueError, match="barred"):
        euchre_table(("A", "B"), [EuchreHand("A", 5, lone=True)], lone_hands=False)


def test_a_tie_in_points_goes_to_the_most_tricks_on_the_next_hand():
    hands = [EuchreHand("A", 3), EuchreHand("B", 4)]
    table = euchre_table(("A", "B"), hands, next_hand_tricks={"A": 2, "B": 3})
    assert (table.points, table.winner, table.decided_by) == ({"A": 1, "B": 1}, "B", "next hand")
    unresolved = euchre_table(("A", "B"), hands)
    assert (unresolved.winner, unresolved.decided_by) == (None, "")


def test_makers_must_sit_at_the_table():
    with pytest.raises(ValueError, match="not at this table"):
        euchre_table(("A", "B"), [EuchreHand("C", 3)])


def test_hearts_ladies_and_gentlemen_compared_apart():
    hearts = {"L1": 2, "L2": 5, "G1": 6, "G2": 0}
    groups = {"L1": "L", "L2": "L", "G1": "G", "G2": "G"}
    table = hearts_table(hearts, groups)
    assert table.fewest == {"L": ("L1",), "G": ("G2",)}
    assert table.most == {"L": ("L2",), "G": ("G1",)}


def test_hearts_ties_are_left_for_the_cut():
    table = hearts_table(
        {"L1": 3, "L2": 3, "G1": 7, "G2": 0}, {"L1": "L", "L2": "L", "G1": "G", "G2": "G"}
    )
    assert table.fewest["L"] == ("L1", "L2")
    assert table.most["L"] == ("L1", "L2")


def test_hearts_one_group():
    table = hearts_table({"1": 4, "2": 4, "3": 5, "4": 0})
    assert table.fewest == {"": ("4",)}
    assert table.most == {"": ("3",)}


def test_hearts_must_account_for_all_thirteen():
    with pytest.raises(ValueError, match="13"):
        hearts_table({"1": 4, "2": 4, "3": 4, "4": 0})


def test_a_longer_game_can_be_agreed():
    hands = [EuchreHand("A", 5, lone=True), EuchreHand("A", 3), EuchreHand("B", 3)]
    table = euchre_table(("A", "B"), hands, head_table=True, game=7)
    assert table.points == {"A": 5, "B": 1}
