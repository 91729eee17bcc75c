"""An event's settings the director may change at any time: what the public sees during play,
the tables' pads, the scoring rules and the rule for pairs who played fewer trays."""

from __future__ import annotations

from django.db import transaction

from tournaments import models as m
from tournaments.services.common import DomainError, log, require_organiser

SETTINGS = (
    "results_shown",
    "standings_shown",
    "pad_shows_percentage",
    "scoring_rules",
    "unranked_below",
)


@transaction.atomic
def update_settings(event: m.Event, *, by, **values) -> list[str]:
    """Store the changed settings and say each change in the director's log; returns the
    names of the settings changed."""
    event = m.Event.objects.select_for_update().get(pk=event.pk)
    require_organiser(event, by)
    unknown = set(values) - set(SETTINGS)
    if unknown:
        raise DomainError(f"No such setting: {', '.join(sorted(unknown))}.")
    if not 0 <= int(values.get("unranked_below", 0)) <= 100:
        raise DomainError("The share of trays for a pair to be ranked is from 0 to 100%.")
    changed = []
    for name, value in values.items():
        if getattr(event, name) != value:
            before = _said(event, name)
            setattr(event, name, value)
            changed.append(name)
            field = m.Event._meta.get_field(name)
            log(event, by, "settings", f"{field.verbose_name}: {before} → {_said(event, name)}.")
    if changed:
        event.save(update_fields=changed)
    return changed


def _said(event: m.Event, name: str) -> str:
    display = getattr(event, f"get_{name}_display", None)
    value = display() if display is not None else getattr(event, name)
    if isinstance(value, bool):
        return "yes" if value else "no"
    return str(value)
