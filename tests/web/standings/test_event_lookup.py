"""The event a page's address names is read by SQL compiled once (``event_by_slug``): the
same event and club as the ORM's own look-up, in one query, and a 404 for a name no event
has."""

from __future__ import annotations

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.urls import reverse

from tests.builders import example_event
from tournaments import models as m
from tournaments.models.event_lookups import event_by_slug

pytestmark = pytest.mark.django_db


def fields(row) -> dict:
    return {f.attname: getattr(row, f.attname) for f in type(row)._meta.concrete_fields}


def test_the_event_and_its_club_as_the_orm_reads_them(organiser):
    event = example_event(organiser)
    example_event(organiser, name="Another night")
    expected = m.Event.objects.select_related("club").get(slug=event.slug)
    event_by_slug(event.slug)  # compiled on the first call
    with CaptureQueriesContext(connection) as queries:
        found = event_by_slug(event.slug)
        club = found.club
    assert len(queries) == 1
    assert fields(found) == fields(expected)
    assert fields(club) == fields(expected.club)
    assert found.version_current()


def test_no_event_of_that_name(client, organiser):
    example_event(organiser)
    assert event_by_slug("no-such-night") is None
    assert client.get(reverse("standings", args=["no-such-night"])).status_code == 404
