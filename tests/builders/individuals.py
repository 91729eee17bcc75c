"""Individual events, results placed by table."""

from __future__ import annotations

import datetime as dt

from tournaments import models as m
from tournaments import services


def make_individual(
    by,
    *,
    kind: str = "individual",
    size: int = 12,
    game: str = m.Game.WHIST,
    scoring: str = m.ScoringMethod.MATCHPOINTS,
    boards_per_round: int = 2,
    start: bool = True,
) -> m.Event:
    """An individual event with every player named "Player <number>", started."""
    event = services.create_event(
        by=by,
        moving_on=m.MovingOn.DIRECTOR,  # tests call the rounds unless they say otherwise
        name=f"Individual {kind} {size}",
        date=dt.date(2026, 12, 4),
        game=game,
        form=m.Form.INDIVIDUALS,
        movement_kind=kind,
        movement_size=size,
        boards_per_round=boards_per_round,
        scoring_method=scoring,
        seed=3,
    )
    for entrant in event.entrants.all():
        services.register_entrant(entrant, by=by, player_names=[f"Player {entrant.label}"])
    if start:
        services.start_event(event, by=by)
    event.refresh_from_db()
    return event


def seating_at(event: m.Event, round_number: int, table: int) -> m.Seating:
    return m.Seating.objects.select_related("north", "east", "south", "west").get(
        round__event=event, round__number=round_number, table__number=table
    )


def seats(seating: m.Seating) -> tuple[str, str, str, str]:
    """The labels in the seats N, E, S, W."""
    return tuple(e.label for e in (seating.north, seating.east, seating.south, seating.west))


def enter_individual_whist(
    event: m.Event, by, tray: int, tricks: dict[int, int], round_number: int = 1
):
    """NS tricks by table number for one tray of one round, through the traveller service."""
    entries = [
        services.WhistEntry(seating_at(event, round_number, table).pk, ns, None)
        for table, ns in tricks.items()
    ]
    return services.record_whist_traveller(event, tray, entries, by=by)
