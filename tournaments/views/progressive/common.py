"""What the progressive pages share: the evening's settings, the guests' names, the print link."""

from __future__ import annotations

from django.http import Http404
from django.urls import Resolver404, resolve
from django.utils.translation import gettext as _

from tournaments import models as m
from tournaments.adapters import progressive as pa
from tournaments.scoring.party_rules import PartyRules
from tournaments.standings import progressive as sp
from tournaments.standings.base import names_shown


def settings_of(event: m.Event) -> m.ProgressiveSettings:
    settings = m.ProgressiveSettings.objects.filter(event=event).first()
    if settings is None:
        raise Http404(_("This event is not a progressive party."))
    return settings


def guest_names(event: m.Event, user=None) -> dict[str, str]:
    """What each guest is called on the pages: name and label, or the label alone for a
    public reader (``user`` given) of a club that keeps names off its pages."""
    guests = pa.names_by_label(event)
    if user is not None and not names_shown(event, user):
        return {label: label for label in guests}
    return {label: p.display for label, p in guests.items()}


def plain_names(event: m.Event, user) -> dict[str, str]:
    """Each guest's name alone ("" when unnamed, or kept off the pages for ``user``)."""
    shown = names_shown(event, user)
    return {label: p.name if shown else "" for label, p in pa.names_by_label(event).items()}


def print_url(event: m.Event) -> str | None:
    url = f"/e/{event.slug}/print/"
    try:
        resolve(url)
    except Resolver404:
        return None
    return url


def rules_of(settings: m.ProgressiveSettings, event: m.Event) -> PartyRules:
    return sp.party_rules(event, settings)


def bonus_deals(settings: m.ProgressiveSettings) -> int:
    """Bridge to the score: the deals whose trick scores a report gives (none without it)."""
    return (settings.deals or 0) if settings.score_bonus != "none" else 0
