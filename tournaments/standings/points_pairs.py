"""A duplicate bridge or auction pairs event scored by total points (aggregate): each pair's
own scores added over its trays, with bridge to the score's bonus for every round at every
table when the event plays it (``Event.to_the_score``; ``scoring.to_the_score_rounds``).

The travellers keep their match points beside the scores (a tray's comparison is still worth
reading), but the standings rank each field by the total: the points, then the bonuses.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from types import MappingProxyType

import django_tables2 as tables
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy, gettext_noop

from movements.types import Direction
from movements.words import joined
from said import Said
from tournaments.printing.data import TextTable
from tournaments.scoring import to_the_score_rounds as rounds
from tournaments.scoring.ranking import rank
from tournaments.scoring.to_the_score import Method
from tournaments.standings.base import Place, signed
from tournaments.standings.pairs import PairsScores
from tournaments.standings.tables import NARROW_HIDDEN, NUMBER, StandingsTable

# The scoring above the standings, for each bonus (``to_the_score.LABELS``).
METHOD_NOTES = {
    Method.NONE: gettext_noop("Total points: each pair's scores on its boards added."),
    Method.ROUND: gettext_noop(
        "Total points: each pair's scores on its boards added, and bridge to the score: fifty "
        "to the higher trick score of each round (a round is the boards a pair plays against "
        "one pair of adversaries)."
    ),
    Method.GAME_LEAD: gettext_noop(
        "Total points: each pair's scores on its boards added, and bridge to the score: fifty "
        "a game won, and points for each trick point ahead on the unfinished game (a round is "
        "the boards a pair plays against one pair of adversaries)."
    ),
    Method.GAME_BELOW: gettext_noop(
        "Total points: each pair's scores on its boards added, and bridge to the score: fifty "
        "a game won, and the higher score below the line on the unfinished game (a round is "
        "the boards a pair plays against one pair of adversaries)."
    ),
}
FIELD_TITLES = {"NS": gettext_noop("North-South"), "EW": gettext_noop("East-West")}


class PointsStandingsTable(StandingsTable):
    """Pairs on total points: the trays' points, the bonuses to the score and the total."""

    place = tables.Column(
        verbose_name=gettext_lazy("Place"), order_by=("field", "-sort_total"), attrs=NUMBER
    )
    # A phone keeps the bonus and the total; the trays' points are the total less the bonus.
    points = tables.Column(
        verbose_name=gettext_lazy("Points"), order_by=("sort_points",), attrs=NARROW_HIDDEN
    )
    to_the_score = tables.Column(
        verbose_name=gettext_lazy("To the score"), order_by=("sort_bonus",), attrs=NUMBER
    )
    total = tables.Column(
        verbose_name=gettext_lazy("Total"), order_by=("sort_total",), attrs=NUMBER
    )

    class Meta(StandingsTable.Meta):
        exclude = ("matchpoints", "maximum", "percentage")
        sequence = ("place", "code", "name", "trays", "points", "to_the_score", "total", "...")


class PointsPairsScores(PairsScores):
    """A pairs event on total points, with bridge to the score's bonuses when it is set."""

    standings_table_class = PointsStandingsTable

    card_template = "tournaments/points_card.html"

    # Nothing scored (no result the reader may see yet): no points, no bonuses.
    points: Mapping[str, int] = MappingProxyType({})
    bonuses: Sequence[rounds.RoundBonus] = ()
    bonus_totals: Mapping[str, int] = MappingProxyType({})

    def score(self) -> None:
        super().score()
        points: dict[str, int] = {}
        for row in self.results:
            if row.ns_score is None:  # an artificial score has no points to add
                continue
            ns, ew = row.seating.ns.label, row.seating.ew.label
            points[ns] = points.get(ns, 0) + row.ns_score
            points[ew] = points.get(ew, 0) - row.ns_score
        self.points = points
        self.bonuses = rounds.round_bonuses(
            self._deals(), self.method, game=rounds.game_points(self.event.game)
        )
        self.bonus_totals = rounds.totals(self.bonuses)

    @property
    def method(self) -> str:
        return self.event.to_the_score or Method.NONE.value

    def _deals(self) -> list[rounds.Deal]:
        out = []
        for r in self.results:
            side, points = rounds.trick_score(
                self.event.game, r.contract, r.declarer, r.tricks_taken
            )
            seat = r.seating
            out.append(
                rounds.Deal(
                    seat.round.number,
                    seat.table.number,
                    seat.ns.label,
                    seat.ew.label,
                    r.tray.number,
                    side,
                    points,
                )
            )
        return out

    # -- the standings -----------------------------------------------------------------------

    def rows(self) -> list[dict]:
        """Each field's pairs, the greatest total first; equal totals share the place."""
        base = super().rows()
        for row in base:
            label = row["label"]
            points = self.points.get(label, 0)
            bonus = self.bonus_totals.get(label, 0)
            row.update(
                points=signed(points),
                to_the_score=str(bonus),
                total=signed(points + bonus),
                sort_points=points,
                sort_bonus=bonus,
                sort_total=points + bonus,
            )
        base.sort(
            key=lambda r: (
                r["field"] != Direction.NS,
                r["field"],
                r.get("unranked", False),
                -r["sort_total"],
            )
        )
        _place_by_total(base)
        return base

    def standings_context(self) -> dict:
        context = super().standings_context()
        context["heading"] = _("Total points")
        context["method_note"] = self.method_note()
        context["ranking_rule"] = self.rule_text()
        return context

    def rule_text(self) -> str:
        """How the pairs are ranked, as the standings page states it."""
        least = self.event.unranked_below
        if least:
            return _(
                "Each field is ranked on its total; equal totals share a place; a pair that "
                "played fewer than %(least)s%% of the most boards any pair of its field played "
                "is listed below, unranked."
            ) % {"least": least}
        return _("Each field is ranked on its total; equal totals share a place.")

    def place_of(self, entrant) -> Place | None:
        """Where the pair finished in its field, on its total (a player's history)."""
        table = self.rows()
        row = next((r for r in table if r["label"] == entrant.label), None)
        if row is None:
            return None
        size = sum(1 for r in table if r["field"] == row["field"])
        return Place(str(row["place"]), size, score=_("%(total)s points") % {"total": row["total"]})

    def sheet(self, trays):
        """The results sheet: a table of totals per field, then the travellers as ever."""
        _match_points, travellers = super().sheet(trays)
        rows = self.rows()
        tables = []
        for field in dict.fromkeys(r["field"] for r in rows):
            title = _("Total points")
            if field:
                title = _("%(heading)s: %(field)s") % {
                    "heading": title,
                    "field": _(FIELD_TITLES[field]) if field in FIELD_TITLES else field,
                }
            header = (
                _("Place"),
                _(self.noun),
                _("Names"),
                str(self.event.words.Boards),
                _("Points"),
                _("To the score"),
                _("Total"),
            )
            body = tuple(
                (str(r["place"]), r["code"], r["name"], str(r["trays"]), r["points"])
                + (r["to_the_score"], r["total"])
                for r in rows
                if r["field"] == field
            )
            tables.append(TextTable(title, header, body))
        return tuple(tables), travellers

    def method_note(self) -> str:
        """The scoring in words, above the standings."""
        return _(METHOD_NOTES[Method(self.method)])

    def charts(self) -> list[tuple[str, str]]:
        """No running percentage: the event is ranked on points, not match points."""
        return []

    # -- the score card ------------------------------------------------------------------------

    def card_rows(self, label: str) -> list[dict]:
        """The card's trays, each round followed by its bonus line when bonuses are played."""
        entrant = self.entrants[label]
        lines = self.card(entrant)
        own = {(b.round, b.table): b for b in self.bonuses if label in (b.ns, b.ew)}
        out: list[dict] = []
        for i, line in enumerate(lines):
            out.append({"line": line})
            last = i + 1 == len(lines) or (lines[i + 1].round, lines[i + 1].table) != (
                line.round,
                line.table,
            )
            b = own.get((line.round, line.table))
            if last and b is not None and self.method != Method.NONE:
                out.append(
                    {
                        "bonus": b.of(label),
                        "round": b.round,
                        "words": self.event.words.reword(b.words(label)),
                    }
                )
        return out

    def card_context(self, label: str) -> dict | None:
        context = super().card_context(label)
        if context is None:
            return None
        row = next((r for r in self.rows() if r["label"] == label), None)
        context.update(
            row=row,
            card_rows=self.card_rows(label),
            total_working=self.total_working(label) if row is not None else "",
            to_the_score=self.method != Method.NONE,
        )
        return context

    def total_working(self, label: str) -> str:
        """The points on the trays, each round's bonus, and the total, in the reader's
        language."""
        points = self.points.get(label, 0)
        got = [(b.round, b.of(label)) for b in self.bonuses if label in (b.ns, b.ew)]
        if self.method == Method.NONE:
            return str(Said("points on the boards %(points)s.", points=signed(points)))
        earned = [Said("round %(round)s +%(points)s", round=rnd, points=p) for rnd, p in got if p]
        bonus = sum(p for _rnd, p in got)
        working = Said(
            "points on the boards %(points)s; to the score %(bonus)s (%(earned)s); total "
            "%(total)s.",
            points=signed(points),
            bonus=bonus,
            earned=joined(earned, ", ") or Said("none"),
            total=signed(points + bonus),
        )
        return str(working)


def _place_by_total(rows: list[dict]) -> None:
    """Places within each field by total, equal totals sharing ("3=")."""
    by_field: dict[str, list[dict]] = {}
    for row in rows:
        if not row.get("unranked"):
            by_field.setdefault(row["field"], []).append(row)
    for members in by_field.values():
        places = {
            p.entrant: p.label for p in rank([(r["label"], r["sort_total"]) for r in members])
        }
        for row in members:
            row["place"] = places[row["label"]]
