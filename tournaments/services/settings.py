"""An event's settings the director may change at any time: what the public sees during play,
the tables' pads, the scoring method, rules and victory-point scale, and the rule for pairs
who played fewer trays.

The standings are worked out from the results whenever they are read, so a new method or
scale rescores the event at once; one the event's movement or results cannot be scored by
(a ruling with no IMP value under an IMP method, a scale with no band for its matches) is
refused and nothing changes."""

from __future__ import annotations

from django.db import transaction
from django.utils.translation import gettext as _

from said import Said
from tournaments import models as m
from tournaments.scoring.entry import EntryError, check_adjustment
from tournaments.services.common import DomainError, log, require_organiser
from tournaments.services.events import movement_of
from tournaments.services.methods import check_scoring

SETTINGS = (
    "results_shown",
    "standings_shown",
    "pad_shows_percentage",
    "pad_shows_deal",
    "moving_on",
    "scoring_method",
    "scoring_rules",
    "vp_scale",
    "imp_averages",
    "unranked_below",
    "auction_english",
    "to_the_score",
)
SCORING = {"scoring_method", "vp_scale"}


@transaction.atomic
def update_settings(event: m.Event, *, by, **values) -> list[str]:
    """Store the changed settings and say each change in the director's log; returns the
    names of the settings changed."""
    event = m.Event.objects.select_for_update().get(pk=event.pk)
    require_organiser(event, by)
    unknown = set(values) - set(SETTINGS)
    if unknown:
        raise DomainError(
            _("No such setting: %(unknown)s.") % {"unknown": ", ".join(sorted(unknown))}
        )
    if not 0 <= int(values.get("unranked_below", 0)) <= 100:
        raise DomainError(_("The share of trays for a pair to be ranked is from 0 to 100%."))
    changed = []
    for name, value in values.items():
        if getattr(event, name) != value:
            before = _said(event, name)
            setattr(event, name, value)
            changed.append(name)
            field = m.Event._meta.get_field(name)
            log(
                event,
                by,
                "settings",
                Said(
                    "%(verbose_name)s: %(before)s → %(event)s.",
                    verbose_name=field.verbose_name,
                    before=before,
                    event=_said(event, name),
                ),
            )
    if SCORING & set(changed):
        _check_scorable(event)
    if "auction_english" in changed:
        _check_no_auction_results(event)
    if {"to_the_score", "scoring_method"} & set(changed):
        _check_to_the_score(event)
    if changed:
        event.save(update_fields=changed)
    return changed


def _check_no_auction_results(event: m.Event) -> None:
    """The English rule scores slams otherwise: stored scores were worked out without it, so
    it is set before the first result (or on an auction event only)."""
    if event.game != m.Game.AUCTION:
        raise DomainError(_("The English rule is a rule of duplicate auction."))
    if m.Result.objects.filter(tray__event=event).exists():
        raise DomainError(
            _("The English rule changes what slams score: set it before any result is entered.")
        )


def _check_to_the_score(event: m.Event) -> None:
    """Bridge to the score adds a round's bonus to a pair's points: it means something only
    where the pairs are ranked on their total points, not where each tray is compared."""
    if event.to_the_score == "none":
        return
    if event.form != m.Form.PAIRS or event.game not in (m.Game.BRIDGE, m.Game.AUCTION):
        raise DomainError(_("Bridge to the score is played at duplicate bridge and auction pairs."))
    if event.scoring_method != m.ScoringMethod.POINTS:
        raise DomainError(
            _(
                "Bridge to the score adds each round's bonus to the pairs' total points: under "
                "%(scoring_method)s each board is compared with the other tables' and a round's bonus "
                "has no place. Score the event by total points, or leave bridge to the score at no "
                "bonus."
            )
            % {"scoring_method": event.get_scoring_method_display().lower()}
        )


def _said(event: m.Event, name: str) -> str:
    display = getattr(event, f"get_{name}_display", None)
    value = display() if display is not None else getattr(event, name)
    if isinstance(value, bool):
        return "yes" if value else "no"
    return str(value)


def _check_scorable(event: m.Event) -> None:
    """Refuse a method or scale the movement cannot be scored by, and an IMP method when a
    ruling already given has no IMP value (the traveller entry refuses those under it)."""
    check_scoring(event, movement_of(event))
    if not m.scored_in_imps(event.form, event.scoring_method):
        return
    ruled = m.Result.objects.filter(tray__event=event).exclude(adjustment="")
    for r in ruled.select_related("tray").order_by("tray__number", "pk"):
        try:
            check_adjustment(r.adjustment, f"{event.words.Board} {r.tray.number}", imps=True)
        except EntryError as exc:
            raise DomainError(
                _("%(exc)s Change that ruling first, or keep the scoring method.") % {"exc": exc}
            ) from None
