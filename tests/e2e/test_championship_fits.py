"""Every public page of the two-section, two-session championship (the ``demo-championship``
demo) fits a 360-pixel phone: the pages are found by following the links from the
competition's page, as a player would, and none of them, nor any box in it, scrolls sideways."""

from __future__ import annotations

from urllib.parse import urlparse

import pytest

from tests.builders import club_user
from tests.e2e.pad import sideways
from tournaments.demo.championship import build_championship_demo

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

PUBLIC = ("/c/", "/e/", "/players/")
NOT_PAGES = (".xml", ".pbn", ".csv", ".pdf", ".svg", ".json", "/live/")


def public_links(page, base: str) -> set[str]:
    hrefs = page.evaluate("() => Array.from(document.querySelectorAll('a[href]'), a => a.href)")
    out = set()
    for href in hrefs:
        url = urlparse(href)
        if f"{url.scheme}://{url.netloc}" != base or not url.path.startswith(PUBLIC):
            continue
        if url.path.endswith(NOT_PAGES):
            continue
        out.add(url.path)
    return out


def test_every_public_page_of_the_championship_fits_a_phone(live_server, phone):
    competition = build_championship_demo(club_user("director", password="pw-director-1"))
    base = live_server.url
    field = f"/c/{competition.slug}/standings/"  # the whole field, a page at a time
    todo = [f"{field}?session=2", f"{field}?session=1", field, f"/c/{competition.slug}/"]
    seen: set[str] = set()
    failures = {}
    while todo:
        path = todo.pop()
        if path in seen:
            continue
        seen.add(path)
        phone.goto(f"{base}{path}")
        wide = sideways(phone)
        if wide:
            failures[path] = wide
        todo.extend(sorted(public_links(phone, base) - seen))
    # The competition's two pages; each of the four sessions' event page, standings, movement,
    # where-next and papers; twenty score cards and fifteen travellers a session; the players.
    assert len(seen) >= 2 + 4 * (5 + 10 + 15)
    assert {p for p in seen if "/standings/" in p} >= {
        f"/e/{competition.slug}-{s}{x}/standings/" for s in (1, 2) for x in "ab"
    }
    assert failures == {}
