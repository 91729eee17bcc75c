"""The read side of pair against pair: pairs placed by matches won, ties on tricks plus.

Four pairs at two tables and Foster's six pairs (``movements.pair_matches``), scored as the
source scores them (``scoring.pair_matches``): each two pairs holding the same cards make a
match, won, lost or halved on their tricks; the most matches won wins, tricks deciding ties.
The travellers and score cards stay those of a whist pairs event (each tray's tricks, with
match points beside them); the standings table and the list of matches are this method's.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

import django_tables2 as tables
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from movements.pair_matches import fillers, match_schedule
from tournaments import models as m
from tournaments.adapters import movements as movement_rows
from tournaments.printing.data import TextTable
from tournaments.scoring.pair_matches import PairMatch, PairMatchReport, score_pair_matches
from tournaments.standings import sheets
from tournaments.standings.base import Place, signed
from tournaments.standings.pairs import PairsScores, standing_row
from tournaments.standings.tables import NUMBER, StandingsTable

METHOD_NOTE = gettext_lazy(
    "Two pairs holding the same cards of the same hands, one at each table, play a match: "
    "the pair with more tricks wins it, equal tricks halve it (half a match each). Pairs are "
    "placed by matches won; pairs level on matches by their tricks on balance over them."
)


class PairMatchTable(StandingsTable):
    """Matches won, the record and the tricks on balance, in place of the match points."""

    trays = None
    matchpoints = None
    maximum = None
    percentage = None
    matches = tables.Column(verbose_name=gettext_lazy("Matches won"), attrs=NUMBER)
    record = tables.Column(
        verbose_name=gettext_lazy("Won-halved-lost"), attrs=NUMBER, orderable=False
    )
    tricks_plus = tables.Column(verbose_name=gettext_lazy("Tricks +/−"), attrs=NUMBER)

    class Meta(StandingsTable.Meta):
        sequence = ("place", "code", "name", "matches", "record", "tricks_plus")


@dataclass
class PairMatchScores(PairsScores):
    """A whist pairs event scored pair against pair."""

    standings_table_class = PairMatchTable

    report: PairMatchReport | None = None

    @property
    def heading(self) -> str:
        return "Matches won"

    def score(self) -> None:
        super().score()
        movement = movement_rows.generated_movement(self.event)
        if not movement.scored_by_matches:
            return  # refused when chosen (services.methods); an old event shows no matches
        self.report = score_pair_matches(
            self.plain, match_schedule(movement), fillers=fillers(movement)
        )

    def rows(self) -> list[dict]:
        """One row a pair, by matches won and tricks plus; the match points kept beside."""
        if self.report is None or self.matchpoints is None or not self.visibility.standings:
            return []
        by_pair = {s.entrant: s for s in self.matchpoints.standings}
        out = []
        for s in self.report.standings:
            entrant = self.entrants[s.pair]
            row = standing_row(entrant, by_pair[s.pair]) if s.pair in by_pair else {}
            row.update(
                place=s.place,
                field="",
                label=s.pair,
                entrant=entrant,
                code=entrant.code,
                name=entrant.name,
                matches=_matches(s.matches),
                record=f"{s.won}-{s.halved}-{s.lost}",
                tricks_plus=signed(s.tricks_plus),
                sort_matches=float(s.matches),
            )
            out.append(row)
        return out

    def match_rows(self) -> list[dict]:
        """Each match: the two pairs, the cards they held, the hands and each side's tricks."""
        if self.report is None or not self.visibility.standings:
            return []
        return [_match_row(self.entrants, x) for x in self.report.matches]

    def standings_context(self) -> dict:
        return {
            **super().standings_context(),
            "heading": self.heading,
            "method_note": METHOD_NOTE,
            "pair_matches": self.match_rows(),
        }

    def charts(self) -> list[tuple[str, str]]:
        return []  # a running percentage would rank on match points, not on matches

    def total_working(self, label: str) -> str:
        if self.report is None:
            return ""
        lines = [
            f"{_pair(self.entrants, x.rival(label))}: {x.outcome(label)} "
            f"{x.tricks[x.pairs.index(label)]}-{x.tricks[1 - x.pairs.index(label)]}"
            for x in self.report.of(label)
            if x.complete and x.trays
        ]
        return "; ".join(lines)

    def place_of(self, entrant: m.Entrant) -> Place | None:
        table = self.rows()
        row = next((r for r in table if r["label"] == entrant.label), None)
        if row is None:
            return None
        return Place(str(row["place"]), len(table), score=f"{row['matches']} matches")

    def sheet(self, trays: dict[int, m.Tray]):
        """The matches won and every match, then the trick totals and the travellers."""
        tables_, travellers = sheets.pairs_sheet(self, trays, match_points=False)
        header = (
            *(_("Place"), _("Pair"), _("Names")),
            *(_("Matches won"), _("W-H-L"), _("Tricks +/-")),
        )
        body = tuple(
            (str(r["place"]), r["code"], r["name"], r["matches"], r["record"], r["tricks_plus"])
            for r in self.rows()
        )
        listed = tuple(
            (r["title"], r["cards"], r["trays"], r["first_tricks"], r["second_tricks"], r["result"])
            for r in self.match_rows()
        )
        listed_header = (
            *(_("Match"), _("Cards"), str(self.event.words.Boards)),
            *(_("Tricks"), "", _("Result")),
        )
        mine = (
            TextTable(_("Matches won"), header, body),
            TextTable(_("The matches"), listed_header, listed),
        )
        return mine + tuple(tables_), travellers


def _matches(value: Fraction) -> str:
    """Matches won as the table prints them: "2", or "2.5" with a halved match."""
    return str(value.numerator) if value.denominator == 1 else f"{float(value):.1f}"


def _pair(entrants: dict[str, m.Entrant], label: str) -> str:
    entrant = entrants.get(label)
    return entrant.code if entrant is not None else _("Pair %(label)s") % {"label": label}


def _match_row(entrants: dict[str, m.Entrant], x: PairMatch) -> dict:
    first, second = x.pairs
    if not x.trays and not x.complete:
        result = _("to play")
    elif not x.complete:
        result = _("in play: %(played)s of %(all)s") % {
            "played": len(x.trays),
            "all": len(x.trays) + len(x.waiting) + len(x.adjusted),
        }
    elif x.outcome(first) == "halved":
        result = _("halved")
    else:
        winner = first if x.outcome(first) == "won" else second
        result = _("%(pair)s by %(margin)s") % {
            "pair": _pair(entrants, winner),
            "margin": abs(x.margin(first)),
        }
    adjusted = (
        " " + _("(%(count)s adjusted, not counted)") % {"count": len(x.adjusted)}
        if x.adjusted
        else ""
    )
    return {
        "title": f"{_pair(entrants, first)} v {_pair(entrants, second)}",
        "cards": _("North-South") if x.direction == "NS" else _("East-West"),
        "trays": _trays(x),
        "first_tricks": str(x.tricks[0]),
        "second_tricks": str(x.tricks[1]),
        "result": result + adjusted,
    }


def _trays(x: PairMatch) -> str:
    every = sorted((*x.trays, *x.adjusted, *x.waiting))
    return (
        f"{every[0]}-{every[-1]}"
        if every == list(range(every[0], every[-1] + 1))
        else (" ".join(map(str, every)))
    )
