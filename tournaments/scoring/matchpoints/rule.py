"""Match points, the rule: each result on a tray against every other result with the same cards.

Start here.  This module is the whole rule, read top to bottom: the comparison and factoring
(``doubled_points``, ``plain_figures``, ``neuberg``), one board scored line by line
(``score_group``: plain scores, weighted and split scores, the fixed shares of a fouled
board's small groups), the artificial scores and procedural penalties added once every board
is compared, and the totals, percentages and places.  ``score_matchpoint_lines`` runs it.

Scale 1 gives 1 for each result beaten and 1/2 for each tie (top = n - 1); scale 2 gives 2 and 1
(top = 2(n - 1)).  When a tray was played fewer times than the full field, or some of its results
are artificial, or it was fouled, the real results of each group are scored among themselves and
factored up to the full field with Neuberg's formula, so that an artificial score never moves the
match points of a real one and every tray carries the same top:

    F = (MP + s/2) * N / n - s/2        (s = scale, n results compared, N the full field)

which is the familiar (MP + 1/2) N/n - 1/2 on scale 1 and (MP + 1) N/n - 1 on scale 2.

The ``Rules`` say the rest: the scale, whether to factor, how a short board's lines are shown,
how the totals of pairs that sat out are printed, and what a named average is worth.

Why a second path exists (``columns``): a plain field (table scores only, every board played
the same number of times, every entrant on every board, no entrant twice on one) is scored
from numpy columns, one sort for the whole field, in a fraction of this module's time on
60,000 lines.  It cannot replace this module: it has no rulings (assigned, weighted, split and
artificial scores, procedural penalties), no factoring of short or fouled boards, no sit-outs
and no error messages, and those need the line-by-line working this module writes on each
line.  So this module is the rule every field can be scored by; ``columns`` is a faster
reading of its plain case that takes the figures of each line from ``plain_figures`` here.
tests/scoring/test_vector_matchpoints.py holds the two equal on random plain fields, and both
equal to match points worked from their definition (tests/scoring/oracle_matchpoints.py).

Hot path here too: one sort per group and a pass over its distinct scores (O(n log n) per
tray); match points are carried in half units as integers and only become Fractions when
factored.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from decimal import Decimal
from fractions import Fraction
from itertools import chain, repeat
from operator import add
from typing import TypeGuard

from said import TRAY, Said

from ..adjustments import NAMES, Adjustment
from ..explain import figure, score_text
from ..ranking import rank_fields
from ..rules import Rules
from ..types import Result
from .report import MP, LineDetail, PairsReport, ScoredLine, Standing, normal

__all__ = [
    "SHARES",
    "Accumulator",
    "BoardRun",
    "apply_penalties",
    "doubled_points",
    "factored_note",
    "fixed_shares_apply",
    "line_figures",
    "neuberg",
    "penalty_points",
    "plain_figures",
    "score_artificial",
    "score_fixed_shares",
    "score_group",
    "score_matchpoint_lines",
    "share",
    "short_top",
]

SIDES = ("NS", "EW")

# An NS score as compared: points or tricks (an assigned score may hold a Fraction).
Score = int | Fraction
# A score's figures on a plain board: NS and EW match points, factored and raw, and the
# half units each side adds to its total.
Figures = tuple[MP, MP, MP, MP, int, int]
# What every line of a plain board shares: the scores compared, n, N, note and own top.
Shared = tuple[tuple[Score, ...], int, int, str | Said, int | None]
# An artificial line queued to be scored last: (index, top, n, full, note).
Queued = tuple[int, int, int, int, str | Said]


def _all_scored(lines: list[ScoredLine | None]) -> TypeGuard[list[ScoredLine]]:
    """No line left unscored (one scan in C)."""
    return None not in lines


def _all_known(scores: list[Score | None]) -> TypeGuard[list[Score]]:
    """No score missing (one scan in C)."""
    return None not in scores


def _known(score: Score | None) -> Score:
    """A compared result's NS score: a line compared on the board has one in every part."""
    assert score is not None
    return score


# The comparison and the factoring ------------------------------------------------------------


def doubled_points(scores: Sequence[Score]) -> dict[Score, int]:
    """Each score's match points on scale 1, doubled (so a whole number): among ``scores``
    (one board's, its own included), 2 x (scores below it) + (scores equal to it) - 1, that
    is one for each result beaten and a half for each tie, counted twice."""
    counts = Counter(scores)
    doubled: dict[Score, int] = {}
    below = 0
    for score in sorted(counts):
        ties = counts[score]
        doubled[score] = 2 * below + ties - 1
        below += ties
    return doubled


def plain_figures(doubled: int, compared: int, scale: int) -> tuple[MP, MP]:
    """NS's and EW's match points for a line whose NS score earned ``doubled`` (see
    ``doubled_points``) among ``compared`` results: EW has what NS did not, 2(n - 1) - h."""
    most = 2 * (compared - 1)
    return normal(Fraction(doubled * scale, 2)), normal(Fraction((most - doubled) * scale, 2))


def line_figures(doubled: int, compared: int, full: int, scale: int) -> tuple[MP, MP, MP, MP]:
    """A table's own score's figures on a board of ``compared`` results in a field of
    ``full``: NS's and EW's match points that count (factored with Neuberg's formula when the
    board was played fewer times than the field), then the two among the results compared
    (``plain_figures``)."""
    ns_raw, ew_raw = plain_figures(doubled, compared, scale)
    if compared == full:
        return ns_raw, ew_raw, ns_raw, ew_raw
    return (
        neuberg(ns_raw, compared, full, scale),
        neuberg(ew_raw, compared, full, scale),
        ns_raw,
        ew_raw,
    )


def factored_note(compared: int, full: int) -> Said:
    """What a line of a board factored up to the field says of it."""
    return Said(
        "factored (Neuberg): %(count)s results compared, scaled to a field of %(full)s",
        count=compared,
        full=full,
    )


def short_top(rules: Rules, compared: int) -> int | None:
    """The top a short board's lines show (``own_top``), when the rules show them on their
    own top: that of its ``compared`` results."""
    return (compared - 1) * rules.scale if rules.short_lines == "own-top" else None


def neuberg(mp: MP, compared: int, full: int, scale: int = 1) -> MP:
    """Neuberg's factoring of ``mp`` earned among ``compared`` results up to a field of ``full``:
    (MP + s/2) × N/n − s/2, s the scale (the familiar (MP + ½) N/n − ½ on scale 1)."""
    return normal(Fraction(scale * ((Fraction(2 * mp, scale) + 1) * full - compared), 2 * compared))


# A whole field, line by line -----------------------------------------------------------------


def score_matchpoint_lines(
    results: Sequence[Result],
    rules: Rules,
    fields: Mapping[str, str] | None,
    full_count: int | None,
    overplayed: bool = False,
) -> PairsReport:
    """Every board line by line: rulings, short and fouled boards, sit-outs, and errors.

    The order of work: every board's comparisons (``score_group``), then the artificial
    scores, which may need the pairs' session percentages (``score_artificial``), and the
    procedural penalties (``apply_penalties``), then the standings.  ``full_count`` and
    ``overplayed`` as ``score_matchpoints`` takes them.
    """
    run, tops = _scored_run(results, rules, full_count, overplayed)
    standings = _standings(run.acc, fields, rules.sitout_totals == "factored")
    lines = run.lines
    assert _all_scored(lines)  # each line is compared, artificial or not played
    return PairsReport(tuple(lines), standings, tops, rules.scale, rules.factor, run.full, rules)


def _scored_run(
    results: Sequence[Result], rules: Rules, full_count: int | None, overplayed: bool = False
) -> tuple[BoardRun, dict[int, int]]:
    """Every line of ``results`` scored (``score_matchpoint_lines``' order of work up to the
    standings), and each tray's top."""
    by_tray = _by_tray(results, [r.tray for r in results])
    ns, ew = [r.ns for r in results], [r.ew for r in results]
    _check(results, by_tray, ns, ew, overplayed)
    biggest = max((sum(map(len, g.values())) for g in by_tray.values()), default=0)
    if full_count is not None and full_count < biggest:
        raise ValueError(
            Said(
                "full_count %(full_count)s is below the %(biggest)s results on one tray",
                full_count=full_count,
                biggest=biggest,
            )
        )
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
    return run, tops


def _compared_count(results: Sequence[Result], idxs: list[int]) -> int:
    """The results of a group compared with one another (table, assigned or weighted)."""
    return sum(
        1
        for i in idxs
        if results[i].score is not None
        or results[i].plain_score is not None
        or results[i].distributed
    )


def _check(
    results: Sequence[Result],
    by_tray: dict[int, dict[str, list[int]]],
    ns: list[str],
    ew: list[str],
    overplayed: bool = False,
) -> None:
    """Refuse revokes (not match-pointed) and an entrant with two results on one tray (memory
    duplicate's ``overplayed`` tray: one in each direction)."""
    if any([r.revokes_ns or r.revokes_ew for r in results]):
        i = next(i for i, r in enumerate(results) if r.revokes_ns or r.revokes_ew)
        raise ValueError(
            Said(
                "result %(value)s: revokes are scored with trick totals (Law X, pair contests), "
                "not match points",
                value=i + 1,
            )
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
                    raise ValueError(
                        Said(
                            "result %(value)s: %(who)s has two results on tray %(tray)s",
                            value=i + 1,
                            who=repr(who),
                            tray=tray,
                        )
                    )
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


# One board ----------------------------------------------------------------------------------


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
    lines: list[ScoredLine | None]  # each line as scored, None until then
    acc: Accumulator = field(default_factory=Accumulator)
    artificial: list[Queued] = field(default_factory=list)  # scored last
    ns: list[str] = field(default_factory=list)  # each line's NS and EW entrants, when read
    ew: list[str] = field(default_factory=list)  # once for the whole field


def score_group(
    run: BoardRun, idxs: list[int], name: str, group_count: int, largest_other: int = 0
) -> int:
    """Score one group's compared results now; queue its artificial lines; return its top.

    ``largest_other`` is the most results compared in any other group of the tray (for the
    rules that give a small group of a fouled tray fixed shares, ``fixed_shares_apply``)."""
    results, scale = run.results, run.rules.scale
    spread: list[int]
    artificial: list[int]
    if None not in [results[i].score for i in idxs]:  # the common board: table scores only
        compared, spread, artificial = idxs, [], []
    else:
        compared, spread, artificial = _sort_out(results, idxs)
    n = len(compared) + len(spread)
    full = run.full if run.full is not None else (n or sum(1 for i in idxs if results[i].played))
    top = max(full - 1, 0) * scale
    fouled = (
        Said("fouled %(tray)s, group %(name)s: scored within the group", tray=TRAY, name=name)
        if group_count > 1
        else None
    )
    note: str | Said = fouled or ""
    own_top = None
    if n and n != full:
        why = factored_note(n, full)
        note = Said("%(fouled)s; %(factored)s", fouled=fouled, factored=why) if fouled else why
        if group_count == 1 and not artificial:  # a short board
            own_top = short_top(run.rules, n)
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


def _sort_out(results: Sequence[Result], idxs: list[int]) -> tuple[list[int], list[int], list[int]]:
    """The group's lines compared on one score, those with shares (weighted or split) and the
    artificial ones; NP lines are in none."""
    compared: list[int] = []
    spread: list[int] = []
    artificial: list[int] = []
    for i in idxs:
        r = results[i]
        if r.score is not None or r.plain_score is not None:
            compared.append(i)
        elif r.distributed:
            spread.append(i)
        elif r.artificial:
            artificial.append(i)
    return compared, spread, artificial


def _score_plain(
    run: BoardRun,
    real: list[int],
    n: int,
    full: int,
    top: int,
    note: str | Said,
    own_top: int | None,
) -> None:
    results, scale, acc = run.results, run.rules.scale, run.acc
    scores: list[Score | None] = [results[i].score for i in real]
    if None in scores:  # an assigned score among them
        scores = [results[i].plain_score for i in real]
    assert _all_known(scores)  # each line compared has its own score or an assigned one
    compared = tuple(sorted(scores))
    most = 2 * (n - 1)
    factored = n != full
    table: dict[Score, Figures] = {}
    for score, h in doubled_points(scores).items():
        table[score] = (*line_figures(h, n, full, scale), h * scale, (most - h) * scale)
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
            adj = r.adjustment
            assert adj is not None
            said = str(Said("assigned score %(score)s", score=score_text(adj.ns_parts[0])))
            detail = LineDetail(ns=said, ew=said)
        lines_i = (r, ns_mp, ew_mp, top, ns_raw, ew_raw, compared, n, full, note, own_top, detail)
        run.lines[i] = new_line(ScoredLine, lines_i)


def _add_plain(
    run: BoardRun,
    real: list[int],
    scores: list[Score],
    table: dict[Score, Figures],
    top: int,
    shared: Shared,
) -> None:
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


def _score_spread(
    run: BoardRun, members: list[int], n: int, full: int, top: int, note: str | Said
) -> None:
    """A group with weighted or split scores: every side compared share by share."""
    results, scale = run.results, run.rules.scale
    plain = tuple(sorted(s for i in members if (s := results[i].plain_score) is not None))
    raw: dict[str, dict[int, Fraction]] = {}
    words: dict[str, dict[int, str]] = {}
    for side in ("NS", "EW"):
        raw[side], words[side] = _side_points(results, members, side, scale, n)
    for i in members:
        r = results[i]
        figures: dict[str, tuple[MP, MP]] = {}
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


def _side_points(
    results: Sequence[Result], members: list[int], side: str, scale: int, n: int
) -> tuple[dict[int, Fraction], dict[int, str]]:
    """Each member's match points for ``side`` among the group, and the words for them."""
    weights: dict[Score, Fraction] = defaultdict(Fraction)
    for i in members:
        for part in results[i].parts(side):
            weights[_known(part[1])] += Fraction(part[0])
    below: dict[Score, Fraction] = {}
    total = Fraction(0)
    for score in sorted(weights):
        below[score] = total
        total += weights[score]
    mine = side == "NS"
    raw: dict[int, Fraction] = {}
    words: dict[int, str] = {}
    others = n - 1
    for i in members:
        parts = [(w, _known(score), text) for w, score, text in results[i].parts(side)]
        pieces: list[Piece] = []
        got = Fraction(0)
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


# One result of a side's weighted or split score: its share, text, NS score and match points.
Piece = tuple[Fraction, str, Score, MP]


def _spread_words(r: Result, side: str, pieces: list[Piece], got: MP, most: int) -> str:
    """The side's working on a board with weighted or split scores, one result at a time."""
    if len(pieces) == 1:
        _weight, text, score, _points = pieces[0]
        adj = r.adjustment
        values = {"score": score_text((1, score, text)), "got": figure(got), "most": most}
        if adj is None:
            said = Said(
                "table score %(score)s against the other results, a weighted or split one "
                "counted by its shares: %(got)s of %(most)s",
                **values,
            )
        elif adj.ns_parts != adj.ew_parts:
            said = Said(
                "split score, %(side)s's result %(score)s against the other results, a "
                "weighted or split one counted by its shares: %(got)s of %(most)s",
                side=side,
                **values,
            )
        else:
            said = Said(
                "assigned score %(score)s against the other results, a weighted or split one "
                "counted by its shares: %(got)s of %(most)s",
                **values,
            )
        return str(said)
    each = "; ".join(
        str(
            Said(
                "%(share)s%% of %(score)s: %(got)s of %(most)s",
                share=figure(w * 100),
                score=score_text((w, s, t)),
                got=figure(p),
                most=most,
            )
        )
        for w, t, s, p in pieces
    )
    adj = r.adjustment
    assert adj is not None  # several results on a side: a weighted ruling
    if adj.ns_parts == adj.ew_parts:
        said = Said(
            "weighted score, each result against the others: %(each)s; together %(got)s of "
            "%(most)s",
            each=each,
            got=figure(got),
            most=most,
        )
    else:
        said = Said(
            "split score, %(side)s's weighted result, each result against the others: "
            "%(each)s; together %(got)s of %(most)s",
            side=side,
            each=each,
            got=figure(got),
            most=most,
        )
    return str(said)


# A fouled board's small groups: ACBLscore's fixed shares -------------------------------------
#
# The ACBLscore manual ("Fouled/Adjusted board formula", web2.acbl.org/acblscore/manual/92.htm):
# Neuberg's formula "is used only when there are four or more scores within the same comparison
# group", and on a group of three "when it is the larger group (e.g., a board is played five
# times, three times fouled and twice unfouled).  Otherwise the scores in a group of three are
# awarded matchpoint scores of 70%, 60% and 50% of top.  In groups of two, the better score
# receives 65% of the matchpoints and the worse receives 55% of the matchpoints.  A single score
# is awarded 60% of top for each direction."  Equal scores share the shares of the places they
# tie for (the ASE Scorer's help, which applies the ACBL Bulletin's rules of June 1991: "Equal
# scores share arbitrary scores").  Each direction is ranked on its own: East-West's best is the
# lowest North-South score, so both sides of a table can be above average.

# The shares of the top by place in the group, best first.
SHARES = {1: (60,), 2: (65, 55), 3: (70, 60, 50)}


def fixed_shares_apply(rules: Rules, n: int, groups: int, largest_other: int) -> bool:
    """Whether a group of ``n`` compared results takes the fixed shares: a fouled tray (more
    than one group), factoring on, and a group of one or two, or of three that is not the
    larger group."""
    if rules.small_groups != "fixed" or not rules.factor or groups < 2 or not n:
        return False
    return n <= 2 or (n == 3 and largest_other >= 3)


def score_fixed_shares(
    run: BoardRun, members: list[int], n: int, full: int, top: int, note: str | Said
) -> None:
    """Give each side of the group's results its fixed share of the full top."""
    results = run.results
    scores = [_known(results[i].plain_score) for i in members]
    compared = tuple(sorted(scores))
    shares = SHARES[n]
    group = results[members[0]].group
    lead = (
        Said("fouled %(tray)s, group %(group)s", tray=TRAY, group=group)
        if group
        else Said("fouled %(tray)s, the board's own cards", tray=TRAY)
    )
    each = [f"{s}%" for s in shares]
    listed: str | Said = (
        Said("%(first)s and %(last)s", first=", ".join(each[:-1]), last=each[-1])
        if len(each) > 1
        else each[0]
    )
    for i, score in zip(members, scores, strict=True):
        r = results[i]
        figures: dict[str, MP] = {}
        words: dict[str, str] = {}
        for side in ("NS", "EW"):
            better = sum(1 for s in scores if (s > score if side == "NS" else s < score))
            tied = sum(1 for s in scores if s == score)
            pct = Fraction(sum(shares[better : better + tied]), tied)
            figures[side] = normal(Fraction(top) * pct / 100)
            place = Said("tied %(place)s", place=better + 1) if tied > 1 else str(better + 1)
            said = {
                "lead": lead,
                "shares": listed,
                "side": side,
                "place": place,
                "pct": figure(pct),
                "top": top,
                "mp": figure(figures[side]),
            }
            words[side] = str(
                Said(
                    "%(lead)s: %(count)s results with these cards, too few to compare, so fixed "
                    "shares (%(shares)s of the top, ACBLscore); %(side)s %(place)s of %(count)s: "
                    "%(pct)s%% of the top %(top)s = %(mp)s",
                    count=n,
                    **said,
                )
                if n > 1
                else Said(
                    "%(lead)s: one result with these cards, too few to compare, so a fixed "
                    "share (%(shares)s of the top, ACBLscore); %(side)s %(place)s of 1: "
                    "%(pct)s%% of the top %(top)s = %(mp)s",
                    **said,
                )
            )
        detail = LineDetail(ns=words["NS"], ew=words["EW"])
        run.lines[i] = ScoredLine(
            r, figures["NS"], figures["EW"], top, None, None, compared, n, full, note, None, detail
        )
        for who, mp in ((r.ns, figures["NS"]), (r.ew, figures["EW"])):
            run.acc.add(who, mp)
            run.acc.play(who, top)


# Artificial scores and procedural penalties, after every board is compared -------------------
#
# An artificial score is a share of the board's full top (Law 12C2), never compared with the
# real results (they are factored without it).  Under session rules a named average-plus is the
# better of 60% and the pair's percentage on the boards it played with a result, average-minus
# the worse of 40% and that percentage (WBFLC minutes 1998-08-30 #1, as the EBU's White Book
# gives them), so the session figures are taken once every board's comparisons are in and
# before any artificial score or penalty is added.  A procedural penalty (Law 90) comes off the
# offending side's match points on the board and goes to nobody else.


def score_artificial(run: BoardRun) -> None:
    """Every queued artificial line, at the share the rules give each side."""
    session: dict[str, Fraction | None] = {}
    if run.rules.averages == "session":
        for i, *_ in run.artificial:
            r = run.results[i]
            for who in (r.ns, r.ew):
                session.setdefault(who, run.acc.percentage(who))
    for i, top, n, full, _note in run.artificial:
        r = run.results[i]
        adj = r.adjustment
        assert adj is not None  # an artificial score is a ruling
        figures: dict[str, MP] = {}
        words: dict[str, str] = {}
        for side, who in zip(SIDES, (r.ns, r.ew), strict=True):
            pct, words[side] = share(adj, side, session.get(who), run.rules.averages)
            figures[side] = normal(Fraction(top) * pct / 100)
            words[side] = str(
                Said(
                    "%(share)s: %(percent)s%% of the top %(top)s = %(figure)s",
                    share=words[side],
                    percent=figure(pct),
                    top=top,
                    figure=figure(figures[side]),
                )
            )
        said = str(
            Said(
                "artificial score %(code)s: NS %(ns)s%%, EW %(ew)s%% of top %(top)s",
                code=adj.main_code(),
                ns=figure(adj.ns_percent),
                ew=figure(adj.ew_percent),
                top=top,
            )
        )
        if adj.reason:
            said = f"{said} ({adj.reason})"
        detail = LineDetail(ns=words["NS"], ew=words["EW"])
        run.lines[i] = ScoredLine(
            r, figures["NS"], figures["EW"], top, None, None, (), n, full, said, None, detail
        )
        for side, who in zip(SIDES, (r.ns, r.ew), strict=True):
            run.acc.add(who, figures[side])
            run.acc.play(who, top)


# The named averages as a working says them (``adjustments.NAMES``).
_NAMED_WORDS = {"+": Said("average-plus"), "=": Said("average"), "-": Said("average-minus")}


def share(
    adj: Adjustment, side: str, session: Fraction | None, averages: str
) -> tuple[Fraction, str]:
    """The side's share of the top in percent, and the words that lead to it (the caller
    adds ": 60% of the top 10 = 6")."""
    named = adj.named(side)
    if not named:
        percent = adj.percent(side)
        assert percent is not None  # an artificial score carries both sides' percentages
        return Fraction(Decimal(percent)), str(Said("fixed share (%(code)s)", code=adj.main_code()))
    _english, fixed = NAMES[named]
    word = str(_NAMED_WORDS[named])
    if named == "=" or averages != "session":
        return Fraction(fixed), word
    if session is None:
        return Fraction(fixed), str(Said("%(word)s (no other board of the pair scored)", word=word))
    above = named == "+"
    if (session > fixed) if above else (session < fixed):
        if above:
            said = Said(
                "%(word)s, the pair's session percentage (above %(fixed)s%%)",
                word=word,
                fixed=fixed,
            )
        else:
            said = Said(
                "%(word)s, the pair's session percentage (below %(fixed)s%%)",
                word=word,
                fixed=fixed,
            )
        return session, str(said)
    if above:
        said = Said(
            "%(word)s (the pair's session %(session)s%% is not above %(fixed)s%%)",
            word=word,
            session=figure(session),
            fixed=fixed,
        )
    else:
        said = Said(
            "%(word)s (the pair's session %(session)s%% is not below %(fixed)s%%)",
            word=word,
            session=figure(session),
            fixed=fixed,
        )
    return Fraction(fixed), str(said)


def apply_penalties(run: BoardRun) -> None:
    """Take each procedural penalty off its side's match points on the board."""
    for i, r in enumerate(run.results):
        adj = r.adjustment
        if adj is None or not adj.penalties:
            continue
        line = run.lines[i]
        assert line is not None  # a line with a penalty has a score: it was compared
        taken = {side: penalty_points(adj, side, line.top) for side in SIDES}
        ns_mp = None if line.ns_mp is None else normal(Fraction(line.ns_mp) - taken["NS"][0])
        ew_mp = None if line.ew_mp is None else normal(Fraction(line.ew_mp) - taken["EW"][0])
        old = line.detail or LineDetail()
        detail = LineDetail(
            ns=old.ns,
            ew=old.ew,
            ns_penalty=taken["NS"][0],
            ew_penalty=taken["EW"][0],
        )
        run.lines[i] = line._replace(ns_mp=ns_mp, ew_mp=ew_mp, own_top=None, detail=detail)
        for side, who in zip(SIDES, (r.ns, r.ew), strict=True):
            if taken[side][0]:
                run.acc.add(who, -taken[side][0])


def penalty_points(adj: Adjustment, side: str, top: int) -> tuple[MP, str]:
    """The match points a side's procedural penalties take off, and the words for them."""
    total, said = Fraction(0), []
    for p in adj.penalty(side):
        if p.percent:
            points = Fraction(top) * p.amount / 100
            said.append(f"{figure(p.amount)}% of the top {top} = {figure(points)}")
        else:
            points = p.amount
            said.append(f"{figure(points)} match points")
        total += points
    return normal(total), "; ".join(said)


# Totals, percentages and places ---------------------------------------------------------------


def _standings(
    acc: Accumulator, fields: Mapping[str, str] | None, scaled: bool
) -> tuple[Standing, ...]:
    """Totals, percentages and places; an entrant with no tray scored is listed unplaced."""
    entrants = acc.all_entrants()
    if fields is not None:
        missing = [e for e in entrants if e not in fields]
        if missing:
            raise ValueError(
                Said("no field given for %(value)s", value=", ".join(map(repr, missing)))
            )
    # A total is scaled to the largest maximum of the entrant's own field: a two-winner
    # Mitchell's North-South pairs may all play fewer boards than East-West, and each
    # direction is a field of its own (Compscore factors a pair to its direction's count).
    best_of: dict[str, int] = {}
    for who in entrants:
        field = fields[who] if fields is not None else ""
        best_of[field] = max(best_of.get(field, 0), acc.maximum.get(who, 0))
    played = [who for who in entrants if acc.maximum.get(who)]
    one_maximum = len({acc.maximum[w] for w in played}) <= 1
    totals: dict[str, Fraction] = {}
    keys: list[tuple[str, Fraction | int]] = []
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
