"""The site in the reader's language: a German phone on an English club's event, a French
club's pages for a browser that states no language, the switch on every page (the table's
pad included), times in the club's time zone, percentages as each language writes them, and a
paper printed in the club's language with Polish and Swedish letters.

The translations checked are the catalogues' own (locale/, compiled here as ``make test``
does); each expected word is the one written in the catalogue for that language.
"""

from __future__ import annotations

import datetime as dt
import io
import re
import subprocess
from pathlib import Path

import pytest
from django.conf import settings
from django.core.management import call_command
from django.test import Client, override_settings
from django.urls import reverse
from django.utils import translation

from tests.builders import club_user, make_whist_mitchell, played_mitchell
from tests.needs import program
from tests.printing.pdfread import pages_text
from tournaments import models as m
from tournaments import services
from tournaments.standings.numbers import local_percent


@pytest.fixture(scope="module")
def catalogues():
    """The .po files compiled (msgfmt, as ``make test`` does), and Django's translations read
    again from them."""
    msgfmt = program("msgfmt", "gettext")
    for po in Path(settings.LOCALE_PATHS[0]).glob("*/LC_MESSAGES/*.po"):
        subprocess.run([msgfmt, "--check-format", "-o", po.with_suffix(".mo"), po], check=True)
    with override_settings(LOCALE_PATHS=list(settings.LOCALE_PATHS)):  # forgets loaded ones
        yield


@pytest.fixture(autouse=True)
def site_language(catalogues):
    yield
    translation.activate(settings.LANGUAGE_CODE)


def lang_of(html: str) -> str:
    return re.search(r'<html lang="([^"]+)"', html).group(1)


def switch_of(html: str) -> str:
    """The language switch's form."""
    found = re.search(r'<form[^>]*action="/i18n/setlang/".*?</form>', html, re.S)
    assert found, "no language switch on the page"
    return found.group(0)


def selected(html: str) -> str:
    return re.search(r'<option value="([^"]+)"[^>]*selected', switch_of(html)).group(1)


@pytest.fixture
def event(organiser):
    return make_whist_mitchell(organiser)


def test_a_german_phone_on_an_english_clubs_event_reads_german(client, event):
    assert event.club.language == "en-gb"
    page = client.get(reverse("movement", args=[event.slug]), HTTP_ACCEPT_LANGUAGE="de-DE,de;q=0.9")
    html = page.content.decode()
    assert lang_of(html) == "de"
    assert page["Content-Language"] == "de"
    assert ">Turniere</a>" in html and ">Spieler</a>" in html  # Events, Players
    assert '<label for="language-switch">Sprache</label>' in html
    assert selected(html) == "de"
    # no form token: a page is the same for every reader, and reading it sets no cookie
    assert "csrfmiddlewaretoken" not in html and "csrftoken" not in page.cookies


def test_a_french_club_speaks_french_to_a_browser_that_states_no_language(client, event):
    m.Club.objects.filter(pk=event.club_id).update(language="fr")
    html = client.get(reverse("movement", args=[event.slug])).content.decode()
    assert lang_of(html) == "fr"
    assert ">Tournois</a>" in html and ">Joueurs</a>" in html
    assert selected(html) == "fr"
    # an English browser still reads English there: the reader's language comes first
    english = client.get(reverse("movement", args=[event.slug]), HTTP_ACCEPT_LANGUAGE="en-US")
    assert lang_of(english.content.decode()) == "en-gb"
    # a page about no club keeps the site's language
    assert lang_of(client.get(reverse("home")).content.decode()) == "en-gb"


def test_the_switch_sets_the_language_and_it_outranks_the_browser(event):
    """A browser that enforces form tokens as a real one does: the switch, which carries
    none, still works."""
    client = Client(enforce_csrf_checks=True)
    movement = reverse("movement", args=[event.slug])
    answer = client.post(reverse("set_language"), {"language": "pl", "next": movement})
    assert answer.status_code == 302 and answer["Location"] == movement
    html = client.get(movement, HTTP_ACCEPT_LANGUAGE="de").content.decode()
    assert lang_of(html) == "pl"
    assert ">Turnieje</a>" in html and selected(html) == "pl"
    client.post(reverse("set_language"), {"language": "xx", "next": movement})  # not spoken
    assert lang_of(client.get(movement).content.decode()) == "pl"


def test_the_tables_pad_has_the_switch_and_the_scripts_catalogue(client, event):
    m.Club.objects.filter(pk=event.club_id).update(language="sv")
    table = event.tables.get(number=1)
    html = client.get(reverse("table-entry", args=[table.secret])).content.decode()
    assert lang_of(html) == "sv"
    assert "Byt språk" in switch_of(html)  # Change language
    assert f'name="next" value="/t/{table.secret}/"' in switch_of(html)
    assert '<script src="/jsi18n/sv/" defer></script>' in html
    catalogue = client.get("/jsi18n/sv/")
    assert catalogue.status_code == 200
    assert '"DECIMAL_SEPARATOR": ","' in catalogue.content.decode()  # Swedish numbers
    assert client.get("/jsi18n/xx/").status_code == 404
    worker = client.get(reverse("service-worker")).content.decode()
    assert "/^\\/(t|jsi18n)\\//" in worker  # kept offline with the table's page


@pytest.mark.parametrize(
    ("language", "saved", "changed"),
    [
        ("en-gb", "Tray {tray} saved.", "Tray {tray} changed."),
        ("fr", "Boîte {tray} : enregistrée.", "Boîte {tray} : modifiée."),
        ("de", "Kästchen {tray} gespeichert.", "Kästchen {tray} geändert."),
    ],
)
def test_a_result_saved_and_changed_on_the_tables_page_is_said_in_the_clubs_language(
    client, event, language, saved, changed
):
    """The whist club's own word for the tray (the glossary's), in the sentence that says the
    table's result was saved, then changed before the opponents accepted it."""
    m.Club.objects.filter(pk=event.club_id).update(language=language)
    table = event.tables.get(number=1)
    tray = min(t.number for t in table.seatings.get(round__number=1).trays.all())
    url = reverse("table-entry", args=[table.secret])
    first = client.post(url, {"tray": tray, f"t{tray}-ns_tricks": "7", "action": "save"})
    assert saved.format(tray=tray) in client.get(first.url).content.decode()
    result = m.Result.objects.get(tray__event=event, tray__number=tray)
    body = {"tray": tray, "edit_of": result.pk, f"t{tray}-ns_tricks": "8", "action": "save"}
    second = client.post(url, body)
    assert changed.format(tray=tray) in client.get(second.url).content.decode()
    result.refresh_from_db()
    assert result.ns_tricks == 8


def test_times_are_shown_in_the_clubs_time_zone(organiser_client, organiser):
    event = played_mitchell(organiser)
    services.finish_event(event, by=organiser)
    services.publish_event(event, by=organiser)
    # 19:30 UTC on 15 January is 20:30 in Amsterdam (CET, UTC+1 in winter) and 14:30 in New
    # York (EST, UTC-5)
    m.Publication.objects.filter(event=event).update(
        at=dt.datetime(2026, 1, 15, 19, 30, tzinfo=dt.UTC)
    )
    page = reverse("event", args=[event.slug])
    assert "last on 15 Jan 2026, 19:30" in organiser_client.get(page).content.decode()
    m.Club.objects.filter(pk=event.club_id).update(time_zone="Europe/Amsterdam")
    assert "last on 15 Jan 2026, 20:30" in organiser_client.get(page).content.decode()
    m.Club.objects.filter(pk=event.club_id).update(time_zone="America/New_York")
    assert "last on 15 Jan 2026, 14:30" in organiser_client.get(page).content.decode()


def test_the_clubs_page_keeps_its_language_and_time_zone(organiser_client, organiser):
    club = m.Club.objects.get(members__user=organiser)
    page = reverse("club", args=[club.slug])
    form = {"name": club.name, "public_names": "on", "season_start": "9"}
    sent = organiser_client.post(page, {**form, "language": "pl", "time_zone": "Europe/Warsaw"})
    assert sent.status_code == 302
    club.refresh_from_db()
    assert (club.language, club.time_zone) == ("pl", "Europe/Warsaw")
    html = organiser_client.get(page).content.decode()
    assert '<option value="Europe/Warsaw" selected>' in html
    refused = organiser_client.post(page, {**form, "language": "pl", "time_zone": "Mars/Olympus"})
    assert refused.status_code == 200 and "Mars/Olympus" in refused.content.decode()
    club.refresh_from_db()
    assert club.time_zone == "Europe/Warsaw"


@pytest.mark.parametrize(
    "language, expected",
    [
        # the Unicode CLDR's percent pattern for each language (cldr.unicode.org, numbers)
        ("en-gb", "53.89%"),
        ("fr", "53,89\u202f%"),
        ("de", "53,89\u00a0%"),
        ("sv", "53,89\u00a0%"),
        ("nl", "53,89%"),
        ("pl", "53,89%"),
        ("it", "53,89%"),
    ],
)
def test_a_percentage_as_each_language_writes_it(language, expected):
    with translation.override(language):
        assert local_percent("53.89") == expected
        assert local_percent("") == ""


def test_a_score_card_shows_its_percentage_in_french(client, organiser):
    event = played_mitchell(organiser)
    services.finish_event(event, by=organiser)
    services.publish_event(event, by=organiser)
    m.Club.objects.filter(pk=event.club_id).update(language="fr")
    # 3 NS beats both other North-South pairs on every tray: 12 of 12 match points, 100%
    # (tests/web/printing/test_print_papers.py works the event by hand); French puts a narrow
    # no-break space before the sign
    html = client.get(reverse("score-card", args=[event.slug, "3NS"])).content.decode()
    assert "12 sur 12 points de match, 100\u202f%" in html
    english = client.get(reverse("score-card", args=[event.slug, "3NS"]), HTTP_ACCEPT_LANGUAGE="en")
    assert "12 of 12 match points, 100%" in english.content.decode()


@pytest.mark.parametrize(
    "language, title, names",
    [
        ("pl", "Wyniki: Club night", ("Łucja Wąsowska", "Zdzisław Kęsik")),
        ("sv", "Resultat: Club night", ("Åsa Öberg", "Märta Ståhl")),
    ],
)
def test_a_paper_printed_in_the_clubs_language_with_its_letters(db, client, language, title, names):
    director = club_user("paper-director")
    event = played_mitchell(director)
    services.register_entrant(event.entrants.get(label="2NS"), by=director, player_names=names)
    m.Club.objects.filter(pk=event.club_id).update(language=language)
    client.force_login(director)
    response = client.get(reverse("print-paper", args=[event.slug, "results"]) + "?paper=a4")
    assert response.status_code == 200 and response["Content-Type"] == "application/pdf"
    text = " ".join(pages_text(response.content))
    assert title in text
    for name in names:
        assert name in text


def test_a_players_average_and_history_in_french(client, organiser):
    event = played_mitchell(organiser)
    services.finish_event(event, by=organiser)
    services.publish_event(event, by=organiser)
    # Cora Ames plays in 3 NS, who take every match point: 100% in her one event
    cora = m.Player.objects.get(name="Cora Ames")
    page = reverse("player", args=[cora.pk])
    french = client.get(page, HTTP_ACCEPT_LANGUAGE="fr").content.decode()
    assert "moyenne 100,00\u202f%" in french
    assert ">100\u202f%</td>" in french
    english = client.get(page, HTTP_ACCEPT_LANGUAGE="en").content.decode()
    assert "average 100.00%" in english and ">100%</td>" in english


def test_a_paper_printed_by_the_command_is_in_the_clubs_language(organiser, tmp_path):
    event = played_mitchell(organiser)
    m.Club.objects.filter(pk=event.club_id).update(language="pl")
    out = tmp_path / "results.pdf"
    call_command("print", event.slug, "results", "--out", str(out), stdout=io.StringIO())
    assert "Wyniki: Club night" in " ".join(pages_text(out.read_bytes()))
    assert translation.get_language() == settings.LANGUAGE_CODE  # the command's own language
