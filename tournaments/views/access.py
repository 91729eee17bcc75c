"""Who may see and change an event: anyone reads a published event; the club's organisers and
scorers read everything of their club's events; scorers enter and correct results;
organisers run everything (the rules: ``adapters.trust``).  Anyone else gets a 404, not a
hint."""

from __future__ import annotations

from django.contrib import messages
from django.db.models import Q
from django.http import Http404
from django.utils.translation import gettext as _

from tournaments import models as m
from tournaments.adapters import trust
from tournaments.models.event_lookups import event_by_slug
from tournaments.services import DomainError
from tournaments.views.locale import use_club_locale


def _event_named(request, slug: str) -> m.Event:
    """The event ``slug`` names, with its club, the reader's language set as the club
    speaks; a 404 when there is none."""
    event = event_by_slug(slug)
    if event is None:
        raise Http404(_("No such event."))
    use_club_locale(request, event.club)
    return event


def readable_event(request, slug: str) -> m.Event:
    """A published event for anyone; an unpublished one only for its club's staff."""
    event = _event_named(request, slug)
    if trust.may_read(event, request.user):
        return event
    raise Http404(_("No such event."))


def movement_event(request, slug: str) -> m.Event:
    """An event whose movement and "where next" anyone may read: a published one, and one in
    play whether published or not (the players need to know where they sit from the first
    round; these pages show who sits where and where the trays go, never a result).  Before
    the start, and after the finish until it is published, only its club's staff read it."""
    event = _event_named(request, slug)
    if trust.may_read_movement(event, request.user):
        return event
    raise Http404(_("No such event."))


def scored_event(request, slug: str) -> m.Event:
    """An event whose results the signed-in user may enter and correct (scorer or organiser)."""
    event = _event_named(request, slug)
    if not trust.may_score(event, request.user):
        raise Http404(_("No such event."))
    return event


def staff_clubs(user) -> Q:
    """The events of the clubs where ``user`` is an organiser or scorer (all for a site
    administrator; none for the anonymous)."""
    if not user.is_authenticated:
        return Q(pk__in=[])
    if user.is_superuser:
        return Q()
    staff = (m.Role.ORGANISER, m.Role.SCORER)
    return Q(club__members__user=user, club__members__role__in=staff)


def visible_events(user):
    """Published events for everyone, and every event of the clubs the user helps run."""
    return m.Event.objects.filter(Q(published=True) | staff_clubs(user)).distinct()


def organised_event(request, slug: str) -> m.Event:
    """An event the signed-in user organises; anyone else gets a 404, not a hint."""
    event = _event_named(request, slug)
    if not trust.may_run(event, request.user):
        raise Http404(_("No such event."))
    return event


def run_service(request, service, event: m.Event, success: str, *args, **kwargs) -> bool:
    """Call a service as the signed-in organiser; say what happened either way."""
    try:
        service(event, *args, by=request.user, **kwargs)
    except DomainError as exc:
        messages.error(request, str(exc))
        return False
    messages.success(request, success)
    return True
