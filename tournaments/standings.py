"""The read side: an event's stored results scored by the pure package, in two queries.

Standings, score cards and travellers all come from one ``EventScores``, so the three pages
always agree, and their query count does not grow with the size of the event.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction

from tournaments import adapters
from tournaments import models as m
from tournaments.scoring.explain import show
from tournaments.scoring.matchpoints import score_matchpoints
from tournaments.scoring.tricks import score_trick_totals


@dataclass
class TravellerLine:
    result: m.Result
    ns_mp: str
    ew_mp: str
    note: str


@dataclass
class CardLine:
    round: int
    table: int
    tray: int
    direction: str
    opponents: m.Entrant
    tricks: int | None
    adjustment: str
    plus_minus: str
    mp: str
    top: str
    percent: str
    explanation: str


@dataclass
class EventScores:
    event: m.Event
    entrants: dict[str, m.Entrant]
    results: list[m.Result]
    matchpoints: object | None = None
    tricks: object | None = None
    by_tray: dict[int, list[TravellerLine]] = field(default_factory=dict)

    @property
    def fields(self) -> dict[str, str] | None:
        return adapters.fields_for(self.event, self.entrants.values())

    def entrant(self, label: str) -> m.Entrant:
        return self.entrants[label]


def event_scores(event: m.Event) -> EventScores:
    """Score everything stored for ``event`` (two queries)."""
    entrants = {e.label: e for e in event.entrants.all()}
    results = list(adapters.result_queryset(event))
    scores = EventScores(event=event, entrants=entrants, results=results)
    plain = adapters.scoring_results(results)
    if not plain:
        return scores
    fields = adapters.fields_for(event, entrants.values())
    scores.matchpoints = score_matchpoints(plain, scale=1, factor=True, fields=fields)
    if event.is_whist and any(r.adjustment is None for r in plain):
        scores.tricks = score_trick_totals(plain, fields=fields)
    for row, line in zip(results, scores.matchpoints.lines, strict=True):
        scores.by_tray.setdefault(row.tray.number, []).append(
            TravellerLine(
                result=row,
                ns_mp=_mp(line.ns_mp),
                ew_mp=_mp(line.ew_mp),
                note=line.note,
            )
        )
    return scores


def _num(value, places: int = 2) -> str:
    return show(value, places) if value is not None else ""


def _mp(value) -> str:
    """Match points as a director writes them: 4, 2.5, 1.67 (no trailing zeros)."""
    text = _num(value)
    return text.rstrip("0").rstrip(".") if "." in text else text


def standings_rows(scores: EventScores) -> list[dict]:
    """One row per entrant for the standings table (figures as the page prints them)."""
    if scores.matchpoints is None:
        return []
    rows = []
    for s in scores.matchpoints.standings:
        entrant = scores.entrants[s.entrant]
        rows.append(
            {
                "place": s.place,
                "field": s.field or "",
                "label": s.entrant,
                "entrant": entrant,
                "code": entrant.code,
                "name": entrant.name,
                "trays": s.trays,
                "matchpoints": _mp(s.total),
                "maximum": s.maximum,
                "percentage": _num(s.percentage),
                "sort_percentage": float(s.percentage) if s.percentage is not None else -1.0,
            }
        )
    rows.sort(key=lambda r: (r["field"] != "NS", r["field"], -r["sort_percentage"]))
    return rows


def trick_rows(scores: EventScores) -> list[dict]:
    """The source's trick-average table: totals, each direction's average, plus or minus."""
    if scores.tricks is None:
        return []
    rows = []
    for s in scores.tricks.standings:
        entrant = scores.entrants[s.entrant]
        rows.append(
            {
                "place": s.place,
                "overall_place": s.overall_place,
                "field": s.field or "",
                "entrant": entrant,
                "code": entrant.code,
                "name": entrant.name,
                "tricks": _num(s.tricks),
                "average": _num(s.average),
                "plus_minus": signed(s.plus_minus),
            }
        )
    return rows


def trick_averages(scores: EventScores) -> list[tuple[str, str]]:
    """Each direction's average, as the source prints it ("207, N & S")."""
    if scores.tricks is None:
        return []
    return [(name, _num(avg.whole)) for name, avg in scores.tricks.averages.items()]


def signed(value) -> str:
    """The source's notation: +6, -3, and = for exactly average."""
    if value is None:
        return ""
    if value == 0:
        return "="
    text = show(value)
    return text if text.startswith("-") else f"+{text}"


def score_card(scores: EventScores, entrant: m.Entrant) -> list[CardLine]:
    """Every tray the entrant played, with what it was compared with and what it earned."""
    if scores.matchpoints is None:
        return []
    rows = {
        r.tray.number: r
        for r in scores.results
        if entrant.label in (r.seating.ns.label, r.seating.ew.label)
    }
    trick_card = {}
    if scores.tricks is not None:
        trick_card = {c.tray: c for c in scores.tricks.card(entrant.label)}
    lines = []
    for c in scores.matchpoints.card(entrant.label):
        row = rows[c.tray]
        own = None
        if c.score is not None and scores.event.is_whist:
            own = c.score if c.direction == "NS" else 13 - c.score
        tc = trick_card.get(c.tray)
        percent = None if c.mp is None or not c.top else Fraction(c.mp) * 100 / c.top
        lines.append(
            CardLine(
                round=row.seating.round.number,
                table=row.seating.table.number,
                tray=c.tray,
                direction=c.direction,
                opponents=scores.entrants[c.opponent],
                tricks=own,
                adjustment=row.adjustment,
                plus_minus=signed(tc.mp) if tc is not None else "",
                mp=_mp(c.mp),
                top=_mp(c.top),
                percent=_num(percent, 0),
                explanation=c.explanation,
            )
        )
    lines.sort(key=lambda line: (line.round, line.tray))
    return lines
