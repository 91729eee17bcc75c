"""A score card is worked out and its lines rendered once per version of the event and view
(``Shown.card_once``, the card template's ``cache`` tag keyed by the view's version): the
readers after the first get the first reader's page, and a correction, a language or another
audience is never served the lines made for another.

The event is the three-table Mitchell of ``tests/web/standings/test_public_standings.py``,
worked by hand there: on tray 1, 1NS made 8 tricks, 3NS 6 and 2NS 7, so 1NS beat both other
North-South pairs: 2 match points of a top of 2.  Corrected to 5 tricks it beats neither: 0.
"""

from __future__ import annotations

import re

import pytest
from django.core.cache import cache
from django.db import connection
from django.test import Client
from django.test.utils import CaptureQueriesContext
from django.urls import reverse

from tests.builders import example_event, seating_for
from tests.web.html import tables_in
from tournaments import services
from tournaments.adapters import cached

pytestmark = pytest.mark.django_db


def card(reader, event, label: str = "1NS", **headers) -> str:
    """The card page, its log-out form's token (new for each staff page) set aside."""
    response = reader.get(reverse("score-card", args=[event.slug, label]), **headers)
    assert response.status_code == 200
    return re.sub(r'name="csrfmiddlewaretoken" value="[^"]*"', "", response.content.decode())


def line_of_tray(page: str, tray: int, column: str) -> str:
    """The card's cell in ``column`` on the line of ``tray`` (header names as printed)."""
    table = tables_in(page)[0]
    head = table[0]
    row = next(r for r in table[1:] if r[head.index("Tray")] == str(tray))
    return row[head.index(column)]


def test_the_readers_after_the_first_get_its_page_reading_only_the_event(organiser):
    event = example_event(organiser)
    reader = Client()
    cache.clear()
    cached.forget()
    first = card(reader, event)
    with CaptureQueriesContext(connection) as queries:
        again = card(reader, event)
    assert again == first
    assert len(queries) == 1  # the event: its scores and the card's lines kept
    assert line_of_tray(first, 1, "MP") == "2"


@pytest.mark.parametrize("audience", ["public", "staff"])
def test_a_correction_is_on_the_next_card(organiser, organiser_client, audience):
    event = example_event(organiser)
    reader = Client() if audience == "public" else organiser_client
    assert line_of_tray(card(reader, event), 1, "MP") == "2"
    seating = seating_for(event, 1, "1NS", "1EW")
    services.record_whist_traveller(
        event, 1, [services.WhistEntry(seating.pk, 5, None)], by=organiser, reason="Misread"
    )
    page = card(reader, event)
    assert line_of_tray(page, 1, "MP") == "0"
    cache.clear()
    cached.forget()
    assert card(reader, event) == page  # the page made afresh, nothing kept


def test_each_language_its_own_lines(organiser):
    """A card read in German after one in English, each the page its language makes afresh
    (the lines' workings are words)."""
    event = example_event(organiser)
    reader = Client()
    english = card(reader, event, HTTP_ACCEPT_LANGUAGE="en")
    german = card(reader, event, HTTP_ACCEPT_LANGUAGE="de")
    assert english != german
    cache.clear()
    cached.forget()
    assert card(reader, event, HTTP_ACCEPT_LANGUAGE="de") == german
    assert card(reader, event, HTTP_ACCEPT_LANGUAGE="en") == english


def traveller(reader, event, number: int = 1) -> str:
    response = reader.get(reverse("traveller", args=[event.slug, number]))
    assert response.status_code == 200
    return re.sub(r'name="csrfmiddlewaretoken" value="[^"]*"', "", response.content.decode())


def ns_match_points_of(page: str, ns: str) -> str:
    """The traveller's North-South match points on the line of the pair coded ``ns``."""
    table = tables_in(page)[0]
    head = table[0]
    row = next(r for r in table[1:] if r[head.index("NS")] == ns)
    return row[head.index("NS MP")]


@pytest.mark.parametrize("audience", ["public", "staff"])
def test_a_correction_is_on_the_next_traveller(organiser, organiser_client, audience):
    """Tray 1 as worked above: 1NS's 8 tricks beat 7 and 6 (2), then 5 beats neither (0)."""
    event = example_event(organiser)
    reader = Client() if audience == "public" else organiser_client
    first = traveller(reader, event)
    assert ns_match_points_of(first, "1 NS") == "2"
    with CaptureQueriesContext(connection) as queries:
        assert traveller(reader, event) == first
    if audience == "public":  # the event and its trays (the staff's session besides)
        assert len(queries) == 2
    seating = seating_for(event, 1, "1NS", "1EW")
    services.record_whist_traveller(
        event, 1, [services.WhistEntry(seating.pk, 5, None)], by=organiser, reason="Misread"
    )
    page = traveller(reader, event)
    assert ns_match_points_of(page, "1 NS") == "0"
    cache.clear()
    cached.forget()
    assert traveller(reader, event) == page
