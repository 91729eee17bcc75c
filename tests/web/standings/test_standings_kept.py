"""The standings page's masterpoints are read once per version and view (kept with the
event's version, like its live part): the next reader after an award, another view, a
correction or a ruling gets the page made afresh.

The event is the three-table Mitchell of ``test_public_standings.py``, worked by hand there:
North-South 1NS first, 2NS second, 3NS third; East-West 3EW first, 2EW second, 1EW third.
1NS (Ada Byron, Charles Babbage) and 3EW (Jane and Cassandra Austen) have players; the
club's scale for a field of three pays 6, 4 and 2, so each of those four players earns 6.
"""

from __future__ import annotations

import re

import pytest
from django.core.cache import cache
from django.db import connection, transaction
from django.test import Client
from django.test.utils import CaptureQueriesContext
from django.urls import reverse

from tests.builders import example_event, seating_for
from tests.web.html import rows_by, tables_in
from tournaments import services
from tournaments.adapters import cached
from tournaments.services.awards import award_event, save_award_scale

pytestmark = pytest.mark.django_db


def standings(reader, event, **headers) -> str:
    """The standings page, its log-out form's token (new for each staff page) set aside."""
    response = reader.get(reverse("standings", args=[event.slug]), **headers)
    assert response.status_code == 200
    return re.sub(r'name="csrfmiddlewaretoken" value="[^"]*"', "", response.content.decode())


def awarded(page: str, each: str = "Each") -> dict[str, dict[str, str]]:
    """The masterpoints table's rows by pair; empty when the page has none."""
    found = [t for t in tables_in(page) if t[0][-1] == each]
    return rows_by(found[0], found[0][0][1]) if found else {}


def scale(event, organiser) -> None:
    save_award_scale(event.club, by=organiser, name="Club", rows="3: 6 4 2", is_default=True)


def award(event) -> None:
    """The event's awards worked out in their own transaction, as publishing does."""
    with transaction.atomic():
        award_event(event)


def test_an_award_is_on_the_next_warm_page(organiser):
    event = example_event(organiser)
    reader = Client()
    standings(reader, event)
    with CaptureQueriesContext(connection) as queries:
        page = standings(reader, event)
    assert len(queries) == 1  # the event: the live part and the masterpoints kept
    assert awarded(page) == {}
    scale(event, organiser)
    award(event)  # no other write: the awards themselves move the version
    page = standings(reader, event)
    got = {p: (set(r["Players"].split(" & ")), r["Each"]) for p, r in awarded(page).items()}
    assert got == {
        "1 NS": ({"Ada Byron", "Charles Babbage"}, "6"),
        "3 EW": ({"Jane Austen", "Cassandra Austen"}, "6"),
    }
    cache.clear()
    cached.forget()
    assert standings(reader, event) == page  # the page made afresh, nothing kept


def test_the_public_without_names_never_reads_the_staffs_awards(organiser, organiser_client):
    event = example_event(organiser)
    event.club.public_names = False
    event.club.save()
    scale(event, organiser)
    award(event)
    staff = awarded(standings(organiser_client, event))
    assert staff["1 NS"]["Players"] == "Ada Byron & Charles Babbage"
    public = awarded(standings(Client(), event))
    assert (public["1 NS"]["Players"], public["1 NS"]["Each"]) == ("", "6")


def test_a_correction_moves_the_awards_on_the_next_page(organiser):
    """1NS's 10 tricks on tray 3 corrected to 4: on tray 3 2NS's 7 beats both 4s (2NS 2,
    3NS 0.5, 1NS 0.5), so 1NS has 2 + 0 + 0.5 = 2.5, 2NS 1 + 1.5 + 2 = 4.5, 3NS 0 + 1.5 +
    0.5 = 2: 1NS falls to second and earns 4."""
    event = example_event(organiser)
    scale(event, organiser)
    award(event)
    reader = Client()
    assert awarded(standings(reader, event))["1 NS"]["Each"] == "6"
    seating = seating_for(event, 3, "1NS", "2EW")
    services.record_whist_traveller(
        event, 3, [services.WhistEntry(seating.pk, 4, None)], by=organiser, reason="Misread"
    )
    event.refresh_from_db()
    award(event)
    page = standings(reader, event)
    assert rows_by(tables_in(page)[0], "Pair")["1 NS"]["Place"] == "2"
    assert awarded(page)["1 NS"]["Each"] == "4"


def test_each_language_its_own_page(organiser):
    event = example_event(organiser)
    scale(event, organiser)
    award(event)
    reader = Client()
    english = standings(reader, event, HTTP_ACCEPT_LANGUAGE="en")
    german = standings(reader, event, HTTP_ACCEPT_LANGUAGE="de")
    assert english != german
    assert awarded(english)["1 NS"]["Each"] == "6"
    assert awarded(german, "Je")["1 NS"]["Je"] == "6"
    cache.clear()
    cached.forget()
    assert standings(reader, event, HTTP_ACCEPT_LANGUAGE="de") == german
    assert standings(reader, event, HTTP_ACCEPT_LANGUAGE="en") == english


def test_a_ruling_moves_the_awards_on_the_next_page(organiser):
    """Tray 3's 1NS v 2EW ruled average-minus to both sides (40% of the top of 2: 0.8), so
    1NS has 2 + 0 + 0.8 = 2.8 match points.  On tray 3 2NS's 7 tricks beat 3NS's 4, the only
    other result (1 of 1, or 1.75 factored to the top of 2): 2NS has at least 1 + 1.5 + 1 =
    3.5 and 3NS at most 0 + 1.5 + 0.25 = 1.75, so 1NS is second and earns 4."""
    event = example_event(organiser)
    scale(event, organiser)
    award(event)
    reader = Client()
    assert awarded(standings(reader, event))["1 NS"]["Each"] == "6"
    seating = seating_for(event, 3, "1NS", "2EW")
    entry = services.WhistEntry(seating.pk, None, None, adjustment="AVE-")
    services.record_whist_traveller(event, 3, [entry], by=organiser, reason="Ruling")
    event.refresh_from_db()
    award(event)
    page = standings(reader, event)
    assert rows_by(tables_in(page)[0], "Pair")["1 NS"]["Match points"] == "2.8"
    assert awarded(page)["1 NS"]["Each"] == "4"


def test_the_awards_are_read_by_sql_compiled_once_as_the_orm_reads_them(organiser):
    """The awards of more than no points, this event's only, with their entrants and players
    (``awards.AWARDED``, the ORM's own query compiled once): the same rows as the ORM's, in
    one query, the entrant and the player read with them."""
    from decimal import Decimal

    from tournaments import models as m
    from tournaments.standings.awards import AWARDED, _awarded, awards_shown

    event = example_event(organiser)
    other = example_event(organiser, name="Another night")
    scale(event, organiser)
    award(event)
    award(other)
    nothing = event.awards.filter(entrant__label="1NS").first()
    m.Award.objects.filter(pk=nothing.pk).update(points=Decimal(0))  # a share of nothing
    AWARDED.all(event_id=event.pk)  # compiled on the first call
    with CaptureQueriesContext(connection) as queries:
        compiled = AWARDED.all(event_id=event.pk)
        seen = [(a.pk, a.entrant.label, a.player.name, a.points) for a in compiled]
    assert len(queries) == 1
    assert seen == [(a.pk, a.entrant.label, a.player.name, a.points) for a in _awarded(event.pk)]
    # 1NS's two players and 3EW's two earned 6 each; one of 1NS's shares is now nothing
    assert sorted((label, name) for _pk, label, name, _points in seen) == [
        ("1NS", ({"Ada Byron", "Charles Babbage"} - {nothing.player.name}).pop()),
        ("3EW", "Cassandra Austen"),
        ("3EW", "Jane Austen"),
    ]
    assert {a.event_id for a in compiled} == {event.pk}
    rows = awards_shown(event)  # by field (East-West, then North-South), then place
    assert [(r.entrant.label, r.points) for r in rows] == [("3EW", "6"), ("1NS", "6")]
