"""Match points: each result on a tray against every other result with the same cards.

Scale 1 gives 1 for each result beaten and 1/2 for each tie (top = n - 1); scale 2 gives 2 and 1
(top = 2(n - 1)).  When a tray was played fewer times than the full field, or some of its results
are artificial, or it was fouled, the real results of each group are scored among themselves and
factored up to the full field with Neuberg's formula, so that an artificial score never moves the
match points of a real one and every tray carries the same top:

    F = (MP + s/2) * N / n - s/2        (s = scale, n results compared, N the full field)

which is the familiar (MP + 1/2) N/n - 1/2 on scale 1 and (MP + 1) N/n - 1 on scale 2.

Hot path: one sort per group and a pass over its distinct scores (O(n log n) per tray); match
points are carried in half units as integers and only become Fractions when factored, so a
60,000-line field scores in a fraction of a second.
"""

from __future__ import annotations

import gc
from collections import Counter, defaultdict
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import NamedTuple

from .explain import matchpoint_card
from .ranking import Placing, rank_fields
from .types import Result

__all__ = ["ScoredLine", "Standing", "PairsReport", "score_matchpoints", "neuberg"]

MP = int | Fraction


class ScoredLine(NamedTuple):
    """One input line with its match points and the working behind them.

    ``compared`` is the sorted tuple of real scores the line was compared with (its own
    included; one tuple shared by the whole group), ``ns_raw``/``ew_raw`` the match points among
    those before factoring, ``compared_count``/``full_count`` the n and N of the factoring.
    NP lines carry None match points; artificial lines carry None raw match points.
    """

    result: Result
    ns_mp: MP | None
    ew_mp: MP | None
    top: int
    ns_raw: MP | None
    ew_raw: MP | None
    compared: tuple
    compared_count: int
    full_count: int
    note: str

    @property
    def factored(self) -> bool:
        return self.ns_raw is not None and self.compared_count != self.full_count

    @property
    def ns_percent(self) -> Fraction | None:
        return _percent(self.ns_mp, self.top)

    @property
    def ew_percent(self) -> Fraction | None:
        return _percent(self.ew_mp, self.top)


def _percent(mp: MP | None, top: int) -> Fraction | None:
    if mp is None or top == 0:
        return None
    return Fraction(mp) * 100 / top


@dataclass(frozen=True)
class Standing:
    """An entrant's line on the standings: exact totals, rounded only when displayed.

    ``maximum`` is the sum of the tops of the trays the entrant played (NP trays left out) and
    ``percentage`` is ``total`` of that maximum.  ``scaled_total`` is the total scaled to the
    event's largest maximum, the figure results sheets print for a pair that missed trays.
    """

    entrant: str
    field: str
    total: Fraction
    maximum: int
    place: str
    trays: int
    placing: Placing
    event_maximum: int

    @property
    def percentage(self) -> Fraction | None:
        return self.total * 100 / self.maximum if self.maximum else None

    @property
    def scaled_total(self) -> Fraction | None:
        return self.total * self.event_maximum / self.maximum if self.maximum else None


@dataclass(frozen=True)
class PairsReport:
    lines: tuple[ScoredLine, ...]
    standings: tuple[Standing, ...]
    tops: dict[int, int]
    scale: int
    factor: bool
    full_count: int | None

    def standing(self, entrant: str) -> Standing:
        for standing in self.standings:
            if standing.entrant == entrant:
                return standing
        raise KeyError(entrant)

    def card(self, entrant: str) -> list:
        """The entrant's score card: tray by tray, its working (see ``explain.matchpoint_card``)."""
        return matchpoint_card(self, entrant)


def neuberg(mp: MP, compared: int, full: int, scale: int = 1) -> MP:
    """Neuberg's factoring of ``mp`` earned among ``compared`` results up to a field of ``full``."""
    return _normal(
        Fraction(scale * ((Fraction(2 * mp, scale) + 1) * full - compared), 2 * compared)
    )


def _normal(value: Fraction) -> MP:
    return value.numerator if value.denominator == 1 else value


def _check(results: Sequence[Result], by_tray: dict[int, dict[str, list[int]]]) -> None:
    for i, r in enumerate(results, 1):
        if r.revokes_ns or r.revokes_ew:
            raise ValueError(
                f"result {i}: revokes are scored with trick totals (Law X, pair contests), "
                "not match points"
            )
    for tray, groups in by_tray.items():
        idxs = [i for g in groups.values() for i in g]
        labels = [results[i].ns for i in idxs] + [results[i].ew for i in idxs]
        if len(set(labels)) == len(labels):
            continue
        seen: set[str] = set()
        for i in idxs:
            for who in (results[i].ns, results[i].ew):
                if who in seen:
                    raise ValueError(f"result {i + 1}: {who!r} has two results on tray {tray}")
                seen.add(who)


def score_matchpoints(
    results: Sequence[Result],
    *,
    scale: int = 1,
    factor: bool = True,
    fields: Mapping[str, str] | None = None,
    full_count: int | None = None,
) -> PairsReport:
    """Match-point every tray and total and place every entrant.

    ``full_count`` is the number of times a tray should be played (N); by default the largest
    number of lines (real, artificial or NP) on any tray.  With ``factor=False`` each group is
    scored on the top its own real results give, as clubs without factoring do.
    """
    if scale not in (1, 2):
        raise ValueError("scale must be 1 (1 and 1/2) or 2 (2 and 1)")
    # The work allocates one small acyclic tuple per line; pausing the cycle collector keeps
    # large fields linear instead of paying for repeated full collections of them.
    collecting = gc.isenabled()
    gc.disable()
    try:
        return _score(results, scale, factor, fields, full_count)
    finally:
        if collecting:
            gc.enable()


def _score(results, scale, factor, fields, full_count) -> PairsReport:
    by_tray: dict[int, dict[str, list[int]]] = {}
    for i, r in enumerate(results):
        by_tray.setdefault(r.tray, {}).setdefault(r.group, []).append(i)
    _check(results, by_tray)
    biggest = max((sum(map(len, g.values())) for g in by_tray.values()), default=0)
    if full_count is not None and full_count < biggest:
        raise ValueError(f"full_count {full_count} is below the {biggest} results on one tray")
    N = (full_count or biggest) if factor else None
    acc = _Accumulator()
    lines: list[ScoredLine | None] = [None] * len(results)
    tops: dict[int, int] = {}
    for tray in sorted(by_tray):
        groups = by_tray[tray]
        for name in sorted(groups):
            top = _score_group(results, groups[name], scale, N, name, len(groups), lines, acc)
            tops[tray] = max(tops.get(tray, 0), top)
    standings = _standings(acc, fields)
    return PairsReport(tuple(lines), standings, tops, scale, factor, N)  # type: ignore[arg-type]


class _Accumulator:
    """Totals per entrant: exact half-units as ints, Fractions only where factoring needs them."""

    def __init__(self) -> None:
        self.halves: defaultdict[str, int] = defaultdict(int)
        self.fractions: defaultdict[str, Fraction] = defaultdict(Fraction)
        self.maximum: defaultdict[str, int] = defaultdict(int)
        self.trays: defaultdict[str, int] = defaultdict(int)
        self.entrants: dict[str, None] = {}

    def all_entrants(self) -> list[str]:
        """Everyone who played a tray, then anyone seen only on NP lines."""
        return list(dict.fromkeys([*self.trays, *self.entrants]))

    def play(self, who: str, top: int) -> None:
        self.maximum[who] += top
        self.trays[who] += 1


def _score_group(results, idxs, scale, N, name, group_count, lines, acc) -> int:
    real = [i for i in idxs if results[i].score is not None]
    n = len(real)
    if N is not None:
        full = N
    else:
        full = n or sum(1 for i in idxs if results[i].played)
    top = max(full - 1, 0) * scale
    note = f"fouled tray, group {name}: scored within the group" if group_count > 1 else ""
    if n and n != full:
        why = f"factored (Neuberg): {n} results compared, scaled to a field of {full}"
        note = f"{note}; {why}" if note else why
    if n:
        _score_real(results, real, scale, n, full, top, note, lines, acc)
    for i in idxs:
        r = results[i]
        if r.score is not None:
            continue
        adj = r.adjustment
        if not adj.played:
            lines[i] = ScoredLine(r, None, None, top, None, None, (), n, full, "not played")
            acc.entrants.setdefault(r.ns)
            acc.entrants.setdefault(r.ew)
            continue
        ns_mp = _normal(Fraction(top) * Fraction(adj.ns_percent) / 100)
        ew_mp = _normal(Fraction(top) * Fraction(adj.ew_percent) / 100)
        why = f"artificial score {adj}: NS {adj.ns_percent}%, EW {adj.ew_percent}% of top {top}"
        if adj.reason:
            why = f"{why} ({adj.reason})"
        lines[i] = ScoredLine(r, ns_mp, ew_mp, top, None, None, (), n, full, why)
        acc.fractions[r.ns] += ns_mp
        acc.fractions[r.ew] += ew_mp
        acc.play(r.ns, top)
        acc.play(r.ew, top)
    return top


def _score_real(results, real, scale, n, full, top, note, lines, acc) -> None:
    scores = [results[i].score for i in real]
    counts = Counter(scores)
    doubled: dict[int, int] = {}  # score -> 2 * (match points on scale 1)
    below = 0
    for score in sorted(counts):
        c = counts[score]
        doubled[score] = 2 * below + c - 1
        below += c
    compared = tuple(sorted(scores))
    most = 2 * (n - 1)
    factored = n != full
    table: dict[int, tuple] = {}  # score -> (ns_mp, ew_mp, ns_raw, ew_raw, ns_halves, ew_halves)
    for score, h in doubled.items():
        ns_raw, ew_raw = _normal(Fraction(h * scale, 2)), _normal(Fraction((most - h) * scale, 2))
        if factored:
            ns_mp = _normal(Fraction(scale * ((h + 1) * full - n), 2 * n))
            ew_mp = _normal(Fraction(scale * ((most - h + 1) * full - n), 2 * n))
        else:
            ns_mp, ew_mp = ns_raw, ew_raw
        table[score] = (ns_mp, ew_mp, ns_raw, ew_raw, h * scale, (most - h) * scale)
    halves, fractions, maximum, trays = acc.halves, acc.fractions, acc.maximum, acc.trays
    new_line = tuple.__new__  # a NamedTuple without its Python-level __new__: the hot path
    for i in real:
        r = results[i]
        ns_mp, ew_mp, ns_raw, ew_raw, ns_half, ew_half = table[r.score]
        ns, ew = r.ns, r.ew
        if factored:
            fractions[ns] += ns_mp
            fractions[ew] += ew_mp
        else:
            halves[ns] += ns_half
            halves[ew] += ew_half
        maximum[ns] += top
        maximum[ew] += top
        trays[ns] += 1
        trays[ew] += 1
        lines[i] = new_line(
            ScoredLine, (r, ns_mp, ew_mp, top, ns_raw, ew_raw, compared, n, full, note)
        )


def _standings(acc: _Accumulator, fields: Mapping[str, str] | None) -> tuple[Standing, ...]:
    if fields is not None:
        missing = [e for e in acc.all_entrants() if e not in fields]
        if missing:
            raise ValueError(f"no field given for {', '.join(map(repr, missing))}")
    best = max(acc.maximum.values(), default=0)
    entrants = acc.all_entrants()
    one_maximum = len(set(acc.maximum.values())) <= 1 and len(acc.maximum) == len(entrants)
    totals = {}
    keys = []
    for who in entrants:
        halves, extra, most = acc.halves[who], acc.fractions.get(who), acc.maximum[who]
        total = Fraction(halves, 2) + extra if extra else _normal(Fraction(halves, 2))
        totals[who] = total
        if one_maximum:  # same maximum for all: totals order as percentages do, and faster
            key = halves + 2 * extra if extra else halves
        else:
            key = Fraction(total) / most if most else Fraction(-1)
        keys.append((who, key))
    placed = rank_fields(keys, fields)
    out = []
    for who, total in totals.items():
        p = placed[who]
        field = fields[who] if fields is not None else ""
        out.append(
            Standing(
                who, field, Fraction(total), acc.maximum[who], p.label, acc.trays[who], p, best
            )
        )
    order = {name: i for i, name in enumerate(dict.fromkeys(s.field for s in out))}
    out.sort(key=lambda s: (order[s.field], s.placing.place))  # fields as first met: NS first
    return tuple(out)
