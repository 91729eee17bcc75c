"""Progressive euchre, worked by hand from Foster's "Progressing", "Changing Partners" and
"Ties", and Hoffmann's account of the same game."""

from __future__ import annotations

import random

import pytest

from movements.progression import PartyGame, TableResult, next_round
from movements.progressive import seating_by_hand
from tournaments.scoring.progressive import Stars, award_stars


def play(seating, *results, seed=0):
    return next_round(PartyGame.EUCHRE, seating, list(results), rng=random.Random(seed))


def pairs(seating):
    return [list(t.partnerships) for t in seating]


THREE = seating_by_hand(
    [
        [("L1", "G1"), ("L2", "G2")],
        [("L3", "G3"), ("L4", "G4")],
        [("L5", "G5"), ("L6", "G6")],
    ]
)


def test_three_tables_two_rounds_by_hand():
    # Round 1: head 5-3 to North-South, table 2 2-4 to East-West, booby 6-1 to North-South.
    r1 = play(THREE, TableResult(1, (5, 3)), TableResult(2, (2, 4)), TableResult(3, (6, 1)))
    # Head winners L1-G1 keep their seats; the pair from table 2 (L4-G4) stay partners.
    # Table 2: L3 keeps her seat and takes G5, who came up from table 3; L5 partners G3.
    # Booby: the head losers L2-G2 divide; L6 keeps her seat and takes G2; L2 partners G6.
    assert pairs(r1.next_seating) == [
        [("L1", "G1"), ("L4", "G4")],
        [("L3", "G5"), ("L5", "G3")],
        [("L2", "G6"), ("L6", "G2")],
    ]
    # Round 2: head 3-5 to East-West; table 2 ties 3-3 and East-West take 3 tricks of the
    # next hand; booby 0-2 to East-West.
    r2 = play(
        r1.next_seating,
        TableResult(1, (3, 5)),
        TableResult(2, (3, 3), next_hand_tricks=(2, 3)),
        TableResult(3, (0, 2)),
    )
    assert r2.tables[1].decided_by == "tricks"
    assert pairs(r2.next_seating) == [
        [("L5", "G3"), ("L4", "G4")],
        [("L3", "G2"), ("L6", "G5")],
        [("L2", "G1"), ("L1", "G6")],
    ]
    stars = award_stars([r1.tables, r2.tables], 3)
    assert stars == {
        "L1": Stars(gold=1),
        "G1": Stars(gold=1),
        "L4": Stars(gold=1, red=1),
        "G4": Stars(gold=1, red=1),
        "L5": Stars(red=2),
        "G5": Stars(red=1),
        "G3": Stars(red=1),
        "L6": Stars(red=1, green=1),
        "G2": Stars(red=1),
        "G6": Stars(green=2),
        "L2": Stars(green=1),
    }


FIVE = seating_by_hand(
    [[(f"P{4 * t - 3}", f"P{4 * t - 2}"), (f"P{4 * t - 1}", f"P{4 * t}")] for t in range(1, 6)]
)


def test_five_tables_one_round_by_hand():
    out = play(
        FIVE,
        TableResult(1, (4, 5)),
        TableResult(2, (6, 2)),
        TableResult(3, (1, 3)),
        TableResult(4, (5, 5), next_hand_tricks=(3, 2)),
        TableResult(5, (0, 7)),
    )
    assert pairs(out.next_seating) == [
        [("P5", "P6"), ("P3", "P4")],
        [("P11", "P8"), ("P7", "P12")],
        [("P9", "P14"), ("P13", "P10")],
        [("P19", "P16"), ("P15", "P20")],
        [("P17", "P2"), ("P1", "P18")],
    ]
    stars = award_stars([out.tables], 5)
    assert {p for p, s in stars.items() if s.gold} == {"P3", "P4"}
    assert {p for p, s in stars.items() if s.red} == {
        "P5",
        "P6",
        "P11",
        "P12",
        "P13",
        "P14",
        "P19",
        "P20",
    }
    assert {p for p, s in stars.items() if s.green} == {"P17", "P18"}


@pytest.mark.parametrize("tables", [3, 4, 5, 6])
def test_head_losers_go_to_the_booby_table_and_divide_there(tables):
    seating = seating_by_hand(
        [
            [(f"L{2 * t - 1}", f"G{2 * t - 1}"), (f"L{2 * t}", f"G{2 * t}")]
            for t in range(1, tables + 1)
        ]
    )
    results = [TableResult(1, (2, 5))] + [TableResult(t, (4, 1)) for t in range(2, tables + 1)]
    booby = play(seating, *results).next_seating[-1]
    # Head losers are the North-South pair L1-G1; booby losers are East-West L2n-G2n.
    n2 = 2 * tables
    assert booby.partnerships == (("L1", f"G{n2}"), (f"L{n2}", "G1"))


def test_a_tie_in_tricks_goes_to_the_ladies_cut_lowest_going_up():
    """Foster: "If that is also a tie, the ladies cut to decide it, the lowest cut going up. In
    cutting, the ace is low, and the jack ranks below the Queen."."""
    result = TableResult(2, (3, 3), next_hand_tricks=(2, 2), cuts={"L3": 12, "L4": 11})
    out = play(THREE, TableResult(1, (5, 0)), result, TableResult(3, (1, 0)))
    assert out.tables[1].winners == ("L4", "G4")  # jack (11) below queen (12)
    assert out.tables[1].decided_by == "cut"


def test_an_unreported_cut_is_made_with_the_event_seed():
    tie = TableResult(2, (3, 3), next_hand_tricks=(2, 2))
    seen = {
        play(THREE, TableResult(1, (5, 0)), tie, TableResult(3, (1, 0)), seed=s).tables[1].winners
        for s in range(30)
    }
    assert seen == {("L3", "G3"), ("L4", "G4")}
    again = [play(THREE, TableResult(1, (5, 0)), tie, TableResult(3, (1, 0)), seed=7) for _ in "ab"]
    assert again[0] == again[1]


def test_a_tie_needs_the_tricks_of_the_next_hand():
    with pytest.raises(ValueError, match="next hand"):
        play(THREE, TableResult(1, (5, 0)), TableResult(2, (3, 3)), TableResult(3, (1, 0)))


@pytest.mark.parametrize("points", [(4, 3), (5, 5), (0, 0)])
def test_the_head_table_ends_when_a_side_reaches_five(points):
    """Foster: "Five points is a game, and after that number is reached by either side at the
    head table, the bell is struck."."""
    with pytest.raises(ValueError, match="bell"):
        play(THREE, TableResult(1, points), TableResult(2, (1, 0)), TableResult(3, (1, 0)))


def test_other_tables_play_on_past_five_until_the_bell():
    """Foster: "If the players at any but the head table have reached five points before the
    bell rings, they play on, counting all points made until the bell taps."."""
    out = play(THREE, TableResult(1, (5, 0)), TableResult(2, (7, 9)), TableResult(3, (8, 2)))
    assert out.tables[1].winners == ("L4", "G4")


def test_every_table_needs_one_result():
    with pytest.raises(ValueError, match="one result for every table"):
        play(THREE, TableResult(1, (5, 0)), TableResult(2, (1, 0)))
