"""Mitchell's social individual game ([F] lines 2013-2060 of the source text).

Every rule below is the source's own, quoted with its lines; the quotes are checked against
the file when ../shared is present.
"""

from __future__ import annotations

from io import StringIO

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError

from movements.catalogue import catalogue, generate
from movements.check import check
from movements.kind import CatalogueError
from tests.progressive.source import quoted
from tournaments.printing.build import table_cards

QUOTES = [
    (2020, 2021, "all the ladies sitting N & E; the gentlemen S and W."),
    (2029, 2029, "The trays containing the hands are passed to the West, and all"),
    (2030, 2030, "the gentlemen move one table to the East, the ladies sitting still."),
    (2031, 2032, "each gentleman keeps to his original point of the compass"),
    (2032, 2033, "When he arrives at the table he started from, the round is finished."),
    (2040, 2042, "deals no original hands, but overplays all the hands coming from the other"),
    (2042, 2043, "The four players sit still, taking no part in the progression"),
    (2052, 2054, "all the gentlemen move on to the next, leaving the trays as they are."),
    (2033, 2034, "If an odd number of tables are engaged in play, the changes may take place"),
    (2037, 2038, "unless half the number of tables is an odd number, when the method already"),
    (2054, 2055, "without playing any of the hands twice."),
]


@pytest.mark.parametrize(("first", "last", "words"), QUOTES)
def test_the_quotes_are_the_sources(shared_dir, first, last, words):
    assert quoted(shared_dir, first, last, words)


def _plays(m, player):
    """(round, table, seat, set) for every round the player plays."""
    out = []
    for s in m.seatings():
        if player in s.players:
            out.append((s.round, s.table, s.seat_of(player).value, s.tray_set))
    return out


def test_five_tables_ladies_sit_still_gentlemen_go_east_trays_west():
    # Lines 2020-2033: 20 players at five tables; an odd number goes in regular order.
    m = generate("mitchell-social", 20)
    assert m.tables == 5 and m.round_count == 5
    assert check(m).ok
    for s in m.seatings():
        north, east, south, west = s.players
        assert north.endswith("N") and east.endswith("E")  # ladies North and East
        assert south.endswith("S") and west.endswith("W")  # gentlemen South and West
    # Lady 3N sits still at table 3 and holds North every round.
    assert {(t, seat) for _r, t, seat, _s in _plays(m, "3N")} == {(3, "N")}
    # Gentleman 4S: tables 4, 5, 1, 2, 3 in turn (one table East, round the room), always South.
    assert [(t, seat) for _r, t, seat, _s in _plays(m, "4S")] == [
        (4, "S"),
        (5, "S"),
        (1, "S"),
        (2, "S"),
        (3, "S"),
    ]
    # The trays dealt at table 3 go West: tables 3, 2, 1, 5, 4.
    assert [m.tables_of_set(3, r) for r in range(1, 6)] == [(3,), (2,), (1,), (5,), (4,)]
    # Everybody plays every set once: all the N ladies hold the same hands.
    for player in m.entrants:
        assert sorted(s for *_x, s in _plays(m, player)) == [1, 2, 3, 4, 5]


def test_the_round_ends_when_the_gentlemen_reach_their_first_table():
    m = generate("mitchell-social", 28)  # seven tables: seven rounds
    assert m.round_count == 7
    # In the last round the gentlemen of table 4 are at table 3: one more move East takes
    # them to the table they started from, and the round is finished.
    assert m.round(7).at_table(3).players[2:] == ("4S", "4W")
    # and the trays there were dealt six tables East of table 3, round the room: table 2
    assert m.round(7).at_table(3).tray_set == 2


def test_an_even_number_of_tables_needs_one_of_the_two_methods():
    with pytest.raises(CatalogueError, match="first method .overplay. or the second .skip."):
        generate("mitchell-social", 24, method="plain")
    with pytest.raises(CatalogueError, match="multiple of four"):
        generate("mitchell-social", 22)


def test_first_method_a_middle_table_overplays_the_hands_from_the_east():
    # Lines 2039-2045: six tables, table 3 deals nothing, its four sit still, the gentlemen
    # pass it by; it overplays the trays coming from table 4 (East of it).
    m = generate("mitchell-social", 24, method="overplay", overplay_table=3)
    assert check(m).ok
    assert len(m.tray_sets) == 5 and m.round_count == 5
    for r in m.rounds:
        at3 = r.at_table(3)
        assert at3.players == ("3N", "3E", "3S", "3W")
        assert at3.tray_set == r.at_table(4).tray_set and r.shared_sets == (at3.tray_set,)
    gentlemen = [p for p in m.entrants if p[-1] in "SW" and not p.startswith("3")]
    for g in gentlemen:
        assert 3 not in {t for _r, t, _seat, _s in _plays(m, g)}
    # Table 4's trays go to table 2 next (through table 3): West, passing the overplay table.
    assert m.tables_of_set(m.round(1).at_table(4).tray_set, 2) == (2,)
    for player in m.entrants:  # everybody plays all five sets
        assert sorted(s for *_x, s in _plays(m, player)) == [1, 2, 3, 4, 5]


@pytest.mark.parametrize("table", [1, 6])
def test_the_overplay_table_is_neither_the_first_nor_the_last(table):
    with pytest.raises(CatalogueError, match="neither the first nor the last"):
        generate("mitchell-social", 24, method="overplay", overplay_table=table)


def test_second_method_the_bell_and_the_skip():
    # Lines 2046-2055: eight tables.  A gentleman "progresses until he meets this hand
    # again": after four moves East his first table's trays (four moves West) are where he
    # arrives, table 1 + 4 = 5 for the gentlemen of table 1.  At the bell they move on.
    m = generate("mitchell-social", 32, method="skip")
    report = check(m)
    assert report.ok and not report.repeats
    bell = m.round(5)
    assert bell.skip_before and "bell" in str(bell.note)
    assert m.tables_of_set(1, 5) == (5,)  # the trays first dealt at table 1 are at table 5
    assert bell.at_table(6).players[2:] == ("1S", "1W")  # and the gentlemen of 1 are at 6
    # Nobody plays a hand twice; the round ends on reaching the first table again, so each
    # plays all the sets but the one dealt West of his or her first table.
    assert m.round_count == 7
    for player in ("1S", "1N", "6W", "8E"):
        sets = sorted(s for *_x, s in _plays(m, player))
        west = (int(player[:-1]) - 2) % 8 + 1
        assert sets == [s for s in range(1, 9) if s != west]


def test_half_the_tables_odd_the_method_already_described_in_two_rooms():
    # Lines 2033-2038: with six tables (half of them three, an odd number) "the method already
    # described may be used": the regular order of lines 2029-2034, which goes "to the end"
    # only for an odd number of tables, so in two rooms of three.  Tables 4 to 6 hold copies
    # of the trays of tables 1 to 3.
    m = generate("mitchell-social", 24, method="halves")
    report = check(m)
    assert report.ok and not report.repeats and m.copies
    assert m.round_count == 3 and len(m.tray_sets) == 3
    # Gentleman 1S goes East round the first room (1, 2, 3), 5W round the second (5, 6, 4).
    assert [t for _r, t, _seat, _s in _plays(m, "1S")] == [1, 2, 3]
    assert [t for _r, t, _seat, _s in _plays(m, "5W")] == [5, 6, 4]
    # The trays go West round each room: set 1 at tables 1 and 4, then 3 and 6, then 2 and 5.
    assert [m.tables_of_set(1, r) for r in (1, 2, 3)] == [(1, 4), (3, 6), (2, 5)]
    # "When he arrives at the table he started from, the round is finished": one more move
    # East takes every gentleman home.
    for s in m.round(3).seatings:
        home = int(s.players[2][:-1])
        assert s.table % 3 + 1 + (3 if s.table > 3 else 0) == home
    # Everybody plays every hand once, so all the North ladies hold the same hands.
    for player in m.entrants:
        assert sorted(s for *_x, s in _plays(m, player)) == [1, 2, 3]


def test_the_two_rooms_cards_send_each_copy_round_its_own_room():
    m = generate("mitchell-social", 40, method="halves")  # ten tables: two rooms of five
    moves = {c.table: c.rows[0].moves[-1] for c in table_cards(m)}
    assert moves[1] == "trays to table 5" and moves[6] == "trays to table 10"
    assert moves[7] == "trays to table 6"


@pytest.mark.parametrize("players", [16, 32, 48])
def test_the_two_rooms_need_an_odd_half(players):
    # Four, eight, twelve tables: the halves are even, so "one of the two systems" it is.
    with pytest.raises(CatalogueError, match="an even number: the regular order in halves"):
        generate("mitchell-social", players, method="halves")


def test_the_two_rooms_are_offered_where_half_the_tables_are_odd():
    offered = {
        i.size
        for i in catalogue()
        if i.kind == "mitchell-social" and dict(i.options).get("method") == "halves"
    }
    assert offered == set(range(24, 161, 16))  # 6, 10, 14 ... 38 tables


def test_listed_among_the_kinds():
    items = [i for i in catalogue() if i.kind == "mitchell-social"]
    assert {i.size for i in items} == set(range(12, 161, 4))
    assert all(check(i.generate(), balance=False).ok for i in items)


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("--players", "22"), "multiple of four"),
        (("--players", "8"), "12 to 160 players"),
        (("--players", "24", "--option", "method=plain"), "first method"),
        (("--players", "24", "--option", "overplay_table=6"), "neither the first nor the last"),
        (("--players", "20", "--option", "method=skip"), "regular order"),
        (("--players", "20", "--option", "winners=three"), "not one of four, two"),
        (("--players", "32", "--option", "method=halves"), "regular order in halves needs"),
    ],
)
def test_the_command_refuses_what_the_source_does_not_allow(args, message):
    with pytest.raises(CommandError, match=message) as info:
        call_command("movement", "mitchell-social", *args, stdout=StringIO(), stderr=StringIO())
    assert info.value.returncode == 2


def test_the_command_lists_and_prints_the_game():
    out = StringIO()
    call_command("movement", "--list", stdout=out)
    assert "mitchell-social" in out.getvalue() and "league-match" in out.getvalue()
    out = StringIO()
    call_command("movement", "mitchell-social", "--players", "16", "--option", "method=skip",
                 stdout=out)  # fmt: skip
    text = out.getvalue()
    assert "Round 3 (skip first): bell" in text and "four winners, one a seat" in text


def test_the_command_prints_the_two_rooms():
    out = StringIO()
    call_command("movement", "mitchell-social", "--players", "40", "--option", "method=halves",
                 stdout=out)  # fmt: skip
    text = out.getvalue()
    assert "In two rooms of 5 tables (1 to 5, 6 to 10), each in regular order" in text
    assert "6 tables" not in text and "10 tables, 5 rounds" in text
