"""Which tables are due to play each tray, for one event read by SQL compiled once
(``visibility.DUE_TRAYS``): the rows of the ORM's own query, in one query.

The example evening is a three-table whist Mitchell of three rounds, one tray a round: each
tray is due at all three tables, the last of them in round 3.  An individual of twelve players
(three tables of four) plays each tray at its tables in one round.
"""

from __future__ import annotations

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from tests.builders import example_event, make_individual
from tournaments import models as m
from tournaments.standings.visibility import _due, _due_trays

pytestmark = pytest.mark.django_db


def orm_rows(event) -> dict:
    return {
        number: (due, last) for _e, number, due, last in _due(m.Tray.objects.filter(event=event))
    }


def test_each_tray_due_at_three_tables_by_hand(organiser):
    event = example_event(organiser, rounds=(1,))
    example_event(organiser, name="Another night")
    _due_trays([event])  # compiled on the first call
    with CaptureQueriesContext(connection) as queries:
        due = _due_trays([event])
    assert len(queries) == 1
    assert due == {event.pk: {1: (3, 3), 2: (3, 3), 3: (3, 3)}}
    assert due[event.pk] == orm_rows(event)


def test_an_individual_and_several_events_at_once_as_the_orm_reads_them(organiser):
    individual = make_individual(organiser, size=12, boards_per_round=1)
    pairs = example_event(organiser)
    alone = _due_trays([individual])[individual.pk]
    assert alone == orm_rows(individual) and alone
    both = _due_trays([individual, pairs])
    assert both == {individual.pk: alone, pairs.pk: orm_rows(pairs)}
