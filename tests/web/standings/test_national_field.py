"""A large field's standings a page at a time, and a national simultaneous field of 520 tables
in 40 sections read in a fixed number of queries (a section's own pages too, as for 26).

The small field is ``test_competition``'s championship, worked by hand there: overall,
North-South B2 70% first, B1 and B3 65% equal second, A1 and A3 35% equal fourth, A2 30%
sixth; East-West the A pairs 66.67% equal first, the B pairs 33.33% equal fourth.  Pages of
five pairs are asked for, so twelve pairs take three pages.
"""

from __future__ import annotations

import pytest
from django.core.cache import cache
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.urls import reverse

from tests.builders.national import national_field
from tests.web.html import tables_in
from tests.web.standings.test_competition import championship
from tournaments import models as m
from tournaments.adapters import cached
from tournaments.standings import field_pages


@pytest.fixture
def pages_of_five(monkeypatch):
    monkeypatch.setattr(field_pages, "PAGE", 5)


def rows(client, competition, **params) -> tuple[list[list[str]], str]:
    page = client.get(reverse("competition-field", args=[competition.slug]), params)
    assert page.status_code == 200
    html = page.content.decode()
    table = tables_in(html)
    return (table[0][1:] if table else []), html


def test_pages_hold_five_pairs_each_with_links_to_the_others(client, organiser, pages_of_five):
    competition = championship(organiser)
    first, html = rows(client, competition)
    assert sorted((r[0], r[2], r[4]) for r in first) == [  # a tie's order is no one's place
        ("1", "B2 NS", "70"),
        ("2=", "B1 NS", "65"),
        ("2=", "B3 NS", "65"),
        ("4=", "A1 NS", "35"),
        ("4=", "A3 NS", "35"),
    ]
    assert "Page 1 of 3" in html and 'href="?page=2"' in html and 'href="?page=3"' in html
    second, _ = rows(client, competition, page=2)
    assert [(r[0], r[1], r[2]) for r in second][:2] == [("6", "NS", "A2 NS"), ("1=", "EW", "A1 EW")]
    last, _ = rows(client, competition, page=99)  # beyond the last page: the last page
    assert sorted((r[0], r[2]) for r in last) == [("4=", "B2 EW"), ("4=", "B3 EW")]


def test_a_reader_finds_their_pair_by_code_or_name(client, organiser, pages_of_five):
    competition = championship(organiser)
    found, html = rows(client, competition, find="a2ns")
    assert "Page 2 of 3" in html
    assert '<tr id="found" class="found"><td class="num">6</td>' in html
    assert [r[2] for r in found][0] == "A2 NS"
    by_name, html = rows(client, competition, find="b3 ew A")  # a player's name, in part
    assert "Page 3 of 3" in html and 'id="found"' in html
    _, html = rows(client, competition, find="Z9 NS")
    assert "No pair here matches “Z9 NS”." in html


def test_a_section_lists_its_pairs_with_their_places_in_the_field(client, organiser, pages_of_five):
    competition = championship(organiser)
    section, html = rows(client, competition, section="b")
    assert [r[0] for r in section] == ["1", "2=", "2=", "4=", "4="]
    assert {r[2] for r in section} == {"B1 NS", "B2 NS", "B3 NS", "B1 EW", "B2 EW", "B3 EW"} - {
        next(r[2] for r in rows(client, competition, section="B", page=2)[0])
    }
    assert "Page 1 of 2" in html and 'href="?page=2&amp;section=B"' in html
    session, _ = rows(client, competition, session=2, section="A")
    assert [(r[2], r[5]) for r in session if r[1] == "NS"] == [
        ("A1 NS", "70"),  # session 2: A1 NS 8 tricks a tray, A2 7, A3 6 (the module's note)
        ("A2 NS", "30"),
        ("A3 NS", "0"),
    ]


# The national field: a reader's page reads the competition and its sections (with their
# versions); the first reader after a change also reads the entrants, their players, the
# results as plain values and which trays each section has finished.  A section's score card
# and traveller show the field's match points: one query more on every read (the versions of
# the session's sections, which the section's kept scores depend on), and on the first read
# after a change the competition and the field as the field's pages read it (7 in all).  The
# section's own results are read as plain values, which its cards' and travellers' lines are
# made from too (no row read); a card and a traveller are kept with the scores, so their
# readers after the first do not read the trays with deals or the tray's deal again.
EXACT = {
    "field-standings": {"cold": 6, "warm": 2},
    "competition": {"cold": 6, "warm": 2},
    "score-card": {"cold": 12, "warm": 2},
    "traveller": {"cold": 13, "warm": 3},
}


def test_a_national_field_of_40_sections_reads_a_fixed_number_of_queries(client, organiser):
    competition = national_field(organiser)
    section = competition.events.get(section="AB")
    assert competition.events.count() == 40
    assert m.Result.objects.filter(tray__event__competition=competition).count() == 13_520
    urls = {
        "field-standings": reverse("competition-field", args=[competition.slug]),
        "competition": reverse("competition", args=[competition.slug]),
        "score-card": reverse("score-card", args=[section.slug, "3NS"]),
        "traveller": reverse("traveller", args=[section.slug, 26]),
    }
    got, sizes = {}, {}
    for name, url in urls.items():
        got[name] = {}
        for state in ("cold", "warm"):
            if state == "cold":
                cache.clear()
                cached.forget()
            with CaptureQueriesContext(connection) as queries:
                response = client.get(url, HTTP_ACCEPT_ENCODING="gzip")
            assert response.status_code == 200, url
            got[name][state] = len(queries)
            sizes[name] = len(response.content)
    assert got == EXACT
    card = tables_in(client.get(urls["score-card"]).content.decode())[0][1:]
    assert {line[7] for line in card} == {"519"}  # 520 tables on a tray: a top of 519
    assert sizes["field-standings"] < 60_000 and sizes["competition"] < 60_000
    page, html = rows(client, competition, find="AB3 NS")
    assert len(page) == field_pages.PAGE
    assert "of 21" in html  # 1,040 pairs, 50 a page
    assert 'id="found"' in html
    section_rows, _ = rows(client, competition, section="AB")
    assert {r[2] for r in section_rows} == {
        f"AB{n} {d}" for n in range(1, 14) for d in ("NS", "EW")
    }


SECTION_PAGES = {
    "standings": {"cold": 14, "warm": 2},  # the masterpoints awarded kept
    "standings-csv": {"cold": 13, "warm": 2},
    "standings-live": {"cold": 13, "warm": 2},
    # the sheet prints the section's travellers, from the values the standings read
    "results-sheet": {"cold": 13, "warm": 4},
}


@pytest.mark.parametrize("sections", [2, 40])
def test_a_sections_own_pages_across_the_field_read_the_same_queries_at_any_size(
    client, organiser, sections
):
    """A section's standings page, its CSV, its live part and its results sheet show the
    field's figures (``standings.field_sections``): the same queries for a field of 26
    tables as for 520."""
    competition = national_field(organiser, sections=sections)
    section = competition.events.order_by("section").first()
    standings = reverse("standings", args=[section.slug])
    urls = {
        "standings": standings,
        "standings-csv": standings + "?_export=csv",
        "standings-live": reverse("standings-live", args=[section.slug]),
        "results-sheet": reverse("print-paper", args=[section.slug, "results"]),
    }
    got = {}
    for name, url in urls.items():
        got[name] = {}
        for state in ("cold", "warm"):
            if state == "cold":
                cache.clear()
                cached.forget()
            with CaptureQueriesContext(connection) as queries:
                response = client.get(url)
            assert response.status_code == 200, url
            got[name][state] = len(queries)
    assert got == SECTION_PAGES
