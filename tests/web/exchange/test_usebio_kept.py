"""What an imported USEBIO file says beyond the results comes back when the event is exported:
the file's club and its number (not the importing club's), each player's own club number,
the event's identifier, title and masterpoint scale, the number of sessions and sections, the
pay-to-play charge, the scorer to contact, and any other element of the heading (a board
average).  An event backup carries them; the site's own events say one session and one section.

The real file (``../shared/reference/usebio/mp_pairs_howell.xml``, read at test time) was
written by Compscore3 for "A CLUB" (club number 2074), titled "Wednesday", on the "Club"
masterpoint scale, one session of one section, a charge of 10, scorer "SCORER" ("SC"), and
each player with a club number of their own (PLAYER 001, 900001: club 2496).
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from io import StringIO

import pytest
from django.core.management import call_command

from tests.builders import club_named, club_user, enter_contract, make_bridge_mitchell
from tests.web.backup.played import edited, played_event
from tournaments import models as m
from tournaments import services
from tournaments.backup import BackupError, delete_event, export_event, import_event
from tournaments.exchange import usebio_doc as doc
from tournaments.exchange.usebio_facts import as_filed
from tournaments.exchange.usebio_kept import from_plain
from tournaments.standings.usebio import event_usebio
from tournaments.standings.usebio_competition import competition_usebio

pytestmark = pytest.mark.django_db

HEADING = (
    "EVENT_IDENTIFIER", "TITLE", "MASTER_POINT_SCALE", "MASTER_POINT_TYPE", "MPS_AWARDED_FLAG",
    "SESSION_COUNT", "SECTION_COUNT", "P2P_CHARGE_RATE",
)  # fmt: skip
CONTACT = ("FULL_NAME", "SCORER", "TELEPHONE", "EMAIL")


@pytest.fixture
def real_file(shared_dir):
    return shared_dir / "reference/usebio/mp_pairs_howell.xml"


@pytest.fixture
def director(db):
    return club_user("director")


def imported(path) -> m.Event:
    call_command("usebio", "import", str(path), stdout=StringIO())
    return m.Event.objects.get()


def text(node, tag: str) -> str:
    return (node.findtext(tag) or "").strip()


def facts(root: ET.Element) -> dict:
    """What the file says beyond the results, as a receiving program reads it."""
    event = root.find("EVENT")
    contact = event.find("CONTACT")
    players = {
        text(p, "NATIONAL_ID_NUMBER"): text(p, "CLUB_ID_NUMBER")
        for p in event.find("PARTICIPANTS").iter("PLAYER")
    }
    return {
        "club": (text(root.find("CLUB"), "CLUB_NAME"), text(root.find("CLUB"), "CLUB_ID_NUMBER")),
        "heading": {tag: text(event, tag) for tag in HEADING},
        "contact": {tag: text(contact, tag) for tag in CONTACT} if contact is not None else None,
        "players": players,
    }


@pytest.mark.shared
def test_the_files_club_heading_and_players_clubs_come_back(real_file, director):
    event = imported(real_file)
    assert event.club == club_named()  # the event is the importing club's, numbered 9999
    m.Club.objects.filter(pk=event.club_id).update(national_id="9999")
    event.refresh_from_db()
    before = facts(ET.parse(real_file).getroot())
    after = facts(ET.fromstring(event_usebio(event)))
    assert after == before
    # The values as the file gives them, read by eye (see the module's docstring).
    assert after["club"] == ("A CLUB", "2074")
    assert after["heading"] == {
        "EVENT_IDENTIFIER": "3226", "TITLE": "Wednesday", "MASTER_POINT_SCALE": "Club",
        "MASTER_POINT_TYPE": "RED", "MPS_AWARDED_FLAG": "Y", "SESSION_COUNT": "1",
        "SECTION_COUNT": "1", "P2P_CHARGE_RATE": "10",
    }  # fmt: skip
    assert after["contact"] == {"FULL_NAME": "SCORER", "SCORER": "SC", "TELEPHONE": "", "EMAIL": ""}
    assert len(after["players"]) == 24 and after["players"]["900001"] == "2496"
    assert "9999" not in after["players"].values()


@pytest.mark.shared
def test_the_heading_comes_back_in_the_files_order(real_file, director):
    """Compscore writes the charge and the contact after the counts, before the pairs."""
    event = imported(real_file)
    tags = [child.tag for child in ET.fromstring(event_usebio(event)).find("EVENT")]
    at = tags.index("MPS_AWARDED_FLAG")
    assert tags[at + 1 : at + 5] == ["SESSION_COUNT", "SECTION_COUNT", "P2P_CHARGE_RATE", "CONTACT"]
    assert tags[at + 5] == "PARTICIPANTS"


@pytest.mark.shared
def test_a_backup_of_the_imported_event_restores_them(real_file, director):
    event = imported(real_file)
    expected = facts(ET.fromstring(event_usebio(event)))
    document = export_event(event)
    assert document["event"]["usebio_facts"]["club"] == ["A CLUB", "2074"]
    delete_event(event)
    restored = import_event(document).event
    assert facts(ET.fromstring(event_usebio(restored))) == expected
    assert export_event(restored)["event"]["usebio_facts"] == document["event"]["usebio_facts"]


def small(heading: str, players: str = "") -> bytes:
    pairs = "".join(
        f"<PAIR><PAIR_NUMBER>{n}</PAIR_NUMBER><PLAYER><PLAYER_NAME>P{n}</PLAYER_NAME>"
        f"{players if n == 1 else ''}</PLAYER></PAIR>"
        for n in (1, 2, 3, 4)
    )
    lines = (
        "<TRAVELLER_LINE><NS_PAIR_NUMBER>1</NS_PAIR_NUMBER><EW_PAIR_NUMBER>2</EW_PAIR_NUMBER>"
        "<CONTRACT>4S</CONTRACT><PLAYED_BY>N</PLAYED_BY><TRICKS>10</TRICKS><SCORE>420</SCORE>"
        "</TRAVELLER_LINE><TRAVELLER_LINE><NS_PAIR_NUMBER>3</NS_PAIR_NUMBER><EW_PAIR_NUMBER>4"
        "</EW_PAIR_NUMBER><CONTRACT>4S</CONTRACT><PLAYED_BY>N</PLAYED_BY><TRICKS>9</TRICKS>"
        "<SCORE>-50</SCORE></TRAVELLER_LINE>"
    )
    return (
        '<?xml version="1.0"?><USEBIO Version="1.2"><CLUB><CLUB_NAME>Other Club</CLUB_NAME>'
        '</CLUB><EVENT EVENT_TYPE="MP_PAIRS"><EVENT_DESCRIPTION>Small</EVENT_DESCRIPTION>'
        f"<DATE>01/12/2026</DATE>{heading}<PARTICIPANTS>{pairs}</PARTICIPANTS>"
        f"<BOARD><BOARD_NUMBER>1</BOARD_NUMBER>{lines}</BOARD></EVENT></USEBIO>"
    ).encode()


def test_an_element_the_site_has_no_field_for_comes_back(tmp_path, director):
    """A board average in the heading, and a player without a club number of their own: the
    file's club has no number, and the player's club number stays empty as the file had it."""
    path = tmp_path / "small.xml"
    path.write_bytes(small("<BOARD_AVERAGE>50.00</BOARD_AVERAGE>"))
    m.Club.objects.filter(pk=club_named().pk).update(national_id="9999")
    root = ET.fromstring(event_usebio(imported(path)))
    event = root.find("EVENT")
    assert text(event, "BOARD_AVERAGE") == "50.00"
    assert (text(root.find("CLUB"), "CLUB_NAME"), text(root.find("CLUB"), "CLUB_ID_NUMBER")) == (
        "Other Club",
        "",
    )
    player = event.find("PARTICIPANTS/PAIR/PLAYER")
    assert text(player, "PLAYER_NAME") == "P1" and text(player, "CLUB_ID_NUMBER") == ""
    # The file said no counts: the site writes its own, one session of one section.
    assert (text(event, "SESSION_COUNT"), text(event, "SECTION_COUNT")) == ("1", "1")


def test_the_sites_own_event_is_one_session_of_one_section_of_its_club(organiser):
    """A bridge Mitchell of three tables, all three boards played: nothing imported, so the
    club is the site's and the heading says one session of one section, as Compscore writes a
    single session, with no charge or contact the site was never told."""
    event = make_bridge_mitchell(organiser, tables=3, boards_per_round=1)
    for tray in (1, 2, 3):
        for table in (1, 2, 3):
            enter_contract(event, organiser, tray, table, "4S", "N", 10)
    services.finish_event(event, by=organiser)
    event.refresh_from_db()
    root = ET.fromstring(event_usebio(event))
    heading = root.find("EVENT")
    assert (text(heading, "SESSION_COUNT"), text(heading, "SECTION_COUNT")) == ("1", "1")
    assert text(root.find("CLUB"), "CLUB_NAME") == "Compass Club"
    assert heading.find("CONTACT") is None and heading.find("P2P_CHARGE_RATE") is None
    assert text(heading, "EVENT_IDENTIFIER") == event.slug


def test_a_backup_from_before_the_facts_restores_with_none(organiser):
    event = played_event(organiser)
    document = export_event(event)
    assert document["event"]["usebio_facts"] == {}
    older = edited(document, lambda d: d["event"].pop("usebio_facts"))
    assert import_event(older, slug="older").event.usebio_facts == {}
    bad = edited(document, lambda d: d["event"].update(usebio_facts=["A CLUB"]))
    with pytest.raises(BackupError, match="event.usebio_facts: expected dict, not list"):
        import_event(bad, slug="bad")


def test_stored_elements_that_would_break_the_file_are_left_out():
    """A tag XML cannot take (a space, a digit first, markup) is not written; a control
    character is taken out of a text."""
    kept = from_plain(
        [
            ["P2P_CHARGE_RATE", "10", []],
            ["BAD TAG", "x", []],
            ["1ST", "x", []],
            ["<X>", "x", []],
            ["CONTACT", "", [["FULL_NAME", "A\x01B", []]]],
            "not an element",
        ]
    )
    assert [(e.tag, e.text) for e in kept] == [("P2P_CHARGE_RATE", "10"), ("CONTACT", "")]
    assert kept[1].children[0].text == "AB"


def test_a_competition_counts_its_sessions_and_sections(db):
    """The demo championship is two sessions, each of sections A and B (its page and the
    demo's set-up say so): the heading says 2 and 2."""
    call_command("demo", verbosity=0)
    competition = m.Competition.objects.get(slug="demo-championship")
    event = ET.fromstring(competition_usebio(competition)).find("EVENT")
    assert (text(event, "SESSION_COUNT"), text(event, "SECTION_COUNT")) == ("2", "2")
    assert len(event.findall("SESSION")) == 2


def test_stored_facts_of_the_wrong_shape_leave_the_sites_own():
    """Facts as a restored backup could hold them: a club that is not two texts leaves the
    site's club; a control character is taken out of the file's club name."""
    site = doc.Document(doc.Club("Compass Club", "9999"), (doc.Event(doc.MP_PAIRS),))
    assert as_filed(site, {"club": ["A CLUB", 2074], "kept": "CONTACT"}).club == site.club
    assert as_filed(site, ["A CLUB"]).club == site.club
    filed = as_filed(site, {"club": ["A\x02 CLUB", "2074"], "title": 7})
    assert filed.club == doc.Club("A CLUB", "2074")
    assert (filed.events[0].title, filed.events[0].kept) == ("", ())
