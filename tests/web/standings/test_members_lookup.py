"""Each entrant's players and the entrants themselves, read by SQL compiled once
(``base.EVENT_MEMBERS``, ``base.EVENT_ENTRANTS``): the members of the ORM's own query, their
players and entrants with them, and the entrants of ``event.entrants.all()`` each with its
event, in one query each.

The example evening registers 1NS as Ada Byron and Charles Babbage and 3EW as Jane Austen
and Cassandra Austen, in that seat order; no other pair has players.  Another evening's
players are not this one's.
"""

from __future__ import annotations

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from tests.builders import example_event
from tournaments import services
from tournaments.standings.base import (
    EVENT_MEMBERS,
    _members,
    entrants_by_label,
    players_by_label,
)

pytestmark = pytest.mark.django_db


def test_each_pairs_players_in_seat_order_in_one_query(organiser):
    event = example_event(organiser)
    other = example_event(organiser, name="Another night")
    services.register_entrant(
        other.entrants.get(label="2NS"), by=organiser, player_names=("Mary Shelley", "Percy")
    )
    players_by_label(event)  # compiled on the first call
    with CaptureQueriesContext(connection) as queries:
        found = players_by_label(event)
    assert len(queries) == 1
    names = {label: [p.name for p in players] for label, players in found.items()}
    assert names == {
        "1NS": ["Ada Byron", "Charles Babbage"],
        "3EW": ["Jane Austen", "Cassandra Austen"],
    }
    assert [p.name for p in players_by_label(other)["2NS"]] == ["Mary Shelley", "Percy"]


def test_the_members_are_the_orms_with_their_players_and_entrants(organiser):
    event = example_event(organiser)
    orm = list(_members(event.pk))
    compiled = EVENT_MEMBERS.all(event_id=event.pk)
    assert [(x.pk, x.position, x.player.pk, x.player.name, x.entrant.label) for x in compiled] == [
        (x.pk, x.position, x.player.pk, x.player.name, x.entrant.label) for x in orm
    ]
    with CaptureQueriesContext(connection) as queries:
        [(x.player.name, x.entrant.label) for x in compiled]
    assert len(queries) == 0  # read with them


def test_the_entrants_are_the_orms_each_with_its_event(organiser):
    event = example_event(organiser)
    example_event(organiser, name="Another night")
    entrants_by_label(event)  # compiled on the first call
    with CaptureQueriesContext(connection) as queries:
        found = entrants_by_label(event)
        events = {entrant.event for entrant in found.values()}
    assert len(queries) == 1  # each entrant's event is the one given
    assert events == {event} and all(e.event is event for e in found.values())
    orm = list(event.entrants.all())
    assert list(found) == [e.label for e in orm]
    assert sorted(found) == ["1EW", "1NS", "2EW", "2NS", "3EW", "3NS"]
    assert [(e.pk, e.name, e.kind, e.number, e.direction) for e in found.values()] == [
        (e.pk, e.name, e.kind, e.number, e.direction) for e in orm
    ]
    assert found["1NS"].name == "Ada Byron & Charles Babbage"
