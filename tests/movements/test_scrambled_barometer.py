"""Scrambled Mitchell and barometer movements, issue 15 item 4.

Published yardsticks: a Mitchell switched by whole rounds, as Moore's recommendations
(bridgecentral's "Switched Mitchell, also called scrambled Mitchell") and the EBU switch it
(the last round up to nine tables), for the scrambled Mitchell; the BBO forum's "BBO
Mitchells" diagonal for a thirteen-table barometer (table 1 switched in rounds 12 and 13, table
2 in 11 and 12, ... table 11 in 2 and 3, table 12 in 13, table 13 in 2).  Seatings, sets and
copies are worked by hand from the moves: East-West pair e sits in round r at table
e + r - 1 (counting round the room; one more from the skip on at an even number of tables).
"""

from __future__ import annotations

import pytest

from movements.barometer import barometer
from movements.catalogue import generate
from movements.check import check
from movements.mitchell import mitchell
from movements.scrambled import scrambled_mitchell
from tests.movements.test_hesitation_bowman import (
    met,
)
from tests.movements.test_hesitation_bowman import (
    test_guide_card_moves_lead_where_the_next_round_seats as guide_cards_agree,
)


def sd(movement) -> float:
    return check(movement).balance.stats.sd


def ew_table(e: int, r: int, tables: int, skip: int | None = None) -> int:
    extra = 1 if skip is not None and r >= skip else 0
    return (e + r - 2 + extra) % tables + 1


def test_three_table_scrambled_mitchell_switches_one_table_once():
    """Three rounds, three sets; table 3 alone turns its trays in the last round, joining the
    fields (one winner) more evenly than no switch (two winners) or the whole last round."""
    m = scrambled_mitchell(3, boards_per_round=1)
    assert check(m).ok and m.one_winner
    assert (m.round_count, len(m.tray_sets)) == (3, 3)
    switched = [(s.round, s.table) for s in m.seatings() if s.arrow_switched]
    assert switched == [(3, 3)]
    assert str(m.round(3).note) == "arrow switch at table 3: turn the trays"
    # table 3 in round 3: North-South 3 against East-West 3 - 3 + 1 = 1, cards turned
    s = m.round(3).at_table(3)
    assert (s.ns, s.ew) == ("1EW", "3NS")
    whole_round = mitchell(3, boards_per_round=1, arrow_switch_rounds=1)
    unswitched = mitchell(3, boards_per_round=1, arrow_switch_rounds=0)
    assert sd(m) < sd(unswitched) < sd(whole_round)


def test_eight_table_scrambled_mitchell_skips_as_the_mitchell():
    m = scrambled_mitchell(8)
    assert check(m).ok and m.one_winner and m.boards_per_round == 2
    assert (m.round_count, len(m.tray_sets)) == (7, 8)
    assert [r.number for r in m.rounds if r.skip_before] == [5]
    for r in m.rounds:
        for e in (1, 4, 8):
            table = ew_table(e, r.number, 8, skip=5)
            s = r.at_table(table)
            assert f"{e}EW" in (s.ns, s.ew)
    assert all(len(others) == 7 for p, others in met(m).items())


@pytest.mark.parametrize("tables", [3, 4, 5, 6, 7, 8, 11, 12])
def test_never_less_even_than_switching_whole_rounds(tables):
    """The Mitchell's own count of whole rounds (Moore's and the EBU's switch, measured) and
    the single last round are both yardsticks; at 3, 4, 5, 6, 11 and 12 tables switching by
    table does better than either, at 7 and 8 the whole last round is as good as any."""
    m = generate("scrambled-mitchell", tables, boards_per_round=1)
    best_rounds = mitchell(tables, boards_per_round=1, arrow_switch_rounds=None)
    last_round = mitchell(tables, boards_per_round=1, arrow_switch_rounds=1)
    yardstick = min(sd(best_rounds), sd(last_round))
    if tables in (7, 8):
        assert sd(m) == pytest.approx(yardstick)
    else:
        assert sd(m) < yardstick - 0.01


def test_five_table_barometer_every_table_on_the_same_trays():
    """Five tables, two trays a round: in round r every table plays trays 2r-1 and 2r, each
    from its own copy: five copies of each of ten deals, fifty boards."""
    m = generate("barometer", 5)
    assert check(m).ok and m.one_winner and m.copies
    assert (m.round_count, len(m.tray_sets)) == (5, 5)
    for r in m.rounds:
        assert {m.trays_at(s) for s in r.seatings} == {(2 * r.number - 1, 2 * r.number)}
    assert "make 5 copies of every tray, 50 trays in all for 10 deals" in str(m.description)
    # round 3: East-West 1 at table 3, East-West 4 at table 1 (4 + 3 - 1 = 6, round the room)
    at = {e: s.table for s in m.round(3).seatings for e in (s.ns, s.ew)}
    assert (at["1EW"], at["4EW"]) == (3, 1)
    assert all(len(others) == 5 for p, others in met(m).items())


def test_an_even_barometer_needs_no_skip():
    """The trays stay on the tables, so eight tables play eight rounds and East-West pair e
    meets every North-South pair once, up one table a round."""
    m = barometer(8)
    assert m.round_count == 8 and not any(r.skip_before for r in m.rounds)
    for e in range(1, 9):
        tables = [next(s.table for s in r.seatings if f"{e}EW" in (s.ns, s.ew)) for r in m.rounds]
        assert tables == [ew_table(e, r, 8) for r in range(1, 9)]
    assert check(m).ok


def test_thirteen_table_barometer_beats_the_published_diagonal():
    bbo = {(t, r) for t in range(1, 12) for r in (13 - t, 14 - t)} | {(12, 13), (13, 2)}
    published = barometer(13, boards_per_round=1, switched=bbo)
    assert check(published).ok
    assert round(sd(published), 3) == 1.787
    assert sd(barometer(13, boards_per_round=1)) <= sd(published)


def test_a_barometer_on_the_howell():
    """Eight pairs at four tables: the complete Howell's seven rounds, every pair meeting every
    other once, every table on the round's set (four copies)."""
    m = generate("barometer", 4, base="howell")
    assert check(m).ok and m.one_winner and m.copies
    assert (m.round_count, len(m.entrants)) == (7, 8)
    assert all(len(others) == 7 for others in met(m).values())
    for r in m.rounds:
        assert {s.tray_set for s in r.seatings} == {r.number}
    assert "make 4 copies of every tray, 56 trays in all for 14 deals" in str(m.description)


@pytest.mark.parametrize(
    "movement",
    [
        scrambled_mitchell(3),
        scrambled_mitchell(8),
        scrambled_mitchell(11),
        barometer(5),
        barometer(8),
        barometer(4, base="howell"),
    ],
    ids=["scr3", "scr8", "scr11", "baro5", "baro8", "baro-howell4"],
)
def test_guide_card_moves(movement):
    guide_cards_agree(movement)
