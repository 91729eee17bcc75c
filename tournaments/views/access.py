"""Who may see and change an event."""

from __future__ import annotations

from django.contrib import messages
from django.http import Http404
from django.shortcuts import get_object_or_404

from tournaments import models as m
from tournaments.services import DomainError


def readable_event(request, slug: str) -> m.Event:
    """A published event for anyone; an unpublished one only for its organisers."""
    event = get_object_or_404(m.Event, slug=slug)
    if event.published or event.is_organiser(request.user):
        return event
    raise Http404("No such event.")


def organised_event(request, slug: str) -> m.Event:
    """An event the signed-in user organises; anyone else gets a 404, not a hint."""
    event = get_object_or_404(m.Event, slug=slug)
    if not event.is_organiser(request.user):
        raise Http404("No such event.")
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
