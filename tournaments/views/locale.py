"""A page about a club's event speaks the club's language to a reader who chose none, and
shows its times in the club's time zone (the order of the choices:
``tournaments/middleware.py``)."""

from __future__ import annotations

from django.http import HttpRequest
from django.utils import timezone, translation

from tournaments import models as m


def use_club_locale(request: HttpRequest, club: m.Club) -> None:
    """Show this request's page in ``club``'s time zone and, when the reader chose no
    language (``ClubLocaleMiddleware``), in the club's language.  The middleware puts the
    site's zone back after the response."""
    timezone.activate(m.zone_of(club))
    if not getattr(request, "language_chosen", True):
        translation.activate(club.language)
        request.LANGUAGE_CODE = translation.get_language()
