"""Pairs on total points, pair against pair and a Swiss in victory points, read as plain
values, give the figures and pages of their model rows.

Each ``*FromValues`` class (the site's path) and its method's row class score the same stored
results: total points on random bridge fields (every bonus to the score, rulings, a public
reader while the event is in play, names hidden); pair against pair on four pairs'
four-hand sets with random tricks; a Swiss of five pairs after its first match with random
contracts.  Standings, the page's context, every card and traveller page rendered and the
results sheet must be the same text.
"""

from __future__ import annotations

import datetime as dt
import random

import pytest

from tests.builders import make_bridge_mitchell
from tests.web.standings.test_pairs_values import pages, played, random_field
from tournaments import models as m
from tournaments import services
from tournaments.adapters import cached
from tournaments.scoring.to_the_score import Method
from tournaments.standings.method_values import (
    PairMatchesFromValues,
    PointsPairsFromValues,
    SwissPairsFromValues,
)
from tournaments.standings.pair_matches import PairMatchScores
from tournaments.standings.points_pairs import PointsPairsScores
from tournaments.standings.scores import scores_for
from tournaments.standings.swiss_pairs import SwissPairsScores

pytestmark = pytest.mark.django_db

CONTRACTS = [("3NT", "S", 9), ("3NT", "S", 10), ("4S", "N", 9), ("2H", "E", 8), ("1NT", "W", 6)]


def said(scores) -> dict:
    """The standings and what their page shows beside them."""
    cached.forget()
    context = scores.standings_context()
    return {
        "rows": scores.rows(),
        "context": {k: v for k, v in context.items() if not hasattr(v, "as_values")},
        "working": {r["label"]: scores.total_working(r["label"]) for r in scores.rows()},
    }


def same(values, rows, names: bool) -> None:
    assert "_values" in values.__dict__  # read as values, not as rows
    if not names:
        values.hide_names()
        rows.hide_names()
    assert said(values) == said(rows)
    got, expected = pages(values), pages(rows)
    assert got.keys() == expected.keys()
    for name, page in expected.items():
        assert got[name] == page, name


@pytest.mark.parametrize("seed", [0, 2, 4, 6, 8, 10, 12, 14])
def test_total_points_from_values_and_rows(organiser, seed):
    event = random_field(organiser, seed)  # even seeds: bridge
    bonus = list(Method)[seed // 2 % len(Method)]
    m.Event.objects.filter(pk=event.pk).update(
        scoring_method=m.ScoringMethod.POINTS, to_the_score=bonus.value
    )
    event = m.Event.objects.get(pk=event.pk)
    public, names = seed % 4 == 2, seed % 8 < 4
    values = PointsPairsFromValues.load(event, public=public)
    same(values, PointsPairsScores.load(event, public=public), names)
    assert isinstance(scores_for(event), PointsPairsFromValues)


@pytest.mark.parametrize("seed", range(4))
def test_pair_matches_from_values_and_rows(organiser, seed):
    """Four pairs, three four-hand sets, every hand's tricks drawn (some not entered)."""
    rng = random.Random(seed)
    event = services.create_event(
        by=organiser,
        name="Pair against pair",
        date=dt.date(2026, 11, 21),
        game=m.Game.WHIST,
        form=m.Form.PAIRS,
        movement_kind="four-pairs",
        movement_size=4,
        boards_per_round=4,
        scoring_method=m.ScoringMethod.PAIR_MATCHES,
        seed=1,
    )
    services.start_event(event, by=organiser)
    event.refresh_from_db()
    seatings = m.Seating.objects.filter(
        round__event=event, ns__isnull=False, ew__isnull=False
    ).prefetch_related("trays")
    for seating in seatings:
        for tray in seating.trays.all():
            if rng.random() < 0.1:
                continue
            entry = services.WhistEntry(seating.pk, rng.randint(4, 9), None)
            services.record_whist_traveller(event, tray.number, [entry], by=organiser)
    event = m.Event.objects.get(pk=event.pk)
    values = PairMatchesFromValues.load(event)
    rows = PairMatchScores.load(event)
    assert rows.report is not None and rows.rows()  # matches were scored
    same(values, rows, names=seed % 2 == 0)
    assert isinstance(scores_for(event), PairMatchesFromValues)


@pytest.mark.parametrize("seed", range(4))
def test_swiss_pairs_from_values_and_rows(organiser, seed):
    """Five bridge pairs, the first match (two trays) played with contracts drawn."""
    rng = random.Random(seed)
    event = services.create_event(
        by=organiser,
        name="Swiss pairs",
        date=dt.date(2026, 11, 24),
        game=m.Game.BRIDGE,
        form=m.Form.PAIRS,
        movement_kind="swiss-pairs",
        movement_size=5,
        boards_per_round=2,
        scoring_method=m.ScoringMethod.VPS,
        seed=1,
    )
    services.start_event(event, by=organiser)
    event.refresh_from_db()
    seatings = m.Seating.objects.filter(
        round__event=event, round__number=1, ns__isnull=False, ew__isnull=False
    ).prefetch_related("trays")
    for seating in seatings:
        for tray in seating.trays.all():
            entry = services.BridgeEntry(seating.pk, *rng.choice(CONTRACTS))
            services.record_traveller(event, tray.number, [entry], by=organiser)
    event = m.Event.objects.get(pk=event.pk)
    values = SwissPairsFromValues.load(event)
    rows = SwissPairsScores.load(event)
    assert rows.swiss_standings  # the match was scored
    same(values, rows, names=seed % 2 == 0)
    assert isinstance(scores_for(event), SwissPairsFromValues)


def test_a_points_card_before_any_tray_is_public_is_shown(organiser, client):
    """The public's score card of a points event in play whose only result is on a tray
    other tables have still to play: the page, with no line yet (it used to fail, nothing
    being scored for that reader)."""
    event = make_bridge_mitchell(organiser, tables=3, boards_per_round=1)
    seating = played(event)[0][1]
    entry = services.BridgeEntry(seating.pk, "3NT", "S", 9)
    services.record_traveller(event, 1, [entry], by=organiser)
    m.Event.objects.filter(pk=event.pk).update(
        scoring_method=m.ScoringMethod.POINTS, to_the_score=Method.ROUND.value
    )
    services.publish_event(event, by=organiser)
    label = seating.ns.label
    response = client.get(f"/e/{event.slug}/card/{label}/")
    assert response.status_code == 200
    assert not PointsPairsFromValues.load(event, public=True).plain  # nothing public yet
