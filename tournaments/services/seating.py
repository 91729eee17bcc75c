"""Who sits in which position of the movement, before the start: the seeded draw and swaps by
hand.

Pairs and players are dealt into the movement's positions one by one.  A team's two pairs hold
opposite cards of the same trays at different tables, so a teams event deals whole teams (the
team's name and both pairs with their players) into the team positions, never a pair alone.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from django.db import transaction
from django.utils.translation import gettext as _

from said import Said
from tournaments import models as m
from tournaments.services.common import DomainError, log, require_organiser


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
        raise DomainError(_("Teams can be drawn or swapped only before the event starts."))


def _draw_teams(event: m.Event, *, by) -> None:
    """Deal the teams into the movement's team positions with the event's seed."""
    require_organiser(event, by)
    _require_draft(event)
    teams = teams_of(event)
    fours = [four_of(t) for t in teams]
    if not any(f.named for f in fours):
        raise DomainError(_("Name the teams before drawing their seats."))
    order = list(range(len(teams)))
    random.Random(event.seed).shuffle(order)
    for target, source in zip(teams, order, strict=True):
        seat_four(target, fours[source])
    log(event, by, "draw", Said("Team positions drawn with seed %(seed)s.", seed=event.seed))


def _swap_teams(event: m.Event, first: str, second: str, *, by) -> None:
    """Put two teams in each other's positions (both pairs, players and names)."""
    require_organiser(event, by)
    _require_draft(event)
    if first == second:
        raise DomainError(_("Choose two different teams to swap."))
    found = {t.label: t for t in teams_of(event) if t.label in (first, second)}
    if len(found) != 2:
        raise DomainError(_("Both positions must be teams of this event."))
    a, b = found[first], found[second]
    four_a, four_b = four_of(a), four_of(b)
    seat_four(a, four_b)
    seat_four(b, four_a)
    log(
        event,
        by,
        "swap",
        Said("Teams %(code)s and %(code2)s swapped positions.", code=a.code, code2=b.code),
    )


def _positions(event: m.Event) -> list[m.Entrant]:
    return list(
        event.entrants.exclude(kind=m.Entrant.Kind.TEAM).prefetch_related("members").order_by("pk")
    )


def _swap_people(a: m.Entrant, b: m.Entrant) -> None:
    """Exchange who sits in two positions of the movement (names and players)."""
    members_a = list(a.members.all())
    members_b = list(b.members.all())
    m.EntrantMember.objects.filter(pk__in=[x.pk for x in members_a + members_b]).delete()
    for position, member in enumerate(members_b, start=1):
        m.EntrantMember.objects.create(entrant=a, player_id=member.player_id, position=position)
    for position, member in enumerate(members_a, start=1):
        m.EntrantMember.objects.create(entrant=b, player_id=member.player_id, position=position)
    a.name, b.name = b.name, a.name
    a.save(update_fields=["name"])
    b.save(update_fields=["name"])


@transaction.atomic
def draw_seating(event: m.Event, *, by) -> None:
    """Deal the named entrants into the movement's positions with the event's own seed.

    The same event always draws the same way, so a draw can be checked afterwards.  A teams
    event deals whole teams.
    """
    if event.form == m.Form.TEAMS:
        return _draw_teams(event, by=by)
    require_organiser(event, by)
    if event.status != m.Status.DRAFT:
        raise DomainError(_("The seating can be drawn only before the event starts."))
    positions = _positions(event)
    people = [(list(e.members.all()), e.name) for e in positions]
    if not any(name for _members, name in people):
        raise DomainError(_("Name the entrants before drawing their seats."))
    order = list(range(len(positions)))
    random.Random(event.seed).shuffle(order)
    m.EntrantMember.objects.filter(entrant__in=positions).delete()
    for target, source in zip(positions, order, strict=True):
        members, name = people[source]
        for position, member in enumerate(members, start=1):
            m.EntrantMember.objects.create(
                entrant=target, player_id=member.player_id, position=position
            )
        target.name = name
    m.Entrant.objects.bulk_update(positions, ["name"])
    m.bump_events("pk", event.pk)  # bulk writes send no signal
    log(event, by, "draw", Said("Seats drawn with seed %(seed)s.", seed=event.seed))


@transaction.atomic
def swap_positions(event: m.Event, first: str, second: str, *, by) -> None:
    """Seat two entrants in each other's positions (the draw done by hand; whole teams in a
    teams event)."""
    if event.form == m.Form.TEAMS:
        return _swap_teams(event, first, second, by=by)
    require_organiser(event, by)
    if event.status != m.Status.DRAFT:
        raise DomainError(_("Seats can be changed only before the event starts."))
    if first == second:
        raise DomainError(_("Choose two different positions to swap."))
    found = {e.label: e for e in event.entrants.filter(label__in=[first, second])}
    if len(found) != 2:
        raise DomainError(_("Both positions must be entrants of this event."))
    _swap_people(found[first], found[second])
    log(
        event,
        by,
        "swap",
        Said(
            "%(code)s and %(code2)s swapped seats.",
            code=found[first].code,
            code2=found[second].code,
        ),
    )
