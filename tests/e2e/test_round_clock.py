"""The round clock in the browser: the director starts it on the desk, the room's big screen
(a laptop's window) and a table's phone (360 px) count it down; a pause stops both; five
minutes added show on both; near the end the screen says "no new board", and at nought
"move".  A round of three boards at 7.5 minutes a board is 22:30."""

from __future__ import annotations

import datetime as dt
import re

import pytest
from django.utils import timezone

from tests.builders import club_user, make_bridge_mitchell
from tests.e2e.pad import open_pad, sideways
from tests.e2e.test_session_flows import log_in
from tournaments import models as m

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


def seconds(text: str) -> int:
    minutes, secs = re.search(r"(\d+):(\d\d)", text).groups()
    return int(minutes) * 60 + int(secs)


def test_the_clock_on_the_big_screen_and_the_pad_across_a_pause_and_more_time(
    live_server, page, phone
):
    director = club_user("director", password="pw-director-1")
    event = make_bridge_mitchell(director, tables=3, boards_per_round=3, name="Clock night")
    log_in(page, live_server)
    page.goto(f"{live_server.url}/e/{event.slug}/run/")
    page.click("button[value=start]")
    page.wait_for_selector("button[value=pause]")

    screen = page.context.new_page()
    screen.goto(f"{live_server.url}/e/{event.slug}/screen/")
    face = screen.locator(".screen-clock")
    screen.wait_for_function(
        "() => /^2[12]:\\d\\d$/.test(document.querySelector('.screen-clock').textContent)"
    )
    first = seconds(face.inner_text())
    assert 1340 <= first <= 1350
    screen.wait_for_function(
        f"() => {{ const t = document.querySelector('.screen-clock').textContent.split(':');"
        f" return +t[0] * 60 + +t[1] < {first}; }}"
    )  # it counts down by itself

    taps = open_pad(phone, f"{live_server.url}/t/{event.tables.get(number=1).secret}/")
    line = phone.locator("#pad .pad-clock")
    line.wait_for()
    assert line.get_attribute("aria-label").endswith(" left")
    assert 1300 <= seconds(line.inner_text()) <= 1350
    assert taps.count == 0 and sideways(phone) == []

    page.click("button[value=pause]")
    page.wait_for_selector("button[value=resume]")
    screen.wait_for_selector("text=The clock is paused.", timeout=10000)
    stopped = seconds(face.inner_text())
    screen.wait_for_timeout(2000)
    assert seconds(face.inner_text()) == stopped  # a pause does not count

    page.click("button[value='5']")  # +5 minutes
    screen.wait_for_function(
        f"() => {{ const t = document.querySelector('.screen-clock').textContent.split(':');"
        f" return +t[0] * 60 + +t[1] === {stopped + 300}; }}",
        timeout=10000,
    )
    phone.reload()  # the pad draws the state it kept first, then the server's: wait for that
    phone.wait_for_function(
        "() => { const c = document.querySelector('#pad .pad-clock');"
        " return c !== null && c.getAttribute('aria-label').startsWith('Paused: '); }",
        timeout=10000,
    )
    assert seconds(phone.locator("#pad .pad-clock").inner_text()) == stopped + 300

    page.click("button[value=resume]")
    page.wait_for_selector("button[value=pause]")
    # Twenty-four minutes later (the round of 27:30 with the added five): inside the warning.
    clock = m.RoundClock.objects.get()
    m.RoundClock.objects.update(started_at=clock.started_at - dt.timedelta(minutes=24))
    screen.wait_for_selector("text=No new board: finish the one you are playing.", timeout=10000)
    assert "phase-last-board" in screen.locator(".big-screen").get_attribute("class")
    m.RoundClock.objects.update(started_at=timezone.now() - dt.timedelta(hours=1))
    screen.wait_for_selector("text=Time: move for the next round.", timeout=10000)
    assert face.inner_text() == "0:00"
    assert "Table 1" in screen.locator(".screen-moves").inner_text()
