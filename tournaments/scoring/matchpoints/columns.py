"""Match-pointing a field of plain table scores as columns (numpy): one sort for every board.

The fast reading of ``rule``'s plain case, kept beside it because it cannot score anything
else (see ``rule``'s docstring for why both stay).

Most fields are plain: every result is the table's own score, no ruling, no fouled board, no
revoke, every board played the same number of times and every entrant on every board it could
be.  Nothing is factored there, so each line's match points on scale 1, doubled, are

    h = 2 * (results below it on the board) + (results equal to it, itself included) - 1

and its EW side has 2 (n - 1) - h.  One lexsort over (board, score) gives h for every line at
once; the entrants' totals are a ``bincount`` of the half units and their places a sort of
the totals within each field.  The figures of each h are ``rule.plain_figures``, as the
line-by-line path takes them: the same types (ints where whole, Fractions where not) and the
same values.

The report's lines and standings are objects read one by one in Python; building 60,000 of
them costs as much as all the arithmetic, so they are built when first read
(``BuiltWhenRead``), from the columns already worked out.  Anything else (a ruling, a short or
fouled board, a sit-out, a field not given for an entrant, an entrant twice on a board) returns
None and is scored line by line, which also says what is wrong.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import fields as dataclass_fields
from fractions import Fraction
from itertools import count, repeat
from math import lcm
from operator import add, attrgetter
from typing import TYPE_CHECKING, Any, ClassVar, Protocol, TypeAlias, TypeVar

from said import Said
from tournaments import lazy

from ..field_columns import BuiltWhenRead, board_then_score, entrant_codes, first_met
from ..field_figures import FieldFigures
from ..ranking import Placing
from ..rules import Rules
from ..types import Result, table_scores_only
from .report import MP, PairsReport, ScoredLine, Standing, normal
from .rule import factored_note, line_figures, plain_figures, short_top

if TYPE_CHECKING:
    import numpy as np
    from numpy.typing import NDArray
else:  # numpy is imported when a field is first scored
    np = lazy.module("numpy")

__all__ = ["Column", "columns_report", "plain_field_report"]

# One column of a field handed over as columns: numbers (trays, entrant indexes, NS scores).
Column: TypeAlias = "Sequence[int] | NDArray[np.integer[Any]]"

_TRAY, _SCORE = attrgetter("tray"), attrgetter("score")
# A table's own score's fields after (tray, ns, ew, score), and its flag (``types.Result``).
_PLAIN_REST = (None, None, None, 0, 0, "", 0, True)


class _Dataclass(Protocol):
    """What ``dataclasses.fields`` reads: a dataclass, instance or class."""

    __dataclass_fields__: ClassVar[dict[str, Any]]


Made = TypeVar("Made", bound=_Dataclass)


def plain_field_report(
    results: Sequence[Result],
    rules: Rules,
    fields: Mapping[str, str] | None,
    full_count: int | None,
) -> PairsReport | None:
    """The report of a plain field worked out as columns, or None when the field is not plain."""
    if not results or not table_scores_only(results):
        return None
    try:
        trays = np.fromiter(map(_TRAY, results), np.int64, len(results))
        scores = np.fromiter(map(_SCORE, results), np.int64, len(results))
    except (OverflowError, TypeError, ValueError):
        return None  # a number past 64 bits, or a tray that is not one
    names, ns, ew = entrant_codes(results)
    given = tuple(results)  # as given now: the lines are built later
    return columns_report((trays, ns, ew, scores), names, rules, fields, full_count, lambda: given)


def columns_report(
    columns: tuple[Column, Column, Column, Column],
    names: Sequence[str],
    rules: Rules,
    fields: Mapping[str, str] | None,
    full_count: int | None,
    results: Callable[[], Sequence[Result]] | None = None,
) -> PairsReport | None:
    """The report of a plain field handed over as columns (tray number, NS entrant, EW
    entrant, NS score: one row a result; entrants as indexes into ``names``), or None when
    the field is not plain.  No result object is made unless the lines are read: then
    ``results()`` gives them (by default made from the columns)."""
    trays, ns, ew, scores = (np.asarray(c, np.int64) for c in columns)
    if not len(trays) or not len(trays) == len(ns) == len(ew) == len(scores):
        return None
    if min(int(ns.min()), int(ew.min())) < 0 or max(int(ns.max()), int(ew.max())) >= len(names):
        raise ValueError(Said("an entrant's index is outside the names given"))
    board = _boards(trays, scores)
    if not _seated_once(board["tray_of"], ns, ew, len(names)):
        return None  # two results of one entrant on a board, or a pair against itself
    names = list(names)
    if results is None:
        results = _made_from(trays, ns, ew, scores, names)
    if board["n"] is not None and full_count in (None, board["n"]):
        report = _report(results, rules, fields, board, names, ns, ew)
        if report is not None:
            return report
    return _uneven_report(results, rules, fields, board, names, ns, ew, full_count)


def _made_from(
    trays: np.ndarray, ns: np.ndarray, ew: np.ndarray, scores: np.ndarray, names: list[str]
) -> Callable[[], list[Result]]:
    """The results the columns hold, made when the lines are first read: each a table's own
    score (checked above: whole numbers, no pair against itself), so filled as ``_made``
    fills objects, with the flag ``Result`` keeps for such a score."""

    def made() -> list[Result]:
        named = np.array(names, object)
        rows = zip(
            trays.tolist(), named[ns].tolist(), named[ew].tolist(), scores.tolist(), strict=True
        )
        return _made(Result, map(add, rows, repeat(_PLAIN_REST)), ("_table_score",))

    return made


def _boards(trays: np.ndarray, scores: np.ndarray) -> dict[str, Any]:
    """Each line's h (see the module), its board's index, the results on each board and their
    one number n (None when boards were played different numbers of times: short boards)."""
    order = board_then_score(trays, scores)
    t, s = trays[order], scores[order]
    size = len(t)
    new_tray = np.ones(size, bool)
    new_tray[1:] = t[1:] != t[:-1]
    tray_index = np.cumsum(new_tray) - 1
    counts = np.bincount(tray_index)
    n = int(counts[0])
    new_score = new_tray.copy()
    new_score[1:] |= s[1:] != s[:-1]
    run = np.cumsum(new_score) - 1
    run_start = np.flatnonzero(new_score)
    ties = np.diff(np.append(run_start, size))
    below = run_start[run] - np.flatnonzero(new_tray)[tray_index]
    h, tray_of = np.empty(size, np.int64), np.empty(size, np.int64)
    h[order] = 2 * below + ties[run] - 1
    tray_of[order] = tray_index
    numbers = t[new_tray].tolist()
    even = not (counts != n).any()
    return {
        "n": n if even else None,
        "counts": counts,
        "h": h,
        "tray_of": tray_of,
        "numbers": numbers,
        "sorted": s,
    }


def _seated_once(tray_of: np.ndarray, ns: np.ndarray, ew: np.ndarray, entrants: int) -> bool:
    """No entrant has two results on one board."""
    seats = np.concatenate((tray_of * entrants + ns, tray_of * entrants + ew))
    if (int(tray_of.max()) + 1) * entrants <= 1 << 24:
        return int(np.bincount(seats).max()) <= 1
    return len(np.unique(seats)) == len(seats)


def _report(
    results: Callable[[], Sequence[Result]],
    rules: Rules,
    fields: Mapping[str, str] | None,
    board: dict[str, Any],
    names: list[str],
    ns: np.ndarray,
    ew: np.ndarray,
) -> PairsReport | None:
    """Totals, maxima and places as columns; the lines and standings built when read."""
    scale, n, h = rules.scale, board["n"], board["h"]
    top = (n - 1) * scale
    entrants = len(names)
    halves = np.bincount(ns, h * scale, entrants) + np.bincount(
        ew, (2 * (n - 1) - h) * scale, entrants
    )
    halves = halves.astype(np.int64)
    played = np.bincount(ns, minlength=entrants) + np.bincount(ew, minlength=entrants)
    if (played != played[0]).any() or not top:
        return None  # a sit-out (places by percentage) or boards played once (no places)
    field_codes = _field_codes(names, fields)
    if field_codes is None:
        return None
    field_of, given = field_codes
    places, tied = _places(halves, field_of)
    maximum = int(played[0]) * top
    columns = {
        "names": names,
        "halves": halves,
        "played": played,
        "places": places,
        "tied": tied,
        "field_of": field_of,
        "maximum": maximum,
        "fields": given,
        "scaled": rules.sitout_totals == "factored",
    }
    tops = dict.fromkeys(board["numbers"], top)
    lines = BuiltWhenRead(lambda: _lines(results(), board, scale, top))
    standings = BuiltWhenRead(lambda: _standings(columns, _board_by_board(board, ns, ew)))
    # Each line's match points in half points: h on scale 1 doubled, times the scale.
    figures = FieldFigures(names, h * scale, (2 * (n - 1) - h) * scale, halves, places, tied, 2)
    full_field = n if rules.factor else None
    return PairsReport(lines, standings, tops, scale, rules.factor, full_field, rules, figures)


# Exact integers only while they fit: numpy's int64, with room to spare for the sums.
_ROOM = 1 << 62


def _uneven_report(
    results: Callable[[], Sequence[Result]],
    rules: Rules,
    fields: Mapping[str, str] | None,
    board: dict[str, Any],
    names: list[str],
    ns: np.ndarray,
    ew: np.ndarray,
    full_count: int | None,
) -> PairsReport | None:
    """A field of table scores whose boards were played different numbers of times (a club
    still playing, its unfinished trays not yet shown) or whose entrants played different
    numbers of boards, as ``rule`` scores it: a short board factored up to the full field
    with Neuberg's formula (or, without factoring, on its own top), each total exact, places
    by total when every maximum is the same and by percentage otherwise.

    In exact integers: every line's match points over 2d (d = n on a factored board, 1 on a
    whole one) brought to one denominator 2L, L the least common multiple of the d; None
    (line by line) when a figure would not fit in 62 bits, or a board has no top."""
    scale, counts, h, tray_of = rules.scale, board["counts"], board["h"], board["tray_of"]
    biggest = int(counts.max())
    if full_count is not None and full_count < biggest:
        return None  # line by line says why
    full = np.full_like(counts, full_count or biggest) if rules.factor else counts
    if (full < 2).any():
        return None  # a board played once and not factored: no top, no places
    factored = counts != full
    d = np.where(factored, counts, 1)
    common = lcm(*set(d.tolist()))
    if common >= _ROOM:
        return None  # boards played every number of times up to 43 or more: line by line
    n_line, full_line, up = counts[tray_of], full[tray_of], (common // d)[tray_of]
    ew_h = 2 * (n_line - 1) - h
    on_board = factored[tray_of]
    # (MP + s/2) N/n - s/2 over 2n is s((h + 1) N - n); a whole board's MP over 2 is s h
    ns_num = np.where(on_board, scale * ((h + 1) * full_line - n_line), scale * h)
    ew_num = np.where(on_board, scale * ((ew_h + 1) * full_line - n_line), scale * ew_h)
    entrants = len(names)
    played = np.bincount(ns, minlength=entrants) + np.bincount(ew, minlength=entrants)
    most_line = int(max(ns_num.max(), ew_num.max())) * int(up.max())
    if most_line * int(played.max()) >= _ROOM:
        return None
    units = np.zeros(entrants, np.int64)  # each total in units of 1 / 2L
    np.add.at(units, ns, ns_num * up)
    np.add.at(units, ew, ew_num * up)
    top_line = (full_line - 1) * scale
    most = np.zeros(entrants, np.int64)
    np.add.at(most, ns, top_line)
    np.add.at(most, ew, top_line)
    field_codes = _field_codes(names, fields)
    if field_codes is None:
        return None
    field_of, given = field_codes
    one_maximum = not (most != most[0]).any()
    if one_maximum:
        key = units
    else:  # by percentage: each total over its maximum, brought to one denominator
        maxima = lcm(*set(most.tolist()))
        if int(units.max()) * maxima >= _ROOM:
            return None
        key = units * (maxima // most)
    if (int(field_of.max()) + 1) * (int(key.max()) + 1) >= _ROOM:
        return None
    places, tied = _places(key, field_of)
    columns = {
        "names": names,
        "units": units,
        "denominator": 2 * common,
        "most": most,
        "played": played,
        "places": places,
        "tied": tied,
        "field_of": field_of,
        "fields": given,
        "one_maximum": one_maximum,
        "scaled": rules.sitout_totals == "factored",
    }
    tops = dict(zip(board["numbers"], ((full - 1) * scale).tolist(), strict=True))
    some_lines = _uneven_lines(results, board, rules, full)
    lines = BuiltWhenRead(lambda: some_lines(range(len(h))), some_lines)
    standings = BuiltWhenRead(lambda: _uneven_standings(columns, _board_by_board(board, ns, ew)))
    full_field = (full_count or biggest) if rules.factor else None
    figures = FieldFigures(names, ns_num * up, ew_num * up, units, places, tied, 2 * common)
    return PairsReport(lines, standings, tops, scale, rules.factor, full_field, rules, figures)


# A board of an uneven field as its lines show it: its n, its field, its top, its scores
# sorted, the note and its own top.
_Board: TypeAlias = "tuple[int, int, int, tuple[int, ...], str | Said, int | None]"


def _uneven_lines(
    results: Callable[[], Sequence[Result]],
    board: dict[str, Any],
    rules: Rules,
    full: np.ndarray,
) -> Callable[[Sequence[int]], list[ScoredLine]]:
    """The lines at some indexes of an uneven field, as ``rule`` builds them
    (``score_group``, ``_score_plain``): on each board its n results sorted, the figures of
    each h (``line_figures``), factored up to the board's field ``full`` when n is less, with
    the note that says so and, on the rules' choice, the board's own top
    (``short_top``).  Only the lines asked for are made (a score card's, before the rest)."""
    scale, h, tray_of, counts = rules.scale, board["h"], board["tray_of"], board["counts"]
    starts = np.concatenate(([0], np.cumsum(counts))).tolist()
    ordered = board["sorted"].tolist()
    boards: dict[int, _Board] = {}
    figures: dict[tuple[int, int, int], tuple[MP, MP, MP, MP]] = {}

    def on_board(b: int) -> _Board:
        n, field = int(counts[b]), int(full[b])
        compared = tuple(ordered[starts[b] : starts[b + 1]])
        short = n != field
        note = factored_note(n, field) if short else ""
        own_top = short_top(rules, n) if short else None
        made = boards[b] = (n, field, (field - 1) * scale, compared, note, own_top)
        return made

    def some(indices: Sequence[int]) -> list[ScoredLine]:
        given = results()
        indices = list(indices)
        lines = []
        for i, doubled, b in zip(
            indices, h[indices].tolist(), tray_of[indices].tolist(), strict=True
        ):
            n, field, top, compared, note, own_top = boards.get(b) or on_board(b)
            key = (doubled, n, field)
            mp = figures.get(key)
            if mp is None:
                mp = figures[key] = line_figures(doubled, n, field, scale)
            row = (given[i], mp[0], mp[1], top, mp[2], mp[3], compared, n, field, note, own_top)
            lines.append(tuple.__new__(ScoredLine, (*row, None)))
        return lines

    return some


def _uneven_standings(columns: dict[str, Any], first_seen: list[int]) -> tuple[Standing, ...]:
    """``_standings`` for an uneven field: exact totals, each entrant's own maximum, each
    field's largest maximum, and the key each place was ranked on (as ``rule`` keeps it)."""
    seen = np.array(first_seen, np.int64)
    field_of, places = columns["field_of"], columns["places"]
    met = field_of[seen]
    codes, first = np.unique(met, return_index=True)
    field_rank = np.zeros(int(codes.max()) + 1, np.int64)
    field_rank[codes] = np.argsort(np.argsort(first))
    final = seen[np.lexsort((places[seen], field_rank[met]))]
    who = [columns["names"][i] for i in final.tolist()]
    denominator = columns["denominator"]
    totals = [Fraction(u, denominator) for u in columns["units"][final].tolist()]
    most = columns["most"][final].tolist()
    best_of: dict[int, int] = {}
    for code, m in zip(field_of.tolist(), columns["most"].tolist(), strict=True):
        best_of[code] = max(best_of.get(code, 0), m)
    best = [best_of[code] for code in field_of[final].tolist()]
    if columns["one_maximum"]:
        keys = [normal(2 * t) for t in totals]
    else:
        units = columns["units"][final].tolist()
        keys = [Fraction(u, denominator * m) for u, m in zip(units, most, strict=True)]
    place, tied = (columns[k][final].tolist() for k in ("places", "tied"))
    label = [f"{p}=" if t else str(p) for p, t in zip(place, tied, strict=True)]
    placings = _made(Placing, zip(who, keys, place, tied, label, strict=True))
    given = columns["fields"]
    field = [given[i] for i in final.tolist()] if given is not None else repeat("")
    played = columns["played"][final].tolist()
    rows = zip(who, field, totals, most, label, played, placings, best, repeat(columns["scaled"]))
    return tuple(_made(Standing, rows))


def _field_codes(
    names: list[str], fields: Mapping[str, str] | None
) -> tuple[np.ndarray, list[str] | None] | None:
    """Each entrant's field as a number and as given (read now: the standings are built
    later); None when an entrant has no field given."""
    if fields is None:
        return np.zeros(len(names), np.int64), None
    if any(name not in fields for name in names):
        return None
    given = [fields[name] for name in names]
    code: dict[str, int] = {}
    numbers = map(code.setdefault, given, count())
    return np.fromiter(numbers, np.int64, len(names)), given


def _places(halves: np.ndarray, field_of: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Competition places within each field: 1 + those above; a place shared by equal totals."""
    span = int(halves.max()) + 1
    key = field_of * span + halves
    ordered = np.sort(key)
    field_end = np.searchsorted(ordered, (field_of + 1) * span, "left")
    above_or_equal = np.searchsorted(ordered, key, "left")
    not_above = np.searchsorted(ordered, key, "right")
    return field_end - not_above + 1, (not_above - above_or_equal) > 1


def _board_by_board(board: dict[str, Any], ns: np.ndarray, ew: np.ndarray) -> list[int]:
    """Entrants in the order the line-by-line path meets them: board by board, NS then EW."""
    return first_met(ns, ew, np.argsort(board["tray_of"], kind="stable"))


def _standings(columns: dict[str, Any], first_seen: list[int]) -> tuple[Standing, ...]:
    """The standings as the line-by-line path gives them: by field as met, then by place,
    entrants of one place as met."""
    seen = np.array(first_seen, np.int64)
    field_of, places = columns["field_of"], columns["places"]
    met = field_of[seen]
    codes, first = np.unique(met, return_index=True)
    field_rank = np.zeros(int(codes.max()) + 1, np.int64)
    field_rank[codes] = np.argsort(np.argsort(first))
    final = seen[np.lexsort((places[seen], field_rank[met]))]  # lexsort is stable
    who = [columns["names"][i] for i in final.tolist()]
    halves, place, tied = (columns[k][final].tolist() for k in ("halves", "places", "tied"))
    label = [f"{p}=" if t else str(p) for p, t in zip(place, tied, strict=True)]
    placings = _made(Placing, zip(who, halves, place, tied, label, strict=True))
    given = columns["fields"]
    field = [given[i] for i in final.tolist()] if given is not None else repeat("")
    totals = {value: Fraction(value, 2) for value in set(halves)}
    most, scaled = columns["maximum"], columns["scaled"]
    played = columns["played"][final].tolist()
    rows = zip(who, field, map(totals.__getitem__, halves), repeat(most), label, played)
    return tuple(_made(Standing, map(add, rows, zip(placings, repeat(most), repeat(scaled)))))


def _made(
    cls: type[Made], rows: Iterable[tuple[Any, ...]], extra: tuple[str, ...] = ()
) -> list[Made]:
    """Frozen dataclass instances filled field by field in C, without the generated
    ``__init__`` (a Python call per object, one ``setattr`` per field): the same objects,
    built in a fraction of the time for thousands of entrants.  ``extra``: attributes kept
    beside the fields, after them in each row."""
    names = [f.name for f in dataclass_fields(cls)] + list(extra)
    rows = list(rows)
    made: list[Made] = list(map(object.__new__, repeat(cls, len(rows))))
    deque(map(dict.update, map(vars, made), map(zip, repeat(names), rows)), maxlen=0)
    return made


def _lines(
    results: Sequence[Result], board: dict[str, Any], scale: int, top: int
) -> Iterator[ScoredLine]:
    """Every line as ``rule`` builds it, its figures shared by every line with its h."""
    n, h = board["n"], board["h"]
    ns_of, ew_of = np.empty(2 * n - 1, object), np.empty(2 * n - 1, object)
    for value in np.unique(h).tolist():  # the figures met, not every one up to the top
        ns_of[value], ew_of[value] = plain_figures(value, n, scale)
    ordered = board["sorted"].tolist()
    compared = np.empty(len(board["numbers"]), object)
    for b in range(len(compared)):
        compared[b] = tuple(ordered[b * n : (b + 1) * n])
    ns_mp, ew_mp = ns_of[h].tolist(), ew_of[h].tolist()
    rows = zip(
        results,
        ns_mp,
        ew_mp,
        repeat(top),
        ns_mp,
        ew_mp,
        compared[board["tray_of"]].tolist(),
        repeat(n),
        repeat(n),
        repeat(""),
        repeat(None),
        repeat(None),
    )
    return map(tuple.__new__, repeat(ScoredLine), rows)
