"""Revokes on a whist line (Law X): checked where a traveller line is, kept where a slip is."""

from __future__ import annotations

from django.utils.translation import gettext as _

from tournaments import models as m
from tournaments.scoring.entry import EntryError, WhistEntry, check_revokes
from tournaments.services.common import DomainError

NO_REVOKE: dict[str, int] = {"revokes_ns": 0, "revokes_ew": 0, "revoke_kept": 0}


def revokes_scored(event: m.Event) -> bool:
    """Law X's penalty is for whist pair contests on trick totals: the traveller and the pad
    offer a revoke there only."""
    return (
        event.is_whist
        and event.form == m.Form.PAIRS
        and event.scoring_method == m.ScoringMethod.TRICKS
    )


def revokes_allowed(event: m.Event, where: str) -> None:
    """Law X's penalty is for pair contests on trick totals: refuse a revoke elsewhere."""
    if not revokes_scored(event):
        raise DomainError(
            _(
                "%(where)s: a revoke is scored under Law X in a whist pairs event on trick totals; in "
                "this event the director rules on it instead (an assigned or adjusted score)."
            )
            % {"where": where}
        )


def revoke_values(event: m.Event, entry: WhistEntry, ns: int, ew: int, where: str) -> dict:
    """The revoke fields a whist line stores: none when the line says nothing of revokes
    (the stored ones stay), else the checked side, count and tricks kept."""
    if entry.revokes is None:
        return {}
    values = check_revokes(entry.revokes, ns, ew, where)
    if values["revokes_ns"] or values["revokes_ew"]:
        revokes_allowed(event, where)
    return values


def keep_stored_revokes(stored: m.Result | None, values: dict, seating: m.Seating) -> None:
    """A line that says nothing of revokes (a slip, a phone) keeps the stored ones: they must
    still fit the tricks now entered."""
    if stored is None or "revoke_kept" in values or values.get("ns_tricks") is None:
        return
    side = "NS" if stored.revokes_ns else "EW" if stored.revokes_ew else ""
    count = stored.revokes_ns or stored.revokes_ew
    where = f"Tray {stored.tray.number}, table {seating.table.number}"
    try:
        check_revokes(
            (side, count, stored.revoke_kept), values["ns_tricks"], values["ew_tricks"], where
        )
    except EntryError as exc:
        raise DomainError(
            _("%(exc)s Correct the revoke on the tray's traveller.") % {"exc": exc}
        ) from exc
