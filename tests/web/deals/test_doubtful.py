"""Slips caught at the table: where the deal is known, a result far from what the cards allow
is questioned before it is saved ("are you sure?"), and flagged on the director's desk if it
is saved anyway."""

from __future__ import annotations

import pytest
from django.urls import reverse

from tests.builders import make_bridge_mitchell, make_whist_mitchell
from tests.web.deals.events import ALL_TOPS, PAR_140, contract_at, tricks_at
from tournaments import models as m
from tournaments import services
from tournaments.deals.cards import Deal
from tournaments.standings.deals import doubtful, reason
from tournaments.standings.session import doubtful_results

pytestmark = pytest.mark.django_db


@pytest.fixture
def bridge(organiser):
    event = make_bridge_mitchell(organiser)
    services.set_deal(event, 1, Deal.parse(PAR_140), by=organiser)
    return event


def phone(event, tray: int, entry):
    seating = m.Seating.objects.get(round__event=event, trays__number=tray, table__number=1)
    return doubtful(seating.table, seating.trays.get(), entry)


def test_the_phone_asks_before_saving_thirteen_tricks_where_the_cards_give_nine(bridge):
    said = phone(bridge, 1, services.BridgeEntry(0, "4S", "N", 13))
    assert said == (
        "Are you sure? 13 tricks by North in 4\u2660 is far from what the cards allow: check the "
        "declarer, the board and the tricks before saving."
    )
    # What double dummy gives is the director's to read: a phone asking about a tray it has
    # yet to play learns nothing of the cards beyond "far from".
    assert "9" not in said
    assert phone(bridge, 1, services.BridgeEntry(0, "4s", "n", 10)) is None
    assert phone(bridge, 1, services.BridgeEntry(0, "PASS")) is None
    assert phone(bridge, 1, services.BridgeEntry(0, "", adjustment="AVE")) is None


def test_a_contract_by_the_wrong_side_is_questioned(bridge):
    """East-West hold 18 points of 40 here, so the points rule says nothing; the tricks do:
    four spades by East, where double dummy East takes 4, is questioned made."""
    said = phone(bridge, 1, services.BridgeEntry(0, "4S", "E", 10))
    assert said.startswith("Are you sure? 10 tricks by East in 4\u2660 is far from what the cards")
    assert "10 tricks by East in 4\u2660, where double dummy East takes 4" in reason_for(bridge)


def reason_for(event) -> str | None:
    """What the desk would say of four spades by East making ten on tray 1."""
    deal = m.Deal.objects.select_related("tray").get(tray__event=event, tray__number=1)
    values = {"contract": "4S", "declarer": "E", "tricks_taken": 10, "adjustment": ""}
    said = reason(deal, event, values)
    return None if said is None else str(said)


def test_without_a_deal_nothing_is_questioned(bridge):
    m.Deal.objects.filter(tray__event=bridge).delete()
    assert phone(bridge, 1, services.BridgeEntry(0, "4S", "N", 13)) is None


def test_a_doubtful_result_saved_anyway_is_on_the_directors_desk(client, organiser, bridge):
    contract_at(bridge, organiser, 1, 1, "4S", "N", 13)
    contract_at(bridge, organiser, 1, 2, "4S", "N", 10)
    (flagged,) = doubtful_results(bridge)
    assert flagged.result.seating.table.number == 1
    client.force_login(organiser)
    page = client.get(reverse("run", args=[bridge.slug])).content.decode()
    assert "Results far from the cards" in page
    assert "Board 1, table 1 (round" in page
    assert "13 tricks by North in 4\u2660, where double dummy North takes 9" in page
    assert reverse("traveller-entry", args=[bridge.slug, 1]) in page
    # Corrected to what the cards allow, the flag goes.
    seating = m.Seating.objects.get(round__event=bridge, table__number=1, trays__number=1)
    services.record_traveller(
        bridge, 1, [services.BridgeEntry(seating.pk, "4S", "N", 10)], by=organiser,
        reason="the table meant ten",
    )  # fmt: skip
    assert doubtful_results(bridge) == []
    page = client.get(reverse("run", args=[bridge.slug])).content.decode()
    assert "Results far from the cards" not in page


def test_at_whist_the_tricks_are_judged_with_the_trays_trump(organiser):
    event = make_whist_mitchell(organiser)
    services.set_deal(event, 1, Deal.parse(ALL_TOPS), by=organiser, trump="S2")
    said = phone(event, 1, services.WhistEntry(0, None, 4))  # East-West 4: North-South 9
    assert said.startswith("Are you sure? North-South 9 tricks is far from what the cards allow")
    assert phone(event, 1, services.WhistEntry(0, 10, None)) is None
    tricks_at(event, organiser, 1, 1, 9)
    (flagged,) = doubtful_results(event)
    assert "North-South 9 tricks" in flagged.why
    # Without a trump recorded, double dummy cannot say what whist should have made.
    m.Tray.objects.filter(event=event, number=1).update(trump="")
    assert doubtful_results(event) == []


def test_the_scoring_pad_asks_before_saving_a_result_the_cards_make_unlikely(client, bridge):
    """Through the pad's own save: 4S by North with 13 tricks, where double dummy North-South
    take 9 in spades, is held back with the question; confirmed, it is saved as the table
    said; a result that fits the cards is saved at once."""
    seating = m.Seating.objects.get(round__event=bridge, trays__number=1, table__number=1)
    url = reverse("table-pad-save", args=[seating.table.secret])
    body = {"tray": 1, "round": 1, "contract": "4S", "declarer": "N", "tricks": 13,
            "key": "doubt-0001"}  # fmt: skip
    asked = client.post(url, body, content_type="application/json").json()
    assert asked["outcome"] == "confirm"
    assert asked["message"].startswith("Are you sure? 13 tricks by North in 4\u2660")
    assert not m.Result.objects.exists()
    saved = client.post(url, {**body, "confirmed": True}, content_type="application/json")
    assert saved.json()["outcome"] == "saved"
    assert m.Result.objects.get().ns_score == 510  # 4S+3 not vulnerable: 120 + 90 + 300


def test_a_result_that_fits_the_cards_is_saved_without_a_question(client, bridge):
    seating = m.Seating.objects.get(round__event=bridge, trays__number=1, table__number=1)
    url = reverse("table-pad-save", args=[seating.table.secret])
    body = {"tray": 1, "round": 1, "contract": "4S", "declarer": "N", "tricks": 10,
            "key": "doubt-0002"}  # fmt: skip
    assert client.post(url, body, content_type="application/json").json()["outcome"] == "saved"
