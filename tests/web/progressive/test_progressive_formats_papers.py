"""The new formats' papers, downloaded from the print page and read back: today's euchre's
tally cards (each player's route from the chart, a points box a round), its rotation chart,
and the table signs that carry each party's rules (cinch's points to go, euchre's lone hands).

Nine guests (Wh(9)): P1 sits out round 1 and in round 2 sits West at table 1 with P3 (East)
against P5 and P8 (see ``tests/web/progressive/test_points_euchre.py``).
"""

from __future__ import annotations

import pytest
from django.urls import reverse

from tests.builders import HAND_DRAWN, cinch_evening, euchre_evening, points_evening, quick_user
from tests.printing.pdfread import ink_fraction, pages_text
from tournaments import models as m
from tournaments.services import progressive as ps


@pytest.fixture
def organiser(db):
    return quick_user("hostess")


def card(text: str, player: str) -> str:
    """One player's tally card as read back: from its heading to its total."""
    start = text.index(f"{player} 8 hands a round")
    return text[start : text.index("Total", start) + len("Total") + 2]


def download(client, event, kind: str, paper: str = "a4") -> list[str]:
    response = client.get(reverse("print-paper", args=[event.slug, kind]) + f"?paper={paper}")
    assert response.status_code == 200, response.content[:300]
    assert response["Content-Type"] == "application/pdf"
    return pages_text(response.content)


def test_points_tally_cards_are_each_players_route(client, organiser):
    event = points_evening(organiser, rounds=2)
    ps.draw_evening(event, by=organiser)
    client.force_login(organiser)
    html = client.get(reverse("print", args=[event.slug])).content.decode()
    assert reverse("print-paper", args=[event.slug, "rotation-chart"]) in html
    pages = download(client, event, "tally-cards")
    assert len(pages) == 3  # nine cards, four to a page
    text = " ".join(pages)
    first = card(text, "P1 Guest A")
    assert "Round Table Seat Partner Against Points" in first
    assert "1 Sitting out a bye \u2610" in first
    assert "2 1 West P3 Guest C P5 Guest E & P8 Guest H \u2610" in first
    assert first.endswith("Total \u2610")
    assert "a hand scores 1, 2, or 4 for a lone hand's march" in first
    assert "a bye: the round's average." in first


def test_played_points_and_the_total_print_once_known(client, organiser):
    event = points_evening(organiser, rounds=1)
    ps.draw_evening(event, by=organiser)
    ps.open_round(event, by=organiser)
    for table, points in ((1, (8, 5)), (2, (4, 7))):
        ps.report_result(event, ps.TableReport(table, points=points), by=organiser)
    ps.close_round(event, by=organiser)
    client.force_login(organiser)
    text = " ".join(download(client, event, "tally-cards"))
    # Round 1: P4 & P7 v P2 & P3 8-5, P5 & P9 v P8 & P6 4-7; P1's bye is the average, 6.
    # A one-round evening is over once its round closes: the totals print too.
    assert card(text, "P1 Guest A").endswith("1 Sitting out a bye 6 Total 6")
    assert card(text, "P7 Guest G").endswith(
        "1 1 South P4 Guest D P2 Guest B & P3 Guest C 8 Total 8"
    )


def test_the_rotation_chart_prints_every_round_and_its_promise(client, organiser):
    event = points_evening(organiser, rounds=2)
    client.force_login(organiser)
    pages = download(client, event, "rotation-chart", "letter")
    text = " ".join(pages)
    assert "9 players at 2 tables, 9 rounds: every player partners every other once" in text
    assert "Table North-South East-West 1 P4 Guest D & P7 Guest G" in text
    assert "Out P1 Guest A" in text
    assert "Round 3 after this evening's rounds" in text and "Round 9" in text
    assert (
        ink_fraction(
            client.get(reverse("print-paper", args=[event.slug, "rotation-chart"])).content
        )
        > 0.01
    )


def test_a_star_party_has_no_rotation_chart(client, organiser):
    event = euchre_evening(organiser)
    client.force_login(organiser)
    html = client.get(reverse("print", args=[event.slug])).content.decode()
    assert reverse("print-paper", args=[event.slug, "rotation-chart"]) not in html
    response = client.get(reverse("print-paper", args=[event.slug, "rotation-chart"]))
    assert response.status_code == 404


def test_the_signs_carry_each_partys_rules(client, organiser):
    euchre = euchre_evening(organiser)
    ps.seat_by_hand(euchre, HAND_DRAWN, by=organiser)
    cinch = cinch_evening(organiser)
    points = points_evening(organiser)
    client.force_login(organiser)
    signs = download(client, euchre, "table-signs")
    assert "Head table" in signs[0] and "No lone hands at the head table." in signs[0]
    assert "No lone hands" not in signs[1]
    assert "when a side reaches it at the head table the bell ends the round" in signs[1]
    signs = download(client, cinch, "table-signs")
    assert "4 deals a table, 51 up: report the points to go." in signs[0]
    assert "a tie is cut, the high card going up" in signs[2]
    assert "Booby table" in signs[2]
    signs = download(client, points, "table-signs")
    assert len(signs) == 2 and "Head table" not in signs[0] and "Table 1" in signs[0]
    assert "Everyone's next table and partner are on the rotation chart" in signs[1]


def test_the_print_command_prints_the_rotation_chart(organiser, tmp_path):
    from django.core.management import call_command

    event = points_evening(organiser)
    out = tmp_path / "chart.pdf"
    call_command("print", event.slug, "rotation-chart", "--out", str(out))
    assert "Out P1 Guest A" in " ".join(pages_text(out.read_bytes()))
    assert m.Event.objects.filter(slug=event.slug).exists()
