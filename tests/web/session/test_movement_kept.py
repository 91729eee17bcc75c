"""Every table's phone asks where its players and boards go next, from the event's movement
as seated (``adapters.movements.movement_for``).  Each process keeps it per public version in
a place of its own (``cached.small``): on a club night with several events in play, their
scores objects (kept for a few versions only) never push the movements out, so a phone's
question reads no seating again until a seating changes."""

from __future__ import annotations

import pytest

from tests.builders import make_whist_mitchell
from tournaments import services
from tournaments.adapters import cached
from tournaments.adapters.movements import movement_for
from tournaments.standings.scores import scores_for

pytestmark = pytest.mark.django_db


def test_other_events_scores_do_not_push_a_movement_out(organiser, django_assert_num_queries):
    events = [
        make_whist_mitchell(organiser, tables=3, boards_per_round=2, name=f"Evening {n}")
        for n in range(1, 7)
    ]
    for event in events:
        services.publish_event(event, by=organiser)
        event.refresh_from_db()
    movement = movement_for(events[0])
    for event in events:  # twelve scores objects: more than the process keeps of them
        scores_for(event, public=True)
        scores_for(event, public=False)
    with django_assert_num_queries(0):
        assert movement_for(events[0]) is movement


def test_a_seating_change_is_read_at_once(organiser):
    """A pair that leaves turns its opponents' later rounds into sit-outs: the movement the
    phones read shows it (the public version moved)."""
    event = make_whist_mitchell(organiser, tables=3, boards_per_round=2)
    before = movement_for(event)
    pair = event.entrants.get(label="2EW")
    services.withdraw_entrant(event, pair, from_round=2, by=organiser)
    event.refresh_from_db()
    after = movement_for(event)
    seated = {(s.round, s.ns, s.ew) for r in after.rounds for s in r.seatings}
    assert any(s.ew == "2EW" for r in before.rounds[1:] for s in r.seatings)
    assert not any(ew == "2EW" for number, _ns, ew in seated if number >= 2)
    cached.forget()
    assert movement_for(event) == after  # read afresh, the same
