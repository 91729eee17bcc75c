"""The site's front page: every event the reader may see, in play first, then upcoming, then
past.  It is the first page most workers serve after a start, so it lives apart from the
event pages (``public``) and imports only what it shows."""

from __future__ import annotations

from django.shortcuts import render
from django.utils.translation import pgettext

from tournaments import models as m
from tournaments.views.access import visible_events


def home(request):
    """The club page: every event anyone may read, in play first, then upcoming, then past."""
    events = list(visible_events(request.user).order_by("-date", "name"))
    groups = [
        (
            pgettext("the front page's events", "In play"),
            [e for e in events if e.status == m.Status.PLAYING],
        ),
        (
            pgettext("the front page's events", "Upcoming"),
            [e for e in events if e.status in (m.Status.DRAFT, m.Status.SEATED)],
        ),
        (
            pgettext("the front page's events", "Finished"),
            [e for e in events if e.status == m.Status.FINISHED],
        ),
    ]
    return render(request, "tournaments/home.html", {"groups": groups, "any": bool(events)})
