"""Every page and paper of an evening read in each of the site's languages: none of the English
words below is left in what a reader sees.

The pages are the role matrix's (``tests/web/security/role_matrix.py``): every URL of the site
a GET serves, each asked by a role it serves (the organiser where it may, else the table's
phone, else anyone), on the matrix's event (a whist Mitchell with a result, a call, deals, a
competition and a club with an award scale).  A bridge evening's own pages follow, where bridge
says "board".  The papers are every kind the site prints, read back from the PDF.

What is read: a page's title and main part (``visible_text``: not the scripts, the form
tokens or the addresses) and a paper's text.  Names the test gives (the pairs, the event, the
club) contain none of the words.  A word that is the language's own as well (German and Italian
bridge say "Board", French has "table") is left out of that language's list: the language's
words are the federations' (docs/GLOSSARY.md).
"""

from __future__ import annotations

import re

import pytest
from django.conf import settings
from django.test import Client
from django.urls import reverse

from tests.builders import club_user, euchre_evening, make_bridge_mitchell, points_evening
from tests.printing.pdfread import pages_text
from tests.web.security.role_matrix import MATRIX, PAPERS, N
from tests.web.security.test_roles import client_for, request_for, world  # noqa: F401
from tests.web.words.test_languages import catalogues  # noqa: F401
from tests.web.words.visible import visible_text
from tournaments import models as m
from tournaments import services
from tournaments.services import progressive as ps

# The words of the issue's list and their company: a page or paper that still says one of them
# to a Dutch, French, German, Polish, Italian or Swedish reader was not translated.
ENGLISH = (
    "board", "boards", "tray", "trays", "table", "tables", "round", "rounds", "pairs",
    "standings", "traveller", "travellers", "score card", "results", "movement", "session",
    "players", "entered", "settings", "opponents", "tricks", "declarer", "vulnerable",
    "match points", "average", "sits out", "sit-out", "print", "save", "next", "back",
    "in play", "upcoming", "finished",
)  # fmt: skip
# Words the language writes as English does, in its federation's own texts (GLOSSARY.md).
OWN = {
    "de": {"board", "boards", "movement"},  # DE-C "30 Boards"; DE-BR "Movement"
    "it": {"board", "boards"},  # IT-L "Board"
    "fr": {"table", "tables"},  # FR-L Loi 3 "Disposition des tables"
}
LANGUAGES = [code for code, _name in settings.LANGUAGES if code != settings.LANGUAGE_CODE]
# Served for a GET by one of these, in this order of preference.
ROLE_ORDER = ("organiser", "table", "anonymous")
# Not a page: data, a file of a federation's format or the scripts' catalogue.
NOT_PAGES = {
    "table-pad-state", "table-pad-members", "party-table-state", "deals-export", "season-csv",
    "competition-usebio", "javascript-catalog", "service-worker", "standings-live",
    "screen-state", "event-export", "event-usebio", "event-csv", "event-pbn",
}  # fmt: skip


def stored_texts() -> list[str]:
    """What the club typed or the site stored as it was said (names; the director's log,
    kept in the club's language when written): not the page's words."""
    texts = [
        *m.Event.objects.values_list("name", flat=True),
        *m.Club.objects.values_list("name", flat=True),
        *m.Competition.objects.values_list("name", flat=True),
        *m.LogEntry.objects.values_list("text", flat=True),
    ]
    return sorted({t for t in texts if t}, key=len, reverse=True)


def without_stored(text: str) -> str:
    for stored in stored_texts():
        text = text.replace(stored, " ")
    return text


# A figure with a decimal point: every language here writes a decimal comma (Django's formats,
# after the CLDR), so a point left in a figure is English.
POINT_FIGURE = re.compile(r"(?<![\w.,])\d+\.\d+(?![\w.])")
# A figure that is not a quantity: a file format's version ("USEBIO 1.2", "USEBIO-1.2-Datei").
NOT_FIGURES = re.compile(r"USEBIO\W1\.2")


def english_left(text: str, language: str) -> list[str]:
    """The English words of the list in ``text``, and figures with a decimal point, each with
    a little of what is around it."""
    text = NOT_FIGURES.sub(" ", text)
    found = [
        f"figure {match.group(0)!r} in ...{text[max(0, match.start() - 30) : match.end() + 30]}..."
        for match in POINT_FIGURE.finditer(text)
    ]
    for word in ENGLISH:
        if word in OWN.get(language, set()):
            continue
        for match in re.finditer(rf"(?<![\w-]){re.escape(word)}(?![\w-])", text, re.IGNORECASE):
            start, end = max(0, match.start() - 30), match.end() + 30
            found.append(f"{word!r} in ...{text[start:end]}...")
    return found


def test_the_check_finds_english_and_leaves_a_languages_own_word():
    assert english_left("Tour 3 : la table 2 joue le board 5", "fr") == [
        "'board' in ...Tour 3 : la table 2 joue le board 5..."
    ]
    assert english_left("Runde 3: Tisch 2 spielt Board 5", "de") == []
    assert english_left("Paar 3: 12,5 MP", "de") == []
    assert english_left("Paar 3: 12.5 MP", "de") == ["figure '12.5' in ...Paar 3: 12.5 MP..."]
    assert english_left("Ronde 3: tafel 2 speelt bord 5", "nl") == []
    assert english_left("Scorekaart (score card)", "nl") == [
        "'score card' in ...Scorekaart (score card)..."
    ]


def report(left: dict[str, list[str]]) -> str:
    return "English left:\n" + "\n".join(
        f"{where}: {w}" for where, found in left.items() for w in found
    )


def page_keys() -> list[str]:
    return sorted(
        key
        for key, (method, before, after) in MATRIX.items()
        if method == "GET"
        and key.split(":")[0] not in NOT_PAGES
        and not key.startswith("print-paper:")
        and any(before[role] != N or after[role] != N for role in ROLE_ORDER)
    )


def read(world, key: str, language: str):  # noqa: F811
    method, before, after = MATRIX[key]
    role = next(r for r in ROLE_ORDER if after[r] != N)
    url, _data = request_for(key, world, role)
    return url, client_for(role, world).get(url, HTTP_ACCEPT_LANGUAGE=language)


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_page_speaks_the_readers_language(world, language):  # noqa: F811
    services.publish_event(world["event"], by=world["users"]["organiser"])
    left = {}
    for key in page_keys():
        url, page = read(world, key, language)
        if page.status_code != 200 or "html" not in page.get("Content-Type", ""):
            continue
        html = page.content.decode()
        assert f'<html lang="{language}"' in html, f"{url} is not marked as {language}"
        if found := english_left(without_stored(visible_text(html)), language):
            left[url] = found
    assert left == {}, report(left)


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_paper_speaks_the_clubs_language(world, language):  # noqa: F811
    m.Club.objects.filter(pk=world["club"].pk).update(language=language)
    organiser = client_for("organiser", world)
    left = {}
    for kind in PAPERS:
        url, _data = request_for(f"print-paper:{kind}", world, "organiser")
        pdf = organiser.get(url)
        assert pdf.status_code == 200, url
        if found := english_left(without_stored(" ".join(pages_text(pdf.content))), language):
            left[kind] = found
    assert left == {}, report(left)


@pytest.fixture
def bridge_evening(db):
    """A bridge Mitchell of three tables with every board played: table 1 always makes 3NT
    with an overtrick (430), the other two make it exactly (400, 400), so match points come in
    halves (1 for each result beaten, ½ for a tie: 2, ½, ½) and figures have decimals."""
    organiser = club_user("host", password="pw-host-1")
    event = make_bridge_mitchell(organiser, tables=3, boards_per_round=2, name="Thursday")
    for tray in event.trays.order_by("number"):
        lines = [
            services.BridgeEntry(s.pk, "3NT", "S", 10 if s.table.number == 1 else 9)
            for s in tray.seatings.filter(ew__isnull=False).select_related("table")
        ]
        services.record_traveller(event, tray.number, lines, by=organiser)
    return event, organiser


BRIDGE_PAGES = (
    "event", "standings", "movement", "where-next", "run", "event-settings", "print",
    "deals", "entrants", "run-calls", "run-players", "screen",
)  # fmt: skip


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_bridge_evening_speaks_the_readers_language(bridge_evening, language):
    event, organiser = bridge_evening
    client = Client()
    client.force_login(organiser)
    table = m.Table.objects.get(event=event, number=1)
    urls = [reverse(name, args=[event.slug]) for name in BRIDGE_PAGES]
    urls += [
        reverse("score-card", args=[event.slug, "1NS"]),
        reverse("traveller", args=[event.slug, 1]),
        reverse("traveller-entry", args=[event.slug, 1]),
        reverse("table-entry", args=[table.secret]),
    ]
    left = {}
    for url in urls:
        page = client.get(url, HTTP_ACCEPT_LANGUAGE=language)
        assert page.status_code == 200, url
        if found := english_left(without_stored(visible_text(page.content.decode())), language):
            left[url] = found
    assert left == {}, report(left)


# The party's own pages (their roles: tests/web/progressive/test_progressive_roles.py), read by
# the host, and its papers; a points euchre (chart, tally cards) and a star euchre (head and
# booby tables, the lone-hand bar).
PARTY_PAGES = {
    "progressive-host": [], "progressive-stars": [], "progressive-standings": [],
    "progressive-chart": [], "progressive-prizes": [], "progressive-player": ["P1"],
    "progressive-correct": [1, 1],
}  # fmt: skip
PARTY_PAPERS = ("table-signs", "tally-cards", "rotation-chart")


@pytest.fixture
def parties(db):
    host = club_user("hostess", password="pw-host-1")
    points = points_evening(host)
    stars = euchre_evening(host, name="Stars")
    for event in (points, stars):
        ps.draw_evening(event, by=host)
        ps.open_round(event, by=host)
    return host, points, stars


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_partys_pages_papers_and_phones_speak_the_readers_language(parties, language):
    host, points, stars = parties
    m.Club.objects.filter(pk=points.club_id).update(language=language)
    client = Client()
    client.force_login(host)
    left = {}
    for event in (points, stars):
        for name, args in PARTY_PAGES.items():
            page = client.get(
                reverse(name, args=[event.slug, *args]), HTTP_ACCEPT_LANGUAGE=language
            )
            if page.status_code != 200:
                continue
            text = without_stored(visible_text(page.content.decode()))
            if found := english_left(text, language):
                left[f"{event.name} {name}"] = found
        for kind in PARTY_PAPERS:
            pdf = client.get(reverse("print-paper", args=[event.slug, kind]))
            if pdf.status_code != 200 or pdf["Content-Type"] != "application/pdf":
                continue
            if found := english_left(without_stored(" ".join(pages_text(pdf.content))), language):
                left[f"{event.name} {kind}"] = found
        table = m.PartyTable.objects.filter(event=event).order_by("number").first()
        state = client.get(
            reverse("party-table-state", args=[table.secret]), HTTP_ACCEPT_LANGUAGE=language
        ).json()
        if found := english_left(" ".join(state["rules"]), language):
            left[f"{event.name} table 1's phone"] = found
    assert left == {}, report(left)
