"""What IMP pairs scoring returns (``ImpReport``: each ``ImpLine`` and ``ImpStanding``), and
the words of its working, shared by the two readings of the rule: line by line
(``imp_pairs``) and, for a plain field, as columns (``imp_columns``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from typing import NamedTuple

from said import Said

from .explain import figure
from .field_figures import FieldFigures
from .ranking import Placing
from .rules import Rules
from .types import Result

__all__ = [
    "BoardKey",
    "Figure",
    "ImpLine",
    "ImpReport",
    "ImpStanding",
    "Score",
    "Worked",
    "against_datum_piece",
    "cross_said",
    "datum_said",
    "listing",
    "standing_working",
    "whole",
]

# An NS score: bridge points (a whist revoke settled by Law X may leave a Fraction).
Score = int | Fraction
# A side's figure on a board (IMPs, whole when it can be), and one with its working.
Figure = Fraction | int
Worked = tuple[Figure, str]
# A board, or a fouled board's group: (tray, group).
BoardKey = tuple[int, str]


class ImpLine(NamedTuple):
    """One input line with each side's IMPs (None when not played) and their working.  A
    named tuple, as ``matchpoints.ScoredLine``: a field of 60,000 lines is made in C."""

    result: Result
    ns: Figure | None
    ew: Figure | None
    ns_working: str
    ew_working: str

    def working(self, side: str) -> str:
        return self.ns_working if side == "NS" else self.ew_working


@dataclass(frozen=True)
class ImpStanding:
    entrant: str
    field: str
    total: Fraction
    boards: int
    most_boards: int
    shown_total: Fraction
    place: str
    placing: Placing | None
    working: str


@dataclass(frozen=True)
class ImpReport:
    """``datums``: each board's (each fouled group's) datum and how it was made, keyed by
    (tray, group), for the methods that have one (a board with no result to average has
    none)."""

    lines: Sequence[ImpLine]
    standings: Sequence[ImpStanding]
    method: str
    rules: Rules
    datums: Mapping[BoardKey, Worked] = field(default_factory=dict)
    # Every line's figures and every total and place as whole-number columns, when the field
    # was scored as columns (``imp_columns``); the lines and standings hold the same figures.
    figures: FieldFigures | None = field(default=None, compare=False, repr=False)


def whole(value: Fraction | int) -> Figure:
    """An int when the figure is whole, else the Fraction."""
    value = Fraction(value)
    return value.numerator if value.denominator == 1 else value


def listing(values: Sequence[Score]) -> str:
    """Up to six scores named ("420, 450 and 620"), more counted."""
    if len(values) <= 6:
        *first, last = map(str, values)
        if not first:
            return last
        return str(Said("%(scores)s and %(last)s", scores=", ".join(first), last=last))
    return str(Said("%(count)s results", count=len(values)))


def datum_said(
    datum: Figure,
    exact: Fraction,
    results: int,
    top: Sequence[Score],
    bottom: Sequence[Score],
) -> str:
    """How a datum was made from ``results`` plain scores: ``top`` (highest first) and
    ``bottom`` (lowest first) are the scores left out at each end, ``exact`` the average of
    the others and ``datum`` that average as the rules round it."""
    drop = len(top)
    values = {
        "datum": figure(datum),
        "results": results,
        "kept": results - 2 * drop,
        "exact": figure(exact),
    }
    if drop:
        said = Said(
            "datum %(datum)s: the top %(top)s and the bottom %(bottom)s left out (%(drop)s at "
            "each end of %(results)s results), the average of %(kept)s is %(exact)s",
            top=listing(top),
            bottom=listing(bottom),
            drop=drop,
            **values,
        )
    else:
        said = Said(
            "datum %(datum)s: all %(results)s results, the average of %(kept)s is %(exact)s",
            **values,
        )
    if datum == exact:
        return str(said)
    return str(Said("%(working)s, rounded to %(datum)s", working=said, datum=figure(datum)))


def ew_reverse(working: str, value: object) -> Said:
    """A board's working for North-South, then East-West's figure: the reverse."""
    return Said("%(working)s; EW take the reverse, %(value)s", working=working, value=value)


def against_datum_piece(score: Score, datum: Figure, won: int) -> str:
    """One NS score IMPed against the datum, in words."""
    return str(
        Said(
            "NS %(score)s − %(datum)s = %(difference)s: %(imps)s IMPs",
            score=score,
            datum=figure(datum),
            difference=figure(score - datum),
            imps=f"{won:+d}",
        )
    )


def cross_said(side: str, others: int, total: Figure, value: Figure, rules: Rules) -> str:
    """A side's cross-IMPs against the ``others`` results: ``total`` over every comparison,
    ``value`` the figure the rules keep (the total, or the average a comparison)."""
    if rules.cross_imps == "total":
        return str(
            Said(
                "%(side)s against %(count)s other result(s): %(imps)s IMPs in all",
                side=side,
                count=others,
                imps=figure(value),
            )
        )
    return str(
        Said(
            "%(side)s against %(count)s other result(s): %(total)s IMPs, ÷ %(count)s = "
            "%(imps)s a comparison",
            side=side,
            count=others,
            total=figure(total),
            imps=figure(value),
        )
    )


def standing_working(total: Fraction, boards: int, most: int, shown: Fraction) -> str:
    """A placed entrant's total in words, with its scaling to ``most`` boards if scaled."""
    working = Said("%(total)s IMPs on %(boards)s board(s)", total=figure(total), boards=boards)
    if shown != total:
        working = Said(
            "%(working)s; scaled to %(most)s boards: %(total)s × %(most)s/%(boards)s = %(shown)s",
            working=working,
            most=most,
            total=figure(total),
            boards=boards,
            shown=figure(shown),
        )
    return str(working)
