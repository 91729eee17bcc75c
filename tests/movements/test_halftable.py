"""Rover and bump Mitchells for a half table (2T + 1 pairs at T tables).

Sources: bridgecentral.com "Rover Mitchell" (D. A. Sweet; Sam Gold's 1961 extension to even
tables: up two tables a round, to table 3 when the skip is called) and "Displacement
Mitchell" (the bump); the TBB director pages give the routes with 5 1/2 and 7 1/2 tables:
"NS6 : sit out -> Table 2 -> Table 4 -> Table 1 -> Table 3", "NS8 : sit out -> Table 2 -> T 4
-> T 6 -> T 1 -> T 3 -> T 5".  When 3 divides the tables the published routes are irregular:
bridge-results.de ("Änderungen des Movements") gives 9, 12 and 15 tables, each resting the
rover once and sending it East-West in the last rounds; bridgecentral's "Whist rover pairs"
schedules for 6 to 18 tables repeat East-West pairs.
"""

from __future__ import annotations

import io
import itertools
import re

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError

from movements.catalogue import CatalogueError, catalogue, generate
from movements.check import check
from movements.halftable import bump_mitchell, half_table, rover_mitchell, rover_route
from movements.mitchell import mitchell_grid
from movements.sizes import least_share
from tournaments.printing.build import guide_cards, table_cards

ROVER_SIZES = [5, *range(7, 41)]  # all but 3, 4 and 6 (the 70% rule, below)


def test_the_published_rover_routes() -> None:
    assert rover_route(5) == (None, 2, 4, 1, 3)
    assert rover_route(7) == (None, 2, 4, 6, 1, 3, 5)
    # Sam Gold, 8 1/2 tables on the skip Mitchell: 2, 4, 6, then table 3 at the skip (round 5)
    assert rover_route(8) == (None, 2, 4, 6, 3, 5, 7)


@pytest.mark.parametrize("tables", ROVER_SIZES)
def test_the_rover_meets_each_east_west_pair_once_and_displaces_each_table_once(tables):
    m = rover_mitchell(tables, boards_per_round=1)
    rover = f"{tables + 1}NS"
    seats = [m.seating_of(rover, r.number) for r in m.rounds]
    assert seats[0] is None  # sits out round 1
    played = [s for s in seats if s is not None]
    assert all(s.ns == rover for s in played)  # always North-South: two winners stay sound
    assert len({s.table for s in played}) == len({s.ew for s in played}) == len(played)
    assert len({s.tray_set for s in played}) == len(played)
    for s in played:  # the displaced pair sits out that round only
        assert m.seating_of(f"{s.table}NS", s.round) is None
    report = check(m)
    assert not report.violations
    least, total = least_share(m)
    assert least >= 0.7 * total  # the EBU rule: 4 of 5 sets at 5 tables, 6 of 8 at 8
    rests = sum(s is None for s in seats)
    # one rest; two for an odd number of tables divisible by 3, which cannot do with one
    # (test_an_odd_number_of_tables_divisible_by_3_needs_a_second_rest)
    assert rests == (2 if tables % 6 == 3 else 1)
    assert len(m.rounds) == (tables if tables % 2 else tables - 1)


def _cells(tables: int) -> dict[tuple[int, int], tuple[int, int]]:
    """(East-West pair, set) at (table, round) in the Mitchell the rover joins."""
    variant = "standard" if tables % 2 else "skip"
    rounds = tables if tables % 2 else tables - 1
    grid = mitchell_grid(tables, variant, rounds)
    return {(c.table, g.number): (c.ew, c.tray_set) for g in grid for c in g.cells}


def _routes_with_one_rest(tables: int) -> int:
    """How many routes play every round but one with different tables, pairs and sets."""
    cells = _cells(tables)
    rounds = max(r for _, r in cells)

    def count(r: int, rested: bool, used: frozenset) -> int:
        if r > rounds:
            return 1
        total = 0 if rested else count(r + 1, True, used)
        for t in range(1, tables + 1):
            ew, tray = cells[t, r]
            keys = {("t", t), ("e", ew), ("s", tray)}
            if not keys & used:
                total += count(r + 1, rested, used | keys)
        return total

    return count(1, False, frozenset())


def test_an_odd_number_of_tables_divisible_by_3_needs_a_second_rest() -> None:
    """Exhaustive at 9 tables; for every odd T divisible by 3, the sums of squares of a one-rest
    route would make 2(0^2 + ... + (T-1)^2) a multiple of T (tools/search_rover.py), which it
    is not."""
    assert _routes_with_one_rest(9) == 0
    assert _routes_with_one_rest(7) > 0 and _routes_with_one_rest(8) > 0  # the count can hit
    for tables in range(9, 41, 6):
        assert 2 * sum(k * k for k in range(tables)) % tables != 0, tables


def test_three_tables_cannot_have_a_rover_at_all() -> None:
    """At 3 tables any two rounds' tables share a pair or a set: the rover plays one round."""
    cells = _cells(3)
    for (t1, r1), (t2, r2) in itertools.combinations(cells, 2):
        if r1 != r2 and t1 != t2:
            (e1, s1), (e2, s2) = cells[t1, r1], cells[t2, r2]
            assert e1 == e2 or s1 == s2


# bridge-results.de, round by round from round 2 (the rover sits out round 1); "EW": the rover
# takes the East-West seat at that table
PUBLISHED_IRREGULAR = {
    9: ("4", "6", "9", "3", "5", "7", "8EW", "1"),
    12: ("3", "5", "7", "11", "1", "6", "8", "12", "2", "4", "7EW"),
    15: ("6", "8", "11", "14", "1", "3", "5", "7", "10", "13", "15", "4", "7EW", "14EW"),
}


@pytest.mark.parametrize("tables", sorted(PUBLISHED_IRREGULAR))
def test_no_worse_than_the_published_irregular_routes(tables):
    """The published rover rests once but changes direction (so it belongs to neither field's
    ranking); ours keeps North-South, meets nobody twice, plays no set twice and rests one
    round more only where one rest cannot be done (odd tables).  The published 12-table route
    plays the skip Mitchell's revenge round too, its rover crossing to East-West in it."""
    published = PUBLISHED_IRREGULAR[tables]
    assert len(published) + 1 == tables
    crossings = sum(x.endswith("EW") for x in published)
    assert crossings == {9: 1, 12: 1, 15: 2}[tables]
    route = rover_route(tables)
    assert sum(t is None for t in route) == 1 + tables % 2
    least, total = least_share(rover_mitchell(tables, boards_per_round=1))
    assert least >= 0.7 * total


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
        ("mitchell-rover", 3, "plays 2 of 3 sets, under 70%"),
        ("mitchell-rover", 4, "plays 2 of 4 sets, under 70%"),
        ("mitchell-rover", 6, "plays 4 of 6 sets, under 70%"),
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
    assert sorted(t for k, t in sizes if k == "mitchell-rover") == ROVER_SIZES
    assert ("mitchell-bump", 7) in sizes and ("mitchell-bump", 8) not in sizes
    for item in items:
        assert not check(item.generate()).violations, item.label


MOVE = re.compile(
    r"^NS (stay|to table (\d+), sit NS|sit out next round"
    r"(, then (back here|to table (\d+), sit NS))?)$"
)
EW_MOVE = re.compile(r"^EW to table (\d+), sit EW$")
TRAYS = re.compile(r"^trays to table (\d+)$")


@pytest.mark.parametrize(
    "movement", [rover_mitchell(t) for t in (7, 8, 9, 12, 18, 21, 40)] + [bump_mitchell(10)]
)
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


@pytest.mark.parametrize("tables", [9, 12, 18, 39])
def test_the_rover_guide_card_follows_its_route(tables):
    m = rover_mitchell(tables)
    card = next(c for c in guide_cards(m) if c.entrant.label.startswith(f"{tables + 1}"))
    route = rover_route(tables)
    assert [row.table for row in card.rows] == list(route)
    assert [row.position == "sits out" for row in card.rows] == [t is None for t in route]
    assert all(row.position == "NS" for row in card.rows if row.table is not None)


def _command(*args: str) -> str:
    out = io.StringIO()
    call_command("movement", *args, stdout=out, stderr=io.StringIO())
    return out.getvalue()


@pytest.mark.parametrize("tables", [9, 18, 21, 39])
def test_the_command_checks_the_new_sizes_and_prints_the_figure(tables):
    text = _command("mitchell-rover", "--tables", str(tables), "--check")
    assert f"Check: valid (Mitchell, {tables} tables" in text
    assert f"{2 * tables + 1} pairs with a rover" in text
    assert "repeated meetings: 0" in text
    assert re.search(r"balance: competition SD \d+\.\d+", text)


def test_the_command_lists_exactly_the_sizes_that_generate() -> None:
    line = next(x for x in _command("--list").splitlines() if x.startswith("mitchell-rover"))
    listed = re.search(r"only ([\d, ]+):", line)
    assert listed and [int(t) for t in listed[1].split(", ")] == ROVER_SIZES
    with pytest.raises(CommandError, match="plays 4 of 6 sets, under 70%") as info:
        _command("mitchell-rover", "--tables", "6")
    assert info.value.returncode == 2


def test_a_route_that_repeats_a_set_is_refused() -> None:
    """The up-two rule at 9 tables: round 5's table 8 brings round 2's set back (the reason
    the stored route exists)."""
    rule = (None, 2, 4, 6, 8, 1, 3, 5, 7)
    with pytest.raises(ValueError, match="cannot be played"):
        half_table(9, "rover", route=rule)
    with pytest.raises(ValueError, match="needs 9 rounds, not 3"):
        half_table(9, "rover", route=(None, 2, 4))
    assert half_table(9, "rover", route=rover_route(9)).rounds == rover_mitchell(9).rounds
