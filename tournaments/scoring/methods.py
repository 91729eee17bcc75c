"""Scoring a results file by a named method: the ``score`` command's arithmetic, no database.

Every line of the input keeps its place: the output is each line with the NS score used and its
NS and EW figures (match points, IMPs, plus/minus against the tray's average, a team's board
figure), then every entrant with total, percentage (match points only) and place.  With
``explain`` each line carries each side's working and each entrant the working of its total,
in the words the site's score cards use.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from decimal import Decimal
from fractions import Fraction
from typing import Any, NamedTuple, NotRequired, TypedDict

from movements.types import Direction
from said import Said
from tournaments.scoring.csvinput import InputError, InputLine
from tournaments.scoring.explain import figure, line_working, trick_working
from tournaments.scoring.imp_pairs import IMP_METHODS, score_imp_pairs
from tournaments.scoring.individuals import from_pair_labels, score_top_loss
from tournaments.scoring.matchpoints import score_matchpoints
from tournaments.scoring.rules import DEFAULT_RULES, Rules
from tournaments.scoring.team_lines import TEAM_METHODS, score_team_lines
from tournaments.scoring.tricks import score_trick_totals
from tournaments.scoring.types import Result

METHODS = ("matchpoints", "tricks", *IMP_METHODS, "top-loss", *TEAM_METHODS)
SIDES = (Direction.NS.value, Direction.EW.value)

# An exact figure: match points, tricks, IMPs, points, or a team's victory points.
Figure = int | Fraction | Decimal


@dataclass(frozen=True)
class Asked:
    """What the ``score`` command asked for, handed to every method (each reads its own)."""

    method: str
    game: str
    rules: Rules
    fields: dict[str, str] | None
    vp_scale: str


class Line(NamedTuple):
    """A result scored: the NS and EW figures and, for ``explain``, each side's working."""

    result: Result
    ns: Figure | None
    ew: Figure | None
    working: list[str]


class Placed(NamedTuple):
    """An entrant scored: field, total, percentage (match points only), place and working."""

    entrant: str
    field: str
    total: Figure
    percentage: Figure | None
    place: str
    working: str


Scored = tuple[list[Line], list[Placed]]


class ResultRow(TypedDict):
    tray: int
    ns: str
    ew: str
    score: int | None
    adjust: str
    ns_mp: Figure | None
    ew_mp: Figure | None
    ns_working: NotRequired[str]
    ew_working: NotRequired[str]


class StandingRow(TypedDict):
    entrant: str
    field: str
    total: Figure
    percentage: Figure | None
    place: str
    working: NotRequired[str]


class RuleRow(TypedDict):
    rule: str
    value: str


class ScoredEvent(TypedDict):
    """The ``score`` command's output: every row in the input's order, then the standings;
    with ``explain``, the rules in words too."""

    results: list[ResultRow]
    standings: list[StandingRow]
    rules: NotRequired[list[RuleRow]]
    rule_set: NotRequired[str]


def _fields(lines: Sequence[InputLine], mode: str) -> dict[str, str] | None:
    if mode == "one":
        return None
    fields: dict[str, str] = {}
    for line in lines:
        for who, side in ((line.result.ns, SIDES[0]), (line.result.ew, SIDES[1])):
            if fields.setdefault(who, side) != side:
                raise InputError(
                    line.line, Said("%(who)s sits both NS and EW: use --fields one", who=repr(who))
                )
    return fields


def _matchpoints(lines: Sequence[InputLine], asked: Asked) -> Scored:
    report = score_matchpoints([x.result for x in lines], rules=asked.rules, fields=asked.fields)
    rows = [
        Line(s.result, s.shown("NS"), s.shown("EW"),
             [line_working(report, s, side, view=side) for side in SIDES])
        for s in report.lines
    ]  # fmt: skip
    table = [
        Placed(s.entrant, s.field, s.shown_total, s.percentage, s.place,
               report.total_working(s.entrant))
        for s in report.standings
    ]  # fmt: skip
    return rows, table


def _tricks(lines: Sequence[InputLine], asked: Asked) -> Scored:
    report = score_trick_totals([x.result for x in lines], fields=asked.fields, game=asked.game)
    rows = []
    for s in report.lines:
        ns = None if s.ns_score is None else s.ns_score - s.ns_average
        ew = None if s.ew_score is None else s.ew_score - s.ew_average
        rows.append(Line(s.result, ns, ew, [trick_working(s, side) for side in SIDES]))
    table = [
        Placed(s.entrant, s.field, s.plus_minus, None, s.place, _against_average(s))
        for s in report.standings
    ]
    return rows, table


def _imps(lines: Sequence[InputLine], asked: Asked) -> Scored:
    if asked.game == "whist":
        raise InputError(None, Said("IMPs score bridge or auction points, not whist tricks"))
    report = score_imp_pairs(
        [x.result for x in lines], method=asked.method, rules=asked.rules, fields=asked.fields
    )
    rows = [Line(s.result, s.ns, s.ew, [s.ns_working, s.ew_working]) for s in report.lines]
    table = [
        Placed(s.entrant, s.field, s.shown_total, None, s.place, s.working)
        for s in report.standings
    ]
    return rows, table


def _teams(lines: Sequence[InputLine], asked: Asked) -> Scored:
    if asked.game == "whist" and asked.method != "board-a-match":
        raise InputError(None, Said("whist teams are scored by board-a-match here"))
    report = score_team_lines(
        [x.result for x in lines], method=asked.method, rules=asked.rules, vp_scale=asked.vp_scale
    )
    rows = [Line(s.result, s.ns, s.ew, [s.ns_working, s.ew_working]) for s in report.lines]
    table = [Placed(s.team, "", s.total, None, s.place, s.working) for s in report.standings]
    return rows, table


def _against_average(s: Any) -> str:
    """A standing of trick totals: "95 against the average 91.5: +3.5"."""
    values = {
        "tricks": figure(s.tricks),
        "average": figure(s.average),
        "difference": ("+" if s.plus_minus > 0 else "") + figure(s.plus_minus),
        "note": s.note,
    }
    if s.note:
        text = "%(tricks)s against the average %(average)s: %(difference)s; %(note)s"
    else:
        text = "%(tricks)s against the average %(average)s: %(difference)s"
    return str(Said(text, **values))


def _top_loss(lines: Sequence[InputLine], asked: Asked) -> Scored:
    if asked.game != "whist":
        raise InputError(None, Said("top-loss (Safford) scoring compares whist tricks"))
    report = score_top_loss([from_pair_labels(x.result) for x in lines])
    rows = [Line(x.result, None, None, ["", ""]) for x in lines]
    table = [
        Placed(s.player, "", s.loss, None, s.place,
         "; ".join(
             str(Said("set %(set)s: %(tricks)s tricks, top %(top)s, lost %(loss)s",
                      set=x.set, tricks=x.tricks, top=x.top, loss=x.loss))
             for x in s.sets))
        for s in report.standings
    ]  # fmt: skip
    return rows, table


_RUN: dict[str, Callable[[Sequence[InputLine], Asked], Scored]] = {
    "matchpoints": _matchpoints,
    "tricks": _tricks,
    **dict.fromkeys(IMP_METHODS, _imps),
    "top-loss": _top_loss,
    **dict.fromkeys(TEAM_METHODS, _teams),
}


def score_lines(
    lines: Sequence[InputLine],
    *,
    method: str,
    game: str,
    rules: Rules = DEFAULT_RULES,
    fields_mode: str = "one",
    explain: bool = False,
    vp_scale: str = "wbf",
) -> ScoredEvent:
    """The scored event as plain data: ``results`` and ``standings`` rows (exact numbers);
    with ``explain`` each row's working and the rules in words."""
    fields = _fields(lines, fields_mode) if method not in TEAM_METHODS else None
    rows, table = _RUN[method](lines, Asked(method, game, rules, fields, vp_scale))
    results = []
    for row in rows:
        r = row.result
        out: ResultRow = {
            "tray": r.tray,
            "ns": r.ns,
            "ew": r.ew,
            "score": r.score,
            "adjust": str(r.adjustment) if r.adjustment else "",
            "ns_mp": row.ns,
            "ew_mp": row.ew,
        }
        if explain:
            out["ns_working"], out["ew_working"] = row.working
        results.append(out)
    standings = []
    for entrant, field, total, percentage, place, working in table:
        standing: StandingRow = {
            "entrant": entrant,
            "field": field,
            "total": total,
            "percentage": percentage,
            "place": place,
        }
        if explain:
            standing["working"] = working
        standings.append(standing)
    scored: ScoredEvent = {"results": results, "standings": standings}
    if explain:
        scored["rules"] = [{"rule": str(k), "value": str(v)} for k, v in rules.describe()]
        scored["rule_set"] = str(rules.label())
    return scored
