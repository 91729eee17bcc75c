"""Hesitation (web) Mitchell and Bowman (appendix Mitchell), issue 15 item 4.

Layouts as the EBU's "Unusual (but useful) movements for clubs" (2011) prints them: the
hesitation Mitchell for seven tables plays eight rounds on eight sets with one relay stand
between tables 3 and 4; for eight tables, tables 8 and 1 share a set and two sets rest between
tables 4 and 5.  The switched Bowman for eleven tables plays nine 3-board rounds (27 boards,
where a plain Mitchell gives 22), table 10 sharing with table 1 and table 11 with tables 9, 7,
5, 3, 1, 8, 6, 4, 2 in turn.  No published balance figure for either was available to compare
with; the arrow-switch count is checked against every other count instead.  The guide cards'
move texts are read back against the next round's seating.
"""

from __future__ import annotations

import re

import pytest

from movements.bowman import bowman
from movements.catalogue import generate
from movements.check import check
from movements.hesitation import hesitation
from movements.types import Direction
from movements.where import physical_sides
from tournaments.printing.build import table_cards


def met(m):
    out: dict[str, set[str]] = {e: set() for e in m.entrants}
    for s in m.seatings():
        if s.ns and s.ew:
            out[s.ns].add(s.ew)
            out[s.ew].add(s.ns)
    return out


@pytest.mark.parametrize("tables", [3, 4, 5, 7, 8, 9, 12, 15])
def test_hesitation_every_pair_plays_every_set_once(tables):
    m = generate("hesitation", tables)
    assert check(m).ok and m.one_winner
    assert (m.round_count, len(m.tray_sets)) == (tables + 1, tables + 1)
    for p, others in met(m).items():
        sets = [s.tray_set for s in m.seatings() if p in (s.ns, s.ew)]
        assert sorted(sets) == list(range(1, tables + 2)) and len(others) == tables + 1
    # the stationary North-South pairs meet every moving pair once
    moving = set(m.entrants) - set(m.stationary)
    assert len(m.stationary) == tables - 1
    assert all(moving <= met(m)[p] for p in m.stationary)


def test_hesitation_seven_and_eight_tables_as_the_ebu_prints_them():
    seven = hesitation(7)
    assert seven.relay_stands == 1 and not any(r.shared_sets for r in seven.rounds)
    assert "relay stand between tables 4 and 3" in str(seven.description)
    eight = hesitation(8)
    assert eight.relay_stands == 2
    assert all(len(r.resting_sets) == 2 and len(r.shared_sets) == 1 for r in eight.rounds)
    for r in eight.rounds:
        at = {s.tray_set: [] for s in r.seatings}
        for s in r.seatings:
            at[s.tray_set].append(s.table)
        assert at[r.shared_sets[0]] == [1, 8]


@pytest.mark.parametrize("tables", [7, 9, 11, 13])
def test_bowman_plays_two_sets_fewer_than_tables(tables):
    m = generate("bowman", tables)
    sets = tables - 2
    assert check(m).ok and m.one_winner
    assert (m.round_count, len(m.tray_sets), m.boards_per_round) == (sets, sets, 3)
    for p in m.entrants:
        played = [s.tray_set for s in m.seatings() if p in (s.ns, s.ew)]
        assert sorted(played) == list(range(1, sets + 1))


def test_eleven_table_bowman_shares_as_the_ebu_card_says():
    m = bowman(11)
    assert m.round_count * m.boards_per_round == 27
    middle = []
    for r in m.rounds:
        tables = {s.table: s.tray_set for s in r.seatings}
        assert tables[10] == tables[1]
        middle.append(next(t for t in range(1, 10) if tables[t] == tables[11]))
    assert middle == [9, 7, 5, 3, 1, 8, 6, 4, 2]


def test_bowman_with_a_missing_pair_sits_out_at_the_middle_table():
    m = generate("bowman", 11, pairs=21)
    assert len(m.entrants) == 21 and check(m).ok
    assert all(r.at_table(11).tray_set is None for r in m.rounds)


@pytest.mark.parametrize(("build", "tables"), [(hesitation, 3), (hesitation, 7), (bowman, 11)])
def test_the_arrow_switch_count_is_never_worse_than_another(build, tables):
    chosen = check(build(tables, boards_per_round=1)).balance.stats.sd
    rounds = build(tables).round_count
    for k in range(rounds // 2 + 1):
        other = check(build(tables, boards_per_round=1, arrow_switch_rounds=k))
        assert chosen <= other.balance.stats.sd + 1e-9


MOVE = re.compile(
    r"^(NS|EW) (?:to table (\d+), sit (NS|EW)|stay|sit out next round at table (\d+))"
)
TRAYS = re.compile(r"^trays(?: \(shared with table [\d, and]+\))? to tables? ([\d, and]+)")


@pytest.mark.parametrize(
    "movement",
    [hesitation(7), hesitation(8), hesitation(7, pairs=13), bowman(11), bowman(7, pairs=13)],
    ids=["hes7", "hes8", "hes7-13", "bow11", "bow7-13"],
)
def test_guide_card_moves_lead_where_the_next_round_seats(movement):
    for card in table_cards(movement):
        for row in card.rows[:-1]:
            now = movement.round(row.round).at_table(card.table)
            nxt = movement.round(row.round + 1)
            for text in row.moves:
                switched = text.endswith("(arrow switch)")  # sits one side, other cards
                if (m := MOVE.match(text.replace(" (arrow switch)", ""))) is not None:
                    sides = dict(physical_sides(now, movement.round(row.round)))
                    pair = sides[Direction(m[1])]  # who sits on that side now
                    there = next(s for s in nxt.seatings if pair in (s.ns, s.ew))
                    table = int(m[2] or m[4] or card.table)
                    assert there.table == table, text
                    if m[3]:
                        held = m[3] if not switched else {"NS": "EW", "EW": "NS"}[m[3]]
                        assert (there.ns if held == "NS" else there.ew) == pair, text
                    if m[4]:
                        assert there.tray_set is None, text
                elif (t := TRAYS.match(text)) is not None:
                    goes = {int(x) for x in re.findall(r"\d+", t[1])}
                    assert goes == {s.table for s in nxt.seatings if s.tray_set == now.tray_set}
                elif text.startswith("next trays come from the relay stand"):
                    coming = nxt.at_table(card.table).tray_set
                    assert all(s.tray_set != coming for s in movement.round(row.round).seatings)
                elif text.startswith("SKIP:"):  # the skip Mitchell's notice
                    assert nxt.skip_before, text
                elif text.startswith("trays finished"):
                    later = movement.rounds[row.round :]
                    assert all(s.tray_set != now.tray_set for r in later for s in r.seatings)
                else:
                    assert text.startswith("trays to the relay stand"), text
                    assert all(s.tray_set != now.tray_set for s in nxt.seatings)
