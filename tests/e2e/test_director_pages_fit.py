"""The director's pages fit a 1280x800 laptop screen: no page, nor any box in it, scrolls
sideways, and the movement's room picture is drawn whole inside the page, for an event in
play (an assigned score among its results) and for a finished one.  Seven tables of Mitchell
make the widest room picture a one-row room has and the longest entry lines."""

from __future__ import annotations

import pytest

from tests.builders import club_user, make_bridge_mitchell
from tests.e2e.pad import sideways
from tournaments import models as m
from tournaments import services

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


def played(director, name: str, trays: range) -> m.Event:
    event = make_bridge_mitchell(director, tables=7, boards_per_round=2, name=name)
    services.generate_deals(event, by=director, seed=28)
    for tray in trays:
        seatings = m.Seating.objects.filter(round__event=event, trays__number=tray)
        lines = [services.BridgeEntry(s.pk, "3NT", "N", 9) for s in seatings]
        lines[0] = services.BridgeEntry(lines[0].seating_id, "", adjustment="SCORE 3NT-1 W")
        services.record_traveller(event, tray, lines, by=director)
    return event


def director_pages(event: m.Event) -> list[str]:
    base = f"/e/{event.slug}"
    seating = m.Seating.objects.filter(round__event=event, trays__number=1).first()
    return [f"{base}/run/", f"{base}/", f"{base}/entrants/", f"{base}/enter/tray/1/",
            f"{base}/enter/slip/", f"{base}/enter/tray/1/rule/{seating.pk}/",
            f"{base}/settings/", f"{base}/print/", f"{base}/deals/", f"{base}/movement/",
            f"{base}/deals/tray/1/", f"{base}/standings/"]  # fmt: skip


def test_the_directors_pages_fit_a_laptop(live_server, browser):
    director = club_user("director", password="pw-director-1")
    live = played(director, "Tuesday pairs", range(1, 5))
    finished = played(director, "Monday pairs", range(1, 15))
    services.finish_event(finished, by=director)
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    page = context.new_page()
    page.goto(f"{live_server.url}/login/")
    page.fill("#id_username", "director")
    page.fill("#id_password", "pw-director-1")
    page.click("main button[type=submit]")
    page.wait_for_url(lambda url: "/login/" not in url)
    failures, pictures = {}, 0
    for event in (live, finished):
        for path in director_pages(event):
            response = page.goto(f"{live_server.url}{path}")
            assert response.status == 200, path
            wide = sideways(page) + clipped_pictures(page)
            if wide:
                failures[path] = wide
            pictures += page.locator(".room-picture svg").count()
    context.close()
    assert failures == {}
    assert pictures == 2  # each event's movement page drew its room


def clipped_pictures(page) -> list[str]:
    """Room pictures whose drawing does not lie wholly inside their box and the window."""
    return page.evaluate(
        """() => Array.from(document.querySelectorAll('.room-picture svg')).filter(svg => {
            const box = svg.getBoundingClientRect(), holder = svg.parentElement.getBoundingClientRect();
            return box.left < holder.left - 1 || box.right > holder.right + 1
                || box.right > window.innerWidth || box.width < 100;
        }).map(svg => `svg ${svg.getBoundingClientRect().width}`)"""
    )
