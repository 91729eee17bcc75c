"""Match-pointing one board (one group of a fouled board): its results compared, then factored.

The usual board holds only plain scores (each table's own, or a single assigned one): one
sort and a pass over its distinct scores, match points carried in half units as integers and
made Fractions only when factored, so a field of thousands stays fast.  A board with a weighted
or split assigned score compares shares: each side's results are atoms (share, NS score), and a
line earns, against every other line, the shares it beats plus half those it ties, read off
cumulative weights over the sorted atoms (still one sort per side).
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from itertools import repeat
from operator import add

from .explain import figure, score_text
from .mp_small_groups import fixed_shares_apply, score_fixed_shares
from .mp_types import MP, LineDetail, ScoredLine, neuberg, normal
from .rules import Rules
from .types import Result

__all__ = ["Accumulator", "BoardRun", "score_group"]


class Accumulator:
    """Totals per entrant: exact half-units as ints, Fractions only where factoring needs them."""

    def __init__(self) -> None:
        self.halves: defaultdict[str, int] = defaultdict(int)
        self.fractions: defaultdict[str, Fraction] = defaultdict(Fraction)
        self.maximum: defaultdict[str, int] = defaultdict(int)
        self.trays: Counter[str] = Counter()
        self.entrants: dict[str, None] = {}
        # top -> entrants who played a board of that top, not yet added into ``maximum``
        self.pending: dict[int, Counter[str]] = {}

    def played_all(self, names: list[str], top: int) -> None:
        """Count a board for each of ``names`` (each entrant once), on a board of ``top``.

        Counted in C by ``Counter.update``, their maxima added later by ``settle``: the hot
        path of a large field does no per-line work for them in Python.
        """
        self.trays.update(names)
        waiting = self.pending.get(top)
        if waiting is None:
            waiting = self.pending[top] = Counter()
        waiting.update(names)

    def settle(self) -> None:
        """Add the pending boards' tops into each entrant's maximum."""
        maximum = self.maximum
        for top, counts in self.pending.items():
            for who, count in counts.items():
                maximum[who] += top * count
        self.pending.clear()

    def all_entrants(self) -> list[str]:
        """Everyone who played a tray, then anyone seen only on NP lines."""
        return list(dict.fromkeys([*self.trays, *self.entrants]))

    def play(self, who: str, top: int) -> None:
        self.maximum[who] += top
        self.trays[who] += 1

    def add(self, who: str, mp: MP) -> None:
        self.fractions[who] += mp

    def percentage(self, who: str) -> Fraction | None:
        """The entrant's percentage so far (None before any board)."""
        self.settle()
        most = self.maximum.get(who, 0)
        if not most:
            return None
        return (Fraction(self.halves.get(who, 0), 2) + self.fractions.get(who, 0)) * 100 / most


@dataclass
class BoardRun:
    """What scoring every board shares: the input, the rules, the field size N, the results."""

    results: Sequence[Result]
    rules: Rules
    full: int | None
    lines: list
    acc: Accumulator = field(default_factory=Accumulator)
    artificial: list = field(default_factory=list)  # (index, top, n, full, note): scored last
    ns: list[str] = field(default_factory=list)  # each line's NS and EW entrants, when read
    ew: list[str] = field(default_factory=list)  # once for the whole field


def score_group(
    run: BoardRun, idxs: list[int], name: str, group_count: int, largest_other: int = 0
) -> int:
    """Score one group's compared results now; queue its artificial lines; return its top.

    ``largest_other`` is the most results compared in any other group of the tray (for the
    rules that give a small group of a fouled tray fixed shares, ``mp_small_groups``)."""
    results, scale = run.results, run.rules.scale
    if None not in [results[i].score for i in idxs]:  # the common board: table scores only
        compared, spread, artificial = idxs, [], []
    else:
        compared, spread, artificial = _sort_out(results, idxs)
    n = len(compared) + len(spread)
    full = run.full if run.full is not None else (n or sum(1 for i in idxs if results[i].played))
    top = max(full - 1, 0) * scale
    note = f"fouled tray, group {name}: scored within the group" if group_count > 1 else ""
    own_top = None
    if n and n != full:
        why = f"factored (Neuberg): {n} results compared, scaled to a field of {full}"
        note = f"{note}; {why}" if note else why
        short = group_count == 1 and not artificial
        if short and run.rules.short_lines == "own-top":
            own_top = (n - 1) * scale
    if spread:
        _score_spread(run, compared + spread, n, full, top, note)
    elif compared and fixed_shares_apply(run.rules, n, group_count, largest_other):
        score_fixed_shares(run, compared, n, full, top, note)
    elif compared:
        _score_plain(run, compared, n, full, top, note, own_top)
    for i in artificial:
        run.artificial.append((i, top, n, full, note))
    for i in () if compared is idxs else idxs:  # a table's own score is always played
        r = results[i]
        if not r.played:
            run.lines[i] = ScoredLine(r, None, None, top, None, None, (), n, full, "not played")
            run.acc.entrants.setdefault(r.ns)
            run.acc.entrants.setdefault(r.ew)
    return top


def _sort_out(results: Sequence[Result], idxs: list[int]) -> tuple[list, list, list]:
    """The group's lines compared on one score, those with shares (weighted or split) and the
    artificial ones; NP lines are in none."""
    compared, spread, artificial = [], [], []
    for i in idxs:
        r = results[i]
        if r.score is not None or r.plain_score is not None:
            compared.append(i)
        elif r.distributed:
            spread.append(i)
        elif r.artificial:
            artificial.append(i)
    return compared, spread, artificial


def _score_plain(run: BoardRun, real, n, full, top, note, own_top) -> None:
    results, scale, acc = run.results, run.rules.scale, run.acc
    scores = [results[i].score for i in real]
    if None in scores:  # an assigned score among them
        scores = [results[i].plain_score for i in real]
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
        ns_raw, ew_raw = normal(Fraction(h * scale, 2)), normal(Fraction((most - h) * scale, 2))
        if factored:
            ns_mp = normal(Fraction(scale * ((h + 1) * full - n), 2 * n))
            ew_mp = normal(Fraction(scale * ((most - h + 1) * full - n), 2 * n))
        else:
            ns_mp, ew_mp = ns_raw, ew_raw
        table[score] = (ns_mp, ew_mp, ns_raw, ew_raw, h * scale, (most - h) * scale)
    if None not in [results[i].score for i in real] and not factored:
        _add_plain(run, real, scores, table, top, (compared, n, full, note, own_top))
        return
    halves, fractions, maximum, trays = acc.halves, acc.fractions, acc.maximum, acc.trays
    new_line = tuple.__new__  # a NamedTuple without its Python-level __new__: the hot path
    for i, score in zip(real, scores, strict=True):
        r = results[i]
        ns_mp, ew_mp, ns_raw, ew_raw, ns_half, ew_half = table[score]
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
        detail = None
        if r.score is None:  # an assigned score, compared as the table's own would be
            said = f"assigned score {score_text(r.adjustment.ns_parts[0])}"
            detail = LineDetail(ns=said, ew=said)
        lines_i = (r, ns_mp, ew_mp, top, ns_raw, ew_raw, compared, n, full, note, own_top, detail)
        run.lines[i] = new_line(ScoredLine, lines_i)


def _add_plain(run: BoardRun, real, scores, table, top, shared: tuple) -> None:
    """The common board: table scores only, not factored.

    Every line with one score shares its figures, so each line is the result joined to its
    score's figures, built in C (``map``); the half-unit totals are the one Python loop, and
    the boards are counted for the maxima in C (``played_all``).
    """
    results, lines, halves = run.results, run.lines, run.acc.halves
    figures = {
        score: (row[0], row[1], top, row[2], row[3], *shared, None) for score, row in table.items()
    }
    ns_halves = {score: row[4] for score, row in table.items()}
    ew_halves = {score: row[5] for score, row in table.items()}
    board = list(map(results.__getitem__, real))
    if run.ns:
        ns_names, ew_names = (
            list(map(run.ns.__getitem__, real)),
            list(map(run.ew.__getitem__, real)),
        )
    else:
        ns_names, ew_names = [r.ns for r in board], [r.ew for r in board]
    for ns, ew, score in zip(ns_names, ew_names, scores, strict=True):
        halves[ns] += ns_halves[score]
        halves[ew] += ew_halves[score]
    # a NamedTuple built by tuple.__new__, without its Python-level __new__: the hot path
    made = map(
        tuple.__new__, repeat(ScoredLine), map(add, zip(board), map(figures.__getitem__, scores))
    )
    for i, line in zip(real, made, strict=True):
        lines[i] = line
    names = [""] * (2 * len(board))
    names[::2] = ns_names
    names[1::2] = ew_names
    run.acc.played_all(names, top)


def _score_spread(run: BoardRun, members: list[int], n, full, top, note) -> None:
    """A group with weighted or split scores: every side compared share by share."""
    results, scale = run.results, run.rules.scale
    plain = tuple(
        sorted(results[i].plain_score for i in members if results[i].plain_score is not None)
    )
    raw: dict[str, dict[int, Fraction]] = {}
    words: dict[str, dict[int, str]] = {}
    for side in ("NS", "EW"):
        raw[side], words[side] = _side_points(results, members, side, scale, n)
    for i in members:
        r = results[i]
        figures = {}
        for side in ("NS", "EW"):
            got = normal(raw[side][i])
            figures[side] = (got, neuberg(got, n, full, scale) if n != full else got)
        detail = LineDetail(ns=words["NS"][i], ew=words["EW"][i])
        (ns_raw, ns_mp), (ew_raw, ew_mp) = figures["NS"], figures["EW"]
        run.lines[i] = ScoredLine(
            r, ns_mp, ew_mp, top, ns_raw, ew_raw, plain, n, full, note, None, detail
        )
        for who, mp in ((r.ns, ns_mp), (r.ew, ew_mp)):
            run.acc.add(who, mp)
            run.acc.play(who, top)


def _side_points(results, members, side, scale, n) -> tuple[dict, dict]:
    """Each member's match points for ``side`` among the group, and the words for them."""
    weights: dict[int, Fraction] = defaultdict(Fraction)
    for i in members:
        for part in results[i].parts(side):
            weights[part[1]] += Fraction(part[0])
    below: dict[int, Fraction] = {}
    total = Fraction(0)
    for score in sorted(weights):
        below[score] = total
        total += weights[score]
    mine = side == "NS"
    raw, words = {}, {}
    others = n - 1
    for i in members:
        parts = results[i].parts(side)
        pieces, got = [], Fraction(0)
        for weight, score, text in parts:
            beaten = below[score] if mine else total - below[score] - weights[score]
            points = beaten + weights[score] / 2
            for own_weight, own_score, _ in parts:  # this line's own shares are not others'
                if (own_score < score) if mine else (own_score > score):
                    points -= Fraction(own_weight)
                elif own_score == score:
                    points -= Fraction(own_weight) / 2
            points *= scale
            got += Fraction(weight) * points
            pieces.append((Fraction(weight), text, score, normal(points)))
        raw[i] = got
        words[i] = _spread_words(results[i], side, pieces, normal(got), others * scale)
    return raw, words


def _spread_words(r: Result, side: str, pieces, got: MP, most: int) -> str:
    """The side's working on a board with weighted or split scores, one result at a time."""
    if len(pieces) == 1:
        _weight, text, score, _points = pieces[0]
        adj = r.adjustment
        if adj is None:
            what = "table score"
        elif adj.ns_parts != adj.ew_parts:
            what = f"split score, {side}'s result"
        else:
            what = "assigned score"
        return (
            f"{what} {score_text((1, score, text))} against the other results, a weighted or "
            f"split one counted by its shares: {figure(got)} of {most}"
        )
    each = "; ".join(
        f"{figure(w * 100)}% of {score_text((w, s, t))}: {figure(p)} of {most}"
        for w, t, s, p in pieces
    )
    lead = (
        "weighted score"
        if r.adjustment.ns_parts == r.adjustment.ew_parts
        else (f"split score, {side}'s weighted result")
    )
    return f"{lead}, each result against the others: {each}; together {figure(got)} of {most}"
