"""The opening lead on every entry path (the table's phone, the director's traveller and the
score slip): a card the opening leader does not hold is refused with a clear message and
nothing is stored; a card the leader holds is stored and shown on the traveller and both
pairs' score cards.

Tray 1's deal is made by hand so each seat's cards are plain: North holds every spade, East
every heart, South every diamond, West every club.  7S by North takes all thirteen tricks;
East, on North's left, leads: the heart queen is East's, the spade ace is not (North's).
"""

from __future__ import annotations

from html import unescape

import pytest
from django.urls import reverse

from tests.builders import make_bridge_mitchell, seating_for
from tests.web.html import tables_in
from tournaments import models as m
from tournaments import services
from tournaments.deals.cards import Deal

ONE_SUIT_EACH = "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432"
REFUSED = "the opening lead is made by East, on the declarer's left, who does not hold \u2660A"


@pytest.fixture
def event(organiser):
    event = make_bridge_mitchell(organiser, tables=3, name="Lead night")
    services.set_deal(event, 1, Deal.parse(ONE_SUIT_EACH), by=organiser)
    return event


def traveller_post(event, lead: str) -> dict:
    seating = seating_for(event, 1, "1NS", "1EW")
    key = seating.pk
    return {f"contract_{key}": "7S", f"declarer_{key}": "N", f"tricks_{key}": "13",
            f"lead_{key}": lead, f"adj_{key}": "", "reason": "", "save": ""}  # fmt: skip


def test_the_directors_traveller_refuses_a_lead_the_leader_does_not_hold(organiser_client, event):
    url = reverse("traveller-entry", args=[event.slug, 1])
    refused = organiser_client.post(url, traveller_post(event, "SA"))
    assert refused.status_code == 200 and REFUSED in unescape(refused.content.decode())
    assert not m.Result.objects.exists()
    saved = organiser_client.post(url, traveller_post(event, "hq"))
    assert saved.status_code == 302
    assert m.Result.objects.get().lead == "HQ"
    page = organiser_client.get(reverse("traveller", args=[event.slug, 1])).content.decode()
    line = next(row for row in tables_in(page)[0][1:] if row[2] == "1 NS")
    assert "7\u2660" in line[4] and "lead \u2665Q" in line[4]
    # Both pairs' score cards show the lead beside the contract, as the traveller does.
    for label in ("1NS", "1EW"):
        card = organiser_client.get(reverse("score-card", args=[event.slug, label]))
        row = next(r for r in tables_in(card.content.decode())[0][1:] if r[2].startswith("1"))
        assert "7\u2660" in row[5] and "lead \u2665Q" in row[5], (label, row)


def test_the_score_slip_refuses_a_lead_the_leader_does_not_hold(organiser_client, event):
    url = reverse("slip-entry", args=[event.slug])
    data = {"tray": 1, "table": 1, "contract": "7S", "declarer": "N", "tricks": "13"}
    refused = organiser_client.post(url, {**data, "lead": "SA"})
    assert refused.status_code == 200 and REFUSED in unescape(refused.content.decode())
    assert not m.Result.objects.exists()
    organiser_client.post(url, {**data, "lead": "H7"})
    assert m.Result.objects.get().lead == "H7"


def test_the_tables_phone_refuses_a_lead_the_leader_does_not_hold(client, event):
    secret = event.tables.get(number=1).secret
    url = reverse("table-pad-save", args=[secret])
    body = {"tray": 1, "contract": "7S", "declarer": "N", "tricks": 13, "key": "lead-key-01"}
    refused = client.post(url, {**body, "lead": "SA"}, content_type="application/json")
    assert refused.status_code == 422 and REFUSED in refused.json()["message"]
    assert not m.Result.objects.exists()
    saved = client.post(url, {**body, "lead": "HQ"}, content_type="application/json")
    assert saved.json()["outcome"] == "saved" and m.Result.objects.get().lead == "HQ"
