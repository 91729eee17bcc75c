"""Revokes on the site's pages: the lines a whist pair contest on trick totals is scored from.

Law X, section 4 (``revokes``) scores a revoking table against the other tables that played the
deal.  Two things follow for an event in play, which this module settles before scoring:

* a revoke on a tray no other table has scored yet cannot be measured ("the average on the deal
  in which the revoke occurs" does not exist yet): the line is scored as made for now, and
  ``waiting`` names it so the pages can say the penalty follows when another table reports;
* match points, shown beside the trick totals, compare each side of the revoking table on its
  own final score under the law (a split score: North-South's, then East-West's), so the match
  points never reward a revoke the trick totals punish.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from dataclasses import replace
from fractions import Fraction

from said import Said

from .adjustments import Adjustment, Part
from .revokes import apply_revokes
from .types import Result, table_scores_only

__all__ = ["LAW_X_WORDS", "revoked", "waiting", "settled", "for_match_points"]

TRICKS = 13
# The law as the traveller quotes it where a revoke applied (the source, lines 2419-2427).
LAW_X_WORDS = Said(
    "Law X, sec. 4: “The penalty for a revoke is the transfer of two tricks from the "
    "revoking side to their adversaries. If more than one revoke during the play of a deal is "
    "made by one side, the penalty for each revoke, after the first, is the transfer of one "
    "trick only. The revoking players cannot score more, nor their adversaries less than the "
    "average on the deal in which the revoke occurs; except that in no case shall the "
    "infliction of the revoke penalty deprive the revoking players of any tricks won by them "
    "before their first revoke occurs.” The score is recorded as made, -R for the "
    "revoking side and +R for their adversaries."
)


def revoked(r: Result) -> bool:
    return bool(r.revokes_ns or r.revokes_ew)


def _groups(results: Sequence[Result]) -> dict[tuple[int, str], list[int]]:
    groups: dict[tuple[int, str], list[int]] = defaultdict(list)
    for i, r in enumerate(results):
        groups[(r.tray, r.group)].append(i)
    return groups


def waiting(results: Sequence[Result]) -> set[int]:
    """Indexes of revoking lines whose tray (group) has no other table's own score yet."""
    out: set[int] = set()
    if table_scores_only(results):  # no revoke at all (one pass in C)
        return out
    for idxs in _groups(results).values():
        clean = [i for i in idxs if results[i].score is not None and not revoked(results[i])]
        if not clean:
            out.update(i for i in idxs if revoked(results[i]))
    return out


def settled(results: Sequence[Result]) -> list[Result]:
    """The lines as trick totals can score them now: a revoke still ``waiting`` is left off."""
    if table_scores_only(results):  # no revoke: none waits
        return list(results)
    held = waiting(results)
    return [
        replace(r, revokes_ns=0, revokes_ew=0, revoke_kept=0) if i in held else r
        for i, r in enumerate(results)
    ]


def _text(value: Fraction | int, side: str, made: int) -> str:
    shown = f"{float(value):g}" if isinstance(value, Fraction) else str(value)
    return str(
        Said(
            "%(side)s %(tricks)s tricks under Law X (made %(made)s)",
            side=side,
            tricks=shown,
            made=made,
        )
    )


def for_match_points(results: Sequence[Result]) -> list[Result]:
    """The lines match points can score: each revoking line becomes a split score of the
    sides' final figures under Law X (as North-South tricks, the way whist lines are kept)."""
    if table_scores_only(results):  # no revoke: every line as it is
        return list(results)
    lines = settled(results)
    out = list(lines)
    for idxs in _groups(lines).values():
        if not any(revoked(lines[i]) for i in idxs):
            continue
        real = [i for i in idxs if lines[i].score is not None]
        scored = apply_revokes([lines[i] for i in real], tricks=TRICKS)
        for i, sides in zip(real, scored, strict=True):
            r = lines[i]
            if not revoked(r):
                continue
            made = r.score
            assert made is not None  # ``real`` holds the lines with a score
            ns_final = sides.ns_final
            ew_as_ns = TRICKS - sides.ew_final
            split = Adjustment(
                "ASSIGNED",
                ns_parts=(Part(Fraction(1), ns_final, _text(ns_final, "NS", made)),),
                ew_parts=(Part(Fraction(1), ew_as_ns, _text(sides.ew_final, "EW", 13 - made)),),
                reason=sides.note,
            )
            out[i] = Result(r.tray, r.ns, r.ew, None, split, r.round, r.table, group=r.group)
    return out
