"""What the public may see of several events at once (a competition's sessions, a player's
history) is what it may see of each alone: one rule, read in one query for all of them.

The event is the 13-pair Mitchell of ``test_public_during_play`` (7 tables, 3 boards a round,
7 rounds; table 7 has no North-South pair).  Worked out by hand there: set s lies at the
empty table 7 in round s + 1 (mod 7), so set 6 (boards 16-18) is last played in round 6 and
every other set in round 7.  With rounds 1 to 6 all played and round 7 in play, boards
16-18 have been played by every table due to play them, and no other board has.
"""

from __future__ import annotations

from tests.builders import enter_contract
from tests.builders.pairs import bridge_mitchell_one_pair_missing
from tournaments import models as m
from tournaments import services
from tournaments.standings.visibility import visibilities, visibility


def six_rounds_played(by, name: str) -> m.Event:
    """Rounds 1 to 6 played at every table with a North-South pair, round 7 in play."""
    event = bridge_mitchell_one_pair_missing(by, name=name)
    for rnd in range(1, 7):
        if event.current_round < rnd:
            services.advance_round(event, by=by)
            event.refresh_from_db()
        for table in range(1, 7):
            seating = m.Seating.objects.get(
                round__event=event, round__number=rnd, table__number=table
            )
            for tray in seating.trays.all():
                enter_contract(event, by, tray.number, table, "6NT", "N", 12)
    services.advance_round(event, by=by)
    event.refresh_from_db()
    return event


def results_of(event: m.Event) -> list[m.Result]:
    return list(m.Result.objects.filter(tray__event=event).select_related("tray"))


def test_several_events_each_shown_as_alone_in_one_query(organiser, django_assert_num_queries):
    played = six_rounds_played(organiser, "Tuesday")
    at_finish = six_rounds_played(organiser, "Thursday")
    at_finish.results_shown = m.ResultsShown.FINISH
    at_finish.save()
    results = {e.pk: results_of(e) for e in (played, at_finish)}
    assert len(results[played.pk]) == 6 * 6 * 3

    with django_assert_num_queries(1):
        both = visibilities([played, at_finish], results, public=True)

    shown = both[played.pk]
    assert not shown.everything and not shown.at_finish
    assert shown.trays_shown == frozenset({16, 17, 18})
    assert shown.round_now == 7
    assert dict(shown.due) == {n: (6 if n in (16, 17, 18) else 7) for n in range(1, 22)}
    assert shown.counts(16, 3) and not shown.counts(1, 3)
    assert both[at_finish.pk].at_finish and both[at_finish.pk].trays_shown == frozenset()
    for event in (played, at_finish):
        assert visibility(event, results[event.pk], public=True) == both[event.pk]

    staff = visibilities([played, at_finish], results, public=False)
    assert all(v.everything for v in staff.values())
