"""The read side of individual events: each player's standing, card and running line.

An individual table's sides are partnerships that exist for one round only, so the deal is
match-pointed between partnerships (labelled "north&south", "east&west") and every player
takes its side's match points.  Whist events scored by Safford's method also get the tricks
each player lost to the top of its position.  Everything works from the rows ``event_scores``
loaded: no query here.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass
from fractions import Fraction

from movements.types import Seat
from tournaments import adapters
from tournaments import models as m
from tournaments.scoring.explain import matchpoint_card
from tournaments.scoring.individuals import (
    score_individual_matchpoints,
    score_top_loss,
)
from tournaments.scoring.matchpoints import PairsReport, score_matchpoints
from tournaments.standings import (
    EventScores,
    RunningLine,
    TravellerLine,
    _mp,
    _num,
    standing_row,
)

PARTNER = {"N": "S", "S": "N", "E": "W", "W": "E"}


def seats_of(seating: m.Seating) -> dict[str, m.Entrant]:
    """The four players of a seating by seat letter."""
    return {"N": seating.north, "E": seating.east, "S": seating.south, "W": seating.west}


def score_individuals(scores: EventScores) -> None:
    """Fill ``scores`` for an individual event: match points, top-loss, traveller lines."""
    rows = scores.results
    if not rows:
        return
    plain = adapters.individual_results(rows)
    report = score_individual_matchpoints(plain, scale=1, factor=True)
    scores.individual = report
    if scores.event.is_whist and scores.event.scoring_method == m.ScoringMethod.TOP_LOSS:
        _score_top_loss(scores, plain)
    for row, line in zip(rows, report.pairs.lines, strict=True):
        seats = seats_of(row.seating)
        scores.by_tray.setdefault(row.tray.number, []).append(
            TravellerLine(
                result=row,
                ns_mp=_mp(line.ns_mp),
                ew_mp=_mp(line.ew_mp),
                note=line.note,
                north=seats["N"],
                east=seats["E"],
                south=seats["S"],
                west=seats["W"],
            )
        )


def _score_top_loss(scores: EventScores, plain: list) -> None:
    """Safford's losses over the rounds that can be compared so far.

    A round counts once each of its sets has two or more tables with the same trays entered
    and no adjusted score; a round still being entered (or one with an adjustment) waits,
    and the page says why.
    """
    by_round: dict[int | None, list] = defaultdict(list)
    for r in plain:
        by_round[r.round].append(r)
    counted, waiting = [], []
    for number in sorted(by_round, key=lambda n: (n is None, n or 0)):
        try:
            score_top_loss(by_round[number])
        except ValueError as exc:
            waiting.append(f"round {number}: {exc}")
            continue
        counted.extend(by_round[number])
    scores.top_loss_waiting = waiting
    if counted:
        scores.top_loss = score_top_loss(counted)


def individual_rows(scores: EventScores) -> list[dict]:
    """One row per player (the keys of ``standings_rows``), in match-point order.

    Events scored top-loss add each player's tricks lost (``loss``) and place by them.
    """
    report = scores.individual
    if report is None:
        return []
    losses = {}
    if scores.top_loss is not None:
        losses = {s.player: s for s in scores.top_loss.standings}
    rows = []
    for s in report.standings:
        loss = losses.get(s.player)
        rows.append(
            {
                **standing_row(scores.entrants[s.player], s),
                "loss": loss.loss if loss is not None else None,
                "loss_place": loss.place if loss is not None else "",
                "sets": len(loss.sets) if loss is not None else 0,
            }
        )
    return rows


@dataclass
class IndividualCardLine:
    """One tray a player played: where it sat, with whom, against whom, and what it earned."""

    round: int
    table: int
    tray: int
    seat: str
    partner: m.Entrant
    opponents: tuple[m.Entrant, m.Entrant]
    tricks: int | None
    adjustment: str
    mp: str
    top: str
    percent: str
    explanation: str
    loss: str = ""


def individual_card(scores: EventScores, entrant: m.Entrant) -> list[IndividualCardLine]:
    """Every tray the player played; top-loss events show each set's loss on its first tray."""
    report = scores.individual
    if report is None:
        return []
    label = entrant.label
    explained = _explanations(report.pairs, scores.plain, label)
    losses = {}
    if scores.top_loss is not None and label in {s.player for s in scores.top_loss.standings}:
        losses = {(s.set[0], s.table): s for s in scores.top_loss.card(label)}
    lines = []
    for row, line in zip(scores.results, report.pairs.lines, strict=True):
        seats = seats_of(row.seating)
        seat = next((k for k, e in seats.items() if e.label == label), None)
        if seat is None:
            continue
        ns = seat in "NS"
        mp = line.ns_mp if ns else line.ew_mp
        own = None
        if line.result.score is not None and scores.event.is_whist:
            own = line.result.score if ns else 13 - line.result.score
        percent = None if mp is None or not line.top else Fraction(mp) * 100 / line.top
        foes = ("E", "W") if ns else ("N", "S")
        lines.append(
            IndividualCardLine(
                round=row.seating.round.number,
                table=row.seating.table.number,
                tray=row.tray.number,
                seat=Seat(seat).label,
                partner=seats[PARTNER[seat]],
                opponents=(seats[foes[0]], seats[foes[1]]),
                tricks=own,
                adjustment=row.adjustment,
                mp=_mp(mp),
                top=_mp(line.top),
                percent=_num(percent, 0),
                explanation=explained.get(row.tray.number, ""),
            )
        )
    lines.sort(key=lambda c: (c.round, c.tray))
    _mark_losses(lines, losses)
    return lines


def _explanations(pairs: PairsReport, plain: list, label: str) -> dict[int, str]:
    """The match-point working of each tray, from the player's partnership on that tray."""
    sides = {side for r in plain for side in (r.ns, r.ew) if label in side.split("&")}
    out = {}
    for side in sorted(sides):
        for c in matchpoint_card(pairs, side):
            out[c.tray] = c.explanation
    return out


def _mark_losses(lines: list[IndividualCardLine], losses: dict) -> None:
    seen = set()
    for line in lines:
        loss = losses.get((line.round, line.table))
        if loss is None or (line.round, line.table) in seen:
            continue
        seen.add((line.round, line.table))
        line.loss = f"{loss.tricks} tricks, top {loss.top}: lost {loss.loss}"


def individual_running(scores: EventScores) -> tuple[tuple[int, ...], list[RunningLine]]:
    """Each player's percentage after rounds 1..r (see ``standings.running_percentages``)."""
    report = scores.individual
    if report is None:
        return (), []
    plain = sorted((p for p in scores.plain if p.round is not None), key=lambda p: p.round)
    rounds = tuple(sorted({p.round for p in plain}))
    series: dict[str, list[Fraction | None]] = {s.player: [] for s in report.standings}
    end = 0
    for r in rounds:
        while end < len(plain) and plain[end].round <= r:
            end += 1
        pairs = score_matchpoints(
            plain[:end], scale=1, factor=True, full_count=report.pairs.full_count
        )
        now = _player_percentages(pairs)
        for label, values in series.items():
            values.append(now.get(label))
    lines = [
        RunningLine(entrant=row["entrant"], field="", values=tuple(series[row["label"]]))
        for row in individual_rows(scores)
    ]
    return rounds, lines


def _player_percentages(pairs: PairsReport) -> dict[str, Fraction]:
    total: dict[str, Fraction] = defaultdict(Fraction)
    maximum: dict[str, int] = defaultdict(int)
    for line in pairs.lines:
        r = line.result
        for side, mp in ((r.ns, line.ns_mp), (r.ew, line.ew_mp)):
            if mp is None:
                continue
            for player in side.split("&"):
                total[player] += mp
                maximum[player] += line.top
    return {p: total[p] * 100 / maximum[p] for p in total if maximum[p]}


def side_codes(seating: m.Seating) -> tuple[str, str]:
    """The two sides as a traveller prints them: "3 NS", or an individual table's "10 & 6"."""
    if seating.north_id is not None and seating.ns_id is None:
        return (
            f"{seating.north.code} & {seating.south.code}",
            f"{seating.east.code} & {seating.west.code}",
        )
    return seating.ns.code, seating.ew.code
