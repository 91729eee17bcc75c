"""A player's phone in its own language: a German phone opens the pad of an English club's
table and reads German; the switch at the foot of the page, worked from the keyboard, turns
it to Polish; the pad's script catalogue in that language is kept for a reload offline."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest
from django.conf import settings

from tests.builders import club_user, make_bridge_mitchell
from tests.e2e.conftest import leave
from tests.e2e.pad import open_pad
from tests.needs import program

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


@pytest.fixture(scope="module", autouse=True)
def catalogues():
    """The catalogues compiled, as ``make test`` does."""
    msgfmt = program("msgfmt", "gettext")
    for po in Path(settings.LOCALE_PATHS[0]).glob("*/LC_MESSAGES/*.po"):
        subprocess.run([msgfmt, "-o", po.with_suffix(".mo"), po], check=True)


@pytest.fixture
def german_phone(browser):
    context = browser.new_context(
        viewport={"width": 360, "height": 740}, is_mobile=True, locale="de-DE"
    )
    page = context.new_page()
    page.set_default_timeout(15000)
    yield page
    leave(page)


def kept_offline(page, url: str) -> bool:
    """Whether the tables' service worker would answer ``url`` from its copy with the network
    down: its fallback matches whatever request headers the copy was kept with
    (``ignoreVary``, static/js/sw.js), since the page's own fetch and the worker's list of
    what to keep both put it, with other headers (the answer varies by Accept-Encoding)."""
    return page.evaluate(KEPT, url)


KEPT = (
    "(url) => caches.open('trays-tables-v1')"
    ".then(c => c.match(url, {ignoreVary: true})).then(r => !!r)"
)


def test_a_german_phone_switches_the_pad_to_polish(live_server, german_phone):
    director = club_user("director", password="pw-director-1")
    event = make_bridge_mitchell(director, tables=3, boards_per_round=2, name="Language night")
    assert event.club.language == "en-gb"
    table = event.tables.get(number=1)
    pad = f"{live_server.url}/t/{table.secret}/"
    open_pad(german_phone, pad)
    assert german_phone.get_attribute("html", "lang") == "de"
    switch = german_phone.locator("footer.site-language")
    assert switch.is_visible()
    assert switch.locator("label").inner_text() == "Sprache"
    # from the keyboard: the list, Polski, then the button
    german_phone.focus("#language-switch")
    german_phone.select_option("#language-switch", "pl")
    german_phone.keyboard.press("Tab")
    assert german_phone.evaluate("document.activeElement.textContent") == "Sprache ändern"
    with german_phone.expect_navigation():
        german_phone.keyboard.press("Enter")
    german_phone.wait_for_selector("html[lang=pl]")
    assert german_phone.url == pad
    assert german_phone.locator("footer.site-language button").inner_text() == "Zmień język"
    german_phone.wait_for_function(KEPT, arg="/jsi18n/pl/")
    assert kept_offline(german_phone, "/jsi18n/pl/")
    german_phone.context.set_offline(True)
    german_phone.reload()
    assert german_phone.get_attribute("html", "lang") == "pl"
    german_phone.context.set_offline(False)
