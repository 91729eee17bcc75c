"""A two-section, two-session whist championship run in a real browser, end to end: the
competition set up, session 1's pairs named, session 2 seated from it, every event started,
its travellers entered and finished, the overall standings published and read.

The tricks and the figures are the hand-worked championship of
tests/web/standings/test_competition.py (sections scored across the field, the sessions'
percentages averaged): North-South B2 70 first, B1 and B3 65 equal second, A1 and A3 35 equal
fourth, A2 30 sixth; East-West the A pairs 66.67 equal first, the B pairs 33.33 equal fourth.
"""

from __future__ import annotations

import pytest

from tests.builders import club_user
from tests.e2e.conftest import screenshot
from tests.web.standings.test_competition import TRICKS
from tournaments import models as m

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


def test_two_sections_over_two_sessions_end_to_end(live_server, page):
    club_user("director", password="pw-director-1")
    url = live_server.url
    page.goto(f"{url}/login/")
    page.fill("#id_username", "director")
    page.fill("#id_password", "pw-director-1")
    page.click("button[type=submit]")

    page.goto(f"{url}/organise/")
    page.click("text=New competition (sections, sessions)")
    page.fill("#id_name", "Club championship")
    page.select_option("#id_game", "whist")
    page.fill("#id_sections", "2")
    page.fill("#id_sessions", "2")
    page.select_option("#id_movement_kind", "mitchell")
    page.fill("#id_movement_size", "3")
    page.fill("#id_boards_per_round", "1")
    page.select_option("#id_combine", "average")
    page.click("text=Create the competition")
    page.wait_for_selector("text=Club championship is set up")
    competition = m.Competition.objects.get(name="Club championship")
    events = {(e.session, e.section): e for e in competition.events.all()}
    assert sorted(events) == [(1, "A"), (1, "B"), (2, "A"), (2, "B")]

    for section in "AB":  # session 1's North-South pair 1 of each section, by name
        page.goto(f"{url}/e/{events[(1, section)].slug}/entrants/")
        page.fill("input[name='1NS-player_1']", f"Captain {section}")
        page.fill("input[name='1NS-player_2']", f"Mate {section}")
        page.click("text=Save pairs")
        page.wait_for_selector("text=Pairs saved.")
    page.goto(f"{url}/c/{competition.slug}/")
    page.fill("input[name=to_session]", "2")
    page.click("text=as session 1 sat")
    page.wait_for_selector("text=pairs seated as in session 1")

    for (session, section), event in sorted(events.items()):
        page.goto(f"{url}/e/{event.slug}/")
        assert (
            page.locator(".competition-link")
            .inner_text()
            .startswith(f"Session {session}, section {section} of Club championship")
        )
        page.click("text=Start the event")
        page.wait_for_selector("text=What will happen")
        page.click("button:has-text('Start the event')")  # asked first
        page.wait_for_selector("text=seatings are out")
        tricks = TRICKS[session][section]
        for tray in (1, 2, 3):
            page.goto(f"{url}/e/{event.slug}/enter/tray/{tray}/")
            for row in page.locator("tbody tr").all():
                ns_pair = row.locator("td").nth(2).inner_text().strip()  # "A1 NS"
                number = int(ns_pair.split()[0][1:])
                row.locator("input[name^='ns_']").fill(str(tricks[number - 1]))
            page.click("button[name=save]")
            page.wait_for_selector("text=result(s) saved")
        page.goto(f"{url}/e/{event.slug}/")
        page.click("button:has-text('Finish the event')")
        page.wait_for_selector("text=What will happen")
        page.click("button:text-is('Finish the event')")  # asked first
        page.wait_for_selector(".badge.finished")

    page.goto(f"{url}/c/{competition.slug}/")
    page.click("text=Publish the overall standings")
    page.wait_for_selector("text=Published.")
    screenshot(page, "championship")

    public = page.context.browser.new_context(viewport={"width": 360, "height": 740})
    reader = public.new_page()
    reader.goto(f"{url}/c/{competition.slug}/")
    table = reader.locator("table.overall")
    header = [h.strip() for h in table.locator("thead th").all_inner_texts()]
    rows = {}
    for row in table.locator("tbody tr").all():
        cells = dict(
            zip(header, (c.strip() for c in row.locator("td").all_inner_texts()), strict=True)
        )
        rows[cells["Pair"]] = (cells["Place"], cells["%"])
    assert {
        code: rows[code] for code in ("B2 NS", "B1 NS", "B3 NS", "A1 NS", "A3 NS", "A2 NS")
    } == {
        "B2 NS": ("1", "70"),
        "B1 NS": ("2=", "65"),
        "B3 NS": ("2=", "65"),
        "A1 NS": ("4=", "35"),
        "A3 NS": ("4=", "35"),
        "A2 NS": ("6", "30"),
    }
    assert {rows[f"A{n} EW"] for n in (1, 2, 3)} == {("1=", "66.67")}
    assert {rows[f"B{n} EW"] for n in (1, 2, 3)} == {("4=", "33.33")}
    assert "Captain A & Mate A" in table.inner_text()  # session 2 sat as session 1
    widths = reader.evaluate("[document.documentElement.scrollWidth, window.innerWidth]")
    assert widths[0] <= widths[1]
    public.close()
