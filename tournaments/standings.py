"""The read side: an event's stored results scored by the pure package, in two queries.

Standings, score cards and travellers all come from one ``EventScores``, so the three pages
always agree, and their query count does not grow with the size of the event.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from fractions import Fraction

from movements.types import Movement
from tournaments import adapters, charts
from tournaments import models as m
from tournaments.scoring.explain import show
from tournaments.scoring.matchpoints import score_matchpoints
from tournaments.scoring.tricks import score_trick_totals
from tournaments.scoring.types import Adjustment
from tournaments.scoring.types import Result as ScoringResult


@dataclass
class TravellerLine:
    result: m.Result
    ns_mp: str
    ew_mp: str
    note: str
    north: m.Entrant | None = None
    east: m.Entrant | None = None
    south: m.Entrant | None = None
    west: m.Entrant | None = None


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
    plain: list = field(default_factory=list)
    individual: object | None = None
    top_loss: object | None = None
    top_loss_waiting: list[str] = field(default_factory=list)

    @property
    def fields(self) -> dict[str, str] | None:
        return adapters.fields_for(self.event, self.entrants.values())

    def entrant(self, label: str) -> m.Entrant:
        return self.entrants[label]


def event_scores(event: m.Event) -> EventScores:
    """Score everything stored for ``event`` (two queries)."""
    entrants = {e.label: e for e in event.entrants.all()}
    results = list(adapters.result_queryset(event))
    return _scored(event, entrants, results)


def scores_for_events(events: list[m.Event]) -> dict[int, EventScores]:
    """Score several events at once (two queries whatever their number): a player's history."""
    ids = [e.pk for e in events]
    entrants: dict[int, dict[str, m.Entrant]] = {pk: {} for pk in ids}
    for e in m.Entrant.objects.filter(event__in=ids):
        entrants[e.event_id][e.label] = e
    results: dict[int, list[m.Result]] = {pk: [] for pk in ids}
    rows = (
        m.Result.objects.filter(tray__event__in=ids)
        .select_related(*adapters.RESULT_RELATED)
        .order_by("tray__number", "seating__table__number")
    )
    for r in rows:
        results[r.tray.event_id].append(r)
    return {e.pk: _scored(e, entrants[e.pk], results[e.pk]) for e in events}


def _for_trick_totals(plain: list[ScoringResult]) -> list[ScoringResult]:
    """The results trick totals can use.

    The laws know one adjusted score for trick totals, the tray's average (Law V); the match-point
    adjustments (AVE+, AVE-, splits) and a tray not played count as that average here, with a
    note on the card.  A tray with no real score has no average and is left out of the totals.
    """
    real_trays = {r.tray for r in plain if r.adjustment is None}
    out = []
    for r in plain:
        if r.tray not in real_trays:
            continue
        if r.adjustment is not None and r.adjustment.kind != "AVE":
            why = f"{r.adjustment.kind} counts as the tray's average in trick totals (Law V)"
            r = replace(r, adjustment=Adjustment("AVE", reason=why))
        out.append(r)
    return out


def _scored(event: m.Event, entrants: dict[str, m.Entrant], results: list[m.Result]) -> EventScores:
    scores = EventScores(event=event, entrants=entrants, results=results)
    plain = adapters.scoring_results(results)
    scores.plain = plain
    if not plain:
        return scores
    if event.form == m.Form.INDIVIDUALS:
        from tournaments.standings_individuals import score_individuals

        score_individuals(scores)
        return scores
    fields = adapters.fields_for(event, entrants.values())
    scores.matchpoints = score_matchpoints(plain, scale=1, factor=True, fields=fields)
    if event.is_whist:
        trick_lines = _for_trick_totals(plain)
        if trick_lines:
            scores.tricks = score_trick_totals(trick_lines, fields=fields)
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


def players_by_label(event: m.Event) -> dict[str, list[m.Player]]:
    """Each entrant's players in seat order (one query), to link names to player pages."""
    out: dict[str, list[m.Player]] = {}
    members = (
        m.EntrantMember.objects.filter(entrant__event=event)
        .select_related("player", "entrant")
        .order_by("entrant_id", "position")
    )
    for member in members:
        out.setdefault(member.entrant.label, []).append(member.player)
    return out


def _num(value, places: int = 2) -> str:
    return show(value, places) if value is not None else ""


def _mp(value) -> str:
    """Match points as a director writes them: 4, 2.5, 1.67 (no trailing zeros)."""
    text = _num(value)
    return text.rstrip("0").rstrip(".") if "." in text else text


def standings_rows(scores: EventScores) -> list[dict]:
    """One row per entrant for the standings table (figures as the page prints them)."""
    if scores.individual is not None:
        from tournaments.standings_individuals import individual_rows

        return individual_rows(scores)
    if scores.matchpoints is None:
        return []
    rows = []
    for s in scores.matchpoints.standings:
        rows.append(standing_row(scores.entrants[s.entrant], s, field=s.field or ""))
    rows.sort(key=lambda r: (r["field"] != "NS", r["field"], -r["sort_percentage"]))
    return rows


def standing_row(entrant: m.Entrant, standing, *, field: str = "") -> dict:
    """A match-point standing (a pair's or a player's: place, trays, total, maximum and
    percentage) as the standings table prints it."""
    percentage = standing.percentage
    return {
        "place": standing.place,
        "field": field,
        "label": entrant.label,
        "entrant": entrant,
        "code": entrant.code,
        "name": entrant.name,
        "trays": standing.trays,
        "matchpoints": _mp(standing.total),
        "maximum": standing.maximum,
        "percentage": _num(percentage),
        "sort_percentage": float(percentage) if percentage is not None else -1.0,
    }


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


def score_card(scores: EventScores, entrant: m.Entrant) -> list:
    """Every tray the entrant played, with what it was compared with and what it earned.

    A player of an individual event gets ``standings_individuals.IndividualCardLine`` lines.
    """
    if scores.individual is not None:
        from tournaments.standings_individuals import individual_card

        return individual_card(scores, entrant)
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


@dataclass(frozen=True)
class RunningLine:
    """An entrant's percentage as the standings stood after each round (None: not yet played)."""

    entrant: m.Entrant
    field: str
    values: tuple[Fraction | None, ...]


def running_percentages(scores: EventScores) -> tuple[tuple[int, ...], list[RunningLine]]:
    """The standings after rounds 1..r for every round r that has results, in standings order.

    Each prefix is scored on the field size of the standings themselves (the most results on
    any tray), so a tray played once so far carries the same top as the others and the last
    point is exactly the standings figure.  No query: the loaded results carry their round.
    """
    if scores.individual is not None:
        from tournaments.standings_individuals import individual_running

        return individual_running(scores)
    if scores.matchpoints is None:
        return (), []
    plain = sorted((p for p in scores.plain if p.round is not None), key=lambda p: p.round)
    rounds = tuple(sorted({p.round for p in plain}))
    fields = adapters.fields_for(scores.event, scores.entrants.values())
    full = scores.matchpoints.full_count
    series: dict[str, list[Fraction | None]] = {s.entrant: [] for s in scores.matchpoints.standings}
    end = 0
    for r in rounds:
        while end < len(plain) and plain[end].round <= r:
            end += 1
        report = score_matchpoints(
            plain[:end], scale=1, factor=True, fields=fields, full_count=full
        )
        now = {s.entrant: s.percentage for s in report.standings}
        for label, values in series.items():
            values.append(now.get(label))
    lines = [
        RunningLine(entrant=row["entrant"], field=row["field"], values=tuple(series[row["label"]]))
        for row in standings_rows(scores)
    ]
    return rounds, lines


FIELD_TITLES = {"NS": "North-South", "EW": "East-West", "": "All pairs"}
PLAYERS_TITLE = "All players"


def running_charts(scores: EventScores) -> list[tuple[str, str]]:
    """One running-percentage chart (SVG text) per field: its title and its picture."""
    rounds, lines = running_percentages(scores)
    if not rounds:
        return []
    by_field: dict[str, list[charts.Series]] = {}
    for line in lines:
        by_field.setdefault(line.field, []).append(
            charts.Series(
                key=line.entrant.label,
                label=line.entrant.code,
                values=tuple(None if v is None else float(v) for v in line.values),
                captions=tuple(_num(v) for v in line.values),
            )
        )
    out = []
    for name, series in by_field.items():
        title = FIELD_TITLES.get(name, name)
        if scores.individual is not None:
            title = PLAYERS_TITLE
        out.append((title, charts.running_chart_svg(series, rounds, title=title)))
    return out


@dataclass(frozen=True)
class Stop:
    """Where an entrant plays one round, as the "where do I go" lookup tells it.

    ``seat`` is where the entrant sits and ``cards`` the hands it holds: they differ only in an
    arrow-switched round.  ``trays_go`` lists the tables the trays go to afterwards: () for the
    relay stand, None after the last round.  ``partner`` is an individual player's partner
    for the round ("" for pairs).
    """

    round: int
    table: int | None
    sits_out: bool
    seat: str = ""
    cards: str = ""
    opponents: tuple[str, ...] = ()
    trays: tuple[int, ...] = ()
    trays_go: tuple[int, ...] | None = None
    arrow_switched: bool = False
    partner: str = ""


def stop_for(movement: Movement, label: str, round_number: int) -> Stop | None:
    """Table, seat, opponents and trays of ``label`` in a round; None outside the movement."""
    if not 1 <= round_number <= movement.round_count:
        return None
    seating = movement.seating_of(label, round_number)
    if seating is None or seating.is_sit_out:
        table = seating.table if seating is not None else None
        return Stop(round=round_number, table=table, sits_out=True)
    seat = seating.seat_of(label)
    if seat is not None:
        seat_text, cards_text = seat.label, seat.direction.label
    else:
        cards = seating.direction_of(label)
        seat_text = (cards.other if seating.arrow_switched else cards).label
        cards_text = cards.label
    trays: tuple[int, ...] = ()
    goes: tuple[int, ...] | None = None
    if seating.tray_set is not None:
        trays = seating.trays or movement.tray_set(seating.tray_set).trays
        goes = movement.set_goes_next(seating.tray_set, round_number)
    return Stop(
        round=round_number,
        table=seating.table,
        sits_out=False,
        seat=seat_text,
        cards=cards_text,
        opponents=seating.opponents_of(label),
        trays=trays,
        trays_go=goes,
        arrow_switched=seating.arrow_switched and seat is None,
        partner=seating.partner_of(label) or "",
    )
