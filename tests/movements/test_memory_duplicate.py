"""Memory duplicate at one table, as the source describes it.

The source is ../shared/sources/duplicate_and_progressive_rules.txt (Foster's duplicate whist):
"Two Pairs" (lines 1233-1255) and "INDIVIDUALS" (lines 1758-1822).  Its diagrams are flattened
into table cells in the text; the positions below are read from them by hand.
"""

from __future__ import annotations

import pytest

from movements.catalogue import CatalogueError, generate
from movements.check import check
from movements.memory import chair_of, memory_individuals, memory_pairs
from movements.types import Direction, Seat
from movements.where import moves_at, stop_for

QUOTES = {
    1233: "Two Pairs. When only four players are engaged at a single",
    1241: "trays are reversed. If the indicators pointed N & S on the original",
    1242: "deals, they must lie E & W for the overplay.",
    1252: "Scoring. The E & W hands only are scored, the card being",
    1758: "INDIVIDUALS. When four play memory duplicate, one",
    1759: "of the four, usually S, retains his seat and keeps the score, the",
    1819: "For the overplay, the trays are reversed, the hands originally",
    1822: "together, but on different sides of the table.",
}


def test_the_cited_lines_say_what_the_tests_replay(shared_dir):
    lines = (shared_dir / "sources" / "duplicate_and_progressive_rules.txt").read_text().split("\n")
    for number, words in QUOTES.items():
        assert words in lines[number - 1], number


def test_two_pairs_keep_their_seats_and_the_trays_are_reversed():
    """Lines 1235-1242: "The players retain their seats until they have played an agreed
    number of hands ... Instead of the players changing positions for the overplay, the trays
    are reversed.  If the indicators pointed N & S on the original deals, they must lie E & W
    for the overplay."""
    m = memory_pairs(boards_per_round=6)
    assert m.round_count == 2 and m.tables == 1 and m.total_trays == 6
    deal, over = m.round(1).seatings[0], m.round(2).seatings[0]
    # pair 1 holds North-South's cards on the deal and East-West's on the overplay
    assert deal.direction_of("1") is Direction.NS and over.direction_of("1") is Direction.EW
    assert deal.direction_of("2") is Direction.EW and over.direction_of("2") is Direction.NS
    # ... without moving: both pairs stay on their side of the table
    for move in moves_at(m, deal):
        assert move.stays and move.keeps_place and move.arrow_switched
    assert stop_for(m, "1", 2).seat == "North-South" and stop_for(m, "1", 2).cards == "East-West"
    # the deals laid aside one by one are taken up again, the last first
    assert m.trays_at(over) == m.trays_at(deal) == (1, 2, 3, 4, 5, 6)
    assert "turn each tray a quarter round" in str(m.round(2).note)
    assert "reverse order (the last laid aside first)" in str(m.round(2).note)


def test_every_deal_is_played_twice_and_the_checker_accepts_only_that():
    m = generate("memory", 2, boards_per_round=4, rounds=4)
    report = check(m)
    assert report.violations == []
    assert report.trays_per_entrant == (16, 16) and report.trays_in_play == 8
    # an ordinary movement with a tray played twice by the same pair is still refused
    from dataclasses import replace

    assert check(replace(m, overplayed=False)).violations


def test_a_batch_count_that_cannot_overplay_is_refused():
    with pytest.raises(CatalogueError, match="even number"):
        generate("memory", 2, rounds=3)
    with pytest.raises(CatalogueError, match="offered for 2 pairs"):
        generate("memory", 4)


# The source's diagrams (lines 1764-1816 and 1830-1876), North, East, South, West by chair.
DEALT = [("c", "b", "S", "a"), ("b", "c", "S", "a"), ("a", "b", "S", "c")]
OVERPLAYED = [("c", "a", "S", "b"), ("b", "a", "S", "c"), ("a", "b", "S", "c")]
NUMBER = {"S": "1", "a": "2", "b": "3", "c": "4"}


def chairs(m, round_number):
    s = m.round(round_number).seatings[0]
    rnd = m.round(round_number)
    by_chair = {chair_of(s, rnd, p): p for p in s.players}
    return tuple(by_chair[seat] for seat in (Seat.N, Seat.E, Seat.S, Seat.W))


def test_four_individuals_south_sits_and_partners_each_of_the_others():
    """Lines 1758-1762: S "retains his seat and keeps the score, the others changing places
    right and left alternately, each playing with S as a partner"; hands 1 to 4, 5 to 8 and
    9 to 12 in the three positions."""
    m = memory_individuals()
    assert check(m).violations == []
    assert m.round_count == 6
    for k, seats in enumerate(DEALT):
        assert chairs(m, k + 1) == tuple(NUMBER[x] for x in seats)
        assert m.trays_at(m.round(k + 1).seatings[0]) == tuple(range(4 * k + 1, 4 * k + 5))
    for r in range(1, 7):
        assert stop_for(m, "1", r).seat == "South"


def test_the_overplay_brings_the_same_partners_together_on_the_other_sides():
    """Lines 1819-1822: "For the overplay, the trays are reversed, the hands originally dealt
    N & S being placed E & W; but the players continue to change right and left alternately.
    This brings the same partners together, but on different sides of the table."""
    m = memory_individuals()
    for k, seats in enumerate(OVERPLAYED):
        deal, over = m.round(k + 1).seatings[0], m.round(k + 4).seatings[0]
        assert chairs(m, k + 4) == tuple(NUMBER[x] for x in seats)
        assert m.trays_at(over) == m.trays_at(deal)
        partner = deal.partner_of("1")
        assert over.partner_of("1") == partner
        assert deal.direction_of("1") is Direction.NS
        assert over.direction_of("1") is Direction.EW
        assert over.direction_of(partner) is Direction.EW
    # every player holds each side of every deal once: two plays each of twelve deals
    assert check(m).trays_per_entrant == (24, 24, 24, 24)
