"""The director's ruling on a wrong trump (Law IV, sections 9 and 10 of duplicate whist).

With three or more tables playing the tray the table takes the average score for the deal: its
result becomes the ruling "AVE" (the tray's average in trick totals, Law V's reading; 50% in
match points), marked with the law.  With fewer there must be a new deal: every result entered
on the tray is taken off (the trail keeps each), the trump recorded for the old deal is cleared,
and the tray carries the ruling so its traveller says why it is being played again.
"""

from __future__ import annotations

from django.db import transaction
from django.utils.translation import gettext as _

from said import Said
from tournaments import models as m
from tournaments.scoring.entry import WhistEntry, stored_text
from tournaments.scoring.law_iv import AVERAGE, NEW_DEAL, LawIV, wrong_trump
from tournaments.services.common import DomainError, at_table, in_club_language, log, ruling_table
from tournaments.services.results import (
    check_lines,
    remove_result,
    result_snapshot,
    save_result,
    settle_dispute,
)


def law_iv_for(tray: m.Tray, section: int = 9) -> LawIV:
    """What the law gives on ``tray``: it counts the tables that play it."""
    tables = tray.seatings.filter(m.PLAYS).count()
    return wrong_trump(tables, section)


@transaction.atomic
def rule_wrong_trump(
    event: m.Event, tray_number: int, seating_id: int, *, branch: str, section: int, by, reason: str
) -> LawIV:
    """Apply Law IV at one table of a tray; ``branch`` must be the one the law gives there."""
    at = ruling_table(
        event, tray_number, seating_id, by=by, reason=reason, law="Law IV", game="whist",
        applies=event.is_whist,
    )  # fmt: skip
    tray, seating = at.tray, at.seating
    try:
        ruling = wrong_trump(len(at.playing), section)
    except ValueError as exc:
        raise DomainError(str(exc)) from exc
    if branch not in (AVERAGE, NEW_DEAL):
        raise DomainError(_("Choose the average for the table or a new deal."))
    if branch != ruling.branch:
        raise DomainError(Said("%(value)s.", value=ruling.explain()))
    why = f"{ruling.label}: {reason.strip()}"
    if branch == AVERAGE:
        _average(event, tray, seating, ruling, by, why)
    else:
        _new_deal(event, tray, seating, ruling, by, why)
    return ruling


def _average(event, tray, seating, ruling: LawIV, by, why: str) -> None:
    stored = tray.results.select_for_update().filter(seating=seating).first()
    entry = WhistEntry(seating.pk, None, None, adjustment="AVE")
    ((_seating, values),) = check_lines(event, tray, [entry], {seating.pk: seating})
    before = result_snapshot(stored) if stored is not None else None
    values = {**values, "law": ruling.label}
    save_result(event, tray, seating, stored, values, by=by, reason=why, via="director")
    where = at_table(event, tray, seating)
    said = (
        Said("%(where)s: the average for the deal. %(why)s", where=where, why=why)
        if before is None
        else Said(
            "%(where)s: the average for the deal in place of %(before)s. %(why)s",
            where=where,
            before=stored_text(before),
            why=why,
        )
    )
    log(event, by, "adjustment", said)
    settle_dispute(event, stored, by, where)


def _new_deal(event, tray, seating, ruling: LawIV, by, why: str) -> None:
    deal_again(event, tray, seating, ruling.explain(), by=by, why=why)


def deal_again(
    event: m.Event, tray: m.Tray, seating: m.Seating, explanation: str | Said, *, by, why: str
):
    """A new deal of ``tray`` by a law: its results come off (the trail keeps each), the trump
    recorded for the old deal is cleared, and the tray says why (the law's ``explanation``,
    then the director's ``why``) on its traveller, in the club's language."""
    for result in tray.results.select_related("tray", "seating__table"):
        remove_result(result, by=by, reason=why)
    old_trump = tray.trump
    text = Said("%(explanation)s. %(why)s", explanation=explanation, why=why)
    tray.law = in_club_language(event, text)[:400]
    tray.trump = ""
    tray.save(update_fields=["law", "trump"])
    where = at_table(event, tray, seating)
    said = (
        Said(
            "%(where)s: a new deal (the old deal's trump, %(trump)s, is cleared). %(why)s",
            where=where,
            trump=old_trump,
            why=why,
        )
        if old_trump
        else Said("%(where)s: a new deal. %(why)s", where=where, why=why)
    )
    log(event, by, "new-deal", said)
