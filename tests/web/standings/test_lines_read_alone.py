"""A score card and a traveller read from the pair's or the tray's own lines print what they
print when every line of the field is made first.

The first reader of a card or a traveller after a result asks the scores for those lines only
(``PairsReport.lines_at``): while a tray is short, a field of table scores scores only those
lines' trays.  On random fields (bridge and whist by tricks, Mitchells of 3 to 5 tables, one
or two trays a round, results not entered yet, rulings and Law X revokes or none, staff and a
public reader while the event is in play) every card and traveller page, rendered, is the
same text as from scores whose every line was made before.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.builders import make_bridge_mitchell, make_whist_mitchell
from tests.web.standings.test_pairs_values import BRIDGE_CONTRACTS, RULINGS, pages, played
from tournaments import models as m
from tournaments import services
from tournaments.standings.pairs_values import PairsFromValues

pytestmark = pytest.mark.django_db


def a_field(organiser, seed: int, rulings: bool) -> m.Event:
    """A field drawn from ``seed``, one result at least not entered yet (its tray short);
    ``rulings``: rulings (bridge) or revokes (whist) on a few results."""
    rng = random.Random(seed)
    bridge = rng.random() < 0.5
    tables, per_round = rng.choice([3, 4, 5]), rng.choice([1, 2])
    if bridge:
        event = make_bridge_mitchell(organiser, tables=tables, boards_per_round=per_round)
    else:
        event = make_whist_mitchell(organiser, tables=tables, boards_per_round=per_round)
        m.Event.objects.filter(pk=event.pk).update(scoring_method=m.ScoringMethod.TRICKS)
    seats = played(event)
    late = rng.randrange(len(seats))
    for k, (tray, seating) in enumerate(seats):
        if k == late or rng.random() < 0.1:  # not entered yet
            continue
        if bridge:
            entry = services.BridgeEntry(seating.pk, *rng.choice(BRIDGE_CONTRACTS))
            services.record_traveller(event, tray, [entry], by=organiser)
        else:
            entry = services.WhistEntry(seating.pk, rng.randint(3, 10), None)
            services.record_whist_traveller(event, tray, [entry], by=organiser)
    if rulings:
        stored = list(m.Result.objects.filter(tray__event=event).order_by("pk"))
        for result in rng.sample(stored, k=min(len(stored), rng.randint(1, 3))):
            if bridge:
                m.Result.objects.filter(pk=result.pk).update(adjustment=rng.choice(RULINGS))
            else:
                side = rng.choice(["revokes_ns", "revokes_ew"])
                m.Result.objects.filter(pk=result.pk).update(**{side: rng.randint(1, 2)})
    last = event.rounds.count()
    m.Event.objects.filter(pk=event.pk).update(
        current_round=rng.randint(1, last),
        standings_shown=rng.choice([m.StandingsShown.ON, m.StandingsShown.PREVIOUS]),
    )
    return m.Event.objects.get(pk=event.pk)


@settings(
    max_examples=12,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(st.integers(0, 10**6), st.booleans(), st.booleans())
def test_cards_and_travellers_from_their_own_lines_are_the_whole_fields(
    organiser, seed, rulings, public
):
    event = a_field(organiser, seed, rulings)
    alone = PairsFromValues.load(event, public=public)
    whole = PairsFromValues.load(event, public=public)
    if whole.matchpoints is not None:
        assert len(whole.matchpoints.lines) == len(whole.plain)  # every line made first
    got, expected = pages(alone), pages(whole)
    assert got.keys() == expected.keys()
    for name, page in expected.items():
        assert got[name] == page, name


def test_a_short_trays_traveller_and_a_card_make_no_other_line(organiser):
    """While a tray is short, a traveller and a card are worked out without the field's other
    lines: the lines are not all made (a field of table scores, every figure as the whole
    field's, as the test above holds)."""
    event = a_field(organiser, seed=3, rulings=False)
    scores = PairsFromValues.load(event)
    lines = scores.matchpoints.lines
    scores.traveller_context(1)
    scores.card_context(next(iter(scores.entrants)))
    assert lines._items is None  # noqa: SLF001 (built when read: not built yet)
    assert len(lines) == len(scores.plain)
