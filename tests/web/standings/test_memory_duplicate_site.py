"""Memory duplicate through the site: the wizard, the papers, the entry and the standings.

The source (../shared/sources/duplicate_and_progressive_rules.txt) lines 1233-1255 for two
pairs, 1758-1822 for four individuals; the figures are worked by hand in the comments.
"""

from __future__ import annotations

import pytest
from django.urls import reverse

from tests.builders.pairs import create_through_wizard
from tests.printing.pdfread import pages_text
from tests.web.html import tables_in
from tournaments import models as m
from tournaments import services

pytestmark = pytest.mark.django_db

ORIGINAL_EW = [6, 8, 5, 7]  # East-West tricks on the deal: pair 2's card, 26
OVERPLAY_EW = [7, 9, 5, 8]  # and on the overplay: pair 1's card, 29


def seating(event, round_number):
    return m.Seating.objects.get(round__event=event, round__number=round_number)


def enter(client, event, tray, lines):
    """The director's traveller for a tray: North-South tricks by round."""
    data = {"save": "1", "reason": ""}
    for round_number, ns in lines.items():
        data[f"ns_{seating(event, round_number).pk}"] = ns
    response = client.post(reverse("traveller-entry", args=[event.slug, tray]), data)
    assert response.status_code == 302, response.content.decode()[:2000]


def pdf_text(client, event, kind):
    response = client.get(reverse("print-paper", args=[event.slug, kind]) + "?paper=a4")
    assert response.status_code == 200 and response["Content-Type"] == "application/pdf"
    return " ".join(pages_text(response.content))


@pytest.fixture
def two_pairs(organiser_client):
    created = create_through_wizard(
        organiser_client,
        name="Memory night",
        pairs=2,
        kind="memory",
        scoring="tricks",
        boards_per_round=4,
    )
    assert created.status_code == 302
    event = m.Event.objects.get()
    assert organiser_client.post(f"/e/{event.slug}/start/", {"confirmed": "yes"}).status_code == 302
    event.refresh_from_db()
    return event


def test_the_wizard_offers_memory_duplicate_to_two_pairs(organiser_client):
    basics = {
        "name": "Two of us",
        "date": "2026-11-21",
        "game": "whist",
        "form": "pairs",
        "entrants": "2",
        "minutes_per_board": "7.5",
        "session_minutes": "180",
        "step": "recommend",
    }
    rows = organiser_client.post("/organise/new/", basics).context["rows"]
    assert [(rec.kind, rec.default) for _v, rec in rows] == [("memory", True)]
    # 180 minutes at 7.5 a tray is 24 plays: twelve deals, each played twice
    assert (rows[0][1].trays_in_play, rows[0][1].total_boards) == (12, 24)


def test_two_pairs_play_enter_and_score_by_the_difference_of_the_cards(organiser_client, two_pairs):
    event = two_pairs
    for tray in range(1, 5):
        enter(
            organiser_client,
            event,
            tray,
            {1: 13 - ORIGINAL_EW[tray - 1], 2: 13 - OVERPLAY_EW[tray - 1]},
        )
    assert m.Result.objects.filter(tray__event=event).count() == 8
    page = organiser_client.get(reverse("standings", args=[event.slug])).content.decode()
    tricks = next(t for t in tables_in(page) if "+/−" in t[0])
    # pair 1: 26 tricks on the deal (13 - 6, ...) and 29 on the overplay = 55 of an average
    # 52 (13 a deal, twice over four deals, halved between the sides): +3, the difference of
    # the East-West cards 29 - 26; pair 2 the other way
    head = tricks[0]
    figures = {row[head.index("Pair")]: row[head.index("+/−")] for row in tricks[1:]}
    assert figures == {"1": "+3", "2": "-3"}
    assert [row[head.index("Tricks")] for row in tricks[1:]] == ["55", "49"]
    card = organiser_client.get(reverse("score-card", args=[event.slug, "1"])).content.decode()
    head, *lines = tables_in(card)[0]
    seen = [
        (row[head.index("Round")], row[head.index("Tray")], row[head.index("Dir")]) for row in lines
    ]
    assert seen == [(r, str(t), d) for r, d in (("1", "NS"), ("2", "EW")) for t in range(1, 5)]
    # the overplay's East-West tricks are pair 1's own: 7, 9, 5, 8
    assert [row[head.index("Tricks")] for row in lines[4:]] == ["7", "9", "5", "8"]


def test_two_pairs_papers_say_the_trays_are_turned_and_nobody_moves(organiser_client, two_pairs):
    table = pdf_text(organiser_client, two_pairs, "table-cards")
    assert "turn each tray a quarter round so its arrow points East-West" in table
    assert "the last laid aside first" in table
    guide = pdf_text(organiser_client, two_pairs, "guide-cards")
    assert "1 1 NS 1-4 Pair 2 2 1 NS 1-4 Pair 2 arrow switch: play EW cards" in guide
    # lines 1237-1238: "No trump is turned in Memory Duplicate; one suit being declared
    # trumps for the entire sitting": the labels carry no trump slip
    labels = pdf_text(organiser_client, two_pairs, "tray-labels")
    assert "TRAY 1 Dealer: West" in labels and "TRUMP SLIP" not in labels
    score_cards = pdf_text(organiser_client, two_pairs, "score-cards")
    # pair 1's card: North-South on the deal, East-West on the overplay
    assert "1 1 1 NS Pair 2" in score_cards and "2 4 1 EW Pair 2" in score_cards


def test_four_individuals_through_the_wizard_to_the_tricks_won_and_lost(organiser_client):
    basics = {
        "name": "Four at one table",
        "date": "2026-11-21",
        "game": "whist",
        "form": "individuals",
        "entrants": "4",
        "minutes_per_board": "7.5",
        "session_minutes": "90",
        "step": "recommend",
    }
    rows = organiser_client.post("/organise/new/", basics).context["rows"]
    value, rec = rows[0]
    assert rec.kind == "memory-individual" and rec.options == {"boards_per_round": 2}
    data = {**basics, "step": "create", "movement": value, "scoring_method": "matchpoints"}
    assert organiser_client.post("/organise/new/", data).status_code == 302
    event = m.Event.objects.get()
    assert organiser_client.post(f"/e/{event.slug}/start/", {"confirmed": "yes"}).status_code == 302
    guide = pdf_text(organiser_client, event, "guide-cards")
    # South (player 1) never moves; on the overplay he plays East's cards from his own chair
    assert "1 1 South 1-2" in guide and "4 1 South 1-2" in guide
    assert "trays turned: play the East cards" in guide
    # North-South tricks on the deal and on the overplay.  Deals 1-2 (1 partners 4): 8 then
    # 6, so 1 and 4 gain 2 a deal, 2 and 3 lose 2.  Deals 3-4 (1 partners 3): 7 and 7, level.
    # Deals 5-6 (1 partners 2): 5 then 7, so 1 and 2 lose 2 a deal, 3 and 4 gain 2.
    for tray in range(1, 7):
        deal_round, over_round = (tray + 1) // 2, (tray + 1) // 2 + 3
        first, second = {1: (8, 6), 2: (8, 6), 3: (7, 7), 4: (7, 7), 5: (5, 7), 6: (5, 7)}[tray]
        enter(organiser_client, event, tray, {deal_round: first, over_round: second})
    page = organiser_client.get(reverse("standings", args=[event.slug])).content.decode()
    assert "the four figures add up to nothing" in page
    tricks = next(t for t in tables_in(page) if "+/−" in t[0])
    head = tricks[0]
    figures = {row[head.index("Player")]: row[head.index("+/−")] for row in tricks[1:]}
    # 1: +4 + 0 - 4 = 0; 2: -4 + 0 - 4 = -8; 3: -4 + 0 + 4 = 0; 4: +4 + 0 + 4 = +8
    assert figures == {"4": "+8", "1": "=", "3": "=", "2": "-8"}


def test_the_table_phone_enters_the_deal_and_then_its_overplay(client, organiser, two_pairs):
    """At one table a tray comes back in the next round: the phone stores each play on its
    own, the overplay's East-West tricks belonging to pair 1."""
    event = two_pairs
    table = event.tables.get(number=1)
    url = reverse("table-pad-save", args=[table.secret])

    def send(round_number, ns_tricks, key):
        body = {"tray": 1, "round": round_number, "ns_tricks": ns_tricks, "key": key}
        return client.post(url, body, content_type="application/json")

    assert send(1, 7, "memory-0001").json()["outcome"] == "saved"
    services.advance_round(event, by=organiser)
    state = client.get(reverse("table-pad-state", args=[table.secret])).json()
    assert state["round"] == 2 and [t["number"] for t in state["trays"]] == [1, 2, 3, 4]
    assert send(2, 6, "memory-0002").json()["outcome"] == "saved"
    stored = {
        r.seating.round.number: (r.seating.ns.label, r.ns_tricks, r.ew_tricks)
        for r in m.Result.objects.filter(tray__event=event, tray__number=1).select_related(
            "seating__round", "seating__ns"
        )
    }
    assert stored == {1: ("1", 7, 6), 2: ("2", 6, 7)}
