"""Stored results as the scoring package's plain ``Result`` values, read in one query.

Views and the read side never build a scoring ``Result`` by hand: they load the rows with
``result_queryset`` and hand them to ``scoring_results`` (or ``individual_results``).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from operator import attrgetter
from typing import TYPE_CHECKING

from tournaments import lazy
from tournaments import models as m
from tournaments.adapters import cached
from tournaments.scoring.individuals import IndividualResult
from tournaments.scoring.types import Adjustment
from tournaments.scoring.types import Result as ScoringResult

if TYPE_CHECKING:
    import numpy as np
else:  # numpy is imported when a field is first scored
    np = lazy.module("numpy")

SEATS = ("north", "east", "south", "west")
RESULT_RELATED = (
    "tray",
    "seating__ns",
    "seating__ew",
    "seating__round",
    "seating__table",
    *(f"seating__{seat}" for seat in SEATS),
)


def is_individual(seating: m.Seating) -> bool:
    """A seating of an individual movement: the four seats are named, the sides are not."""
    return seating.ns_id is None and seating.north_id is not None


def side_labels(seating: m.Seating) -> tuple[str, str]:
    """The two sides' labels: the pairs, or an individual table's partnerships "N&S", "E&W"."""
    if is_individual(seating):
        return (
            f"{seating.north.label}&{seating.south.label}",
            f"{seating.east.label}&{seating.west.label}",
        )
    return seating.ns.label, seating.ew.label


def _score_of(r: m.Result) -> tuple[int | None, Adjustment | None]:
    """The table's score, or the ruling that replaces it (``score_and_ruling``)."""
    return score_and_ruling(r.ns_tricks, r.ns_score, r.adjustment, r.tray.vulnerability)


def ruling_of(r: m.Result) -> Adjustment | None:
    """A stored result's ruling, an assigned contract scored with its tray's vulnerability
    (None without a ruling)."""
    if not r.adjustment:
        return None
    return Adjustment.parse(r.adjustment, vulnerability=r.tray.vulnerability or "none")


def replaced(r: m.Result) -> bool:
    """Whether the stored result's ruling stands in place of the table's own result."""
    ruling = ruling_of(r)
    return ruling is not None and ruling.replaces_score


def assigned_text(r: m.Result, side: str = "", *, tricks: bool = False) -> str:
    """A stored result's assigned score (Law 12C1) in points, as every page and file writes
    it: North-South's on a traveller (``50`` for 3NT-1 by West, North-South not vulnerable),
    ``side``'s own on a score card; at whist (``tricks``) in tricks.  "" for any other
    ruling, and for none."""
    ruling = ruling_of(r)
    return "" if ruling is None else ruling.points_text(side, tricks=tricks)


def score_and_ruling(
    ns_tricks: int | None, ns_score: int | None, ruling: str, vulnerability: str
) -> tuple[int | None, Adjustment | None]:
    """A stored result's (score, ruling) from its columns, as a scoring ``Result`` takes them:
    the table's score, or the ruling that replaces it (a penalty or a fouled board's group
    sits beside the score); an assigned contract is scored with the tray's vulnerability."""
    adjustment = None
    if ruling:
        adjustment = Adjustment.parse(ruling, vulnerability=vulnerability or None)
    if adjustment is not None and adjustment.replaces_score:
        return None, adjustment
    return (ns_tricks if ns_tricks is not None else ns_score), adjustment


def scoring_results(results: Iterable[m.Result]) -> list[ScoringResult]:
    """Stored results as the scoring package's plain ``Result`` values.

    An individual table's sides are its partnerships, labelled "north&south" and "east&west"
    (the scoring package's ``from_pair_labels`` convention).  Expects ``results`` fetched as
    ``result_queryset`` fetches them.
    """
    out: list[ScoringResult] = []
    for r in results:
        seating = r.seating
        ns, ew = side_labels(seating)
        out.append(
            plain_result(  # one rule for a row and for plain values (``read_values``)
                r.tray.number,
                r.tray.vulnerability,
                ns,
                ew,
                seating.round.number,
                seating.table.number,
                r.ns_tricks,
                r.ns_score,
                r.adjustment,
                r.revokes_ns,
                r.revokes_ew,
                r.revoke_kept,
            )
        )
    return out


def individual_results(results: Iterable[m.Result]) -> list[IndividualResult]:
    """Stored results of an individual event with the four players named (N, E, S, W)."""
    out: list[IndividualResult] = []
    for r in results:
        seating = r.seating
        score, adjustment = _score_of(r)
        out.append(
            IndividualResult(
                tray=r.tray.number,
                north=seating.north.label,
                east=seating.east.label,
                south=seating.south.label,
                west=seating.west.label,
                score=score,
                adjustment=adjustment,
                round=seating.round.number,
                table=seating.table.number,
            )
        )
    return out


def result_queryset(event: m.Event):
    return (
        m.Result.objects.filter(tray__event=event)
        .select_related(*RESULT_RELATED)
        .order_by("tray__number", "seating__table__number")
    )


def fields_for(event: m.Event, entrants: Iterable[m.Entrant]) -> dict[str, str] | None:
    """Two fields (NS and EW) for a two-winner movement; None (one field) otherwise."""
    if event.one_winner:
        return None
    fields = {e.label: e.direction for e in entrants if e.direction}
    return fields or None


# What a pairs field's scoring needs of each result, read as plain values (no model objects).
FIELD_COLUMNS = (
    "tray__event_id",
    "tray__number",
    "tray__vulnerability",
    "seating__ns__label",
    "seating__ew__label",
    "seating__round__number",
    "seating__table__number",
    "ns_tricks",
    "ns_score",
    "adjustment",
    "revokes_ns",
    "revokes_ew",
)


def field_results(
    events: Iterable[m.Event], *, by_event: bool = False
) -> dict[int, list[ScoringResult]]:
    """The pairs events' stored results as scoring ``Result`` values, by event id, in one
    query of plain values: a simultaneous field of 13,000 results is read without building
    the 80,000 model instances ``result_queryset`` would (see docs/PERFORMANCE.md).

    ``by_event``: pairs named "<event id>:<label>", so sections pooled across the field keep
    their pairs apart ("A3 NS" and "B3 NS" are different pairs)."""
    events = list(events)
    out: dict[int, list[ScoringResult]] = {e.pk: [] for e in events}
    rows = (
        m.Result.objects.filter(tray__event__in=events, seating__ns__isnull=False)
        .order_by("tray__event_id", "tray__number", "seating__table__number")
        .values_list(*FIELD_COLUMNS)
    )
    for event_id, tray, vul, ns, ew, rnd, table, tricks, points, ruling, rev_ns, rev_ew in rows:
        if by_event:
            ns, ew = f"{event_id}:{ns}", f"{event_id}:{ew}"
        out[event_id].append(
            plain_result(tray, vul, ns, ew, rnd, table, tricks, points, ruling, rev_ns, rev_ew)
        )
    return out


def plain_result(
    tray, vul, ns, ew, rnd, table, tricks, points, ruling, rev_ns, rev_ew, kept=0
) -> ScoringResult:
    """One result read as plain values, as the scoring package's ``Result``: the ruling
    parsed (an assigned score replaces the table's), tricks or points as the score."""
    score = tricks if tricks is not None else points
    if not ruling and rev_ns == 0 and rev_ew == 0 and kept == 0:
        return ScoringResult.table_score(tray, ns, ew, score, rnd, table)
    adjustment = None
    if ruling:
        adjustment = Adjustment.parse(ruling, vulnerability=vul or None)
    if adjustment is not None and adjustment.replaces_score:
        score = None
    return ScoringResult(
        tray, ns, ew, score, adjustment, rnd, table, rev_ns, rev_ew, revoke_kept=kept
    )


# A plain field's results as columns: the entrants by id, the score the table's own.
PLAIN_COLUMNS = (
    "tray__event_id",
    "tray__number",
    "seating__ns_id",
    "seating__ew_id",
    "seating__round__number",
    "ns_tricks",
    "ns_score",
    "adjustment",
    "revokes_ns",
    "revokes_ew",
)


@dataclass(frozen=True)
class FieldColumns:
    """Pairs events' results as numpy columns, one row a result, in the order of
    ``field_results`` (event, tray, table): event id, tray number, NS and EW entrant ids,
    round number and NS score."""

    event: np.ndarray
    tray: np.ndarray
    ns: np.ndarray
    ew: np.ndarray
    round: np.ndarray
    score: np.ndarray

    def rows_of(self, event_id: int) -> slice:
        """Where an event's rows are (they are read in order of event)."""
        start, stop = np.searchsorted(self.event, [event_id, event_id + 1])
        return slice(int(start), int(stop))

    def entered(self) -> dict[int, dict[int, int]]:
        """Each event's results entered on each tray (for ``visibility.visibilities``)."""
        out: dict[int, dict[int, int]] = {}
        if not len(self.tray):
            return out
        low, span = int(self.tray.min()), int(self.tray.max() - self.tray.min()) + 1
        keys, counts = np.unique(self.event * span + (self.tray - low), return_counts=True)
        events, trays = np.divmod(keys, span)
        for event_id, tray, n in zip(events.tolist(), trays.tolist(), counts.tolist(), strict=True):
            out.setdefault(event_id, {})[tray + low] = n
        return out


def field_columns(events: Iterable[m.Event]) -> FieldColumns | None:
    """The pairs events' results as columns, or None when any is not a table's own score (a
    ruling, a revoke, a result not played): those are read as ``field_results`` reads them.
    No object is made a result, so a national field's 60,000 results are match-pointed from
    the columns (``scoring.matchpoints.score_matchpoint_columns``).  Each event's columns are
    kept in this process for its version (``cached.by_event``): after a result, only its
    section is read again, in one query of plain values, whatever the number of sections."""
    events = list(events)
    parts = cached.by_event("columns", events, attrgetter("version"), _read_columns)
    if any(parts[e.pk] is None for e in events):
        return None
    found = [parts[pk] for pk in sorted(parts)]  # in order of event, as ``rows_of`` finds them
    if not found:
        return FieldColumns(*(np.zeros(0, np.int64) for _ in range(6)))
    return FieldColumns(*(np.concatenate(c) for c in zip(*found, strict=True)))


def _read_columns(events: list[m.Event]) -> dict[int, tuple[np.ndarray, ...] | None]:
    """Each event's results as the six columns of ``FieldColumns`` (event, tray, NS, EW,
    round, score; by tray, then table), or None for an event with a result that is not a
    table's own score; one query for all of them."""
    rows = (
        m.Result.objects.filter(tray__event__in=events, seating__ns__isnull=False)
        .order_by("tray__event_id", "tray__number", "seating__table__number")
        .values_list(*PLAIN_COLUMNS)
    )
    by_event: dict[int, list[tuple]] = {e.pk: [] for e in events}
    for row in rows:
        by_event[row[0]].append(row)
    return {pk: _columns_of(pk, found) for pk, found in by_event.items()}


def _columns_of(event_id: int, rows: list[tuple]) -> tuple[np.ndarray, ...] | None:
    if not rows:
        return tuple(np.zeros(0, np.int64) for _ in range(6))
    event, tray, ns, ew, rnd, tricks, points, ruling, rev_ns, rev_ew = zip(*rows, strict=True)
    if any(ruling) or any(rev_ns) or any(rev_ew):
        return None
    score = [t if t is not None else p for t, p in zip(tricks, points, strict=True)]
    if None in score:
        return None
    return tuple(np.array(c, np.int64) for c in (event, tray, ns, ew, rnd, score))
