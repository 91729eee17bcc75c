"""The figures a USEBIO file prints, worked out from plain results by the scoring package
under an event's scoring rules (``scoring.rules``): its scale, how a short board's lines are
printed, whether a pair that missed boards has its total scaled.  The EBU's programs print
Compscore's defaults (the real file in ``../shared/reference/usebio`` is reproduced by them to
the last figure); the site's own events print their own rules, as their standings do.

IMP pairs (Butler and cross-IMPs) are ``scoring.imp_pairs`` under the same rules.  Figures
are rounded once, here, to two places (a line's without trailing zeros, as the files write
them).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal
from fractions import Fraction
from typing import overload

from said import Said
from tournaments.scoring.imp_pairs import score_imp_pairs
from tournaments.scoring.individuals import IndividualResult, score_individual_matchpoints
from tournaments.scoring.matchpoints import score_matchpoints
from tournaments.scoring.rules import DEFAULT_RULES, Rules
from tournaments.scoring.types import Result

from .usebio_doc import BUTLER_IMPS, CROSS_IMPS, MATCH_POINTS

__all__ = ["Figure", "Figures", "Standing", "two_places", "pairs_figures", "individual_figures"]

_IMP_METHOD = {BUTLER_IMPS: "butler", CROSS_IMPS: "cross-imps"}
_CENT = Decimal("0.01")


@dataclass(frozen=True)
class Figure:
    """A traveller line's match points or IMPs, North-South's and East-West's."""

    ns: Decimal | None
    ew: Decimal | None
    top: Decimal | None = None  # the match points' top the line is shown on


@dataclass(frozen=True)
class Standing:
    entrant: str
    field: str
    total: Decimal
    percentage: Decimal | None
    place: str
    boards: int


@dataclass(frozen=True)
class Figures:
    method: str
    lines: tuple[Figure, ...]  # one per result, in the order they were handed in
    standings: tuple[Standing, ...]

    def standing(self, entrant: str) -> Standing | None:
        return next((s for s in self.standings if s.entrant == entrant), None)


Exact = Fraction | Decimal | int


@overload
def two_places(value: None) -> None: ...


@overload
def two_places(value: Exact) -> Decimal: ...


def two_places(value: Exact | None) -> Decimal | None:
    """A figure to two places, halves up, as results sheets print it."""
    if value is None:
        return None
    exact = Fraction(value)
    return (Decimal(exact.numerator) / Decimal(exact.denominator)).quantize(
        _CENT, rounding=ROUND_HALF_UP
    )


def _short(value: Exact | None) -> Decimal | None:
    """A line's figure: two places at most, no trailing zeros ("2.6", "5")."""
    rounded = two_places(value)
    if rounded is None:
        return None
    text = format(rounded, "f")
    return Decimal(text.rstrip("0").rstrip(".") if "." in text else text)


def pairs_figures(
    results: Sequence[Result],
    *,
    method: str = MATCH_POINTS,
    fields: Mapping[str, str] | None = None,
    rules: Rules = DEFAULT_RULES,
) -> Figures:
    """Every line's figures and every pair's total, percentage and place."""
    if method == MATCH_POINTS:
        return _matchpoint_figures(results, fields, rules)
    if method not in _IMP_METHOD:
        raise ValueError(
            Said(
                "pairs are scored by match points, Butler or cross-IMPs, not %(method)s",
                method=method,
            )
        )
    report = score_imp_pairs(results, method=_IMP_METHOD[method], rules=rules, fields=fields)
    lines = tuple(Figure(_short(line.ns), _short(line.ew)) for line in report.lines)
    standings = tuple(
        Standing(s.entrant, s.field, two_places(s.shown_total), None, s.place, s.boards)
        for s in report.standings
    )
    return Figures(method, lines, standings)


def _matchpoint_figures(
    results: Sequence[Result], fields: Mapping[str, str] | None, rules: Rules
) -> Figures:
    report = score_matchpoints(results, rules=rules, fields=fields)
    lines = tuple(
        Figure(_short(line.shown("NS")), _short(line.shown("EW")), Decimal(line.shown_top))
        for line in report.lines
    )
    standings = tuple(
        Standing(
            s.entrant,
            s.field,
            two_places(s.shown_total),
            two_places(s.percentage),
            s.place,
            s.trays,
        )
        for s in report.standings
    )
    return Figures(MATCH_POINTS, lines, standings)


def individual_figures(
    results: Sequence[IndividualResult], *, rules: Rules = DEFAULT_RULES
) -> Figures:
    """An individual event: each partnership's match points on its line, each player's
    total, percentage and place."""
    report = score_individual_matchpoints(results, rules=rules)
    lines = tuple(
        Figure(_short(line.shown("NS")), _short(line.shown("EW"))) for line in report.pairs.lines
    )
    standings = tuple(
        Standing(
            s.player,
            "",
            two_places(s.shown_total),
            two_places(s.percentage),
            s.place,
            s.trays,
        )
        for s in report.standings
    )
    return Figures(MATCH_POINTS, lines, standings)
