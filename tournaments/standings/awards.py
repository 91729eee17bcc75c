"""The masterpoints an event gave, as its standings page lists them: each awarded entrant
with its place, its players and the points each of them earned."""

from __future__ import annotations

from dataclasses import dataclass

from django.db.models import QuerySet

from tournaments import models as m
from tournaments.models.prepared import EVENT, Prepared
from tournaments.scoring.ranking import natural_key


@dataclass(frozen=True)
class AwardRow:
    place: str
    entrant: m.Entrant
    players: tuple[str, ...]
    points: str
    point_type: str


def _awarded(event_id: int) -> QuerySet:
    """The rule of the awards a page lists: the event's awards of more than no points, each
    with its entrant and player."""
    return m.Award.objects.filter(event_id=event_id, points__gt=0).select_related(
        "entrant", "player"
    )


# compiled once: the standings' first reader after every result asks for the awards again
# (their version is the event's), and compiling the query afresh was most of that read
AWARDED = Prepared("event-awards", m.Award, _awarded, event_id=EVENT)


def awards_shown(event: m.Event, *, names: bool = True) -> list[AwardRow]:
    """Every award of the event, best first (one query); players' names only where shown."""
    grouped: dict[int, list[m.Award]] = {}
    for award in AWARDED.all(event_id=event.pk):
        grouped.setdefault(award.entrant_id, []).append(award)
    rows = []
    for awards in grouped.values():
        first = awards[0]
        text = format(first.points, "f")
        rows.append(
            AwardRow(
                first.place,
                first.entrant,
                tuple(a.player.name for a in awards) if names else (),
                text.rstrip("0").rstrip(".") if "." in text else text,
                first.point_type,
            )
        )
    rows.sort(key=lambda r: (r.entrant.direction, natural_key(r.place), r.entrant.label))
    return rows
