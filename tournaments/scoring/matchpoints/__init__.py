"""Match points: each result on a tray against every other result with the same cards.

What the package holds, and where to start:

- ``rule``: the rule, read first: the comparisons and Neuberg's factoring, a board scored
  line by line (plain, weighted and split scores, a fouled board's small groups), artificial
  scores and procedural penalties, the totals and places.  Every field can be scored by it.
- ``columns``: the same rule for a plain field (table scores only, every board played alike)
  read as numpy columns, one sort for the whole field; its docstring and ``rule``'s say why
  both readings stay.
- ``report``: what scoring returns (``PairsReport``: each ``ScoredLine`` and ``Standing``).

Here: ``score_matchpoints`` and ``score_matchpoint_columns``, which take the columns when the
field is plain and ``rule.score_matchpoint_lines`` otherwise.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from said import Said

from ..field_columns import BuiltWhenRead, collector_paused
from ..rules import DEFAULT_RULES, Rules
from ..types import Result
from .columns import Column, columns_report, plain_field_report
from .report import MP, LineDetail, PairsReport, ScoredLine, Standing, normal
from .rule import neuberg, score_matchpoint_lines, share

__all__ = [
    "MP",
    "BuiltWhenRead",
    "LineDetail",
    "PairsReport",
    "ScoredLine",
    "Standing",
    "neuberg",
    "normal",
    "plain_field_report",
    "score_matchpoint_columns",
    "score_matchpoint_lines",
    "score_matchpoints",
    "share",
]


def score_matchpoints(
    results: Sequence[Result],
    *,
    rules: Rules | None = None,
    scale: int | None = None,
    factor: bool | None = None,
    fields: Mapping[str, str] | None = None,
    full_count: int | None = None,
    overplayed: bool = False,
) -> PairsReport:
    """Match-point every tray and total and place every entrant.

    ``rules`` (the club's by default) say how; ``scale`` and ``factor`` change those two rules.
    ``full_count`` is the number of times a tray should be played (N); by default the largest
    number of lines (real, artificial or NP) on any tray.  Without factoring each group is
    scored on the top its own real results give, as clubs without factoring do.
    ``overplayed``: memory duplicate, where an entrant plays a tray once in each direction.
    """
    rules = _with_options(rules, scale, factor)
    with collector_paused():  # one small acyclic tuple a line
        if not overplayed:
            plain = plain_field_report(results, rules, fields, full_count)
            if plain is not None:  # table scores only, every board played alike
                return plain
        return score_matchpoint_lines(results, rules, fields, full_count, overplayed)


def score_matchpoint_columns(
    columns: tuple[Column, Column, Column, Column],
    names: Sequence[str],
    *,
    rules: Rules | None = None,
    scale: int | None = None,
    fields: Mapping[str, str] | None = None,
    full_count: int | None = None,
) -> PairsReport:
    """``score_matchpoints`` of table scores handed over as columns, as a database or a file
    gives them: (tray numbers, NS entrants, EW entrants, NS scores), one row a result, the
    entrants as indexes into ``names``.  A plain field is worked out from the columns
    without making a result object a line (``columns``); any other (a sit-out, a short
    board, an entrant twice on a board) is made into results and scored line by line."""
    rules = _with_options(rules, scale, None)
    with collector_paused():
        report = columns_report(columns, names, rules, fields, full_count)
        if report is not None:
            return report
        trays, ns, ew, scores = (list(map(int, c)) for c in columns)
        results = [
            Result(t, names[n], names[e], s)
            for t, n, e, s in zip(trays, ns, ew, scores, strict=True)
        ]
        return score_matchpoint_lines(results, rules, fields, full_count)


def _with_options(rules: Rules | None, scale: int | None, factor: bool | None) -> Rules:
    """The rules given (the club's by default) with the scale and factoring asked for."""
    if scale is not None and scale not in (1, 2):
        raise ValueError(Said("scale must be 1 (1 and 1/2) or 2 (2 and 1)"))
    factoring = None if factor is None else ("neuberg" if factor else "none")
    return (rules or DEFAULT_RULES).with_options(scale=scale, factoring=factoring)
