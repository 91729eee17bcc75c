"""The plain results every scoring method reads: one table's result on one tray.

Scores are NS scores: tricks at whist (EW took 13 minus them), points at bridge (negative when
EW scored).  A result is either the table's own score or a director's ruling that replaces it
(an ``Adjustment``: artificial, assigned, weighted or split), never both, so no method can mix
a ruling into the comparison of real scores by accident.  A ruling that replaces nothing (a
procedural penalty, a fouled board's group) sits beside the table's own score.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from operator import attrgetter

from said import Said

from .adjustments import ADJUSTMENT_KINDS, Adjustment

__all__ = ["Adjustment", "Result", "ADJUSTMENT_KINDS", "table_scores_only"]

_TABLE_SCORE = attrgetter("_table_score")


@dataclass(frozen=True)
class Result:
    """One table's result on one tray.

    ``group`` separates the results of a fouled tray: results in different groups were played
    with different cards and are scored each among their own group (an adjustment's ``GROUP``
    sets it).  ``revokes_ns`` and ``revokes_ew`` count the revokes each side made on the deal
    (Law X, whist pair contests): the score itself is recorded as made.  ``revoke_kept`` is the
    tricks the revoking side had won before its first revoke, which the penalty never takes.
    """

    tray: int
    ns: str
    ew: str
    score: int | None
    adjustment: Adjustment | None = None
    round: int | None = None
    table: int | None = None
    revokes_ns: int = 0
    revokes_ew: int = 0
    group: str = ""
    revoke_kept: int = 0

    def __post_init__(self) -> None:
        if self.ns == self.ew:
            raise ValueError(
                Said(
                    "tray %(tray)s: %(ns)s cannot sit both NS and EW",
                    tray=self.tray,
                    ns=repr(self.ns),
                )
            )
        replaced = self.adjustment is not None and self.adjustment.replaces_score
        if (self.score is None) != replaced:
            raise ValueError(
                Said(
                    "tray %(tray)s: give either a score or an adjustment, not both", tray=self.tray
                )
            )
        if replaced and (self.revokes_ns or self.revokes_ew):
            raise ValueError(
                Said("tray %(tray)s: an adjusted result carries no revokes", tray=self.tray)
            )
        if self.revokes_ns < 0 or self.revokes_ew < 0:
            raise ValueError(
                Said("tray %(tray)s: a revoke count cannot be negative", tray=self.tray)
            )
        if self.revoke_kept and not (self.revokes_ns or self.revokes_ew):
            raise ValueError(
                Said("tray %(tray)s: tricks kept before a revoke need a revoke", tray=self.tray)
            )
        ruled_group = self.adjustment.group if self.adjustment is not None else ""
        if ruled_group and self.group and ruled_group != self.group:
            raise ValueError(
                Said(
                    "tray %(tray)s: group %(group)s and GROUP %(ruled_group)s",
                    tray=self.tray,
                    group=self.group,
                    ruled_group=ruled_group,
                )
            )
        if ruled_group and not self.group:
            object.__setattr__(self, "group", ruled_group)
        # kept beside the fields (not one of them): a field of thousands asks it of every line
        plain = (
            type(self.score) is int
            and type(self.tray) is int
            and not (
                self.adjustment is not None or self.group or self.revokes_ns or self.revokes_ew
            )
        )
        object.__setattr__(self, "_table_score", plain)

    @classmethod
    def table_score(
        cls, tray: int, ns: str, ew: str, score: int, round: int | None, table: int | None
    ) -> Result:
        """A table's own whole-number score on a whole-numbered tray, no ruling, group or
        revoke: the instance ``Result(tray, ns, ew, score, None, round, table)`` makes, its
        attributes set in one step.  Such a result passes every check of ``__post_init__``
        once its two sides differ, so only that is asked (a stored field reads one a
        result, 1,560 at 40 tables); anything else is made by the checks."""
        if ns == ew or type(score) is not int or type(tray) is not int:
            return cls(tray, ns, ew, score, None, round, table)
        made = object.__new__(cls)
        made.__dict__.update(
            tray=tray,
            ns=ns,
            ew=ew,
            score=score,
            adjustment=None,
            round=round,
            table=table,
            revokes_ns=0,
            revokes_ew=0,
            group="",
            revoke_kept=0,
            _table_score=True,
        )
        return made

    @property
    def played(self) -> bool:
        """True unless the result is NP (not played)."""
        return self.adjustment is None or self.adjustment.played

    @property
    def plain_score(self) -> int | Fraction | None:
        """The one NS score both sides are compared on: the table's own, or an assigned one."""
        if self.score is not None:
            return self.score
        return self.adjustment.single_score if self.adjustment is not None else None

    @property
    def artificial(self) -> bool:
        """An artificial score (a share of the top), compared with nothing."""
        return self.adjustment is not None and self.adjustment.artificial

    @property
    def distributed(self) -> bool:
        """A weighted or split assigned score: each side compared on its own shares."""
        adj = self.adjustment
        return adj is not None and adj.assigned and adj.single_score is None

    def parts(self, side: str) -> tuple[tuple[Fraction | int, int | Fraction | None, str], ...]:
        """The side's (share, NS score, text) results it is compared on."""
        if self.adjustment is not None and self.adjustment.assigned:
            return self.adjustment.parts(side)
        return ((1, self.score, str(self.score)),)


def table_scores_only(results: Sequence[Result]) -> bool:
    """True when every result is a table's own score, a whole number: no ruling, no fouled
    board's group, no revoke.  One pass in C over a flag each result keeps, for fields of
    thousands of lines."""
    return all(map(_TABLE_SCORE, results))
