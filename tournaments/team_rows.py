"""What the team pages print: traveller lines, standings rows, club totals and team cards.

Plain rows handed from ``team_scores`` to the views and templates, with the few words and
signs a results sheet uses (+7, "awaiting the other table"), so templates hold no arithmetic.
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal
from fractions import Fraction

from tournaments import models as m

AWAITING, OWN_TEAM, REPEATED, COMPARED = "awaiting", "own", "repeated", "compared"
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
        return str(result.ns_tricks if side == "NS" else result.ew_tricks)
    score = result.ns_score if side == "NS" else -result.ns_score
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
