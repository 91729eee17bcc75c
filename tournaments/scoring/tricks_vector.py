"""Trick totals of a plain field as columns: integers scaled by a common denominator.

In a plain field (every result a table's own score: no ruling, no revoke, no fouled board)
each side's score is its own and enters the averages as made, so an entrant's figures are

    own       = its scores added up (an integer)
    compared  = the averages of the trays it played added up: sum over those trays of
                (the tray's scores in its direction) / (the tray's results)

The second is a sum of fractions with denominators among the trays' result counts; with L
their least common multiple, L x compared is an integer, added up for every entrant at once
(``bincount``) and made one exact Fraction an entrant.  The exact-fraction path
(``tricks._score_group`` and ``_totals``: four Fraction additions a line) is what it
replaces; the figures, their types and the lines are the same (tests/scoring/
test_vector_tricks.py).  The lines are made when first read (``mp_vector.BuiltWhenRead``).
Anything else returns None and is worked line by line.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from itertools import repeat
from operator import attrgetter

import numpy as np

from .mp_vector import BuiltWhenRead, entrant_codes
from .types import Result, table_scores_only

__all__ = ["plain_trick_totals"]

_TRAY, _SCORE = attrgetter("tray"), attrgetter("score")
EXACT = 1 << 52  # integers a float64 holds exactly, with room: ``bincount`` adds in floats


def plain_trick_totals(results: Sequence[Result], game: str, line_type: type) -> tuple | None:
    """(lines, tray averages, (own, own field, compared, trays, order)) as ``tricks`` works
    them out line by line, or None when the field is not plain (or its sums would not fit)."""
    if not results or not table_scores_only(results):
        return None
    size = len(results)
    try:
        trays = np.fromiter(map(_TRAY, results), np.int64, size)
        scores = np.fromiter(map(_SCORE, results), np.int64, size)
    except (OverflowError, TypeError, ValueError):
        return None
    numbers, tray_of, played = np.unique(trays, return_inverse=True, return_counts=True)
    whist = game == "whist"
    ew_scores = 13 - scores if whist else -scores
    if int(np.abs(scores).max()) + 13 > EXACT // size:
        return None
    ns_sum = np.bincount(tray_of, scores).astype(np.int64)
    ew_sum = 13 * played - ns_sum if whist else -ns_sum
    common = int(np.lcm.reduce(played))
    widest = max(int(np.abs(ns_sum).max()), int(np.abs(ew_sum).max()), 1)
    if common > EXACT // (widest * size):
        return None  # scaled sums past 52 bits: the exact path
    names, ns, ew = entrant_codes(results)
    entrants = len(names)
    step = common // played
    compared = _added(ns, (ns_sum * step)[tray_of], ew, (ew_sum * step)[tray_of], entrants)
    own = _added(ns, scores, ew, ew_scores, entrants)
    counts = np.bincount(ns, minlength=entrants) + np.bincount(ew, minlength=entrants)
    order = _met(ns, ew)
    own_of = {names[i]: Fraction(own[i]) for i in order}
    totals = (
        own_of,
        own_of,
        {names[i]: Fraction(compared[i], common) for i in order},
        {names[i]: int(counts[i]) for i in order},
        [names[i] for i in order],
    )
    ns_avg = [Fraction(s, n) for s, n in zip(ns_sum.tolist(), played.tolist(), strict=True)]
    ew_avg = [Fraction(s, n) for s, n in zip(ew_sum.tolist(), played.tolist(), strict=True)]
    both = zip(ns_avg, ew_avg, strict=True)
    averages = {(t, ""): pair for t, pair in zip(numbers.tolist(), both, strict=True)}
    given = tuple(results)
    columns = (given, scores, ew_scores, tray_of, ns_avg, ew_avg)
    lines = BuiltWhenRead(lambda: _lines(line_type, *columns))
    return lines, averages, totals


def _added(ns: np.ndarray, ns_values, ew: np.ndarray, ew_values, entrants: int) -> list[int]:
    """Each entrant's values added up, as exact integers (every partial sum under 2**52)."""
    total = np.bincount(ns, ns_values, entrants) + np.bincount(ew, ew_values, entrants)
    return total.astype(np.int64).tolist()


def _met(ns: np.ndarray, ew: np.ndarray) -> list[int]:
    """Entrants in the order the lines name them: line by line, NS then EW."""
    seats = np.empty(2 * len(ns), np.int64)
    seats[::2], seats[1::2] = ns, ew
    _, first = np.unique(seats, return_index=True)
    return seats[np.sort(first)].tolist()


def _lines(line_type, results, scores, ew_scores, tray_of, ns_avg, ew_avg):
    """Every line as ``tricks._score_group`` makes a table score's: own scores, the same
    entering the averages, the tray's two averages, no note."""
    ns_s, ew_s = scores.tolist(), ew_scores.tolist()
    at = tray_of.tolist()
    rows = zip(
        results,
        ns_s,
        ew_s,
        ns_s,
        ew_s,
        map(ns_avg.__getitem__, at),
        map(ew_avg.__getitem__, at),
        repeat(""),
        strict=False,
    )
    return map(tuple.__new__, repeat(line_type), rows)
