"""What the desk can take back: a finished event reopened, the last round call undone; and
a table held back from moving on by itself, then released.

Each is written in the director's log with who did it (and, for a reopening, why), and each
leaves every stored result as it is.
"""

from __future__ import annotations

from django.db import transaction
from django.utils.translation import gettext as _

from said import Said
from tournaments import models as m
from tournaments.adapters import movements as adapters
from tournaments.services.common import DomainError, log, require_organiser
from tournaments.services.moving_on import move_tables_on


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
        Said("Reopened in round %(round)s: %(reason)s", round=event.current_round, reason=reason),
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
    # A table that had moved on by itself is back in the round before with the others.
    m.Table.objects.filter(event=event, round_number__gte=called).update(round_number=0)
    log(
        event,
        by,
        "round",
        Said(
            "Call of round %(round)s undone: round %(before)s is in play again.",
            round=called,
            before=called - 1,
        ),
    )
    return event.current_round


@transaction.atomic
def hold_table(event: m.Event, table_number: int, *, by) -> m.Table:
    """Hold a table where it is: it does not move on by itself (a slow table the director
    wants to talk to, a fouled board) until released.  A round the director calls still
    takes it along."""
    return _set_held(event, table_number, True, by=by)


@transaction.atomic
def release_table(event: m.Event, table_number: int, *, by) -> m.Table:
    """Let a held table move on by itself again: at once if its round is finished."""
    table = _set_held(event, table_number, False, by=by)
    move_tables_on(event)
    return table


def _set_held(event: m.Event, table_number: int, held: bool, *, by) -> m.Table:
    event = m.Event.objects.select_for_update().get(pk=event.pk)
    require_organiser(event, by)
    if event.status != m.Status.PLAYING:
        raise DomainError(_("Tables are held or released while the event is in play."))
    table = m.Table.objects.select_for_update().filter(event=event, number=table_number).first()
    if table is None:
        raise DomainError(_("There is no table %(table)s in this event.") % {"table": table_number})
    if table.held == held:
        said = _("Table %(table)s is held already.") if held else _("Table %(table)s is not held.")
        raise DomainError(said % {"table": table_number})
    table.held = held
    table.save(update_fields=["held"])
    table.event = event
    if held:
        text = Said(
            "Table %(table)s held in round %(round)s: it does not move on by itself.",
            table=table_number,
            round=table.round,
        )
    else:
        text = Said(
            "Table %(table)s released in round %(round)s: it moves on by itself again.",
            table=table_number,
            round=table.round,
        )
    log(event, by, "hold" if held else "release", text)
    return table
