"""A finished Swiss teams event (``demo-swiss``): twelve teams, six matches of six trays.

Each match was drawn by the site's own rule from the VPs so far (the director's "Draw match"
button); the results are drawn with a fixed seed, as the live demo's are: a plausible contract
for each tray at each table, made or missed by one trick.
"""

from __future__ import annotations

import datetime as dt
import random

from movements import swiss
from tournaments import models as m
from tournaments import services
from tournaments.adapters import movements as movement_rows
from tournaments.demo.live import plausible_line
from tournaments.services import swiss as swiss_services

SWISS_SLUG = "demo-swiss"
TEAMS = (
    "Aces", "Bidders", "Cue Bids", "Doubletons", "Endplays", "Finesses",
    "Grand Slams", "Honours", "Intermediates", "Jump Shifts", "Kibitzers", "Long Suits",
)  # fmt: skip


def build_swiss_demo(user) -> m.Event:
    event = services.create_event(
        moving_on=m.MovingOn.DIRECTOR,  # the demo's rounds are called
        by=user,
        name="Winter Swiss teams",
        slug=SWISS_SLUG,
        date=dt.date(2026, 12, 12),
        venue="Club room",
        game=m.Game.BRIDGE,
        form=m.Form.TEAMS,
        movement_kind="swiss-teams",
        movement_size=len(TEAMS),
        boards_per_round=3,
        scoring_method=m.ScoringMethod.IMPS,
        seed=1934,
    )
    for team, name in zip(event.entrants.filter(kind=m.Entrant.Kind.TEAM), TEAMS, strict=True):
        services.name_team(team, by=user, name=name)
    play_swiss(event, user)
    services.publish_event(event, by=user)
    event.refresh_from_db()
    return event


def play_swiss(event: m.Event, user, via: str = "demo") -> None:
    """Start a Swiss teams event, play every planned match (each drawn from the VPs so far,
    both rooms' lines made up from the event's seed) and finish it."""
    services.start_event(event, by=user)
    rng = random.Random(event.seed)
    planned = swiss.planned_matches(movement_rows.generated_movement(event))
    for match in range(1, planned + 1):
        if match > 1:
            swiss_services.draw_next_match(event, by=user)
        event.refresh_from_db()
        _enter_round(event, user, event.current_round, rng, via)
        services.advance_round(event, by=user)
        event.refresh_from_db()
        _enter_round(event, user, event.current_round, rng, via)
    services.finish_event(event, by=user)


def _enter_round(event: m.Event, user, number: int, rng: random.Random, via: str) -> None:
    seatings = (
        m.Seating.objects.filter(round__event=event, round__number=number, ns__isnull=False)
        .prefetch_related("trays")
        .order_by("table__number")
    )
    by_tray: dict[int, list[services.BridgeEntry]] = {}
    for seating in seatings:
        for tray in seating.trays.all():
            by_tray.setdefault(tray.number, []).append(plausible_line(seating, tray, rng))
    for tray, lines in sorted(by_tray.items()):
        services.record_traveller(event, tray, lines, by=user, via=via)
