"""A finished two-section, two-session pairs championship (``demo-championship``).

Twenty pairs in sections A and B, each a five-table Mitchell of fifteen trays, play an
afternoon and an evening session; the sections are match-pointed across the field and the
sessions' percentages averaged.  The evening sits as the afternoon did (the names copied).
The results are drawn with a fixed seed, as the live demo's are.
"""

from __future__ import annotations

import datetime as dt
import random

from tournaments import models as m
from tournaments import services
from tournaments.demo.live import NAMES, plausible_line
from tournaments.services.competitions import copy_names, create_competition, publish_competition

CHAMPIONSHIP_SLUG = "demo-championship"
# The live demo's fourteen pairs and six more.
PAIRS = NAMES + (
    ("Sally Brock", "Fiona Brown"), ("Tony Forrester", "Andrew Robson"),
    ("Marty Bergen", "Larry Cohen"), ("Kerri Sanborn", "Jill Levin"),
    ("Giorgio Belladonna", "Walter Avarelli"), ("Dorothy Hayden", "Alvin Roth"),
)  # fmt: skip


def build_championship_demo(user) -> m.Competition:
    competition = create_competition(
        by=user,
        name="Club championship",
        slug=CHAMPIONSHIP_SLUG,
        date=dt.date(2026, 12, 19),
        venue="Club room",
        game=m.Game.BRIDGE,
        sections=2,
        sessions=2,
        movement_kind="mitchell",
        movement_size=5,
        boards_per_round=3,
        across_field=True,
        combine=m.Combine.AVERAGE,
        seed=1937,
    )
    events = list(competition.events.order_by("session", "section"))
    names = iter(PAIRS)
    for event in events[:2]:
        for pair in sorted(event.entrants.all(), key=lambda e: (e.direction != "NS", e.number)):
            services.register_entrant(pair, by=user, player_names=next(names))
    copy_names(competition, by=user, to_session=2)
    rng = random.Random(1937)
    for event in events:
        _play(event, user, rng)
    publish_competition(competition, by=user)
    return competition


def _play(event: m.Event, user, rng: random.Random) -> None:
    """Every round entered from the travellers, the event finished and published."""
    services.start_event(event, by=user)
    event.refresh_from_db()
    seatings = (
        m.Seating.objects.filter(round__event=event, ns__isnull=False, ew__isnull=False)
        .prefetch_related("trays")
        .order_by("round__number", "table__number")
    )
    by_tray: dict[int, list[services.BridgeEntry]] = {}
    for seating in seatings:
        for tray in seating.trays.all():
            by_tray.setdefault(tray.number, []).append(plausible_line(seating, tray, rng))
    for tray, lines in sorted(by_tray.items()):
        services.record_traveller(event, tray, lines, by=user, via="demo")
    services.finish_event(event, by=user)
    services.publish_event(event, by=user)
