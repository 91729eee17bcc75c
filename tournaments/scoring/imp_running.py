"""Running IMP totals as columns (numpy): every pair's IMP total after each round at once.

The standings' running chart of IMP pairs shows each pair's total as the standings stood after
round 1, 2, ..., r: each prefix of the evening (the results of rounds up to the k-th) scored as
``score_imp_pairs`` scores it, so a board's Butler datum (or the results a cross-IMP
comparison meets) takes in only the results in by then, and a pair's total is scaled to the
most boards its field had played by then when the rules factor sit-outs.  Here every prefix is
worked out in one pass over the results, in whole numbers, instead of a scoring a round.

The distinct (board, score) values of the field in order are the rows of one table whose
columns are the rounds: a cell counts the results of that value in by that round (a sum over
the rounds); summed again down the rows it counts a board's results at or below a score by
each round.  From it, for every value v on board b and every prefix k:

- Butler and IMPs against the average: the board's results by then n, its sum, and the sums
  of its ``Rules.dropped(n)`` lowest and highest scores (a value gives each end the part of
  its results that fall within the first or last ``drop``), so the datum's exact average;
  each (board, prefix)'s datum is then rounded by ``Rules.round_datum`` in exact fractions,
  and each value IMPed against it by ``imp_columns.imps_over`` (the scale ``imps.IMP_SCALE``).
- Cross-IMPs: for each threshold T of ``IMP_SCALE``, the results of the board by then at least
  T below the score less those at least T above it (as ``imps.cross_imps`` counts them), read
  from the table at two ``searchsorted`` places a threshold; averaged, each prefix's figures
  are kept over the least common multiple of its boards' n - 1.

A line's figure at prefix k is its value's if the line's round is in by then, else nothing;
each entrant's total adds its lines (North-South's figure, East-West's negated), and when the
rules factor sit-outs a total of fewer boards than its field's most by then is multiplied by
most / boards.  Each total is kept as a numerator and a denominator (``RunningPercentages``,
the container the match points' running figures use; a denominator 0 where the entrant had no
board by then).

What is done here and what is not: exactly the fields the match points' running columns take
(``matchpoints.running.running_field``: table scores only, every line with its round, no
entrant twice on a board).  A ruling (an assigned, weighted, split or artificial score, a
procedural penalty), a fouled board's groups, a revoke, or a field past the limits of 64-bit
integers return None (or are not made a ``RunningField``), and the caller scores each prefix
with ``score_imp_pairs`` as before.  tests/scoring/test_running_imps.py holds this module equal
to ``score_imp_pairs`` of every prefix on random fields.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from fractions import Fraction
from typing import TYPE_CHECKING

from tournaments import lazy

from .imp_columns import EXACT_FLOAT, RESULTS_LIMIT, SCORE_LIMIT, imps_over
from .imps import IMP_SCALE
from .matchpoints.running import RunningField, RunningPercentages
from .rules import Rules

if TYPE_CHECKING:
    import numpy as np
else:  # numpy is imported when a field is first scored
    np = lazy.module("numpy")

__all__ = ["running_imp_totals"]

_ROOM = 1 << 62


def running_imp_totals(
    field: RunningField, method: str, rules: Rules, fields: Mapping[str, str] | None
) -> RunningPercentages | None:
    """Each entrant's shown IMP total after each round that has results, as
    ``score_imp_pairs`` of the results up to that round gives it; None when the field is
    too large for 64-bit integers (the caller scores each prefix)."""
    size = len(field.trays)
    if not size or size >= RESULTS_LIMIT:
        return None
    scores, trays = field.scores, field.trays
    if int(np.abs(scores).max()) >= SCORE_LIMIT or int(np.abs(trays).max()) >= SCORE_LIMIT:
        return None
    round_numbers, round_of = np.unique(field.rounds, return_inverse=True)
    table = _Table(trays, scores, round_of, len(round_numbers))
    if method == "cross-imps":
        made = _cross(table, rules)
    else:
        made = _against_datums(table, method, rules)
    if made is None:
        return None
    figures, denominators = made
    return _totals(field, table, figures, denominators, round_numbers, rules, fields)


class _Table:
    """The field's distinct (board, score) values in order, and by each round the results of
    each value (``count``), of every value before it (``upto``: one row more) and of each
    value's board (``n``)."""

    def __init__(
        self, trays: np.ndarray, scores: np.ndarray, round_of: np.ndarray, rounds: int
    ) -> None:
        _, board_of = np.unique(trays, return_inverse=True)
        order = np.lexsort((scores, board_of))
        b, s = board_of[order], scores[order]
        new_value = np.ones(len(b), bool)
        new_value[1:] = (b[1:] != b[:-1]) | (s[1:] != s[:-1])
        self.value_of = np.empty(len(b), np.int64)
        self.value_of[order] = np.cumsum(new_value) - 1
        values = int(new_value.sum())
        self.board = b[new_value]
        self.score = s[new_value]
        self.rounds, self.round_of = rounds, round_of
        grid = np.bincount(self.value_of * rounds + round_of, minlength=values * rounds)
        self.count = np.cumsum(grid.reshape(values, rounds), axis=1)
        self.upto = np.zeros((values + 1, rounds), np.int64)
        np.cumsum(self.count, axis=0, out=self.upto[1:])
        boards = np.arange(int(self.board[-1]) + 1)
        first = np.searchsorted(self.board, boards, "left")
        end = np.searchsorted(self.board, boards, "right")
        self.first, self.end = first[self.board], end[self.board]  # each value's board's
        self.board_first, self.board_end = first, end
        self.n = self.upto[self.end] - self.upto[self.first]  # values x rounds


def _against_datums(
    table: _Table, method: str, rules: Rules
) -> tuple[np.ndarray, np.ndarray] | None:
    """Each value's IMPs against its board's datum by each round (values x rounds), over 1."""
    count, upto, score = table.count, table.upto, table.score[:, None]
    n_board = table.upto[table.board_end] - table.upto[table.board_first]  # boards x rounds
    if method == "butler":
        dropped = {n: rules.dropped(n) for n in np.unique(n_board).tolist()}
        drop_board = np.vectorize(dropped.__getitem__, otypes=[np.int64])(n_board)
    else:
        drop_board = np.zeros_like(n_board)
    drop = drop_board[table.board]
    below = upto[:-1] - upto[table.first]  # the board's results under the value, by then
    above = upto[table.end] - upto[1:]  # and over it
    low = np.clip(drop - below, 0, count)  # the value's results among the lowest dropped
    high = np.clip(drop - above, 0, count)
    kept = score * (count - low - high)
    sums = np.zeros((len(count) + 1, table.rounds), np.int64)
    np.cumsum(kept, axis=0, out=sums[1:])
    kept_sum = sums[table.board_end] - sums[table.board_first]  # boards x rounds
    kept_count = n_board - 2 * drop_board
    numerator = np.zeros_like(n_board)
    denominator = np.ones_like(n_board)
    datums: dict[tuple[int, int], Fraction] = {}
    at = np.nonzero(n_board)
    pairs = zip(kept_sum[at].tolist(), kept_count[at].tolist(), strict=True)
    made = []
    for pair in pairs:
        datum = datums.get(pair)
        if datum is None:
            datum = datums[pair] = Fraction(rules.round_datum(Fraction(*pair)))
        made.append(datum)
    numerator[at] = [d.numerator for d in made]
    denominator[at] = [d.denominator for d in made]
    if int(np.abs(numerator).max(initial=0)) >= 1 << 56:
        return None
    num, den = numerator[table.board], denominator[table.board]
    won: np.ndarray = imps_over(score * den - num, den)
    return won, np.ones(table.rounds, np.int64)


def _cross(table: _Table, rules: Rules) -> tuple[np.ndarray, np.ndarray] | None:
    """Each value's cross-IMPs against the other results on its board by each round (values x
    rounds), totalled or averaged as the rules say, over each round's denominator."""
    low, high = int(table.score.min()), int(table.score.max())
    width = high - low + 2 * IMP_SCALE[-1] + 1  # a board's keys, and any score ± a threshold
    boards = int(table.board[-1]) + 1
    if (boards + 1) * width >= _ROOM:
        return None
    keys = table.board * width + (table.score - low)
    upto = table.upto
    totals = np.zeros(table.count.shape, np.int64)
    for threshold in IMP_SCALE:
        under = np.searchsorted(keys, keys - threshold, "right")
        over = np.searchsorted(keys, keys + threshold, "left")
        totals += (upto[under] - upto[table.first]) - (upto[table.end] - upto[over])
    if rules.cross_imps == "total":
        return totals, np.ones(table.rounds, np.int64)
    n_board = table.upto[table.board_end] - table.upto[table.board_first]
    common = [
        math.lcm(*{n - 1 for n in column if n > 1}) for column in n_board.T.tolist()
    ]  # each round's least common multiple of its boards' comparisons
    if max(common) >= SCORE_LIMIT:
        return None
    multiples = np.array(common, np.int64)
    others = np.maximum(table.n - 1, 1)
    return totals * (multiples[None, :] // others), multiples


def _totals(
    field: RunningField,
    table: _Table,
    figures: np.ndarray,
    denominators: np.ndarray,
    round_numbers: np.ndarray,
    rules: Rules,
    fields: Mapping[str, str] | None,
) -> RunningPercentages | None:
    """Each entrant's shown total after each round, from its lines' figures."""
    rounds = table.rounds
    counted = np.arange(rounds)[None, :] >= table.round_of[:, None]  # the line is in the prefix
    lines = np.where(counted, figures[table.value_of], 0)
    entrants = len(field.names)
    if int(np.abs(lines).max(initial=0)) * len(lines) >= EXACT_FLOAT:
        return None
    totals = _summed(field.ns, lines, entrants) - _summed(field.ew, lines, entrants)
    played = _summed(field.ns, counted, entrants) + _summed(field.ew, counted, entrants)
    given = [fields.get(name, "") for name in field.names] if fields else [""] * entrants
    code = {name: i for i, name in enumerate(dict.fromkeys(given))}
    field_of = np.fromiter(map(code.__getitem__, given), np.int64, entrants)
    most = np.zeros((len(code), rounds), np.int64)
    np.maximum.at(most, field_of, played)
    most_of = most[field_of]
    over = np.broadcast_to(denominators[None, :], totals.shape)
    if rules.sitout_totals == "factored":
        scaled = (played != most_of) & (played > 0)
        if int(np.abs(totals).max(initial=0)) * int(most_of.max(initial=0)) >= _ROOM:
            return None
        totals = np.where(scaled, totals * most_of, totals)
        over = np.where(scaled, over * played, over)
    return RunningPercentages(
        tuple(round_numbers.tolist()),
        list(field.names),
        totals,
        np.where(played > 0, over, 0),
    )


def _summed(who: np.ndarray, values: np.ndarray, entrants: int) -> np.ndarray:
    """The rows of ``values`` (lines x rounds, whole numbers whose sums are exact in a float)
    summed by entrant (``who``)."""
    rounds = values.shape[1]
    flat = (who[:, None] * rounds + np.arange(rounds)[None, :]).ravel()
    sums = np.bincount(flat, weights=values.ravel(), minlength=entrants * rounds)
    return np.rint(sums).astype(np.int64).reshape(entrants, rounds)
