"""Running percentages (or IMP totals): the standings as they stood after each round, and
their charts.

Each prefix of the evening is scored on the field size of the standings themselves (the most
results on any tray), so a tray played once so far carries the same top as the others and the
last point is exactly the standings figure.  No query: the loaded results carry their round.

Match points of table scores (pairs and individuals) are worked out for every prefix at once
as columns (``scoring.matchpoints.running``), and so are IMP pairs' totals (Butler, IMPs
against the average and cross-IMPs: ``scoring.imp_running``, each prefix's datum from only the
results in by then), and the charts drawn and printed from their whole numbers; the match
points' columns are kept round by round by a digest of the results up to each round
(``_rounds_kept``), so a result entered or corrected in the round in play works out that
round's column and the later ones, not every round's.  Both take the
same fields (``running_field``: table scores only, every result with its round, no entrant
twice on a tray).  A field with a ruling (an assigned, weighted, split or artificial score, a
procedural penalty), a fouled tray's groups or a revoke, and a field too large for 64-bit
integers, score each prefix afresh with the scoring package (``score_matchpoints``,
``score_imp_pairs``), each prefix's figures kept in this process (``_by_round``), so the next
reader after a result scores only the prefixes it changed.
"""

from __future__ import annotations

import functools
import hashlib
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import TYPE_CHECKING

from django.utils.translation import get_language, gettext_noop
from django.utils.translation import gettext as _

from movements.memory import OVERPLAYED_KINDS
from tournaments import lazy
from tournaments import models as m
from tournaments.adapters import cached
from tournaments.scoring.field_columns import BuiltWhenRead
from tournaments.scoring.imp_pairs import score_imp_pairs
from tournaments.scoring.imp_running import running_imp_totals
from tournaments.scoring.matchpoints import PairsReport, score_matchpoints
from tournaments.scoring.matchpoints.running import (
    RunningField,
    RunningPercentages,
    running_field,
)
from tournaments.standings import charts
from tournaments.standings.base import imps_text, num

if TYPE_CHECKING:
    import numpy as np
else:  # numpy is imported when a chart is first drawn
    np = lazy.module("numpy")


@dataclass(frozen=True)
class RunningLine:
    """An entrant's percentage as the standings stood after each round (None: not yet played)."""

    entrant: m.Entrant
    field: str
    values: Sequence[Fraction | None]  # a tuple, or one made when first read
    # the values as the chart draws them (floats) and prints them, when worked out as
    # columns; None: from ``values``
    drawn: tuple[tuple[float | None, ...], tuple[str, ...]] | None = None
    # a digest of what ``drawn`` was worked out from ("": not kept so)
    source: str = ""
    # a digest of what ``drawn``'s rounds but the last were worked out from ("": none)
    earlier: str = ""


def pairs_running(scores) -> tuple[tuple[int, ...], list[RunningLine]]:
    """The standings after rounds 1..r for every round r that has results, in standings order.

    Each prefix is scored on the field size of the standings themselves (the most results on
    any tray), so a tray played once so far carries the same top as the others and the last
    point is exactly the standings figure: table scores every prefix at once as columns, a
    field with a ruling each prefix afresh (see the module).
    """
    if scores.matchpoints is None:
        return (), []
    fields = scores.fields
    rules = scores.event.rules
    full = scores.matchpoints.full_count
    overplayed = scores.event.movement_kind in OVERPLAYED_KINDS
    labels = [s.entrant for s in scores.matchpoints.standings]
    played = [p for p in scores.compared() if p.round is not None]
    field = running_field(played, overplayed)
    if field is not None:  # table scores: every prefix at once
        kept_as = ("running-columns", repr(rules), full, "")
        kept = _kept_figures(
            field, kept_as, lambda digests: _rounds_kept(field, kept_as, rules, full, "", digests)
        )
        if kept is not None:
            return kept.columns.rounds, _column_lines(scores, kept)

    def score(prefix) -> dict:
        report = score_matchpoints(
            prefix, rules=rules, fields=fields, full_count=full, overplayed=overplayed
        )
        return {s.entrant: s.percentage for s in report.standings}

    setting = ("running-mp", repr(rules), _fields_key(fields), full, overplayed)
    return _lines(scores, labels, *_by_round(played, setting, score))


def imp_running(scores) -> tuple[tuple[int, ...], list[RunningLine]]:
    """Each pair's IMP total as the standings stood after rounds 1..r (a Butler datum or a
    cross-IMP comparison takes in only the results in by then), so the last point is exactly
    the standings figure: table scores every prefix at once as columns, a field with a
    ruling each prefix afresh (see the module)."""
    if scores.report is None:
        return (), []
    method, rules, fields = scores.method, scores.event.rules, scores.fields
    overplayed = scores.event.movement_kind in OVERPLAYED_KINDS
    field = running_field([p for p in scores.plain if p.round is not None], overplayed)
    if field is not None:  # table scores: every prefix at once
        kept_as = ("running-imp-columns", method, repr(rules), _fields_key(fields))
        kept = _kept_figures(
            field,
            kept_as,
            lambda _digests: running_imp_totals(field, method, rules, fields),
            charts.IMPS,
        )
        if kept is not None:
            return kept.columns.rounds, _column_lines(scores, kept)

    def score(prefix) -> dict:
        report = score_imp_pairs(prefix, method=method, rules=rules, fields=fields)
        return {s.entrant: s.shown_total for s in report.standings if s.boards}

    setting = ("running-imps", method, repr(rules), _fields_key(fields))
    labels = [s.entrant for s in scores.report.standings]
    return _lines(scores, labels, *_by_round(scores.plain, setting, score))


def _fields_key(fields) -> tuple:
    return tuple(sorted((fields or {}).items()))


def _by_round(plain, setting: tuple, score) -> tuple[tuple[int, ...], list[dict]]:
    """The rounds that have results, and ``score`` of the results up to each of them.

    Each prefix's figures are kept in this process (``cached.piece``) under a digest of
    ``setting`` and of the prefix's results round by round: a result entered in the round in
    play leaves the earlier prefixes as they were, so the next reader scores only the rest,
    and the figures are those of scoring afresh (the same inputs, the same pure function).
    """
    plain = sorted((p for p in plain if p.round is not None), key=lambda p: p.round)
    rounds = tuple(sorted({p.round for p in plain}))
    digest = hashlib.blake2b(repr(setting).encode(), digest_size=20)
    figures = []
    start = end = 0
    for r in rounds:
        while end < len(plain) and plain[end].round <= r:
            end += 1
        digest.update(repr(plain[start:end]).encode())
        start = end
        key = (setting[0], digest.hexdigest())

        def upto(end: int = end) -> object:
            return score(plain[:end])

        figures.append(cached.piece(key, upto))
    return rounds, figures


def _lines(scores, labels, rounds, figures) -> tuple[tuple[int, ...], list[RunningLine]]:
    series = {label: tuple(now.get(label) for now in figures) for label in labels}
    return rounds, _lines_of(scores, series)


@dataclass(frozen=True)
class _Figures:
    """Running percentages worked out as columns, with what the charts draw and print of
    them (each entrant's row: its points and its printed figures), ``source``: a digest of
    everything they are worked out from, and ``earlier``: of everything the rounds but the
    last are worked out from (the setting and the results up to the round before the last;
    "": one round)."""

    columns: RunningPercentages
    points: list[tuple[float | None, ...]]
    captions: list[tuple[str, ...]] | None
    source: str
    axis: charts.Axis = charts.PERCENT
    earlier: str = ""


def _kept_figures(
    field: RunningField, setting: tuple, work, axis: charts.Axis = charts.PERCENT
) -> _Figures | None:
    """The figures of ``work(digests)`` (None: not worked out as columns; ``digests``: the
    field's ``prefix_digests``), kept in this process by a digest of the setting and the
    field: a version whose figures' inputs were met before (a result taken off and entered
    again, the staff's and the public's field alike) reads them.  Each round's figures are
    those of the setting and the results up to that round alone, so the rounds but the last
    are named by a digest of the two (``_Figures.earlier``).  ``axis``: what the figures are
    (percentages, or IMP totals printed as IMPs)."""
    digest = hashlib.blake2b(repr(setting).encode(), digest_size=20)
    digest.update(field.digest().encode())
    source = digest.hexdigest()

    def build() -> _Figures | None:
        digests = field.prefix_digests()
        columns = work(digests)
        if columns is None:
            return None
        rounds = len(columns.rounds)
        if rounds < 2 or len(digests) != rounds:
            points, printed = _shown(columns, axis)
            return _Figures(columns, points, printed, source, axis)
        before = hashlib.blake2b(repr(setting).encode(), digest_size=20)
        before.update(digests[-2].encode())
        earlier = before.hexdigest()
        # the rounds but the last as drawn and printed, kept: only the last is converted
        head = cached.piece(
            (f"{setting[0]}-shown", earlier, axis.suffix),
            lambda: _shown(_rounds_of(columns, 0, rounds - 1), axis),
        )
        tail = _shown(_rounds_of(columns, rounds - 1, rounds), axis)
        points = [a + b for a, b in zip(head[0], tail[0], strict=True)]
        printed = None
        if head[1] is not None and tail[1] is not None:
            printed = [a + b for a, b in zip(head[1], tail[1], strict=True)]
        return _Figures(columns, points, printed, source, axis, earlier)

    return cached.piece((setting[0], source), build)


def _rounds_of(columns: RunningPercentages, start: int, stop: int) -> RunningPercentages:
    """The figures of the rounds ``start`` to ``stop`` (indexes, ``stop`` left out)."""
    return RunningPercentages(
        columns.rounds[start:stop],
        columns.names,
        columns.numerators[:, start:stop],
        columns.denominators[:, start:stop],
    )


def _shown(
    columns: RunningPercentages, axis: charts.Axis
) -> tuple[list[tuple[float | None, ...]], list[tuple[str, ...]] | None]:
    """Each entrant's row of figures as the chart draws them (floats, None: no point yet)
    and prints them on ``axis`` (None: print each from its Fraction, ``_caption``).  A
    round's are the same whichever rounds are converted with it."""
    floats = columns.floats()
    drawn = floats.astype(object)
    drawn[np.isnan(floats)] = None  # no percentage yet: no point
    if axis is charts.PERCENT:
        rounded = columns.hundredths()
        shown = columns.denominators != 0
        printed = None if rounded is None else _printed(rounded[0], rounded[1], shown)
    else:
        printed = _printed_by_value(columns, axis)
    return [tuple(row) for row in drawn.tolist()], printed


def _rounds_kept(
    field: RunningField,
    setting: tuple,
    rules,
    full: int | None,
    members: str = "",
    digests: Sequence[str] | None = None,
) -> RunningPercentages | None:
    """``field.percentages``, each round's figures kept in this process (``cached.piece``)
    by a digest of ``setting`` and of the results up to that round
    (``RunningField.prefix_digests``, or ``digests`` when given): a result entered or
    corrected in the round in play leaves the earlier rounds' figures as they were, so only
    the rounds from the first one not kept are worked out, together.  The rounds but the last
    are kept together too, by the digest of the round before the last: after a result in the
    last round they are one look-up."""
    worked: dict[int, tuple] = {}

    def from_round(k: int):
        def work() -> tuple | None:
            if not worked:
                later = field.percentages(rules, full, members, first=k)
                if later is None:
                    return None
                worked.update((k + j, later.column(j)) for j in range(len(later.rounds)))
            return worked.get(k)

        return work

    if digests is None:
        digests = field.prefix_digests()
    kind, rest = f"{setting[0]}-round", setting[1:]

    def rounds_to(stop: int) -> RunningPercentages | None:
        columns = []
        for k in range(stop):
            column = cached.piece((kind, rest, digests[k]), from_round(k))
            if column is None:
                return None
            columns.append(column)
        return RunningPercentages.of_columns(columns)

    last = len(digests) - 1
    if last < 1:
        return rounds_to(len(digests))
    head = cached.piece((f"{kind}s", rest, digests[-2]), lambda: rounds_to(last))
    column = cached.piece((kind, rest, digests[-1]), from_round(last))
    if head is None or column is None:
        return None
    number, _names, numerators, denominators = column
    return RunningPercentages(
        (*head.rounds, number),
        head.names,
        np.concatenate([head.numerators, numerators[:, None]], axis=1),
        np.concatenate([head.denominators, denominators[:, None]], axis=1),
    )


def _column_lines(scores, figures: _Figures, fields: bool = True) -> list[RunningLine]:
    """The lines of percentages worked out as columns: drawn and printed from whole numbers,
    each exact Fraction made only if read.  ``fields``: the rows' own fields (else one)."""
    columns = figures.columns
    empty: tuple[tuple[float | None, ...], tuple[str, ...]] = (
        (None,) * len(columns.rounds),
        ("",) * len(columns.rounds),
    )
    lines = []
    for row in scores.rows():
        label = row["label"]
        at = columns.row(label)
        if at is None:
            drawn = empty
        else:
            points = figures.points[at]
            if figures.captions is None:
                captions = tuple(_caption(v, figures.axis) for v in columns.of(label))
            else:
                captions = figures.captions[at]
            drawn = points, captions
        values = BuiltWhenRead(functools.partial(columns.of, label))
        field = row["field"] if fields else ""
        lines.append(
            RunningLine(row["entrant"], field, values, drawn, figures.source, figures.earlier)
        )
    return lines


def _printed(whole, integral, shown) -> list[tuple[str, ...]]:
    """Each percentage as ``num`` prints it (54.17, 25, blank for none), from its hundredths
    rounded half up, whether it is whole and whether there is one: each distinct figure
    written once, then spread to every place it stands.  The three are found distinct as one
    whole number each (4 h + 2 whole + there) while that fits numpy's integers."""
    hundredths, integral, shown = whole.ravel(), integral.ravel(), shown.ravel()
    if len(hundredths) and int(np.abs(hundredths).max()) < 1 << 60:
        key = (hundredths * 2 + integral) * 2 + shown
        _, first, where = np.unique(key, return_index=True, return_inverse=True)
        distinct = zip(
            hundredths[first].tolist(), integral[first].tolist(), shown[first].tolist(), strict=True
        )
    else:
        figures = np.stack([hundredths, integral, shown])
        found, where = np.unique(figures, axis=1, return_inverse=True)
        distinct = zip(*found.tolist(), strict=True)
    texts = [
        _hundredths_text(h, bool(is_whole)) if there else "" for h, is_whole, there in distinct
    ]
    spread = np.array(texts, dtype=object)[where.ravel()].reshape(whole.shape)
    return [tuple(row) for row in spread.tolist()]


def _printed_by_value(
    columns: RunningPercentages, axis: charts.Axis
) -> list[tuple[str, ...]] | None:
    """Each figure as ``_caption`` prints it on ``axis`` (blank for none): each distinct
    (numerator, denominator) made a Fraction and written once, then spread to every place it
    stands; None when the figures are past numpy's integers (print them from ``of``)."""
    n, d = columns.numerators, columns.denominators
    if n.dtype == object or d.dtype == object:
        return None
    figures = np.stack([n.ravel(), d.ravel()])
    distinct, where = np.unique(figures, axis=1, return_inverse=True)
    texts = [_caption(Fraction(a, b) if b else None, axis) for a, b in distinct.T.tolist()]
    spread = np.array(texts, dtype=object)[where.ravel()].reshape(n.shape)
    return [tuple(row) for row in spread.tolist()]


@functools.lru_cache(maxsize=1 << 16)
def _hundredths_text(hundredths: int, whole: bool) -> str:
    """A percentage from its hundredths: 5417 -> 54.17; a whole one without decimals.  Each
    written once in the process (the same language-free text for every page: a chart of forty
    pairs over forty rounds prints some thousand distinct figures, most seen before)."""
    sign = "-" if hundredths < 0 else ""
    digits = str(abs(hundredths)).rjust(3, "0")
    if whole:
        return f"{sign}{digits[:-2]}"
    return f"{sign}{digits[:-2]}.{digits[-2:]}"


def _lines_of(scores, series: dict) -> list[RunningLine]:
    """Each standings row's line, in standings order."""
    return [
        RunningLine(entrant=row["entrant"], field=row["field"], values=series[row["label"]])
        for row in scores.rows()
    ]


FIELD_TITLES = {
    "NS": gettext_noop("North-South"),
    "EW": gettext_noop("East-West"),
    "": gettext_noop("All pairs"),
}
PLAYERS_TITLE = gettext_noop("All players")


def running_charts(scores, running, axis: charts.Axis = charts.PERCENT) -> list[tuple[str, str]]:
    """One running-percentage chart (SVG text) per field: its title and its picture."""
    rounds, lines = running
    if not rounds:
        return []
    by_field: dict[str, list[charts.Series]] = {}
    for line in lines:
        if line.drawn is not None:
            values, captions = line.drawn
        else:
            values = tuple(None if v is None else float(v) for v in line.values)
            captions = tuple(_caption(v, axis) for v in line.values)
        by_field.setdefault(line.field, []).append(
            charts.Series(
                key=line.entrant.label, label=line.entrant.code, values=values, captions=captions
            )
        )
    sources = {(line.source, line.earlier) for line in lines}
    source, earlier = sources.pop() if len(sources) == 1 else ("", "")
    out = []
    for name, series in by_field.items():
        title = _(FIELD_TITLES[name]) if name in FIELD_TITLES else name
        if scores.form == m.Form.INDIVIDUALS:
            title = _(PLAYERS_TITLE)
        out.append((title, _drawn(series, rounds, title, axis, source, earlier)))
    return out


def _drawn(
    series: list[charts.Series],
    rounds,
    title: str,
    axis: charts.Axis,
    source: str,
    earlier: str = "",
) -> str:
    """The chart's SVG; kept in this process when its figures have a ``source`` (a digest of
    what they were worked out from), under that digest and every other thing the picture
    shows (the title, the axis, each line's entrant and code in order, the language its
    words are in), so a chart met before is not drawn again.  Drawn, each line's rounds but
    the last are kept too when ``earlier`` names what their figures were worked out from
    (``_Figures.earlier``): after a result in the last round only that round is written."""
    language = get_language()

    def keep(scale: charts.Scale, keys: tuple[str, ...], build) -> charts.Earlier:
        return cached.piece(("running-earlier", earlier, language, scale, keys), build)

    def draw() -> str:
        kept = keep if source and earlier else None
        return charts.running_chart_svg(series, rounds, title=title, axis=axis, kept=kept)

    if not source:
        return draw()
    who = tuple((s.key, s.label) for s in series)
    return cached.piece(("running-svg", source, language, title, axis.suffix, who), draw)


@functools.lru_cache(maxsize=1 << 15)
def _caption(value, axis: charts.Axis) -> str:
    """A point's figure as the standings print it: 54.17 (percent or VPs), +12 or 3.5
    (IMPs).  Kept by value: after a result only the last round's figures are new, and
    formatting the earlier rounds' thousands of exact fractions again was most of drawing the
    charts."""
    if axis is not charts.IMPS or value is None:
        return num(value)
    return imps_text(value)


def individual_running(scores) -> tuple[tuple[int, ...], list[RunningLine]]:
    """Each player's percentage after rounds 1..r (see ``pairs_running``): its sides' match
    points over the tops of the trays it played, every prefix at once for table scores
    (``running_percentages``), else each prefix scored afresh."""
    report = scores.individual
    if report is None:
        return (), []
    played = [p for p in scores.plain if p.round is not None]
    full = report.pairs.full_count
    overplayed = scores.event.movement_kind in OVERPLAYED_KINDS
    rules = scores.event.rules
    field = running_field(played, overplayed)
    if field is not None:  # table scores: every prefix at once
        setting = ("running-columns", repr(rules), full, "&")
        kept = _kept_figures(
            field, setting, lambda digests: _rounds_kept(field, setting, rules, full, "&", digests)
        )
        if kept is not None:
            return kept.columns.rounds, _column_lines(scores, kept, fields=False)
    plain = sorted(played, key=lambda p: p.round)
    rounds = tuple(sorted({p.round for p in plain}))
    series: dict[str, list[Fraction | None]] = {s.player: [] for s in report.standings}
    end = 0
    for r in rounds:
        while end < len(plain) and plain[end].round <= r:
            end += 1
        pairs = score_matchpoints(plain[:end], rules=rules, full_count=full, overplayed=overplayed)
        now = _player_percentages(pairs)
        for label, values in series.items():
            values.append(now.get(label))
    lines = [
        RunningLine(entrant=row["entrant"], field="", values=tuple(series[row["label"]]))
        for row in scores.rows()
    ]
    return rounds, lines


def _player_percentages(pairs: PairsReport) -> dict[str, Fraction]:
    total: dict[str, Fraction] = defaultdict(Fraction)
    maximum: dict[str, int] = defaultdict(int)
    for line in pairs.lines:
        r = line.result
        for side, mp in ((r.ns, line.ns_mp), (r.ew, line.ew_mp)):
            if mp is None:
                continue
            for player in side.split("&"):
                total[player] += mp
                maximum[player] += line.top
    return {p: total[p] * 100 / maximum[p] for p in total if maximum[p]}


def caption_cache_clear() -> None:
    """Forget the captions kept (the bench's cold figures format every one afresh)."""
    _caption.cache_clear()
