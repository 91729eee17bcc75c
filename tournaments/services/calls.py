"""A table calls the director from its pad; the director answers from the desk.

Law 9B: the director is summoned as soon as attention is drawn to an irregularity.  A call is
kept until answered (the desk shows it at its top, with the table and the time, and sounds
when it arrives); calling again while one waits answers with the waiting call, so a table
that taps twice, or a pad that sends its call again after losing its signal, calls once.
Both the call and its answer go in the director's log.
"""

from __future__ import annotations

from django.db import IntegrityError, transaction
from django.utils import timezone
from django.utils.translation import gettext as _

from said import Said
from tournaments import models as m
from tournaments.adapters import trust
from tournaments.models.prepared import TABLE, Prepared
from tournaments.services.common import DomainError, acting_user, author_name, log

# The table's unanswered call, compiled once (``models.prepared``): every pad state asks it.
WAITING_CALL = Prepared(
    "waiting-call",
    m.DirectorCall,
    lambda table_id: m.DirectorCall.objects.filter(table_id=table_id, answered_at__isnull=True)[:1],
    table_id=TABLE,
)


def waiting_call(table: m.Table) -> m.DirectorCall | None:
    """The table's call the director has not answered yet."""
    return WAITING_CALL.first(table_id=table.pk)


def call_director(table: m.Table, reason: str = "") -> tuple[m.DirectorCall, bool]:
    """Call the director to ``table`` (``reason``: one of ``DirectorCall.Reason``, or "" for
    none given); the call, and whether it is new (False: one was already waiting)."""
    event = table.event
    refused = trust.table_may_call(event)
    if refused is not None:
        raise DomainError(refused)
    reasons = m.DirectorCall.Reason
    if reason not in (*reasons.values, ""):
        raise DomainError(
            _("Say why the director is called: %(reasons)s, or nothing.")
            % {"reasons": ", ".join(str(label) for label in reasons.labels)}
        )
    waiting = waiting_call(table)
    if waiting is not None:
        return waiting, False
    try:
        with transaction.atomic():
            call = m.DirectorCall.objects.create(
                event=event,
                table=table,
                round_number=table.round,  # the table's own round (it may have moved on)
                reason=reason or reasons.OTHER,
                called_at=timezone.now(),
            )
            log(event, None, "call", _called(call))
    except IntegrityError:  # another phone of the table called at the same moment
        waiting = waiting_call(table)
        if waiting is None:
            raise
        return waiting, False
    return call, True


@transaction.atomic
def answer_call(event: m.Event, call_id: int, *, by) -> m.DirectorCall:
    """The director has come to the table: the call leaves the desk and the pad."""
    if not trust.may_run(event, by):
        raise DomainError(_("Only the event's organisers answer the tables' calls."))
    call = (
        m.DirectorCall.objects.select_for_update()
        .select_related("table")
        .filter(event=event, pk=call_id)
        .first()
    )
    if call is None:
        raise DomainError(_("There is no such call in this event."))
    if call.answered_at is not None:
        return call
    call.answered_at = timezone.now()
    call.answered_by, call.answered_by_name = acting_user(by), author_name(by)
    call.save(update_fields=["answered_at", "answered_by", "answered_by_name"])
    log(
        event,
        by,
        "call-answered",
        Said(
            "Table %(table)s's call of %(at)s answered.",
            table=call.table.number,
            at=timezone.localtime(call.called_at).strftime("%H:%M"),
        ),
    )
    return call


def _called(call: m.DirectorCall) -> str:
    return _("Table %(table)s called the director in round %(round)s: %(reason)s.") % {
        "table": call.table.number,
        "round": call.round_number,
        "reason": call.get_reason_display(),
    }
