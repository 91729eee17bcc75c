"""What a reader may see of an event now: nobody reads a deal's results before playing it.

While an event is in play a tray's results are public only once every table due to play it
has played it (or, by the director's choice, only after the finish); the standings are the
director's choice too (shown, shown without the round in play, or not until the finish).
The club's organisers and scorers see everything, and after the finish so does everyone.
Every public page and paper scores only what ``Visibility`` lets through, so nothing hidden
can leak through a total, a card, a CSV or a live poll.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from django.db.models import Count

from tournaments import models as m
from tournaments.scoring.types import Result as ScoringResult

# A seating plays a tray when both sides are there: two pairs, or four players.  The same
# rule decides, at each write, whether the public can see it (``models.versions``).
_PLAYING = m.TRAY_PLAYED_AT

TRAYS_PLAYED = (
    "While the event is in play, a tray's results are shown once every table due to play it "
    "has played it."
)
TRAYS_AT_FINISH = "The trays' results are shown once the event has finished."
STANDINGS_OFF = "The standings are shown once the event has finished."
STANDINGS_PREVIOUS = "The standings count the rounds before the one in play."


@dataclass(frozen=True)
class Visibility:
    """``everything``: nothing is hidden (staff, or the event has finished).  Otherwise
    ``trays_shown`` are the trays whose results may be read, ``before_round`` (when set)
    keeps the standings to the rounds before it, and ``standings`` says whether totals may
    be shown at all."""

    everything: bool
    trays_shown: frozenset[int] = frozenset()
    standings: bool = True
    before_round: int | None = None

    at_finish: bool = False

    @property
    def note(self) -> str:
        """What the public pages say about what is left out."""
        if self.everything:
            return ""
        said = [TRAYS_AT_FINISH if self.at_finish else TRAYS_PLAYED]
        if not self.standings:
            said.append(STANDINGS_OFF)
        elif self.before_round is not None:
            said.append(STANDINGS_PREVIOUS)
        return " ".join(said)

    def tray_shown(self, tray: int) -> bool:
        return self.everything or tray in self.trays_shown

    def results(self, rows: Iterable[m.Result]) -> list[m.Result]:
        """The stored results a reader may see, for travellers and cards."""
        return [r for r in rows if self.tray_shown(r.tray.number)]

    def plain(self, rows: Iterable[ScoringResult]) -> list[ScoringResult]:
        """The scoring package's results the standings count for this reader."""
        if self.everything:
            return list(rows)
        return [r for r in rows if self.counts(r.tray, r.round)]

    def counts(self, tray: int, round_number: int | None) -> bool:
        """Whether the standings count a result on ``tray`` played in ``round_number``."""
        if self.everything:
            return True
        before = self.before_round
        return tray in self.trays_shown and (before is None or (round_number or 0) < before)

    def scored(self, rows: Iterable[m.Result]) -> list[m.Result]:
        """The results the standings count for this reader."""
        shown = self.results(rows)
        if self.before_round is None:
            return shown
        return [r for r in shown if r.seating.round.number < self.before_round]


EVERYTHING = Visibility(everything=True)


def visibility(event: m.Event, results: Iterable[m.Result], *, public: bool) -> Visibility:
    """What a public reader (``public``) or the club's staff may see of ``event`` now; one
    query for the public of an event in play, none otherwise."""
    if not public or event.status == m.Status.FINISHED:
        return EVERYTHING
    standings = event.standings_shown != m.StandingsShown.OFF
    before = event.current_round if event.standings_shown == m.StandingsShown.PREVIOUS else None
    if event.results_shown == m.ResultsShown.FINISH:
        return Visibility(False, frozenset(), standings, before, at_finish=True)
    return Visibility(False, _complete_trays(event, results), standings, before)


def _complete_trays(event: m.Event, results: Iterable[m.Result]) -> frozenset[int]:
    """Trays every table due to play has played (its result stored); ``results`` are stored
    results or the scoring package's."""
    entered = _counted(results)
    due = m.Tray.objects.filter(event=event).annotate(due=Count("seatings", filter=_PLAYING))
    return frozenset(
        number
        for number, count in due.values_list("number", "due")
        if count and entered.get(number, 0) >= count
    )


def visibilities(
    events: Iterable[m.Event],
    results: dict[int, list],
    *,
    public: bool,
    entered: dict[int, dict[int, int]] | None = None,
) -> dict[int, Visibility]:
    """``visibility`` for several events at once (by event id), in one query whatever their
    number: a player's history, a competition's sections and sessions.  ``results`` are
    stored results, or the scoring package's (whose ``tray`` is the tray's number); or, as
    ``entered``, each event's count of results on each tray (a field read as columns)."""
    events = list(events)
    playing = [
        e
        for e in events
        if public and e.status != m.Status.FINISHED and e.results_shown == m.ResultsShown.PLAYED
    ]
    due: dict[int, dict[int, int]] = {e.pk: {} for e in playing}
    if playing:
        trays = m.Tray.objects.filter(event__in=playing).annotate(
            due=Count("seatings", filter=_PLAYING)
        )
        for event_id, number, count in trays.values_list("event_id", "number", "due"):
            due[event_id][number] = count
    out = {}
    for event in events:
        if event.pk not in due:
            out[event.pk] = visibility(event, (), public=public)
            continue
        counted = _counted(results.get(event.pk, ()))
        if entered is not None:
            counted = entered.get(event.pk, {})
        complete = frozenset(n for n, c in due[event.pk].items() if c and counted.get(n, 0) >= c)
        standings = event.standings_shown != m.StandingsShown.OFF
        before = event.current_round if event.standings_shown == m.StandingsShown.PREVIOUS else None
        out[event.pk] = Visibility(False, complete, standings, before)
    return out


def _counted(results: Iterable) -> dict[int, int]:
    """Results entered on each tray."""
    entered: dict[int, int] = {}
    for r in results:
        number = r.tray if isinstance(r.tray, int) else r.tray.number
        entered[number] = entered.get(number, 0) + 1
    return entered
