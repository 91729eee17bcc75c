"""The read side of a bridge pairs event scored in IMPs: Butler, cross-IMPs, or IMPs against
the plain average (``scoring.imp_pairs``), under the event's rules.

Like match points, everything comes from one ``ImpPairsScores`` built in two queries: the
standings (IMP totals and the average a tray), each score card and traveller with every line's
IMPs and its working in the words of ``score --explain``, the running chart of IMP totals, the
results sheet and a player's place.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction

from django.utils.translation import gettext as _
from django.utils.translation import gettext_noop

from tournaments import models as m
from tournaments.scoring.explain import figure
from tournaments.scoring.imp_pairs import ImpReport, score_imp_pairs
from tournaments.scoring.rules import Rules
from tournaments.standings import charts, running, sheets
from tournaments.standings.base import Place, imps_text
from tournaments.standings.pairs import PairsScores
from tournaments.standings.shown_results import Printed
from tournaments.standings.tables import ImpStandingsTable

HEADINGS: dict[str, str] = {
    m.ScoringMethod.BUTLER: gettext_noop("Butler IMPs"),
    m.ScoringMethod.CROSS_IMPS: gettext_noop("Cross-IMPs"),
    m.ScoringMethod.IMPS: gettext_noop("IMPs against the average"),
}


def method_note(method: str, rules: Rules) -> str:
    """The rule the standings follow, in one sentence (the datum's details from the rules)."""
    if method == m.ScoringMethod.CROSS_IMPS:
        if rules.cross_imps == "average":
            return _(
                "Each result is IMPed against every other result on the board, North-South's "
                "gain East-West's loss; a line's figure is the average a comparison. A pair's "
                "total adds its boards."
            )
        return _(
            "Each result is IMPed against every other result on the board, North-South's gain "
            "East-West's loss; a line's figure is their total. A pair's total adds its boards."
        )
    if method == m.ScoringMethod.BUTLER:
        return _(
            "Each result is IMPed against the board's datum, the average North-South score "
            "(%(datum)s): North-South gain what East-West lose. A pair's total adds its boards."
        ) % {"datum": rules.describe_datum()}
    return _(
        "Each result is IMPed against the board's datum, the average of every North-South "
        "score (%(rounding)s): North-South gain what East-West lose. A pair's total adds its "
        "boards."
    ) % {"rounding": rules.datum_rounding_words()}


@dataclass
class ImpTravellerLine:
    """A result on a tray with each side's IMPs and how North-South's were reached."""

    result: Printed
    ns_imps: str
    ew_imps: str
    working: str
    ew_working: str = ""


@dataclass
class ImpCardLine:
    round: int
    table: int
    tray: int
    direction: str
    opponents: m.Entrant
    adjustment: str
    imps: str
    datum: str
    explanation: str
    result: Printed

    @property
    def own_score(self) -> int | None:
        """The bridge score from the card's side: North-South's, or East-West's negated (none
        when a ruling replaced the table's result)."""
        if self.result.ns_score is None:
            return None
        return self.result.ns_score if self.direction == "NS" else -self.result.ns_score


@dataclass
class ImpPairsScores(PairsScores):
    """A bridge pairs event scored in IMPs by the event's method and rules."""

    standings_table_class = ImpStandingsTable

    card_template = "tournaments/imp_card.html"
    traveller_template = "tournaments/imp_traveller.html"
    csv_name = "imp-standings"

    report: ImpReport | None = None
    imp_lines: dict[int, list[ImpTravellerLine]] = field(default_factory=dict)
    problem: str = ""

    @property
    def method(self) -> str:
        return self.event.scoring_method

    @property
    def heading(self) -> str:
        return _(HEADINGS.get(self.method, "IMPs"))

    def score(self) -> None:
        try:
            self.report = score_imp_pairs(
                self.plain, method=self.method, rules=self.event.rules, fields=self.fields
            )
        except ValueError as exc:  # a ruling with no IMP value (entry refuses them)
            self.problem = _("These results cannot be scored in IMPs: %(exc)s.") % {"exc": exc}
            return
        for i, line in enumerate(self.report.lines):
            mirrored = line.ns is None or line.ew == -line.ns
            self.imp_lines.setdefault(line.result.tray, []).append(
                ImpTravellerLine(
                    result=self.result_at(i),
                    ns_imps=imps_text(line.ns),
                    ew_imps=imps_text(line.ew),
                    working=line.ns_working,
                    ew_working="" if mirrored else line.ew_working,
                )
            )
        # The IMP pages and sheet read these lines where the match-point ones are kept; every
        # method of ``PairsScores`` that reads them as match-point lines is replaced here.
        self.by_tray = self.imp_lines  # type: ignore[assignment]

    # -- the standings -----------------------------------------------------------------------

    def rows(self) -> list[dict]:
        """One row per pair, each field's best first (figures as the page prints them)."""
        if self.report is None or not self.visibility.standings:
            return []
        return [imp_row(self.entrants[s.entrant], s) for s in self.report.standings]

    def standings_context(self) -> dict:
        return {
            "heading": self.heading,
            "method_note": method_note(self.method, self.event.rules),
            "running_title": _("Running IMP total after each round"),
            "waiting": [],
            "results_count": len(self.plain),
            "hidden_note": self.visibility.note,
            "problem": self.problem,
        }

    def running(self):
        """Each pair's IMP total after every round so far."""
        return running.imp_running(self)

    def charts(self) -> list[tuple[str, str]]:
        if not self.visibility.standings:
            return []
        return running.running_charts(self, self.running(), charts.IMPS)

    # -- cards and travellers ------------------------------------------------------------------

    def card(self, entrant: m.Entrant) -> list[ImpCardLine]:
        """Every tray the pair played: the result, the datum (Butler, average), the IMPs and
        how they were reached."""
        if self.report is None or not self.visibility.standings:
            return []
        out = []
        for i, line in enumerate(self.report.lines):
            r = line.result
            if entrant.label not in (r.ns, r.ew):
                continue
            row = self.result_at(i)
            side = "NS" if entrant.label == r.ns else "EW"
            datum = self.report.datums.get((r.tray, r.group))
            out.append(
                ImpCardLine(
                    round=row.seating.round.number,
                    table=row.seating.table.number,
                    tray=r.tray,
                    direction=side,
                    opponents=self.entrants[r.ew if side == "NS" else r.ns],
                    adjustment=row.adjustment,
                    imps=imps_text(line.ns if side == "NS" else line.ew),
                    datum=figure(datum[0]) if datum and r.played else "",
                    explanation=line.working(side),
                    result=row,
                )
            )
        out.sort(key=lambda line: (line.round, line.tray))
        return out

    def card_context(self, label: str) -> dict | None:
        entrant = self.entrants.get(label)
        if entrant is None:
            return None
        row = next((r for r in self.rows() if r["label"] == label), None)
        return {
            "entrant": entrant,
            "lines": self.card(entrant),
            "row": row,
            "heading": self.heading,
            "datum": self.method != m.ScoringMethod.CROSS_IMPS,
            "total_working": self.total_working(label) if row is not None else "",
            "hidden_note": self.visibility.note,
        }

    def total_working(self, label: str) -> str:
        """How the pair's total was reached (the words of ``score --explain``)."""
        if self.report is None:  # nothing scored
            return ""
        standing = next(s for s in self.report.standings if s.entrant == label)
        return standing.working

    def traveller_context(self, number: int) -> dict:
        datums = []
        if self.report is not None:
            datums = [
                f"group {group}: {words}" if group else words
                for (tray, group), (_datum, words) in self.report.datums.items()
                if tray == number
            ]
        return {
            "lines": self.imp_lines.get(number, []),
            "entrants": self.entrants,
            "datums": datums,
            "heading": self.heading,
        }

    def place_of(self, entrant: m.Entrant) -> Place | None:
        """Where the pair finished in its field, with its IMP total."""
        table = self.rows()
        row = next((r for r in table if r["label"] == entrant.label), None)
        if row is None or not row["place"]:
            return None
        size = sum(1 for r in table if r["field"] == row["field"] and r["place"])
        return Place(str(row["place"]), size, score=f"{row['imps']} IMPs")

    def sheet(self, trays: dict[int, m.Tray]):
        return sheets.imp_pairs_sheet(self, trays)

    def read_all(self) -> None:
        self.rows()
        for entrant in self.entrants.values():
            self.card(entrant)


def imp_row(entrant: m.Entrant, standing) -> dict:
    """An IMP standing as the standings table prints it."""
    scored = bool(standing.boards)
    average = Fraction(standing.total) / standing.boards if scored else None
    return {
        "place": standing.place,
        "field": standing.field,
        "label": entrant.label,
        "entrant": entrant,
        "code": entrant.code,
        "name": entrant.name,
        "trays": standing.boards,
        "imps": imps_text(standing.shown_total) if scored else "",
        "average": imps_text(average),
        "sort_imps": float(standing.shown_total) if scored else float("-inf"),
        "sort_average": float(average) if average is not None else float("-inf"),
        "working": standing.working,
    }
