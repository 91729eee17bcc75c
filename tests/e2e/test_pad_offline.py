"""Nothing lost when the network drops: results typed offline wait on the phone and are sent
when it returns, each stored once (even when the answer to a send was lost); the queue and the
table's pages survive a reload with the network down; a result the director entered meanwhile
is shown to the table, never overwritten."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.builders import club_user, make_bridge_mitchell
from tests.e2e.conftest import leave, screenshot
from tests.e2e.pad import open_pad, wait_sent
from tournaments import models as m
from tournaments import services

PAD_MODULES = Path(__file__).resolve().parents[2] / "static" / "js" / "pad"

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


@pytest.fixture
def director(db):
    return club_user("director", password="pw-director-1")


@pytest.fixture
def event(director):
    return make_bridge_mitchell(director, tables=3, boards_per_round=2, name="Offline night")


def trays_of(event, number: int) -> list[int]:
    seating = event.tables.get(number=number).seatings.get(round__number=1)
    return sorted(t.number for t in seating.trays.all())


def stored(event) -> list[tuple[int, str, int]]:
    rows = m.Result.objects.filter(tray__event=event).select_related("tray")
    return sorted((r.tray.number, r.contract, r.tricks_taken) for r in rows)


def test_a_round_entered_with_the_network_cut_half_way(live_server, phone, event):
    table = event.tables.get(number=2)
    first, second = trays_of(event, 2)
    taps = open_pad(phone, f"{live_server.url}/t/{table.secret}/")
    taps.contract(first, 4, "S", "S", 0)
    wait_sent(phone)
    phone.context.set_offline(True)
    taps.contract(second, 2, "H", "W", -1)
    phone.wait_for_selector("#pad .pad-status.offline")
    assert "1 result waiting to send" in phone.inner_text("#pad .pad-status")
    assert "Waiting to send" in phone.inner_text("#pad .queued")
    screenshot(phone, "pad-offline")
    assert stored(event) == [(first, "4S", 10)]
    phone.context.set_offline(False)
    phone.evaluate("window.dispatchEvent(new Event('online'))")
    wait_sent(phone)
    assert stored(event) == [(first, "4S", 10), (second, "2H", 7)]
    assert m.ResultChange.objects.filter(tray__event=event).count() == 2


def test_a_send_whose_answer_was_lost_stores_nothing_twice(live_server, phone, event):
    table = event.tables.get(number=1)
    first, _second = trays_of(event, 1)
    lost = []

    def lose_the_answer(route):
        if not lost:  # the server stores it; the phone never hears back
            route.fetch()
            lost.append(route.request.post_data_json["key"])
            route.abort("connectionreset")
        else:
            route.continue_()

    phone.route("**/api/save/", lose_the_answer)
    taps = open_pad(phone, f"{live_server.url}/t/{table.secret}/")
    taps.contract(first, 3, "NT", "N", 1)
    phone.wait_for_selector("#pad .pad-status.offline")
    assert stored(event) == [(first, "3NT", 10)]  # stored, though the phone was not told
    phone.evaluate("window.dispatchEvent(new Event('online'))")
    wait_sent(phone)
    result = m.Result.objects.get(tray__event=event)
    assert result.client_key == lost[0]
    assert m.ResultChange.objects.filter(tray__event=event).count() == 1


def test_the_queue_survives_a_reload(live_server, browser, event):
    """The save address cut off (the page's own requests, no service worker in between), a
    result typed, the page reloaded: the result still waits on the phone, and is sent once the
    connection is back."""
    table = event.tables.get(number=3)
    first, _second = trays_of(event, 3)
    context = browser.new_context(
        viewport={"width": 360, "height": 740}, is_mobile=True, service_workers="block"
    )
    page = context.new_page()
    page.set_default_timeout(15000)
    try:
        page.route("**/api/save/", lambda route: route.abort("internetdisconnected"))
        taps = open_pad(page, f"{live_server.url}/t/{table.secret}/")
        taps.contract(first, 6, "D", "E", -1)
        page.locator("#pad .queued").wait_for()
        page.reload()
        page.locator("#pad .queued").wait_for()
        assert "1 result waiting to send" in page.inner_text("#pad .pad-status")
        assert "6\u2666 E \u22121: NS +50" in page.inner_text("#pad .queued")
        assert stored(event) == []
        page.unroute("**/api/save/")
        page.evaluate("window.dispatchEvent(new Event('online'))")
        wait_sent(page)
        assert stored(event) == [(first, "6D", 11)]
        assert m.ResultChange.objects.filter(tray__event=event).count() == 1
    finally:
        leave(page)


def test_the_tables_pages_survive_a_reload_offline(live_server, phone, event):
    """The service worker keeps the table's page, its seating and trays and the move card."""
    table = event.tables.get(number=3)
    first, second = trays_of(event, 3)
    url = f"{live_server.url}/t/{table.secret}/"
    taps = open_pad(phone, url)
    taps.contract(first, 5, "C", "N", 0)
    taps.contract(second, 3, "NT", "S", 1)
    wait_sent(phone)
    phone.locator("#pad .moves").wait_for()
    assert len(_wait_kept(phone, lambda kept: len(kept) >= 3)) >= 3
    phone.context.set_offline(True)
    phone.reload()
    phone.locator("#pad .moves").wait_for()
    assert "North-South 3 NS" in phone.inner_text("#pad .pad-seats")
    assert phone.locator("#pad [data-act=tray]").count() == 2
    assert "3 NS: stay at table 3, sit NS." in phone.inner_text("#pad .moves")
    phone.context.set_offline(False)


def test_every_module_of_the_pad_is_kept_for_a_reload_offline(live_server, phone, event):
    """The pad's modules load before its service worker runs, so the worker never sees them
    pass: it must be told to keep each one, or the pad would not open offline once the
    browser's own cache has let them go."""
    table = event.tables.get(number=2)
    open_pad(phone, f"{live_server.url}/t/{table.secret}/")
    wanted = [f"/static/js/pad/{path.name}" for path in sorted(PAD_MODULES.glob("*.js"))]
    assert "/static/js/pad/queue.js" in wanted
    kept = _wait_kept(phone, lambda kept: all(path in kept for path in wanted))
    assert [path for path in wanted if path not in kept] == []


def _kept(phone) -> list[str]:
    """The paths the tables' service worker holds in its cache now."""
    return phone.evaluate(
        """async () => {
            const kept = await (await caches.open('trays-tables-v1')).keys();
            return kept.map((request) => new URL(request.url).pathname);
        }"""
    )


def _wait_kept(phone, enough, tries: int = 50) -> list[str]:
    """The cache's paths once ``enough`` says so, or after ten seconds (the worker is told
    what to keep once it runs).  ``page.wait_for_function`` cannot wait on a promise: it
    takes the promise itself for a true answer."""
    kept = _kept(phone)
    for _ in range(tries):
        if enough(kept):
            break
        phone.wait_for_timeout(200)
        kept = _kept(phone)
    return kept


def test_a_result_the_director_entered_meanwhile_is_shown_not_overwritten(
    live_server, phone, event, director
):
    table = event.tables.get(number=1)
    first, _second = trays_of(event, 1)
    taps = open_pad(phone, f"{live_server.url}/t/{table.secret}/")
    phone.context.set_offline(True)
    taps.contract(first, 4, "H", "N", 0)
    phone.wait_for_selector("#pad .queued")
    seating = table.seatings.get(round__number=1)
    services.record_traveller(
        event, first, [services.BridgeEntry(seating.pk, "4H", "N", 9)], by=director
    )
    phone.context.set_offline(False)
    phone.evaluate("window.dispatchEvent(new Event('online'))")
    phone.wait_for_selector("#pad .queued[data-status=taken]")
    text = phone.inner_text("#pad .queued")
    assert "Another result was stored first" in text and "Yours was not stored" in text
    # The director's result stands, and the table is not offered to put its own over it.
    assert stored(event) == [(first, "4H", 9)]
    assert phone.locator("#pad [data-act=mine]").count() == 0
    phone.locator("#pad [data-act=drop]").click()
    assert phone.locator("#pad .queued").count() == 0
    assert stored(event) == [(first, "4H", 9)]
