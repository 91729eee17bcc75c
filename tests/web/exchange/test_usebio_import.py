"""A real results file imported as an event of the club, and bad files refused whole.

The file (``../shared/reference/usebio/mp_pairs_howell.xml``) is a twelve-pair Howell scored
by Compscore3.  Imported, it is an event whose standings show the file's percentages and
places, every score the site works out from a contract is the file's, and exported again it
gives the same travellers, match points, percentages, places and masterpoints.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from decimal import Decimal

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError

from tests.builders import club_named, club_user
from tournaments import models as m
from tournaments.standings import scores_for
from tournaments.standings.usebio import event_usebio

pytestmark = pytest.mark.django_db


@pytest.fixture
def real_file(shared_dir):
    return shared_dir / "reference/usebio/mp_pairs_howell.xml"


@pytest.fixture
def director(db):
    return club_user("director")


def imported(path, *args) -> tuple[m.Event, str]:
    from io import StringIO

    out = StringIO()
    call_command("usebio", "import", str(path), *args, stdout=out)
    return m.Event.objects.get(), out.getvalue()


def text(node, tag):
    return (node.findtext(tag) or "").strip()


@pytest.mark.shared
def test_the_standings_are_the_files(real_file, director):
    event, said = imported(real_file, "--slug", "wednesday")
    assert "Every figure of the file is the site's own: nothing differs." in said
    assert (event.slug, event.status, event.published) == ("wednesday", "finished", False)
    assert event.club == club_named() and event.movement_kind == "imported"
    file = ET.parse(real_file).getroot().find("EVENT").find("PARTICIPANTS")
    expected = {
        text(p, "PAIR_NUMBER"): (Decimal(text(p, "PERCENTAGE")), text(p, "PLACE"))
        for p in file.findall("PAIR")
    }
    rows = scores_for(event).rows()
    assert {r["code"]: (Decimal(r["percentage"]), r["place"]) for r in rows} == expected
    names = {r["code"]: r["name"] for r in rows}
    assert names["6"] == "PLAYER 011 & PLAYER 012"
    assert m.Player.objects.get(name="PLAYER 011").national_id == "900011"
    awards = {a.player.name: a.points for a in event.awards.select_related("player")}
    assert (awards["PLAYER 011"], awards["PLAYER 001"]) == (Decimal(60), Decimal(0))


@pytest.mark.shared
def test_exported_again_the_travellers_and_figures_are_the_files(real_file, director):
    event, _ = imported(real_file)
    before = ET.parse(real_file).getroot().find("EVENT")
    after = ET.fromstring(event_usebio(event)).find("EVENT")

    def lines(root):
        keys = ("NS_PAIR_NUMBER", "EW_PAIR_NUMBER", "CONTRACT", "PLAYED_BY", "LEAD", "TRICKS")
        out = {}
        for board in root.iter("BOARD"):
            for line in board.findall("TRAVELLER_LINE"):
                key = (text(board, "BOARD_NUMBER"), *(text(line, k) for k in keys))
                figures = ("SCORE", "NS_MATCH_POINTS", "EW_MATCH_POINTS")
                out[key] = tuple(text(line, f) for f in figures)
        return out

    assert lines(after) == lines(before)

    def pairs(root):
        figures = ("TOTAL_SCORE", "PERCENTAGE", "PLACE", "MASTER_POINTS_AWARDED")
        return {
            text(p, "PAIR_NUMBER"): tuple(text(p, f) for f in figures)
            for p in root.find("PARTICIPANTS").findall("PAIR")
        }

    assert pairs(after) == pairs(before)


@pytest.mark.shared
def test_the_hand_records_become_the_deals_and_go_out_again(real_file, director):
    """The file's HANDSET gives the 27 boards' hands (board 1: East J5432 T8 K865 J2); they
    are the event's deals, analysed double dummy by the command, and the export carries them
    back as the file had them."""
    event, said = imported(real_file)
    assert "27 deals from the file's hand records." in said
    assert "Analysed 27 deals double dummy." in said
    deals = m.Deal.objects.filter(tray__event=event)
    assert deals.count() == 27 and not deals.filter(tricks__isnull=True).exists()
    assert deals.get(tray__number=1).cards.hands[1].pbn == "J5432.T8.K865.J2"

    def hands(root):
        return {
            (text(b, "BOARD_NUMBER"), text(h, "DIRECTION")): tuple(
                text(h, s) for s in ("SPADES", "HEARTS", "DIAMONDS", "CLUBS")
            )
            for b in root.find("HANDSET").findall("BOARD")
            for h in b.findall("HAND")
        }

    file = hands(ET.parse(real_file).getroot())
    assert len(file) == 27 * 4
    assert hands(ET.fromstring(event_usebio(event))) == file


@pytest.mark.shared
def test_the_directors_log_says_where_it_came_from(real_file, director):
    event, _ = imported(real_file)
    assert event.log.filter(action="import").first().text == (
        "Imported from a USEBIO 1.2 file written by Compscore3 26-Jul-22: every figure agrees "
        "with the site's scoring."
    )


def write(tmp_path, body: bytes):
    path = tmp_path / "results.xml"
    path.write_bytes(body)
    return path


PAIRS = "".join(
    f"<PAIR><PAIR_NUMBER>{n}</PAIR_NUMBER><PLAYER><PLAYER_NAME>P{n}</PLAYER_NAME></PLAYER></PAIR>"
    for n in (1, 2, 3, 4)
)


def line(ns, ew, contract="4S", by="N", tricks="10", score="420", extra=""):
    return (
        f"<TRAVELLER_LINE><NS_PAIR_NUMBER>{ns}</NS_PAIR_NUMBER><EW_PAIR_NUMBER>{ew}"
        f"</EW_PAIR_NUMBER><CONTRACT>{contract}</CONTRACT><PLAYED_BY>{by}</PLAYED_BY>"
        f"<TRICKS>{tricks}</TRICKS><SCORE>{score}</SCORE>{extra}</TRAVELLER_LINE>"
    )


def small(*boards: str) -> bytes:
    body = "".join(boards)
    return (
        '<?xml version="1.0"?><USEBIO Version="1.2"><CLUB><CLUB_NAME>Compass Club</CLUB_NAME>'
        '</CLUB><EVENT EVENT_TYPE="MP_PAIRS"><EVENT_DESCRIPTION>Small</EVENT_DESCRIPTION>'
        f"<DATE>01/12/2026</DATE><PARTICIPANTS>{PAIRS}</PARTICIPANTS>{body}</EVENT></USEBIO>"
    ).encode()


def board(number, *lines):
    return f"<BOARD><BOARD_NUMBER>{number}</BOARD_NUMBER>{''.join(lines)}</BOARD>"


GOOD = small(
    board(1, line(1, 2), line(3, 4, score="-50", tricks="9")),
    board(2, line(1, 3, "3NT", "S", "9", "600"), line(4, 2, "3NT", "S", "8", "-100")),
)


def refused(tmp_path, body: bytes) -> str:
    with pytest.raises(CommandError) as caught:
        call_command("usebio", "import", str(write(tmp_path, body)))
    assert caught.value.returncode == 2
    assert not m.Event.objects.exists() and not m.Result.objects.exists()
    assert not m.Player.objects.exists()
    return str(caught.value)


def test_a_small_file_imports_and_lists_a_score_the_contract_does_not_give(tmp_path, director):
    """Board 2 is NS vulnerable: 3NT by S making 9 is +600, one down is -100 as written;
    the file's +600 agrees.  A file saying +400 for it is listed, the site's +600 kept."""
    body = GOOD.replace(b"<SCORE>600<", b"<SCORE>400<")
    event, said = imported(write(tmp_path, body))
    assert "BOARD 2/TRAVELLER_LINE 1: SCORE 400 in the file, 600 here" in said
    stored = m.Result.objects.get(tray__number=2, seating__ns__label="1")
    assert (stored.contract, stored.declarer, stored.tricks_taken, stored.ns_score) == (
        "3NT",
        "S",
        9,
        600,
    )


def test_broken_xml_saves_nothing(tmp_path, director):
    message = refused(tmp_path, GOOD[:-20])
    assert "Nothing was imported. The file is not well-formed XML (line 1, column" in message


def test_a_traveller_naming_an_unknown_pair_saves_nothing(tmp_path, director):
    body = small(board(1, line(1, 2), line(3, 9)))
    assert refused(tmp_path, body) == (
        "Nothing was imported. USEBIO/EVENT/BOARD 1/TRAVELLER_LINE 2/EW_PAIR_NUMBER: pair 9 "
        "is not among the participants."
    )


def test_a_score_that_does_not_parse_saves_nothing(tmp_path, director):
    body = small(board(1, line(1, 2), line(3, 4, score="minus 50")))
    message = refused(tmp_path, body)
    assert message.startswith(
        "Nothing was imported. USEBIO/EVENT/BOARD 1/TRAVELLER_LINE 2/SCORE: 'minus 50' is not "
        "a score"
    )


def test_a_file_without_a_traveller_is_refused_with_a_message(tmp_path, director):
    """Participants but no BOARD: nothing to score, said as such (it once failed with a
    "str is not callable" inside the import instead)."""
    assert refused(tmp_path, small()) == (
        "Nothing was imported. USEBIO/EVENT: the file holds no traveller (no BOARD)."
    )


def test_a_contract_the_site_cannot_enter_saves_nothing(tmp_path, director):
    body = small(board(1, line(1, 2), line(3, 4, contract="8S")))
    message = refused(tmp_path, body)
    assert message.startswith("Nothing was imported. USEBIO/EVENT/BOARD 1: Board 1, table")
    assert "8S" in message


def test_no_club_to_put_it_in(tmp_path, director):
    club_named("Rival Club")
    body = GOOD.replace(b"Compass Club", b"Unknown Club")
    with pytest.raises(CommandError, match="say which with --club CLUB") as caught:
        call_command("usebio", "import", str(write(tmp_path, body)))
    assert caught.value.returncode == 2 and not m.Event.objects.exists()


def test_export_of_an_unknown_slug_is_refused():
    with pytest.raises(CommandError, match="There is no event or competition 'nothing'") as caught:
        call_command("usebio", "export", "nothing")
    assert caught.value.returncode == 2


def handset(north: str) -> str:
    """Board 1's hand record: North as given, the others DDS's sixth test deal's."""
    hands = {"North": north, "East": "AK84.754.9654.85", "South": "QT752.A86.3.AQ62",
             "West": "63.KJ3.AQJ872.73"}  # fmt: skip
    parts = []
    for direction, held in hands.items():
        suits = dict(zip(("SPADES", "HEARTS", "DIAMONDS", "CLUBS"), held.split("."), strict=True))
        parts.append(
            f"<HAND><DIRECTION>{direction}</DIRECTION>"
            + "".join(f"<{s}>{c}</{s}>" for s, c in suits.items())
            + "</HAND>"
        )
    return f"<HANDSET><BOARD><BOARD_NUMBER>1</BOARD_NUMBER>{''.join(parts)}</BOARD></HANDSET>"


def test_a_hand_record_that_is_not_a_deal_saves_nothing(tmp_path, director):
    """North given the ace of spades, which East holds too: 53 cards."""
    body = GOOD.replace(b"</USEBIO>", handset("AJ9.QT92.KT.KJT94").encode() + b"</USEBIO>")
    assert refused(tmp_path, body).startswith(
        "Nothing was imported. USEBIO/HANDSET: board 1: North has 14 cards; every hand holds 13"
    )
    assert not m.Deal.objects.exists()
