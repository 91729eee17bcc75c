"""What a reader may see of an event now: nobody reads a deal's results before playing it.

The rules themselves (who is the public, when a tray becomes public) are the trust policy's
(``adapters.trust``); this module applies them to an event's trays and results.

While an event is in play a tray's results are public only once every table due to play it
has played it (or, by the director's choice, only after the finish); the standings are the
director's choice too (shown, shown without the round in play, or not until the finish).
The club's organisers and scorers see everything, and after the finish so does everyone.
Every public page and paper scores only what ``Visibility`` lets through, so nothing hidden
can leak through a total, a card, a CSV or a live poll.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from operator import attrgetter

from django.db.models import Count, Max
from django.utils.translation import gettext as _
from django.utils.translation import gettext_noop

from tournaments import models as m
from tournaments.adapters import cached, trust
from tournaments.models.prepared import EVENT, Prepared
from tournaments.scoring.types import Result as ScoringResult
from tournaments.standings.visibility_words import (
    previous_rounds_note,
    tray_due_note,
    trays_played_note,
)

# A seating plays a tray when both sides are there: two pairs, or four players.  The same
# rule decides, at each write, whether the public can see it (``models.versions``).
_PLAYING = m.TRAY_PLAYED_AT

# Marked for the catalogues here, translated where they are said (``Visibility.note``).
TRAYS_PLAYED = gettext_noop(
    "While the event is in play, a tray's results are shown once every table due to play it "
    "has played it."
)
TRAYS_AT_FINISH = gettext_noop("The trays' results are shown once the event has finished.")
STANDINGS_OFF = gettext_noop("The standings are shown once the event has finished.")
STANDINGS_PREVIOUS = gettext_noop("The standings count the rounds before the one in play.")


@dataclass(frozen=True)
class Visibility:
    """``everything``: nothing is hidden (staff, or the event has finished).  Otherwise
    ``trays_shown`` are the trays whose results may be read, ``before_round`` (when set)
    keeps the standings to the rounds before it, and ``standings`` says whether totals may
    be shown at all.  ``due`` pairs each tray a table plays with the last round a table plays
    it (after which it can be shown), and ``round_now`` is the round in play: the public
    pages say from them when the rest will be shown."""

    everything: bool
    trays_shown: frozenset[int] = frozenset()
    standings: bool = True
    before_round: int | None = None

    at_finish: bool = False
    due: tuple[tuple[int, int], ...] = ()
    round_now: int = 0

    @property
    def note(self) -> str:
        """What the public pages say about what is left out, and when it will be shown."""
        if self.everything:
            return ""
        said = [_(TRAYS_AT_FINISH) if self.at_finish else _(TRAYS_PLAYED)]
        if not self.at_finish:
            said.append(trays_played_note(self.trays_shown, dict(self.due), self.round_now))
        if not self.standings:
            said.append(_(STANDINGS_OFF))
        elif self.before_round is not None:
            said.append(_(STANDINGS_PREVIOUS))
            said.append(previous_rounds_note(self.before_round))
        return " ".join(part for part in said if part)

    def tray_note(self, tray: int) -> str:
        """When a tray not shown yet will be (nothing for a tray that is shown)."""
        if self.tray_shown(tray) or self.at_finish:
            return ""
        return tray_due_note(dict(self.due).get(tray), self.round_now)

    def tray_shown(self, tray: int) -> bool:
        return self.everything or tray in self.trays_shown

    def results(self, rows: Iterable[m.Result]) -> list[m.Result]:
        """The stored results a reader may see, for travellers and cards."""
        return [r for r in rows if self.tray_shown(r.tray.number)]

    def plain(self, rows: Iterable[ScoringResult]) -> list[ScoringResult]:
        """The scoring package's results the standings count for this reader (``counts``)."""
        if self.everything:
            return list(rows)
        return [r for r in rows if self.counts(r.tray, r.round)]

    def counts(self, tray: int, round_number: int | None) -> bool:
        """Whether the standings count a result on ``tray`` played in ``round_number``: a
        shown tray, of a round before ``before_round`` when that is set.  The one rule behind
        ``plain`` (the scoring package's results) and ``scored`` (stored results)."""
        if self.everything:
            return True
        before = self.before_round
        return tray in self.trays_shown and (before is None or (round_number or 0) < before)

    def scored(self, rows: Iterable[m.Result]) -> list[m.Result]:
        """The stored results the standings count for this reader (``counts``)."""
        if self.everything:
            return list(rows)
        return [r for r in rows if self.counts(r.tray.number, r.seating.round.number)]


EVERYTHING = Visibility(everything=True)


def visibility(
    event: m.Event, results: Iterable[m.Result] | Iterable[ScoringResult], *, public: bool
) -> Visibility:
    """What a public reader (``public``) or the club's staff may see of ``event`` now; one
    query for the public of an event in play, none otherwise.  ``visibilities`` for one event:
    the rule is written once, in ``_visibility``."""
    return visibilities([event], {event.pk: results}, public=public)[event.pk]


def visibilities(
    events: Iterable[m.Event],
    results: Mapping[int, Iterable],
    *,
    public: bool,
    entered: dict[int, dict[int, int]] | None = None,
) -> dict[int, Visibility]:
    """``visibility`` for several events at once (by event id), in one query whatever their
    number: a player's history, a competition's sections and sessions.  ``results`` are
    stored results, or the scoring package's (whose ``tray`` is the tray's number); or, as
    ``entered``, each event's count of results on each tray (a field read as columns)."""
    events = list(events)
    by_tray = [e for e in events if _by_tray(e, public=public)]
    # which tables are due to play each tray: only a write that is not a result's changes it
    due = cached.by_event("due-trays", by_tray, attrgetter("seating_version"), _due_trays)
    out = {}
    for event in events:
        trays = due.get(event.pk)
        if trays is None:
            counted: dict[int, int] = {}
        elif entered is not None:
            counted = entered.get(event.pk, {})
        else:
            counted = _counted(results.get(event.pk, ()))
        out[event.pk] = _visibility(event, public=public, due=trays or {}, entered=counted)
    return out


def _by_tray(event: m.Event, *, public: bool) -> bool:
    """Whether what ``event`` shows now depends on which trays every table due has played:
    the public's, while it is in play and the director shows a tray once it is played."""
    return not trust.nothing_hidden(event, public=public) and (
        event.results_shown == m.ResultsShown.PLAYED
    )


def _visibility(
    event: m.Event,
    *,
    public: bool,
    due: dict[int, tuple[int, int | None]],
    entered: dict[int, int],
) -> Visibility:
    """The rule: what ``event`` shows its reader, given each tray's count of tables due to
    play it and the last round one plays it (``due``, by tray number) and its count of
    results entered (``entered``).  Who sees everything, and when a tray is public, are the
    trust policy's (``trust.nothing_hidden``, ``trust.tray_public``)."""
    if trust.nothing_hidden(event, public=public):
        return EVERYTHING
    standings = event.standings_shown != m.StandingsShown.OFF
    before = event.current_round if event.standings_shown == m.StandingsShown.PREVIOUS else None
    if event.results_shown == m.ResultsShown.FINISH:
        return Visibility(False, frozenset(), standings, before, at_finish=True)
    complete = frozenset(
        number
        for number, (count, _last) in due.items()
        if trust.tray_public(count, entered.get(number, 0))
    )
    last = tuple(
        sorted((number, at) for number, (count, at) in due.items() if count and at is not None)
    )
    return Visibility(False, complete, standings, before, due=last, round_now=event.current_round)


def _due_trays(events: list[m.Event]) -> dict[int, dict[int, tuple[int, int | None]]]:
    """For each of ``events`` (by id), each tray's count of tables due to play it and the
    last round one of them plays it, by tray number: one query, none for no event (one
    event's by SQL compiled once, ``DUE_TRAYS``: the public's first reader after each
    result asks it)."""
    if not events:
        return {}
    due: dict[int, dict[int, tuple[int, int | None]]] = {e.pk: {} for e in events}
    if len(events) == 1:
        rows = DUE_TRAYS.rows(event_id=events[0].pk)
    else:
        rows = list(_due(m.Tray.objects.filter(event__in=events)))
    for event_id, number, count, last in rows:
        due[event_id][number] = (count, last)
    return due


def _due(trays):
    """``trays``' (event id, number, tables due to play it, the last round one plays it)."""
    return trays.annotate(
        due=Count("seatings", filter=_PLAYING),
        last=Max("seatings__round__number", filter=_PLAYING),
    ).values_list("event_id", "number", "due", "last")


DUE_TRAYS = Prepared(
    "due-trays",
    m.Tray,
    lambda event_id: _due(m.Tray.objects.filter(event_id=event_id)),
    event_id=EVENT,
)


def _counted(results: Iterable) -> dict[int, int]:
    """Results entered on each tray: the scoring package's results (a tray's number) or
    stored ones (a tray), counted in one pass (``Counter``)."""
    trays = [r.tray for r in results]
    return dict(Counter([t if isinstance(t, int) else t.number for t in trays]))
