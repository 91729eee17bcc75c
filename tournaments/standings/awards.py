"""The masterpoints an event gave, as its standings page lists them: each awarded entrant
with its place, its players and the points each of them earned."""

from __future__ import annotations

from dataclasses import dataclass

from tournaments import models as m
from tournaments.scoring.ranking import natural_key


@dataclass(frozen=True)
class AwardRow:
    place: str
    entrant: m.Entrant
    players: tuple[str, ...]
    points: str
    point_type: str


def awards_shown(event: m.Event, *, names: bool = True) -> list[AwardRow]:
    """Every award of the event, best first (one query); players' names only where shown."""
    grouped: dict[int, list[m.Award]] = {}
    for award in event.awards.select_related("entrant", "player").filter(points__gt=0):
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
