"""The read side of individual events: each player's standing, card and running line.

An individual table's sides are partnerships that exist for one round only, so the deal is
match-pointed between partnerships (labelled "north&south", "east&west") and every player
takes its side's match points.  Whist events scored by Safford's method also get the tricks
each player lost to the top of its position.  Everything is worked out from the scoring
values (``plain``, whose partnerships name the four players: ``players_of``), and a page's
result is read only for what it prints (``result_at``), so the same scoring serves the rows
``load`` reads and the plain values the site reads (``individual_values``).
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field
from fractions import Fraction

from django.utils.translation import gettext_lazy, gettext_noop

from movements.memory import OVERPLAYED_KINDS
from movements.types import Direction, Seat
from said import Said
from tournaments import models as m
from tournaments.scoring.explain import matchpoint_card, total_working
from tournaments.scoring.individuals import (
    IndividualReport,
    IndividualResult,
    TopLossReport,
    score_individual_matchpoints,
    score_top_loss,
)
from tournaments.scoring.matchpoints import PairsReport
from tournaments.scoring.memory import score_memory_players
from tournaments.scoring.types import Result as ScoringResult
from tournaments.standings import running, sheets
from tournaments.standings.base import mp as _mp
from tournaments.standings.base import num as _num
from tournaments.standings.base import signed
from tournaments.standings.league import league_context
from tournaments.standings.pairs import PairsScores, TravellerLine, standing_row
from tournaments.standings.social import social_context
from tournaments.standings.tables import IndividualStandingsTable, PlayerTrickTable, TopLossTable

PARTNER = {"N": "S", "S": "N", "E": "W", "W": "E"}


MEMORY_NOTE = gettext_lazy(
    "Memory duplicate: each player's tricks, deal by deal, against the average of the two "
    "plays with the same cards; the four figures add up to nothing."
)


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


def players_of(result: ScoringResult) -> IndividualResult:
    """A scored result with its four players named: its sides are partnerships labelled
    "north&south" and "east&west" (``adapters.results.side_labels``)."""
    north, south = result.ns.split("&")
    east, west = result.ew.split("&")
    return IndividualResult(
        tray=result.tray,
        north=north,
        east=east,
        south=south,
        west=west,
        score=result.score,
        adjustment=result.adjustment,
        round=result.round,
        table=result.table,
    )


def seat_labels(result: ScoringResult) -> dict[str, str]:
    """The labels of the four players of a scored result by seat letter."""
    north, south = result.ns.split("&")
    east, west = result.ew.split("&")
    return {"N": north, "E": east, "S": south, "W": west}


def _card(scores: IndividualScores, entrant: m.Entrant) -> list[IndividualCardLine]:
    report = scores.individual
    if report is None:
        return []
    label = entrant.label
    explained = _explanations(report.pairs, scores.plain, label)
    losses = {}
    if scores.top_loss is not None and label in {s.player for s in scores.top_loss.standings}:
        # a set is named by its round first (``scoring.individuals.SetName``)
        losses = {(s.set[0], s.table): s for s in scores.top_loss.card(label)}
    lines = []
    for i, (played, line) in enumerate(zip(scores.plain, report.pairs.lines, strict=True)):
        labels = seat_labels(played)
        seat = next((k for k, player in labels.items() if player == label), None)
        if seat is None:
            continue
        seats = {k: scores.entrants[player] for k, player in labels.items()}
        ns = Seat(seat).direction is Direction.NS
        mp = line.shown("NS" if ns else "EW")
        top = line.shown_top
        award = report.awards.get((played.tray, label))  # a player's own session average
        if award is not None:
            mp = award[0]
        own = None
        if line.result.score is not None and scores.event.is_whist:
            own = line.result.score if ns else 13 - line.result.score
        percent = None if mp is None or not top else Fraction(mp) * 100 / top
        foes = ("E", "W") if ns else ("N", "S")
        lines.append(
            IndividualCardLine(
                round=played.round,
                table=played.table,
                tray=played.tray,
                seat=Seat(seat).label,
                partner=seats[PARTNER[seat]],
                opponents=(seats[foes[0]], seats[foes[1]]),
                tricks=own,
                adjustment=scores.result_at(i).adjustment,
                mp=_mp(mp),
                top=_mp(top),
                percent=_num(percent, 0),
                explanation=award[1] if award else explained.get(played.tray, ""),
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
        line.loss = str(
            Said(
                "%(tricks)s tricks, top %(top)s: lost %(loss)s",
                tricks=loss.tricks,
                top=loss.top,
                loss=loss.loss,
            )
        )


@dataclass
class IndividualScores(PairsScores):
    """An individual event scored: every player takes its partnership's match points; whist
    events scored by Safford's method add the tricks each player lost to the top."""

    standings_table_class = IndividualStandingsTable

    form = m.Form.INDIVIDUALS
    word = "players"
    noun = gettext_noop("Player")
    players_each = 1
    counted = m.Entrant.Kind.INDIVIDUAL
    slip_note = gettext_lazy(
        "North-South tricks are the tricks North and South took together; East-West's make up 13"
    )
    card_template = "tournaments/individual_card.html"
    traveller_template = "tournaments/individual_traveller.html"

    individual: IndividualReport | None = None
    top_loss: TopLossReport | None = None
    top_loss_waiting: list[str] = field(default_factory=list)
    memory: tuple = ()  # memory duplicate: each player's tricks against the same cards

    def score(self) -> None:
        """Match points, top-loss and the traveller lines, from the loaded results."""
        self.score_figures()
        self.by_tray = self.traveller_lines()

    def score_figures(self, tricks: bool = True) -> None:
        """Match points, and for whist top-loss and memory duplicate's tricks, of ``plain``
        (an individual's tricks are always scored: ``tricks`` is the pairs' own)."""
        plain = [players_of(p) for p in self.plain]
        report = score_individual_matchpoints(
            plain,
            rules=self.event.rules,
            overplayed=self.event.movement_kind in OVERPLAYED_KINDS,
        )
        self.individual = report
        if self.event.is_whist and self.event.scoring_method == m.ScoringMethod.TOP_LOSS:
            self._score_top_loss(plain)
        if self.event.is_whist and self.event.movement_kind in OVERPLAYED_KINDS:
            self.memory = score_memory_players(plain)

    def traveller_lines(self, indices=None) -> dict[int, list[TravellerLine]]:
        """Each tray's results with both partnerships' match points and the four players
        (``plain`` and ``individual.pairs.lines`` are in the same order); ``indices``: only
        those results' lines."""
        by_tray: dict[int, list[TravellerLine]] = {}
        if self.individual is None:  # nothing scored
            return by_tray
        lines = self.individual.pairs.lines
        for i in range(len(lines)) if indices is None else indices:
            line = lines[i]
            played = self.plain[i]
            seats = {k: self.entrants[player] for k, player in seat_labels(played).items()}
            by_tray.setdefault(played.tray, []).append(
                TravellerLine(
                    result=self.result_at(i),
                    ns_mp=_mp(line.shown("NS")),
                    ew_mp=_mp(line.shown("EW")),
                    note=line.note,
                    north=seats["N"],
                    east=seats["E"],
                    south=seats["S"],
                    west=seats["W"],
                )
            )
        return by_tray

    def _score_top_loss(self, plain: list) -> None:
        """Safford's losses over the rounds that can be compared so far.

        A round counts once each of its sets has two or more tables with the same trays
        entered and no adjusted score; a round still being entered (or one with an
        adjustment) waits, and the page says why.
        """
        by_round: dict[int | None, list] = defaultdict(list)
        for r in plain:
            by_round[r.round].append(r)
        counted, waiting = [], []
        for number in sorted(by_round, key=lambda n: (n is None, n or 0)):
            try:
                score_top_loss(by_round[number])
            except ValueError as exc:
                waiting.append(str(Said("round %(number)s: %(why)s", number=number, why=exc)))
                continue
            counted.extend(by_round[number])
        self.top_loss_waiting = waiting
        if counted:
            self.top_loss = score_top_loss(counted)

    def rows(self) -> list[dict]:
        """One row per player (the keys of a pairs row), in match-point order.

        Events scored top-loss add each player's tricks lost (``loss``) and place by them.
        """
        report = self.individual
        if report is None or not self.visibility.standings:
            return []
        losses = {}
        if self.top_loss is not None:
            losses = {s.player: s for s in self.top_loss.standings}
        rows = []
        for s in report.standings:
            loss = losses.get(s.player)
            rows.append(
                {
                    **standing_row(self.entrants[s.player], s),
                    "loss": loss.loss if loss is not None else None,
                    "loss_place": loss.place if loss is not None else "",
                    "sets": len(loss.sets) if loss is not None else 0,
                }
            )
        return rows

    def standings_context(self) -> dict:
        lost = [row for row in self.rows() if row.get("loss") is not None]
        return {
            "tricks": PlayerTrickTable(self.memory_rows()) if self.memory_rows() else None,
            "tricks_note": MEMORY_NOTE,
            "averages": [],
            "top_loss": TopLossTable(lost, event=self.event) if lost else None,
            "waiting": self.top_loss_waiting,
            "results_count": len(self.plain),
            "hidden_note": self.visibility.note,
            **social_context(self),
            **league_context(self),
        }

    def memory_rows(self) -> list[dict]:
        """Memory duplicate: each player's tricks won or lost, as the source tabulates them."""
        if not self.memory or not self.visibility.standings:
            return []
        out = []
        for s in self.memory:
            entrant = self.entrants[s.player]
            out.append(
                {
                    "overall_place": s.place,
                    "code": entrant.code,
                    "name": entrant.name,
                    "tricks": _num(s.tricks),
                    "average": _num(s.average),
                    "plus_minus": signed(s.plus_minus),
                }
            )
        return out

    def running(self):
        return running.individual_running(self)

    def total_working(self, label: str) -> str:
        """How the player's total, percentage and place were reached."""
        if self.individual is None:  # nothing scored
            return ""
        standing = next(s for s in self.individual.standings if s.player == label)
        return total_working(self.individual, standing)

    def card(self, entrant: m.Entrant) -> list[IndividualCardLine]:
        """Every tray the player played; top-loss events show each set's loss on its first
        tray."""
        if not self.visibility.standings:
            return []
        return _card(self, entrant)

    def sheet(self, trays: dict[int, m.Tray]):
        return sheets.pairs_sheet(self, trays)
