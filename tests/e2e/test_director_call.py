"""Calling the director from a phone (360 px) to the desk (a laptop): the table taps "Call the
director" and a reason; the call appears at the top of the open desk within seconds, without
the director reloading it, with the table, round and time, and the tab's title counts it; the
director answers it and the phone's notice goes with the pad's next refresh."""

from __future__ import annotations

import pytest

from tests.builders import club_user, make_bridge_mitchell
from tests.e2e.pad import open_pad, sideways
from tests.e2e.test_session_flows import log_in
from tournaments import models as m

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


def test_a_call_from_the_phone_reaches_the_open_desk_and_is_answered(live_server, phone, page):
    director = club_user("director", password="pw-director-1")
    event = make_bridge_mitchell(director, tables=3, boards_per_round=1, name="Call night")
    log_in(page, live_server)
    page.goto(f"{live_server.url}/e/{event.slug}/run/")
    assert page.locator("#calls li.call").count() == 0
    # The sound needs a tap on the page first (a browser's rule): the director turns it on,
    # and a tone counts each new call (the page's own oscillator, counted here).
    page.evaluate(
        """() => { window.tones = 0; const make = AudioContext.prototype.createOscillator;
        AudioContext.prototype.createOscillator = function () { window.tones += 1;
        return make.call(this); }; }"""
    )
    page.click("#calls [data-sound]")
    page.wait_for_selector("#calls [data-sound=on]")
    assert page.evaluate("window.tones") == 1  # the tone that says the sound is on

    table = event.tables.get(number=2)
    taps = open_pad(phone, f"{live_server.url}/t/{table.secret}/")
    taps.tap("calling")
    taps.tap("call", "revoke")
    called = phone.locator("#pad .pad-called")
    called.wait_for()
    at = m.DirectorCall.objects.get().called_at
    assert "The director has been called" in called.inner_text()
    assert "Revoke" in called.inner_text()
    assert taps.count == 2
    assert sideways(phone) == []

    call = page.locator("#calls li.call")
    call.wait_for(timeout=15000)  # the desk polls every five seconds
    assert "Table 2 (round 1) called at" in call.inner_text()
    assert "Revoke" in call.inner_text()
    assert page.title().startswith("(1) ")
    assert page.evaluate("window.tones") == 2
    call.locator("button:has-text('Answered')").click()
    page.wait_for_selector("text=Table 2's call answered.")
    assert m.DirectorCall.objects.get().answered_at >= at
    # the pad's next refresh: it reads its state every 15 s, and a busy machine answers late
    phone.locator("#pad [data-act=calling]").wait_for(timeout=35000)
    assert phone.locator("#pad .pad-called").count() == 0
