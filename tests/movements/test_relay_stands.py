"""Resting sets together on relay stands, as clubs' printed Howell cards have them.

The published 7-table Howell (bridgescorer's Movement.Howell14T7B26, in ../shared) sends
every set down one table a round; from table 1 the set goes onto the one relay stand, where
six sets wait, and after six rounds comes off it to table 7.  Ours rests its sets on one
stand too, between tables 4 and 5 (sets go down one table, table 1's to table 7, table 5's
onto the stand and, six rounds later, off it to table 4), and is as evenly balanced.
"""

from __future__ import annotations

import re

import pytest

from movements.data.grouped_starters import GROUPED
from movements.diagram import room_svg
from movements.howell import first_rounds_howell, howell
from movements.howell_build import competition_sd
from movements.io import from_csv
from movements.stands import stand_layout, stand_lines, stand_summary
from movements.types import Movement
from tests.movements.test_howell import assert_valid
from tournaments.printing.build import guide_cards, table_cards


def rest_gaps(m: Movement) -> set[tuple[int, int]]:
    """Every (table left, table come to) of a set that skips a round: worked out from the
    seatings alone, set by set round the session (a published file declares no rests)."""
    gaps = set()
    for ts in m.tray_sets:
        plays = [(r.number, t) for r in m.rounds for t in m.tables_of_set(ts.number, r.number)]
        for (r1, t1), (r2, t2) in zip(plays, plays[1:], strict=False):
            if r2 > r1 + 1:
                gaps.add((t1, t2))
    return gaps


def test_the_seven_table_howell_goes_down_one_table_and_rests_on_one_stand() -> None:
    m = howell(14)
    assert_valid(m)
    for r in range(1, 13):
        for s in m.round(r).seatings:
            if s.table == 5:  # onto the stand, six rounds there, then off it to table 4
                rest = range(r + 1, min(r + 7, 14))
                assert all(not m.tables_of_set(s.tray_set, k) for k in rest)
                if r + 7 <= 13:
                    assert m.tables_of_set(s.tray_set, r + 7) == (4,)
            else:
                down = 7 if s.table == 1 else s.table - 1
                assert m.tables_of_set(s.tray_set, r + 1) == (down,)
    assert rest_gaps(m) == {(5, 4)}
    # Round 1 plays sets 1-4 and 11-13: sets 5-10, trays 9-20, wait on the stand.
    assert stand_lines(m, 1) == ("Relay stand between tables 4 and 5: sets 5-10 (trays 9-20)",)
    assert stand_summary(m) == ("Relay stand between tables 4 and 5 (up to 6 sets a round)",)
    assert "the 6 resting sets wait together on the relay stand between tables 4 and 5" in (
        str(m.description)
    )


def test_the_published_seven_table_howell_also_rests_on_one_stand(shared_dir) -> None:
    path = shared_dir / "reference/movements/thebridsk/Movement.Howell14T7B26.csv"
    published = from_csv(path.read_text())
    assert rest_gaps(published) == {(1, 7)}  # one stand, between tables 1 and 7
    ours = howell(14)
    assert len(rest_gaps(ours)) == len(rest_gaps(published)) == 1
    assert competition_sd(ours) <= competition_sd(published) + 1e-9  # 3.70 both


@pytest.mark.parametrize("pairs", sorted(GROUPED))
def test_grouping_the_stands_costs_no_balance(pairs: int) -> None:
    grouped, plain = howell(pairs), first_rounds_howell(pairs)
    assert_valid(grouped)
    assert competition_sd(grouped) <= competition_sd(plain) + 1e-9
    assert len(stand_layout(grouped).stands) < len(stand_layout(plain).stands)
    if pairs % 2 == 0:  # a sit-out table (odd pairs) is a second place to rest
        assert len(stand_layout(grouped).stands) == 1


STAND = re.compile(
    r"^trays to the relay stand "
    r"(?:between tables (\d+) and (\d+)|by table (\d+) \(then to table (\d+)\))$"
)


@pytest.mark.parametrize("pairs", [14, 12, 20, 13, 17])
def test_table_cards_send_trays_to_the_stand_they_rest_on(pairs: int) -> None:
    """Every tray move on every table card, checked against the next rounds' seatings."""
    m = howell(pairs)
    layout = stand_layout(m)
    idle = {
        t for t in range(1, m.tables + 1) if all(s.is_sit_out for s in m.seatings() if s.table == t)
    }
    for card in table_cards(m):
        for row in card.rows[:-1]:
            now = m.round(row.round).at_table(card.table)
            for text in row.moves:
                if (hit := STAND.match(text)) is not None:
                    named = {int(x) for x in (hit[1], hit[2], hit[3]) if x}
                    stand = layout.stand_of(now.tray_set, row.round + 1)
                    assert stand is not None and stand.tables == named, text
                    assert not m.tables_of_set(now.tray_set, row.round + 1), text
                    later = next(
                        t
                        for k in range(row.round + 2, m.round_count + 1)
                        if (t := m.tables_of_set(now.tray_set, k))
                    )
                    if hit[4]:  # by the sit-out table, then on to the next
                        assert later == (int(hit[4]),) and named <= idle, text
                    else:
                        assert set(later) & named and card.table in named, text
                elif text.startswith("next trays come from the relay stand"):
                    coming = m.round(row.round + 1).at_table(card.table).tray_set
                    assert coming in m.round(row.round).resting_sets, text
                    if " between tables " in text:
                        stand = layout.stand_of(coming, row.round)
                        assert text.endswith(stand.words), text


def test_the_cards_say_where_the_stand_is() -> None:
    cards = {c.table: c for c in table_cards(howell(14))}
    beside = "The relay stand between tables 4 and 5 is beside this table: resting trays wait on it"
    assert [t for t, c in cards.items() if beside in c.notes] == [4, 5]
    assert "trays to the relay stand between tables 4 and 5" in cards[5].rows[0].moves
    assert "next trays come from the relay stand" in cards[4].rows[0].moves
    guide = guide_cards(howell(14))[0]
    assert guide.notes == ("Relay stand between tables 4 and 5 (up to 6 sets a round)",)


def test_an_odd_field_rests_sets_by_the_sit_out_table() -> None:
    """13 pairs: table 1 is the sit-out table (pair r sits out round r); a set leaving
    table 2 waits by it before going on to table 7."""
    m = howell(13)
    layout = stand_layout(m)
    assert "Relay stand by table 1" in [s.name for s in layout.stands]
    card = {c.table: c for c in table_cards(m)}[2]
    assert "trays to the relay stand by table 1 (then to table 7)" in card.rows[0].moves


def test_the_room_picture_draws_one_stand_with_the_six_sets() -> None:
    picture = room_svg(howell(14), 1)
    assert picture.count("Relay stand") == 1 and "Relay stands" not in picture
    assert "sets 5-10" in picture
