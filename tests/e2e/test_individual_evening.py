"""Safford's eight players in a real browser: the wizard, the names, and both tables' phones.

Round 1 of Safford's schedule seats table 1 N 1, E 2, S 3, W 5 and table 2 N 4, E 6, S 8,
W 7, both tables playing trays 1-4.  North-South take 7 tricks on every tray at table 1 and
6 at table 2.  By hand, Safford's method: North at table 1 holds 28 tricks, North at table 2
24, so the latter loses 4; the same for South; East and West hold 24 at table 1 and 28 at
table 2, so East and West of table 1 lose 4.  Players 1, 3, 6 and 7 lose nothing (first
equal), players 2, 4, 5 and 8 lose 4 (fifth equal).
"""

from __future__ import annotations

import pytest

from tests.builders import club_user
from tests.e2e.conftest import screenshot
from tests.e2e.pad import open_pad, sideways, wait_sent
from tournaments import models as m

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

PLAYERS = ("Ada", "Bea", "Cy", "Di", "Ed", "Flo", "Gus", "Hal")
NORTH_SOUTH = {1: 7, 2: 6}


def test_a_safford_evening_from_the_wizard_to_the_tricks_lost(live_server, page, phone):
    club_user("director", password="pw-director-1")
    page.goto(f"{live_server.url}/login/")
    page.fill("#id_username", "director")
    page.fill("#id_password", "pw-director-1")
    page.click("button[type=submit]")

    page.goto(f"{live_server.url}/organise/new/")
    page.fill("#id_name", "Safford night")
    page.select_option("#id_game", "whist")  # a new club's wizard opens on contract bridge
    page.select_option("#id_form", "individuals")
    page.fill("#id_entrants", "8")
    page.click("text=Show the movements that fit")
    page.click("label:text-is('Safford, 8 individuals')")
    page.select_option("#id_scoring_method", "top-loss")
    page.click("text=Create event")
    page.wait_for_selector("text=Players for Safford night")
    for number, name in enumerate(PLAYERS, start=1):
        page.fill(f"input[name='{number}-player_1']", name)
    page.click("text=Save players")
    page.wait_for_selector("text=Players saved.")
    page.click("text=Back to the event")
    page.click("text=Start the event")
    page.wait_for_selector("text=What will happen")
    page.click("button:has-text('Start the event')")  # asked first
    page.wait_for_selector("text=seatings are out")
    event = m.Event.objects.get(name="Safford night")

    for number, tricks in NORTH_SOUTH.items():
        table = event.tables.get(number=number)
        taps = open_pad(phone, f"{live_server.url}/t/{table.secret}/")
        for tray in range(1, 5):
            assert taps.tricks(tray, tricks) == 3
        wait_sent(phone)
        phone.locator("#pad .moves").wait_for()
        if number == 1:
            assert sideways(phone) == []  # the 360-pixel phone needs no sideways scroll
            seats = phone.inner_text("#pad .pad-seats")
            assert "North 1 Ada" in seats and "West 5 Ed" in seats
            # Safford: after the set every player moves one seat number up, 8 stays, 7 to 1;
            # player 1 (North at table 1) takes seat 2, East at table 1.  The set is done.
            moves = phone.inner_text("#pad .moves")
            assert "1: stay at table 1, sit East." in moves
            assert "Trays finished: hand them to the director." in moves
            screenshot(phone, "individual-table-phone")
    assert m.Result.objects.filter(tray__event=event).count() == 8

    page.goto(f"{live_server.url}/e/{event.slug}/standings/")
    loss = page.locator("table.top-loss")
    rows = {}
    for row in loss.locator("tbody tr").all():
        cells = [c.inner_text().strip() for c in row.locator("td").all()]
        rows[cells[1]] = (cells[0], cells[3])
    assert {p for p, (_place, lost) in rows.items() if lost == "0"} == {"1", "3", "6", "7"}
    assert {p for p, (_place, lost) in rows.items() if lost == "4"} == {"2", "4", "5", "8"}
    assert rows["1"][0] == "1=" and rows["2"][0] == "5="
    screenshot(page, "individual-standings")
