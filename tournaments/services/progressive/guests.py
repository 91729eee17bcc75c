"""The guests at a progressive party's table report their own table's result from the table's
QR code, with the same checks as the host's report (``play.save_report``).

The guests' phone owns its table's report until the host has touched it: it may put its own
report right before the bell (naming the report it saw, as a table's phone does at a duplicate
event), but a result the host entered is never replaced from a phone, and a second phone that
was slower finds the stored report instead of overwriting it.  Each report carries the
phone's own key, so a resend after a dropped connection stores nothing twice.  The host still
corrects any result, with a reason, after the round closes.
"""

from __future__ import annotations

import re

from django.db import transaction
from django.utils import timezone
from django.utils.translation import gettext as _

from tournaments import models as m
from tournaments.adapters import progressive as pa
from tournaments.scoring.progressive import TableReport
from tournaments.services.common import DomainError
from tournaments.services.progressive.checks import Rules
from tournaments.services.progressive.play import current_round, save_report, time_is_up

GUESTS = "guests"
CLIENT_KEY = re.compile(r"[A-Za-z0-9_-]{8,40}")


class AlreadyReported(DomainError):
    """The table's result is stored already (the host's, or another phone's)."""

    def __init__(self, row: m.ProgressiveResult):
        self.row = row
        if row.entered_via != GUESTS:
            said = _(
                "Table %(table)s's result was already reported by the host; it is shown. Ask "
                "the host if it is wrong."
            )
        else:
            said = _(
                "Table %(table)s's result was already reported by another phone at the table; "
                "it is shown. Ask the host if it is wrong."
            )
        super().__init__(said % {"table": row.table})


@transaction.atomic
def report_at_party_table(
    link: m.PartyTable,
    report: TableReport,
    *,
    round_number: int | None,
    client_key: str = "",
    replaces: int | None = None,
) -> m.ProgressiveResult:
    """The result of ``link``'s table in the round in play, reported from a guest's phone."""
    event = m.Event.objects.select_for_update().get(pk=link.event_id)
    settings = m.ProgressiveSettings.objects.filter(event=event).first()
    if settings is None:
        raise DomainError(_("This event is not a progressive party."))
    if event.status == m.Status.FINISHED:
        raise DomainError(_("The evening is over: the host corrects any result now."))
    if client_key and not CLIENT_KEY.fullmatch(client_key):
        raise DomainError(_("The phone's key for this result is not one it could have made."))
    round_ = current_round(event)
    if round_number is not None and round_number != round_.number:
        raise DomainError(
            _("Round %(round_number)s is over: this result was not stored. Give it to the host.")
            % {"round_number": round_number}
        )
    if round_.state != m.RoundState.OPEN:
        raise DomainError(
            _("Round %(number)s has not started: wait for the bell.") % {"number": round_.number}
        )
    if report.table != link.number:
        raise DomainError(
            _("This phone reports table %(number)s's result only.") % {"number": link.number}
        )
    row = m.ProgressiveResult.objects.select_for_update().filter(round=round_, table=link.number)
    row = row.first()
    if row is not None and client_key and row.client_key == client_key:
        return row
    if row is not None and (replaces != row.pk or row.entered_via != GUESTS):
        raise AlreadyReported(row)
    if row is None and replaces is not None:
        raise DomainError(
            _("Table %(number)s has no report to change: report it.") % {"number": link.number}
        )
    rules = Rules.of(settings, hour_passed=time_is_up(settings, timezone.now()))
    saved = save_report(
        event,
        round_,
        pa.seating_of(round_),
        report,
        rules,
        by=None,
        via=GUESTS,
        action=m.ProgressiveChange.Action.REPORTED,
    )
    m.ProgressiveResult.objects.filter(pk=saved.pk).update(client_key=client_key)
    saved.refresh_from_db()
    return saved
