"""The read side of a pairs event: an event's stored results scored by the pure package.

Standings, score cards and travellers all come from one ``PairsScores``, built in two queries,
so the pages always agree and their query count does not grow with the size of the event.
A match-pointed pairs event is loaded from plain values instead (``pairs_values``, which says
why this row path stays); both score with the methods below.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from fractions import Fraction

from django.utils.translation import gettext as _

from movements.memory import OVERPLAYED_KINDS
from movements.types import Direction
from tournaments import models as m
from tournaments.adapters import results as rows_of
from tournaments.scoring.matchpoints import PairsReport, score_matchpoints
from tournaments.scoring.revoke_lines import LAW_X_WORDS, for_match_points, settled, waiting
from tournaments.scoring.tricks import TrickReport, for_trick_totals, score_trick_totals
from tournaments.standings import field_sections, ranking_rule, running, sheets
from tournaments.standings.base import (
    Place,
    Shown,
    hide_names,
    mp,
    num,
    signed,
)
from tournaments.standings.deals import deal_context, dealt_trays
from tournaments.standings.pair_lines import CardLine, CardRow, TravellerLine
from tournaments.standings.shown_results import Printed
from tournaments.standings.strata import strata_and_handicaps
from tournaments.standings.tables import StandingsTable, TrickTable
from tournaments.standings.visibility import EVERYTHING, Visibility, visibility


@dataclass
class PairsScores(Shown):
    """A pairs event scored: match points, and for whist the trick totals (compass whist)."""

    standings_table_class = StandingsTable  # each method its own columns

    form = m.Form.PAIRS
    pooled = True

    event: m.Event
    entrants: dict[str, m.Entrant]
    results: list[m.Result]
    matchpoints: PairsReport | None = None
    tricks: TrickReport | None = None
    by_tray: dict[int, list[TravellerLine]] = field(default_factory=dict)
    plain: list = field(default_factory=list)
    visibility: Visibility = EVERYTHING
    public: bool = False
    # the field size N the match points are factored to when these scores hold one tray of
    # the field alone (``PairsFromValues.tray_alone``); None: the most results on any tray
    field_size: int | None = None

    @classmethod
    def load(cls, event: m.Event, *, tray: int | None = None, public: bool = False):
        """Score what the reader may see of ``event`` (two queries, three for the public of
        an event in play).  Every tray is read even for one traveller: a tray's match points
        are factored to the field of the whole event."""
        entrants = {e.label: e for e in event.entrants.all()}
        results = list(rows_of.result_queryset(event))
        shown = visibility(event, results, public=public)
        scores = cls.from_rows(event, entrants, results, shown)
        scores.public = public
        return scores

    @classmethod
    def from_rows(
        cls,
        event: m.Event,
        entrants: dict[str, m.Entrant],
        results: list[m.Result],
        shown: Visibility = EVERYTHING,
    ) -> PairsScores:
        """Score already loaded rows, as far as ``shown`` lets them be seen (no query)."""
        scores = cls(event=event, entrants=entrants, results=shown.scored(results))
        scores.visibility = shown
        scores.plain = rows_of.scoring_results(scores.results)
        if scores.plain:
            scores.score()
        return scores

    def score(self) -> None:
        self.score_figures()
        self.by_tray = self.traveller_lines()

    def score_figures(self, tricks: bool = True) -> None:
        """The match points and, for whist, the trick totals of ``plain`` (``tricks``)."""
        fields = self.fields
        by_law = self.event.is_whist and self.event.scoring_method == m.ScoringMethod.TRICKS
        self.matchpoints = score_matchpoints(
            self.compared(),
            rules=self.event.rules,
            fields=fields,
            full_count=self.field_size,
            overplayed=self.event.movement_kind in OVERPLAYED_KINDS,
        )
        if self.event.is_whist and tricks:
            trick_lines = for_trick_totals(settled(self.plain) if by_law else self.plain)
            if trick_lines:
                self.tricks = score_trick_totals(trick_lines, fields=fields)

    def compared(self) -> list:
        """The results as match points compare them: a revoking side's tricks as made, for
        whist scored by tricks (Law X is settled in the trick totals)."""
        by_law = self.event.is_whist and self.event.scoring_method == m.ScoringMethod.TRICKS
        return for_match_points(self.plain) if by_law else self.plain

    def result_at(self, i: int) -> Printed:
        """The ``i``-th result scored as a page prints it (``plain[i]``'s stored result)."""
        return self.results[i]

    def tray_lines(self, number: int) -> list[TravellerLine]:
        """The traveller's lines of tray ``number``."""
        return self.by_tray.get(number, [])

    def traveller_lines(self, indices=None) -> dict[int, list[TravellerLine]]:
        """Each tray's results with their match points and any Law X working (``plain``,
        its stored results and ``matchpoints.lines`` are in the same order); ``indices``:
        only those results' lines."""
        by_law = self.event.is_whist and self.event.scoring_method == m.ScoringMethod.TRICKS
        laws = self.revoke_notes() if by_law else {}
        by_tray: dict[int, list[TravellerLine]] = {}
        if self.matchpoints is None:  # nothing scored
            return by_tray
        report = self.matchpoints
        if indices is None:
            indices = range(len(report.lines))
            line_at = report.lines.__getitem__
        else:  # only those lines are made (``PairsReport.lines_at``)
            line_at = dict(zip(indices, report.lines_at(indices), strict=True)).__getitem__
        for i in indices:
            line = line_at(i)
            by_tray.setdefault(self.plain[i].tray, []).append(
                TravellerLine(
                    result=self.result_at(i),
                    ns_mp=mp(line.shown("NS")),
                    ew_mp=mp(line.shown("EW")),
                    note=line.note,
                    law=laws.get(i, ""),
                )
            )
        return by_tray

    def field(self):
        """The section's lines and standings across the field when its competition scores
        its sections so (``standings.field_sections``), else None; read once."""
        if "_field" not in self.__dict__:
            report = field_sections.section_report(self.event, self.matchpoints, self.public)
            self.__dict__["_field"] = report
        return self.__dict__["_field"]

    def revoke_notes(self) -> dict[int, str]:
        """Each revoking line's Law X working, by its place in ``results``."""
        held = waiting(self.plain)
        scored = {}
        if self.tricks is not None:
            scored = {(t.result.tray, t.result.ns): t for t in self.tricks.lines}
        out = {}
        for i, r in enumerate(self.plain):
            if not (r.revokes_ns or r.revokes_ew):
                continue
            if i in held:
                out[i] = _("Law X: the revoke penalty is applied once another table has played it")
                continue
            line = scored.get((r.tray, r.ns))
            if line is not None:
                out[i] = _("%(note)s; NS score %(ns)s, EW %(ew)s") % {
                    "note": line.note,
                    "ns": mp(line.ns_score),
                    "ew": mp(line.ew_score),
                }
        return out

    def hide_names(self) -> None:
        """Pair and player numbers only, for a club that keeps names off its public pages."""
        hide_names(self.entrants.values(), self.results)
        self.names_hidden = True

    @property
    def fields(self) -> dict[str, str] | None:
        return rows_of.fields_for(self.event, self.entrants.values())

    # -- the standings -----------------------------------------------------------------------

    def rows(self) -> list[dict]:
        """One row per entrant for the standings table (figures as the page prints them):
        made once (the page, its running charts and strata each read them), each caller
        given its own copy of each row to add to."""
        made = self.__dict__.get("_standing_rows")
        if made is None or made[0] != self.names_hidden:
            made = self.__dict__["_standing_rows"] = (self.names_hidden, self._standing_rows())
        return [dict(row) for row in made[1]]

    def _standing_rows(self) -> list[dict]:
        if self.matchpoints is None or not self.visibility.standings:
            return []
        across = self.field()  # a section scored across the field: the field's figures
        out = [
            standing_row(self.entrants[s.entrant], s, field=s.field or "")
            for s in (across or self.matchpoints).standings
        ]
        if across is not None:
            field_sections.with_places(out, across)
        out = ranking_rule.apply(out, self.event.unranked_below)
        out.sort(
            key=lambda r: (
                r["field"] != Direction.NS,
                r["field"],
                r.get("unranked", False),
                -r["sort_percentage"],
            )
        )
        return out

    def trick_rows(self) -> list[dict]:
        """The source's trick-average table: totals, each direction's average, plus or minus."""
        if self.tricks is None or not self.visibility.standings:
            return []
        out = []
        for s in self.tricks.standings:
            entrant = self.entrants[s.entrant]
            out.append(
                {
                    "place": s.place,
                    "overall_place": s.overall_place,
                    "field": s.field or "",
                    "entrant": entrant,
                    "code": entrant.code,
                    "name": entrant.name,
                    "tricks": num(s.tricks),
                    "average": num(s.average),
                    "plus_minus": signed(s.plus_minus),
                }
            )
        return out

    def trick_averages(self) -> list[tuple[str, str]]:
        """Each direction's average, as the source prints it ("207, N & S")."""
        if self.tricks is None or not self.visibility.standings:
            return []
        return [(name, num(avg.whole)) for name, avg in self.tricks.averages.items()]

    def standings_table(self, players: dict[str, list]) -> StandingsTable:
        """The ranking as the page's table (``standings_table_class``), each row with its
        players."""
        rows = self.rows()
        for row in rows:
            row["players"] = players.get(row["label"], ())
        return self.standings_table_class(rows, event=self.event)

    def standings_context(self) -> dict:
        """What the standings page shows beside the main table."""
        tricks = TrickTable(self.trick_rows()) if self.tricks is not None else None
        return {
            "tricks": tricks,
            "averages": self.trick_averages(),
            "waiting": [],
            "results_count": len(self.plain),
            "hidden_note": self.visibility.note,
            "ranking_rule": ranking_rule.rule_text(self.event),
            **strata_and_handicaps(self),
        }

    def running(self):
        """Each entrant's percentage after every round so far (``running.percentages``);
        a section's across its field when its competition scores it so."""
        across = self.field()
        if across is not None:
            return field_sections.field_running(self, across)
        return running.pairs_running(self)

    def charts(self) -> list[tuple[str, str]]:
        if not self.visibility.standings:
            return []
        return running.running_charts(self, self.running())

    # -- cards and travellers ------------------------------------------------------------------

    def card(self, entrant: m.Entrant) -> Sequence[CardRow]:
        """Every tray the entrant played, with what it was compared with and what it earned."""
        if self.matchpoints is None or not self.visibility.standings:
            return []
        played = self.played_by(entrant.label)
        trick_card = {}
        if self.tricks is not None:
            trick_card = {(c.tray, c.direction): c for c in self.tricks.card(entrant.label)}
        lines = []
        side_view = (
            "tricks" if self.event.is_whist else "points"
        )  # an EW line worked from EW's side
        across = self.field()
        if across is not None:  # the section's lines across the field
            cards = across.card(entrant.label, view=side_view)
        else:  # only the entrant's own lines are read
            own_lines = [i for i, r in enumerate(self.plain) if entrant.label in (r.ns, r.ew)]
            cards = self.matchpoints.card(entrant.label, view=side_view, indices=own_lines)
        for c in cards:
            row = played[(c.tray, Direction(c.direction).value)]
            own = None
            if c.score is not None and self.event.is_whist:
                own = c.score if c.direction == Direction.NS else 13 - c.score
            elif self.event.is_whist and (row.revokes_ns or row.revokes_ew):  # made, then ±R
                own = row.ns_tricks if c.direction == Direction.NS else row.ew_tricks
            tc = trick_card.get((c.tray, Direction(c.direction).value))
            percent = None if c.mp is None or not c.top else Fraction(c.mp) * 100 / c.top
            lines.append(
                CardLine(
                    round=row.seating.round.number,
                    table=row.seating.table.number,
                    tray=c.tray,
                    direction=c.direction,
                    opponents=self.entrants[c.opponent],
                    tricks=own,
                    adjustment=row.adjustment,
                    plus_minus=signed(tc.mp) if tc is not None else "",
                    mp=mp(c.mp),
                    top=mp(c.top),
                    percent=num(percent, 0),
                    explanation=_with_law(c.explanation, row, tc),
                    result=row,
                )
            )
        lines.sort(key=lambda line: (line.round, line.tray))
        return lines

    def played_by(self, label: str) -> dict[tuple[int, str], Printed]:
        """The stored results the entrant ``label`` played, by tray and side (in memory
        duplicate a pair plays a tray once each way); only those are read."""
        played = {}
        for i, r in enumerate(self.plain):
            for side, pair in (("NS", r.ns), ("EW", r.ew)):
                if pair == label:
                    played[(r.tray, side)] = self.result_at(i)
        return played

    def card_context(self, label: str) -> dict | None:
        """The score card page of the entrant ``label`` (None: no such entrant)."""
        entrant = self.entrants.get(label)  # every entrant of the event, scored or not
        if entrant is None:
            return None
        row = next((r for r in self.rows() if r["label"] == label), None)
        across = self.field()
        if across is not None and row is not None:  # the total and place in the whole field
            row = standing_row(entrant, across.standing(label), field=row["field"])
        return {
            "entrant": entrant,
            "lines": self.card(entrant),
            "row": row,
            "total_working": self.total_working(label) if row is not None else "",
            "hidden_note": self.visibility.note,
            "dealt": dealt_trays(self.event, self.visibility),
        }

    def total_working(self, label: str) -> str:
        """How the entrant's total, percentage and place were reached (the words of
        ``score --explain``)."""
        report = self.field() or self.matchpoints
        return report.total_working(label) if report is not None else ""

    def traveller_context(self, number: int) -> dict:
        """The tray's lines, and its deal when the reader may see it (one query more)."""
        lines = self.tray_lines(number)
        if self.field() is not None:
            lines = field_sections.traveller_lines(lines, self.field(), number)
        deal = deal_context(self.event, number, self.visibility, lines)
        law_x = str(LAW_X_WORDS) if any(line.law for line in lines) else ""
        return {"lines": lines, "entrants": self.entrants, "law_x": law_x, **deal}

    def place_of(self, entrant: m.Entrant) -> Place | None:
        """Where ``entrant`` finished in its field, for a player's history."""
        table = self.rows()
        row = next((r for r in table if r["label"] == entrant.label), None)
        if row is None:
            return None
        size = sum(1 for r in table if r["field"] == row["field"])
        return Place(str(row["place"]), size, row["percentage"], row["sort_percentage"])

    def sheet(self, trays: dict[int, m.Tray]):
        """The results sheet's tables and travellers (``printing.data.TextTable``)."""
        return sheets.pairs_sheet(self, trays)

    def read_all(self) -> None:
        """Read every figure a page shows (a restored backup must read back whole)."""
        self.rows()
        self.trick_rows()
        for entrant in self.entrants.values():
            self.card(entrant)


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
        "matchpoints": mp(standing.shown_total),
        "maximum": standing.maximum,
        "percentage": num(percentage),
        "sort_percentage": float(percentage) if percentage is not None else -1.0,
    }


def _with_law(explanation: str, row: Printed, trick_line) -> str:
    """A revoking line's card: the match points' working, then the trick totals' (Law X)."""
    if trick_line is None or not (row.revokes_ns or row.revokes_ew):
        return explanation
    return f"{explanation}; trick totals: {trick_line.explanation}"
