"""IMP pairs of a field of plain table scores as columns (numpy): Butler, IMPs against the
average and cross-IMPs, every board at once, in whole numbers.

The fast reading of ``imp_pairs``' plain case, kept beside it because it cannot score
anything else: a ruling (artificial, assigned, weighted or split scores), a procedural
penalty, a not-played board, a fouled board's groups and the session averages that
average-plus and average-minus may take all need ``imp_pairs``' line-by-line path, which
also keeps every such line's working.  Both read the same rules: the datum's drop and its
rounding are ``Rules.dropped`` and ``Rules.round_datum`` (called once a board, in exact
fractions), the IMP scale is ``imps.IMP_SCALE`` (a difference's IMPs are the thresholds it
reaches, so one ``searchsorted`` a figure), and the words of the working are
``imp_report``'s.

Most fields are plain: every result the table's own score.  One sort over (board, score)
puts each board's scores in order.  The results of a board with equal scores (a "run") all
have the same figures, so everything is worked out once a run:

- Butler and IMPs against the average: each board's datum from the sums of its sorted
  scores with the extremes left out; a run's IMPs are those of its score less the datum
  (with an exact datum, a difference's whole points: the integer part of the numerator over
  the denominator).
- Cross-IMPs: a score's IMPs against every other score on the board are, for each
  threshold T of the scale, the number of scores at least T below it less the number at
  least T above it (as ``imps.cross_imps`` counts them): two ``searchsorted`` a threshold
  over the whole field's sorted keys.  Averaged, a board's figures are over n - 1.

The totals are kept in whole numbers over one common denominator (the least common multiple
of the boards' n - 1 when cross-IMPs are averaged, else 1), added by ``bincount`` and
placed within each field by a sort of exact integer keys (a total scaled to the most boards
its field played is multiplied up to a common denominator too).  The report's lines and
standings are the same objects the line-by-line path returns; the lines are built when
first read (``BuiltWhenRead``).  A field past the limits of 64-bit integers returns None and
is scored line by line.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from fractions import Fraction
from itertools import repeat
from operator import add, attrgetter
from typing import TYPE_CHECKING, Any, NamedTuple, TypeAlias

from said import Said
from tournaments import lazy

from .field_columns import BuiltWhenRead, board_then_score, entrant_codes, filled, first_met
from .field_figures import FieldFigures
from .imp_report import (
    BoardKey,
    Figure,
    ImpLine,
    ImpReport,
    ImpStanding,
    Worked,
    against_datum_piece,
    cross_said,
    datum_said,
    ew_reverse,
    standing_working,
    whole,
)
from .imps import IMP_SCALE
from .ranking import Placing
from .rules import Rules
from .types import Result, table_scores_only

if TYPE_CHECKING:
    import numpy as np
    from numpy.typing import NDArray
else:  # numpy is imported when a field is first scored
    np = lazy.module("numpy")

__all__ = ["Column", "columns_imp_report", "imps_over", "plain_imp_report"]

# One column of a field handed over as columns: numbers (trays, entrant indexes, NS scores).
Column: TypeAlias = "Sequence[int] | NDArray[np.integer[Any]]"

_TRAY, _SCORE = attrgetter("tray"), attrgetter("score")
# Limits that keep every product below in 64 bits (and every total exact in a float).
SCORE_LIMIT = 1 << 31
RESULTS_LIMIT = 1 << 24
EXACT_FLOAT = 1 << 53


def plain_imp_report(
    results: Sequence[Result],
    method: str,
    rules: Rules,
    fields: Mapping[str, str] | None,
) -> ImpReport | None:
    """The report of a plain field scored as columns, or None when it is not plain (or too
    large for 64-bit arithmetic): then it is scored line by line."""
    if not results or len(results) >= RESULTS_LIMIT or not table_scores_only(results):
        return None
    try:
        trays = np.fromiter(map(_TRAY, results), np.int64, len(results))
        scores = np.fromiter(map(_SCORE, results), np.int64, len(results))
    except (OverflowError, TypeError, ValueError):
        return None
    names, ns, ew = entrant_codes(results)
    given = tuple(results)  # as given now: the lines are built later
    return _report((trays, ns, ew, scores), names, method, rules, fields, lambda: given)


def columns_imp_report(
    columns: tuple[Column, Column, Column, Column],
    names: Sequence[str],
    method: str,
    rules: Rules,
    fields: Mapping[str, str] | None,
) -> ImpReport | None:
    """The report of table scores handed over as columns (tray number, NS entrant, EW entrant,
    NS score: one row a result; entrants as indexes into ``names``), or None when a row
    seats an entrant against itself or the field is too large: then the rows are made into
    results and scored line by line.  No result object is made unless the lines are read."""
    trays, ns, ew, scores = (np.asarray(c, np.int64) for c in columns)
    if not len(trays) or not len(trays) == len(ns) == len(ew) == len(scores):
        return None
    if min(int(ns.min()), int(ew.min())) < 0 or max(int(ns.max()), int(ew.max())) >= len(names):
        raise ValueError(Said("an entrant's index is outside the names given"))
    if len(trays) >= RESULTS_LIMIT or (ns == ew).any():
        return None
    seated = np.zeros(len(names), bool)
    seated[ns] = seated[ew] = True
    present = np.flatnonzero(seated)  # only entrants with a result are placed
    code = np.zeros(len(names), np.int64)
    code[present] = np.arange(len(present))
    named = [names[i] for i in present.tolist()]
    ns, ew = code[ns], code[ew]

    def made() -> list[Result]:
        who = np.array(named, object)
        rows = zip(trays.tolist(), who[ns].tolist(), who[ew].tolist(), scores.tolist(), strict=True)
        return [Result(*row) for row in rows]

    return _report((trays, ns, ew, scores), named, method, rules, fields, made)


def _report(
    columns: tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray],
    names: list[str],
    method: str,
    rules: Rules,
    fields: Mapping[str, str] | None,
    results: Callable[[], Sequence[Result]],
) -> ImpReport | None:
    """Datums, figures, totals and places from the columns; the lines built when read, from
    ``results()``."""
    trays, ns, ew, scores = columns
    if int(np.abs(scores).max()) >= SCORE_LIMIT or int(np.abs(trays).max()) >= SCORE_LIMIT:
        return None
    board = _Boards(trays, scores)
    if method == "cross-imps":
        figures = _cross(board, rules)
        datums: dict[BoardKey, Worked] = {}
    else:
        figures, datums = _against_datums(board, method, rules)
    if figures is None:
        return None
    placed = _placed(board, figures, names, ns, ew, rules, fields)
    if placed is None:
        return None
    lines = BuiltWhenRead(lambda: _lines(results(), board, figures))
    standings = BuiltWhenRead(lambda: _standings(placed, figures, names, ns, ew))
    line_ns = figures.numerators[board.line_run]
    field_figures = FieldFigures(
        names, line_ns, -line_ns, placed.totals, placed.places, placed.tied, figures.denominator
    )
    return ImpReport(lines, standings, method, rules, datums, field_figures)


def imps_over(differences: np.ndarray, denominators: np.ndarray) -> np.ndarray:
    """The IMPs of each point difference over its denominator (a difference from an exact
    datum counts its whole points, as ``imps.imps`` does): the thresholds of ``IMP_SCALE``
    it reaches, one ``searchsorted`` a figure, negative differences mirrored."""
    scale = np.array(IMP_SCALE, np.int64)
    won = np.searchsorted(scale, np.abs(differences) // denominators, "right")
    out: np.ndarray = np.where(differences >= 0, won, -won)
    return out


class _Boards:
    """The field sorted by (board, score): each board's start and size, each run of equal
    scores on a board, and each line's run."""

    def __init__(self, trays: np.ndarray, scores: np.ndarray) -> None:
        order = board_then_score(trays, scores)
        t, s = trays[order], scores[order]
        size = len(t)
        new_board = np.ones(size, bool)
        new_board[1:] = t[1:] != t[:-1]
        new_run = new_board.copy()
        new_run[1:] |= s[1:] != s[:-1]
        self.sorted = s
        self.starts = np.flatnonzero(new_board)
        self.sizes = np.diff(np.append(self.starts, size))
        self.numbers: list[int] = t[self.starts].tolist()
        board_of = np.cumsum(new_board) - 1
        run_start = np.flatnonzero(new_run)
        self.run_score = s[run_start]
        self.run_board = board_of[run_start]
        self.line_run = np.empty(size, np.int64)
        self.line_run[order] = np.cumsum(new_run) - 1


class _Figures:
    """Each run's NS figure over ``denominator`` (whole numbers), the figures themselves as
    the line-by-line path gives them, and the words of each side."""

    def __init__(
        self,
        numerators: np.ndarray,
        denominator: int,
        ns: Sequence[Figure],
        words: Callable[[], tuple[list[str], list[str]]],
    ) -> None:
        self.numerators, self.denominator, self.ns, self.words = numerators, denominator, ns, words


def _against_datums(
    board: _Boards, method: str, rules: Rules
) -> tuple[_Figures | None, dict[BoardKey, Worked]]:
    """Butler (the extremes left out as the rules say) or IMPs against the plain average:
    each board's datum, and each run's IMPs against it."""
    s = board.sorted
    sums = np.concatenate(([0], np.cumsum(s))).tolist()
    starts, sizes = board.starts.tolist(), board.sizes.tolist()
    datums: dict[BoardKey, Worked] = {}
    numerator, denominator = [], []
    for number, start, n in zip(board.numbers, starts, sizes, strict=True):
        drop = rules.dropped(n) if method == "butler" else 0
        exact = Fraction(sums[start + n - drop] - sums[start + drop], n - 2 * drop)
        datum = rules.round_datum(exact)
        top = s[start + n - drop : start + n][::-1].tolist()
        bottom = s[start : start + drop].tolist()
        datums[(number, "")] = (datum, datum_said(datum, exact, n, top, bottom))
        numerator.append(Fraction(datum).numerator)
        denominator.append(Fraction(datum).denominator)
    num = np.array(numerator, np.int64)[board.run_board]
    den = np.array(denominator, np.int64)[board.run_board]
    won = imps_over(board.run_score * den - num, den)
    run_won: list[int] = won.tolist()
    run_datum = [datums[(board.numbers[b], "")] for b in board.run_board.tolist()]

    def words() -> tuple[list[str], list[str]]:
        ns_words, ew_words = [], []
        scores = board.run_score.tolist()
        for score, (datum, said), imps_won in zip(scores, run_datum, run_won, strict=True):
            piece = f"{said}; {against_datum_piece(score, datum, imps_won)}"
            ns_words.append(piece)
            ew_words.append(str(ew_reverse(piece, -imps_won)))
        return ns_words, ew_words

    return _Figures(won, 1, run_won, words), datums


def _cross(board: _Boards, rules: Rules) -> _Figures | None:
    """Each run's cross-IMPs against every other result on its board, totalled or averaged
    over the comparisons as the rules say."""
    s = board.sorted
    low, high = int(s.min()), int(s.max())
    width = high - low + 2 * IMP_SCALE[-1] + 1  # a board's keys, and any score ± a threshold
    if (len(board.numbers) + 1) * width >= 1 << 62:
        return None
    keys = np.repeat(np.arange(len(board.numbers), dtype=np.int64) * width, board.sizes)
    keys += s - low
    run_key = board.run_board * width + (board.run_score - low)
    thresholds = np.array(IMP_SCALE, np.int64)
    start = board.starts[board.run_board]
    end = start + board.sizes[board.run_board]
    below = np.searchsorted(keys, run_key[:, None] - thresholds, "right") - start[:, None]
    above = end[:, None] - np.searchsorted(keys, run_key[:, None] + thresholds, "left")
    totals = (below - above).sum(axis=1)
    others = board.sizes[board.run_board] - 1
    if rules.cross_imps == "total":
        denominator, numerators = 1, totals
    else:
        denominator = math.lcm(*{n - 1 for n in board.sizes.tolist() if n > 1})
        if denominator >= SCORE_LIMIT:
            return None
        numerators = totals * (denominator // np.maximum(others, 1))
    run_total: list[int] = totals.tolist()
    run_others: list[int] = others.tolist()
    values: dict[tuple[int, int], Figure] = {}
    ns: list[Figure] = []
    for total, n in zip(run_total, run_others, strict=True):
        key = (total, n)
        if key not in values:
            if n <= 0:
                values[key] = 0
            else:
                values[key] = total if rules.cross_imps == "total" else whole(Fraction(total, n))
        ns.append(values[key])

    def words() -> tuple[list[str], list[str]]:
        alone = "no other result on the board to compare with: 0 IMPs"
        said: dict[tuple[str, int, int], str] = {}
        sides: tuple[list[str], list[str]] = ([], [])
        for total, n, value in zip(run_total, run_others, ns, strict=True):
            for side, sign, out in (("NS", 1, sides[0]), ("EW", -1, sides[1])):
                key = (side, total, n)
                if key not in said:
                    said[key] = (
                        alone if n <= 0 else cross_said(side, n, sign * total, sign * value, rules)
                    )
                out.append(said[key])
        return sides

    return _Figures(numerators, denominator, ns, words)


def _lines(given: Sequence[Result], board: _Boards, figures: _Figures) -> list[ImpLine]:
    """Every line as the line-by-line path builds it, its figures and words its run's."""
    ns_words, ew_words = figures.words()
    ew = [-value for value in figures.ns]
    run_rows = _spread(list(zip(figures.ns, ew, ns_words, ew_words, strict=True)), board.line_run)
    return list(map(tuple.__new__, repeat(ImpLine), map(add, zip(given), run_rows)))


class _Placed(NamedTuple):
    """Every entrant's total over the figures' denominator, boards played, the most boards
    of its field, whether its total is scaled to them, its field, and its place."""

    totals: np.ndarray
    boards: np.ndarray
    most_of: np.ndarray
    scaled: np.ndarray
    field_of: np.ndarray
    given: list[str]
    places: np.ndarray
    tied: np.ndarray


def _placed(
    board: _Boards,
    figures: _Figures,
    names: list[str],
    ns: np.ndarray,
    ew: np.ndarray,
    rules: Rules,
    fields: Mapping[str, str] | None,
) -> _Placed | None:
    """Every entrant's total, boards, scaled total and place as columns; None when a total
    would not be exact in 64 bits."""
    entrants = len(names)
    numerators = figures.numerators[board.line_run]
    if int(np.abs(numerators).max(initial=0)) * len(numerators) >= EXACT_FLOAT:
        return None
    totals = np.bincount(ns, numerators, entrants) - np.bincount(ew, numerators, entrants)
    totals = np.rint(totals).astype(np.int64)
    boards = np.bincount(ns, minlength=entrants) + np.bincount(ew, minlength=entrants)
    given = [fields.get(name, "") for name in names] if fields else [""] * entrants
    code = {name: i for i, name in enumerate(dict.fromkeys(given))}
    field_of = np.fromiter(map(code.__getitem__, given), np.int64, entrants)
    most = np.zeros(len(code), np.int64)
    np.maximum.at(most, field_of, boards)
    most_of = most[field_of]
    scaled = (boards != most_of) if rules.sitout_totals == "factored" else np.zeros(entrants, bool)
    keys = _keys(totals, boards, most_of, scaled)
    if keys is None:
        return None
    places, tied = _places(keys, field_of)
    return _Placed(totals, boards, most_of, scaled, field_of, given, places, tied)


def _standings(
    placed: _Placed, figures: _Figures, names: list[str], ns: np.ndarray, ew: np.ndarray
) -> tuple[ImpStanding, ...]:
    """Every entrant's standing in the line-by-line order: by field as first met, then by
    place, entrants of one place as first met."""
    field_of, places = placed.field_of, placed.places
    seen = np.array(first_met(ns, ew), np.int64)
    met = field_of[seen]
    codes, first = np.unique(met, return_index=True)
    field_rank = np.zeros(int(codes.max()) + 1, np.int64)
    field_rank[codes] = np.argsort(np.argsort(first))
    final = seen[np.lexsort((places[seen], field_rank[met]))]
    # Many entrants share a total, and a place: their figures and words are made once.
    columns = (placed.totals, placed.boards, placed.most_of, placed.scaled)
    same, alike = _alike(np.stack(columns, 1)[final])
    made = [_figures(row, figures.denominator) for row in same]
    total, shown, working = (_spread([m[k] for m in made], alike) for k in range(3))
    place, tied = places[final].tolist(), placed.tied[final].tolist()
    label = [f"{p}=" if t else str(p) for p, t in zip(place, tied, strict=True)]
    who = [names[i] for i in final.tolist()]
    placings = filled(Placing, zip(who, shown, place, tied, label, strict=True))
    field = [placed.given[i] for i in final.tolist()]
    played, most_boards = placed.boards[final].tolist(), placed.most_of[final].tolist()
    rows = zip(who, field, total, played, most_boards, shown, label, placings, working, strict=True)
    return tuple(filled(ImpStanding, rows))


def _alike(rows: np.ndarray) -> tuple[list[list[int]], np.ndarray]:
    """The distinct rows of whole numbers, and each row's index among them: one sort of a
    number that holds the row when it fits in 62 bits."""
    low = rows.min(axis=0)
    spans = rows.max(axis=0) - low + 1
    if math.prod(spans.tolist()) >= 1 << 62:
        distinct, where = np.unique(rows, axis=0, return_inverse=True)
        rows_met: list[list[int]] = distinct.tolist()
        return rows_met, where.reshape(-1)
    key = np.zeros(len(rows), np.int64)
    for column, span in enumerate(spans.tolist()):
        key = key * span + (rows[:, column] - low[column])
    _, first, alike = np.unique(key, return_index=True, return_inverse=True)
    same: list[list[int]] = rows[first].tolist()
    return same, alike.reshape(-1)


def _figures(row: list[int], denominator: int) -> tuple[Fraction, Fraction, str]:
    """An entrant's total, shown total and words from (total over ``denominator``, boards,
    the most boards of its field, scaled or not)."""
    value, boards, most, scaled = row
    total = Fraction(value, denominator)
    shown = total * most / boards if scaled else total
    return total, shown, standing_working(total, boards, most, shown)


def _spread(values: list[Any], index: np.ndarray) -> list[Any]:
    """``values[i]`` for each i of ``index``."""
    table = np.empty(len(values), object)
    for i, value in enumerate(values):  # one by one: a tuple is kept whole, not spread out
        table[i] = value
    spread: list[Any] = table[index].tolist()
    return spread


def _keys(
    totals: np.ndarray, boards: np.ndarray, most: np.ndarray, scaled: np.ndarray
) -> np.ndarray | None:
    """Whole numbers ordered as the entrants' shown totals within each field: the totals,
    or, when some are scaled to the most boards, every total over one common denominator."""
    if not scaled.any():
        return totals
    common = math.lcm(*set(boards.tolist()))
    factor = np.where(scaled, most * (common // boards), common)
    if int(np.abs(totals).max(initial=0)) * int(factor.max()) >= 1 << 62:
        return None
    keys: np.ndarray = totals * factor
    return keys


def _places(keys: np.ndarray, field_of: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Competition places within each field: 1 + those above; a place shared by equal keys."""
    order = np.lexsort((keys, field_of))
    k, f = keys[order], field_of[order]
    new_field = np.ones(len(k), bool)
    new_field[1:] = f[1:] != f[:-1]
    new_key = new_field.copy()
    new_key[1:] |= k[1:] != k[:-1]
    field_end = np.append(np.flatnonzero(new_field)[1:], len(k))[np.cumsum(new_field) - 1]
    run_start = np.flatnonzero(new_key)
    run_end = np.append(run_start[1:], len(k))
    run = np.cumsum(new_key) - 1
    places, tied = np.empty(len(k), np.int64), np.empty(len(k), bool)
    places[order] = field_end - run_end[run] + 1
    tied[order] = (run_end - run_start)[run] > 1
    return places, tied
