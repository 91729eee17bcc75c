"""A field that changes before the start: another movement for a draft event, names kept.

A pair that turns up after the event was set up (or one that cries off) changes the number of
entrants, and with it the movement.  The director picks the new movement; everyone already
named keeps a place: a position of the new movement with the same label keeps its players,
and those whose position is gone fill the first unnamed positions in order.
"""

from __future__ import annotations

from dataclasses import dataclass

from django.db import transaction
from django.utils.translation import gettext as _

from said import Said
from tournaments import models as m
from tournaments.adapters import movements as adapters
from tournaments.services import seating as teams
from tournaments.services.common import DomainError, log, require_organiser
from tournaments.services.events import check_rules, create_entrants, movement_of
from tournaments.services.methods import check_scoring


@dataclass(frozen=True)
class _Named:
    """Who fills a position: a pair's or a player's name and players, or a whole team."""

    label: str
    name: str = ""
    players: tuple[int, ...] = ()
    four: teams.Four | None = None

    @property
    def anyone(self) -> bool:
        return self.four.named if self.four is not None else bool(self.name or self.players)


def _named(event: m.Event) -> list[_Named]:
    """The named positions in the movement's order (teams as a whole in a teams event)."""
    if event.form == m.Form.TEAMS:
        out = [_Named(t.label, four=teams.four_of(t)) for t in teams.teams_of(event)]
    else:
        everyone = event.entrants.prefetch_related("members").order_by("pk")
        out = [
            _Named(e.label, e.name, tuple(mem.player_id for mem in e.members.all()))
            for e in everyone
        ]
    return [n for n in out if n.anyone]


def _seat(entrant: m.Entrant, name: str, players: tuple[int, ...]) -> None:
    entrant.name = name
    entrant.save(update_fields=["name"])
    for position, player_id in enumerate(players, start=1):
        m.EntrantMember.objects.create(entrant=entrant, player_id=player_id, position=position)


def _positions(event: m.Event) -> list[m.Entrant]:
    if event.form == m.Form.TEAMS:
        return teams.teams_of(event)
    return list(event.entrants.order_by("pk"))


@transaction.atomic
def change_movement(
    event: m.Event,
    *,
    by,
    movement_kind: str,
    movement_size: int,
    boards_per_round: int,
    scoring_method: str,
    movement_options: dict | None = None,
    scoring_rules: str | None = None,
    vp_scale: str | None = None,
) -> list[str]:
    """Give a draft event another movement, keeping everyone named.  Returns the labels of
    the positions whose people moved to another position (their number changed)."""
    event = m.Event.objects.select_for_update().get(pk=event.pk)
    require_organiser(event, by)
    if event.status != m.Status.DRAFT:
        raise DomainError(_("The event has started: its movement can be changed only at the desk."))
    before = adapters.generated_movement(event).name
    event.movement_kind = movement_kind
    event.movement_size = movement_size
    event.movement_options = movement_options or {}
    event.boards_per_round = boards_per_round
    event.scoring_method = scoring_method
    if scoring_rules is not None:
        check_rules(scoring_rules)
        event.scoring_rules = scoring_rules
    if vp_scale is not None:
        event.vp_scale = vp_scale
    event.custom_movement = ""
    movement = movement_of(event)
    if adapters.form_of(movement) != event.form:
        raise DomainError(
            _("This event is for %(form)s; the new movement seats %(seats)s.")
            % {
                "form": m.Form(event.form).label.lower(),
                "seats": m.Form(adapters.form_of(movement)).label.lower(),
            }
        )
    check_scoring(event, movement)
    named = _named(event)
    event.entrants.all().delete()
    event.one_winner = movement.one_winner
    event.save()
    create_entrants(event, movement)
    moved = _place(event, named)
    log(
        event,
        by,
        "movement",
        Said("Movement changed: %(before)s to %(name)s.", before=before, name=movement.name),
    )
    return moved


def _place(event: m.Event, named: list[_Named]) -> list[str]:
    """Put the named back: same label where it still exists, else the first free position."""
    positions = _positions(event)
    if len(named) > len(positions):
        raise DomainError(
            _(
                "%(named)s entrants are named, and the new movement seats %(positions)s: clear the "
                "names of those who are not playing first."
            )
            % {"named": len(named), "positions": len(positions)}
        )
    by_label = {p.label: p for p in positions}
    free = [p for p in positions if p.label not in {n.label for n in named}]
    moved = []
    for person in named:
        target = by_label.get(person.label)
        if target is None:
            target = free.pop(0)
            moved.append(person.label)
        if person.four is not None:
            teams.seat_four(target, person.four)
        else:
            _seat(target, person.name, person.players)
    return moved
