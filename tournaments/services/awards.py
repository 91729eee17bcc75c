"""Masterpoints: a club's award scales, the scale an event follows, and its awards.

An event's awards are worked out when its results are published (``publication``), from the
places its standings give and the scale it follows: its own choice, else the club's default.
An event imported from a results file keeps the awards the file gave, unless the director
chooses a scale for it.  Every player of an awarded entrant (a team's four or more) gets the
entrant's award; nothing is awarded below the places the scale pays.
"""

from __future__ import annotations

from django.db import IntegrityError, transaction
from django.utils.translation import gettext as _

from said import Said
from tournaments import models as m
from tournaments.adapters.movements import IMPORTED
from tournaments.scoring.awards import ScaleError, read_scale, share_awards
from tournaments.services.common import DomainError, log, require_organiser
from tournaments.standings import scores_for


def _require_club_organiser(club: m.Club, by) -> None:
    if by is None or m.role_in(club.pk, by) != m.Role.ORGANISER:
        raise DomainError(
            _("Only an organiser of %(name)s can change its masterpoint scales.")
            % {"name": club.name}
        )


@transaction.atomic
def save_award_scale(
    club: m.Club,
    *,
    by,
    name: str,
    rows: str,
    point_type: str = "",
    is_default: bool = False,
    scale: m.AwardScale | None = None,
) -> m.AwardScale:
    """Make a scale (or change ``scale``) from its text, a row a line (``12: 60 42 30``)."""
    _require_club_organiser(club, by)
    if scale is not None and scale.club_id != club.pk:
        raise DomainError(_("That scale is another club's."))
    name = name.strip()
    if not name:
        raise DomainError(_("The scale needs a name."))
    try:
        parsed = read_scale(rows)
    except ScaleError as exc:
        raise DomainError(_("The scale cannot be read: %(exc)s.") % {"exc": exc}) from None
    if not parsed:
        raise DomainError(_("The scale needs at least one row (12: 60 42 30 ...)."))
    if is_default:
        club.award_scales.exclude(pk=getattr(scale, "pk", None)).update(is_default=False)
    scale = scale or m.AwardScale(club=club)
    scale.name, scale.point_type, scale.is_default = name[:80], point_type.strip()[:20], is_default
    scale.rows = [[r.least_field, [str(a) for a in r.awards]] for r in parsed]
    try:
        with transaction.atomic():
            scale.save()
    except IntegrityError:
        raise DomainError(
            _("%(name)s has a scale called %(scale)s already.")
            % {"name": club.name, "scale": repr(name)}
        ) from None
    return scale


@transaction.atomic
def delete_award_scale(scale: m.AwardScale, *, by) -> None:
    """A scale no event follows any more (events keep the awards they were given)."""
    _require_club_organiser(scale.club, by)
    scale.delete()


@transaction.atomic
def choose_award_scale(event: m.Event, scale: m.AwardScale | None, *, by) -> None:
    """The scale the event's awards follow (None: the club's default); the awards change
    when the results are published again."""
    require_organiser(event, by)
    if scale is not None and scale.club_id != event.club_id:
        raise DomainError(_("That scale is another club's."))
    event.award_scale = scale
    event.save(update_fields=["award_scale"])
    log(
        event,
        by,
        "awards",
        Said("Masterpoints follow %(value)s.", value=scale.name)
        if scale
        else Said("Masterpoints follow the club default."),
    )


def scale_of(event: m.Event) -> m.AwardScale | None:
    """The scale the event's awards follow; None when it gives none (no scale, or an
    imported event keeping its file's awards)."""
    if event.award_scale_id:
        return event.award_scale
    if event.movement_kind == IMPORTED:
        return None
    return m.AwardScale.objects.filter(club=event.club_id, is_default=True).first()


def award_event(event: m.Event) -> int:
    """Work out and keep the event's awards from its standings; returns the players awarded.
    Callers hold the transaction (the publication)."""
    scale = scale_of(event)
    if scale is None or event.form == m.Form.PROGRESSIVE:
        return event.awards.count() if scale is None else 0
    scores = scores_for(event)
    two_fields = not event.one_winner
    entrants = [e for e in event.entrants.all() if e.kind == scores.counted]
    placings = []
    for entrant in entrants:
        place = scores.place_of(entrant)
        if place is not None:
            placings.append((entrant.label, entrant.direction if two_fields else "", place.place))
    places = {label: place for label, _, place in placings}
    shares = share_awards(placings, read_scale(scale.rows))
    event.awards.all().delete()
    rows = []
    for entrant in entrants:
        points = shares.get(entrant.label)
        if not points:
            continue
        for player in _players(entrant):
            rows.append(
                m.Award(
                    event=event,
                    entrant=entrant,
                    player=player,
                    points=points,
                    point_type=scale.point_type,
                    place=places[entrant.label],
                )
            )
    m.Award.objects.bulk_create(rows)
    m.bump_events("pk", event.pk)  # bulk writes send no signal
    return len(rows)


def _players(entrant: m.Entrant) -> list[m.Player]:
    """An entrant's players; a team's are its pairs' (each once)."""
    members = m.EntrantMember.objects.filter(entrant=entrant)
    if entrant.kind == m.Entrant.Kind.TEAM:
        members = m.EntrantMember.objects.filter(entrant__team=entrant)
    found = {mem.player_id: mem.player for mem in members.select_related("player")}
    return list(found.values())
