"""An organiser, in a real browser: create a whist Mitchell, start it, enter, read standings."""

from __future__ import annotations

import pytest

from tests.builders import club_user
from tests.e2e.conftest import screenshot
from tournaments import models as m

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

# NS tricks per tray, by (NS pair, EW pair): the three-table example worked by hand in
# tests/web/standings/test_matchpoint_standings.py (1NS 66.67%, 1EW and 3EW 58.33% equal first).
TRAVELLERS = {
    1: {("1 NS", "1 EW"): 8, ("3 NS", "2 EW"): 8, ("2 NS", "3 EW"): 6},
    2: {("2 NS", "2 EW"): 9, ("1 NS", "3 EW"): 9, ("3 NS", "1 EW"): 5},
    3: {("3 NS", "3 EW"): 7, ("2 NS", "1 EW"): 7, ("1 NS", "2 EW"): 7},
}


def test_an_organiser_runs_an_event_from_creation_to_standings(live_server, page):
    club_user("director", password="pw-director-1")
    page.goto(f"{live_server.url}/login/")
    page.fill("#id_username", "director")
    page.fill("#id_password", "pw-director-1")
    page.click("button[type=submit]")

    page.goto(f"{live_server.url}/organise/new/")
    page.fill("#id_name", "Tuesday whist")
    page.select_option("#id_game", "whist")  # a new club's wizard opens on contract bridge
    page.fill("#id_entrants", "6")
    page.click("text=Show the movements that fit")
    page.click("label:text-is('Mitchell, 3 tables')")
    page.fill("#id_boards_per_round", "1")
    page.select_option("#id_scoring_method", "matchpoints")
    screenshot(page, "wizard")
    page.click("text=Create event")
    page.wait_for_selector("text=Pairs for Tuesday whist")
    page.fill("input[name='1NS-player_1']", "Ada Byron")
    page.fill("input[name='1NS-player_2']", "Charles Babbage")
    page.click("text=Save pairs")
    page.wait_for_selector("text=Pairs saved.")
    page.click("text=Back to the event")
    page.click("text=Start the event")
    page.wait_for_selector("text=What will happen")
    page.click("button:has-text('Start the event')")  # asked first
    page.wait_for_selector("text=seatings are out")
    slug = m.Event.objects.get(name="Tuesday whist").slug
    page.goto(f"{live_server.url}/e/{slug}/print/")
    page.wait_for_selector("h1:has-text('Print')")
    screenshot(page, "papers")
    page.go_back()

    page.click("text=Enter travellers")
    for tray, lines in TRAVELLERS.items():
        page.wait_for_selector(f"h1:has-text('Enter tray {tray}')")
        for row in page.query_selector_all("tbody tr"):
            cells = [c.inner_text().strip() for c in row.query_selector_all("td")]
            tricks = lines[(cells[2], cells[3])]
            row.query_selector("input[name^='ns_']").fill(str(tricks))
        page.click("button[name=next]" if tray < 3 else "button[name=save]")
    page.wait_for_selector("text=result(s) saved")
    event = m.Event.objects.get(name="Tuesday whist")
    assert m.Result.objects.filter(tray__event=event).count() == 9

    page.goto(f"{live_server.url}/e/{event.slug}/standings/")
    screenshot(page, "standings")
    table = page.query_selector("table.standings")
    header = [th.inner_text().strip() for th in table.query_selector_all("thead th")]
    rows = {}
    for row in table.query_selector_all("tbody tr"):
        cells = dict(
            zip(header, (c.inner_text().strip() for c in row.query_selector_all("td")), strict=True)
        )
        rows[cells["Pair"]] = cells
    assert (rows["1 NS"]["Place"], rows["1 NS"]["%"]) == ("1", "66.67")
    assert rows["1 NS"]["Names"] == "Ada Byron & Charles Babbage"
    assert (rows["3 EW"]["Place"], rows["3 EW"]["%"]) == ("1=", "58.33")
    assert (rows["2 EW"]["Place"], rows["2 EW"]["%"]) == ("3", "33.33")
