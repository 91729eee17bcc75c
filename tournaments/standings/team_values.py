"""A teams event read as plain values: matches, standings, team cards and travellers without
model instances, as a pairs event is (``pairs_values``, which says why).

A teams event's seatings name pairs, so its results are read by the pairs' values query
(``pairs_values.read_values``, one tray's alone for a traveller) and each is a
``ResultShown`` seated by the event's own pairs (``shown_results.result_shown``): every field
the comparisons, the team cards, the travellers and the results sheet read of a result, by
the model's names.  Unlike a pairs event every result is made at once, since each is compared
with its other table before any page is printed; that is still a few plain objects a result
instead of the row path's seven model instances.  Everything after the loading is
``TeamScores``' own (``teams.scored``), so the figures and pages are those of the row path,
value for value (tests/web/standings/test_team_values.py compares both on random fields,
pages rendered).  A seating that names no pairs is read on the row path.
"""

from __future__ import annotations

from tournaments import models as m
from tournaments.standings.pairs_values import SCORED, SHOWN, read_values
from tournaments.standings.shown_results import result_shown
from tournaments.standings.teams import TeamScores, scored
from tournaments.standings.visibility import visibility


class TeamsFromValues(TeamScores):
    """A teams event scored from plain values; built by ``teams.scored`` from rows, the
    class is ``TeamScores`` exactly."""

    @classmethod
    def load(cls, event: m.Event, *, tray: int | None = None, public: bool = False):
        """Score what the reader may see of ``event`` (``tray``: that tray alone, as
        ``TeamScores.load``) from its values: two queries, three for the public of an event
        in play; the row path when the values cannot say it."""
        read = read_values(event, tray=tray)
        if read is None:
            return super().load(event, tray=tray, public=public)
        values, plain = read
        entrants = list(event.entrants.select_related("team"))
        pairs = {e.label: e for e in entrants if e.kind != m.Entrant.Kind.TEAM}
        shown = visibility(event, plain, public=public)
        kept = [v for v, p in zip(values, plain, strict=True) if shown.counts(p.tray, p.round)]
        results = [result_shown(pairs, v[0], *v[SCORED], *v[SHOWN]) for v in kept]
        scores = scored(event, entrants, results, kind=cls)
        scores.visibility = shown
        return scores


__all__ = ["TeamsFromValues"]
