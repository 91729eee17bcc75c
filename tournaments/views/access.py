"""Who may see and change an event."""

from __future__ import annotations

from django.http import Http404
from django.shortcuts import get_object_or_404

from tournaments import models as m


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
