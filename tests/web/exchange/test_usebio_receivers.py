"""USEBIO files as the programs that receive them read them.

A national federation's results platform reads an uploaded file with plain element access:
each participant's children as a dictionary (``pair["NATIONAL_ID_NUMBER"]``) and its place as
a whole number (``int(pair["PLACE"])``).  The commercial scorer's files read there (the real
Compscore3 file in ``../shared/reference/usebio``: every ``PLAYER`` has ``PLAYER_NAME``,
``NATIONAL_ID_NUMBER`` and ``CLUB_ID_NUMBER``, every ``PLACE`` is a bare number); the site's
files must too.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

from tests.builders import enter_contract, make_bridge_mitchell
from tournaments import models as m
from tournaments import services
from tournaments.services.usebio import import_usebio
from tournaments.standings import scores_for
from tournaments.standings.usebio import event_usebio

pytestmark = pytest.mark.django_db


def as_dict(node: ET.Element) -> dict[str, str]:
    """An element's children by tag, as the receiving platform reads them."""
    return {child.tag: (child.text or "").strip() for child in node}


def received(data: bytes) -> list[dict]:
    """Every pair as the receiving platform reads it: a dictionary per pair, its place an
    integer, each player a dictionary with the national and club numbers looked up by key
    (a missing element is a ``KeyError``, a tie written ``1=`` a ``ValueError``)."""
    event = ET.fromstring(data).find("EVENT")
    out = []
    for node in event.find("PARTICIPANTS").findall("PAIR"):
        pair = as_dict(node)
        players = [as_dict(p) for p in node.findall("PLAYER")]
        out.append(
            {
                "number": pair["PAIR_NUMBER"],
                "direction": pair.get("DIRECTION", ""),
                "place": int(pair["PLACE"]),
                "players": [
                    (p["PLAYER_NAME"], p["NATIONAL_ID_NUMBER"], p["CLUB_ID_NUMBER"])
                    for p in players
                ],
            }
        )
    return out


@pytest.fixture
def all_square(organiser):
    """A three-table Mitchell, one board a round, where every table bid and made 4S by North
    on every board (+420): on each board each North-South pair ties both others (½ + ½ = 1 of
    a top of 2), so each has 3 of 6, 50%, and all three tie for first; East-West the same.
    North-South pair 1 is Ada Byron (national number 123456) and Bea Lane (none)."""
    event = make_bridge_mitchell(organiser, tables=3, boards_per_round=1)
    services.register_entrant(
        event.entrants.get(label="1NS"), by=organiser, player_names=["Ada Byron", "Bea Lane"]
    )
    m.Player.objects.filter(name="Ada Byron").update(national_id="123456")
    for tray in (1, 2, 3):
        for table in (1, 2, 3):
            enter_contract(event, organiser, tray, table, "4S", "N", 10)
    services.finish_event(event, by=organiser)
    event.refresh_from_db()
    return event


def test_a_tie_is_the_bare_place_on_each_tied_pair(all_square):
    assert {r["place"] for r in scores_for(all_square).rows()} == {"1="}  # the standings
    pairs = received(event_usebio(all_square))
    assert sorted((p["number"], p["direction"], p["place"]) for p in pairs) == [
        ("1", "EW", 1),
        ("1", "NS", 1),
        ("2", "EW", 1),
        ("2", "NS", 1),
        ("3", "EW", 1),
        ("3", "NS", 1),
    ]


def test_a_player_without_a_national_number_has_the_element_empty(all_square):
    pairs = received(event_usebio(all_square))
    first = next(p for p in pairs if (p["number"], p["direction"]) == ("1", "NS"))
    assert first["players"] == [("Ada Byron", "123456", ""), ("Bea Lane", "", "")]


@pytest.mark.shared
@pytest.mark.parametrize("six, eight", [("6=", "=8"), ("=6", "8="), ("6", "8")])
def test_a_place_written_with_a_tie_mark_reads_as_its_number(shared_dir, organiser, six, eight):
    """Other programs mark a tie ``6=`` or ``=6``: the file's places (6 and 8 in the real file)
    are its numbers, the site's scoring agrees with every figure, and the export writes 6 and
    8 again as Compscore did."""
    data = (shared_dir / "reference/usebio/mp_pairs_howell.xml").read_bytes()
    data = data.replace(b"<PLACE>6</PLACE>", f"<PLACE>{six}</PLACE>".encode())
    data = data.replace(b"<PLACE>8</PLACE>", f"<PLACE>{eight}</PLACE>".encode())
    imported = import_usebio(data, by=organiser)
    assert imported.differences == []
    places = {p["number"]: p["place"] for p in received(event_usebio(imported.event))}
    assert (places["3"], places["1"]) == (6, 8)  # pair 3 was sixth, pair 1 eighth


@pytest.mark.parametrize("written", ["CROSS_IMP", "CROSS_IMPS"])
def test_a_cross_imp_file_of_either_spelling_is_read(organiser, all_square, written):
    """The site writes ``CROSS_IMP`` (as Compscore and the federation's platform do) and reads
    that and its own older ``CROSS_IMPS``: either way the event is scored by cross-IMPs and
    every figure of the file is the site's (every line 0 IMPs: all scores are +420)."""
    all_square.scoring_method = m.ScoringMethod.CROSS_IMPS
    all_square.one_winner = True
    all_square.save()
    data = event_usebio(all_square)
    assert b'EVENT_TYPE="CROSS_IMP"' in data and b"CROSS_IMPS</BOARD_SCORING_METHOD>" in data
    data = data.replace(b'EVENT_TYPE="CROSS_IMP"', f'EVENT_TYPE="{written}"'.encode())
    data = data.replace(b"<BOARD_SCORING_METHOD>CROSS_IMPS</BOARD_SCORING_METHOD>", b"")
    imported = import_usebio(data, by=organiser, slug="again")
    assert imported.differences == []
    assert imported.event.scoring_method == m.ScoringMethod.CROSS_IMPS


@pytest.mark.shared
def test_the_commercial_file_reads_as_the_receivers_read_it(shared_dir):
    """The model of the receiving platform above takes Compscore's own file: pair 6 (PLAYER
    011 and 012, national numbers 900011 and 900012) first."""
    pairs = received((shared_dir / "reference/usebio/mp_pairs_howell.xml").read_bytes())
    assert len(pairs) == 12 and sorted(p["place"] for p in pairs) == list(range(1, 13))
    six = next(p for p in pairs if p["number"] == "6")
    assert six["place"] == 1
    assert [name_and_number[:2] for name_and_number in six["players"]] == [
        ("PLAYER 011", "900011"),
        ("PLAYER 012", "900012"),
    ]
