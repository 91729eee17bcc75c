"""A movement rebuilt from travellers: every meeting seated, nobody twice in a round, no board
at two tables in a round, in as few rounds as the meetings allow."""

from __future__ import annotations

import random

from movements.check import check
from movements.io import from_csv
from tournaments.exchange.rebuild import meetings_of, rebuilt_csv


def mitchell_lines():
    """A three-table Mitchell, two boards a round: in round r, NS i meets EW i + r - 1 (mod 3)
    on boards of set i - r + 1 (mod 3), shuffled as a results file lists them."""
    lines = []
    for r in range(1, 4):
        for ns in range(1, 4):
            ew = (ns + r - 2) % 3 + 1
            board_set = (ns - r) % 3
            for board in (2 * board_set + 1, 2 * board_set + 2):
                lines.append((board, (f"{ns}NS", f"{ew}EW")))
    random.Random(3).shuffle(lines)
    return lines


def test_a_mitchell_comes_back_as_three_rounds_of_three_tables():
    meetings = meetings_of(mitchell_lines())
    assert len(meetings) == 9
    movement = from_csv(rebuilt_csv(meetings))
    assert movement.round_count == 3 and movement.tables == 3
    assert check(movement).ok
    for rnd in movement.rounds:
        seated = [e for s in rnd.seatings for e in (s.ns, s.ew)]
        assert len(seated) == len(set(seated)) == 6
        trays = [t for s in rnd.seatings for t in movement.tray_set(s.tray_set).trays]
        assert sorted(trays) == [1, 2, 3, 4, 5, 6]


def test_every_meeting_keeps_its_boards_and_sides():
    meetings = meetings_of(mitchell_lines())
    movement = from_csv(rebuilt_csv(meetings))
    seated = {
        (s.ns, s.ew): movement.tray_set(s.tray_set).trays
        for s in movement.seatings()
        if not s.is_sit_out
    }
    assert seated == {m.seats: m.boards for m in meetings}


def test_the_same_pairs_the_other_way_round_sit_in_another_round():
    """A file that swapped a pair's direction on one board of a round (as a real Compscore
    file does) keeps both seatings, in two rounds."""
    lines = [(1, ("4", "2")), (2, ("4", "2")), (3, ("2", "4")), (4, ("1", "3")), (5, ("1", "3"))]
    movement = from_csv(rebuilt_csv(meetings_of(lines)))
    rounds = {(s.ns, s.ew): s.round for s in movement.seatings()}
    assert rounds[("4", "2")] != rounds[("2", "4")]
    assert movement.round_count == 2
