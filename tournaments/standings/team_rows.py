"""What the team pages print: traveller lines, standings rows, club totals and team cards.

Plain rows handed from ``teams`` to the views and templates, with the few words and
signs a results sheet uses (+7, "awaiting the other table"), so templates hold no arithmetic.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from decimal import Decimal
from fractions import Fraction

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy, pgettext_lazy

from movements.types import Direction
from tournaments import models as m
from tournaments.scoring.explain import figure
from tournaments.scoring.ranking import rank

AWAITING, OWN_TEAM, REPEATED, COMPARED = "awaiting", "own", "repeated", "compared"
# How the teams are ranked: a whist or auction series on matches won, one bridge match on
# IMPs, several bridge matches on victory points; bridge by board-a-match on the board points
# won, by total points (aggregate) on the points won on balance.
SERIES, IMPS, VPS, BOARDS, AGGREGATE = "series", "imps", "vps", "boards", "aggregate"
BOARD_WORDS = {1: gettext_lazy("won"), 0: gettext_lazy("tied"), -1: gettext_lazy("lost")}
# A match neither side leads (its outcome, beside "a by 3").
LEVEL = pgettext_lazy("a match's outcome", "level")
STATUS_TEXT = {
    AWAITING: gettext_lazy("awaiting the other table"),
    OWN_TEAM: gettext_lazy("team-mates against each other: no comparison"),
    REPEATED: gettext_lazy("these two pairs met twice on this tray: not compared"),
    COMPARED: "",
}


def signed(value: int | Fraction | None) -> str:
    """A gain as a results sheet prints it: +7, -3, 0, +1.5 (blank when there is none)."""
    if value is None:
        return ""
    if not value:
        return "0"
    text = figure(value)
    return text if text.startswith("-") else f"+{text}"


def board_text(board: int | None) -> str:
    """A board-a-match tray from one side: won, tied or lost (blank when not compared)."""
    return "" if board is None else str(BOARD_WORDS[board])


@dataclass(frozen=True)
class Comparison:
    """One tray of a match, from the home team's side: its NS result against its EW result.

    ``home_figure`` and ``away_figure`` are each team's own figure on the tray (IMPs, board
    points, points or tricks): a ruling need not balance them (average-plus to both, a
    procedural penalty to one side).  A tray not played is left out of the match."""

    tray: int
    home: str
    away: str
    home_ns: m.Result
    away_ns: m.Result
    net: int | Fraction | None  # the home team's gain in points (None: no one score to compare)
    imps: int | Fraction | None
    note: str = ""
    level: bool = False  # a ruling the method cannot count: the tray counts as level
    # the NS scores compared (an assigned one included)
    scores: tuple[int | Fraction, int | Fraction] | None = None
    board: int | None = None  # board-a-match, for the home team: 1 won, 0 tied, -1 lost
    home_figure: int | Fraction | None = None
    away_figure: int | Fraction | None = None
    home_working: str = ""
    away_working: str = ""

    @property
    def played(self) -> bool:
        return self.home_figure is not None

    def figure_for(self, team: str) -> int | Fraction | None:
        return self.home_figure if team == self.home else self.away_figure

    def note_for(self, team: str) -> str:
        """The note with the team's own working, when a ruling made the figure."""
        working = self.home_working if team == self.home else self.away_working
        return f"{self.note}: {working}" if self.note and working else self.note


@dataclass
class TeamMatch:
    """All comparisons of two teams, scored as one two-table match: each team's gains (for)
    and losses (against) from its own figures, over the trays played."""

    home: str
    away: str
    comparisons: list[Comparison]
    boards: int
    home_for: int | Fraction
    home_against: int | Fraction
    away_for: int | Fraction
    away_against: int | Fraction
    board_a_match: bool = False  # a side's margin is its board points less the other's

    @property
    def played(self) -> list[Comparison]:
        return [c for c in self.comparisons if c.played]

    @property
    def home_score(self) -> int | Fraction:
        """What the home team won: tricks, points or IMPs gained, or board points."""
        return self.score_for(self.home)[0]

    @property
    def away_score(self) -> int | Fraction:
        return self.score_for(self.away)[0]

    def score_for(self, team: str) -> tuple[int | Fraction, int | Fraction]:
        """(Ours, theirs) for one of the two teams: its gains and losses, or at
        board-a-match its board points (less any procedural penalty) and the other team's."""
        home = team == self.home
        if self.board_a_match:
            bp = self.home_for - self.home_against, self.away_for - self.away_against
            return bp if home else bp[::-1]
        return (self.home_for, self.home_against) if home else (self.away_for, self.away_against)

    def margin_for(self, team: str) -> int | Fraction:
        ours, theirs = self.score_for(team)
        return ours - theirs

    @property
    def margin(self) -> int | Fraction:
        """Home's winning margin in the match's unit (tricks, points, IMPs, board points)."""
        return self.margin_for(self.home)

    @property
    def balanced(self) -> bool:
        """Whether one team's margin is the other's loss (a ruling may give both a gain)."""
        return self.margin_for(self.home) == -self.margin_for(self.away)

    @property
    def winner(self) -> str | None:
        lead = self.margin_for(self.home) - self.margin_for(self.away)
        return None if lead == 0 else self.home if lead > 0 else self.away

    @property
    def outcome(self) -> str:
        if not self.balanced:
            home, away = self.margin_for(self.home), self.margin_for(self.away)
            return f"{self.home} {signed(home)}, {self.away} {signed(away)}"
        winner = self.winner
        if winner is None:
            return str(LEVEL)
        return _("%(team)s by %(margin)s") % {"team": winner, "margin": figure(abs(self.margin))}

    @property
    def complete(self) -> bool:
        return len(self.played) >= self.boards


@dataclass(frozen=True)
class TravellerLine:
    """A result on a tray, with each side's team and what it did for the NS team."""

    result: m.Result
    ns_team: m.Entrant | None
    ew_team: m.Entrant | None
    status: str
    net: int | None = None
    imps: int | None = None
    note: str = ""
    board: int | None = None  # board-a-match, for the North-South team
    figure: int | Fraction | None = None  # the North-South team's own figure on the tray

    @property
    def status_text(self) -> str:
        return self.note or str(STATUS_TEXT[self.status])

    @property
    def board_text(self) -> str:
        return board_text(self.board) if self.board is not None else figure_text(self.figure)

    @property
    def net_text(self) -> str:
        return signed(self.net)

    @property
    def imps_text(self) -> str:
        return signed(self.imps)


@dataclass
class StandingRow:
    place: int | None
    place_label: str
    team: m.Entrant
    pairs: list[m.Entrant]
    played: int = 0
    won: int = 0
    tied: int = 0
    lost: int = 0
    matches: Fraction = Fraction(0)
    net: int | Fraction = 0
    imps_for: int | Fraction = 0
    imps_against: int | Fraction = 0
    vps: Decimal | None = None
    byes: int = 0
    board_points: Fraction | None = None

    @property
    def name(self) -> str:
        return self.team.name or " / ".join(p.name for p in self.pairs if p.name)


@dataclass(frozen=True)
class ClubTotal:
    club: str
    teams: tuple[str, ...]
    net: int


def result_text(result: m.Result, side: str) -> str:
    """A result as one side of the table reads it: its tricks at whist, the contract and its
    own score at bridge, or the adjustment."""
    if result.adjustment:
        return result.adjustment
    if result.ns_tricks is not None:
        return str(result.ns_tricks if side == Direction.NS else result.ew_tricks)
    score = result.ns_score if side == Direction.NS else -result.ns_score
    if result.contract in ("", "PASS"):
        return f"pass · {score}"
    return f"{result.contract} {result.declarer} {result.tricks_taken} · {score:+d}"


def figure_text(value: int | Fraction | None) -> str:
    """A board-a-match share a ruling gave (1.2 of 2 board points): the figure itself."""
    return "" if value is None else figure(value)


@dataclass(frozen=True)
class CardLine:
    """One tray of a match from the card's team: its NS pair's result, its EW pair's result."""

    tray: int
    our_ns: str
    our_ew: str
    net: int | Fraction | None
    imps: int | Fraction | None
    note: str
    board: int | None = None
    figure: int | Fraction | None = None

    @property
    def net_text(self) -> str:
        return signed(self.net)

    @property
    def imps_text(self) -> str:
        return signed(self.imps)

    @property
    def board_text(self) -> str:
        return board_text(self.board) if self.board is not None else figure_text(self.figure)


@dataclass(frozen=True)
class CardMatch:
    opponents: m.Entrant
    lines: tuple[CardLine, ...]
    ours: int | Fraction
    theirs: int | Fraction
    boards: int
    played: int = 0

    @property
    def margin(self) -> int | Fraction:
        return self.ours - self.theirs

    @property
    def ours_text(self) -> str:
        return figure(self.ours)

    @property
    def theirs_text(self) -> str:
        return figure(self.theirs)

    @property
    def complete(self) -> bool:
        return self.played >= self.boards

    @property
    def outcome(self) -> str:
        if self.margin == 0:
            return str(LEVEL)
        margin = {"margin": figure(abs(self.margin))}
        return (
            _("won by %(margin)s") % margin if self.margin > 0 else _("lost by %(margin)s") % margin
        )


@dataclass(frozen=True)
class TeamCard:
    team: m.Entrant
    row: StandingRow | None
    matches: tuple[CardMatch, ...]
    waiting: tuple[TravellerLine, ...]


def match_rows(scores) -> list[dict]:
    """Every match so far: who, how many trays of how many, each side's gains, the margin."""
    rows = []
    for t in scores.matches:
        rows.append(
            {
                "home": scores.teams[t.home],
                "away": scores.teams[t.away],
                "trays": len(t.played),
                "boards": t.boards,
                "complete": t.complete,
                "home_score": figure(t.home_score),
                "away_score": figure(t.away_score),
                "outcome": t.outcome,
            }
        )
    return rows


_DIGITS = re.compile(r"\d+")


def club_totals(scores) -> list[ClubTotal]:
    """Each club's result: the sum of its fours' net tricks or IMPs, clubs in seating order."""
    clubs: dict[str, list[str]] = {}
    for label, _team in sorted(scores.teams.items(), key=lambda kv: kv[1].number):
        clubs.setdefault(_DIGITS.sub("", label), []).append(label)
    net = {row.team.label: row.net for row in scores.standings}
    return [
        ClubTotal(club, tuple(teams), sum(net[t] for t in teams)) for club, teams in clubs.items()
    ]


# -- a team's card ---------------------------------------------------------------------------


def team_card(scores, team: m.Entrant) -> TeamCard:
    """The team's matches tray by tray, and its results still waiting for the other table."""
    matches = []
    for t in scores.matches:
        if team.label not in (t.home, t.away):
            continue
        home = t.home == team.label
        lines = [_card_line(c, team.label, home, scores.method) for c in t.comparisons]
        ours, theirs = t.score_for(team.label)
        matches.append(
            CardMatch(
                scores.teams[t.away if home else t.home],
                tuple(lines),
                ours,
                theirs,
                t.boards,
                len(t.played),
            )
        )
    waiting = tuple(
        line
        for lines in scores.by_tray.values()
        for line in lines
        if line.status != COMPARED
        and team.label in {x.label for x in (line.ns_team, line.ew_team) if x is not None}
    )
    row = next((r for r in scores.standings if r.team.label == team.label), None)
    return TeamCard(team, row, tuple(matches), waiting)


def _card_line(c: Comparison, team: str, home: bool, method: str) -> CardLine:
    """A tray of a match from the card's team: its own figure and working (at total points
    the gain is that figure)."""
    ns, ew = (c.home_ns, c.away_ns) if home else (c.away_ns, c.home_ns)
    sign = 1 if home else -1
    net = None if c.net is None else sign * c.net
    if method == "points" and c.played:
        net = c.figure_for(team)
    return CardLine(
        c.tray,
        result_text(ns, Direction.NS),
        result_text(ew, Direction.EW),
        net,
        None if c.imps is None else c.figure_for(team),
        c.note_for(team),
        None if c.board is None else sign * c.board,
        c.figure_for(team),
    )


def credit_byes(rows: dict, members: dict, teams: dict, byes: dict[str, int], vps: int) -> None:
    """A Swiss's byes: each scores the stated VPs (the movement says how many), then the
    teams are placed again on their VPs with the byes in."""
    for label, count in byes.items():
        row = rows.get(label) or StandingRow(None, "", teams[label], members[label])
        row.byes = count
        row.vps = (row.vps or Decimal("0.00")) + count * Decimal(vps)
        rows[label] = row
    if byes:
        for p in rank([(label, row.vps) for label, row in rows.items()]):
            rows[p.entrant].place, rows[p.entrant].place_label = p.place, p.label
