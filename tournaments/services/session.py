"""Running the session: the seating draw, the rounds, and pairs who leave or arrive late."""

from __future__ import annotations

import random
from collections.abc import Iterable

from django.db import transaction

from tournaments import models as m
from tournaments.services import teams
from tournaments.services.common import DomainError, require_organiser


def log(event: m.Event, by, action: str, text: str) -> None:
    user = by if by is not None and getattr(by, "is_authenticated", False) else None
    m.LogEntry.objects.create(event=event, by=user, action=action, text=text[:400])


def _positions(event: m.Event) -> list[m.Entrant]:
    return list(
        event.entrants.exclude(kind=m.Entrant.Kind.TEAM).prefetch_related("members").order_by("pk")
    )


def refuse_individuals(event: m.Event, what: str) -> None:
    """Changes that re-seat a pair's opponents do not fit an individual movement (at an
    individual table the other three players are each other's partners and opponents), nor a
    teams event (a pair's results mean something only beside its team-mates' at the other
    table: a team is withdrawn whole, with its matches)."""
    if event.form == m.Form.INDIVIDUALS:
        raise DomainError(f"{what} is not available for individual events yet.")
    if event.form == m.Form.TEAMS:
        raise DomainError(f"{what} is not available for team events yet.")


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
    event deals whole teams (``draw_team_seating``).
    """
    if event.form == m.Form.TEAMS:
        return teams.draw_team_seating(event, by=by)
    require_organiser(event, by)
    if event.status != m.Status.DRAFT:
        raise DomainError("The seating can be drawn only before the event starts.")
    positions = _positions(event)
    people = [(list(e.members.all()), e.name) for e in positions]
    if not any(name for _members, name in people):
        raise DomainError("Name the entrants before drawing their seats.")
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
    log(event, by, "draw", f"Seats drawn with seed {event.seed}.")


@transaction.atomic
def swap_positions(event: m.Event, first: str, second: str, *, by) -> None:
    """Seat two entrants in each other's positions (the draw done by hand; whole teams in a
    teams event)."""
    if event.form == m.Form.TEAMS:
        return teams.swap_teams(event, first, second, by=by)
    require_organiser(event, by)
    if event.status != m.Status.DRAFT:
        raise DomainError("Seats can be changed only before the event starts.")
    if first == second:
        raise DomainError("Choose two different positions to swap.")
    found = {e.label: e for e in event.entrants.filter(label__in=[first, second])}
    if len(found) != 2:
        raise DomainError("Both positions must be entrants of this event.")
    _swap_people(found[first], found[second])
    log(event, by, "swap", f"{found[first].code} and {found[second].code} swapped seats.")


def round_count(event: m.Event) -> int:
    return event.rounds.count()


@transaction.atomic
def advance_round(event: m.Event, *, by) -> int:
    """Call the next round.  Missing results are allowed (they can come later), but said."""
    event = m.Event.objects.select_for_update().get(pk=event.pk)
    require_organiser(event, by)
    if event.status != m.Status.PLAYING:
        raise DomainError("Rounds can be called only while the event is in play.")
    last = round_count(event)
    if event.current_round >= last:
        raise DomainError(f"Round {last} is the last round: finish the event instead.")
    event.current_round += 1
    event.save(update_fields=["current_round"])
    log(event, by, "round", f"Round {event.current_round} called.")
    return event.current_round


def _rounds_with_entrant(event: m.Event, entrant: m.Entrant, rounds: Iterable[int]):
    return (
        m.Seating.objects.select_for_update(of=("self",))
        .filter(round__event=event, round__number__in=list(rounds))
        .filter(_sides(entrant))
        .select_related("round", "table", "ns", "ew")
    )


def _sides(entrant: m.Entrant):
    from django.db.models import Q

    return Q(ns=entrant) | Q(ew=entrant)


@transaction.atomic
def sit_out(
    event: m.Event, entrant: m.Entrant, *, rounds: Iterable[int], by, reason: str = ""
) -> list[int]:
    """Take a pair out of some rounds (it left, or has not arrived): its opponents sit out.

    Only rounds with no result stored for the pair can change, so nothing entered is lost or
    replayed.  Returns the rounds changed.
    """
    require_organiser(event, by)
    refuse_individuals(event, "Sitting a player out")
    if event.status != m.Status.PLAYING:
        raise DomainError("Sit-outs can be arranged only while the event is in play.")
    if entrant.event_id != event.pk or entrant.kind == m.Entrant.Kind.INDIVIDUAL:
        raise DomainError("Choose a pair of this event.")
    wanted = sorted(set(rounds))
    last = round_count(event)
    if not wanted or wanted[0] < 1 or wanted[-1] > last:
        raise DomainError(f"Rounds must be between 1 and {last}.")
    seatings = list(_rounds_with_entrant(event, entrant, wanted))
    played = sorted(
        {s.round.number for s in seatings if s.results.exists()},
    )
    if played:
        rounds_text = ", ".join(str(r) for r in played)
        raise DomainError(
            f"{entrant.code} already has results in round {rounds_text}: those stand. "
            "Choose later rounds."
        )
    changed = []
    for seating in seatings:
        if seating.ns_id == entrant.pk:
            seating.ns = None
        else:
            seating.ew = None
        seating.save(update_fields=["ns", "ew"])
        seating.trays.clear()
        changed.append(seating.round.number)
    if not changed:
        raise DomainError(f"{entrant.code} does not play in those rounds.")
    rounds_text = ", ".join(str(r) for r in sorted(changed))
    text = f"{entrant.code} sits out round {rounds_text}"
    log(event, by, "sit-out", f"{text}. {reason}".strip())
    return sorted(changed)


@transaction.atomic
def withdraw_entrant(
    event: m.Event, entrant: m.Entrant, *, from_round: int, by, reason: str = ""
) -> list[int]:
    """A pair that leaves: from ``from_round`` on its opponents sit out (a phantom pair)."""
    require_organiser(event, by)
    refuse_individuals(event, "Withdrawing a player")
    return sit_out(
        event, entrant, rounds=range(from_round, round_count(event) + 1), by=by, reason=reason
    )


@transaction.atomic
def late_arrival(
    event: m.Event, entrant: m.Entrant, *, arrives_for_round: int, by, reason: str = ""
) -> list[int]:
    """A pair that arrives late: it sits out every round before the one it arrives for."""
    require_organiser(event, by)
    refuse_individuals(event, "A late arrival")
    if arrives_for_round <= 1:
        raise DomainError("A pair arriving for round 1 is not late.")
    return sit_out(event, entrant, rounds=range(1, arrives_for_round), by=by, reason=reason)
