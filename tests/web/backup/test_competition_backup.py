"""A section of a competition restores with its competition, its section and session, the
players' ratings and the pairs' handicaps."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal

from tournaments import models as m
from tournaments.backup import export_event, import_event
from tournaments.services import competitions as comps


def test_a_section_round_trips_with_its_competition(organiser):
    competition = comps.create_competition(
        by=organiser, name="Pairs championship", date=dt.date(2026, 12, 12),
        game=m.Game.BRIDGE, sections=2, sessions=2, movement_kind="mitchell", movement_size=3,
        boards_per_round=2, combine=m.Combine.CARRY, weights={"1": 0.5, "2": 1},
        strata=[("A", 500), ("B", 0)],
    )  # fmt: skip
    event = competition.events.get(session=2, section="B")
    pair = event.entrants.get(label="1NS")
    pair.handicap = Decimal("-2.50")
    pair.save()
    document = export_event(event)
    assert document["event"]["competition"]["weights"] == {"1": 0.5, "2": 1.0}
    assert (document["event"]["section"], document["event"]["session"]) == ("B", 2)
    m.Event.objects.all().delete()
    m.Competition.objects.all().delete()
    restored = import_event(document).event
    assert restored.competition.name == "Pairs championship"
    assert restored.competition.strata == [["A", 500], ["B", 0]]
    assert (restored.section, restored.session) == ("B", 2)
    assert restored.entrants.get(label="1NS").handicap == Decimal("-2.50")
    assert restored.entrants.get(label="1NS").code == "B1 NS"
    assert export_event(restored) == document
