"""The first reader of a traveller after a result reads that tray alone (``tray_alone``).

A field of table scores scores each tray on its own, factored to the field's size N, the most
results the reader may see on any tray.  So a traveller asked for before the event's whole
scores are kept at this version is scored from its tray's results and the counts of results
by tray (and by round, when the public's standings leave out the round in play).  A ruling,
a revoke, a seating that names no pairs or a section scored across its field anywhere in the
event, memory duplicate, or a result stored between the two reads, reads the whole event, as
before.

Worked by hand: the example evening (``tests.builders.pairs.EXAMPLE``, whist by match points,
three tables, one tray a round) with the result of 2NS against 3EW on tray 1 in round 3
taken off.  Tray 1 keeps 1NS's 8 tricks (round 1) and 3NS's 6 (round 2): n = 2, and N = 3
(trays 2 and 3 were played three times).  On a scale of s match points a comparison, 1NS
beat 3NS: 1 x s, factored by Neuberg's formula (MP + s/2) N/n - s/2 = (s + s/2) 3/2 - s/2 =
7s/4 of a top of (N - 1) s = 2s; 3NS (0 + s/2) 3/2 - s/2 = s/4.  East-West the other way
round: 1EW (against 1NS) s/4, 2EW (against 3NS) 7s/4.
"""

from __future__ import annotations

from fractions import Fraction

import pytest
from django.contrib.auth.models import AnonymousUser
from django.db import connection
from django.template.loader import render_to_string
from django.test import RequestFactory
from django.test.utils import CaptureQueriesContext
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.builders import example_event
from tests.web.standings.test_lines_read_alone import a_field
from tournaments import models as m
from tournaments import services
from tournaments.adapters import cached
from tournaments.standings import pairs_values
from tournaments.standings.base import mp
from tournaments.standings.pairs_values import PairsFromValues
from tournaments.standings.scores import scores_for

pytestmark = pytest.mark.django_db


def traveller(scores, number: int) -> str:
    """The traveller page's text as the site renders it from ``scores``."""
    event = scores.event
    request = RequestFactory().get("/")
    request.user = AnonymousUser()
    context = {
        "event": event,
        "tray": event.trays.get(number=number),
        "hidden": not scores.visibility.tray_shown(number),
        "hidden_when": scores.visibility.tray_note(number),
        **scores.traveller_context(number),
    }
    return render_to_string(scores.traveller_template, context, request=request)


def taken_off(organiser, tray: int, ns: str) -> m.Event:
    event = example_event(organiser)
    result = m.Result.objects.get(tray__event=event, tray__number=tray, seating__ns__label=ns)
    services.remove_result(result, by=organiser, reason="Entered for the wrong tray")
    event.refresh_from_db()
    return event


def test_the_hand_worked_short_tray(organiser):
    event = taken_off(organiser, tray=1, ns="2NS")
    alone = PairsFromValues.tray_alone(event, 1)
    assert alone is not None
    s = event.rules.scale
    lines = {
        line.result.seating.ns.label: (line.result.seating.ew.label, line.ns_mp, line.ew_mp)
        for line in alone.traveller_context(1)["lines"]
    }
    assert lines == {
        "1NS": ("1EW", mp(Fraction(7, 4) * s), mp(Fraction(1, 4) * s)),
        "3NS": ("2EW", mp(Fraction(1, 4) * s), mp(Fraction(7, 4) * s)),
    }
    assert alone.field_size == 3
    assert traveller(alone, 1) == traveller(PairsFromValues.load(event), 1)


def test_one_trays_results_are_read_and_no_others(organiser):
    """Three queries for the staff: the counts of results by tray, the tray's values and
    the entrants; only tray 2's results are read."""
    event = taken_off(organiser, tray=1, ns="2NS")
    PairsFromValues.tray_alone(event, 2)  # the look-ups compiled
    with CaptureQueriesContext(connection) as queries:
        alone = PairsFromValues.tray_alone(event, 2)
    assert len(queries) == 3
    assert len(alone.plain) == 3
    assert {p.tray for p in alone.plain} == {2}


def test_a_ruling_or_a_revoke_anywhere_reads_the_whole_event(organiser):
    event = taken_off(organiser, tray=1, ns="2NS")
    ruled = m.Result.objects.get(tray__event=event, tray__number=3, seating__ns__label="1NS")
    m.Result.objects.filter(pk=ruled.pk).update(adjustment="AVE")
    assert PairsFromValues.tray_alone(event, 2) is None
    m.Result.objects.filter(pk=ruled.pk).update(adjustment="", revokes_ns=1)
    assert PairsFromValues.tray_alone(event, 2) is None
    m.Result.objects.filter(pk=ruled.pk).update(revokes_ns=0)
    assert PairsFromValues.tray_alone(event, 2) is not None


def test_memory_duplicate_reads_the_whole_event(organiser):
    """A pair plays a tray once each way in memory duplicate: not scored a tray alone."""
    event = taken_off(organiser, tray=1, ns="2NS")
    m.Event.objects.filter(pk=event.pk).update(movement_kind="memory")
    event = m.Event.objects.get(pk=event.pk)
    assert PairsFromValues.tray_alone(event, 2) is None


def test_a_result_stored_between_the_two_reads_reads_the_whole_event(organiser, monkeypatch):
    """The counts say tray 2 has one result fewer than its values then read (a phone stored
    one between the two queries): the tray is not scored alone on a field size counted
    before it; tray 3, unchanged, still is."""
    event = taken_off(organiser, tray=1, ns="2NS")
    real = pairs_values.PLAYED.rows

    def counted_before(**values):
        return [(t, n - (t == 2), odd) for t, n, odd in real(**values)]

    monkeypatch.setattr(pairs_values.PLAYED, "rows", counted_before)
    assert PairsFromValues.tray_alone(event, 2) is None
    assert PairsFromValues.tray_alone(event, 3) is not None


def test_the_site_reads_the_tray_alone_until_the_whole_event_is_kept(organiser):
    """A traveller before any other page: its tray alone; once the standings are read at
    this version, their scores (every tray's) serve the traveller too.  With a ruling the
    traveller reads the whole event, and keeps that answer for the next reader."""
    event = taken_off(organiser, tray=1, ns="2NS")
    cached.forget()
    first = scores_for(event, tray=2, public=True)
    assert {p.tray for p in first.plain} == {2}
    assert scores_for(event, tray=2, public=True) is first
    whole = scores_for(event, public=True)
    assert scores_for(event, tray=3, public=True) is whole
    assert traveller(first, 2) == traveller(whole, 2)
    ruled = m.Result.objects.get(tray__event=event, tray__number=3, seating__ns__label="1NS")
    services.record_whist_traveller(
        event, 3, [services.WhistEntry(ruled.seating_id, 6, None)], by=organiser, reason="Misread"
    )
    m.Result.objects.filter(pk=ruled.pk).update(adjustment="AVE")
    event = m.Event.objects.get(pk=event.pk)
    cached.forget()
    again = scores_for(event, tray=2, public=True)
    assert {p.tray for p in again.plain} == {2, 3}  # every tray the public sees (1 is short)
    assert scores_for(event, tray=2, public=True) is again


@settings(
    max_examples=25,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(st.integers(0, 10**6), st.booleans(), st.booleans(), st.booleans())
def test_every_traveller_alone_is_the_whole_events(organiser, seed, rulings, public, finish):
    """Random fields (bridge and whist by tricks, Mitchells of 3 to 5 tables, one or two
    trays a round, short trays, the round in play and the standings' choice at random, a
    tray shown once played or only at the finish): every traveller from its tray alone is
    the page the whole event's scores give, for the staff and the public; with a ruling or a
    revoke none is scored alone."""
    event = a_field(organiser, seed, rulings)
    if finish:
        m.Event.objects.filter(pk=event.pk).update(results_shown=m.ResultsShown.FINISH)
        event = m.Event.objects.get(pk=event.pk)
    whole = PairsFromValues.load(event, public=public)
    for tray in event.trays.values_list("number", flat=True):
        alone = PairsFromValues.tray_alone(event, tray, public=public)
        if rulings:
            assert alone is None, tray
            continue
        assert alone is not None, tray
        assert alone.visibility == whole.visibility
        assert traveller(alone, tray) == traveller(whole, tray), tray


def test_a_public_reader_of_the_rounds_before_the_one_in_play(organiser):
    """Standings of the rounds before the one in play (round 3): every tray has been played
    by every table due, but only the results of rounds 1 and 2 count, two a tray, so N is 2
    (round 3's results do not factor the others), as the whole event's scores count it."""
    event = example_event(organiser, published=False)
    m.Event.objects.filter(pk=event.pk).update(
        current_round=3, standings_shown=m.StandingsShown.PREVIOUS
    )
    event = m.Event.objects.get(pk=event.pk)
    whole = PairsFromValues.load(event, public=True)
    for tray in (1, 2, 3):
        alone = PairsFromValues.tray_alone(event, tray, public=True)
        assert alone.field_size == 2
        assert len(alone.plain) == 2
        assert traveller(alone, tray) == traveller(whole, tray)
