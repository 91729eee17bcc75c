"""League team matches ([F] lines 301-451 of the source text): the six sets of the source's
diagram, read from the file itself, and the 1st, 3rd and 5th sets outside the League."""

from __future__ import annotations

import re

import pytest

from movements.catalogue import generate
from movements.check import check
from movements.kind import CatalogueError
from tests.progressive.source import SOURCE, quoted

QUOTES = [
    (301, 301, "If two teams of four on a side, A B C D, and W X Y Z, play"),
    (306, 306, "after every four hands. It is usual to play 24 hands in the afternoon,"),
    (307, 307, "and 24 more at night."),
    (449, 451, "in such cases, and in fact in anything but League matches, it is usual to play "
               "only the 1st, 3rd and 5th sets."),
]  # fmt: skip


@pytest.mark.parametrize(("first", "last", "words"), QUOTES)
def test_the_quotes_are_the_sources(shared_dir, first, last, words):
    assert quoted(shared_dir, first, last, words)


def source_diagram(shared_dir) -> list[tuple[str, str]]:
    """The diagram of lines 308-446: six tables on top (North; West and East; South), the set
    numbers, six tables below; each set as (table 1, table 2) in North, East, South, West."""
    text = (shared_dir / SOURCE).read_text(encoding="utf-8").splitlines()[307:446]
    letters = "".join(t for line in text if re.fullmatch(r"[A-DW-Z]", t := line.strip()))
    assert len(letters) == 48

    def table(block: str, i: int) -> str:
        north, sides, south = block[:6], block[6:18], block[18:24]
        return north[i] + sides[2 * i + 1] + south[i] + sides[2 * i]

    return [(table(letters[:24], i), table(letters[24:], i)) for i in range(6)]


def test_the_six_sets_are_the_sources_diagram(shared_dir):
    m = generate("league-match", 8, sittings=1)
    assert m.round_count == 6 and m.boards_per_round == 4 and m.total_trays == 24
    played = [tuple("".join(s.players) for s in r.seatings) for r in m.rounds]
    assert played == source_diagram(shared_dir)


def test_24_hands_in_the_afternoon_and_24_more_at_night():
    m = generate("league-match", 8)  # a League match: two sittings unless told otherwise
    assert m.round_count == 12 and m.total_trays == 48
    assert "the night sitting: 24 more hands" in str(m.round(7).note)
    for r in range(1, 7):
        night = m.round(r + 6)
        assert [s.players for s in night.seatings] == [s.players for s in m.round(r).seatings]
        assert m.trays_at(night.seatings[0]) == tuple(range(4 * (r + 5) + 1, 4 * (r + 6) + 1))


def test_positions_change_every_four_hands_and_the_clubs_hold_opposite_cards():
    m = generate("league-match", 8, sittings=1)
    assert check(m).ok
    for r in m.rounds:
        first, second = r.seatings
        assert first.tray_set == second.tray_set == r.number and r.shared_sets == (r.number,)
        # visitors (A-D) North-South at table 1, East-West at table 2: the same hands both ways
        assert {first.players[0], first.players[2]} <= set("ABCD")
        assert {second.players[1], second.players[3]} <= set("ABCD")
    # Every visitor partners every team-mate twice (8 hands) over the six sets; so does
    # every home player.
    report = check(m)
    for i in range(4):
        assert [report.partners[i][j] for j in range(4) if j != i] == [2, 2, 2]


def test_outside_the_league_only_the_first_third_and_fifth_sets():
    m = generate("league-match", 8, league="no")
    assert m.round_count == 3 and m.boards_per_round == 8 and m.total_trays == 24
    six = generate("league-match", 8, sittings=1)
    assert [r.seatings for r in m.rounds] != []
    for number, source_set in zip((1, 2, 3), (1, 3, 5), strict=True):
        assert [s.players for s in m.round(number).seatings] == [
            s.players for s in six.round(source_set).seatings
        ]
    # every partnership of a four once: A with B, C, D in turn, for eight hands each
    partners = [m.round(r).seatings[0].players[2] for r in (1, 2, 3)]
    assert partners == ["B", "C", "D"]


def test_more_fours_repeat_the_arrangement_and_play_the_odd_sets():
    m = generate("league-match", 16)  # eight a side: two fours, tables in sets of two
    assert m.tables == 4 and m.round_count == 6 and check(m).ok  # 1st, 3rd, 5th; two sittings
    assert [str(r.note) for r in m.rounds[:3]] == [
        "the source's 1st set; each two tables exchange their hands",
        "the source's 3rd set; each two tables exchange their hands",
        "the source's 5th set; each two tables exchange their hands",
    ]
    assert m.round(1).at_table(3).players == ("A2", "X2", "B2", "W2")
    assert m.tables_of_set(1, 1) == (1, 2, 3, 4) and m.copies


def test_fours_on_each_side_only():
    with pytest.raises(CatalogueError, match="multiple of eight"):
        generate("league-match", 12)
    with pytest.raises(CatalogueError, match="even number of hands"):
        generate("league-match", 8, boards_per_round=3)
