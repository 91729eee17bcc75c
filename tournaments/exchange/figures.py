"""The figures a USEBIO file prints, worked out from plain results by the scoring package.

Match points are written as the national bodies' programs write them (the EBU's Compscore
file in ``../shared/reference/usebio`` shows it): on the 2-1 scale (2 for each result beaten,
1 for each tie), a traveller line carrying the match points among the results that played the
board (its own top when fewer tables played it), factored up to the full field where an
artificial score stood in for a result, and a pair's total scaled to the event's largest
maximum when it missed boards.  Percentages do not depend on any of that: they are the site's
own, to two places.

IMP pairs (Butler and cross-IMPs) are the scoring package's ``methods`` as the ``score``
command runs them: IMPs against the datum, or cross-IMPs averaged over the comparisons, with
60% / 50% / 40% artificial scores at +3 / 0 / -3 IMPs; totals are the sum, places by it.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal
from fractions import Fraction

from tournaments.scoring.csvinput import InputLine
from tournaments.scoring.individuals import IndividualResult, score_individual_matchpoints
from tournaments.scoring.matchpoints import ScoredLine, score_matchpoints
from tournaments.scoring.methods import score_lines
from tournaments.scoring.types import Result

from .usebio_doc import BUTLER_IMPS, CROSS_IMPS, MATCH_POINTS

__all__ = ["Figure", "Figures", "Standing", "two_places", "pairs_figures", "individual_figures"]

SCALE = 2
_IMP_METHOD = {BUTLER_IMPS: "butler", CROSS_IMPS: "cross-imps"}
_CENT = Decimal("0.01")


@dataclass(frozen=True)
class Figure:
    """A traveller line's match points or IMPs, North-South's and East-West's."""

    ns: Decimal | None
    ew: Decimal | None


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


def two_places(value) -> Decimal | None:
    """A figure to two places, halves up, as results sheets print it."""
    if value is None:
        return None
    exact = Fraction(value)
    return (Decimal(exact.numerator) / Decimal(exact.denominator)).quantize(
        _CENT, rounding=ROUND_HALF_UP
    )


def _short(value) -> Decimal | None:
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
) -> Figures:
    """Every line's figures and every pair's total, percentage and place."""
    if method == MATCH_POINTS:
        return _matchpoint_figures(results, fields)
    if method not in _IMP_METHOD:
        raise ValueError(f"pairs are scored by match points, Butler or cross-IMPs, not {method}")
    return _imp_figures(results, method, fields)


def _matchpoint_figures(results: Sequence[Result], fields) -> Figures:
    report = score_matchpoints(results, scale=SCALE, factor=True, fields=fields)
    played = Counter(r.tray for r in results)
    lines = tuple(_line_figure(line, played[line.result.tray]) for line in report.lines)
    standings = tuple(
        Standing(
            s.entrant,
            s.field,
            two_places(s.scaled_total if s.maximum else s.total),
            two_places(s.percentage),
            s.place,
            s.trays,
        )
        for s in report.standings
    )
    return Figures(MATCH_POINTS, lines, standings)


def _line_figure(line: ScoredLine, on_tray: int) -> Figure:
    """Match points among the tables that played the board, unless an artificial score took
    a table's place (then factored up to the full field, as the real file prints them)."""
    if line.ns_raw is not None and line.compared_count == on_tray:
        return Figure(_short(line.ns_raw), _short(line.ew_raw))
    return Figure(_short(line.ns_mp), _short(line.ew_mp))


def _imp_figures(results: Sequence[Result], method: str, fields) -> Figures:
    lines = [InputLine(i, r) for i, r in enumerate(results, start=1)]
    scored = score_lines(
        lines,
        method=_IMP_METHOD[method],
        game="bridge",
        scale=1,
        factor=False,
        fields_mode="one" if fields is None else "two",
    )
    figures = tuple(Figure(_short(row["ns_mp"]), _short(row["ew_mp"])) for row in scored["results"])
    boards = Counter(who for r in results if r.played for who in (r.ns, r.ew))
    standings = tuple(
        Standing(
            row["entrant"],
            row["field"],
            two_places(row["total"]),
            None,
            row["place"],
            boards[row["entrant"]],
        )
        for row in scored["standings"]
    )
    return Figures(method, figures, standings)


def individual_figures(results: Sequence[IndividualResult]) -> Figures:
    """An individual event: each partnership's match points on its line, each player's
    total, percentage and place (match points on the 2-1 scale)."""
    report = score_individual_matchpoints(results, scale=SCALE, factor=True)
    played = Counter(r.tray for r in results)
    lines = tuple(_line_figure(line, played[line.result.tray]) for line in report.pairs.lines)
    best = max((s.maximum for s in report.standings), default=0)
    standings = tuple(
        Standing(
            s.player,
            "",
            two_places(s.total * best / s.maximum if s.maximum else s.total),
            two_places(s.percentage),
            s.place,
            s.trays,
        )
        for s in report.standings
    )
    return Figures(MATCH_POINTS, lines, standings)
