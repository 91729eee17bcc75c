"""A player in a real browser: the traveller of a tray every table has played shows the four
hands, the double-dummy table, par and the results against it, on a desktop and on a
360-pixel phone; a tray still to be played by a table shows neither, to that table's players
as to anyone else.  The director deals the night from the deals page and reads the analysis
when it comes in."""

from __future__ import annotations

import pytest

from tests.builders import club_user, make_bridge_mitchell
from tests.e2e.conftest import screenshot
from tests.web.deals.events import PAR_140, contract_at
from tournaments import models as m
from tournaments import services
from tournaments.deals.cards import Deal

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


@pytest.fixture
def director(django_user_model):
    return club_user("director", password="pw-director-1")


@pytest.fixture
def night(director):
    """Tray 1 holds DDS's par +140 deal and all three tables have played it; tray 2 has been
    played at table 2 only, so tables 1 and 3 still have it to play."""
    event = make_bridge_mitchell(director)
    services.generate_deals(event, by=director, seed=5)
    services.set_deal(event, 1, Deal.parse(PAR_140), by=director, reason="as dealt")
    services.analyse_deals(event)
    contract_at(event, director, 1, 1, "4S", "N", 9)
    contract_at(event, director, 1, 2, "3S", "S", 10)
    contract_at(event, director, 1, 3, "3H", "N", 9)
    contract_at(event, director, 2, 2, "2NT", "S", 8)
    services.publish_event(event, by=director)
    return event


def fits(page) -> None:
    widths = page.evaluate(
        "[document.documentElement.scrollWidth, document.body.scrollWidth, window.innerWidth]"
    )
    assert widths[0] <= widths[2] and widths[1] <= widths[2], widths


def test_a_played_trays_traveller_shows_the_hands_and_the_table(live_server, page, night):
    page.goto(f"{live_server.url}/e/{night.slug}/tray/1/")
    deal = page.locator("section.deal")
    deal.wait_for()
    south = deal.locator(".hand-s").inner_text().split()
    assert south == ["SOUTH", "\u2660", "Q", "10", "7", "5", "2", "\u2665", "A", "8", "6",
                     "\u2666", "3", "\u2663", "A", "Q", "6", "2"]  # fmt: skip
    rows = deal.locator("table.dd tbody tr").all_inner_texts()
    assert [r.split() for r in rows][0] == ["North", "9", "5", "9", "9", "7"]
    assert "Par: NS +140" in deal.inner_text()
    against = deal.locator("table.against-par tbody tr").all_inner_texts()
    assert [r.split() for r in against] == [
        ["1", "NS", "-50", "\u2212190"], ["2", "NS", "+170", "+30"], ["3", "NS", "+140", "="]
    ]  # fmt: skip
    # Hearts and diamonds are red.
    color = deal.locator(".hand-s .symbol.red").first.evaluate("e => getComputedStyle(e).color")
    assert color == "rgb(192, 22, 27)"
    screenshot(page, "traveller-deal")


def test_on_a_phone_the_deal_fits_and_an_unplayed_tray_shows_nothing(live_server, phone, night):
    phone.goto(f"{live_server.url}/e/{night.slug}/tray/1/")
    phone.locator("section.deal table.dd").wait_for()
    fits(phone)
    box = phone.locator("section.deal .compass").bounding_box()
    assert box["x"] >= 0 and box["x"] + box["width"] <= 360
    screenshot(phone, "traveller-deal-phone")
    # Tray 2: tables 1 and 3 have still to play it; its traveller shows neither hands nor table.
    phone.goto(f"{live_server.url}/e/{night.slug}/tray/2/")
    assert "still being played" in phone.inner_text("main")
    assert phone.locator("section.deal").count() == 0
    assert phone.locator("table.dd").count() == 0
    # North's longest suit as a hand record prints it ("K J 9 7 2"): a holding of four or more
    # cards, which no other text of the page spells (a short one, "3", could be a tray number;
    # the deals follow the site's dealing key, so they differ from one machine to another).
    hidden = m.Deal.objects.get(tray__event=night, tray__number=2).cards.hand("N")
    longest = max((hidden.shown(suit) for suit in "SHDC"), key=len)
    assert longest not in phone.inner_text("main")


def test_the_director_deals_the_night_and_reads_the_analysis(live_server, page, director):
    event = make_bridge_mitchell(director, name="Dealt on the site")
    page.goto(f"{live_server.url}/login/")
    page.fill("#id_username", "director")
    page.fill("#id_password", "pw-director-1")
    page.click("button[type=submit]")
    page.goto(f"{live_server.url}/e/{event.slug}/deals/")
    page.fill("#id_seed", "21")
    page.click("button:text-is('Deal')")
    assert "3 deals stored from seed 21" in page.inner_text("ul.messages")
    services.wait_for_analysis(timeout=120)
    page.reload()
    rows = page.locator("table.deals tbody tr").all_inner_texts()
    assert len(rows) == 3 and all("par" in r for r in rows)
    page.click("text=see or correct >> nth=0")
    page.locator("section.deal table.dd").wait_for()
    screenshot(page, "deal-edit")
