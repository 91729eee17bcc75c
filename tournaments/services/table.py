"""The table's own phone: its results, owned by the table until the opponents accept them.

A table enters a tray's result on the phone it opened from the QR code on its indicator card.
Until the opponents accept it the entering side may edit it (an explicit edit of the result it
saw, so a second phone's stale "save" never overwrites anything); the opponents accept it
("East-West accept", on the same phone, as clubs do with table terminals) or say they disagree,
which flags the tray for the director.  A result the director entered or ruled on is never
written, accepted or disputed from the phone.  After acceptance, or once the table has been
shown the tray's traveller, a change the table wants goes to the director as a request
(``services.table_requests``).  Every change is in the trail and the director's log.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from typing import NamedTuple

from django.db import transaction
from django.utils import timezone
from django.utils.translation import gettext as _

from said import Said
from tournaments import models as m
from tournaments.adapters import trust
from tournaments.adapters.deals import tray_cards
from tournaments.adapters.moving_on import table_step
from tournaments.deals import lead as leads
from tournaments.models.table_lookups import keys_in_trail, stored_result
from tournaments.scoring.entry import EntryError, stored_text
from tournaments.services.common import DomainError, log, require_organiser, tray_in_play
from tournaments.services.moving_on import move_tables_on
from tournaments.services.results import (
    AlreadyEntered,
    check_lines,
    result_snapshot,
    save_result,
    store_result,
)
from tournaments.services.table_requests import ask_change


def _open_for_tables(event: m.Event) -> None:
    closed = trust.table_closed(event)
    if closed is not None:
        raise DomainError(closed)


def _seating_for(table: m.Table, tray: m.Tray) -> m.Seating:
    seating = trust.table_seating(table, tray)
    if seating is None:
        raise DomainError(
            _("%(Board)s %(number)s is not played at this table this round.")
            % {"Board": table.event.words.Board, "number": tray.number}
        )
    return seating


# A phone's key for one submission: what ``crypto.randomUUID`` makes, or any such token.
CLIENT_KEY = re.compile(r"[A-Za-z0-9_-]{8,40}")


def check_lead(lead: str, values: dict, where: str, tray: m.Tray | None = None) -> str:
    """The opening lead as stored (suit then rank: SA, HT, D7), or "" when none was given;
    with the tray, checked against the opening leader's hand when its deal is known."""
    deal = tray_cards(tray) if tray is not None and (lead or "").strip() else None
    try:
        return leads.check_lead(
            lead, values.get("contract", ""), values.get("declarer", ""), where, deal=deal
        )
    except EntryError as exc:
        raise DomainError(str(exc)) from exc


class Unconfirmed(DomainError):
    """A warning the table confirms before its result is written (nothing was written)."""


class TableSave(NamedTuple):
    """A result entered at the table, and whether it was a resend found stored already;
    ``request`` when the change went to the director instead (the result is unchanged)."""

    result: m.Result
    replayed: bool
    request: m.ChangeRequest | None = None


def refuse_directors(result: m.Result) -> None:
    """A result the director entered or ruled on is never written, accepted or disputed from
    a table's phone, whatever the phone sends."""
    if trust.directors(result):
        raise DomainError(
            _(
                "%(board)s %(tray)s: the director has ruled on this result (%(result)s): only "
                "the director can change it. Ask the director if it is wrong."
            )
            % {
                "board": result.tray.event.words.Board,
                "tray": result.tray.number,
                "result": stored_text(result_snapshot(result)),
            }
        )


def tray_for_table(table: m.Table, tray_number: int) -> tuple[m.Tray, m.Seating]:
    """The tray ``tray_number`` and the seating at which table T's link may write it now (the
    trust policy: the event in play, T's own seating of the round, a tray it plays); else
    ``DomainError`` saying why.  A result is saved, or only scored, for such a tray alone."""
    _open_for_tables(table.event)
    tray = tray_in_play(table.event, tray_number)
    seating = _seating_for(table, tray)
    _refuse_still_in_play(table, tray)
    return tray, seating


def _refuse_still_in_play(table: m.Table, tray: m.Tray) -> None:
    """A table that moved on ahead waits for a board still in play at the table before
    (``trust.table_may_play``)."""
    if not table.ahead:
        return
    step = table_step(table)
    for wait in step.waits if step is not None else ():
        if not trust.table_may_play(True, tray.number in wait.trays):
            raise DomainError(
                _(
                    "%(board)s %(tray)s is still in play at table %(table)s (round %(round)s): "
                    "wait for it."
                )
                % {
                    "board": table.event.words.Board,
                    "tray": tray.number,
                    "table": wait.table,
                    "round": wait.round,
                }
            )


def record_at_table(table: m.Table, tray_number: int, entry, **options) -> m.Result:
    """A result entered on the table's own device (``save_at_table``), as stored."""
    return save_at_table(table, tray_number, entry, **options).result


@transaction.atomic
def save_at_table(
    table: m.Table,
    tray_number: int,
    entry,
    *,
    device: str = "",
    edit_of: int | None = None,
    client_key: str = "",
    lead: str = "",
    warn: Callable[[m.Tray], str | None] | None = None,
) -> TableSave:
    """A result entered on the table's own device, for this table and this round only.

    Nothing is overwritten by accident: if the tray is already stored (another phone was
    quicker) the stored result comes back inside ``AlreadyEntered``.  ``edit_of`` names the
    stored result the table means to change: allowed until the opponents accept it.
    ``client_key`` is the phone's own name for this submission: sent again (the answer was
    lost when the network dropped), it finds the stored result and stores nothing twice.
    ``warn`` is asked, once the result is known to be the table's to write and nothing else
    refuses it, whether the table must confirm it first: its text raises ``Unconfirmed``.
    """
    event = table.event
    tray, seating = tray_for_table(table, tray_number)
    if client_key and not CLIENT_KEY.fullmatch(client_key):
        raise DomainError(_("The phone's key for this result is not one it could have made."))
    stored = stored_result(tray, seating)
    if stored is None and client_key and removed_by_director(tray, seating, client_key):
        # The trail names this key: either the director took the result off, or another tap
        # of this same result was stored after the first read above (read again to know).
        stored = stored_result(tray, seating)
        if stored is None:
            raise DomainError(
                _(
                    "%(Board)s %(number)s: the director removed this result; it was not stored "
                    "again. Ask the director."
                )
                % {"Board": event.words.Board, "number": tray.number}
            )
    if stored is not None and client_key and stored.client_key == client_key:
        return TableSave(stored, True)
    if trust.taken(stored, edit_of) and trust.directors(stored):
        raise AlreadyEntered(stored)  # a new entry meets the director's: shown, not written
    if stored is not None:
        refuse_directors(stored)
    if entry.adjustment:
        raise DomainError(_("Adjusted scores are given by the director, not at the table."))
    entry = replace(entry, seating_id=seating.pk)
    (_checked, values) = check_lines(event, tray, [entry], {seating.pk: seating})[0]
    where = f"{event.words.Board} {tray.number}"
    extra = {"lead": check_lead(lead, values, where, tray), "client_key": client_key}
    if trust.taken(stored, edit_of):
        raise AlreadyEntered(stored)
    if stored is not None:
        _check_editable(stored)
    elif edit_of is not None:
        raise DomainError(
            _("%(Board)s %(number)s has no stored result to change: enter it.")
            % {"Board": event.words.Board, "number": tray.number}
        )
    warning = warn(tray) if warn is not None else None
    if warning:
        raise Unconfirmed(warning)
    if stored is not None and trust.asks_director(stored):
        (request, again) = ask_change(seating, stored, values, extra)
        return TableSave(stored, again, request)
    via = device or "table"
    if stored is not None:
        return TableSave(_edit(table, tray, seating, stored, values, extra, via), False)
    try:
        result = store_result(
            event, tray, seating, None, {**values, **extra}, by=None, reason="", via=via
        )
    except DomainError:
        meanwhile = m.Result.objects.get(tray=tray, seating=seating)
        if client_key and meanwhile.client_key == client_key:
            return TableSave(meanwhile, True)  # another tap of this result was quicker
        raise AlreadyEntered(meanwhile) from None
    assert result is not None  # nothing was stored before, so a row was written
    return TableSave(result, False)


def removed_by_director(tray: m.Tray, seating: m.Seating, client_key: str) -> bool:
    """Whether a result this phone sent with this key was stored here once (the trail keeps
    each table write's key), where nothing is stored now: the director took it off.  A phone
    that resends after a lost answer must not bring a removed result back, even when the
    table had changed it under another key before the director removed it."""
    return client_key in keys_in_trail(tray, seating)


def _edit(table, tray, seating, stored: m.Result, values: dict, extra: dict, via: str):
    """The table changes its own result before the opponents accept it."""
    event = table.event
    before = result_snapshot(stored)
    if save_result(
        event, tray, seating, stored, values, by=None, reason="Changed at the table", via=via
    ):
        log(
            event,
            None,
            "table-edit",
            Said(
                "%(Board)s %(number)s, table %(number2)s: the table changed %(before)s to %(values)s before the opponents accepted.",
                Board=event.words.Board,
                number=tray.number,
                number2=table.number,
                before=stored_text(before),
                values=stored_text(values),
            ),
        )
    m.Result.objects.filter(pk=stored.pk).update(**extra)
    m.bump_events("pk", event.pk)  # an update sends no signal
    stored.refresh_from_db()
    return stored


def _check_editable(result: m.Result) -> None:
    """Called once ``refuse_directors`` has let the result through (it is not ruled)."""
    if not trust.table_may_edit(result, ruled=False):
        raise DomainError(
            _("The opponents disagree about %(board)s %(number)s: the director will rule.")
            % {"board": result.tray.event.words.board, "number": result.tray.number}
        )


def _table_result(table: m.Table, result_id: int) -> m.Result:
    result = (
        m.Result.objects.select_for_update()
        .select_related("tray", "seating__table", "seating__round")
        .filter(pk=result_id, seating__table=table)  # locks none of another table's rows
        .first()
    )
    if result is None or not trust.table_may_answer(table, result):
        raise DomainError(_("That result is not one of this table's results this round."))
    refuse_directors(result)
    return result


@transaction.atomic
def accept_at_table(table: m.Table, result_id: int) -> m.Result:
    """The opponents accept a result entered at their table: from now on it is final, and
    only the director changes it."""
    _open_for_tables(table.event)
    result = _table_result(table, result_id)
    if result.disputed_at is not None:
        raise DomainError(
            _("The opponents disagree about %(board)s %(number)s: the director will rule.")
            % {"board": result.tray.event.words.board, "number": result.tray.number}
        )
    if result.confirmed_at is None:
        result.confirmed_at = timezone.now()
        result.save(update_fields=["confirmed_at"])
        move_tables_on(table.event)  # the table's last board accepted: it may move on
    return result


@transaction.atomic
def dispute_at_table(table: m.Table, result_id: int) -> m.Result:
    """The opponents disagree with a result entered at their table: the tray waits for the
    director, who sees it flagged on the session desk."""
    event = table.event
    _open_for_tables(event)
    result = _table_result(table, result_id)
    if result.confirmed_at is not None:
        raise DomainError(
            _("%(Board)s %(number)s has been accepted: ask the director to look at it.")
            % {"Board": event.words.Board, "number": result.tray.number}
        )
    if result.disputed_at is None:
        result.disputed_at = timezone.now()
        result.save(update_fields=["disputed_at"])
        log(
            event,
            None,
            "dispute",
            Said(
                "%(Board)s %(number)s, table %(number2)s: the opponents disagree with %(value)s.",
                Board=event.words.Board,
                number=result.tray.number,
                number2=table.number,
                value=stored_text(result_snapshot(result)),
            ),
        )
    return result


@transaction.atomic
def renew_table_secret(event: m.Event, table_number: int, *, by) -> m.Table:
    """A new link for a table (a phone lost or left behind): the old one stops working at
    once, and the table's phone opens the new one from the desk's QR code."""
    require_organiser(event, by)
    table = m.Table.objects.select_for_update().filter(event=event, number=table_number).first()
    if table is None:
        raise DomainError(
            _("There is no table %(table_number)s in this event.") % {"table_number": table_number}
        )
    m.RetiredSecret.objects.create(table=table, secret=table.secret)
    table.secret = m.new_table_secret()
    table.save(update_fields=["secret"])
    log(
        event,
        by,
        "secret",
        Said(
            "Table %(table_number)s's link renewed: the old one no longer works.",
            table_number=table_number,
        ),
    )
    return table
