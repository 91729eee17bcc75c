"""A player's history and a club's season: every event with place, percentage or score,
partners and masterpoints, read in a fixed number of queries whatever the number of events.

The events are scored together (``scores_for_events``: the match-pointed forms in a few
queries), each as the reader may see it; the partners and awards come in one query each.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from django.urls import reverse

from tournaments import models as m
from tournaments.standings.scores import scores_for_events


def season_of(club: m.Club, day: dt.date) -> int:
    """The year the club's season holding ``day`` began."""
    return day.year if day.month >= club.season_start else day.year - 1


def season_bounds(club: m.Club, year: int) -> tuple[dt.date, dt.date]:
    """The first day of the season that begins in ``year``, and the first of the next."""
    start = dt.date(year, club.season_start, 1)
    return start, dt.date(year + 1, club.season_start, 1)


@dataclass(frozen=True)
class Played:
    """One player's event: where its entrant finished, with whom, and what it earned."""

    member: m.EntrantMember
    partners: tuple[m.Player, ...]
    place: str
    field_size: int
    percentage: str
    sort_percentage: float
    score: str
    points: str
    point_type: str

    @property
    def event(self) -> m.Event:
        return self.member.entrant.event

    @property
    def entrant(self) -> m.Entrant:
        return self.member.entrant

    @property
    def figure(self) -> str:
        """The percentage, or what ranked a team (VPs, IMPs, matches won)."""
        return f"{self.percentage}%" if self.percentage else self.score

    def row(self) -> dict:
        """The player page's table row."""
        event, entrant = self.event, self.entrant
        started = event.status != m.Status.DRAFT
        return {
            "date": event.date,
            "event_name": event.name,
            "event_url": event.get_absolute_url(),
            "pair_code": entrant.code,
            "card_url": reverse("score-card", args=[event.slug, entrant.label]) if started else "",
            "partners": list(self.partners),
            "place": f"{self.place} of {self.field_size}" if self.place else "",
            "place_sort": _place_number(self.place),
            "percentage": self.figure,
            "sort_percentage": self.sort_percentage,
            "points": self.points,
            "points_sort": float(self.points or 0),
            "status": event.get_status_display(),
        }


def _place_number(place: str) -> int:
    digits = "".join(ch for ch in str(place) if ch.isdigit())
    return int(digits) if digits else 10**6


def played(
    memberships: list[m.EntrantMember], public_for: Callable[[m.Event], bool]
) -> list[Played]:
    """Each membership's event as the reader may see it (``public_for(event)``: as the
    public does), in the memberships' order."""
    events = list({mem.entrant.event_id: mem.entrant.event for mem in memberships}.values())
    scores = scores_for_events(events, public_for=public_for)
    entrant_ids = {mem.entrant_id for mem in memberships}
    others: dict[int, list[m.Player]] = {}
    for other in (
        m.EntrantMember.objects.filter(entrant__in=entrant_ids)
        .select_related("player")
        .order_by("position")
    ):
        others.setdefault(other.entrant_id, []).append(other.player)
    awards = {
        (a.event_id, a.player_id): a
        for a in m.Award.objects.filter(
            event__in=[e.pk for e in events], player__in={mem.player_id for mem in memberships}
        )
    }
    out = []
    for mem in memberships:
        event = mem.entrant.event
        place = scores[event.pk].place_of(mem.entrant)
        award = awards.get((event.pk, mem.player_id))
        out.append(
            Played(
                member=mem,
                partners=tuple(p for p in others.get(mem.entrant_id, []) if p.pk != mem.player_id),
                place=place.place if place else "",
                field_size=place.field_size if place else 0,
                percentage=place.percentage if place else "",
                sort_percentage=place.sort_percentage if place else -1.0,
                score=place.score if place else "",
                points=_points(award.points) if award else "",
                point_type=award.point_type if award else "",
            )
        )
    return out


def _points(value) -> str:
    text = format(value, "f")
    return text.rstrip("0").rstrip(".") if "." in text else text


def memberships_of(events, *, player: m.Player | None = None) -> list[m.EntrantMember]:
    """Every membership of these events (or one player's), newest event first."""
    found = m.EntrantMember.objects.filter(entrant__event__in=events)
    if player is not None:
        found = found.filter(player=player)
    return list(
        found.select_related("entrant__event__club", "player").order_by(
            "-entrant__event__date", "entrant__event__name", "entrant__label", "position"
        )
    )


SEASON_COLUMNS = (
    "date", "event", "player", "national number", "entrant", "partners", "place", "field",
    "percentage or score", "masterpoints", "points",
)  # fmt: skip


def season_rows(games: Iterable[Played]) -> list[list[str]]:
    """A club's season as CSV rows: a row a player an event, oldest first."""
    rows = []
    for p in sorted(games, key=lambda p: (p.event.date, p.event.name, p.entrant.label)):
        rows.append(
            [
                p.event.date.isoformat(),
                p.event.name,
                p.member.player.name,
                p.member.player.national_id,
                p.entrant.code,
                " & ".join(x.name for x in p.partners),
                p.place,
                str(p.field_size or ""),
                p.figure,
                p.points,
                p.point_type,
            ]
        )
    return rows
