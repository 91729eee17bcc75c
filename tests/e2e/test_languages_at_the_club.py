"""The club's language in the browser, as issue 34's acceptance asks: a Dutch phone scores a
round on the pad at 360 px with the network cut half way and back, in Dutch throughout (the
reload offline included); a French club's director calls a round from the desk in French; a
Polish club's standings read in Polish, and its results sheet prints the Polish letters.

The expected words are the catalogues' (compiled as ``make test`` does and read here with
Python's own gettext), so the test follows the translators and checks the site shows them."""

from __future__ import annotations

import gettext
import subprocess
from pathlib import Path

import pytest
from django.conf import settings

from tests.builders import club_user, make_bridge_mitchell
from tests.e2e.conftest import leave, screenshot
from tests.e2e.downloads import fetch, pdf_text
from tests.e2e.pad import open_pad
from tests.needs import program
from tests.web.words.test_every_page_in_every_language import english_left
from tests.web.words.visible import visible_text
from tournaments import models as m
from tournaments import services

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]
LOCALE = Path(settings.LOCALE_PATHS[0])


@pytest.fixture(scope="module", autouse=True)
def catalogues():
    """The catalogues compiled, as ``make test`` does."""
    msgfmt = program("msgfmt", "gettext")
    for po in LOCALE.glob("*/LC_MESSAGES/*.po"):
        subprocess.run([msgfmt, "-o", po.with_suffix(".mo"), po], check=True)


def catalogue(language: str, domain: str = "django") -> gettext.GNUTranslations:
    return gettext.translation(domain, LOCALE, languages=[language])


def browser_in(browser, locale: str, **size):
    context = browser.new_context(locale=locale, **size)
    page = context.new_page()
    page.set_default_timeout(15000)
    return page


@pytest.fixture
def dutch_phone(browser):
    page = browser_in(browser, "nl-NL", viewport={"width": 360, "height": 740}, is_mobile=True)
    yield page
    leave(page)


def stored(event) -> list[tuple[int, str, int]]:
    rows = m.Result.objects.filter(tray__event=event).select_related("tray")
    return sorted((r.tray.number, r.contract, r.tricks_taken) for r in rows)


def wait_until_sent(page) -> None:
    page.wait_for_function("() => !document.querySelector('#pad .queued')")


def test_a_dutch_phone_scores_a_round_offline_and_back_in_dutch(live_server, dutch_phone):
    director = club_user("director", password="pw-director-1")
    event = make_bridge_mitchell(director, tables=3, boards_per_round=2, name="Avond")
    assert event.club.language == "en-gb"  # the phone's language, not the club's
    table = event.tables.get(number=2)
    first, second = sorted(t.number for t in table.seatings.get(round__number=1).trays.all())
    js = catalogue("nl", "djangojs")
    django = catalogue("nl")
    board = django.pgettext("bridge", "Board")
    waiting = js.ngettext(
        "%(count)s result waiting to send.", "%(count)s results waiting to send.", 1
    ) % {"count": 1}
    assert board != "Board" and "waiting" not in waiting  # the catalogue is Dutch

    taps = open_pad(dutch_phone, f"{live_server.url}/t/{table.secret}/")
    assert dutch_phone.get_attribute("html", "lang") == "nl"
    assert f"{board} {first}" in dutch_phone.inner_text("#pad")
    taps.contract(first, 4, "S", "S", 0)
    wait_until_sent(dutch_phone)
    dutch_phone.context.set_offline(True)
    taps.contract(second, 2, "H", "W", -1)
    dutch_phone.wait_for_selector("#pad .pad-status.offline")
    assert waiting in dutch_phone.inner_text("#pad .pad-status")
    assert stored(event) == [(first, "4S", 10)]
    # the phone reloads its page with the network still down: the pad and its queue come
    # back from the phone's cache, still in Dutch
    dutch_phone.reload()
    dutch_phone.locator("#pad .pad-strip, #pad .pad-card").first.wait_for()
    assert dutch_phone.get_attribute("html", "lang") == "nl"
    assert waiting in dutch_phone.inner_text("#pad .pad-status")
    screenshot(dutch_phone, "pad-offline-dutch")
    seen = visible_text(dutch_phone.content())
    assert english_left(seen, "nl") == [], seen
    dutch_phone.context.set_offline(False)
    dutch_phone.evaluate("window.dispatchEvent(new Event('online'))")
    wait_until_sent(dutch_phone)
    assert stored(event) == [(first, "4S", 10), (second, "2H", 7)]


@pytest.fixture
def french_laptop(browser):
    page = browser_in(browser, "fr-FR", viewport={"width": 1280, "height": 900})
    yield page
    leave(page)


def test_a_french_clubs_director_calls_a_round_from_the_desk_in_french(live_server, french_laptop):
    director = club_user("directrice", password="pw-director-1")
    event = make_bridge_mitchell(director, tables=3, boards_per_round=2, name="Mardi")
    m.Club.objects.filter(pk=event.club_id).update(language="fr")
    french = catalogue("fr")
    page, url = french_laptop, live_server.url
    page.goto(f"{url}/login/")
    assert page.get_attribute("html", "lang") == "fr"
    page.fill("#id_username", "directrice")
    page.fill("#id_password", "pw-director-1")
    page.click("button[type=submit]")
    page.goto(f"{url}/e/{event.slug}/run/")
    assert page.get_attribute("html", "lang") == "fr"
    call = french.gettext("Call round %(round)s") % {"round": 2}
    assert call != "Call round 2"
    page.click(f"form[action$='/advance/'] button:has-text('{call}')")
    page.wait_for_selector("ul.consequences")  # the desk asks before it calls
    assert page.get_attribute("html", "lang") == "fr"
    assert english_left(visible_text(page.content()), "fr") == []
    page.click(".confirm button[type=submit]")
    page.wait_for_url(f"{url}/e/{event.slug}/run/")
    assert french.gettext("Round %(round)s called.") % {"round": 2} in page.inner_text("main")
    seen = visible_text(page.content())
    assert english_left(seen, "fr") == [], seen
    # the director's log is the club's, in French
    event.refresh_from_db()
    assert event.current_round == 2
    line = m.LogEntry.objects.filter(event=event).order_by("-pk").first()
    assert line.text != "" and english_left(line.text, "fr") == [], line.text
    screenshot(page, "desk-french")


@pytest.fixture
def polish_laptop(browser):
    page = browser_in(browser, "pl-PL", viewport={"width": 1280, "height": 900})
    yield page
    leave(page)


def test_a_polish_clubs_standings_and_results_sheet_in_polish(live_server, polish_laptop):
    director = club_user("sedzia", password="pw-director-1")
    event = make_bridge_mitchell(director, tables=3, boards_per_round=2, name="Turniej")
    m.Club.objects.filter(pk=event.club_id).update(language="pl")
    names = {"1NS": ["Łukasz Wąsik", "Żaneta Gęś"], "2NS": ["Jerzy Ćwik", "Anna Źrebię"]}
    for label, players in names.items():
        services.register_entrant(
            event.entrants.get(label=label), by=director, player_names=players
        )
    for tray in event.trays.order_by("number"):
        lines = [
            services.BridgeEntry(s.pk, "3NT", "S", 9 + s.table.number % 2)
            for s in tray.seatings.filter(ew__isnull=False).select_related("table")
        ]
        services.record_traveller(event, tray.number, lines, by=director)
    services.finish_event(event, by=director)
    services.publish_event(event, by=director)
    polish = catalogue("pl")
    page, url = polish_laptop, live_server.url
    page.goto(f"{url}/e/{event.slug}/standings/")
    assert page.get_attribute("html", "lang") == "pl"
    seen = visible_text(page.content())
    assert "Łukasz Wąsik" in seen and english_left(seen, "pl") == [], seen
    sheet = pdf_text(fetch(page, f"{url}/e/{event.slug}/print/results.pdf"))
    for name in (*names["1NS"], *names["2NS"]):
        assert name in sheet  # ą, ę, ł, ż, ź, ć printed as letters, read back as letters
    assert polish.gettext("Results: %(event)s") % {"event": "Turniej"} in sheet
    assert english_left(sheet, "pl") == [], sheet
