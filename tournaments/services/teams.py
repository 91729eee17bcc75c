"""The seating draw of a teams event: a team of four moves as a whole.

A team's two pairs hold opposite cards of the same trays at different tables; the draw and a
swap by hand therefore deal whole teams (the team's name and both pairs with their players)
into the movement's team positions, never a pair on its own.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from django.db import transaction

from tournaments import models as m
from tournaments.services.common import DomainError, require_organiser


@dataclass(frozen=True)
class Four:
    """Who fills one team position: the team's name and each direction's pair."""

    name: str
    pairs: dict[str, tuple[str, list[int]]]  # direction -> (pair name, player ids in order)

    @property
    def named(self) -> bool:
        """Whether anyone has been named into this position (the team or a pair)."""
        return bool(self.name or any(n or p for n, p in self.pairs.values()))


def teams_of(event: m.Event) -> list[m.Entrant]:
    """The event's team positions with their pairs and players, in the movement's order."""
    return list(
        event.entrants.filter(kind=m.Entrant.Kind.TEAM)
        .prefetch_related("team_pairs__members")
        .order_by("number", "pk")
    )


def four_of(team: m.Entrant) -> Four:
    """Who fills a team position now (``team`` loaded as ``teams_of`` loads it)."""
    pairs = {
        pair.direction: (pair.name, [mem.player_id for mem in pair.members.all()])
        for pair in team.team_pairs.all()
    }
    return Four(team.name, pairs)


def seat_four(team: m.Entrant, four: Four) -> None:
    """Put ``four`` in a team position, replacing whoever was there."""
    team.name = four.name
    team.save(update_fields=["name"])
    for pair in team.team_pairs.all():
        name, players = four.pairs.get(pair.direction, ("", []))
        m.EntrantMember.objects.filter(entrant=pair).delete()
        for position, player_id in enumerate(players, start=1):
            m.EntrantMember.objects.create(entrant=pair, player_id=player_id, position=position)
        pair.name = name
        pair.save(update_fields=["name"])


def _require_draft(event: m.Event) -> None:
    if event.status != m.Status.DRAFT:
        raise DomainError("Teams can be drawn or swapped only before the event starts.")


@transaction.atomic
def draw_team_seating(event: m.Event, *, by) -> None:
    """Deal the teams into the movement's team positions with the event's seed."""
    from tournaments.services.session import log

    require_organiser(event, by)
    _require_draft(event)
    teams = teams_of(event)
    fours = [four_of(t) for t in teams]
    if not any(f.named for f in fours):
        raise DomainError("Name the teams before drawing their seats.")
    order = list(range(len(teams)))
    random.Random(event.seed).shuffle(order)
    for target, source in zip(teams, order, strict=True):
        seat_four(target, fours[source])
    log(event, by, "draw", f"Team positions drawn with seed {event.seed}.")


@transaction.atomic
def swap_teams(event: m.Event, first: str, second: str, *, by) -> None:
    """Put two teams in each other's positions (both pairs, players and names)."""
    from tournaments.services.session import log

    require_organiser(event, by)
    _require_draft(event)
    if first == second:
        raise DomainError("Choose two different teams to swap.")
    found = {t.label: t for t in teams_of(event) if t.label in (first, second)}
    if len(found) != 2:
        raise DomainError("Both positions must be teams of this event.")
    a, b = found[first], found[second]
    four_a, four_b = four_of(a), four_of(b)
    seat_four(a, four_b)
    seat_four(b, four_a)
    log(event, by, "swap", f"Teams {a.code} and {b.code} swapped positions.")
