"""A finished bridge Mitchell exported as USEBIO 1.2 and read back with a generic XML parser,
by the element names the USEBIO 1.2 specification gives (not by the site's own reader).

Three tables, one board a round, two winners.  Board 1 (love all): table 1 4S by N making 10
(+420), table 2 4S by N 9 (-50), table 3 3NT by S 10 (+430).  Board 2 (NS vulnerable): 2H by E
8 (-110), 2H by E 9 (-140), 3C by N 9 (+110).  Board 3 (EW vulnerable): 3NT by W 9 (-600)
twice, 4S by N 10 (+420).  By the club's rules (1 for each result beaten, ½ for a tie; top 2):
board 1 NS 1, 0, 2; board 2 NS 1, 0, 2; board 3 NS ½, ½, 2 (the two -600s tie).  NS pair 1:
1 + 1 + ½ = 2.5 of 6, 41.67%, second; NS 2: ½ of 6, 8.33%, third; NS 3: 6 of 6, 100%, first.
The file carries the figures the event's standings show, under the event's own rules.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from decimal import Decimal

import pytest

from tests.builders import enter_contract, make_bridge_mitchell
from tests.web.deals.events import PAR_140
from tournaments import models as m
from tournaments import services
from tournaments.deals.cards import Deal
from tournaments.standings.usebio import ExportRefused, event_usebio

pytestmark = pytest.mark.django_db

PLAYED = {
    1: [(1, "4S", "N", 10), (2, "4S", "N", 9), (3, "3NT", "S", 10)],
    2: [(1, "2H", "E", 8), (2, "2H", "E", 9), (3, "3C", "N", 9)],
    3: [(1, "3NT", "W", 9), (2, "3NT", "W", 9), (3, "4S", "N", 10)],
}
NS_FIGURES = {1: ("1", "0", "2"), 2: ("1", "0", "2"), 3: ("0.5", "0.5", "2")}


@pytest.fixture
def finished(organiser):
    event = make_bridge_mitchell(organiser, tables=3, boards_per_round=1)
    services.register_entrant(
        event.entrants.get(label="1NS"), by=organiser, player_names=["Ada Byron", "Bea Lane"]
    )
    ada = m.Player.objects.get(name="Ada Byron")
    ada.national_id = "123456"
    ada.save()
    for tray, lines in PLAYED.items():
        for table, contract, declarer, tricks in lines:
            enter_contract(event, organiser, tray, table, contract, declarer, tricks)
    services.finish_event(event, by=organiser)
    event.refresh_from_db()
    return event


def text(node, tag):
    return (node.findtext(tag) or "").strip()


def test_the_file_reads_back_by_the_published_element_names(finished):
    root = ET.fromstring(event_usebio(finished))
    assert (root.tag, root.get("Version")) == ("USEBIO", "1.2")
    assert text(root.find("CLUB"), "CLUB_NAME") == "Compass Club"
    event = root.find("EVENT")
    assert event.get("EVENT_TYPE") == "MP_PAIRS"
    assert text(event, "WINNER_TYPE") == "2"
    assert text(event, "DATE") == "20/11/2026"
    assert text(event, "BOARD_SCORING_METHOD") == "MATCH_POINTS"
    pairs = {
        (text(p, "PAIR_NUMBER"), text(p, "DIRECTION")): p
        for p in event.find("PARTICIPANTS").findall("PAIR")
    }
    assert len(pairs) == 6
    ns = {n: (text(p, "TOTAL_SCORE"), text(p, "PERCENTAGE"), text(p, "PLACE"))
          for (n, d), p in pairs.items() if d == "NS"}  # fmt: skip
    assert ns == {
        "1": ("2.50", "41.67", "2"),
        "2": ("0.50", "8.33", "3"),
        "3": ("6.00", "100.00", "1"),
    }
    ada = pairs[("1", "NS")].findall("PLAYER")[0]
    assert (text(ada, "PLAYER_NAME"), text(ada, "NATIONAL_ID_NUMBER")) == ("Ada Byron", "123456")


def test_every_traveller_line_with_its_match_points(finished):
    event = ET.fromstring(event_usebio(finished)).find("EVENT")
    boards = {
        int(text(b, "BOARD_NUMBER")): b.findall("TRAVELLER_LINE") for b in event.iter("BOARD")
    }
    assert sorted(boards) == [1, 2, 3]
    for tray, lines in boards.items():
        by_ns = {text(line, "NS_PAIR_NUMBER"): line for line in lines}
        for table, contract, declarer, tricks in PLAYED[tray]:
            line = by_ns[str(table)]  # NS pair n sits at table n in a Mitchell
            assert (text(line, "CONTRACT"), text(line, "PLAYED_BY"), text(line, "TRICKS")) == (
                contract,
                declarer,
                str(tricks),
            )
            ns, ew = Decimal(text(line, "NS_MATCH_POINTS")), Decimal(text(line, "EW_MATCH_POINTS"))
            assert ns == Decimal(NS_FIGURES[tray][table - 1]) and ns + ew == 2
    scores = [text(line, "SCORE") for line in boards[1]]
    assert sorted(scores, key=int) == ["-50", "420", "430"]


def test_butler_pairs_write_imps_against_the_datum(organiser, finished):
    """Board 1 under Butler: datum (420 - 50 + 430) / 3 = 266.67, to 270; +150 is 4 IMPs,
    -320 is 8 IMPs away, +160 is 4 IMPs."""
    finished.scoring_method = m.ScoringMethod.BUTLER
    finished.save()
    event = ET.fromstring(event_usebio(finished)).find("EVENT")
    assert event.get("EVENT_TYPE") == "BUTLER_PAIRS"
    board = next(b for b in event.iter("BOARD") if text(b, "BOARD_NUMBER") == "1")
    got = {text(x, "NS_PAIR_NUMBER"): text(x, "NS_BUTLER_POINTS") for x in board}
    assert {k: v for k, v in got.items() if k} == {"1": "4", "2": "-8", "3": "4"}


def test_an_event_in_play_is_refused(organiser):
    event = make_bridge_mitchell(organiser, tables=3, boards_per_round=1)
    with pytest.raises(ExportRefused, match="is not finished: finish it on its page"):
        event_usebio(event)


def test_cross_imp_pairs_write_each_lines_imps_averaged_over_the_comparisons(organiser, finished):
    """Board 1 under cross-IMPs: +420 against -50 is 470 (10 IMPs) and against +430 is 10 (0):
    10 over two comparisons, 5; -50 loses 10 to each, -10; +430 gains 0 and 10, 5.  East-West
    score the opposite.  The event is a ``CROSS_IMP`` event, as Compscore and the national
    bodies' platforms write the type; its boards are scored ``CROSS_IMPS``."""
    finished.scoring_method = m.ScoringMethod.CROSS_IMPS
    finished.save()
    event = ET.fromstring(event_usebio(finished)).find("EVENT")
    assert (event.get("EVENT_TYPE"), text(event, "BOARD_SCORING_METHOD")) == (
        "CROSS_IMP",
        "CROSS_IMPS",
    )
    board = next(b for b in event.iter("BOARD") if text(b, "BOARD_NUMBER") == "1")
    got = {
        text(x, "NS_PAIR_NUMBER"): (text(x, "NS_CROSS_IMP_POINTS"), text(x, "EW_CROSS_IMP_POINTS"))
        for x in board.findall("TRAVELLER_LINE")
    }
    assert got == {"1": ("5", "-5"), "2": ("-10", "10"), "3": ("5", "-5")}


def test_one_field_ranks_the_six_pairs_together(organiser, finished):
    """Scored as one field, the lines keep their match points and the six pairs rank together.
    In this three-table Mitchell East-West pair 1 met boards 1, 2, 3 at tables 1, 3, 2, pair 2
    at tables 3, 2, 1, pair 3 at tables 2, 1, 3, so East-West scored (2 less North-South):
    pair 1: 1 + 0 + 1.5 = 2.5 (41.67%), pair 2: 0 + 2 + 1.5 = 3.5 (58.33%), pair 3: 2 + 1 + 0
    = 3 (50%).  Places: NS 3 first, EW 2, EW 3, NS 1 and EW 1 tie for fourth, NS 2 sixth.
    The tie is written as the bare number on each tied pair (4), as Compscore writes one."""
    finished.one_winner = True
    finished.save()
    event = ET.fromstring(event_usebio(finished)).find("EVENT")
    assert text(event, "WINNER_TYPE") == "1"
    pairs = event.find("PARTICIPANTS").findall("PAIR")
    got = {text(p, "PAIR_NUMBER"): (text(p, "PERCENTAGE"), text(p, "PLACE")) for p in pairs}
    assert got == {
        "3NS": ("100.00", "1"),
        "2EW": ("58.33", "2"),
        "3EW": ("50.00", "3"),
        "1NS": ("41.67", "4"),
        "1EW": ("41.67", "4"),
        "2NS": ("8.33", "6"),
    }
    assert all(text(p, "DIRECTION") == "" for p in pairs)


def test_the_deals_as_hand_records(organiser, finished):
    """Tray 1's deal (DDS's sixth test deal, tests/web/deals/events.py): North J9 QT92 KT
    KJT94, East AK84 754 9654 85, South QT752 A86 3 AQ62, West 63 KJ3 AQJ872 73."""
    services.set_deal(finished, 1, Deal.parse(PAR_140), by=organiser)
    root = ET.fromstring(event_usebio(finished))
    (board,) = root.find("HANDSET").findall("BOARD")
    assert text(board, "BOARD_NUMBER") == "1"
    hands = {
        text(h, "DIRECTION"): tuple(text(h, s) for s in ("SPADES", "HEARTS", "DIAMONDS", "CLUBS"))
        for h in board.findall("HAND")
    }
    assert hands == {
        "North": ("J9", "QT92", "KT", "KJT94"),
        "East": ("AK84", "754", "9654", "85"),
        "South": ("QT752", "A86", "3", "AQ62"),
        "West": ("63", "KJ3", "AQJ872", "73"),
    }
