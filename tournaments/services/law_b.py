"""The director's ruling on a hand found irregular after the overplay began (law B(3) of
duplicate auction): the average, the lowest and highest scores, or a new deal.

The lowest and highest scores are those "made at any table for that deal", so the ruling waits
until every other table that plays the tray has its own result; it is then stored as the
table's assigned score (``SCORE`` with North-South's net points), marked with the law.
"""

from __future__ import annotations

from django.db import transaction
from django.utils.translation import ngettext

from said import Said
from tournaments import models as m
from tournaments.scoring.entry import BridgeEntry, replaces_score, stored_text
from tournaments.scoring.law_b import NEW_DEAL, LawB, irregular_hand
from tournaments.services.common import DomainError, at_table, log, ruling_table
from tournaments.services.law_iv import deal_again
from tournaments.services.results import check_lines, result_snapshot, save_result, settle_dispute


@transaction.atomic
def rule_irregular_hand(
    event: m.Event, tray_number: int, seating_id: int, *, surplus: str, offenders: str, by,
    reason: str,
) -> LawB:  # fmt: skip
    """Apply law B(3) at one table of a tray."""
    at = ruling_table(
        event, tray_number, seating_id, by=by, reason=reason, law="Law B(3)", game="auction",
        applies=event.game == m.Game.AUCTION,
    )  # fmt: skip
    tray, seating, playing = at.tray, at.seating, at.playing
    results = {r.seating_id: r for r in tray.results.select_for_update()}
    others = [results.get(pk) for pk in playing if pk != seating.pk]
    waiting = [s for pk, s in playing.items() if pk != seating.pk and pk not in results]
    if len(playing) > 2 and waiting:
        tables = ", ".join(str(s.table.number) for s in waiting)
        raise DomainError(
            ngettext(
                "Law B(3) takes the scores made at every table: wait for table %(tables)s to "
                "play tray %(number)s.",
                "Law B(3) takes the scores made at every table: wait for tables %(tables)s to "
                "play tray %(number)s.",
                len(waiting),
            )
            % {"tables": tables, "number": tray.number}
        )
    scores = [r.ns_score for r in others if r is not None and not _ruled(r)]
    try:
        ruling = irregular_hand(len(playing), surplus, offenders, scores)
    except ValueError as exc:
        raise DomainError(Said("%(exc)s.", exc=exc)) from exc
    why = f"{ruling.label}: {reason.strip()}"
    if ruling.branch == NEW_DEAL:
        deal_again(event, tray, seating, ruling.explanation, by=by, why=why)
        return ruling
    stored = results.get(seating.pk)
    entry = BridgeEntry(seating.pk, "", "", None, adjustment=ruling.code)
    ((_seating, values),) = check_lines(event, tray, [entry], {seating.pk: seating})
    before = result_snapshot(stored) if stored is not None else None
    values = {**values, "law": ruling.label}
    save_result(event, tray, seating, stored, values, by=by, reason=why, via="director")
    where = at_table(event, tray, seating)
    said = (
        Said(
            "%(where)s: %(explanation)s. %(why)s",
            where=where,
            explanation=ruling.explanation,
            why=why,
        )
        if before is None
        else Said(
            "%(where)s: %(explanation)s in place of %(before)s. %(why)s",
            where=where,
            explanation=ruling.explanation,
            before=stored_text(before),
            why=why,
        )
    )
    log(event, by, "adjustment", said)
    settle_dispute(event, stored, by, where)
    return ruling


def _ruled(result: m.Result) -> bool:
    """A result replaced by a ruling is no score made at a table."""
    try:
        return bool(result.adjustment) and replaces_score(result.adjustment)
    except ValueError:
        return True
