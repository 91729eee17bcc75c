"""What the desk can take back: a finished event reopened, the last round call undone.

Both are written in the director's log with who did them (and, for a reopening, why), and
both leave every stored result as it is.
"""

from __future__ import annotations

from django.db import transaction
from django.utils.translation import gettext as _

from tournaments import models as m
from tournaments.adapters import movements as adapters
from tournaments.services.common import DomainError, log, require_organiser


@transaction.atomic
def reopen_event(event: m.Event, *, by, reason: str) -> None:
    """A finished event back in play: its tables' links work again for the round it ended
    on.  Published results stay published; when it is finished again, what changed since is
    published as a correction (``publication.publish_results``)."""
    event = m.Event.objects.select_for_update().get(pk=event.pk)
    require_organiser(event, by)
    if event.status != m.Status.FINISHED:
        raise DomainError(_("Only a finished event can be reopened."))
    if event.form == m.Form.PROGRESSIVE:
        raise DomainError(_("A progressive party's rounds are run from the host's page."))
    reason = " ".join(reason.split())
    if not reason:
        raise DomainError(_("Say why the event is reopened: the reason goes into the log."))
    event.status = m.Status.PLAYING
    event.save(update_fields=["status"])
    log(
        event,
        by,
        "reopen",
        _("Reopened in round %(round)s: %(reason)s")
        % {"round": event.current_round, "reason": reason},
    )


@transaction.atomic
def undo_round_call(event: m.Event, *, by) -> int:
    """Take back the last round call while no result of the round called is in: the tables'
    phones show the round before again.  Returns the round now in play."""
    event = m.Event.objects.select_for_update().get(pk=event.pk)
    require_organiser(event, by)
    if event.status != m.Status.PLAYING:
        raise DomainError(_("A round call can be undone only while the event is in play."))
    called = event.current_round
    if called <= 1:
        raise DomainError(_("Round 1 is the first round: there is no round call to undo."))
    if adapters.generated_movement(event).drawn_as_played:
        raise DomainError(_("A Swiss event's rounds follow its draw: change the draw instead."))
    entered = m.Result.objects.filter(seating__round__event=event, seating__round__number=called)
    count = entered.count()
    if count:
        raise DomainError(
            _(
                "Round %(round)s already has %(count)s result(s) in: its call stands. "
                "Correct those results on the travellers if they belong to round %(before)s."
            )
            % {"round": called, "count": count, "before": called - 1}
        )
    event.current_round = called - 1
    event.save(update_fields=["current_round"])
    log(
        event,
        by,
        "round",
        _("Call of round %(round)s undone: round %(before)s is in play again.")
        % {"round": called, "before": called - 1},
    )
    return event.current_round
