"""The read side of team-of-four events: matches, standings, travellers and team cards.

A team's two pairs hold opposite cards of the same deal at two tables, so a tray counts for a
match only once both tables are in: X's pair North-South against Y's pair East-West, and Y's
pair North-South against X's.  Everything here comes from one ``TeamScores`` built in two
queries (the entrants with their teams, and the results), so the standings, the team cards and
the travellers always agree and cost the same whatever the number of teams.

The rows the pages print live in ``team_rows``.  The site reads the results as plain values
(``team_values``); ``TeamScores.load`` reads them as model rows, for the exports and imports
that score an event on its own, and scores either the same way (``scored``).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from functools import partial

from django.utils.translation import gettext as _
from django.utils.translation import gettext_noop

from movements import swiss
from movements.types import Direction, Movement
from tournaments import models as m
from tournaments.adapters import movements as movement_rows
from tournaments.adapters import results as rows_of
from tournaments.scoring.explain import figure
from tournaments.scoring.teams import SeriesMatch, team_series
from tournaments.standings import sheets, team_compare, team_methods
from tournaments.standings.base import (
    Place,
    Shown,
    hide_names,
)
from tournaments.standings.deals import deal_context, dealt_trays
from tournaments.standings.quick_tables import match_body
from tournaments.standings.shown_results import Printed
from tournaments.standings.tables import TeamStandingsTable, standings_data
from tournaments.standings.team_rows import (
    SERIES,
    ClubTotal,
    StandingRow,
    TeamCard,
    TeamMatch,
    TravellerLine,
    club_totals,
    credit_byes,
    match_rows,
    signed,
    team_card,
)
from tournaments.standings.visibility import EVERYTHING, Visibility, visibility


@dataclass
class TeamScores(Shown):
    """A teams event scored: matches (a tray counts once both tables are in), standings by
    matches won, IMPs or victory points, club totals, team cards and travellers."""

    form = m.Form.TEAMS
    reads_one_tray = True
    word = "teams"
    noun = gettext_noop("Team")
    counted = m.Entrant.Kind.TEAM
    csv_name = "team-standings"
    live_template = "tournaments/team_standings_live.html"
    card_template = "tournaments/team_card.html"
    traveller_template = "tournaments/team_traveller.html"

    event: m.Event
    teams: dict[str, m.Entrant]
    pairs: dict[str, m.Entrant]
    results: Sequence[Printed]  # model rows, or plain values (``team_values``)
    method: str
    mode: str
    matches: list[TeamMatch] = field(default_factory=list)
    standings: list[StandingRow] = field(default_factory=list)
    clubs: list[ClubTotal] = field(default_factory=list)
    by_tray: dict[int, list[TravellerLine]] = field(default_factory=dict)
    visibility: Visibility = EVERYTHING

    @property
    def unit(self) -> str:
        return _(team_methods.UNITS.get(self.method, gettext_noop("tricks")))

    @property
    def mode_note(self) -> str:
        return team_methods.mode_note(self.event, self.method, self.mode)

    @property
    def club_winner(self) -> str | None:
        """The club ahead on the sum of its fours' results (None: level, or no clubs)."""
        if len(self.clubs) != 2 or self.clubs[0].net == self.clubs[1].net:
            return None
        return max(self.clubs, key=lambda c: c.net).club

    def team_for(self, label: str) -> m.Entrant | None:
        """The team of a team label or of one of its pairs' labels."""
        if label in self.teams:
            return self.teams[label]
        pair = self.pairs.get(label)
        return pair.team if pair is not None and pair.team_id else None

    @classmethod
    def load(cls, event: m.Event, *, tray: int | None = None, public: bool = False):
        """Score everything stored for a teams event (two queries).

        With ``tray`` only that tray's results are read: enough for its traveller, since a
        comparison never reaches beyond its own tray, but the matches and standings are then
        that tray's alone.
        """
        entrants = list(event.entrants.select_related("team"))
        results = rows_of.result_queryset(event)
        if tray is not None:
            results = results.filter(tray__number=tray)
        results = list(results)
        shown = visibility(event, results, public=public)
        scores = scored(event, entrants, shown.scored(results))
        scores.visibility = shown
        return scores

    def hide_names(self) -> None:
        """Team letters and pair numbers only, for a club that keeps names off its public
        pages."""
        hide_names([*self.teams.values(), *self.pairs.values()], self.results)
        self.names_hidden = True

    def standings_table(self, players: dict[str, list]) -> TeamStandingsTable:
        rows = standings_data(self, players) if self.visibility.standings else []
        return TeamStandingsTable(rows, event=self.event, mode=self.mode, unit=self.unit)

    def standings_context(self) -> dict:
        shown = self.visibility.standings
        matches = match_rows(self) if shown else []
        return {
            "scores": self,
            "matches": matches,
            "match_body": partial(match_body, self.event, matches),  # made if rendered
            "clubs": [(c.club, c.teams, signed(c.net)) for c in self.clubs] if shown else [],
            "club_winner": self.club_winner if shown else None,
            "results_count": len(self.results),
            "hidden_note": self.visibility.note,
        }

    def charts(self) -> list[tuple[str, str]]:
        """No running chart: teams are ranked on matches, not percentages."""
        return []

    def card(self, team: m.Entrant) -> TeamCard:
        return team_card(self, team)

    def card_context(self, label: str) -> dict | None:
        """A team's card; a pair's label shows its team's card (None: no such team)."""
        team = self.team_for(label)
        if team is None:
            return None
        card = team_card(self, team)
        if not self.visibility.standings:
            card = TeamCard(team, None, (), ())
        players = self.players()
        pairs = [(p, players.get(p.label, ())) for p in card.row.pairs] if card.row else []
        return {
            "scores": self,
            "card": card,
            "team": team,
            "entrant": team,
            "pairs": pairs,
            "row": card.row,
            "net": signed(card.row.net) if card.row else "",
            "board_points": figure(card.row.board_points or 0) if card.row else "",
            "hidden_note": self.visibility.note,
            "dealt": dealt_trays(self.event, self.visibility),
        }

    def traveller_context(self, number: int) -> dict:
        lines = self.by_tray.get(number, [])
        return {
            "lines": lines,
            "imps": self.method == "imps",
            "boards": self.method == team_methods.BOARD_A_MATCH,
            "contract": self.method != "tricks",
            "unit": self.unit,
            **deal_context(self.event, number, self.visibility, lines),
        }

    def place_of(self, entrant: m.Entrant) -> Place | None:
        """The team's place (no percentage: teams are ranked on matches, IMPs or VPs)."""
        placed = [r for r in self.standings if r.place is not None]
        team_id = entrant.team_id if entrant.kind != m.Entrant.Kind.TEAM else entrant.pk
        row = next((r for r in placed if r.team.pk == team_id), None)
        return None if row is None else Place(row.place_label, len(placed), score=score_of(row))

    def sheet(self, trays: dict[int, m.Tray]):
        return sheets.teams_sheet(self, trays)

    def read_all(self) -> None:
        for team in self.teams.values():
            team_card(self, team)


def scored(
    event: m.Event,
    entrants: Iterable[m.Entrant],
    results: Sequence[Printed],
    kind: type[TeamScores] | None = None,
) -> TeamScores:
    """Build the scores (a ``kind`` of ``TeamScores``) from already loaded results, model
    rows or plain values (no query)."""
    teams: dict[str, m.Entrant] = {}
    pairs: dict[str, m.Entrant] = {}
    for e in entrants:
        (teams if e.kind == m.Entrant.Kind.TEAM else pairs)[e.label] = e
    method, mode = team_methods.method_and_mode(event, len(teams))
    scores = (kind or TeamScores)(event, teams, pairs, results, method, mode)
    comparisons, lines = team_compare.compare(scores)
    scores.by_tray = lines
    movement = movement_rows.generated_movement(event)
    by_round = movement.option("match_per_round") == "yes"
    designed = designed_boards(movement)
    scores.matches = team_compare.matches(scores, comparisons, designed, by_round)
    scores.standings = _standings(scores, _byes(movement), swiss.bye_vps(movement))
    if event.movement_kind == "club-match":
        scores.clubs = club_totals(scores)
    return scores


def _byes(movement: Movement) -> dict[str, int]:
    """A Swiss's byes, or those an imported event's movement lists (``byes``: a team's
    label once for each bye)."""
    out = dict(swiss.byes(movement))
    for label in (movement.option("byes") or "").split():
        out[label] = out.get(label, 0) + 1
    return out


def designed_boards(movement: Movement) -> dict[frozenset, int]:
    """Trays each two teams compare over the whole movement: the length of their match."""
    team_of = {p: t.label for t in movement.teams for p in t.pairs}
    seen: set[tuple[int, str, str]] = set()
    for rnd in movement.rounds:
        for s in rnd.seatings:
            if s.is_sit_out or s.tray_set is None:
                continue
            ns, ew = team_of.get(s.ns or ""), team_of.get(s.ew or "")  # no pair: no team
            if ns is None or ew is None or ns == ew:
                continue
            for tray in s.trays or movement.tray_set(s.tray_set).trays:
                seen.add((tray, ns, ew))
    boards: dict[frozenset, int] = {}
    for tray, ns, ew in seen:
        if ns < ew and (tray, ew, ns) in seen:
            key = frozenset((ns, ew))
            boards[key] = boards.get(key, 0) + 1
    return boards


def _team_pairs(scores: TeamScores) -> dict[str, list[m.Entrant]]:
    out: dict[str, list[m.Entrant]] = {label: [] for label in scores.teams}
    for pair in sorted(scores.pairs.values(), key=lambda p: (p.direction != Direction.NS, p.label)):
        if pair.team_id and pair.team.label in out:
            out[pair.team.label].append(pair)
    return out


def _standings(scores: TeamScores, byes: dict[str, int], bye_vps: int) -> list[StandingRow]:
    members = _team_pairs(scores)
    rows: dict[str, StandingRow] = {}
    if scores.mode == SERIES:
        # A series is whist's: a match's margin is whole tricks (halves are board-a-match's).
        margins = [SeriesMatch(t.home, t.away, int(t.margin)) for t in scores.matches]
        for s in team_series(margins):
            rows[s.team] = StandingRow(
                s.place, s.label, scores.teams[s.team], members[s.team],
                s.played, s.won, s.tied, s.lost, s.matches, s.net,
            )  # fmt: skip
    else:
        for label in dict.fromkeys(x for t in scores.matches for x in (t.home, t.away)):
            rows[label] = StandingRow(None, "", scores.teams[label], members[label])
        team_methods.standings(scores.matches, scores.mode, rows, scores.event.vp_scale)
        credit_byes(rows, members, scores.teams, byes, bye_vps)
    _tally_results(scores, rows)
    for label, team in sorted(scores.teams.items(), key=lambda kv: kv[1].number):
        rows.setdefault(label, StandingRow(None, "", team, members[label]))
    return sorted(rows.values(), key=_row_order)


def _tally_results(scores: TeamScores, rows: dict[str, StandingRow]) -> None:
    """Won, tied and lost for bridge standings, from each match's margin."""
    if scores.mode == SERIES:
        return
    for t in scores.matches:
        for team in (t.home, t.away):
            margin = t.margin_for(team)
            row = rows[team]
            if margin > 0:
                row.won += 1
            elif margin == 0:
                row.tied += 1
            else:
                row.lost += 1


def _row_order(row: StandingRow) -> tuple:
    return (row.place is None, row.place or 0, row.team.number)


def score_of(row: StandingRow) -> str:
    """What ranked a team, as a player's history prints it: VPs, IMPs or matches won."""
    if row.vps is not None:
        return f"{row.vps} VPs"
    if row.imps_for or row.imps_against:
        return f"{signed(row.net)} IMPs"
    won = row.matches
    return f"{won.numerator if won.denominator == 1 else float(won):g} matches won"
