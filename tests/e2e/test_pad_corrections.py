"""The table's corrections rule on a phone (360x740): the director's ruling is read-only on
the pad, and a table that has seen the traveller asks the director for a change.

A three-table contract bridge Mitchell, one tray a round: tray 1 is played at table 1 in round
1 and at table 3 in round 2; East-West move up one table.  Scores by the Laws' scoring table
(Law 77), none vulnerable on tray 1: 3NT made +400; 2S by East made, 8 tricks, -110; with 10
tricks (two over) -170.
"""

from __future__ import annotations

import pytest

from tests.builders import club_user, make_bridge_mitchell
from tests.e2e.conftest import screenshot
from tests.e2e.pad import open_pad, sideways, wait_sent
from tournaments import models as m
from tournaments import services

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


def test_the_leavers_average_plus_is_read_only_on_the_opponents_phone(live_server, phone):
    """The fault: the opponents' phone still named the pair that left and offered "Change
    it" on the A+/- line; one tap replaced the director's ruling with 4H=."""
    director = club_user("director", password="pw-director-1")
    event = make_bridge_mitchell(director, tables=3, boards_per_round=1, name="Leaver night")
    pair = event.entrants.get(label="2EW")
    services.withdraw_entrant(
        event, pair, from_round=2, by=director, reason="went home", opponents="average-plus"
    )
    services.advance_round(event, by=director)
    seating = m.Seating.objects.get(round__event=event, round__number=2, ew=pair)
    tray = seating.trays.get().number
    taps = open_pad(phone, f"{live_server.url}/t/{seating.table.secret}/")
    taps.tap("tray", tray)
    card = phone.locator("#pad .stored-card")
    card.wait_for()
    assert "Adjusted: A+/-" in card.inner_text()
    assert "only the director can change it" in card.inner_text()
    assert phone.locator("#pad [data-act=change]").count() == 0
    assert phone.locator("#pad [data-act=accept], #pad [data-act=disagree]").count() == 0
    head = phone.inner_text("#pad .pad-head")
    assert "2 EW" not in head and "left: the director has given averages" in head
    assert sideways(phone) == []
    screenshot(phone, "pad-ruling-read-only")
    ruling = m.Result.objects.get(seating=seating)
    assert (ruling.adjustment, ruling.contract) == ("A+/-", "")


def test_after_seeing_the_traveller_a_change_goes_to_the_director(live_server, phone, page):
    """The fault: a table saved any result, read the tray's traveller, then changed its own."""
    director = club_user("director", password="pw-director-1")
    event = make_bridge_mitchell(director, tables=3, boards_per_round=1, name="Peek night")
    one = event.tables.get(number=1)
    first = services.record_at_table(one, 1, services.BridgeEntry(0, "3NT", "S", 9))
    services.accept_at_table(one, first.pk)
    services.advance_round(event, by=director)
    three = event.tables.get(number=3)
    taps = open_pad(phone, f"{live_server.url}/t/{three.secret}/")
    assert taps.contract(1, 2, "S", "E", 0) <= 6
    wait_sent(phone)
    card = phone.locator("#pad .stored-card").first
    card.wait_for()
    assert "Traveller so far" not in phone.inner_text("#pad")  # no peeking before acceptance
    card.locator("[data-act=accept]").click()
    phone.wait_for_function("() => /Traveller so far \\(2 tables\\)/.test("
                            "document.querySelector('#pad').innerText)")  # fmt: skip
    mine = m.Result.objects.get(seating__table=three)
    assert mine.traveller_seen_at is not None and mine.ns_score == -110
    phone.locator("#pad [data-act=change]").first.click()
    assert "the change you save goes to the director" in phone.inner_text("#pad")
    taps.tap("rel", 2)
    taps.tap("save")
    wait_sent(phone)
    phone.wait_for_function("() => /gone to the director/.test("
                            "document.querySelector('#pad').innerText)")  # fmt: skip
    assert m.Result.objects.get(pk=mine.pk).ns_score == -110  # unchanged until the director
    assert m.ChangeRequest.objects.get().status == "open"
    assert sideways(phone) == []
    screenshot(phone, "pad-change-asked")
    # The desk: old, new, who asked, when the traveller was seen; one click accepts it.
    page.goto(f"{live_server.url}/login/")
    page.fill("#id_username", "director")
    page.fill("#id_password", "pw-director-1")
    page.click("button[type=submit]")
    page.goto(f"{live_server.url}/e/{event.slug}/run/")
    asked = page.locator(".change-requests li").first
    text = asked.inner_text()
    assert "Table 3 (3 NS v 2 EW)" in text and "The table saw the traveller at" in text
    assert "stored 2S by E, 8 tricks, NS -110; asks for 2S by E, 10 tricks, NS -170." in text
    asked.locator("button:text-is('Accept the change')").click()
    page.wait_for_load_state()
    assert "corrected as the table asked" in page.inner_text("ul.messages")
    assert m.Result.objects.get(pk=mine.pk).ns_score == -170
