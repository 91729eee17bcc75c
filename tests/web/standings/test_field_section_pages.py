"""A section scored across the field: its own standings page, CSV, running charts and printed
results sheet show the field's match points and percentages, each pair's place in its
section and in the whole field labelled; a section scored within itself keeps its own.

The field is ``test_competition``'s championship, worked by hand there.  Session 1, two
sections of a three-table Mitchell on the same three trays, each North-South pair making the
same tricks on every tray: A1 6, A2 7, A3 8; B1 7, B2 8, B3 9.  Across the field (six results
a tray, a top of 5) North-South score A1 0, A2 1.5, A3 3.5, B1 1.5, B2 3.5, B3 5 a tray: over
three trays (15) A1 0%, A2 4.5 = 30%, A3 10.5 = 70%, B1 30%, B2 70%, B3 100%.  Field places
North-South: B3 1, A3 and B2 2=, A2 and B1 4=, A1 6.  East-West in A take 5 + 3.5 + 1.5 = 10
(66.67%) each, in B 5 (33.33%): the three A pairs 1= of the field.  Section A alone (a top of
2): A3 NS 100%, A2 NS 50%, A1 NS 0%: A2 NS is 2nd of its section at 30% across the field.
"""

from __future__ import annotations

import csv
import io
import re

import pytest
from django.db import connection
from django.test import Client
from django.test.utils import CaptureQueriesContext
from django.urls import reverse

from tests.printing.pdfread import pages_text
from tests.web.html import tables_in
from tests.web.standings.test_competition import championship
from tournaments import models as m
from tournaments import services

# (place in section, place in field, pair, match points, maximum, percentage)
SECTION_A = [
    ("1", "2=", "A3 NS", "10.5", "15", "70"),
    ("2", "4=", "A2 NS", "4.5", "15", "30"),
    ("3", "6", "A1 NS", "0", "15", "0"),
    ("1=", "1=", "A1 EW", "10", "15", "66.67"),
    ("1=", "1=", "A2 EW", "10", "15", "66.67"),
    ("1=", "1=", "A3 EW", "10", "15", "66.67"),
]


@pytest.fixture
def section_a(organiser):
    competition = championship(organiser)
    for event in competition.events.all():
        services.publish_event(event, by=organiser)
    return competition.events.get(session=1, section="A")


def standings(client, event) -> tuple[list[str], list[list[str]], str]:
    response = client.get(reverse("standings", args=[event.slug]))
    assert response.status_code == 200
    html = response.content.decode()
    table = tables_in(html)[0]
    return table[0], table[1:], html


def figures(header: list[str], rows: list[list[str]]) -> list[tuple[str, ...]]:
    at = [header.index(h) for h in ("Place in section", "Place in field", "Pair")]
    at += [header.index(h) for h in ("Match points", "Max", "%")]
    return [tuple(row[i] for i in at) for row in rows]


def in_order(found: list[tuple[str, ...]]) -> list[tuple[str, ...]]:
    """North-South best first, then East-West (three equal: by pair)."""
    return found[:3] + sorted(found[3:])


def test_the_sections_standings_page_shows_the_fields_figures_and_both_places(client, section_a):
    header, rows, _html = standings(client, section_a)
    assert header[:2] == ["Place in section", "Place in field"]
    assert in_order(figures(header, rows)) == SECTION_A


def test_the_sections_csv_has_the_same_figures(client, section_a):
    url = reverse("standings", args=[section_a.slug]) + "?_export=csv"
    read = list(csv.reader(io.StringIO(client.get(url).content.decode())))
    assert in_order(figures(read[0], read[1:])) == SECTION_A


def chart_captions(html: str, title: str) -> list[str]:
    """The chart's texts: its title, axis, each line's points and the legend."""
    start = html.index(title)
    drawn = html[start : html.index("</svg>", start)]
    return re.findall(r">([^<>]+)</(?:text|title)>", drawn)


def test_the_sections_running_chart_is_scored_across_the_field(client, section_a):
    """Every pair makes the same tricks on every tray, so each point is its final figure:
    A2 NS at 30 after every round (50 within the section), A3 NS at 70 (not 100)."""
    _header, _rows, html = standings(client, section_a)
    captions = chart_captions(html, "North-South")
    for pair, figure in (("A3 NS", "70%"), ("A2 NS", "30%"), ("A1 NS", "0%")):
        assert f"{pair}: round 1: {figure}, round 2: {figure}, round 3: {figure}" in captions
        assert f"{pair} {figure}" in captions  # the legend: the standings figure


def test_the_printed_results_sheet_has_the_fields_figures(client, section_a):
    response = client.get(reverse("print-paper", args=[section_a.slug, "results"]))
    assert response.status_code == 200
    text = "\n".join(pages_text(response.content))
    assert "Match points: North-South (scored across the field)" in text
    assert "Place in section" in text and "Place in field" in text
    flat = " ".join(text.split())
    assert "2 4= A2 NS A2NS a & A2NS b 3 4.5 15 30" in flat
    assert "1= 1= A1 EW A1EW a & A1EW b 3 10 15 66.67" in flat
    # Tray 1's traveller (round, table, pairs, tricks, NS and EW match points): the field's,
    # A1 NS 0 (EW 5), A3 NS 3.5, A2 NS 1.5; within section A they would be 0, 2 and 1 of 2.
    traveller = flat[flat.index("Tray 1 (") :]
    lines = "1 1 A1 NS A1 EW 6 7 0 5 2 3 A3 NS A2 EW 8 5 3.5 1.5 3 2 A2 NS A3 EW 7 6 1.5 3.5"
    assert f"NS MP EW MP {lines} Tray 2" in traveller


def test_a_section_scored_within_itself_keeps_its_own_figures(client, organiser):
    competition = championship(organiser, across=False)
    section = competition.events.get(session=1, section="A")
    services.publish_event(section, by=organiser)
    header, rows, _html = standings(client, section)
    assert "Place in field" not in header and header[0] == "Place"
    a2 = rows[[row[header.index("Pair")] for row in rows].index("A2 NS")]
    assert (a2[0], a2[header.index("%")]) == ("2", "50")


def poll(client, event, since: str | None = None):
    url = reverse("standings-live", args=[event.slug])
    return client.get(url + (f"?since={since}" if since else ""))


def shown_version(response) -> str:
    assert response.status_code == 200
    return re.search(r'id="live" data-version="([^"]+)"', response.content.decode()).group(1)


def test_another_sections_correction_reaches_this_sections_poll(client, section_a, organiser):
    """B3 NS's 9 on tray 1 corrected to 7: on tray 1 the field's NS scores are 6 7 8 | 7 8 7,
    so A2 NS (7) beats one and ties two: 2 (1.5 before); its total 5 of 15, 33.33%."""
    seen = shown_version(poll(client, section_a))
    with CaptureQueriesContext(connection) as queries:
        assert poll(client, section_a, since=seen).status_code == 204
    assert len(queries) == 2  # the section's row, then its field's versions
    b = section_a.competition.events.get(session=1, section="B")
    seating = m.Seating.objects.get(round__event=b, ns__number=3, trays__number=1)
    entry = services.WhistEntry(seating.pk, 7, None)
    services.record_whist_traveller(b, 1, [entry], by=organiser, reason="Misread")
    fresh = poll(client, section_a, since=seen)
    assert fresh.status_code == 200
    header, rows, _ = standings(Client(), section_a)
    a2 = next(f for f in figures(header, rows) if f[2] == "A2 NS")
    assert a2[3:] == ("5", "15", "33.33")


def test_a_result_the_public_cannot_see_in_another_section_leaves_this_sections_poll(
    client, section_a, organiser
):
    """Section B back in play with two of tray 1's three results taken off: one entered again
    leaves tray 1 hidden in B (two of three), so section A's public poll answers 204 while its
    staff's poll moves; the third releases it, and the public poll gets the new part."""
    b = section_a.competition.events.get(session=1, section="B")
    m.Event.objects.filter(pk=b.pk).update(status=m.Status.PLAYING, current_round=3)
    b.refresh_from_db()
    on_tray_1 = m.Result.objects.filter(tray__event=b, tray__number=1)
    taken = {r.seating_id: r.ns_tricks for r in on_tray_1.filter(seating__ns__number__in=(2, 3))}
    for result in on_tray_1.filter(seating_id__in=taken):
        services.remove_result(result, by=organiser, reason="Entered on the wrong tray")
    staff = Client()
    staff.force_login(organiser)
    public_seen = shown_version(poll(client, section_a))
    staff_seen = shown_version(poll(staff, section_a))
    first, last = sorted(taken)
    b_entry = services.WhistEntry(first, taken[first], None)
    services.record_whist_traveller(b, 1, [b_entry], by=organiser)
    assert poll(client, section_a, since=public_seen).status_code == 204
    assert poll(staff, section_a, since=staff_seen).status_code == 200
    b_entry = services.WhistEntry(last, taken[last], None)
    services.record_whist_traveller(b, 1, [b_entry], by=organiser)
    assert poll(client, section_a, since=public_seen).status_code == 200


def test_a_players_history_gives_the_fields_percentage(client, section_a):
    """A2 NS's first player, in section A both sessions, makes 7 tricks on every tray: 30%
    across the field in each (session 2's NS scores 8 7 6 | 9 8 7: beats one, ties one, 1.5
    of 5 a tray, as ``test_competition`` works it), where section A alone would give 50%."""
    player = m.Player.objects.get(name="A2NS a")
    page = client.get(reverse("player", args=[player.pk])).content.decode()
    history = tables_in(page)[0]
    column = history[0].index("% or score")
    assert [row[column] for row in history[1:]] == ["30%", "30%"]
