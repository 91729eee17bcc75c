"""Rover and bump Mitchells for a half table (2T + 1 pairs at T tables).

Sources: bridgecentral.com "Rover Mitchell" (D. A. Sweet; Sam Gold's 1961 extension to even
tables: up two tables a round, to table 3 when the skip is called) and "Displacement
Mitchell" (the bump); the TBB director pages give the routes with 5 1/2 and 7 1/2 tables:
"NS6 : sit out -> Table 2 -> Table 4 -> Table 1 -> Table 3", "NS8 : sit out -> Table 2 -> T 4
-> T 6 -> T 1 -> T 3 -> T 5".
"""

from __future__ import annotations

import re

import pytest

from movements.catalogue import CatalogueError, catalogue, generate
from movements.check import check
from movements.halftable import bump_mitchell, rover_mitchell, rover_route
from movements.sizes import least_share
from tournaments.printing.build import table_cards


def test_the_published_rover_routes() -> None:
    assert rover_route(5) == (None, 2, 4, 1, 3)
    assert rover_route(7) == (None, 2, 4, 6, 1, 3, 5)
    # Sam Gold, 8 1/2 tables on the skip Mitchell: 2, 4, 6, then table 3 at the skip (round 5)
    assert rover_route(8) == (None, 2, 4, 6, 3, 5, 7)


@pytest.mark.parametrize("tables", [5, 7, 8, 9, 10, 11, 12, 13, 14, 15])
def test_the_rover_meets_each_east_west_pair_once_and_displaces_each_table_once(tables):
    m = rover_mitchell(tables, boards_per_round=1)
    rover = f"{tables + 1}NS"
    seats = [m.seating_of(rover, r.number) for r in m.rounds]
    assert seats[0] is None  # sits out round 1
    played = [s for s in seats if s is not None]
    assert len({s.table for s in played}) == len({s.ew for s in played}) == len(played)
    assert len({s.tray_set for s in played}) == len(played)
    for s in played:  # the displaced pair sits out that round only
        assert m.seating_of(f"{s.table}NS", s.round) is None
    report = check(m)
    assert not report.violations
    least, total = least_share(m)
    assert least >= 0.7 * total  # the EBU rule: 4 of 5 sets at 5 tables, 6 of 8 at 8
    rests = sum(s is None for s in seats)
    assert rests == (2 if tables % 3 == 0 else 1)  # 9, 12, 15: the irregular routes rest twice


def test_bump_pairs_sit_out_once_and_keep_their_new_table() -> None:
    m = bump_mitchell(9, boards_per_round=1)
    assert m.round_count == 8  # the Mitchell's ninth round cannot be played
    for r in range(2, 9):  # pair r - 2 (pair 10 first) sits out round r - 1, then table r - 1
        mover = "10NS" if r == 2 else f"{r - 2}NS"
        assert m.seating_of(mover, r - 1) is None
        assert all(m.seating_of(mover, k).table == r - 1 for k in range(r, 9))
    assert not check(m).violations


@pytest.mark.parametrize(
    ("kind", "tables", "why"),
    [
        ("mitchell-rover", 6, "not divisible by 3"),
        ("mitchell-rover", 18, "not divisible by 3"),
        ("mitchell-rover", 4, "would play 2 of 4 sets"),
        ("mitchell-bump", 8, "plays 5 of 8 sets, under 70%"),
        ("mitchell-bump", 5, "plays 3 of 5 sets, under 70%"),
    ],
)
def test_sizes_that_cannot_be_played_are_refused_with_the_reason(kind, tables, why):
    with pytest.raises(CatalogueError, match=why):
        generate(kind, tables)


def test_every_listed_size_generates_and_checks() -> None:
    """Built by rule, not searched (bench/ times the whole catalogue)."""
    items = [i for i in catalogue() if i.kind in ("mitchell-rover", "mitchell-bump")]
    sizes = {(i.kind, i.size) for i in items}
    assert ("mitchell-rover", 9) in sizes and ("mitchell-rover", 6) not in sizes
    assert ("mitchell-bump", 7) in sizes and ("mitchell-bump", 8) not in sizes
    for item in items:
        assert not check(item.generate()).violations, item.label


MOVE = re.compile(
    r"^NS (stay|to table (\d+), sit NS|sit out next round"
    r"(, then (back here|to table (\d+), sit NS))?)$"
)
EW_MOVE = re.compile(r"^EW to table (\d+), sit EW$")
TRAYS = re.compile(r"^trays to table (\d+)$")


@pytest.mark.parametrize("movement", [rover_mitchell(7), rover_mitchell(8), bump_mitchell(10)])
def test_table_card_moves_lead_where_the_next_rounds_seat(movement):
    """Every instruction on every table card, checked against the following rounds."""
    for card in table_cards(movement):
        for row in card.rows[:-1]:
            now = movement.round(row.round).at_table(card.table)
            for text in row.moves:
                if hit := EW_MOVE.match(text):
                    assert movement.seating_of(now.ew, row.round + 1).table == int(hit[1])
                elif hit := TRAYS.match(text):
                    assert movement.tables_of_set(now.tray_set, row.round + 1) == (int(hit[1]),)
                elif text == "last round" or text.startswith("SKIP:"):
                    assert text == "last round" or movement.round(row.round + 1).skip_before
                    continue
                else:
                    hit = MOVE.match(text)
                    assert hit is not None, text
                    nxt = movement.seating_of(now.ns, row.round + 1)
                    if hit[1] == "stay":
                        assert nxt.table == card.table and nxt.ns == now.ns, text
                    elif hit[2]:
                        assert nxt.table == int(hit[2]) and nxt.ns == now.ns, text
                    else:
                        assert nxt is None, text
                        if hit[3] is None:  # the last round sat out: nothing after it
                            assert row.round + 1 == movement.round_count, text
                            continue
                        back = movement.seating_of(now.ns, row.round + 2)
                        assert back.ns == now.ns, text
                        assert back.table == int(hit[5] or card.table), text
