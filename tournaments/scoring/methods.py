"""Scoring a results file by a named method: the ``score`` command's arithmetic, no database.

Every line of the input keeps its place: the output is each line with the NS score used and its
NS and EW match points (or IMPs, or plus/minus against the tray's average), then every entrant
with total, percentage (match points only) and place.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from movements.types import Direction
from tournaments.scoring.csvinput import InputError, InputLine
from tournaments.scoring.imps import butler, cross_imps_averaged
from tournaments.scoring.individuals import from_pair_labels, score_top_loss
from tournaments.scoring.matchpoints import score_matchpoints
from tournaments.scoring.ranking import rank_fields
from tournaments.scoring.tricks import score_trick_totals

METHODS = ("matchpoints", "tricks", "imps", "cross-imps", "butler", "top-loss")
# IMP pairs practice: average 0 IMPs, average-plus +3, average-minus -3.
_ARTIFICIAL_IMPS = {50: 0, 60: 3, 40: -3}


def _fields(lines: Sequence[InputLine], mode: str) -> dict[str, str] | None:
    if mode == "one":
        return None
    fields: dict[str, str] = {}
    for line in lines:
        for who, side in (
            (line.result.ns, Direction.NS.value),
            (line.result.ew, Direction.EW.value),
        ):
            if fields.setdefault(who, side) != side:
                raise InputError(line.line, f"{who!r} sits both NS and EW: use --fields one")
    return fields


def _matchpoints(lines, *, scale, factor, fields, **_):
    report = score_matchpoints([x.result for x in lines], scale=scale, factor=factor, fields=fields)
    rows = [(x.result, s.ns_mp, s.ew_mp) for x, s in zip(lines, report.lines, strict=True)]
    table = [(s.entrant, s.field, s.total, s.percentage, s.place) for s in report.standings]
    return rows, table


def _tricks(lines, *, fields, game, **_):
    report = score_trick_totals([x.result for x in lines], fields=fields, game=game)
    rows = []
    for x, s in zip(lines, report.lines, strict=True):
        ns = None if s.ns_score is None else s.ns_score - s.ns_average
        ew = None if s.ew_score is None else s.ew_score - s.ew_average
        rows.append((x.result, ns, ew))
    table = [(s.entrant, s.field, s.plus_minus, None, s.place) for s in report.standings]
    return rows, table


def _imps(lines, *, fields, method, game, **_):
    if game == "whist":
        raise InputError(None, "IMPs score bridge or auction points, not whist tricks")
    groups: dict[tuple, list[InputLine]] = {}
    for x in lines:
        groups.setdefault((x.result.tray, x.result.group), []).append(x)
    got: dict[int, tuple] = {}
    for members in groups.values():
        real = [x for x in members if x.result.score is not None]
        scores = [x.result.score for x in real]
        if method == "cross-imps":
            values = cross_imps_averaged(scores)
        elif real:
            values = butler(scores, drop_extremes=method == "butler").imps
        for x, value in zip(real, values if real else [], strict=True):
            got[x.line] = (value, -value)
        for x in members:
            if x.result.score is None and x.result.played:
                got[x.line] = _artificial_imps(x)
    rows = [(x.result, *got.get(x.line, (None, None))) for x in lines]
    return rows, _totals_table(rows, fields)


def _artificial_imps(x: InputLine) -> tuple[int, int]:
    adj = x.result.adjustment
    try:
        return _ARTIFICIAL_IMPS[int(adj.ns_percent)], _ARTIFICIAL_IMPS[int(adj.ew_percent)]
    except KeyError:
        raise InputError(x.line, f"{adj} has no IMP value (use 60, 50 or 40 percent)") from None


def _totals_table(rows, fields):
    totals: dict[str, Fraction] = {}
    for result, ns, ew in rows:
        for who, value in ((result.ns, ns), (result.ew, ew)):
            totals[who] = totals.get(who, Fraction(0)) + (value or 0)
    placed = rank_fields(list(totals.items()), fields)
    table = [
        (who, fields[who] if fields else "", total, None, placed[who].label)
        for who, total in totals.items()
    ]
    table.sort(key=lambda row: (row[1], placed[row[0]].place))
    return table


def _top_loss(lines, *, game, **_):
    if game != "whist":
        raise InputError(None, "top-loss (Safford) scoring compares whist tricks")
    report = score_top_loss([from_pair_labels(x.result) for x in lines])
    rows = [(x.result, None, None) for x in lines]
    table = [(s.player, "", s.loss, None, s.place) for s in report.standings]
    return rows, table


_RUN = {
    "matchpoints": _matchpoints,
    "tricks": _tricks,
    "imps": _imps,
    "cross-imps": _imps,
    "butler": _imps,
    "top-loss": _top_loss,
}


def score_lines(lines, *, method, game, scale, factor, fields_mode) -> dict:
    """The scored event as plain data: ``results`` and ``standings`` rows (exact numbers)."""
    fields = _fields(lines, fields_mode)
    rows, table = _RUN[method](
        lines, scale=scale, factor=factor, fields=fields, game=game, method=method
    )
    results = [
        {
            "tray": r.tray,
            "ns": r.ns,
            "ew": r.ew,
            "score": r.score,
            "adjust": str(r.adjustment) if r.adjustment else "",
            "ns_mp": ns,
            "ew_mp": ew,
        }
        for r, ns, ew in rows
    ]
    standings = [
        {"entrant": e, "field": f, "total": t, "percentage": p, "place": pl}
        for e, f, t, p, pl in table
    ]
    return {"results": results, "standings": standings}
