"""The read side of a Swiss pairs event: every tray IMPed against its Butler datum across the
field, each match's IMPs converted to victory points on the event's scale, the VPs summed
(``scoring.swiss_pairs`` states the rule and its sources).

The cards and travellers are the Butler ones (each line's IMPs, the datum and the working);
the standings place the pairs by VPs, and a pair's working lists its matches.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from decimal import Decimal

from django.utils.translation import gettext as _

from movements import swiss
from said import Said
from tournaments import models as m
from tournaments.adapters import movements as movement_rows
from tournaments.scoring.swiss_pairs import PairMatch, SwissStanding, match_vps, swiss_standings
from tournaments.standings import charts, running, sheets
from tournaments.standings.base import Place, imps_text
from tournaments.standings.imp_pairs import ImpPairsScores
from tournaments.standings.tables import SwissPairsTable

# The running chart's axis: victory points from nought up.
VPS_AXIS = charts.Axis(0.0, 0.0, None, Said("VPs"))


def method_note(event: m.Event, bye_vps: int) -> str:
    values = {
        "scale": event.get_vp_scale_display(),
        "boards": event.boards_per_round,
        "bye_vps": bye_vps,
    }
    if bye_vps:
        return (
            _(
                "Each board is IMPed against its datum across the field (Butler); a pair's IMPs in a "
                "match are converted to victory points on the %(scale)s for a match of %(boards)s "
                "boards, and the VPs are summed; a bye scores %(bye_vps)s VPs. Equal VPs share a "
                "place."
            )
            % values
        )
    return (
        _(
            "Each board is IMPed against its datum across the field (Butler); a pair's IMPs in a "
            "match are converted to victory points on the %(scale)s for a match of %(boards)s "
            "boards, and the VPs are summed. Equal VPs share a place."
        )
        % values
    )


@dataclass
class SwissPairsScores(ImpPairsScores):
    """A Swiss pairs event: Butler IMPs a tray, VPs a match."""

    standings_table_class = SwissPairsTable

    card_template = "tournaments/swiss_pairs_card.html"
    csv_name = "swiss-standings"

    swiss_standings: list[SwissStanding] = field(default_factory=list)
    matches: list[PairMatch] = field(default_factory=list)
    byes_by_match: dict[int, str] = field(default_factory=dict)
    bye_vps: int = 0

    @property
    def method(self) -> str:
        return m.ScoringMethod.BUTLER

    @property
    def heading(self) -> str:
        return "Victory points"

    def score(self) -> None:
        super().score()
        if self.report is None:
            return
        movement = movement_rows.generated_movement(self.event)
        self.bye_vps = swiss.bye_vps(movement)
        rounds = (row.seating.round.number for row in self.results)
        self.matches = match_vps(
            zip(rounds, self.report.lines, strict=True),
            trays=self.event.boards_per_round,
            scale=self.event.vp_scale,
        )
        draws = swiss.drawn(movement)
        self.byes_by_match = {n: d.bye for n, d in enumerate(draws, start=1) if d.bye}
        self.swiss_standings = swiss_standings(self.matches, swiss.byes(movement), self.bye_vps)

    def rows(self) -> list[dict]:
        if self.report is None or not self.visibility.standings:
            return []
        out = []
        for s in self.swiss_standings:
            entrant = self.entrants[s.entrant]
            out.append(
                {
                    "place": s.place,
                    "field": "",
                    "label": entrant.label,
                    "entrant": entrant,
                    "code": entrant.code,
                    "name": entrant.name,
                    "matches": s.matches,
                    "imps": imps_text(s.imps),
                    "vps": f"{s.vps:.2f}",
                    "sort_imps": float(s.imps),
                    "sort_vps": float(s.vps),
                    "working": s.working,
                }
            )
        return out

    def standings_context(self) -> dict:
        return {
            **super().standings_context(),
            "method_note": method_note(self.event, self.bye_vps),
            "running_title": _("Running VPs after each match"),
        }

    def running(self):
        """Each pair's VPs after every match so far (a bye's VPs in the match of the bye)."""
        numbers = tuple(sorted({x.number for x in self.matches}))
        got: dict[tuple[str, int], Decimal] = {}
        for x in self.matches:
            for pair in (x.home, x.away):
                got[(pair, x.number)] = x.side(pair)[2]
        for number, pair in self.byes_by_match.items():
            got[(pair, number)] = Decimal(self.bye_vps)
        lines = []
        for row in self.rows():
            total, values = Decimal(0), []
            for number in numbers:
                total += got.get((row["label"], number), Decimal(0))
                values.append(total)
            lines.append(running.RunningLine(row["entrant"], "", tuple(values)))
        return numbers, lines

    def charts(self) -> list[tuple[str, str]]:
        if not self.visibility.standings:
            return []
        return running.running_charts(self, self.running(), VPS_AXIS)

    def sheet(self, trays: dict[int, m.Tray]):
        return sheets.swiss_pairs_sheet(self, trays)

    def total_working(self, label: str) -> str:
        standing = next((s for s in self.swiss_standings if s.entrant == label), None)
        return standing.working if standing else ""

    def place_of(self, entrant: m.Entrant) -> Place | None:
        table = self.rows()
        row = next((r for r in table if r["label"] == entrant.label), None)
        if row is None:
            return None
        return Place(str(row["place"]), len(table), score=f"{row['vps']} VPs")
