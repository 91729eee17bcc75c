"""A contract bridge event says "board" on every page, paper and file a person reads, and
never the whist source's "tray" or "strain"; a whist event keeps "tray".  The checks read
what is rendered (a page's title and main part, each paper's text through pypdf, the CSV's
header, the pad's state), never the templates."""

from __future__ import annotations

import csv
import io

import pytest
from django.urls import reverse

from tests.builders import make_bridge_mitchell, played_mitchell
from tests.printing.pdfread import pages_text
from tests.web.words.visible import visible_text, whist_words
from tournaments import models as m
from tournaments import services

PAPERS = ("table-cards", "guide-cards", "tray-labels", "travellers", "score-cards", "results")


def played_bridge(by) -> m.Event:
    """Three tables, boards 1-6 two a round, every result 3NT by North making nine tricks,
    the deals generated from a seed."""
    event = make_bridge_mitchell(by, tables=3, boards_per_round=2)
    for board in event.trays.all():
        entries = [
            services.BridgeEntry(s.pk, "3NT", "N", 9)
            for s in board.seatings.filter(ew__isnull=False)
        ]
        services.record_traveller(event, board.number, entries, by=by)
    services.generate_deals(event, by=by, seed=5)
    event.refresh_from_db()
    return event


def event_pages(event: m.Event) -> list[str]:
    """The pages a director and the players read during a pairs evening."""
    slug = event.slug
    seating = m.Seating.objects.filter(round__event=event, ew__isnull=False).first()
    return [
        reverse("event", args=[slug]),
        reverse("standings", args=[slug]),
        reverse("standings-live", args=[slug]),
        reverse("movement", args=[slug]),
        reverse("score-card", args=[slug, "1NS"]),
        reverse("score-card", args=[slug, "2EW"]),
        reverse("traveller", args=[slug, 1]),
        reverse("where-next", args=[slug]) + "?entrant=1NS",
        reverse("run", args=[slug]),
        reverse("traveller-entry", args=[slug, 1]),
        reverse("slip-entry", args=[slug]),
        reverse("deals", args=[slug]),
        reverse("deal-edit", args=[slug, 1]),
        reverse("print", args=[slug]),
        reverse("event-settings", args=[slug]),
        reverse("entrants", args=[slug]),
        reverse("table-entry", args=[seating.table.secret]),
        reverse("ruling", args=[slug, 1, seating.pk]),
    ]


def page_text(client, url: str) -> str:
    response = client.get(url)
    assert response.status_code == 200, url
    return visible_text(response.content.decode())


def paper_text(client, event: m.Event, kind: str) -> str:
    response = client.get(reverse("print-paper", args=[event.slug, kind]))
    assert response.status_code == 200, kind
    return " ".join(pages_text(response.content))


def csv_header(client, event: m.Event) -> list[str]:
    response = client.get(reverse("standings", args=[event.slug]) + "?_export=csv")
    assert response.status_code == 200
    return next(csv.reader(io.StringIO(response.content.decode("utf-8-sig"))))


@pytest.fixture
def bridge(organiser):
    return played_bridge(organiser)


def test_a_bridge_events_pages_say_board_and_never_tray_or_strain(organiser_client, bridge):
    said = {url: whist_words(page_text(organiser_client, url)) for url in event_pages(bridge)}
    assert {url: words for url, words in said.items() if words} == {}
    traveller = page_text(organiser_client, reverse("traveller", args=[bridge.slug, 1]))
    assert "Traveller: board 1" in traveller
    event_page = page_text(organiser_client, reverse("event", args=[bridge.slug]))
    assert "2 boards a round" in event_page


def test_a_bridge_events_papers_say_board(organiser_client, bridge):
    texts = {kind: paper_text(organiser_client, bridge, kind) for kind in PAPERS}
    assert {kind: whist_words(t) for kind, t in texts.items() if whist_words(t)} == {}
    assert "Traveller · Board 1" in texts["travellers"]
    assert "Board labels" in texts["tray-labels"]
    # round 1 at table 1 (Mitchell, boards down one table): boards 1-2 go to table 3
    assert "boards to table 3" in texts["table-cards"]
    assert "Board 1 (dealer North" in texts["results"]


def test_a_bridge_events_standings_csv_heads_its_column_boards(organiser_client, bridge):
    header = csv_header(organiser_client, bridge)
    assert "Boards" in header
    assert not whist_words(" ".join(header))


def test_a_bridge_tables_pad_is_given_the_words_board_and_denomination(client, bridge):
    table = bridge.tables.get(number=1)
    state = client.get(reverse("table-pad-state", args=[table.secret])).json()
    assert state["words"]["Board"] == "Board"
    assert state["words"]["Denomination"] == "Denomination"


def test_a_whist_event_keeps_the_sources_tray(organiser_client, organiser):
    whist = played_mitchell(organiser)
    traveller = page_text(organiser_client, reverse("traveller", args=[whist.slug, 1]))
    assert "Traveller: tray 1" in traveller
    event_page = page_text(organiser_client, reverse("event", args=[whist.slug]))
    assert "2 trays a round" in event_page
    assert "Trays" in csv_header(organiser_client, whist)
    travellers = paper_text(organiser_client, whist, "travellers")
    assert "Traveller · Tray 1" in travellers
    assert "trays to table 3" in paper_text(organiser_client, whist, "table-cards")
    table = whist.tables.get(number=1)
    state = organiser_client.get(reverse("table-pad-state", args=[table.secret])).json()
    assert state["words"]["Board"] == "Tray"


def test_the_deals_page_offers_the_throw_out_rule_at_whist_only(organiser_client, organiser):
    bridge = make_bridge_mitchell(organiser)
    whist = played_mitchell(organiser, name="Whist night")
    bridge_form = organiser_client.get(reverse("deals", args=[bridge.slug])).context
    whist_form = organiser_client.get(reverse("deals", args=[whist.slug])).context
    assert bridge_form["generate_form"]["throw_out"].value() is None
    assert whist_form["generate_form"]["throw_out"].value() == 6


def test_the_publics_note_on_a_bridge_evening_in_play_says_board(client, organiser):
    """Round 1 of three played and published: the public is told which boards' results it
    may read, in bridge's word."""
    event = make_bridge_mitchell(organiser, tables=3, boards_per_round=2)
    for seating in m.Seating.objects.filter(round__event=event, round__number=1):
        for board in seating.trays.all():
            entry = services.BridgeEntry(seating.pk, "3NT", "N", 9)
            services.record_traveller(event, board.number, [entry], by=organiser)
    services.publish_event(event, by=organiser)
    text = page_text(client, reverse("standings", args=[event.slug]))
    assert "a board's results are shown once every table due to play it" in text
    assert not whist_words(text)
