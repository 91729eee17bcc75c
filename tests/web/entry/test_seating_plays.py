"""Which seatings play a round: both pairs there, or all four players (``models.play``).  The
rule is asked three ways (a seating's filter, a tray's count of the tables due to play it, and
a seating in hand) and the three must agree, or a board is scored as played at a table the
phone treats as sitting out, or the reverse."""

from __future__ import annotations

import pytest
from django.db.models import Count

from tests.builders import make_bridge_mitchell
from tests.builders.individuals import make_individual, seating_at
from tournaments import models as m


def tables_due(tray: m.Tray) -> int:
    return (
        m.Tray.objects.annotate(due=Count("seatings", filter=m.TRAY_PLAYED_AT)).get(pk=tray.pk).due
    )


def plays(seating: m.Seating) -> bool:
    return m.Seating.objects.filter(m.PLAYS, pk=seating.pk).exists()


def first_tray(seating: m.Seating) -> m.Tray:
    return seating.trays.order_by("number").first()


@pytest.mark.django_db
def test_a_pair_without_opponents_sits_out_by_every_reading(organiser):
    # Three tables of a Mitchell: board 1 is played at one table a round.  With East-West gone
    # from table 1, round 1, board 1 is due at no table that round, and table 1 sits out.
    event = make_bridge_mitchell(organiser, tables=3, boards_per_round=2)
    seating = m.Seating.objects.get(round__event=event, round__number=1, table__number=1)
    tray = first_tray(seating)
    before = tables_due(tray)
    assert plays(seating) and not seating.is_sit_out
    m.Seating.objects.filter(pk=seating.pk).update(ew=None)
    seating.refresh_from_db()
    assert seating.is_sit_out
    assert not plays(seating)
    assert tables_due(tray) == before - 1


@pytest.mark.django_db
def test_four_players_play_and_three_do_not(organiser):
    # An individual table with its West missing has no fourth player: no one plays there,
    # whichever of the three readings is asked.
    event = make_individual(organiser, size=8)
    seating = seating_at(event, 1, 1)
    tray = first_tray(seating)
    before = tables_due(tray)
    assert plays(seating) and not seating.is_sit_out
    m.Seating.objects.filter(pk=seating.pk).update(west=None)
    seating.refresh_from_db()
    assert seating.is_sit_out
    assert not plays(seating)
    assert tables_due(tray) == before - 1
