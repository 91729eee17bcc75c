"""A barometer evening on the site: every table plays the same tray in a round, so once round 1
is in, the public standings rank everyone on tray 1 while round 2 is still being played.

Three tables, one tray a round (tray 1 love all, North dealing).  Round 1: table 1 4S by N, 10
tricks, +420; table 2 4S by N, 9 tricks, -50; table 3 3NT by S, 10 tricks, +430.  By the
club's rules (1 for each score beaten, ½ a tie; top 2): North-South 3 2, 1 1, 2 0, and their
East-West opponents 0, 1, 2.  In round 1 East-West pair e sits at table e.
"""

from __future__ import annotations

import datetime as dt

import pytest

from tests.builders import enter_contract
from tournaments import models as m
from tournaments import services
from tournaments.standings import scores_for

pytestmark = pytest.mark.django_db


def barometer_event(by, kind: str = "barometer", **options) -> m.Event:
    event = services.create_event(
        by=by,
        name="Barometer night",
        date=dt.date(2026, 11, 27),
        game=m.Game.BRIDGE,
        form=m.Form.PAIRS,
        movement_kind=kind,
        movement_size=3,
        boards_per_round=1,
        scoring_method=m.ScoringMethod.MATCHPOINTS,
        movement_options=options or None,
        seed=3,
    )
    services.start_event(event, by=by)
    event.refresh_from_db()
    return event


def test_every_table_plays_the_round_tray(organiser):
    event = barometer_event(organiser)
    for number in (1, 2, 3):
        trays = m.Seating.objects.filter(round__event=event, round__number=number)
        assert {t.number for s in trays for t in s.trays.all()} == {number}
    assert event.trays.count() == 3


def test_standings_after_round_one_rank_everyone_on_its_tray(organiser):
    event = barometer_event(organiser)
    for table, contract, declarer, tricks in ((1, "4S", "N", 10), (2, "4S", "N", 9), (3, "3NT", "S", 10)):  # fmt: skip
        enter_contract(event, organiser, 1, table, contract, declarer, tricks)
    scores = scores_for(event, public=True)
    assert scores.visibility.tray_shown(1) and not scores.visibility.tray_shown(2)
    got = {row["code"].replace(" ", ""): row["matchpoints"] for row in scores.rows()}
    assert {k: float(v) for k, v in got.items()} == {
        "3NS": 2, "1NS": 1, "2NS": 0, "3EW": 0, "1EW": 1, "2EW": 2,
    }  # fmt: skip


def test_a_scrambled_mitchell_evening_starts(organiser):
    event = barometer_event(organiser, kind="scrambled-mitchell")
    switched = m.Seating.objects.filter(round__event=event, arrow_switched=True)
    assert [(s.round.number, s.table.number) for s in switched] == [(3, 3)]
