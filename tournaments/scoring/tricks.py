"""Trick totals against the average: compass whist and the duplicate laws' pair contests.

Two fields (compass, Mitchell: NS pairs stay NS): each entrant's total is compared with the
average total of its field.  As the laws say, "fractions are disregarded and the nearest whole
numbers taken, unless it be necessary to take the fraction into account to avoid a tie": the
printed ``plus_minus`` is the total less the field average rounded to the nearest whole number
(halves up), and the exact figure ``plus_minus_exact`` (against the unrounded average) is used
only to order entrants whose whole-number figures tie; the standing then says the tie was broken
"by the fraction".  Within a field, every entrant is measured against the same average, so the
rounding never changes the order there.  The winner overall is the entrant furthest above its
field's average.

One field (Howell: pairs change direction): on each tray a side is compared with the average of
the scores made with the same cards, and the differences are summed.  Those per-tray averages
are kept exact, since rounding each tray would pile up error; ``plus_minus`` is the exact sum
rounded to the nearest whole number and the fraction again only breaks ties.

Scores are NS tricks at whist (EW took 13 minus them) or NS points at bridge or auction (a pair
contest on "net totals": EW's score is the negation).  Law V's average for a table that could not
overplay a deal is entered as "AVE": each side takes the average of the tray's real scores in its
direction.  Revokes follow Law X (see ``revokes``).

Two readings of the same sums.  A plain field (every result a table's own score: no ruling,
no revoke, no fouled board) is worked as numpy columns in integers (``plain_trick_totals``):
each side's score is its own and enters the averages as made, so an entrant's figures are

    own       = its scores added up (an integer)
    compared  = the averages of the trays it played added up: sum over those trays of
                (the tray's scores in its direction) / (the tray's results)

The second is a sum of fractions with denominators among the trays' result counts; with L
their least common multiple, L x compared is an integer, added up for every entrant at once
(``bincount``) and made one exact Fraction an entrant.  Every other field is worked line by
line in exact fractions (``_score_lines`` and ``_totals``), and both stay: the columns cannot
express a revoke's transfer (Law X), a tray's average given to a table that could not play
(Law V), a tray not played or a fouled tray's groups, nor say what is wrong with a field; the
line-by-line path is the rule for those, at four Fraction additions a line that the columns
do without.  tests/scoring/test_vector_tricks.py holds the two equal on random plain fields,
line for line with the types of the figures, and both equal to the figures worked from their
definition (tests/scoring/oracle_tricks.py).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field, replace
from decimal import ROUND_HALF_UP, Decimal
from fractions import Fraction
from itertools import repeat
from operator import attrgetter
from typing import TYPE_CHECKING, NamedTuple

from said import Said
from tournaments import lazy

from .explain import CardLine, trick_card
from .field_columns import BuiltWhenRead, entrant_codes, first_met
from .ranking import Placing, rank, rank_fields
from .revokes import SideScores, apply_revokes
from .types import Adjustment, Result, table_scores_only

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt
else:  # numpy is imported when a field is first scored
    np = lazy.module("numpy")

__all__ = [
    "TrickLine",
    "TrickStanding",
    "FieldAverage",
    "TrickReport",
    "plain_trick_totals",
    "score_trick_totals",
]

Score = int | Fraction
# Each tray's (and fouled tray's group's) NS and EW averages.
TrayAverages = dict[tuple[int, str], tuple[Fraction, Fraction]]
# An entrant's (average, exact average, plus or minus, exact plus or minus).
Row = tuple[Score, Fraction, Score, Fraction]


class TrickLine(NamedTuple):
    """A line's scores: ``*_field`` entered the averages, ``*_score`` is each side's own."""

    result: Result
    ns_score: Score | None
    ew_score: Score | None
    ns_field: Score | None
    ew_field: Score | None
    ns_average: Fraction
    ew_average: Fraction
    note: str


class Totals(NamedTuple):
    """Each entrant's own scores, the scores it entered the averages with, the averages it
    was compared with (all added up), its trays played, and the entrants as first named."""

    own: dict[str, Fraction]
    own_field: dict[str, Fraction]
    compared: dict[str, Fraction]
    trays: dict[str, int]
    order: list[str]


@dataclass(frozen=True)
class FieldAverage:
    field: str
    entrants: int
    total: Score
    exact: Fraction
    whole: int


@dataclass(frozen=True)
class TrickStanding:
    entrant: str
    field: str
    tricks: Score
    average: Score
    average_exact: Fraction
    plus_minus: Score
    plus_minus_exact: Fraction
    place: str
    overall_place: str
    trays: int
    placing: Placing
    overall_placing: Placing
    note: str = ""


@dataclass(frozen=True)
class TrickReport:
    lines: Sequence[TrickLine]  # a tuple, or for a plain field one built when first read
    # built when first read: a score card or a traveller reads only the lines
    standings: Sequence[TrickStanding]
    averages: dict[str, FieldAverage]
    two_fields: bool
    game: str
    tray_averages: TrayAverages = field(default_factory=dict)

    def standing(self, entrant: str) -> TrickStanding:
        for standing in self.standings:
            if standing.entrant == entrant:
                return standing
        raise KeyError(entrant)

    def card(self, entrant: str) -> list[CardLine]:
        """The entrant's lines with the tray averages it was measured against."""
        return trick_card(self, entrant)


def whole(value: Fraction) -> int:
    """Nearest whole number, halves up: the laws' "nearest whole numbers"."""
    exact = Decimal(value.numerator) / Decimal(value.denominator)
    return int(exact.quantize(Decimal(1), rounding=ROUND_HALF_UP))


def _normal(value: Fraction) -> Score:
    return value.numerator if value.denominator == 1 else value


def _side_scores(real: list[Result], game: str) -> list[SideScores]:
    if game == "whist":
        return apply_revokes(real)
    for r in real:
        if r.revokes_ns or r.revokes_ew:
            raise ValueError(
                Said("tray %(tray)s: Law X revokes apply to whist trick scores only", tray=r.tray)
            )
    out = []
    for r in real:
        score = r.score
        assert score is not None  # ``real`` holds the results with a table's own score
        out.append(SideScores(score, -score, score, -score))
    return out


def _score_group(
    rows: list[Result], game: str, two_fields: bool
) -> tuple[list[TrickLine], Fraction, Fraction]:
    real = [r for r in rows if r.score is not None]
    sides = dict(zip(map(id, real), _side_scores(real, game), strict=True))
    if not real:
        raise ValueError(
            Said("tray %(tray)s: no real score to take an average from", tray=rows[0].tray)
        )
    ns_avg = Fraction(sum(Fraction(s.ns_field) for s in sides.values()), len(real))
    ew_avg = Fraction(sum(Fraction(s.ew_field) for s in sides.values()), len(real))
    out = []
    for r in rows:
        if r.score is not None:
            s = sides[id(r)]
            out.append(
                TrickLine(r, s.ns_final, s.ew_final, s.ns_field, s.ew_field, ns_avg, ew_avg, s.note)
            )
            continue
        adj = r.adjustment
        assert adj is not None  # a result without a score carries the ruling that replaced it
        kind = adj.kind
        if kind == "NP" and not two_fields:
            out.append(
                TrickLine(r, None, None, None, None, ns_avg, ew_avg, str(Said("not played")))
            )
        elif kind == "AVE":
            ns, ew = _normal(ns_avg), _normal(ew_avg)
            note = str(Said("average of the tray's scores (Law V)"))
            if adj.reason:
                note = str(
                    Said("average of the tray's scores (Law V): %(reason)s", reason=adj.reason)
                )
            out.append(TrickLine(r, ns, ew, ns, ew, ns_avg, ew_avg, note))
        else:
            where = {"tray": r.tray, "ns": r.ns, "ew": r.ew, "adj": adj}
            raise ValueError(
                Said(
                    "tray %(tray)s, %(ns)s v %(ew)s: %(adj)s has no meaning in trick totals; "
                    "use AVE (Law V) or score with one field",
                    **where,
                )
                if kind == "NP"
                else Said(
                    "tray %(tray)s, %(ns)s v %(ew)s: %(adj)s has no meaning in trick totals; "
                    "use AVE (Law V)",
                    **where,
                )
            )
    return out, ns_avg, ew_avg


def score_trick_totals(
    results: Sequence[Result],
    *,
    fields: Mapping[str, str] | None = None,
    game: str = "whist",
) -> TrickReport:
    """Total each entrant's tricks (or points) and compare them with the average (see module)."""
    if game not in ("whist", "bridge", "auction"):
        raise ValueError(Said("unknown game %(game)s", game=repr(game)))
    two_fields = fields is not None
    plain = plain_trick_totals(results, game)
    lines: Sequence[TrickLine]
    if plain is not None:  # table scores only: worked out as columns, in integers
        lines, tray_averages, (own, own_field, compared, trays, order) = plain
    else:
        lines, tray_averages = _score_lines(results, game, two_fields)
        own, own_field, compared, trays, order = _totals(lines)
    averages: dict[str, FieldAverage] = {}
    rows: dict[str, Row] = {}
    if fields is not None:
        missing = [e for e in order if e not in fields]
        if missing:
            raise ValueError(
                Said("no field given for %(value)s", value=", ".join(map(repr, missing)))
            )
        averages = _field_averages(order, own_field, fields)
        for e in order:
            avg = averages[fields[e]]
            rows[e] = (avg.whole, avg.exact, own[e] - avg.whole, own[e] - avg.exact)
    else:
        for e in order:
            exact = own[e] - compared[e]
            rows[e] = (_normal(compared[e]), compared[e], whole(exact), exact)
    standings = BuiltWhenRead(lambda: _standings(order, own, rows, trays, fields))
    return TrickReport(lines, standings, averages, two_fields, game, tray_averages)


def _score_lines(
    results: Sequence[Result], game: str, two_fields: bool
) -> tuple[tuple[TrickLine, ...], TrayAverages]:
    """Every line and each tray's averages, tray by tray in exact fractions."""
    groups: dict[tuple[int, str], list[Result]] = defaultdict(list)
    for r in results:
        groups[(r.tray, r.group)].append(r)
    lines_by_id: dict[int, TrickLine] = {}
    tray_averages: TrayAverages = {}
    for key in sorted(groups):
        scored, ns_avg, ew_avg = _score_group(groups[key], game, two_fields)
        tray_averages[key] = (ns_avg, ew_avg)
        for line in scored:
            lines_by_id[id(line.result)] = line
    return tuple(lines_by_id[id(r)] for r in results), tray_averages


def _totals(lines: Sequence[TrickLine]) -> Totals:
    own: dict[str, Fraction] = defaultdict(Fraction)
    own_field: dict[str, Fraction] = defaultdict(Fraction)
    compared: dict[str, Fraction] = defaultdict(Fraction)
    trays: dict[str, int] = defaultdict(int)
    order: dict[str, None] = {}
    for line in lines:
        r = line.result
        order.setdefault(r.ns)
        order.setdefault(r.ew)
        if line.ns_score is None:
            continue
        assert line.ew_score is not None and line.ns_field is not None  # scored together
        assert line.ew_field is not None
        for who, score, fld, avg in (
            (r.ns, line.ns_score, line.ns_field, line.ns_average),
            (r.ew, line.ew_score, line.ew_field, line.ew_average),
        ):
            own[who] += score
            own_field[who] += fld
            compared[who] += avg
            trays[who] += 1
    return Totals(own, own_field, compared, trays, list(order))


def _field_averages(
    order: Sequence[str], own_field: Mapping[str, Fraction], fields: Mapping[str, str]
) -> dict[str, FieldAverage]:
    members: dict[str, list[str]] = defaultdict(list)
    for e in order:
        members[fields[e]].append(e)
    averages = {}
    for name, who in members.items():
        total = sum((own_field[e] for e in who), Fraction(0))
        exact = total / len(who)
        averages[name] = FieldAverage(name, len(who), _normal(total), exact, whole(exact))
    return averages


def _standings(
    order: Sequence[str],
    own: Mapping[str, Fraction],
    rows: Mapping[str, Row],
    trays: Mapping[str, int],
    fields: Mapping[str, str] | None,
) -> tuple[TrickStanding, ...]:
    keys = [(e, (rows[e][2], rows[e][3])) for e in order]
    overall = {p.entrant: p for p in rank(keys)}
    within = rank_fields(keys, fields) if fields is not None else overall
    by_whole: dict[Score, set[Fraction]] = defaultdict(set)
    for e in order:
        by_whole[rows[e][2]].add(rows[e][3])
    out = []
    tie = ""  # the note's words, translated once for every tie (a message with no values
    # reads as it is; each tie's figures are put in as ``Said`` puts them)
    for e in order:
        average, exact_avg, pm, pm_exact = rows[e]
        note = ""
        if len(by_whole[pm]) > 1:
            tie = tie or str(
                Said("tie on %(figure)s separated by the fraction (%(exact)s exactly)")
            )
            note = tie % {"figure": pm, "exact": _show(pm_exact)}
        out.append(
            TrickStanding(
                e,
                fields[e] if fields is not None else "",
                _normal(own[e]),
                average,
                exact_avg,
                _normal(Fraction(pm)),
                pm_exact,
                within[e].label,
                overall[e].label,
                trays[e],
                within[e],
                overall[e],
                note,
            )
        )
    out.sort(key=lambda s: (s.overall_placing.place, s.field))
    return tuple(out)


def _show(value: Fraction) -> str:
    sign = "+" if value > 0 else ""
    return f"{sign}{value}" if value.denominator != 1 else f"{sign}{value.numerator}"


def for_trick_totals(results: Sequence[Result]) -> list[Result]:
    """The results trick totals can use, adjusted scores read as Law V reads them.

    The laws know one adjusted score for trick totals, the tray's average (Law V); the
    match-point adjustments (AVE+, AVE-, splits, weighted scores) and a tray not played count
    as that average here, with a note on the card.  An assigned score counts as the table's
    result; a procedural penalty is taken in match points only.  A tray with no real score has
    no average and is left out of the totals.
    """
    real_trays = {r.tray for r in results if r.score is not None}
    out = []
    for r in results:
        if r.tray not in real_trays:
            continue
        adj = r.adjustment
        if adj is not None and adj.single_score is not None:
            # assigned: a result.  A revoke settled in fractions (Law X) puts a Fraction in
            # ``score``, which is typed ``int`` for the table scores every other reader sees.
            r = replace(r, score=adj.single_score, adjustment=None)  # type: ignore[arg-type]
        elif adj is not None and not adj.replaces_score:
            r = replace(r, adjustment=None)  # a penalty is match points'; a group stays
        elif adj is not None and adj.kind != "AVE":
            why = str(
                Said(
                    "%(code)s counts as the tray's average in trick totals (Law V)",
                    code=adj.main_code(),
                )
            )
            r = replace(r, adjustment=Adjustment("AVE", reason=why))
        out.append(r)
    return out


# A plain field as columns ---------------------------------------------------------------------

_TRAY, _SCORE = attrgetter("tray"), attrgetter("score")
EXACT = 1 << 52  # integers a float64 holds exactly, with room: ``bincount`` adds in floats


def plain_trick_totals(
    results: Sequence[Result], game: str
) -> tuple[BuiltWhenRead[TrickLine], TrayAverages, Totals] | None:
    """(lines, tray averages, (own, own field, compared, trays, order)) as ``_score_lines`` and
    ``_totals`` work them out line by line, or None when the field is not plain (or its sums would not fit)."""
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
    order = first_met(ns, ew)
    own_of = {names[i]: Fraction(own[i]) for i in order}
    totals = Totals(
        own_of,
        own_of,
        {names[i]: Fraction(compared[i], common) for i in order},
        {names[i]: int(counts[i]) for i in order},
        [names[i] for i in order],
    )
    ns_avg = [Fraction(s, n) for s, n in zip(ns_sum.tolist(), played.tolist(), strict=True)]
    ew_avg = [Fraction(s, n) for s, n in zip(ew_sum.tolist(), played.tolist(), strict=True)]
    both = zip(ns_avg, ew_avg, strict=True)
    averages: TrayAverages = {(t, ""): pair for t, pair in zip(numbers.tolist(), both, strict=True)}
    given = tuple(results)
    lines = BuiltWhenRead(lambda: _column_lines(given, scores, ew_scores, tray_of, ns_avg, ew_avg))
    return lines, averages, totals


def _added(
    ns: npt.NDArray[np.intp],
    ns_values: npt.NDArray[np.int64],
    ew: npt.NDArray[np.intp],
    ew_values: npt.NDArray[np.int64],
    entrants: int,
) -> list[int]:
    """Each entrant's values added up, as exact integers (every partial sum under 2**52)."""
    total = np.bincount(ns, ns_values, entrants) + np.bincount(ew, ew_values, entrants)
    added: list[int] = total.astype(np.int64).tolist()  # numpy types tolist() as Any
    return added


def _column_lines(
    results: tuple[Result, ...],
    scores: npt.NDArray[np.int64],
    ew_scores: npt.NDArray[np.int64],
    tray_of: npt.NDArray[np.intp],
    ns_avg: list[Fraction],
    ew_avg: list[Fraction],
) -> Iterator[TrickLine]:
    """Every line as ``_score_group`` makes a table score's: own scores, the same
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
    return map(tuple.__new__, repeat(TrickLine), rows)
