"""A League team match through the site: set up in the wizard, guide cards for visitors and
holders, results entered by table, the match's score set by set and sitting by sitting.

The figures are the hand-worked example of tests/scoring/test_league.py (the source's lines
301-307 and its diagram): set 1 visitors 59 to 45, set 2 45 to 59.
"""

from __future__ import annotations

import pytest
from django.urls import reverse

from tests.printing.pdfread import pages_text
from tournaments import models as m
from tournaments import services

pytestmark = pytest.mark.django_db

BASICS = {
    "name": "League match",
    "date": "2026-12-12",
    "venue": "Home club",
    "game": "whist",
    "form": "individuals",
    "entrants": "8",
    "minutes_per_board": "7.5",
    "session_minutes": "180",
    "step": "recommend",
}
# (round, table): North-South tricks on the set's four hands
TRICKS = {(1, 1): (8, 7, 6, 9), (1, 2): (6, 5, 8, 4), (2, 1): (5, 5, 7, 6), (2, 2): (7, 8, 6, 9)}


def _league(client, organiser) -> m.Event:
    rows = client.post("/organise/new/", BASICS).context["rows"]
    value = next(v for v, rec in rows if rec.kind == "league-match" and not rec.options)
    data = {**BASICS, "step": "create", "movement": value, "scoring_method": "matchpoints"}
    assert client.post("/organise/new/", data).status_code == 302
    event = m.Event.objects.get()
    for entrant in event.entrants.all():
        club = "Visitor" if entrant.label in "ABCD" else "Holder"
        services.register_entrant(entrant, by=organiser, player_names=[f"{club} {entrant.label}"])
    return event


def test_a_league_match_from_the_wizard_to_the_score(organiser_client, organiser, client):
    event = _league(organiser_client, organiser)
    assert (event.movement_kind, event.boards_per_round) == ("league-match", 4)
    page = organiser_client.get(reverse("entrants", args=[event.slug])).content.decode()
    assert "the home club's (the holders) W, X, Y and Z, as in the source's diagram" in page
    services.start_event(event, by=organiser)
    event.refresh_from_db()
    assert m.Round.objects.filter(event=event).count() == 12  # six sets, afternoon and night
    pdf = organiser_client.get(reverse("print-paper", args=[event.slug, "guide-cards"])).content
    text = " ".join(pages_text(pdf))
    card_b = text[text.index("Visitor B Visitor B") : text.index("Visitor C Visitor C")]
    # B partners A North-South at table 1 for the first two sets, then sits West at table 2.
    assert "1 1 South 1-4 Holder X & Holder W partner Visitor A" in card_b
    assert "3 2 West 9-12" in card_b and "7 1 South 25-28" in card_b
    table = m.Table.objects.get(event=event, number=1)
    entry = client.post(
        reverse("table-entry", args=[table.secret]),
        {"tray": "1", "t1-ns_tricks": "8", "action": "save"},
    )
    assert entry.status_code == 302
    for (rnd, number), tricks in TRICKS.items():
        for i, ns in enumerate(tricks):
            tray = 4 * (rnd - 1) + i + 1
            if (tray, number) == (1, 1):
                continue
            services.record_whist_slip(
                event, tray_number=tray, table_number=number, ns_tricks=ns, ew_tricks=None,
                by=organiser,
            )  # fmt: skip
    services.record_whist_slip(
        event, tray_number=25, table_number=1, ns_tricks=9, ew_tricks=None, by=organiser
    )  # the night's first hand at table 1: A-B take 9
    page = organiser_client.get(reverse("standings", args=[event.slug])).content.decode()
    assert "<strong>The visitors (A B C D) by 5 tricks</strong>" in page
    assert "113 tricks to 108 over 17 hands played" in page
    assert '<td>Round 1 (1st set)</td><td class="num">8</td><td class="num">59</td>' in page
    assert '<td>Round 2 (2nd set)</td><td class="num">8</td><td class="num">45</td>' in page
    assert '<td>Afternoon sitting</td><td class="num">16</td><td class="num">104</td>' in page
    assert '<td>Night sitting</td><td class="num">1</td><td class="num">9</td>' in page
