"""Revokes in whist pair contests, per Law X, section 4 of the laws of duplicate whist.

The score is recorded as made and the penalty marked apart ("-R" for the revoking side, "+R" for
their adversaries).  The penalty transfers two tricks for the first revoke and one for each
after.  For each side of the revoking table this module gives two figures:

* the *field* score, used for the averages and for every other pair's relative score;
* the *final* score, the side's own score once the averages are known.

Opponents: the made score plus the penalty, not less than the average of the other tables (the
first paragraph), but never raised by the penalty above the best score made with their cards at
the other tables; a made score already above that best stands.  Field and final are the same.

Revokers: the full penalty is the made score less the transfer, and not more than the average of
the other tables (the first paragraph).  For the field the penalty may not take them below the
worst score made at the other tables (a made score already lower stands); their final score is
then reduced to the full penalty.  The average and extremes are those of the other tables on the
deal, the revoking table's own score being the one in question.

The law's saving, "in no case shall the infliction of the revoke penalty deprive the revoking
players of any tricks won by them before their first revoke occurs", is the line's
``revoke_kept``: the table counts those tricks when the revoke is claimed, and the revokers'
score never falls below them (the transfer is cut short, so their opponents gain only what the
revokers lose, still not less than their average).

Not covered: a deal on which both sides revoked, which the law does not settle, is refused so
that the director rules on it.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from typing import NamedTuple

from movements.types import Direction
from said import Said, SaidCount

from .types import Result

__all__ = ["SideScores", "revoke_transfer", "apply_revokes"]

Score = int | Fraction


class SideScores(NamedTuple):
    """Both sides' scores on one line: for the field (averages) and final (their own)."""

    ns_field: Score
    ew_field: Score
    ns_final: Score
    ew_final: Score
    note: str = ""


def revoke_transfer(revokes: int) -> int:
    """Tricks transferred: two for the first revoke, one for each after."""
    return 0 if revokes <= 0 else revokes + 1


def _normal(value: Fraction) -> Score:
    return value.numerator if value.denominator == 1 else value


def apply_revokes(lines: Sequence[Result], *, tricks: int = 13) -> list[SideScores]:
    """Score the real lines of one tray (one group) with Law X applied to any revoking table.

    ``lines`` must all carry a real score (tricks won by NS); lines without revokes come back as
    made, EW holding ``tricks`` minus the NS score.
    """
    out = []
    clean = [r.score for r in lines if r.score is not None and not (r.revokes_ns or r.revokes_ew)]
    for r in lines:
        if r.score is None:
            raise ValueError(
                Said("tray %(tray)s: apply_revokes takes real scores only", tray=r.tray)
            )
        ew_made = tricks - r.score
        if not (r.revokes_ns or r.revokes_ew):
            out.append(SideScores(r.score, ew_made, r.score, ew_made))
            continue
        if r.revokes_ns and r.revokes_ew:
            raise ValueError(
                Said(
                    "tray %(tray)s, %(ns)s v %(ew)s: both sides revoked; Law X does not settle "
                    "it, so the director must rule (enter an adjusted score)",
                    tray=r.tray,
                    ns=r.ns,
                    ew=r.ew,
                )
            )
        if not clean:
            raise ValueError(
                Said(
                    "tray %(tray)s: a revoke needs the scores of other tables on the deal (Law X)",
                    tray=r.tray,
                )
            )
        if r.revokes_ns:
            others = clean
            rev_field, rev_final, opp = _penalise(
                r.score, ew_made, others, tricks, r.revokes_ns, r.revoke_kept
            )
            out.append(
                SideScores(
                    rev_field,
                    opp,
                    rev_final,
                    opp,
                    _note(Direction.NS.value, r.revokes_ns, r.revoke_kept),
                )
            )
        else:
            others = [tricks - s for s in clean]
            rev_field, rev_final, opp = _penalise(
                ew_made, r.score, others, tricks, r.revokes_ew, r.revoke_kept
            )
            out.append(
                SideScores(
                    opp,
                    rev_field,
                    opp,
                    rev_final,
                    _note(Direction.EW.value, r.revokes_ew, r.revoke_kept),
                )
            )
    return out


def _penalise(
    made: int, opp_made: int, others: Sequence[int], tricks: int, revokes: int, kept: int = 0
) -> tuple[Score, Score, Score]:
    """(revokers' field score, revokers' final score, opponents' score) for one revoking side.

    ``others`` are the scores made with the revokers' cards at the other tables; ``kept`` the
    tricks the revokers won before their first revoke, which the penalty cannot take.
    """
    if kept > made:
        raise ValueError(
            Said(
                "%(kept)s tricks won before the revoke, but only %(made)s made in all",
                kept=kept,
                made=made,
            )
        )
    transfer = min(revoke_transfer(revokes), made - kept)
    average = Fraction(sum(others), len(others))
    opp_average = tricks - average
    opp_best = tricks - min(others)
    full = max(min(Fraction(made - transfer), average), Fraction(kept))
    field: Fraction = max(full, Fraction(min(made, min(others))))
    ceiling = Fraction(max(opp_best, opp_made))
    opponents = min(max(Fraction(opp_made + transfer), opp_average), ceiling)
    return _normal(field), _normal(full), _normal(opponents)


def _note(side: str, revokes: int, kept: int = 0) -> str:
    """The ruling as the traveller gives it, in the language of the page that shows it."""
    values = {
        "side": side,
        "other": Direction(side).other.value,
        "revokes": revokes,
        "transfer": revoke_transfer(revokes),
        "kept": kept,
    }
    if kept:
        said = SaidCount(
            "%(side)s revoked once (Law X): %(side)s -R, %(other)s +R, %(transfer)s tricks"
            " transferred within the law's limits, %(side)s keeping the %(kept)s tricks won"
            " before the first revoke",
            "%(side)s revoked %(revokes)s times (Law X): %(side)s -R, %(other)s +R,"
            " %(transfer)s tricks transferred within the law's limits, %(side)s keeping the"
            " %(kept)s tricks won before the first revoke",
            revokes,
            **values,
        )
    else:
        said = SaidCount(
            "%(side)s revoked once (Law X): %(side)s -R, %(other)s +R, %(transfer)s tricks"
            " transferred within the law's limits",
            "%(side)s revoked %(revokes)s times (Law X): %(side)s -R, %(other)s +R,"
            " %(transfer)s tricks transferred within the law's limits",
            revokes,
            **values,
        )
    return str(said)
