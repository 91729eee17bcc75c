"""A match-pointed pairs event read as plain values: standings, score cards and travellers
without model instances.

The first reader after each change scores the event afresh.  Reading its results as model
rows (``adapters.results.result_queryset``: each result with its tray, seating, round, table
and both pairs, some 11,000 model instances at 40 tables) was most of that reader's time, and
no page needs them: the standings, their CSV, the running charts and the trick totals are
worked out from the scoring package's ``Result`` values alone, and a score card or a traveller
prints a few more fields of each result.  So ``PairsFromValues`` reads one query of plain
values, as the national field does (``adapters.results.field_results``), each tray's as one
text that is made into values once in the process (``read_values``): the scoring values
are made from them and scored, and a card or a traveller makes its own lines' results
(``standings.shown_results.ResultShown``, the model's field names) from the same values, only
the pair's or the tray's.  Figures and lines come from one read, so they always agree; the
figures and pages are those of the row path, value for value
(tests/web/standings/test_pairs_values.py compares both on random fields, pages rendered).

A traveller asked for before the event's scores are kept at its version reads less
(``PairsFromValues.tray_alone``): in a field of table scores each tray is scored on its own,
factored to the field's size, so its tray's values and the counts of results by tray are
enough (tests/web/standings/test_traveller_alone.py holds every such traveller equal to the
whole event's on random fields).

Why the row path (``PairsScores.load``) stays beside this one, and what the two share:

- values cannot say everything: a table seated as four players (an individual movement's
  seating) names no pairs, so an event with one is scored on the row path here (an
  individual event reads its own columns: ``individual_values``, through ``read`` and
  ``made``);
- pairs in IMPs (Butler, cross-IMPs, against the average) are read so too
  (``ImpPairsFromValues``), and so are the other methods (``method_values``: points, pair
  matches, a Swiss in victory points) and teams (``team_values``);
- a player's history scores several events' rows at once (``scores.scores_for_events``).

Only the loading differs.  Everything else is one function each: a stored result becomes a
scoring value in ``adapters.results.plain_result`` (the row path's ``scoring_results`` calls
it too), what the reader may count is ``Visibility.counts`` (behind ``Visibility.scored`` for
rows), and the scoring, standings, cards and travellers are ``PairsScores``' own, inherited;
only which stored result a line prints (``result_at``) and which lines are made
(``tray_lines``) are this class's.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import partial
from operator import itemgetter

from django.db.models import Aggregate, Count, F, Func, Q, QuerySet, TextField

from movements.memory import OVERPLAYED_KINDS
from tournaments import models as m
from tournaments.adapters import cached
from tournaments.adapters import results as rows_of
from tournaments.models.prepared import EVENT, TRAY, Prepared
from tournaments.scoring.types import Result as ScoringResult
from tournaments.standings.base import entrants_by_label, hide_names
from tournaments.standings.imp_pairs import ImpPairsScores
from tournaments.standings.pair_lines import TravellerLine
from tournaments.standings.pairs import PairsScores
from tournaments.standings.shown_results import SHOWN_COLUMNS, Printed, result_shown
from tournaments.standings.visibility import Visibility, visibilities, visibility

# What identifies each result (its id), what the scoring package needs of it (``SCORED``), and
# what a card or a traveller prints of it (``SHOWN_COLUMNS``, ``SHOWN``).
VALUE_COLUMNS = (
    "pk",
    "seating__ns_id",
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
    "revoke_kept",
    *SHOWN_COLUMNS,
)
SCORED = slice(2, 14)  # the columns ``plain_result`` takes
SHOWN = slice(14, None)
_TABLE = VALUE_COLUMNS.index("seating__table__number")


def read_values(
    event: m.Event, *, tray: int | None = None
) -> tuple[list[tuple], list[ScoringResult]] | None:
    """The event's results as plain values (``VALUE_COLUMNS``) and each as the scoring
    package's ``Result``, in the row path's order (tray, table); None when a seating names
    no pairs (the row path reads it).  ``tray``: that tray's alone.

    One query (``_trays``' SQL, compiled once: ``VALUES``, ``TRAY_VALUES``) gives each tray's
    results as one JSON text, and a tray's values are made from its text once in this process
    (``cached.piece``, keyed on the text itself): after a result the first reader makes again
    only the tray whose text changed.  Reading 1,560 results a row each and making them again
    was a quarter of that reader's time at 40 tables (docs/PERFORMANCE.md)."""
    if tray is None:
        texts = VALUES.rows(event_id=event.pk)
    else:
        texts = TRAY_VALUES.rows(event_id=event.pk, tray=tray)
    rows: list[tuple] = []
    plain: list[ScoringResult] = []
    for _number, text in texts:
        made: _TrayValues = cached.piece(("pairs-tray-values", text), partial(_tray_values, text))
        if made.plain is None:
            return None
        rows += made.rows
        plain += made.plain
    return rows, plain


@dataclass(frozen=True)
class _TrayValues:
    """One tray's results as ``read_values`` gives them; ``plain`` None when a seating names
    no pairs."""

    rows: tuple[tuple, ...]
    plain: tuple[ScoringResult, ...] | None


def _tray_values(text: str) -> _TrayValues:
    """A tray's results from its JSON text (``_trays``): each an array of ``VALUE_COLUMNS``,
    put in the order of their tables, then of their ids."""
    rows = sorted((tuple(row) for row in json.loads(text)), key=itemgetter(_TABLE, 0))
    if any(row[1] is None for row in rows):
        return _TrayValues(tuple(rows), None)
    return _TrayValues(tuple(rows), tuple(rows_of.plain_result(*row[SCORED]) for row in rows))


class _JsonArray(Func):
    """Its columns' values as one JSON array: SQLite's ``json_array``, PostgreSQL's
    ``json_build_array``.  (Django's ``JSONArray`` asks SQLite whether it has JSON, three
    queries more, on each connection's first use.)"""

    function = "JSON_ARRAY"
    output_field = TextField()

    def as_postgresql(self, compiler, connection, **extra_context):
        return self.as_sql(compiler, connection, function="JSON_BUILD_ARRAY", **extra_context)


class _JsonArrays(Aggregate):
    """Its group's JSON arrays (the first expression) as one JSON array, as text, in the
    order of the second: SQLite's ``json_group_array`` (in the order its plan reads them: its
    version may not order an aggregate), PostgreSQL's ``json_agg``, whose sort need not keep
    a group's order from one query to the next.  ``_tray_values`` puts them in order."""

    output_field = TextField()

    def as_sql(self, compiler, connection, **extra_context):
        array, order = self.get_source_expressions()[:2]
        array_sql, params = compiler.compile(array)
        if connection.vendor != "postgresql":
            return f"JSON_GROUP_ARRAY({array_sql})", params
        order_sql, order_params = compiler.compile(order)
        return f"JSON_AGG({array_sql} ORDER BY {order_sql})::text", (*params, *order_params)


def _trays(event_id: int, tray: int | None = None) -> QuerySet:
    """The rule of ``read_values``' query: each tray of the event (the one tray) that has
    results, by number, with its results' ``VALUE_COLUMNS`` as one JSON text.  The join to a
    pair is an outer one (a seating that names none is read too)."""
    found = m.Result.objects.filter(tray__event_id=event_id)
    if tray is not None:
        found = found.filter(tray__number=tray)
    return (
        found.values("tray__number")
        .annotate(text=_JsonArrays(_JsonArray(*VALUE_COLUMNS), F("pk")))
        .order_by("tray__number")
        .values_list("tray__number", "text")
    )


VALUES = Prepared("pairs-values", m.Result, _trays, event_id=EVENT)
TRAY_VALUES = Prepared("pairs-values-tray", m.Result, _trays, event_id=EVENT, tray=TRAY)


def _played(event_id: int, *by: str) -> QuerySet:
    """The event's results counted by tray (and by ``by``: the round), each count with those
    that are not a table's own plain score (a ruling, a revoke, no score, or a seating that
    names no pairs): (tray number, [round number,] results, those).  In SQL, the rule by
    which ``adapters.results.plain_result`` makes a stored result a table's score
    (``Result.table_score``) and ``read_values`` reads its pairs."""
    irregular = (
        ~Q(adjustment="")
        | Q(revokes_ns__gt=0)
        | Q(revokes_ew__gt=0)
        | Q(revoke_kept__gt=0)
        | Q(ns_tricks=None, ns_score=None)
        | Q(seating__ns=None)
        | Q(seating__ew=None)
    )
    return (
        m.Result.objects.filter(tray__event_id=event_id)
        .values("tray__number", *by)
        .annotate(results=Count("pk"), irregular=Count("pk", filter=irregular))
        .order_by()
        .values_list("tray__number", *by, "results", "irregular")
    )


PLAYED = Prepared("pairs-played", m.Result, _played, event_id=EVENT)
PLAYED_BY_ROUND = Prepared(
    "pairs-played-by-round",
    m.Result,
    lambda event_id: _played(event_id, "seating__round__number"),
    event_id=EVENT,
)


class FromValues(PairsScores):
    """A pairs event's scores loaded from plain values (``read_values``): a page's results
    are made from them when it prints them, only those it prints.  Listed before a
    ``PairsScores`` class among the bases (``ImpPairsFromValues``), it loads that class's
    scores so; built with ``from_rows`` the class is its row path exactly."""

    @classmethod
    def load(cls, event: m.Event, *, tray: int | None = None, public: bool = False):
        """Score what the reader may see of ``event`` from its values (two queries, three for
        the public of an event in play); the row path when values cannot say it."""
        read = cls.read(event)
        if read is None:
            return super().load(event, tray=tray, public=public)
        values, plain = read
        return cls._scored(event, values, plain, visibility(event, plain, public=public), public)

    @classmethod
    def _scored(
        cls,
        event: m.Event,
        values: list[tuple],
        plain: list[ScoringResult],
        shown: Visibility,
        public: bool,
        field_size: int | None = None,
    ):
        """The scores of what ``shown`` lets the reader see of ``values`` (``read``'s) and
        their scoring values ``plain``: one query, the entrants.  ``field_size``: N given, the
        values one tray's alone (its traveller's match points only: no trick totals)."""
        kept = [i for i, p in enumerate(plain) if shown.counts(p.tray, p.round)]
        scores = cls(event=event, entrants=entrants_by_label(event), results=[])
        scores.visibility = shown
        scores.public = public
        scores.field_size = field_size
        scores.plain = [plain[i] for i in kept]
        scores.__dict__["_values"] = [values[i] for i in kept]
        scores.__dict__["_shown"] = {}
        if scores.plain and field_size is not None:
            scores.score_figures(tricks=False)
            scores.__dict__["_by_tray"] = None  # made a tray at a time (``tray_lines``)
        elif scores.plain:
            scores.score()
        return scores

    @classmethod
    def read(cls, event: m.Event) -> tuple[list[tuple], list] | None:
        """The event's values and each as a scoring value (``read_values``); None: the row
        path reads it.  A form whose values are other columns reads its own."""
        return read_values(event)

    def made(self, values: tuple) -> Printed:
        """A result as a page prints it, from its values (``read``'s)."""
        return result_shown(self.entrants, values[0], *values[SCORED], *values[SHOWN])

    def result_at(self, i: int) -> Printed:
        """The ``i``-th result scored, made from its values the first time a page prints it."""
        if "_values" not in self.__dict__:
            return super().result_at(i)
        made = self.__dict__["_shown"]
        row = made.get(i)
        if row is None:
            values = self.__dict__["_values"][i]
            row = made[i] = self.made(values)
        return row

    @property
    def results(self) -> list:
        """Every result scored as a page prints it, in the order of ``plain``."""
        if "_values" not in self.__dict__:
            return self.__dict__["_rows"]
        return [self.result_at(i) for i in range(len(self.plain))]

    @results.setter
    def results(self, rows: list[m.Result]) -> None:
        self.__dict__["_rows"] = rows

    def hide_names(self) -> None:
        """Numbers only: the entrants, which every result made from values seats."""
        if "_values" not in self.__dict__:
            super().hide_names()
            return
        hide_names(self.entrants.values())
        self.names_hidden = True


class PairsFromValues(FromValues):
    """Pairs by match points from values: the figures scored at once, a traveller's lines
    made the first time a page prints that tray."""

    traveller_alone = True

    @property
    def by_tray(self) -> dict:
        lines = self.__dict__.get("_by_tray")
        if lines is None:
            lines = self.__dict__["_by_tray"] = self.traveller_lines() if self.plain else {}
        return lines

    @by_tray.setter
    def by_tray(self, lines: dict | None) -> None:
        self.__dict__["_by_tray"] = lines

    def score(self) -> None:
        """The figures; the travellers' lines wait for a page that prints them."""
        self.score_figures()
        self.by_tray = None if "_values" in self.__dict__ else self.traveller_lines()

    @classmethod
    def tray_alone(cls, event: m.Event, tray: int, *, public: bool = False):
        """Tray ``tray``'s traveller scored from that tray's results alone (three queries,
        four for the public of an event in play), or None when its match points may depend
        on more than them (the whole event is read then, as for any page).

        A field of table scores scores each tray on its own, factored to the field's size N,
        the most results the reader may see on any tray (``matchpoints.columns``,
        ``_uneven_lines``): so N and what the reader may see are read as counts of results
        by tray and round, and only the tray's own results are read whole.  None for a
        ruling, a revoke or a result with no score anywhere in the event, a seating that
        names no pairs, a section scored across its competition's field, or memory
        duplicate (a pair on a tray once each way).  Only the traveller's lines are these
        scores' (its page asks nothing else of them)."""
        if event.competition_id is not None or event.movement_kind in OVERPLAYED_KINDS:
            return None
        # the rounds count only when the public's standings leave out the round in play
        by_round = event.standings_shown == m.StandingsShown.PREVIOUS
        if by_round:
            counted = PLAYED_BY_ROUND.rows(event_id=event.pk)
        else:
            counted = [(t, None, n, odd) for t, n, odd in PLAYED.rows(event_id=event.pk)]
        if any(irregular for _tray, _round, _results, irregular in counted):
            return None
        read = read_values(event, tray=tray)
        if read is None:
            return None
        values, plain = read
        entered: dict[int, int] = {}
        for number, _round, results, _irregular in counted:
            entered[number] = entered.get(number, 0) + results
        if entered.get(tray, 0) != len(values):  # a result stored between the two reads
            return None
        shown = visibilities([event], {}, public=public, entered={event.pk: entered})[event.pk]
        seen: dict[int, int] = {}  # the results the reader may see on each tray
        for number, round_number, results, _irregular in counted:
            if shown.counts(number, round_number):
                seen[number] = seen.get(number, 0) + results
        return cls._scored(event, values, plain, shown, public, max(seen.values(), default=None))

    def tray_lines(self, number: int) -> list[TravellerLine]:
        """One tray's lines, made alone (every tray's when they are made already)."""
        if "_values" not in self.__dict__ or self.__dict__.get("_by_tray") is not None:
            return super().tray_lines(number)
        made = self.__dict__.setdefault("_tray_lines", {})
        lines = made.get(number)
        if lines is None:
            on_tray = [i for i, p in enumerate(self.plain) if p.tray == number]
            lines = made[number] = self.traveller_lines(on_tray).get(number, [])
        return lines


class ImpPairsFromValues(FromValues, ImpPairsScores):
    """Pairs in IMPs (Butler, cross-IMPs, against the average) from values: scored as
    ``ImpPairsScores`` scores them, its lines' results made from the values."""


__all__ = ["FromValues", "ImpPairsFromValues", "PairsFromValues", "read_values"]
