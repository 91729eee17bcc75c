"""The look-up every page of an event makes first, compiled once (``models.prepared``): the
event its address names, with its club.  Its rule is the ORM queryset below; the SQL run is
Django's own compilation of it (tests/web/standings/test_event_lookup.py compares the rows)."""

from __future__ import annotations

from tournaments.models.events import Event
from tournaments.models.prepared import SLUG, Prepared

EVENT_BY_SLUG = Prepared(
    "event-by-slug",
    Event,
    lambda slug: Event.objects.select_related("club").filter(slug=slug)[:1],
    slug=SLUG,
)


def event_by_slug(slug: str) -> Event | None:
    """The event whose address is ``slug``, its club read with it (one query); None when no
    event has it."""
    return EVENT_BY_SLUG.first(slug=slug)
