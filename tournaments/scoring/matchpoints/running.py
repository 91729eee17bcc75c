"""Running match points as columns (numpy): every entrant's percentage after each round at once.

The standings' running chart shows each pair's percentage as the standings stood after round
1, 2, ..., r, each prefix of the evening scored on the standings' own field size N (the most
results on any tray), so that a tray played only a few times by then carries the same top as
the others.  Scoring every prefix afresh costs a whole scoring of the field a round; here every
prefix is worked out in one pass over the results, in whole numbers.

For a line i on a tray, and a prefix k (the results of rounds up to the k-th), with n the
results of the tray by then and h the line's NS match points on scale 1, doubled:

    h = 2 * (results of the tray by then below it) + (those equal to it, itself included) - 1

Both counts come from one table a tray of (score, round): counts summed over the rounds, then
over the scores below.  A line of a tray played n = N times by then has s h / 2 match points
(s the scale) and EW s (2 (n - 1) - h) / 2; one of a tray played n < N times is factored up
with Neuberg's formula, (MP + s/2) N/n - s/2, which over 2n is s ((h + 1) N - n), so every
figure is a whole number over 2d (d = n when factored, 1 when not: ``rule.neuberg``).  Without
factoring a tray is scored on its own top, (n - 1) s, as the line-by-line rule does.  Each
prefix's totals are brought to one denominator 2L (L the least common multiple of its d) and
summed per entrant as integers (numpy's while they fit in 62 bits, Python's past that: a
prefix whose trays were played every number of times up to 40 has an L of 16 digits); an
entrant's percentage is its total over the sum of the tops of the trays it played, the exact
Fraction the standings print.

Worked by hand: tray 1 played at round 1 (NS pair a scores 3 against b) and round 2 (c scores
5 against d), tray 2 at round 2 only (a scores 4 against c), factored on N = 2, scale 1 (top
1).  After round 1: tray 1 has n = 1, a's h = 0, Neuberg (0 + 1/2) 2/1 - 1/2 = 1/2 for a and
for b: 50% each.  After round 2: tray 1 has n = 2, a's 3 is below c's 5 so a 0, b 1, c 1,
d 0; tray 2 has n = 1, a and c 1/2 each.  a: 1/2 of 2 = 25%; b: 1 of 1 = 100%; c: 3/2 of 2
= 75%; d: 0%.

What is done here and what is not: table scores only (whole numbers, every line compared),
each entrant at most once on a tray (once a direction in memory duplicate), every line with
its round.  A ruling (an assigned, weighted, split or artificial score, a procedural penalty),
a fouled tray's groups or a revoke return None, and the caller scores each prefix with
``score_matchpoints``: an artificial score takes a share of the top that may depend on the
pair's session percentage by then, weighted and split scores are compared share by share, a
fouled tray's small groups take fixed shares, and those are worked line by line in ``rule``
with the words each line prints.  tests/scoring/test_running_matchpoints.py holds this module
equal to ``score_matchpoints`` of every prefix on random fields.
"""

from __future__ import annotations

import hashlib
import math
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from operator import attrgetter
from typing import TYPE_CHECKING, NamedTuple

from tournaments import lazy

from ..field_columns import entrant_codes
from ..rules import Rules
from ..types import Result, table_scores_only

if TYPE_CHECKING:
    import numpy as np
else:  # numpy is imported when a field is first scored
    np = lazy.module("numpy")

__all__ = [
    "RunningField",
    "RunningPercentages",
    "running_field",
    "running_percentages",
]

_TRAY, _SCORE, _ROUND = attrgetter("tray"), attrgetter("score"), attrgetter("round")
# Exact integers only while they fit: numpy's int64, with room to spare for the sums.
_ROOM = 1 << 62
# The least common multiple of 1..42 fits in 63 bits: past that, Python's integers.
_LCM_FITS = 42


def running_percentages(
    results: Sequence[Result],
    rules: Rules,
    full_count: int | None,
    overplayed: bool = False,
    members: str = "",
) -> RunningPercentages | None:
    """Each entrant's percentage after each round that has results, as ``score_matchpoints``
    of the results up to that round with ``full_count`` gives it; None when the field is not
    one this module scores (see the module), and the caller scores each prefix.

    ``members``: the mark that joins the players of a side (an individual's "3&7"): then
    each player's percentage, its sides' match points over the tops of the trays it played."""
    field = running_field(results, overplayed)
    return None if field is None else field.percentages(rules, full_count, members)


@dataclass(frozen=True)
class RunningField:
    """A field of table scores as columns, one row a result: tray, NS and EW entrant (indexes
    into ``names``), NS score and round."""

    names: list[str]
    trays: np.ndarray
    ns: np.ndarray
    ew: np.ndarray
    scores: np.ndarray
    rounds: np.ndarray

    def digest(self) -> str:
        """A digest of everything the running figures are worked out from (BLAKE2b): two
        fields with one digest have the same figures."""
        made = hashlib.blake2b(digest_size=20)
        made.update("\x1f".join(self.names).encode())
        for column in (self.trays, self.ns, self.ew, self.scores, self.rounds):
            made.update(b"\x1e")
            made.update(np.ascontiguousarray(column, np.int64).tobytes())
        return made.hexdigest()

    def percentages(
        self, rules: Rules, full_count: int | None, members: str = "", first: int = 0
    ) -> RunningPercentages | None:
        """``running_percentages`` of the field; ``first``: only the rounds from the
        ``first``-th that has results (counted from 0) on, the earlier ones left out."""
        return _percentages(self, rules, full_count, members, first)

    def prefix_digests(self) -> list[str]:
        """For each round that has results, in order, a digest (BLAKE2b) of the entrants'
        names and of the results up to that round, taken round by round: the percentages
        after a round are worked out from those alone (a later round's results change no
        earlier prefix), so two fields' prefixes with one digest and one setting have the
        same column of figures."""
        made = hashlib.blake2b(digest_size=20)
        made.update("\x1f".join(self.names).encode())
        order = np.argsort(self.rounds, kind="stable")
        rows = np.stack([self.trays, self.ns, self.ew, self.scores, self.rounds], axis=1)
        rows = np.ascontiguousarray(rows[order], np.int64)
        ends = np.flatnonzero(np.diff(self.rounds[order])) + 1
        out = []
        for chunk in np.split(rows, ends):
            made.update(b"\x1e")
            made.update(chunk.tobytes())
            out.append(made.hexdigest())
        return out


def running_field(results: Sequence[Result], overplayed: bool = False) -> RunningField | None:
    """The results as columns, or None when they are not a field this module scores: a
    ruling, a revoke or a fouled tray's group, a result without its round, an entrant twice
    on a tray (once a direction in memory duplicate: ``overplayed``)."""
    if not results or not table_scores_only(results):
        return None
    if any(r.round is None for r in results):
        return None
    size = len(results)
    try:
        trays = np.fromiter(map(_TRAY, results), np.int64, size)
        scores = np.fromiter(map(_SCORE, results), np.int64, size)
        rounds = np.fromiter(map(_ROUND, results), np.int64, size)
    except (OverflowError, TypeError, ValueError):
        return None
    names, ns, ew = entrant_codes(results)
    _, tray_of = np.unique(trays, return_inverse=True)
    if not _seated_once(tray_of, ns, ew, len(names), overplayed):
        return None  # the line-by-line rule says what is wrong
    return RunningField(names, trays, ns, ew, scores, rounds)


def _percentages(
    field: RunningField, rules: Rules, full_count: int | None, members: str, first: int = 0
) -> RunningPercentages | None:
    names, ns, ew = field.names, field.ns, field.ew
    tray_numbers, tray_of = np.unique(field.trays, return_inverse=True)
    scores, rounds = field.scores, field.rounds
    if full_count is not None and full_count < int(np.bincount(tray_of).max()):
        return None  # the rule refuses it, and says why
    round_numbers, round_of = np.unique(rounds, return_inverse=True)
    # the rounds from the ``first``-th alone: a line of an earlier round is counted as one of
    # that round's (it is in every later prefix), so every column is a later round's
    later = len(round_numbers) - first
    if first:
        round_of = np.maximum(round_of - first, 0)
    counts = _counts(tray_of, scores, round_of, len(tray_numbers), later)
    full = None
    if rules.factor:  # the field size given, else each prefix's largest
        full = np.full(later, full_count) if full_count else counts.on_tray.max(axis=0)
    if members:
        names, sides = _players(names, members)
        ns_of, ew_of = [side[ns] for side in sides], [side[ew] for side in sides]
    else:
        ns_of, ew_of = [ns], [ew]
    units, denominators, most = _totals(
        counts, round_of, ns_of, ew_of, len(names), rules.scale, full
    )
    if int(np.abs(units).max()) * 100 >= _ROOM:  # past numpy's integers: Python's
        units = units.astype(object)
    if int(denominators.max()) * int(most.max()) >= _ROOM:
        denominators, most = denominators.astype(object), most.astype(object)
    return RunningPercentages(
        tuple(round_numbers[first:].tolist()), names, units * 100, denominators * most
    )


def _players(sides: list[str], mark: str) -> tuple[list[str], list[np.ndarray]]:
    """Every player of the sides once, and for each place in a side (first player, second)
    each side's player there as an index (-1: the side has no player there)."""
    split = [side.split(mark) for side in sides]
    players: dict[str, int] = {}
    places = max(map(len, split))
    at = [np.full(len(sides), -1, np.int64) for _ in range(places)]
    for i, side in enumerate(split):
        for place, player in enumerate(side):
            at[place][i] = players.setdefault(player, len(players))
    return list(players), at


def _seated_once(
    tray_of: np.ndarray, ns: np.ndarray, ew: np.ndarray, entrants: int, overplayed: bool
) -> bool:
    """No entrant twice on a tray (in memory duplicate: not twice in one direction)."""
    if overplayed:
        seats = np.concatenate(((tray_of * entrants + ns) * 2, (tray_of * entrants + ew) * 2 + 1))
    else:
        seats = np.concatenate((tray_of * entrants + ns, tray_of * entrants + ew))
    return len(np.unique(seats)) == len(seats)


class _Counts(NamedTuple):
    """Where each line stands on its tray after each round, by the distinct (tray, score)
    values: ``h`` (values x rounds; meaningless before the value's first round), each
    line's value, each value's tray, and each tray's number of results by each round."""

    h: np.ndarray
    value_of: np.ndarray
    value_tray: np.ndarray
    on_tray: np.ndarray


def _counts(
    tray_of: np.ndarray, scores: np.ndarray, round_of: np.ndarray, trays: int, rounds: int
) -> _Counts:
    """Each (tray, score) value's h after each round and the number of results on each tray
    by then: every line of a value shares its h.

    The distinct (tray, score) values in order are the rows of a table whose columns are the
    rounds: a row's cell counts the lines of that score played by that round (a sum over the
    rounds); summed again down the rows it counts the lines of the tray at or below that
    score, from which a value reads those below it and those equal."""
    order = np.lexsort((scores, tray_of))
    t, s = tray_of[order], scores[order]
    new_value = np.ones(len(t), bool)
    new_value[1:] = (t[1:] != t[:-1]) | (s[1:] != s[:-1])
    value_of = np.empty(len(t), np.int64)
    value_of[order] = np.cumsum(new_value) - 1
    values = int(value_of[order[-1]]) + 1
    value_tray = t[new_value]
    grid = np.bincount(value_of * rounds + round_of, minlength=values * rounds)
    by_round = np.cumsum(grid.reshape(values, rounds), axis=1)
    # ``upto[v]``: lines of all values before v (every tray's); a tray's own by subtraction
    upto = np.zeros((values + 1, rounds), np.int64)
    np.cumsum(by_round, axis=0, out=upto[1:])
    tray_first = np.searchsorted(value_tray, np.arange(trays), "left")
    tray_end = np.searchsorted(value_tray, np.arange(trays), "right")
    on_tray = upto[tray_end] - upto[tray_first]  # trays x rounds
    below = upto[:values] - upto[tray_first[value_tray]]
    return _Counts(2 * below + by_round - 1, value_of, value_tray, on_tray)


def _totals(
    counts: _Counts,
    round_of: np.ndarray,
    ns: list[np.ndarray],
    ew: list[np.ndarray],
    entrants: int,
    scale: int,
    full: np.ndarray | None,
) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Each entrant's total after each round in units of 1 / (2 L) of that round (entrants x
    rounds), those denominators 2 L (a row: one a round), and each entrant's maximum (the
    tops of its trays).  ``ns`` and ``ew``: each line's side's members, an index array a
    member.  ``round_of``: each line's first column (0 for a line of an earlier round than
    the first column's).  ``full``: each prefix's field size N, None when not factored.

    On a tray in a round every line shares n, hence d, the factor up to 2 L and the top, so
    a line's units are a h + b (NS) or c - a h (EW) with a, b and c the tray's: worked out a
    tray a round, then a (tray, score) value a round, and only then spread to the lines."""
    h, value_of, value_tray, n = counts
    rounds = h.shape[1]
    if full is None:  # not factored: each tray on its own top
        d = np.ones_like(n)
        times, plus = d, np.zeros_like(n)
        top = (n - 1) * scale
    else:
        size = full[None, :]
        factored = (n != size) & (n > 0)
        d = np.where(factored, n, 1)
        times = np.where(factored, size, 1)
        plus = np.where(factored, size - n, 0)
        top = np.broadcast_to((size - 1) * scale, n.shape)
    # NS: scale ((h + 1) N - n) over 2 n factored, else scale h over 2; EW the same of
    # 2 (n - 1) - h, that is scale ((2 (n - 1) times + plus) - times h)
    ew_plus = 2 * (n - 1) * times + plus
    common = _common_multiples(d)
    up = common[None, :] // d
    played = np.zeros(entrants, np.int64)  # lines each entrant played
    for who in (*ns, *ew):
        played += np.bincount(who[who >= 0], minlength=entrants)
    widest = int(np.abs(h).max()) * int(times.max()) + int(np.abs(ew_plus).max())
    most_line = scale * widest * int(up.max())
    kind = np.int64 if most_line * int(played.max()) < _ROOM else object  # Python's integers
    up = up.astype(kind, copy=False) * scale
    slope = (times * up)[value_tray]
    across = slope * h.astype(kind, copy=False)
    ns_units = across + (plus * up)[value_tray]
    ew_units = (ew_plus * up)[value_tray] - across
    line_tray = value_tray[value_of] if full is None else None  # a line's own top
    columns = np.arange(rounds)
    units = np.zeros((entrants, rounds), kind)
    most = np.zeros((entrants, rounds), np.int64)
    for side, side_units in ((ns, ns_units), (ew, ew_units)):
        for who in side:  # each member of the side: an individual's two players
            by = _Members.of(who)
            if not len(by.order):
                continue
            counted = columns[None, :] >= round_of[by.order][:, None]  # in the prefix
            units[by.present] += by.summed(np.where(counted, side_units[value_of[by.order]], 0))
            if line_tray is not None:  # each line's own top
                tops = np.where(counted, top[line_tray[by.order]], 0)
                most[by.present] += by.summed(tops)
            else:  # every tray one top a prefix: the entrant's lines by then times it
                there = who >= 0
                lines = np.bincount(
                    who[there] * rounds + round_of[there], minlength=entrants * rounds
                )
                most += np.cumsum(lines.reshape(entrants, rounds), axis=1) * top[:1]
    return units, (2 * common)[None, :], most


def _common_multiples(d: np.ndarray) -> np.ndarray:
    """Each round's L, the least common multiple of its lines' d: numpy's integers while the
    counts are at most 42 (the multiple of 1..42 fits in 63 bits), else Python's."""
    if int(d.max()) <= _LCM_FITS:
        common: np.ndarray = np.lcm.reduce(d, axis=0)
        return common
    multiples = [math.lcm(*np.unique(d[:, k]).tolist()) for k in range(d.shape[1])]
    return np.array(multiples, object)


class _Members(NamedTuple):
    """A side's lines grouped by entrant (``who``, -1: nobody): the lines in entrant order,
    the entrants who have lines, and where each one's lines begin."""

    order: np.ndarray
    present: np.ndarray
    starts: np.ndarray

    @classmethod
    def of(cls, who: np.ndarray) -> _Members:
        order = np.flatnonzero(who >= 0)
        order = order[np.argsort(who[order], kind="stable")]
        sorted_who = who[order]
        first = np.ones(len(order), bool)
        first[1:] = sorted_who[1:] != sorted_who[:-1]
        starts = np.flatnonzero(first)
        return cls(order, sorted_who[starts], starts)

    def summed(self, values: np.ndarray) -> np.ndarray:
        """The rows of ``values`` (the lines of ``order``, in that order, x rounds) summed for
        each entrant of ``present``, in its own integers (numpy's or Python's), a run of rows
        an entrant."""
        return np.add.reduceat(values, self.starts, axis=0)


# One round's figures: its number, the entrants, their numerators and denominators.
Column = tuple[int, list[str], "np.ndarray", "np.ndarray"]


@dataclass(frozen=True)
class RunningPercentages:
    """Every entrant's percentage (or IMP pairs' shown total: ``imp_running``) after each
    round, as whole-number columns (entrants x rounds): ``numerators[e, k] / denominators[e, k]``, a denominator 0 where the entrant had
    no tray with a top by then (no percentage).  Read as exact Fractions (``of``), as floats
    for a picture, or rounded to hundredths as the standings print them, without making a
    Fraction a figure."""

    rounds: tuple[int, ...]
    names: list[str]
    numerators: np.ndarray
    denominators: np.ndarray

    def column(self, k: int) -> Column:
        """The ``k``-th round's number, the entrants and their figures after it."""
        return self.rounds[k], self.names, self.numerators[:, k], self.denominators[:, k]

    @classmethod
    def of_columns(cls, columns: Sequence[Column]) -> RunningPercentages:
        """The figures of ``columns`` (``column``'s of one field's rounds, in order) side by
        side, in Python's integers when any column is (one worked out beside larger
        figures)."""
        return cls(
            tuple(k for k, _names, _n, _d in columns),
            columns[0][1],
            np.stack([n for _k, _names, n, _d in columns], axis=1),
            np.stack([d for _k, _names, _n, d in columns], axis=1),
        )

    def row(self, name: str) -> int | None:
        """The entrant's row, None when it has played nothing."""
        index: dict[str, int] | None = self.__dict__.get("_index")
        if index is None:
            index = {who: i for i, who in enumerate(self.names)}
            object.__setattr__(self, "_index", index)
        return index.get(name)

    def of(self, name: str) -> tuple[Fraction | None, ...]:
        """The entrant's exact percentage after each round (None: none yet)."""
        i = self.row(name)
        if i is None:
            return (None,) * len(self.rounds)
        pairs = zip(self.numerators[i].tolist(), self.denominators[i].tolist(), strict=True)
        return tuple(Fraction(n, d) if d else None for n, d in pairs)

    def floats(self) -> np.ndarray:
        """Each percentage as the nearest float (NaN: none), as ``float`` of the Fraction
        gives it while both parts are exact in a float (below 2 ** 53)."""
        shown = self.denominators != 0
        exact = self.numerators.dtype != object and (
            int(np.abs(self.numerators).max()) < 1 << 53 and int(self.denominators.max()) < 1 << 53
        )
        if exact:
            out = np.full(self.numerators.shape, np.nan)
            np.divide(self.numerators, self.denominators, out=out, where=shown)
            return out
        out = np.full(self.numerators.shape, np.nan)
        for e, k in zip(*np.nonzero(shown), strict=True):
            out[e, k] = float(Fraction(int(self.numerators[e, k]), int(self.denominators[e, k])))
        return out

    def hundredths(self) -> tuple[np.ndarray, np.ndarray] | None:
        """Each percentage a hundred times, rounded half up (away from zero), and whether it
        is whole (a whole percentage prints without decimals); None when the figures are too
        large for numpy's integers (print them from ``of``)."""
        if self.numerators.dtype == object:
            return None
        n, d = self.numerators, self.denominators
        if int(np.abs(n).max()) * 200 >= _ROOM:
            return None
        shown = d != 0
        safe = np.where(shown, d, 1)
        whole, rest = np.divmod(np.abs(n) * 100, safe)
        whole = np.where(2 * rest >= safe, whole + 1, whole) * np.sign(n)
        return whole, shown & (n % safe == 0)
