"""Balance statistics: how fairly a pairs movement compares every pair with every other.

Two pairs are compared on a tray when both play it: in the same direction their results are
measured against each other (+1), in opposite directions each one's good result is the
other's bad one (-1), and head to head the result at their own table swings the whole
matchpoint difference (+(t-1), half a top, where t is the number of times the tray is played).
The competition Mp(A, B) sums those over the trays.  A movement is perfectly balanced when
Mp is the same for every two pairs; the standard deviation of Mp over all unordered pairs of
pairs (population SD, per tray) is the figure published by Moore and by bridgescorer, and
reproduces their values (5- and 7-table Howells 3.58 and 3.70; 7-table Mitchell 3.49 without
and 1.05 with one arrow-switched round).

Everything runs on integer indices into flat lists: a 60-pair Howell is a few hundred
thousand additions.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cached_property

from movements.types import Movement

Matrix = tuple[tuple[int, ...], ...]

#: Numbers of pairs (up to 60) whose complete Howell of whole sets, nothing shared, is known
#: perfectly balanced: the catalogue generates one (tests/movements/test_howell_claims.py
#: measures every size).  Even counts come from Hwang's BRS(q+1) for prime powers q = 3 mod 4
#: and Schellenberg's doubling, or from strong starters found by search; odd counts from
#: balanced strong starters (complete balanced Howell rotations).  Four pairs share each
#: round's set and are balanced too.  36 and 52 pairs are the even counts with an even number
#: of tables for which no balanced Howell is known here.
KNOWN_BALANCED_PAIRS: frozenset[int] = frozenset(
    {4, 7, 8, 11, 12, 13, 16, 19, 20, 23, 24, 27, 28, 29, 31, 32, 37, 40, 41, 43, 44, 47, 48}
    | {53, 56, 59, 60}
)
#: Five and six pairs (three tables) are perfectly balanced with split sets: two half-sets a
#: round, so an even number of trays a round (``movements.howell_small``).
SPLIT_BALANCED_PAIRS: frozenset[int] = frozenset({5, 6})


def balanced_howell_known(pairs: int, boards_per_round: int) -> bool:
    """Whether a perfectly balanced complete Howell is known for this field and trays a round."""
    if pairs in SPLIT_BALANCED_PAIRS:
        return boards_per_round % 2 == 0
    return pairs in KNOWN_BALANCED_PAIRS


def balance_impossible(pairs: int, *, whole_sets: bool, shared: bool) -> bool:
    """Whether theory rules out a perfectly balanced complete Howell of this kind: an even
    number of pairs at an odd number of tables, whole sets and nothing shared (the direction
    vectors would form a Hadamard matrix of order 2T, which needs 4 | 2T)."""
    return pairs % 2 == 0 and (pairs // 2) % 2 == 1 and whole_sets and not shared


@dataclass(frozen=True)
class Stats:
    """Mean, population standard deviation, minimum and maximum of a set of values."""

    mean: float
    sd: float
    minimum: float
    maximum: float
    count: int

    @classmethod
    def of(cls, values: Sequence[int]) -> Stats:
        if not values:
            return cls(0.0, 0.0, 0.0, 0.0, 0)
        n = len(values)
        mean = sum(values) / n
        var = sum((v - mean) ** 2 for v in values) / n
        return cls(mean, math.sqrt(max(var, 0.0)), min(values), max(values), n)

    def as_dict(self) -> dict[str, float]:
        return {
            "mean": round(self.mean, 4),
            "sd": round(self.sd, 4),
            "min": self.minimum,
            "max": self.maximum,
            "pairs_of_entrants": self.count,
        }


class Balance:
    """Comparison matrices (entrant order as ``entrants``) and the competition statistic.

    ``fields`` are the groups of entrants that are ever compared with each other (two for a
    two-winner Mitchell, one for a Howell or an arrow-switched Mitchell); ``field_stats`` is
    the competition statistic inside each field and ``stats`` over all entrants as one field.
    The matrices are built on first use: the statistic alone needs none of them.
    """

    def __init__(self, entrants: Sequence[str], flats: dict[str, list[int]]) -> None:
        self.entrants = tuple(entrants)
        self._n = n = len(self.entrants)
        self._flat = flats
        same, opp, bonus = flats["same"], flats["opposite"], flats["bonus"]
        mp = [0] * (n * n)
        for i in range(n):
            row = i * n
            for j in range(i + 1, n):
                ij, ji = row + j, j * n + i
                v = same[ij] + same[ji] - opp[ij] - opp[ji] + bonus[ij] + bonus[ji]
                mp[ij] = mp[ji] = v
        self._mp = mp
        self.stats = Stats.of([mp[i * n + j] for i in range(n) for j in range(i + 1, n)])
        groups = _fields(same, n)
        self.fields = tuple(tuple(self.entrants[i] for i in g) for g in groups)
        self.field_stats = tuple(
            Stats.of([mp[i * n + j] for x, i in enumerate(g) for j in g[x + 1 :]]) for g in groups
        )

    def mp(self, a: str, b: str) -> int:
        return self._mp[self.entrants.index(a) * self._n + self.entrants.index(b)]

    @property
    def sd(self) -> float:
        """The figure a director reads: SD within the fields a ranking is made in."""
        if len(self.fields) > 1:
            return max(s.sd for s in self.field_stats)
        return self.stats.sd

    @cached_property
    def same(self) -> Matrix:
        return _square(self._flat["same"], self._n)

    @cached_property
    def competition(self) -> Matrix:
        n, mp = self._n, self._mp
        return tuple(tuple(mp[i * n : i * n + n]) for i in range(n))


def _square(flat: list[int], n: int) -> Matrix:
    """Symmetrise an accumulator indexed ``a*n+b`` (either order) into a full matrix."""
    return tuple(
        tuple(0 if i == j else flat[i * n + j] + flat[j * n + i] for j in range(n))
        for i in range(n)
    )


def _fields(same: list[int], n: int) -> list[list[int]]:
    parent = list(range(n))

    def find(x: int) -> int:
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    for i in range(n):
        for j in range(i + 1, n):
            if same[i * n + j] or same[j * n + i]:
                parent[find(i)] = find(j)
    groups: dict[int, list[int]] = {}
    for i in range(n):
        groups.setdefault(find(i), []).append(i)
    return sorted(groups.values())


def competition(
    entrants: Sequence[str], tray_plays: Iterable[Sequence[tuple[int, int]]]
) -> Balance:
    """Balance of a pairs movement.

    ``tray_plays`` gives, for every tray, the (NS index, EW index) of each table that plays
    it.  Trays played by the same tables in the same way (the trays of one set, usually) are
    counted once and weighted.
    """
    n = len(entrants)
    same = [0] * (n * n)
    opp = [0] * (n * n)
    bonus = [0] * (n * n)
    for plays, w in Counter(tuple(p) for p in tray_plays).items():
        t = len(plays)
        for k, (n1, e1) in enumerate(plays):
            bonus[n1 * n + e1] += w * (t - 1)
            a, b = n1 * n, e1 * n
            for n2, e2 in plays[k + 1 :]:
                same[a + n2] += w
                same[b + e2] += w
                opp[a + e2] += w
                opp[b + n2] += w
    return Balance(entrants, {"same": same, "opposite": opp, "bonus": bonus})


def movement_balance(movement: Movement) -> Balance:
    """Balance of a pairs movement, tray by tray (split rounds and shared trays included)."""
    index = {e: i for i, e in enumerate(movement.entrants)}
    plays: dict[int, list[tuple[int, int]]] = {}
    for s in movement.seatings():
        if s.is_sit_out or s.tray_set is None or s.ns is None or s.ew is None:
            continue
        for tray in movement.trays_at(s):
            plays.setdefault(tray, []).append((index[s.ns], index[s.ew]))
    return competition(movement.entrants, plays.values())


def individual_matrices(
    n: int, tables: Iterable[tuple[int, int, int, int]]
) -> tuple[Matrix, Matrix]:
    """Partner and opponent counts (per seating) for individuals seated N, E, S, W."""
    part = [0] * (n * n)
    opp = [0] * (n * n)
    for north, east, south, west in tables:
        part[north * n + south] += 1
        part[east * n + west] += 1
        for a in (north, south):
            opp[a * n + east] += 1
            opp[a * n + west] += 1
    return _square(part, n), _square(opp, n)
