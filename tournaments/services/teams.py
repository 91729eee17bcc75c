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
class _Four:
    """Who fills one team position: the team's name and each direction's pair."""

    name: str
    pairs: dict[str, tuple[str, list[int]]]  # direction -> (pair name, player ids in order)


def _teams(event: m.Event) -> list[m.Entrant]:
    return list(
        event.entrants.filter(kind=m.Entrant.Kind.TEAM)
        .prefetch_related("team_pairs__members")
        .order_by("number", "pk")
    )


def _four(team: m.Entrant) -> _Four:
    pairs = {
        pair.direction: (pair.name, [mem.player_id for mem in pair.members.all()])
        for pair in team.team_pairs.all()
    }
    return _Four(team.name, pairs)


def _seat(team: m.Entrant, four: _Four) -> None:
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
    teams = _teams(event)
    fours = [_four(t) for t in teams]
    if not any(f.name or any(n for n, _p in f.pairs.values()) for f in fours):
        raise DomainError("Name the teams before drawing their seats.")
    order = list(range(len(teams)))
    random.Random(event.seed).shuffle(order)
    for target, source in zip(teams, order, strict=True):
        _seat(target, fours[source])
    log(event, by, "draw", f"Team positions drawn with seed {event.seed}.")


@transaction.atomic
def swap_teams(event: m.Event, first: str, second: str, *, by) -> None:
    """Put two teams in each other's positions (both pairs, players and names)."""
    from tournaments.services.session import log

    require_organiser(event, by)
    _require_draft(event)
    if first == second:
        raise DomainError("Choose two different teams to swap.")
    found = {t.label: t for t in _teams(event) if t.label in (first, second)}
    if len(found) != 2:
        raise DomainError("Both positions must be teams of this event.")
    a, b = found[first], found[second]
    four_a, four_b = _four(a), _four(b)
    _seat(a, four_b)
    _seat(b, four_a)
    log(event, by, "swap", f"Teams {a.code} and {b.code} swapped positions.")
