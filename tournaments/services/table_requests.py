"""A table's request for a change it can no longer make itself, and the director's answer.

The table's corrections rule (``adapters.trust``, docs/GUIDE.md): once the opponents
have accepted a result, or the table has been shown the tray's traveller, a change the table
wants is not written; it waits on the desk, with the result as stored, the result asked for,
the table that asked and when it saw the traveller, until the director accepts it (a
correction, with its trail line, Law 79C) or rejects it.
"""

from __future__ import annotations

from django.db import transaction
from django.utils import timezone
from django.utils.translation import gettext as _

from said import Said
from tournaments import models as m
from tournaments.scoring.entry import stored_text
from tournaments.services.common import (
    DomainError,
    acting_user,
    author_name,
    log,
    require_organiser,
)
from tournaments.services.results import result_snapshot, save_result

OPEN = m.ChangeRequest.Status.OPEN


def _who(seating: m.Seating) -> str:
    pairs = " v ".join(e.code for e in (seating.ns, seating.ew) if e is not None)
    table = _("Table %(table)s") % {"table": seating.table.number}
    return f"{table} ({pairs})" if pairs else table


def ask_change(
    seating: m.Seating, result: m.Result, values: dict, extra: dict
) -> tuple[m.ChangeRequest, bool]:
    """The table asks the director to change ``result`` to ``values`` (checked already):
    the request, and whether it was a resend of one stored before (same phone key).  A
    second request while one is open replaces what the first asked for."""
    key = extra.get("client_key") or ""
    open_one = m.ChangeRequest.objects.select_for_update().filter(result=result, status=OPEN)
    open_one = open_one.first()
    if open_one is not None and key and open_one.client_key == key:
        return open_one, True
    asked = {**values, "lead": extra.get("lead", "")}
    old = result_snapshot(result)
    if open_one is not None:
        open_one.new_value, open_one.client_key = asked, key
        open_one.asked_at = timezone.now()
        open_one.save(update_fields=["new_value", "client_key", "asked_at"])
        request = open_one
    else:
        request = m.ChangeRequest.objects.create(
            event=result.tray.event,
            result=result,
            old_value=old,
            new_value=asked,
            asked_by=_who(seating),
            traveller_seen_at=result.traveller_seen_at,
            client_key=key,
        )
    log(
        result.tray.event,
        None,
        "change-asked",
        Said(
            "%(board)s %(tray)s, %(who)s asks the director to change %(old)s to %(new)s.",
            board=result.tray.event.words.Board,
            tray=result.tray.number,
            who=request.asked_by,
            old=stored_text(old),
            new=stored_text(values),
        ),
    )
    return request, False


def travellers_shown(result_ids: list[int]) -> None:
    """The table's phone has just been shown these results' travellers: from now on a change
    the table wants goes to the director.  Only the first showing is kept (one update, and
    none when nothing is shown for the first time)."""
    if result_ids:
        m.Result.objects.filter(pk__in=result_ids, traveller_seen_at__isnull=True).update(
            traveller_seen_at=timezone.now()
        )


def _open_request(event: m.Event, request_id: int) -> m.ChangeRequest:
    request = (
        m.ChangeRequest.objects.select_for_update()
        .select_related("result__tray", "result__seating__table")
        .filter(pk=request_id, event=event)
        .first()
    )
    if request is None:
        raise DomainError(_("There is no such request in this event."))
    if request.status != OPEN:
        raise DomainError(
            _("This request has been answered already (%(status)s).")
            % {"status": request.get_status_display().lower()}
        )
    return request


def _decided(request: m.ChangeRequest, status: str, by) -> None:
    request.status = status
    request.decided_at = timezone.now()
    request.decided_by, request.decided_by_name = acting_user(by), author_name(by)
    request.save(update_fields=["status", "decided_at", "decided_by", "decided_by_name"])


@transaction.atomic
def accept_change_request(event: m.Event, request_id: int, *, by) -> m.Result:
    """The director accepts a table's request: the result is corrected (the trail keeps the
    old one, with who asked and when the table had seen the traveller)."""
    require_organiser(event, by)
    request = _open_request(event, request_id)
    result = m.Result.objects.select_for_update().get(pk=request.result_id)
    result.tray, result.seating = request.result.tray, request.result.seating
    if result_snapshot(result) != request.old_value:
        raise DomainError(
            _(
                "%(board)s %(tray)s has changed since the table asked: it is now %(now)s. "
                "Reject the request, or correct the result on the traveller."
            )
            % {
                "board": event.words.Board,
                "tray": result.tray.number,
                "now": stored_text(result_snapshot(result)),
            }
        )
    asked = dict(request.new_value)
    lead = asked.pop("lead", "")
    seen = request.traveller_seen_at
    reason = _("Asked by %(who)s at %(at)s%(seen)s.") % {
        "who": request.asked_by,
        "at": timezone.localtime(request.asked_at).strftime("%H:%M"),
        "seen": _(", traveller seen at %(at)s") % {"at": timezone.localtime(seen).strftime("%H:%M")}
        if seen
        else "",
    }
    tray, seating = result.tray, result.seating
    before = result_snapshot(result)
    save_result(event, tray, seating, result, asked, by=by, reason=reason, via="director")
    if lead != result.lead:
        m.Result.objects.filter(pk=result.pk).update(lead=lead)
    _decided(request, m.ChangeRequest.Status.ACCEPTED, by)
    log(
        event,
        by,
        "correction",
        Said(
            "%(board)s %(tray)s, table %(table)s: %(old)s corrected to %(new)s. %(reason)s",
            board=event.words.Board,
            tray=tray.number,
            table=seating.table.number,
            old=stored_text(before),
            new=stored_text(asked),
            reason=reason,
        ),
    )
    result.refresh_from_db()
    return result


@transaction.atomic
def reject_change_request(event: m.Event, request_id: int, *, by) -> m.ChangeRequest:
    """The director rejects a table's request: the result stands as stored."""
    require_organiser(event, by)
    request = _open_request(event, request_id)
    _decided(request, m.ChangeRequest.Status.REJECTED, by)
    result = request.result
    log(
        event,
        by,
        "change-rejected",
        Said(
            "%(board)s %(tray)s, %(who)s: the change asked for is rejected; %(old)s stands.",
            board=event.words.Board,
            tray=result.tray.number,
            who=request.asked_by,
            old=stored_text(request.old_value),
        ),
    )
    return request
