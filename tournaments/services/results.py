"""Recording results: whist tricks and bridge contracts, with a trail for every change."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace

from django.db import IntegrityError, transaction
from django.utils import timezone
from django.utils.translation import gettext as _

from said import Said
from tournaments import models as m
from tournaments.adapters.deals import tray_cards
from tournaments.deals.lead import check_lead
from tournaments.scoring.entry import (
    BridgeEntry,
    EntryError,
    WhistEntry,
    check_adjustment,
    check_contract,
    check_whist_tricks,
    replaces_score,
    stored_text,
)
from tournaments.services.common import (
    DomainError,
    acting_user,
    author_name,
    log,
    playing_seatings,
    require_organiser,
    require_scorer,
    tray_in_play,
)
from tournaments.services.moving_on import move_tables_on
from tournaments.services.revokes import NO_REVOKE, keep_stored_revokes, revoke_values

PLAYS, SEATING_RELATED = m.PLAYS, m.SEATING_RELATED


def result_snapshot(result: m.Result) -> dict:
    return {
        "ns_tricks": result.ns_tricks,
        "ew_tricks": result.ew_tricks,
        "contract": result.contract,
        "declarer": result.declarer,
        "tricks_taken": result.tricks_taken,
        "ns_score": result.ns_score,
        "honours": result.honours,
        "honours_side": result.honours_side,
        "out_of_turn": result.out_of_turn,
        "adjustment": result.adjustment,
        "revokes_ns": result.revokes_ns,
        "revokes_ew": result.revokes_ew,
        "revoke_kept": result.revoke_kept,
        "law": result.law,
    }


def trail_value(result: m.Result) -> dict:
    """A result as the trail keeps it: its snapshot, with the phone's key when a table wrote
    it, so the same submission sent again later is known at its tray and seating even after
    the table changed it under another key or the director removed it
    (``services.table.removed_by_director``)."""
    snapshot = result_snapshot(result)
    return {**snapshot, "client_key": result.client_key} if result.client_key else snapshot


def _values(event: m.Event, tray: m.Tray, entry, where: str) -> dict:
    """Check one traveller line against the game's rules; the values to store."""
    try:
        return _checked(event, tray, entry, where)
    except EntryError as exc:
        raise DomainError(str(exc)) from exc


def _checked(event: m.Event, tray: m.Tray, entry, where: str) -> dict:
    blank = {
        "ns_tricks": None,
        "ew_tricks": None,
        "contract": "",
        "declarer": "",
        "tricks_taken": None,
        "ns_score": None,
        "honours": "",
        "honours_side": "",
        "out_of_turn": "",
    }
    if entry.adjustment:
        code = check_adjustment(
            entry.adjustment,
            where,
            game=event.game,
            vulnerability=tray.vulnerability or None,
            penalties=m.penalties_allowed(event.game, event.form),
            imps=m.scored_in_imps(event.form, event.scoring_method),
            teams=m.team_ruling_method(event.game, event.form, event.scoring_method),
        )
        if replaces_score(code):
            return {**blank, **NO_REVOKE, "adjustment": code}
        # A procedural penalty or a fouled board's group: the table's result stays beside it.
        return {**_checked(event, tray, replace(entry, adjustment=""), where), "adjustment": code}
    if event.is_whist:
        if not isinstance(entry, WhistEntry):
            raise DomainError(
                _("%(where)s: a whist result is tricks, not a contract.") % {"where": where}
            )
        ns, ew = check_whist_tricks(entry.ns_tricks, entry.ew_tricks, where)
        tricks = {**blank, "ns_tricks": ns, "ew_tricks": ew, "adjustment": "", "law": ""}
        return {**tricks, **revoke_values(event, entry, ns, ew, where)}
    if event.game in (m.Game.BRIDGE, m.Game.AUCTION):
        if not isinstance(entry, BridgeEntry):
            raise DomainError(
                _("%(where)s: a bridge result is a contract, declarer and tricks.")
                % {"where": where}
            )
        values = check_contract(
            event.game,
            entry.contract,
            entry.declarer,
            entry.tricks,
            where,
            vulnerability=tray.vulnerability,
            dealer=tray.dealer,
            honours=entry.honours,
            honours_side=entry.honours_side,
            out_of_turn=entry.out_of_turn,
            english=event.auction_english,
        )
        if entry.lead is not None:  # checked against the leader's hand when the deal is known
            deal = tray_cards(tray) if entry.lead.strip() else None
            lead = check_lead(entry.lead, values["contract"], values["declarer"], where, deal=deal)
            values = {**values, "lead": lead}
        return {**blank, **values, "adjustment": "", "law": ""}
    raise DomainError(
        _("Results of %(game)s are not entered on travellers.") % {"game": event.get_game_display()}
    )


def check_lines(event, tray, entries, playing) -> list[tuple[m.Seating, dict]]:
    checked: list[tuple[m.Seating, dict]] = []
    seen: set[int] = set()
    for entry in entries:
        seating = playing.get(entry.seating_id)
        if seating is None:
            raise DomainError(
                _("%(Board)s %(number)s is not played at that table in that round.")
                % {"Board": event.words.Board, "number": tray.number}
            )
        if entry.seating_id in seen:
            raise DomainError(
                _("Table %(number)s appears twice on the traveller.")
                % {"number": seating.table.number}
            )
        seen.add(entry.seating_id)
        where = f"{event.words.Board} {tray.number}, table {seating.table.number}"
        checked.append((seating, _values(event, tray, entry, where)))
    return checked


@transaction.atomic
def record_traveller(
    event: m.Event,
    tray_number: int,
    entries: Iterable[WhistEntry | BridgeEntry],
    *,
    by,
    reason: str = "",
    via: str = "traveller",
) -> int:
    """Store a tray's traveller: every line is checked before anything is written.

    Returns the number of results entered or corrected.  A changed result keeps its old value
    in the trail, with the reason given.
    """
    require_scorer(event, by)
    tray = tray_in_play(event, tray_number, director=True)
    existing = {r.seating_id: r for r in tray.results.select_for_update()}
    checked = check_lines(event, tray, entries, playing_seatings(tray))
    for seating, values in checked:
        keep_stored_revokes(existing.get(seating.pk), values, seating)
    if not reason.strip() and any(
        s.pk in existing and _differs(existing[s.pk], values) for s, values in checked
    ):
        raise DomainError(_("Give a reason for correcting a result that was already entered."))
    written = 0
    for seating, values in checked:
        stored = existing.get(seating.pk)
        before = result_snapshot(stored) if stored is not None else None
        changed = save_result(event, tray, seating, stored, values, by=by, reason=reason, via=via)
        written += changed
        where = f"{event.words.Board} {tray.number}, table {seating.table.number}"
        if changed and values.get("adjustment"):
            was = f" in place of {stored_text(before)}" if before is not None else ""
            log(
                event,
                by,
                "adjustment",
                Said(
                    "%(where)s: %(values)s%(was)s. %(reason)s",
                    where=where,
                    values=stored_text(values),
                    was=was,
                    reason=reason,
                ),
            )
        elif changed and before is not None:
            log(
                event,
                by,
                "correction",
                Said(
                    "%(where)s: %(before)s corrected to %(values)s. %(reason)s",
                    where=where,
                    before=stored_text(before),
                    values=stored_text(values),
                    reason=reason,
                ),
            )
        if stored is not None and stored.disputed_at is not None:
            _rule(event, stored, by, where, changed)
    move_tables_on(event)  # the director's results end a table's round as accepted ones do
    return written


def _rule(event: m.Event, result: m.Result, by, where: str | Said, changed: int) -> None:
    """The director's ruling on a result the opponents disagreed with: final from now on."""
    result.refresh_from_db()
    result.disputed_at = None
    result.confirmed_at = result.confirmed_at or timezone.now()
    result.save(update_fields=["disputed_at", "confirmed_at"])
    said = (
        Said("%(where)s: the director ruled; the result is corrected.", where=where)
        if changed
        else Said("%(where)s: the director ruled; the result stands.", where=where)
    )
    log(event, by, "ruling", said)


def settle_dispute(event: m.Event, result: m.Result | None, by, where: str | Said) -> None:
    """A ruling under a law on a result the opponents disagreed with ends the dispute."""
    if result is not None and result.disputed_at is not None:
        _rule(event, result, by, where, 1)
        move_tables_on(event)


def _differs(result: m.Result, values: dict) -> bool:
    return any(getattr(result, key) != value for key, value in values.items())


def record_whist_traveller(
    event: m.Event, tray_number: int, entries: Iterable[WhistEntry], **kwargs
) -> int:
    """A whist traveller: tricks for each table (see ``record_traveller``)."""
    if not event.is_whist:
        raise DomainError(_("This traveller is for whist tricks; the event is not whist."))
    return record_traveller(event, tray_number, entries, **kwargs)


class AlreadyEntered(DomainError):
    """The tray was entered at this table already (perhaps from another phone)."""

    def __init__(self, result: m.Result):
        self.result = result
        super().__init__(
            _(
                "%(Board)s %(number)s was already entered at this table; the stored result is "
                "shown. Ask the director to correct it if it is wrong."
            )
            % {"Board": result.tray.event.words.Board, "number": result.tray.number}
        )


@transaction.atomic
def remove_result(result: m.Result, *, by, reason: str) -> None:
    """Take a result off a traveller (entered for the wrong tray, say); the trail keeps it."""
    event = result.tray.event
    require_organiser(event, by)
    if not reason.strip():
        raise DomainError(_("Give a reason for removing a result."))
    m.ResultChange.objects.create(
        event=event,
        tray=result.tray,
        seating=result.seating,
        action=m.ResultChange.Action.REMOVED,
        # The phone's key stays in the trail: the same submission sent again is not stored.
        old_value=trail_value(result),
        new_value=None,
        reason=reason.strip()[:300],
        changed_by=by,
        changed_by_name=author_name(by),
        changed_via="director",
    )
    where = f"{event.words.Board} {result.tray.number}, table {result.seating.table.number}"
    log(
        event,
        by,
        "removal",
        Said(
            "%(where)s: %(value)s removed. %(value2)s",
            where=where,
            value=stored_text(result_snapshot(result)),
            value2=reason.strip(),
        ),
    )
    result.delete()


def record_whist_slip(
    event: m.Event,
    *,
    tray_number: int,
    table_number: int,
    ns_tricks: int | None,
    ew_tricks: int | None,
    by,
    reason: str = "",
    via: str = "slip",
) -> int:
    """Store one whist score slip (see ``record_slip``)."""
    if not event.is_whist:
        raise DomainError(_("This slip is for whist tricks; the event is not whist."))
    entry = WhistEntry(0, ns_tricks, ew_tricks)
    return record_slip(
        event, tray_number=tray_number, table_number=table_number, entry=entry, by=by,
        reason=reason, via=via,
    )  # fmt: skip


def record_slip(
    event: m.Event,
    *,
    tray_number: int,
    table_number: int,
    entry: WhistEntry | BridgeEntry,
    by,
    reason: str = "",
    via: str = "slip",
) -> int:
    """Store one score slip: a tray's result at a table (tricks for whist; the contract,
    declarer and tricks for bridge).  A tray that table does not play is refused, naming the
    trays it does play."""
    seatings = list(
        m.Seating.objects.filter(
            PLAYS, round__event=event, table__number=table_number, trays__number=tray_number
        )
    )
    if not seatings:
        if not m.Table.objects.filter(event=event, number=table_number).exists():
            raise DomainError(
                _("There is no table %(table_number)s in this event.")
                % {"table_number": table_number}
            )
        played = (
            m.Tray.objects.filter(
                event=event,
                seatings__in=m.Seating.objects.filter(
                    PLAYS, round__event=event, table__number=table_number
                ),
            )
            .values_list("number", flat=True)
            .distinct()
        )
        trays = ", ".join(str(n) for n in sorted(played)) or "none"
        raise DomainError(
            _(
                "%(Board)s %(tray_number)s is not played at table %(table_number)s (table "
                "%(table_number)s plays %(boards)s %(trays)s)."
            )
            % {
                "Board": event.words.Board,
                "tray_number": tray_number,
                "table_number": table_number,
                "boards": event.words.boards,
                "trays": trays,
            }
        )
    if len(seatings) > 1:
        raise DomainError(
            _(
                "%(Board)s %(tray_number)s is played at table %(table_number)s in more than one "
                "round: use the tray's traveller."
            )
            % {"Board": event.words.Board, "tray_number": tray_number, "table_number": table_number}
        )
    entry = replace(entry, seating_id=seatings[0].pk)
    return record_traveller(event, tray_number, [entry], by=by, reason=reason, via=via)


def save_result(
    event: m.Event,
    tray: m.Tray,
    seating: m.Seating,
    result: m.Result | None,
    values: dict,
    *,
    by,
    reason: str,
    via: str,
) -> int:
    """Store ``values`` as the tray's result at ``seating`` (over ``result`` if it is
    stored), with its trail line: 1, or 0 when nothing changed."""
    stored = store_result(event, tray, seating, result, values, by=by, reason=reason, via=via)
    if stored is not None and via == "director":  # a ruling under a law may end a round
        move_tables_on(event)
    return int(stored is not None)


def store_result(
    event: m.Event,
    tray: m.Tray,
    seating: m.Seating,
    result: m.Result | None,
    values: dict,
    *,
    by,
    reason: str,
    via: str,
) -> m.Result | None:
    """``save_result``, answering the result as stored (None when nothing changed): the row
    just written, so a caller need not read it back."""
    user, name = acting_user(by), author_name(by)
    if result is None:
        result = m.Result(
            tray=tray,
            seating=seating,
            entered_by=user,
            entered_by_name=name,
            entered_via=via,
            **values,
        )
        try:
            with transaction.atomic():
                result.save()
        except IntegrityError as exc:
            raise DomainError(
                _(
                    "%(Board)s %(number)s at table %(number2)s was entered meanwhile; reload to see the "
                    "stored result."
                )
                % {
                    "Board": event.words.Board,
                    "number": tray.number,
                    "number2": seating.table.number,
                }
            ) from exc
        action, old = m.ResultChange.Action.CREATED, None
    else:
        old = result_snapshot(result)
        for key, value in values.items():
            setattr(result, key, value)
        if result_snapshot(result) == old:
            return None
        result.save()
        action = m.ResultChange.Action.CORRECTED
    m.ResultChange.objects.create(
        event=event,
        tray=tray,
        seating=seating,
        action=action,
        old_value=old,
        new_value=trail_value(result),
        reason=reason.strip()[:300],
        changed_by=user,
        changed_by_name=name,
        changed_via=via,
    )
    return result
