"""Progressive cinch, worked by hand.

The rule is the issue's: "four deals a table, the pair with fewest points to go progresses,
ties cut, high going up, partners divide".  The source text the project carries has no cinch
passage (its sections are duplicate auction and bridge, the laws, duplicate whist, progressive
poker, euchre and hearts: line 2), so the partner change is the one its progressive euchre
describes (lines 2666-2671), and four deals a round is its progressive bridge's rule (lines
43-44).  Cinch is counted down from 51, so the pair with fewest points to go is ahead.
"""

from __future__ import annotations

import random

import pytest

from movements.progression import PartyGame, TableResult, next_round
from movements.progressive import seating_by_hand
from tests.progressive.source import quoted
from tournaments.scoring.progressive import Stars, award_stars

QUOTES = [
    (2, 2, "progressive poker; progressive euchre; progressive hearts"),
    (43, 44, "An even number of deals, usually four, is the rule for each round before moving."),
    (
        2666,
        2671,
        "At all but the head table the partners that progress to the next table divide, the "
        "lady who has just lost at each table retains her seat, and takes for her partner the "
        "gentleman who has just arrived from the table below. At the head table the newly "
        "arrived pair remain as partners; but at the booby table the players who have just "
        "arrived from the head table divide.",
    ),
]

THREE = seating_by_hand(
    [
        [("L1", "G1"), ("L2", "G2")],
        [("L3", "G3"), ("L4", "G4")],
        [("L5", "G5"), ("L6", "G6")],
    ]
)


def pairs(seating):
    return [list(t.partnerships) for t in seating]


@pytest.mark.parametrize(("first", "last", "words"), QUOTES)
def test_the_quotes_are_the_sources(shared_dir, first, last, words):
    assert quoted(shared_dir, first, last, words)


def test_fewest_points_to_go_goes_up_and_partners_divide():
    # After four deals: head table 12 to go for L1-G1, 30 for L2-G2; table 2: 40 and 22 to
    # go (East-West ahead); booby: 25 each, and the cut (L5 a three, L6 a nine): high goes up.
    out = next_round(
        PartyGame.CINCH,
        THREE,
        [
            TableResult(1, (12, 30)),
            TableResult(2, (40, 22)),
            TableResult(3, (25, 25), cuts={"L5": 3, "L6": 9}),
        ],
        rng=random.Random(0),
        game_points=51,
    )
    assert [(o.table, o.winners, o.decided_by) for o in out.tables] == [
        (1, ("L1", "G1"), "points to go"),
        (2, ("L4", "G4"), "points to go"),
        (3, ("L6", "G6"), "cut"),
    ]
    # Head: L1-G1 keep their seats, L4-G4 arrive from table 2 and stay partners.
    # Table 2: L3 (lost) keeps her seat and takes G6, up from the booby; L6 partners G3.
    # Booby: the head losers L2-G2 divide: L5 (lost) keeps her seat with G2; L2 takes G5.
    assert pairs(out.next_seating) == [
        [("L1", "G1"), ("L4", "G4")],
        [("L3", "G6"), ("L6", "G3")],
        [("L5", "G2"), ("L2", "G5")],
    ]
    assert award_stars([out.tables], 3) == {
        "L1": Stars(gold=1),
        "G1": Stars(gold=1),
        "L4": Stars(red=1),
        "G4": Stars(red=1),
        "L6": Stars(red=1),
        "G6": Stars(red=1),
        "L5": Stars(green=1),
        "G5": Stars(green=1),
    }


def test_in_a_tie_the_high_cut_goes_up_where_euchres_low_cut_does():
    cuts = {"L5": 3, "L6": 9}
    cinch = next_round(
        PartyGame.CINCH,
        THREE,
        [TableResult(1, (1, 2)), TableResult(2, (5, 3)), TableResult(3, (7, 7), cuts=cuts)],
        rng=random.Random(0),
    )
    euchre = next_round(
        PartyGame.EUCHRE,
        THREE,
        [
            TableResult(1, (5, 2)),
            TableResult(2, (5, 3)),
            TableResult(3, (7, 7), next_hand_tricks=(2, 2), cuts=cuts),
        ],
        rng=random.Random(0),
    )
    assert cinch.tables[2].winners == ("L6", "G6")  # the nine goes up at cinch
    assert euchre.tables[2].winners == ("L5", "G5")  # "the lowest cut going up" at euchre


def test_a_tie_cut_with_the_seed_when_nobody_reports_the_cards():
    results = [TableResult(1, (3, 9)), TableResult(2, (20, 20)), TableResult(3, (8, 1))]
    first = next_round(PartyGame.CINCH, THREE, results, rng=random.Random(7))
    again = next_round(PartyGame.CINCH, THREE, results, rng=random.Random(7))
    assert first.tables[1].decided_by == "cut"
    assert first == again


def test_points_to_go_cannot_be_negative():
    with pytest.raises(ValueError, match="points to go cannot be negative"):
        next_round(
            PartyGame.CINCH,
            THREE,
            [TableResult(1, (-1, 9)), TableResult(2, (2, 3)), TableResult(3, (8, 1))],
            rng=random.Random(0),
        )
