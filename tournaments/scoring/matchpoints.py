"""Match points: each result on a tray against every other result with the same cards.

Scale 1 gives 1 for each result beaten and 1/2 for each tie (top = n - 1); scale 2 gives 2 and 1
(top = 2(n - 1)).  When a tray was played fewer times than the full field, or some of its results
are artificial, or it was fouled, the real results of each group are scored among themselves and
factored up to the full field with Neuberg's formula, so that an artificial score never moves the
match points of a real one and every tray carries the same top:

    F = (MP + s/2) * N / n - s/2        (s = scale, n results compared, N the full field)

which is the familiar (MP + 1/2) N/n - 1/2 on scale 1 and (MP + 1) N/n - 1 on scale 2.

The ``Rules`` say the rest: the scale, whether to factor, how a short board's lines are shown,
how the totals of pairs that sat out are printed, and what a named average is worth.  The
order of work: every board's comparisons (``mp_board``), then the artificial scores (which may
need the pairs' session percentages) and the procedural penalties (``mp_adjusted``), then the
standings.

Hot path: one sort per group and a pass over its distinct scores (O(n log n) per tray); match
points are carried in half units as integers and only become Fractions when factored, so a
60,000-line field scores in a fraction of a second.
"""

from __future__ import annotations

import gc
from collections.abc import Mapping, Sequence
from fractions import Fraction
from itertools import chain

from .mp_adjusted import apply_penalties, score_artificial
from .mp_board import Accumulator, BoardRun, score_group
from .mp_types import MP, LineDetail, PairsReport, ScoredLine, Standing, neuberg
from .mp_vector import columns_report, plain_field_report
from .ranking import rank_fields
from .rules import DEFAULT_RULES, Rules
from .types import Result

__all__ = [
    "MP",
    "LineDetail",
    "ScoredLine",
    "Standing",
    "PairsReport",
    "score_matchpoints",
    "score_matchpoint_columns",
    "neuberg",
]


def _check(
    results: Sequence[Result],
    by_tray: dict,
    ns: list[str],
    ew: list[str],
    overplayed: bool = False,
) -> None:
    """Refuse revokes (not match-pointed) and an entrant with two results on one tray (memory
    duplicate's ``overplayed`` tray: one in each direction)."""
    if any([r.revokes_ns or r.revokes_ew for r in results]):
        i = next(i for i, r in enumerate(results) if r.revokes_ns or r.revokes_ew)
        raise ValueError(
            f"result {i + 1}: revokes are scored with trick totals (Law X, pair contests), "
            "not match points"
        )
    for tray, groups in by_tray.items():
        idxs = groups[""] if len(groups) == 1 and "" in groups else sorted(chain(*groups.values()))
        seated = set(map(ns.__getitem__, idxs))
        seated.update(map(ew.__getitem__, idxs))
        if len(seated) == 2 * len(idxs):
            continue
        seen: set[str] = set()
        for i in idxs:
            for who, side in ((ns[i], "NS"), (ew[i], "EW")):
                key = f"{who} {side}" if overplayed else who  # memory duplicate: both ways
                if key in seen:
                    raise ValueError(f"result {i + 1}: {who!r} has two results on tray {tray}")
                seen.add(key)


def _by_tray(results: Sequence[Result], trays: list[int]) -> dict[int, dict[str, list[int]]]:
    """Each tray's line numbers by group (one group, "", unless a tray was fouled)."""
    by_tray: dict[int, dict[str, list[int]]] = {}
    if any([r.group for r in results]):
        for i, r in enumerate(results):
            by_tray.setdefault(r.tray, {}).setdefault(r.group, []).append(i)
        return by_tray
    lines: dict[int, list[int]] = {}
    for i, tray in enumerate(trays):
        found = lines.get(tray)
        if found is None:
            lines[tray] = [i]
        else:
            found.append(i)
    return {tray: {"": idxs} for tray, idxs in lines.items()}


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
    if scale is not None and scale not in (1, 2):
        raise ValueError("scale must be 1 (1 and 1/2) or 2 (2 and 1)")
    rules = (rules or DEFAULT_RULES).with_options(
        scale=scale, factoring=None if factor is None else ("neuberg" if factor else "none")
    )
    # The work allocates one small acyclic tuple per line; pausing the cycle collector keeps
    # large fields linear instead of paying for repeated full collections of them.
    collecting = gc.isenabled()
    gc.disable()
    try:
        return _score(results, rules, fields, full_count, overplayed)
    finally:
        if collecting:
            gc.enable()


def score_matchpoint_columns(
    columns: tuple,
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
    without making a result object a line (``mp_vector``); any other (a sit-out, a short
    board, an entrant twice on a board) is made into results and scored line by line."""
    if scale is not None and scale not in (1, 2):
        raise ValueError("scale must be 1 (1 and 1/2) or 2 (2 and 1)")
    rules = (rules or DEFAULT_RULES).with_options(scale=scale)
    collecting = gc.isenabled()
    gc.disable()
    try:
        report = columns_report(columns, names, rules, fields, full_count)
        if report is not None:
            return report
        trays, ns, ew, scores = (list(map(int, c)) for c in columns)
        results = [
            Result(t, names[n], names[e], s)
            for t, n, e, s in zip(trays, ns, ew, scores, strict=True)
        ]
        return score_matchpoint_lines(results, rules, fields, full_count)
    finally:
        if collecting:
            gc.enable()


def _score(results, rules: Rules, fields, full_count, overplayed: bool = False) -> PairsReport:
    if not overplayed:
        plain = plain_field_report(results, rules, fields, full_count)
        if plain is not None:  # table scores only, every board played alike: worked as columns
            return plain
    return score_matchpoint_lines(results, rules, fields, full_count, overplayed)


def score_matchpoint_lines(
    results, rules: Rules, fields, full_count, overplayed: bool = False
) -> PairsReport:
    """Every board line by line: rulings, short and fouled boards, sit-outs, and errors."""
    by_tray = _by_tray(results, [r.tray for r in results])
    ns, ew = [r.ns for r in results], [r.ew for r in results]
    _check(results, by_tray, ns, ew, overplayed)
    biggest = max((sum(map(len, g.values())) for g in by_tray.values()), default=0)
    if full_count is not None and full_count < biggest:
        raise ValueError(f"full_count {full_count} is below the {biggest} results on one tray")
    N = (full_count or biggest) if rules.factor else None
    run = BoardRun(results, rules, N, [None] * len(results), ns=ns, ew=ew)
    tops: dict[int, int] = {}
    for tray in sorted(by_tray):
        groups = by_tray[tray]
        sizes = {name: _compared_count(results, idxs) for name, idxs in groups.items()}
        for name in sorted(groups):
            others = max((c for g, c in sizes.items() if g != name), default=0)
            top = score_group(run, groups[name], name, len(groups), others)
            tops[tray] = max(tops.get(tray, 0), top)
    run.acc.settle()
    score_artificial(run)
    apply_penalties(run)
    standings = _standings(run.acc, fields, rules.sitout_totals == "factored")
    return PairsReport(tuple(run.lines), standings, tops, rules.scale, rules.factor, N, rules)


def _compared_count(results: Sequence[Result], idxs: list[int]) -> int:
    """The results of a group compared with one another (table, assigned or weighted)."""
    return sum(
        1
        for i in idxs
        if results[i].score is not None
        or results[i].plain_score is not None
        or results[i].distributed
    )


def _standings(
    acc: Accumulator, fields: Mapping[str, str] | None, scaled: bool
) -> tuple[Standing, ...]:
    """Totals, percentages and places; an entrant with no tray scored is listed unplaced."""
    entrants = acc.all_entrants()
    if fields is not None:
        missing = [e for e in entrants if e not in fields]
        if missing:
            raise ValueError(f"no field given for {', '.join(map(repr, missing))}")
    # A total is scaled to the largest maximum of the entrant's own field: a two-winner
    # Mitchell's North-South pairs may all play fewer boards than East-West, and each
    # direction is a field of its own (Compscore factors a pair to its direction's count).
    best_of: dict[str, int] = {}
    for who in entrants:
        field = fields[who] if fields is not None else ""
        best_of[field] = max(best_of.get(field, 0), acc.maximum.get(who, 0))
    played = [who for who in entrants if acc.maximum.get(who)]
    one_maximum = len({acc.maximum[w] for w in played}) <= 1
    totals = {}
    keys = []
    for who in entrants:
        halves, extra, most = acc.halves[who], acc.fractions.get(who), acc.maximum[who]
        total = Fraction(halves, 2) + extra if extra else Fraction(halves, 2)
        totals[who] = total
        if not most:
            continue  # no tray scored: no percentage, no place
        if one_maximum:  # same maximum for all: totals order as percentages do, and faster
            key = halves + 2 * extra if extra else halves
        else:
            key = total / most
        keys.append((who, key))
    placed = rank_fields(keys, fields)
    out = []
    for who, total in totals.items():
        p = placed.get(who)
        field = fields[who] if fields is not None else ""
        label = p.label if p is not None else ""
        most = acc.maximum[who]
        best = best_of[field]
        out.append(Standing(who, field, total, most, label, acc.trays[who], p, best, scaled))
    order = {name: i for i, name in enumerate(dict.fromkeys(s.field for s in out))}
    unplaced = len(out) + 1
    out.sort(key=lambda s: (order[s.field], s.placing.place if s.placing else unplaced))
    return tuple(out)
