"""A League match played as clubs play it, "two sittings of 24 hands" ([F] lines 301-307):
a competition whose two sessions, the afternoon and the night, are each an event of one
sitting.  The match is decided on the tricks of both: each sitting's total, and the match's.

Each sitting's figures are what its own standings page shows the same reader (a sitting the
public may not see yet adds nothing, and says so), so the total never runs ahead of them.
"""

from __future__ import annotations

from collections.abc import Sequence

from tournaments import models as m
from tournaments.standings.league import is_league, league_report, row, total_of, verdict
from tournaments.standings.scores import scores_for

__all__ = ["is_league", "league_match"]

SITTING_TITLES = {1: "Afternoon sitting", 2: "Night sitting"}


def league_match(events: Sequence[m.Event], *, public: bool) -> dict:
    """``rows`` (each sitting played so far), ``total`` (the match), ``verdict`` and
    ``waiting`` (the sittings not shown yet); empty before any result is shown."""
    rows, totals, waiting = [], [], []
    for event in sorted(events, key=lambda e: e.session):
        title = SITTING_TITLES.get(event.session, f"Sitting {event.session}")
        scores = scores_for(event, public=public)
        report = league_report(scores) if scores.visibility.standings else None
        if report is None:
            waiting.append(title)
            continue
        rows.append({**row(title, report.total), "event": event})
        totals.append(report.total)
    if not totals:
        return {}
    total = total_of(totals)
    return {
        "rows": rows,
        "total": row("The match", total),
        "verdict": verdict(total),
        "waiting": waiting,
    }
