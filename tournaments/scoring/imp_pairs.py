"""Pairs scored in IMPs: against a datum (Butler, or the plain average) or cross-IMPs.

Each board (each group of a fouled board) is scored apart.  A datum is the average North-South
score of the board's table results (assigned scores count as results), with the rules'
extremes left out and rounded as the rules say; every side is IMPed against it.  Cross-IMPs
IMP every result against every other and average (or total) them.  Weighted and split scores
are IMPed share by share and measured against the datum without moving it.  An artificial
average is 0 IMPs, average-plus +3 and average-minus -3 (the Laws' IMP figures; ACBLscore's
total cross-IMPs multiply them by the comparisons); a procedural penalty takes its IMPs off.
The working of every figure is kept in words.

Two readings of these rules: this module's, line by line, which scores every field (rulings,
weighted and split scores, penalties, fouled boards, session averages), and for a field of
table scores only ``imp_columns``, the same figures worked out as numpy columns (its
docstring says why both stay).  ``score_imp_pairs`` takes the columns when it can.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from fractions import Fraction

from said import Said

from .explain import figure, score_text
from .field_columns import collector_paused
from .imp_columns import Column, columns_imp_report, plain_imp_report
from .imp_report import (
    BoardKey,
    Figure,
    ImpLine,
    ImpReport,
    ImpStanding,
    Score,
    Worked,
    against_datum_piece,
    cross_said,
    datum_said,
    ew_reverse,
    standing_working,
    whole,
)
from .imps import WeightedScores, cross_imps, imps
from .ranking import rank_fields
from .rules import Rules
from .types import Adjustment, Result

__all__ = [
    "ImpLine",
    "ImpStanding",
    "ImpReport",
    "score_imp_pairs",
    "score_imp_columns",
    "score_imp_lines",
    "IMP_METHODS",
]

IMP_METHODS = ("butler", "imps", "cross-imps")
SIDES = ("NS", "EW")
AVERAGE_IMPS = {"+": 3, "=": 0, "-": -3}
FIXED_IMPS = {60: 3, 50: 0, 40: -3}


def score_imp_pairs(
    results: Sequence[Result],
    *,
    method: str,
    rules: Rules,
    fields: Mapping[str, str] | None = None,
) -> ImpReport:
    """IMP every line of every board by ``method`` and total and place every entrant: a
    field of table scores only as columns (``imp_columns``), any other line by line."""
    if method not in IMP_METHODS:
        raise ValueError(
            Said(
                "IMP method is one of %(value)s, not %(method)s",
                value=", ".join(IMP_METHODS),
                method=repr(method),
            )
        )
    with collector_paused():  # one small acyclic object a line
        report = plain_imp_report(results, method, rules, fields)
    if report is not None:
        return report
    return score_imp_lines(results, method=method, rules=rules, fields=fields)


def score_imp_columns(
    columns: tuple[Column, Column, Column, Column],
    names: Sequence[str],
    *,
    method: str,
    rules: Rules,
    fields: Mapping[str, str] | None = None,
) -> ImpReport:
    """``score_imp_pairs`` of table scores handed over as columns, as a database's values
    list gives them: (tray numbers, NS entrants, EW entrants, NS scores), one row a result,
    the entrants as indexes into ``names`` (an entrant with no row is not placed).  Worked out
    from the columns without making a result object a line unless the lines are read; rows
    the columns cannot score (an entrant against itself) are made into results and scored
    line by line, which says what is wrong."""
    if method not in IMP_METHODS:
        raise ValueError(
            Said(
                "IMP method is one of %(value)s, not %(method)s",
                value=", ".join(IMP_METHODS),
                method=repr(method),
            )
        )
    with collector_paused():
        report = columns_imp_report(columns, names, method, rules, fields)
    if report is not None:
        return report
    trays, ns, ew, scores = (list(map(int, c)) for c in columns)
    results = [
        Result(t, names[n], names[e], s) for t, n, e, s in zip(trays, ns, ew, scores, strict=True)
    ]
    return score_imp_lines(results, method=method, rules=rules, fields=fields)


def score_imp_lines(
    results: Sequence[Result],
    *,
    method: str,
    rules: Rules,
    fields: Mapping[str, str] | None = None,
) -> ImpReport:
    """``score_imp_pairs`` line by line: every field can be scored this way."""
    if method not in IMP_METHODS:
        raise ValueError(
            Said(
                "IMP method is one of %(value)s, not %(method)s",
                value=", ".join(IMP_METHODS),
                method=repr(method),
            )
        )
    groups: dict[BoardKey, list[int]] = {}
    for i, r in enumerate(results):
        groups.setdefault((r.tray, r.group), []).append(i)
    on_tray: dict[int, int] = {}
    played: dict[int, int] = {}
    for (tray, _group), idxs in groups.items():
        on_tray[tray] = on_tray.get(tray, 0) + sum(1 for i in idxs if _compared(results[i]))
        played[tray] = played.get(tray, 0) + sum(1 for i in idxs if results[i].played)
    lines: dict[int, ImpLine] = {}
    datums: dict[BoardKey, Worked] = {}
    boards: list[tuple[_Board, list[int]]] = []
    for (tray, group), idxs in sorted(groups.items()):
        board = _Board(results, idxs, method, rules, (on_tray[tray], played[tray]), group)
        boards.append((board, idxs))
        if method != "cross-imps" and board.members:
            datums[(tray, group)] = (board.datum, board.datum_words)
    session = _session(boards) if rules.imp_averages == "session" else {}
    for board, idxs in boards:
        for i in idxs:
            lines[i] = board.line(i, session)
    in_order = tuple(lines[i] for i in range(len(results)))
    standings = _standings(in_order, rules, fields)
    return ImpReport(in_order, standings, method, rules, datums)


def _session(boards: Sequence[tuple[_Board, list[int]]]) -> dict[str, Fraction]:
    """Each pair's session average a board: its figures on the boards it played with a
    result, before any procedural penalty (an artificial score is not counted, as the match
    points' session percentage leaves it out)."""
    sums: dict[str, Fraction] = {}
    counts: dict[str, int] = {}
    for board, idxs in boards:
        for i in idxs:
            r = board.results[i]
            if not r.played or r.artificial:
                continue
            for side, who in zip(SIDES, (r.ns, r.ew), strict=True):
                sums[who] = sums.get(who, Fraction(0)) + Fraction(board.base(i, side)[0])
                counts[who] = counts.get(who, 0) + 1
    return {who: total / counts[who] for who, total in sums.items()}


def _compared(r: Result) -> bool:
    return r.plain_score is not None or r.distributed


class _Board:
    """One board's (one group's) IMPs: the datum or the comparisons, then each line."""

    def __init__(
        self,
        results: Sequence[Result],
        idxs: list[int],
        method: str,
        rules: Rules,
        counts: tuple[int, int],
        group: str,
    ) -> None:
        on_tray, played = counts
        self.results, self.method, self.rules = results, method, rules
        self.members = [i for i in idxs if _compared(results[i])]
        self.n = len(self.members)
        self.group = group
        self.factor = Fraction(1)
        if method == "cross-imps" and rules.cross_imps == "total" and 1 < self.n < on_tray:
            self.factor = Fraction(on_tray - 1, self.n - 1)  # a fouled group, ACBLscore's way
        self.comparisons = played - 1 if rules.cross_imps == "total" else 1
        self.atoms = {side: self._atoms(side) for side in SIDES}
        self.weighted = {side: WeightedScores(self.atoms[side]) for side in SIDES}
        self.plain = all(results[i].plain_score is not None for i in self.members)
        self._cross_totals: dict[Score, int] | None = None
        self._base: dict[tuple[int, str], Worked] = {}
        if method != "cross-imps" and self.members:
            self.datum, self.datum_words = self._datum()

    def _atoms(self, side: str) -> list[tuple[Fraction, Score]]:
        return [
            (Fraction(w), _scored(s))
            for i in self.members
            for w, s, _ in self.results[i].parts(side)
        ]

    def _datum(self) -> Worked:
        plain = sorted(
            score for i in self.members if (score := self.results[i].plain_score) is not None
        )
        if not plain:  # only weighted scores: their shares make the average
            shares = self.atoms["NS"]
            exact = sum((w * s for w, s in shares), Fraction(0)) / sum(
                (w for w, _ in shares), Fraction(0)
            )
            datum = self.rules.round_datum(exact)
            return datum, str(
                Said(
                    "datum %(datum)s: the weighted scores' average %(exact)s",
                    datum=figure(datum),
                    exact=figure(exact),
                )
            )
        drop = self.rules.dropped(len(plain)) if self.method == "butler" else 0
        counted = plain[drop : len(plain) - drop]
        exact = Fraction(sum(counted), len(counted))
        datum = self.rules.round_datum(exact)
        top = plain[len(plain) - drop :][::-1]
        return datum, datum_said(datum, exact, len(plain), top, plain[:drop])

    def line(self, i: int, session: Mapping[str, Fraction]) -> ImpLine:
        """The line's figures; ``session`` holds the pairs' session averages a board when
        the rules give average-plus and average-minus by them."""
        r = self.results[i]
        if not r.played:
            return ImpLine(r, None, None, "not played", "not played")
        figures: dict[str, Figure] = {}
        words: dict[str, str] = {}
        for side, who in zip(SIDES, (r.ns, r.ew), strict=True):
            if r.artificial:
                figures[side], words[side] = self._artificial(r, side, session, who)
            else:
                figures[side], words[side] = self.base(i, side)
            figures[side], words[side] = self._penalty(r, side, figures[side], words[side])
        return ImpLine(r, figures["NS"], figures["EW"], words["NS"], words["EW"])

    def base(self, i: int, side: str) -> Worked:
        """A table result's figure and words, before any procedural penalty."""
        key = (i, side)
        if key not in self._base:
            if self.method == "cross-imps":
                self._base[key] = self._cross(i, side)
            else:
                self._base[key] = self._against_datum(self.results[i], side)
        return self._base[key]

    def _artificial(
        self, r: Result, side: str, session: Mapping[str, Fraction], who: str
    ) -> Worked:
        adj = r.adjustment
        assert adj is not None  # an artificial score is a ruling
        named = adj.named(side)
        if named in ("+", "-") and self.rules.imp_averages == "session":
            return self._session_average(adj, named, session.get(who))
        if named:
            value = AVERAGE_IMPS[named]
        else:
            pct = adj.percent(side)
            if pct is None or pct not in FIXED_IMPS:
                raise ValueError(
                    Said(
                        "tray %(tray)s: %(value)s has no IMP value (use 60, 50 or 40 percent)",
                        tray=r.tray,
                        value=adj.main_code(),
                    )
                )
            value = FIXED_IMPS[int(pct)]
        imps = f"{value:+d}" if value else "0"
        if self.method == "cross-imps" and self.rules.cross_imps == "total":
            said = Said(
                "artificial score %(code)s: %(imps)s IMPs, × %(count)s comparisons",
                code=adj.main_code(),
                imps=imps,
                count=self.comparisons,
            )
            value *= self.comparisons
        else:
            said = Said("artificial score %(code)s: %(imps)s IMPs", code=adj.main_code(), imps=imps)
        return value, str(said)

    def _session_average(self, adj: Adjustment, named: str, average: Fraction | None) -> Worked:
        """Average-plus as the better of +3 IMPs and the pair's session average a board,
        average-minus the worse of −3 and it (with total cross-IMPs the ±3 is × the
        comparisons, as the pair's figures are totals of them)."""
        times = self.comparisons if self.method == "cross-imps" else 1
        fixed = AVERAGE_IMPS[named] * times
        limit = f"{fixed:+d}" + (f" ({AVERAGE_IMPS[named]:+d} × {times})" if times != 1 else "")
        code = adj.main_code()
        if named == "+":
            said = Said("artificial score %(code)s: average-plus", code=code)
        else:
            said = Said("artificial score %(code)s: average-minus", code=code)
        if average is None:
            return fixed, str(
                Said(
                    "%(said)s (no other board of the pair scored): %(limit)s IMPs",
                    said=said,
                    limit=limit,
                )
            )
        shown = figure(average)
        shown = shown if shown.startswith("-") or average == 0 else f"+{shown}"
        values = {"said": said, "shown": shown, "limit": limit}
        if average > fixed if named == "+" else average < fixed:
            if named == "+":
                better = Said(
                    "%(said)s, the pair's session average (%(shown)s IMPs a board, above "
                    "%(limit)s)",
                    **values,
                )
            else:
                better = Said(
                    "%(said)s, the pair's session average (%(shown)s IMPs a board, below "
                    "%(limit)s)",
                    **values,
                )
            return whole(average), str(better)
        if named == "+":
            kept = Said(
                "%(said)s (the pair's session average %(shown)s IMPs a board is not above "
                "%(limit)s): %(limit)s IMPs",
                **values,
            )
        else:
            kept = Said(
                "%(said)s (the pair's session average %(shown)s IMPs a board is not below "
                "%(limit)s): %(limit)s IMPs",
                **values,
            )
        return fixed, str(kept)

    def _against_datum(self, r: Result, side: str) -> Worked:
        sign = 1 if side == "NS" else -1
        total, pieces = Fraction(0), []
        for weight, part, text in r.parts(side):
            score = _scored(part)
            won = imps(score - self.datum)
            total += Fraction(weight) * won
            piece: str | Said = against_datum_piece(score, self.datum, won)
            if r.score is None:
                piece = Said(
                    "%(score)s, %(working)s", score=score_text((weight, score, text)), working=piece
                )
            if weight != 1:
                piece = Said(
                    "%(share)s%% of %(working)s",
                    share=figure(Fraction(weight) * 100),
                    working=piece,
                )
            pieces.append(str(piece))
        value = whole(sign * total)
        said = f"{self.datum_words}; {'; '.join(pieces)}"
        if side == "EW":
            said = str(ew_reverse(said, figure(value)))
        return value, said

    def _cross(self, i: int, side: str) -> Worked:
        r = self.results[i]
        sign = 1 if side == "NS" else -1
        others = self.n - 1
        if others <= 0:
            return 0, "no other result on the board to compare with: 0 IMPs"
        plain_board = self.plain
        total = Fraction(0)
        for weight, part, _ in r.parts(side):
            score = _scored(part)
            if plain_board:
                won = Fraction(self._cross_total(score))
            else:
                won = self.weighted[side].imps_against(score)
                won -= sum(
                    (Fraction(v) * imps(score - _scored(b)) for v, b, _ in r.parts(side)),
                    Fraction(0),
                )
            total += Fraction(weight) * won
        total *= sign * self.factor
        value = whole(total) if self.rules.cross_imps == "total" else whole(total / others)
        said = cross_said(side, others, total, value, self.rules)
        if self.factor != 1:
            said += f" (a fouled group: × {self.factor.numerator}/{self.factor.denominator})"
        return value, said

    def _cross_total(self, score: Score) -> int:
        """Cross-IMPs of one NS score against a plain board's others (worked out once)."""
        if self._cross_totals is None:
            scores = [_scored(self.results[m].plain_score) for m in self.members]
            self._cross_totals = dict(zip(scores, cross_imps(scores), strict=True))
        return self._cross_totals[score]

    def _penalty(self, r: Result, side: str, value: Figure, said: str) -> Worked:
        if r.adjustment is None or not r.adjustment.penalty(side):
            return value, said
        taken = Fraction(0)
        for p in r.adjustment.penalty(side):
            if p.percent:
                raise ValueError(
                    Said(
                        "tray %(tray)s: give a procedural penalty in IMPs here, not %(p)s",
                        tray=r.tray,
                        p=p,
                    )
                )
            taken += p.amount
        value = whole(Fraction(value) - taken)
        less = Said(
            "%(working)s; less a procedural penalty (Law 90) of %(taken)s IMPs: %(value)s",
            working=said,
            taken=figure(taken),
            value=figure(value),
        )
        return value, str(less)


def _scored(score: Score | None) -> Score:
    """A compared result's NS score: its own, assigned, or one share of a weighted ruling."""
    assert score is not None  # a result compared on the board has a score in every part
    return score


def _standings(
    lines: Sequence[ImpLine], rules: Rules, fields: Mapping[str, str] | None
) -> tuple[ImpStanding, ...]:
    totals: dict[str, Fraction] = {}
    boards: dict[str, int] = {}
    for line in lines:
        r = line.result
        for who, value in ((r.ns, line.ns), (r.ew, line.ew)):
            totals[who] = totals.get(who, Fraction(0)) + (value or 0)
            boards[who] = boards.get(who, 0) + (value is not None)
    # A pair's total is scaled to the boards its own field played most (a two-winner
    # Mitchell's North-South pairs may all play fewer boards than East-West).
    field_of = {who: fields.get(who, "") if fields else "" for who in totals}
    most_of: dict[str, int] = {}
    for who, count in boards.items():
        most_of[field_of[who]] = max(most_of.get(field_of[who], 0), count)
    shown: dict[str, Fraction] = {}
    for who, total in totals.items():
        most = most_of[field_of[who]]
        scale = rules.sitout_totals == "factored" and boards[who] and boards[who] != most
        shown[who] = total * most / boards[who] if scale else total
    placed = rank_fields([(w, shown[w]) for w in totals if boards[w]], fields)
    out = []
    for who, total in totals.items():
        p = placed.get(who)
        most = most_of[field_of[who]]
        working = standing_working(total, boards[who], most, shown[who])
        if p is None:
            working = str(Said("no board scored: no place"))
        field = fields.get(who, "") if fields else ""
        out.append(
            ImpStanding(who, field, total, boards[who], most, shown[who],
                        p.label if p else "", p, working)
        )  # fmt: skip
    order = {name: i for i, name in enumerate(dict.fromkeys(s.field for s in out))}
    out.sort(key=lambda s: (order[s.field], s.placing.place if s.placing else len(out) + 1))
    return tuple(out)
