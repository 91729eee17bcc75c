"""A single event's standings by stratum and with handicaps (competitions have their own in
``standings.competition``): the same figures, ranked within bands of the club's rating, or
with each pair's handicap added to its percentage."""

from __future__ import annotations

from fractions import Fraction

from tournaments.scoring.combine import by_stratum, with_handicaps
from tournaments.standings.base import num, players_by_label


def strata_and_handicaps(scores) -> dict:
    """``strata`` ([(letter, rows)]) and ``handicapped`` (rows) for the standings page; empty
    when the event has no strata and no pair a handicap (and then no query)."""
    rows = [r for r in scores.rows() if r.get("sort_percentage", -1) >= 0]
    event = scores.event
    out: dict = {"strata": [], "handicapped": []}
    if not rows:
        return out
    handicaps = {r["label"]: Fraction(r["entrant"].handicap) for r in rows if r["entrant"].handicap}
    if not event.strata and not handicaps:
        return out
    figures = {r["label"]: Fraction(str(r["sort_percentage"])) for r in rows}
    fields = {r["label"]: r["field"] for r in rows}
    by_label = {r["label"]: r for r in rows}
    if event.strata:
        ratings = {
            label: max((p.rating for p in players if p.rating is not None), default=None)
            for label, players in players_by_label(event).items()
        }
        placed = by_stratum(figures, ratings, event.strata, fields)
        out["strata"] = [
            (letter, [{**by_label[label], "place": place} for label, place in ranked])
            for letter, ranked in placed.items()
        ]
    if handicaps:
        out["handicapped"] = [
            {**by_label[label], "place": place, "handicapped": num(figure),
             "handicap": num(handicaps.get(label, 0))}
            for label, figure, place in with_handicaps(figures, handicaps, fields)
        ]  # fmt: skip
    return out
