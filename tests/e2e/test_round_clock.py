"""The round clock in the browser: the director starts it on the desk, the room's big screen
(a laptop's window) and a table's phone (360 px) count it down; a pause stops both; five
minutes added show on both; near the end the screen says "no new board", and at nought
"move".  A round of three boards at 7.5 minutes a board is 22:30."""

from __future__ import annotations

import datetime as dt
import re

import pytest
from django.utils import timezone

from tests.builders import club_user, example_event, make_bridge_mitchell
from tests.e2e.conftest import leave
from tests.e2e.pad import open_pad, sideways
from tests.e2e.test_accessibility import AXE, violations
from tests.e2e.test_session_flows import log_in
from tests.needs import missing
from tournaments import models as m
from tournaments.services.clock import set_clock
from tournaments.services.settings import update_settings

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


def test_the_big_screen_turns_to_the_standings_and_back(live_server, page):
    """The hand-worked three-table whist Mitchell (``tests.builders.example_event``: every tray
    played by all three tables, the event in play): a screen set to five seconds a view and
    four lines a page shows the clock and the moves, then the standings' two pages (North-South
    first; 1NS 66.67%, 2EW 41.67%, worked by hand in ``tests/web/session/
    test_screen_standings.py``), the clock still there, small, then the clock again.  Once the
    director keeps the standings to the finish the screen stays on the clock."""
    director = club_user("director", password="pw-director-1")
    event = example_event(director, name="Screen night")
    set_clock(event, "start", by=director)
    page.goto(f"{live_server.url}/e/{event.slug}/screen/?every=5&lines=4")
    standings = page.locator(".screen-standings")
    page.wait_for_function(
        "() => /^\\d+:\\d\\d$/.test(document.querySelector('.screen-clock').textContent)"
    )
    assert standings.is_hidden() and page.locator(".screen-moves").is_visible()
    large = page.locator(".screen-clock").bounding_box()["height"]

    page.wait_for_selector(".screen-standings:not([hidden])", timeout=10000)
    first = standings.inner_text()
    assert "Page 1 of 2" in first and "Ada Byron & Charles Babbage" in first
    assert "66.67" in first and "2 EW" not in first
    assert page.locator(".screen-clock").is_visible()
    assert page.locator(".screen-clock").bounding_box()["height"] < large / 2
    assert page.locator(".screen-moves").is_hidden()

    page.wait_for_selector("text=Page 2 of 2", timeout=10000)
    second = standings.inner_text()
    assert "2 EW" in second and "41.67" in second and "Ada Byron" not in second

    page.wait_for_selector(".screen-standings[hidden]", state="attached", timeout=10000)
    assert page.locator(".screen-moves").is_visible()

    update_settings(event, by=director, standings_shown=m.StandingsShown.OFF)
    page.wait_for_timeout(6000)  # the screen's next poll has read that
    page.evaluate(
        "() => { window.standingsShown = false; new MutationObserver(() => {"
        " if (!document.querySelector('.screen-standings').hidden) window.standingsShown = true;"
        " }).observe(document.querySelector('.screen-standings'), {attributes: true}); }"
    )
    page.wait_for_timeout(11000)  # two turns of five seconds
    assert page.evaluate("() => window.standingsShown") is False
    assert standings.is_hidden() and page.locator(".screen-moves").is_visible()


def test_the_big_screen_with_its_standings_passes_axe(live_server, browser):
    """The big screen as the room sees it, on the standings' page (axe-core, as
    ``test_accessibility``: no serious or critical violation of WCAG 2.1 A and AA)."""
    if not AXE.exists():
        missing("axe-core is not installed: run `npm ci` (make test does)")
    director = club_user("director", password="pw-director-1")
    event = example_event(director, name="Screen night")
    set_clock(event, "start", by=director)
    context = browser.new_context(viewport={"width": 1280, "height": 720}, bypass_csp=True)
    screen = context.new_page()
    screen.set_default_timeout(15000)
    try:
        screen.goto(f"{live_server.url}/e/{event.slug}/screen/?every=5&lines=4")
        screen.wait_for_selector(".screen-standings:not([hidden])", timeout=10000)
        assert violations(screen, AXE.read_text()) == []
    finally:
        leave(screen)
