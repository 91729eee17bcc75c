"""A movement's words (its name, its description, the room picture, where the trays go and
the checker's findings) read in the language of the page and, for the trays, in the game's
words.  Each test puts entries made for it into the Dutch catalogue, standing in for a
translator's, and takes them out again; the Dutch is the test's own, worked out by hand."""

from __future__ import annotations

import pytest

from movements.check import check
from movements.diagram import room_svg
from movements.mitchell import mitchell
from movements.types import Family, Movement, Round, Seating, TraySet
from movements.where import TrayMove, moves_after
from said import speaking
from tests.translations import made_up_catalogue as dutch
from tournaments.models.vocabulary import BRIDGE, WHIST


@pytest.mark.django_db
def test_a_mitchells_name_and_description_read_in_dutch_with_the_games_word():
    m = mitchell(3)
    assert str(m.name) == "Mitchell, 3 tables"
    assert "The trays go down one (1 to 3)." in WHIST.reword(m.description)
    assert "The boards go down one (1 to 3)." in BRIDGE.reword(m.description)
    with dutch(
        {
            "%(title)s, %(tables)s tables": "%(title)s, %(tables)s tafels",
            "The %(trays)s go down one (1 to %(to)s).": "De %(trays)s gaan een tafel terug "
            "(1 naar %(to)s).",
        }
    ):
        assert str(m.name) == "Mitchell, 3 tafels"
        described = BRIDGE.reword(m.description)
        assert f"De {BRIDGE.boards} gaan een tafel terug (1 naar 3)." in described
        assert "The boards" not in described


@pytest.mark.django_db
def test_where_the_trays_go_reads_in_dutch_in_the_games_word():
    told = moves_after(mitchell(3), 1, 3).trays
    assert told is not None and WHIST.reword(told) == "trays to table 2"
    assert BRIDGE.reword(told) == "boards to table 2"
    with dutch({"%(trays)s to table %(table)s": "%(trays)s naar tafel %(table)s"}):
        assert BRIDGE.reword(told) == f"{BRIDGE.boards} naar tafel 2"
        assert WHIST.reword(TrayMove(1, 2, (3,)).worded()) == f"{WHIST.boards} naar tafel 3"
        assert str(WHIST.boards) != "trays"  # the catalogue's own Dutch word


@pytest.mark.django_db
def test_the_room_picture_reads_in_dutch():
    m = mitchell(3)
    entries = {
        "%(name)s: round %(round)s of %(rounds)s": "%(name)s: ronde %(round)s van %(rounds)s",
        "%(who)s stays at table %(table)s": "%(who)s blijft aan tafel %(table)s",
        "%(who)s moves to table %(table)s": "%(who)s gaat naar tafel %(table)s",
        "%(trays)s move": "%(trays)s gaan",
        "Table %(number)s": "Tafel %(number)s",
    }
    with dutch(entries), speaking(BRIDGE.source_words()):
        svg = room_svg(m, 1)
        boards = str(BRIDGE.boards)  # the catalogue's own Dutch word
    assert ": ronde 1 van 3" in svg  # the name as the catalogue says it, then the round
    assert "1NS blijft aan tafel 1" in svg and "1EW gaat naar tafel 2" in svg
    assert f"{boards} gaan" in svg and "Tafel 3" in svg
    assert "stays at table" not in svg and "moves to table" not in svg


def _twice_at_one_table() -> Movement:
    """Two pairs meeting in round 1, the round numbered as if it were round 2."""
    seat = Seating(round=2, table=1, ns="1", ew="2", tray_set=1)
    return Movement(
        family=Family.CUSTOM,
        name="two pairs",
        tables=1,
        rounds=(Round(1, (seat,)),),
        tray_sets=(TraySet(1, (1, 2)),),
        entrants=("1", "2"),
        one_winner=False,
    )


@pytest.mark.django_db
def test_the_checkers_finding_reads_in_dutch():
    found = check(_twice_at_one_table(), balance=False).violations
    assert [str(v) for v in found] == ["round 1, table 1: seating says round 2"]
    with dutch(
        {
            "round %(round)s, table %(table)s": "ronde %(round)s, tafel %(table)s",
            "%(where)s: seating says round %(round)s": "%(where)s: de indeling zegt ronde "
            "%(round)s",
        }
    ):
        assert [str(v) for v in found] == ["ronde 1, tafel 1: de indeling zegt ronde 2"]
