"""A two-winner Mitchell's USEBIO file keeps its numbering: 1 NS and 1 EW are two pairs, each
direction ranked on its own, written so and imported so.

The event is the three-table Mitchell of ``test_usebio_export`` (one board a round, worked by
hand there): North-South totals of a top of 6 are pair 1 2.5 (41.67%), pair 2 0.5 (8.33%),
pair 3 6 (100%); East-West pair 1 met boards 1, 2, 3 at tables 1, 3, 2, pair 2 at tables 3,
2, 1, pair 3 at tables 2, 1, 3, so East-West (2 less North-South on each board) have pair 1
1 + 0 + 1.5 = 2.5 (41.67%), pair 2 0 + 2 + 1.5 = 3.5 (58.33%), pair 3 2 + 1 + 0 = 3 (50%).
Ranked in their own fields: North-South 3, 1, 2 are first, second, third; East-West 2, 3, 1.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

from tests.builders import enter_contract, make_bridge_mitchell
from tests.web.exchange.test_usebio_export import PLAYED
from tournaments import services
from tournaments.services.usebio import import_usebio
from tournaments.standings import scores_for
from tournaments.standings.usebio import event_usebio

pytestmark = pytest.mark.django_db

# (number, direction): (total, percentage, place), worked out by hand above.
BY_HAND = {
    ("1", "NS"): ("2.50", "41.67", "2"),
    ("2", "NS"): ("0.50", "8.33", "3"),
    ("3", "NS"): ("6.00", "100.00", "1"),
    ("1", "EW"): ("2.50", "41.67", "3"),
    ("2", "EW"): ("3.50", "58.33", "1"),
    ("3", "EW"): ("3.00", "50.00", "2"),
}
# The standings' rows, by code, with their field and place.
STANDINGS = {
    f"{n} {d}": (d, place) for (n, d), (_, _, place) in BY_HAND.items()
}  # fmt: skip


@pytest.fixture
def mitchell(organiser):
    event = make_bridge_mitchell(organiser, tables=3, boards_per_round=1)
    for tray, lines in PLAYED.items():
        for table, contract, declarer, tricks in lines:
            enter_contract(event, organiser, tray, table, contract, declarer, tricks)
    services.finish_event(event, by=organiser)
    event.refresh_from_db()
    return event


def text(node, tag):
    return (node.findtext(tag) or "").strip()


def pairs_of(data: bytes) -> dict:
    event = ET.fromstring(data).find("EVENT")
    return {
        (text(p, "PAIR_NUMBER"), text(p, "DIRECTION")): tuple(
            text(p, tag) for tag in ("TOTAL_SCORE", "PERCENTAGE", "PLACE")
        )
        for p in event.find("PARTICIPANTS").findall("PAIR")
    }


def lines_of(data: bytes) -> set:
    keys = ("NS_PAIR_NUMBER", "EW_PAIR_NUMBER", "SCORE", "NS_MATCH_POINTS", "EW_MATCH_POINTS")
    return {
        (text(board, "BOARD_NUMBER"), *(text(line, k) for k in keys))
        for board in ET.fromstring(data).find("EVENT").iter("BOARD")
        for line in board.findall("TRAVELLER_LINE")
    }


def edited(data: bytes, edit) -> bytes:
    root = ET.fromstring(data)
    edit(root.find("EVENT"))
    return ET.tostring(root)


def standings_of(event) -> dict:
    return {r["code"]: (r["field"], r["place"]) for r in scores_for(event).rows()}


def test_the_export_keeps_each_pairs_number_and_direction_ranked_in_its_field(mitchell):
    data = event_usebio(mitchell)
    assert text(ET.fromstring(data).find("EVENT"), "WINNER_TYPE") == "2"
    assert pairs_of(data) == BY_HAND


def test_reimported_it_is_two_fields_with_the_files_numbers(organiser, mitchell):
    data = event_usebio(mitchell)
    imported = import_usebio(data, by=organiser, slug="again")
    assert imported.differences == []
    assert imported.event.one_winner is False
    assert standings_of(imported.event) == STANDINGS
    again = event_usebio(imported.event)
    assert pairs_of(again) == BY_HAND
    assert lines_of(again) == lines_of(data)


def test_a_file_without_winner_type_whose_pairs_have_directions_is_two_fields(organiser, mitchell):
    """A file that does not say WINNER_TYPE (1 by default) but gives every pair its direction,
    each direction placed from 1, is the two-winner event its places say."""

    def drop_winner_type(event):
        event.remove(event.find("WINNER_TYPE"))

    data = edited(event_usebio(mitchell), drop_winner_type)
    imported = import_usebio(data, by=organiser, slug="again")
    assert imported.differences == []
    assert imported.event.one_winner is False
    assert standings_of(imported.event) == STANDINGS
    assert pairs_of(event_usebio(imported.event)) == BY_HAND


def test_numbers_written_with_their_direction_are_not_doubled(organiser, mitchell):
    """A program that writes the pair numbers as ``1NS``/``1EW`` (with DIRECTION beside
    them): the pairs are 1 NS and 1 EW, never "1NSNS"."""

    def numbers_with_direction(event):
        for pair in event.find("PARTICIPANTS").findall("PAIR"):
            pair.find("PAIR_NUMBER").text += text(pair, "DIRECTION")
        for line in event.iter("TRAVELLER_LINE"):
            line.find("NS_PAIR_NUMBER").text += "NS"
            line.find("EW_PAIR_NUMBER").text += "EW"

    data = edited(event_usebio(mitchell), numbers_with_direction)
    imported = import_usebio(data, by=organiser, slug="again")
    assert imported.differences == []
    assert standings_of(imported.event) == STANDINGS
    assert pairs_of(event_usebio(imported.event)) == BY_HAND


def test_a_one_winner_file_with_directions_is_one_field(organiser, mitchell):
    """Scored as one field (``test_usebio_export``: NS 3 first, EW 2, EW 3, NS 1 and EW 1
    fourth, NS 2 sixth), written with the Mitchell's numbers and directions and WINNER_TYPE 1:
    the import ranks the six pairs together, and 1 NS and 1 EW stay two pairs."""
    mitchell.one_winner = True
    mitchell.save()

    def numbers_and_directions(event):
        for pair in event.find("PARTICIPANTS").findall("PAIR"):
            number = pair.find("PAIR_NUMBER")
            direction = ET.Element("DIRECTION")
            direction.text = number.text[-2:]
            number.text = number.text[:-2]
            pair.insert(1, direction)
        for line in event.iter("TRAVELLER_LINE"):
            for tag in ("NS_PAIR_NUMBER", "EW_PAIR_NUMBER"):
                line.find(tag).text = line.find(tag).text[:-2]

    data = edited(event_usebio(mitchell), numbers_and_directions)
    assert text(ET.fromstring(data).find("EVENT"), "WINNER_TYPE") == "1"
    imported = import_usebio(data, by=organiser, slug="again")
    assert imported.differences == []
    assert imported.event.one_winner is True
    places = {code: place for code, (_, place) in standings_of(imported.event).items()}
    assert places == {
        "3 NS": "1",
        "2 EW": "2",
        "3 EW": "3",
        "1 NS": "4=",
        "1 EW": "4=",
        "2 NS": "6",
    }
