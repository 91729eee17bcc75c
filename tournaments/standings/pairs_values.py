"""A match-pointed pairs event read as plain values: the standings without model instances.

The first reader after each change scores the event afresh.  Reading its results as model
rows (``adapters.results.result_queryset``: each result with its tray, seating, round, table
and both pairs, some 11,000 model instances at 40 tables) was most of that reader's time, and
the standings, their CSV, the running charts and the trick totals need none of it: they are
worked out from the scoring package's ``Result`` values alone.  So ``PairsFromValues`` reads
one query of plain values, as the national field does (``adapters.results.field_results``),
makes the scoring values from them and scores those; the model rows are read (one query,
only the results read as values, in the same order) the first time a page prints them: a
score card's lines or a traveller.  The figures are those of the row path, value for value
(tests/web/standings/test_pairs_values.py compares both on random fields).

Why the row path (``PairsScores.load``) stays beside this one, and what the two share:

- values cannot say everything: a table seated as four players (an individual movement's
  seating) names no pairs, so an event with one is scored on the row path;
- the other forms and methods (individuals, IMPs and Butler, points, pair matches) are
  ``PairsScores`` read from rows, until each is read from columns too;
- should a result change between the values read and the rows read for a page, the event is
  scored again from the rows (``_scored_again``), so that figures and rows always agree.

Only the loading differs.  Everything else is one function each: a stored result becomes a
scoring value in ``adapters.results.plain_result`` (the row path's ``scoring_results`` calls
it too), what the reader may count is ``Visibility.counts`` (behind ``Visibility.scored`` for
rows), and the scoring, standings, cards and travellers are ``PairsScores``' own, inherited.
"""

from __future__ import annotations

import threading

from tournaments import models as m
from tournaments.adapters import results as rows_of
from tournaments.scoring.types import Result as ScoringResult
from tournaments.standings.base import hide_names, results_version
from tournaments.standings.pairs import PairsScores
from tournaments.standings.visibility import visibility

# What the scoring package needs of each result, and what identifies it (its id and when it
# last changed, for the page's version and to read its row later).
VALUE_COLUMNS = (
    "pk",
    "updated_at",
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
)


def read_values(event: m.Event) -> tuple[list[int], list, list[ScoringResult]] | None:
    """The event's results in one query of plain values: their ids, when each last changed,
    and each as the scoring package's ``Result``, in the row path's order (tray, table); None
    when a seating names no pairs (the row path reads it)."""
    rows = (
        m.Result.objects.filter(tray__event=event)
        .order_by("tray__number", "seating__table__number", "pk")
        .values_list(*VALUE_COLUMNS)
    )
    ids, updated, plain = [], [], []
    for pk, changed, ns_id, *values in rows:
        if ns_id is None:
            return None
        ids.append(pk)
        updated.append(changed)
        plain.append(rows_of.plain_result(*values))
    return ids, updated, plain


class _Stamp:
    """What ``results_version`` reads of a result: when it last changed."""

    __slots__ = ("updated_at",)

    def __init__(self, updated_at) -> None:
        self.updated_at = updated_at


class PairsFromValues(PairsScores):
    """``PairsScores`` loaded from plain values (``read_values``); its model rows and the
    travellers' lines made from them are read the first time a page asks for them.  Built
    with ``from_rows`` it is ``PairsScores`` exactly."""

    @classmethod
    def load(cls, event: m.Event, *, tray: int | None = None, public: bool = False):
        """Score what the reader may see of ``event`` from its values (two queries, three for
        the public of an event in play); the row path when values cannot say it."""
        read = read_values(event)
        if read is None:
            return super().load(event, tray=tray, public=public)
        ids, updated, plain = read
        entrants = {e.label: e for e in event.entrants.all()}
        shown = visibility(event, plain, public=public)
        kept = [i for i, p in enumerate(plain) if shown.counts(p.tray, p.round)]
        scores = cls(event=event, entrants=entrants, results=[])
        scores.results = None  # the rows are read when a page asks for them
        scores.visibility = shown
        scores.public = public
        scores.plain = [plain[i] for i in kept]
        scores.__dict__["_ids"] = [ids[i] for i in kept]
        scores.__dict__["_stamps"] = [_Stamp(updated[i]) for i in kept]
        if scores.plain:
            scores.score()
        return scores

    @property
    def results(self) -> list[m.Result]:
        """The stored results scored, as model rows: read once, in the order of ``plain``."""
        rows = self.__dict__.get("_rows")
        if rows is None:
            with _ROWS_LOCK:
                rows = self.__dict__.get("_rows")
                if rows is None:
                    rows = self.__dict__["_rows"] = self._read_rows()
        return rows

    @results.setter
    def results(self, rows: list[m.Result] | None) -> None:
        self.__dict__["_rows"] = rows

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
        if self.__dict__.get("_rows") is None:
            self.by_tray = None
        else:
            self.by_tray = self.traveller_lines()

    def _read_rows(self) -> list[m.Result]:
        """The rows of the results read as values (one query), in their order.  Should a
        result have changed or gone in between (a write between this version's reading and
        this one), the event is scored again from the rows read, so that figures and rows
        always agree (the newer figures, which the next version's readers see anyway)."""
        ids, stamps = self.__dict__["_ids"], self.__dict__["_stamps"]
        found = {r.pk: r for r in rows_of.result_queryset(self.event).filter(pk__in=ids)}
        same = len(found) == len(ids) and all(
            found[pk].updated_at == s.updated_at for pk, s in zip(ids, stamps, strict=True)
        )
        if same:
            rows = [found[pk] for pk in ids]
        else:
            rows = self._scored_again()
        if self.names_hidden:
            hide_names((), rows)
        return rows

    def _scored_again(self) -> list[m.Result]:
        """Score the event from its rows as they are now (the row path); its rows."""
        everything = list(rows_of.result_queryset(self.event))
        fresh = PairsScores.from_rows(self.event, self.entrants, everything, self.visibility)
        self.plain, self.matchpoints, self.tricks = fresh.plain, fresh.matchpoints, fresh.tricks
        self.__dict__["_ids"] = [r.pk for r in fresh.results]
        self.__dict__["_stamps"] = [_Stamp(r.updated_at) for r in fresh.results]
        self.__dict__.pop("_field", None)
        return fresh.results

    def hide_names(self) -> None:
        """Numbers only: the entrants now, the rows' seats when they are read."""
        hide_names(self.entrants.values(), self.__dict__.get("_rows") or ())
        self.names_hidden = True

    @property
    def version(self) -> str:
        if "_stamps" not in self.__dict__:
            return super().version
        return results_version(self.__dict__["_stamps"])


_ROWS_LOCK = threading.Lock()

__all__ = ["PairsFromValues", "read_values"]
