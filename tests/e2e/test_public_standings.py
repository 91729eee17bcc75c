"""A player, in a real browser: the public standings sorted by a click, exported to CSV, read
on a 360-pixel phone, refreshed by themselves while the event is in play; and the score card,
traveller, movement picture, running chart and where-next answer as pictures for the README.

The event is the hand-worked three-table example of tests/web/standings/test_public_standings.py.
"""

from __future__ import annotations

import csv
import io

import pytest

from tests.builders import club_user, enter_rounds, example_event
from tests.e2e.conftest import ARTIFACTS, screenshot

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


@pytest.fixture
def director(django_user_model):
    return club_user("director", password="pw-director-1")


def standings_rows(page) -> list[dict[str, str]]:
    table = page.locator("table.standings").first
    header = [t.strip() for t in table.locator("thead th").all_inner_texts()]
    return [
        dict(zip(header, [c.strip() for c in row.locator("td").all_inner_texts()], strict=True))
        for row in table.locator("tbody tr").all()
    ]


def test_the_public_sorts_the_standings_and_downloads_them(live_server, page, director):
    event = example_event(director)
    page.goto(f"{live_server.url}/e/{event.slug}/standings/")
    rows = standings_rows(page)
    assert [(r["Pair"], r["Place"], r["%"]) for r in rows[:3]] == [
        ("1 NS", "1", "66.67"),
        ("2 NS", "2", "58.33"),
        ("3 NS", "3", "25"),
    ]
    screenshot(page, "public-standings")

    page.click("table.standings >> nth=0 >> thead th >> text='%'")
    page.wait_for_url("**sort=percentage**")
    ascending = [float(r["%"]) for r in standings_rows(page)]
    assert ascending == sorted(ascending) and ascending[0] == 25
    page.click("table.standings >> nth=0 >> thead th >> text='%'")
    page.wait_for_url("**sort=-percentage**")
    first = standings_rows(page)[0]
    assert (first["Pair"], first["%"]) == ("3 EW", "83.33")

    with page.expect_download() as info:
        page.click("a.csv")
    download = info.value
    assert download.suggested_filename == f"{event.slug}-standings.csv"
    with open(download.path(), encoding="utf-8-sig") as handle:
        exported = {r["Pair"]: r for r in csv.DictReader(io.StringIO(handle.read()))}
    assert len(exported) == 6
    assert (exported["3 EW"]["Place"], exported["3 EW"]["%"]) == ("1", "83.33")
    assert exported["1 NS"]["Names"] == "Ada Byron & Charles Babbage"

    chart = page.locator("figure.chart").first
    chart.scroll_into_view_if_needed()
    ARTIFACTS.mkdir(exist_ok=True)
    chart.screenshot(path=str(ARTIFACTS / "running-chart.png"))
    assert page.locator("figure.chart polyline").count() == 6


def test_the_standings_fit_a_phone_and_refresh_by_themselves(live_server, phone, director):
    event = example_event(director, rounds=(1, 2))
    phone.goto(f"{live_server.url}/e/{event.slug}/standings/?every=2")
    # Every tray still has a table to play it: the public sees none of the six results yet.
    assert phone.locator(".live-note").inner_text().startswith("0 results shown")
    assert "once every table due to play it has played it" in phone.inner_text(".hidden-note")
    widths = phone.evaluate(
        "[document.documentElement.scrollWidth, document.body.scrollWidth, window.innerWidth]"
    )
    assert widths[0] <= widths[2] and widths[1] <= widths[2], widths
    phone.evaluate("window.scrollTo(0, 200)")
    scrolled = phone.evaluate("window.scrollY")

    enter_rounds(event, director, rounds=(3,))
    # the live part is kept for up to ten seconds, then the next poll brings the new results:
    # every tray has now been played at every table
    phone.wait_for_selector(".live-note:has-text('9 results shown')", timeout=30000)
    assert phone.evaluate("window.scrollY") == scrolled
    assert phone.evaluate("document.documentElement.scrollWidth") <= 360
    phone.evaluate("window.scrollTo(0, 0)")
    screenshot(phone, "public-standings-phone")


def test_pictures_of_the_card_the_traveller_the_room_and_where_next(
    live_server, page, phone, director
):
    event = example_event(director)
    base = f"{live_server.url}/e/{event.slug}"
    page.goto(f"{base}/card/1NS/")
    assert page.locator("h1").inner_text().startswith("Score card: 1 NS")
    screenshot(page, "public-score-card")
    page.goto(f"{base}/tray/2/")
    assert page.locator("table tbody tr").count() == 3
    screenshot(page, "public-traveller")
    page.goto(f"{base}/movement/?round=2")
    page.wait_for_selector("svg.room")
    page.locator("svg.room").screenshot(path=str(ARTIFACTS / "movement-picture.png"))
    page.click(".round-picker >> text='3'")
    page.wait_for_url("**round=3**")
    assert page.locator("svg.room title").first.text_content().endswith("round 3 of 3")

    phone.goto(f"{base}/where/")
    phone.fill("#id_number", "2")
    phone.select_option("#id_direction", "EW")
    phone.click("main button[type=submit]")
    phone.wait_for_selector("#now")
    assert phone.locator("#now dd.big").inner_text() == "2"
    assert phone.evaluate("document.documentElement.scrollWidth") <= 360
    screenshot(phone, "public-where-next-phone")
