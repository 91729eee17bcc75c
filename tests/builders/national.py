"""A national simultaneous pairs field, built fast: 40 sections of a 13-table whist Mitchell
(two trays a round, 26 trays) made through the competition service, its 13,520 results
written in bulk (``bulk_create`` sends no model signals, so the events' versions are bumped
by hand, as every bulk writer does).

Results are seeded: NS take 4 to 9 tricks.  ``leave`` results are left unentered (the last
ones of the last section's last round), so a test or the bench can enter them through the services.
"""

from __future__ import annotations

import datetime as dt
import random

from tournaments import models as m
from tournaments import services
from tournaments.services import competitions as comps

SECTIONS = 40
TABLES = 13
TRAYS = 2  # a round


def national_field(
    by,
    *,
    sections: int = SECTIONS,
    tables: int = TABLES,
    trays: int = TRAYS,
    leave: int = 0,
    seed: int = 21,
) -> m.Competition:
    """The field, every section started and published, all but ``leave`` results entered."""
    competition = comps.create_competition(
        by=by, name="National simultaneous pairs", date=dt.date(2026, 12, 5), game=m.Game.WHIST,
        sections=sections, sessions=1, movement_kind="mitchell", movement_size=tables,
        boards_per_round=trays, seed=seed,
    )  # fmt: skip
    events = list(competition.events.order_by("section"))
    for event in events:
        services.start_event(event, by=by)
        event.refresh_from_db()
        services.publish_event(event, by=by)
    comps.publish_competition(competition, by=by, published=True)
    rng = random.Random(seed)
    seatings = (
        m.Seating.objects.filter(round__event__in=events, ns__isnull=False, ew__isnull=False)
        .select_related("round")
        .prefetch_related("trays")
        .order_by("round__event__section", "round__number", "table__number")
    )
    rows = []
    for seating in seatings:
        for tray in seating.trays.all():
            tricks = rng.randint(4, 9)
            rows.append(
                m.Result(tray=tray, seating=seating, ns_tricks=tricks, ew_tricks=13 - tricks)
            )
    keep = rows[: len(rows) - leave] if leave else rows
    m.Result.objects.bulk_create(keep, batch_size=2000)
    m.bump_events("competition", competition.pk)
    return competition


def left_out(competition: m.Competition, leave: int, seed: int = 21) -> list[m.Result]:
    """The results ``national_field(..., leave=leave)`` did not enter (unsaved, in order)."""
    found = m.Result.objects.filter(tray__event__competition=competition).count()
    events = list(competition.events.all())
    seatings = (
        m.Seating.objects.filter(round__event__in=events, ns__isnull=False, ew__isnull=False)
        .prefetch_related("trays")
        .order_by("round__event__section", "round__number", "table__number")
    )
    rng = random.Random(seed)
    rows = []
    for seating in seatings:
        for tray in seating.trays.all():
            tricks = rng.randint(4, 9)
            rows.append(
                m.Result(tray=tray, seating=seating, ns_tricks=tricks, ew_tricks=13 - tricks)
            )
    return rows[found:]
