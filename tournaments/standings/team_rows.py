"""What the team pages print: traveller lines, standings rows, club totals and team cards.

Plain rows handed from ``teams`` to the views and templates, with the few words and
signs a results sheet uses (+7, "awaiting the other table"), so templates hold no arithmetic.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from decimal import Decimal
from fractions import Fraction

from movements.types import Direction
from tournaments import models as m
from tournaments.scoring.ranking import rank
from tournaments.scoring.teams import MatchResult

AWAITING, OWN_TEAM, REPEATED, COMPARED = "awaiting", "own", "repeated", "compared"
# How the teams are ranked: a whist or auction series on matches won, one bridge match on
# IMPs, several bridge matches on victory points.
SERIES, IMPS, VPS = "series", "imps", "vps"
STATUS_TEXT = {
    AWAITING: "awaiting the other table",
    OWN_TEAM: "team-mates against each other: no comparison",
    REPEATED: "these two pairs met twice on this tray: not compared",
    COMPARED: "",
}


def signed(value: int | None) -> str:
    """A gain as a results sheet prints it: +7, -3, 0 (blank when there is none)."""
    if value is None:
        return ""
    return f"{value:+d}" if value else "0"


@dataclass(frozen=True)
class Comparison:
    """One tray of a match, from the home team's side: its NS result against its EW result."""

    tray: int
    home: str
    away: str
    home_ns: m.Result
    away_ns: m.Result
    net: int
    imps: int | None
    note: str = ""
    level: bool = False  # a ruling with no single result: the tray counts as level
    scores: tuple[int, int] | None = None  # the NS scores compared (an assigned one included)


@dataclass
class TeamMatch:
    """All comparisons of two teams, scored as one two-table match."""

    home: str
    away: str
    comparisons: list[Comparison]
    result: MatchResult
    boards: int

    @property
    def margin(self) -> int:
        """Home's winning margin in the match's unit (tricks, or IMPs)."""
        return self.result.margin

    @property
    def complete(self) -> bool:
        return len(self.comparisons) >= self.boards


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

    @property
    def status_text(self) -> str:
        return self.note or STATUS_TEXT[self.status]

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
    net: int = 0
    imps_for: int = 0
    imps_against: int = 0
    vps: Decimal | None = None
    byes: int = 0

    @property
    def name(self) -> str:
        return self.team.name or " / ".join(p.name for p in self.pairs if p.name)


def score_of(row: StandingRow) -> str:
    """What ranked a team, as a player's history prints it: VPs, IMPs or matches won."""
    if row.vps is not None:
        return f"{row.vps} VPs"
    if row.imps_for or row.imps_against:
        return f"{signed(row.net)} IMPs"
    won = row.matches
    return f"{won.numerator if won.denominator == 1 else float(won):g} matches won"


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


@dataclass(frozen=True)
class CardLine:
    """One tray of a match from the card's team: its NS pair's result, its EW pair's result."""

    tray: int
    our_ns: str
    our_ew: str
    net: int
    imps: int | None
    note: str

    @property
    def net_text(self) -> str:
        return signed(self.net)

    @property
    def imps_text(self) -> str:
        return signed(self.imps)


@dataclass(frozen=True)
class CardMatch:
    opponents: m.Entrant
    lines: tuple[CardLine, ...]
    ours: int
    theirs: int
    boards: int

    @property
    def margin(self) -> int:
        return self.ours - self.theirs

    @property
    def complete(self) -> bool:
        return len(self.lines) >= self.boards

    @property
    def outcome(self) -> str:
        if self.margin == 0:
            return "level"
        return f"{'won' if self.margin > 0 else 'lost'} by {abs(self.margin)}"


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
        winner = t.result.winner
        rows.append(
            {
                "home": scores.teams[t.home],
                "away": scores.teams[t.away],
                "trays": len(t.comparisons),
                "boards": t.boards,
                "complete": t.complete,
                "home_score": t.result.home_score,
                "away_score": t.result.away_score,
                "outcome": f"{winner} by {abs(t.margin)}" if winner else "level",
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
        lines = []
        for c in t.comparisons:
            ns, ew = (c.home_ns, c.away_ns) if home else (c.away_ns, c.home_ns)
            sign = 1 if home else -1
            imps = None if c.imps is None else sign * c.imps
            lines.append(
                CardLine(
                    c.tray,
                    result_text(ns, Direction.NS),
                    result_text(ew, Direction.EW),
                    sign * c.net,
                    imps,
                    c.note,
                )
            )
        ours, theirs = t.result.home_score, t.result.away_score
        matches.append(
            CardMatch(
                scores.teams[t.away if home else t.home],
                tuple(lines),
                ours if home else theirs,
                theirs if home else ours,
                t.boards,
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
