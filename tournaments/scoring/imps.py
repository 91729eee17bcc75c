"""International match points: the IMP scale, cross-IMPs, Butler and WBF victory points.

IMPs compress a point difference so that one wild board cannot decide a match; victory
points compress a match's IMP margin so that one rout cannot decide an event.  All figures
here are exact (ints, Fractions, Decimals): rounding happens once, where the rules say.
"""

from __future__ import annotations

import math
from bisect import bisect_left, bisect_right
from collections.abc import Sequence
from dataclasses import dataclass
from decimal import Decimal
from fractions import Fraction
from functools import lru_cache

from said import Said

__all__ = [
    "IMP_SCALE",
    "imps",
    "cross_imps",
    "cross_imps_averaged",
    "WeightedScores",
    "ButlerResult",
    "butler",
    "butler_datum",
    "vp_table",
    "victory_points",
]

# Lowest point difference for each IMP, 1..24 (WBF scale; 0-10 is 0 IMPs).
IMP_SCALE = (
    20, 50, 90, 130, 170, 220, 270, 320, 370, 430, 500, 600,
    750, 900, 1100, 1300, 1500, 1750, 2000, 2250, 2500, 3000, 3500, 4000,
)  # fmt: skip


def imps(difference: int | Fraction) -> int:
    """IMPs for a point difference on the standard WBF scale; negative differences mirror.
    A difference from an exact (unrounded) datum counts its whole points."""
    won = bisect_right(IMP_SCALE, abs(int(difference)))  # the thresholds the size reaches
    return won if difference >= 0 else -won


def cross_imps(scores: Sequence[int | Fraction]) -> list[int]:
    """Each NS score IMPed against every other score on the tray, summed (EW get the negative).

    Every pair of results is compared once in each direction, so the sums over a tray add up
    to zero.  Sums grow with the number of results; ``cross_imps_averaged`` divides them.

    The IMP scale is a staircase: a difference wins one IMP more at each threshold it reaches.
    So a score's total against all the others is, for each threshold T, the number of scores at
    least T below it less the number at least T above it: two binary searches per threshold
    over the sorted scores, O(n log n) for the tray instead of comparing every pair.
    """
    values = [int(s) for s in scores]
    ordered = sorted(values)
    count = len(ordered)
    totals: dict[int, int] = {}
    for value in values:
        if value in totals:
            continue
        total = 0
        for threshold in IMP_SCALE:
            total += bisect_right(ordered, value - threshold)
            total -= count - bisect_left(ordered, value + threshold)
        totals[value] = total
    return [totals[v] for v in values]


class WeightedScores:
    """Scores with shares (a weighted or split ruling counts each result by its share), ready
    to IMP a score against all of them: prefix sums of the shares over the sorted scores, two
    binary searches per threshold of the scale."""

    def __init__(self, atoms: Sequence[tuple[Fraction, int | Fraction]]) -> None:
        ordered = sorted(atoms, key=lambda a: a[1])
        self.keys = [a[1] for a in ordered]
        self.prefix = [Fraction(0)]
        for share, _ in ordered:
            self.prefix.append(self.prefix[-1] + share)

    def imps_against(self, score: int | Fraction) -> Fraction:
        """The IMPs ``score`` wins against every share, each counted by its size."""
        keys, prefix = self.keys, self.prefix
        total = Fraction(0)
        for threshold in IMP_SCALE:
            total += prefix[bisect_right(keys, score - threshold)]
            total -= prefix[-1] - prefix[bisect_left(keys, score + threshold)]
        return total


def cross_imps_averaged(scores: Sequence[int]) -> list[Fraction]:
    """Cross-IMPs divided by the number of comparisons (results - 1), kept exact.

    Averaging puts trays played a different number of times on one scale: a figure is the
    IMPs a result would win against one typical other table.  A lone result scores 0.
    """
    totals = cross_imps(scores)
    others = len(totals) - 1
    if others <= 0:
        return [Fraction(0) for _ in totals]
    return [Fraction(total, others) for total in totals]


@dataclass(frozen=True)
class ButlerResult:
    """The datum a tray's scores are IMPed against, and each NS score's IMPs against it.

    ``counted`` are the scores the datum averages (the extremes dropped, where they were).
    """

    datum: int
    imps: tuple[int, ...]
    counted: tuple[int, ...]


def _round_to_ten(value: Fraction) -> int:
    """Nearest multiple of 10, halves away from zero, so NS and EW views round alike."""
    tens = abs(value) / 10
    whole = math.floor(tens + Fraction(1, 2))
    return int(whole * 10) * (1 if value >= 0 else -1)


def butler_datum(
    scores: Sequence[int], *, drop_extremes: bool = True, drop_from: int = 5
) -> tuple[int, tuple[int, ...]]:
    """The datum: the average NS score, rounded to the nearest 10.

    With ``drop_extremes`` and at least ``drop_from`` results, one top and one bottom score
    are left out first, so a single freak result does not move everyone's datum; with fewer
    results dropping two would leave too little to average.
    """
    values = sorted(int(s) for s in scores)
    if not values:
        raise ValueError(Said("a Butler datum needs at least one score"))
    if drop_extremes and len(values) >= max(drop_from, 3):
        values = values[1:-1]
    return _round_to_ten(Fraction(sum(values), len(values))), tuple(values)


def butler(
    scores: Sequence[int], *, drop_extremes: bool = True, drop_from: int = 5
) -> ButlerResult:
    """IMP each NS score on a tray against the tray's datum (EW get the negative)."""
    datum, counted = butler_datum(scores, drop_extremes=drop_extremes, drop_from=drop_from)
    return ButlerResult(datum, tuple(imps(int(s) - datum) for s in scores), counted)


_TAU = (math.sqrt(5) - 1) / 2


@lru_cache(maxsize=256)
def vp_table(boards: int, scale: int = 20) -> tuple[Decimal, ...]:
    """The winner's VPs for IMP margins 0, 1, 2, ... up to the blitz, on the WBF continuous scale.

    WBF 2013 scale (Technical Report of the WBF Scoring Panel: Bavin, Bethe, Bramley, Buchen):
    blitz B = 15 * sqrt(boards); VP = mid + mid * (1 - tau^(3m/B)) / (1 - tau^3), tau the
    golden-ratio conjugate, mid = scale / 2, capped at scale and rounded to 0.01.  The report's
    "minor corrections" then make the table concave: wherever the next margin would gain more
    than the last one did, the VP for the margin is raised by 0.01, repeated until no gain
    exceeds the one before (as public generators do it, e.g. gist.github.com/defiant/6360045).
    For 16 boards this gives 10.31, 10.61, 10.91, 11.20 for margins 1 to 4.
    """
    if boards < 1:
        raise ValueError(Said("a match has at least one board, not %(boards)s", boards=boards))
    if scale < 2 or scale % 2:
        raise ValueError(Said("a VP scale is an even number of points, not %(scale)s", scale=scale))
    blitz = 15 * math.sqrt(boards)
    mid = scale * 50  # hundredths of a VP
    top = scale * 100
    denominator = 1 - _TAU**3
    hundredths = [
        min(top, math.floor(mid + mid * (1 - _TAU ** (3 * m / blitz)) / denominator + 0.5))
        for m in range(math.ceil(blitz) + 1)
    ]
    changed = True
    while changed:
        changed = False
        for i in range(1, len(hundredths) - 1):
            if hundredths[i + 1] - hundredths[i] > hundredths[i] - hundredths[i - 1]:
                hundredths[i] += 1
                changed = True
    return tuple(Decimal(h).scaleb(-2) for h in hundredths)


def victory_points(imps: int, boards: int, *, scale: int = 20) -> tuple[Decimal, Decimal]:
    """(VPs to the side with this IMP margin, VPs to its opponents); the two add up to scale."""
    table = vp_table(boards, scale)
    margin = abs(int(imps))
    winner = table[margin] if margin < len(table) else Decimal(scale).quantize(Decimal("0.01"))
    loser = Decimal(scale) - winner
    return (winner, loser) if imps >= 0 else (loser, winner)
