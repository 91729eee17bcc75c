"""An event's results read as plain values by SQL compiled once (``pairs_values.VALUES`` and
``TRAY_VALUES``, each tray's results as one JSON text) are the rows of the ORM's own query of
their columns (``_orm_rows``): the same values, of the same types, in the same order, in one
query; and a tray whose results are as they were is not made again.

On random fields (bridge and whist by tricks, Mitchells of 3 to 5 tables, results not entered
yet, rulings and Law X revokes) beside another event, the whole event's rows and each tray's
are the ORM's.  The example evening (three tables, three rounds, one tray a round, nine
results) is read by hand.
"""

from __future__ import annotations

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.builders import example_event
from tests.web.standings.test_lines_read_alone import a_field
from tournaments import models as m
from tournaments.adapters import cached
from tournaments.standings.pairs_values import SCORED, SHOWN, VALUE_COLUMNS, read_values
from tournaments.standings.shown_results import SHOWN_COLUMNS, result_shown

pytestmark = pytest.mark.django_db


def _orm_rows(event_id: int, tray: int | None = None) -> list[tuple]:
    """The ORM's own rows of ``VALUE_COLUMNS``, a result each, by tray, table and id."""
    found = m.Result.objects.filter(tray__event_id=event_id)
    if tray is not None:
        found = found.filter(tray__number=tray)
    ordered = found.order_by("tray__number", "seating__table__number", "pk")
    return list(ordered.values_list(*VALUE_COLUMNS))


def test_the_example_evening_in_one_query_as_the_orm_reads_it(organiser):
    event = example_event(organiser)
    example_event(organiser, name="Another night")
    read_values(event)  # compiled on the first call
    with CaptureQueriesContext(connection) as queries:
        rows, plain = read_values(event)
    assert len(queries) == 1
    assert rows == list(_orm_rows(event.pk))
    # three trays, each played at tables 1, 2 and 3, in that order
    column = {name: i for i, name in enumerate(VALUE_COLUMNS)}
    order = [(r[column["tray__number"]], r[column["seating__table__number"]]) for r in rows]
    assert order == [(t, n) for t in (1, 2, 3) for n in (1, 2, 3)]
    assert [p.tray for p in plain] == [1, 1, 1, 2, 2, 2, 3, 3, 3]
    with CaptureQueriesContext(connection) as queries:
        two, _plain = read_values(event, tray=2)
    assert len(queries) == 1
    assert two == rows[3:6]


def test_what_a_page_prints_reads_back_as_stored(organiser):
    """The columns a card or a traveller prints come in one JSON array a result and read
    back as the stored values with their types: a blank and a filled text, a law with
    quotes and a backslash, a suit symbol, a count of tricks and none."""
    event = example_event(organiser)
    first, second = m.Result.objects.filter(tray__event=event).order_by("pk")[:2]
    m.Result.objects.filter(pk=first.pk).update(
        contract="4SX", declarer="S", tricks_taken=10, law='16B "UI" \\ 12C1', lead="\u2660K"
    )
    m.Result.objects.filter(pk=second.pk).update(honours="100", honours_side="NS", ew_tricks=None)
    rows, _plain = read_values(event)
    assert len(rows) == 9
    for row in rows:
        stored = m.Result.objects.get(pk=row[0])
        expected = [getattr(stored, column) for column in SHOWN_COLUMNS]
        assert list(row[SHOWN]) == expected
        assert [type(v) for v in list(row[SHOWN])] == [type(v) for v in expected]
    entrants = {e.label: e for e in event.entrants.all()}
    for row in rows:  # as a page reads it: each field by the model's name
        stored = m.Result.objects.select_related("tray", "seating__ns").get(pk=row[0])
        made = result_shown(entrants, row[0], *row[SCORED], *row[SHOWN])
        for column in (*SHOWN_COLUMNS, "ns_tricks", "ns_score", "adjustment", "revokes_ns"):
            assert getattr(made, column) == getattr(stored, column), column
        assert (made.tray.number, made.seating.ns) == (stored.tray.number, stored.seating.ns)
    by_id = {row[0]: list(row[SHOWN]) for row in rows}
    assert by_id[first.pk][SHOWN_COLUMNS.index("law")] == '16B "UI" \\ 12C1'
    assert by_id[first.pk][SHOWN_COLUMNS.index("lead")] == "\u2660K"
    assert by_id[first.pk][SHOWN_COLUMNS.index("tricks_taken")] == 10
    assert by_id[second.pk][SHOWN_COLUMNS.index("ew_tricks")] is None


def test_an_event_with_no_results_reads_none_of_another_events(organiser):
    event = example_event(organiser, rounds=())
    example_event(organiser, name="Another night")
    assert read_values(event) == ([], [])
    assert read_values(event, tray=1) == ([], [])


@settings(
    max_examples=10,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(st.integers(0, 10**6), st.booleans())
def test_random_fields_read_as_the_orm_reads_them(organiser, seed, rulings):
    event = a_field(organiser, seed, rulings)
    rows, _plain = read_values(event)
    assert rows == list(_orm_rows(event.pk))
    assert [type(v) for row in rows for v in row] == [
        type(v) for row in _orm_rows(event.pk) for v in row
    ]
    trays = sorted({row[VALUE_COLUMNS.index("tray__number")] for row in rows})
    for tray in trays:
        alone, _plain = read_values(event, tray=tray)
        assert alone == list(_orm_rows(event.pk, tray))
    assert read_values(event, tray=max(trays, default=0) + 1) == ([], [])


def test_only_the_tray_whose_results_changed_is_made_again(organiser):
    """The example evening's tray 2 corrected: trays 1 and 3 are the very values made
    before, tray 2's are made again from the database and read the correction; put back,
    the result reads as first stored."""
    event = example_event(organiser)
    cached.forget()
    before, plain_before = read_values(event)
    changed = m.Result.objects.filter(tray__event=event, tray__number=2).order_by("pk").first()
    assert changed is not None
    swapped = {"ns_tricks": changed.ew_tricks, "ew_tricks": changed.ns_tricks}
    m.Result.objects.filter(pk=changed.pk).update(**swapped)
    after, plain_after = read_values(event)
    assert after == _orm_rows(event.pk)
    assert [a is b for a, b in zip(before, after, strict=True)] == [True] * 3 + [False] * 3 + [
        True
    ] * 3
    assert [a is b for a, b in zip(plain_before, plain_after, strict=True)][3:6] == [False] * 3
    by_id = {row[0]: row for row in after}
    assert by_id[changed.pk][VALUE_COLUMNS.index("ns_tricks")] == changed.ew_tricks
    kept = {"ns_tricks": changed.ns_tricks, "ew_tricks": changed.ew_tricks}
    m.Result.objects.filter(pk=changed.pk).update(**kept)
    again, _plain = read_values(event)
    assert again == before
    assert again == _orm_rows(event.pk)
