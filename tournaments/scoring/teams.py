"""Team scoring: the two-table match, series of matches, odd-pair teams, and IMPs to VPs.

A team's two pairs hold opposite cards of the same deal at two tables, so luck of the cards
cancels: what is left of the team's total beyond 13 tricks (or beyond zero points) is skill.
A series of such matches (the source's Howell teams) is decided by matches won, a tied match
counting half to each, and then by the tricks won on balance.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from decimal import Decimal
from fractions import Fraction
from typing import Any, Protocol

from said import Said

from .imps import imps, victory_points
from .ranking import rank
from .victory import vps as scale_vps

__all__ = [
    "TrayComparison",
    "MatchResult",
    "two_table_match",
    "SeriesMatch",
    "SeriesStanding",
    "team_series",
    "PairTableScore",
    "OddPairsMatch",
    "odd_pairs_team_match",
    "ImpMatch",
    "VpStanding",
    "vp_standings",
]

METHODS = ("tricks", "points", "imps")


@dataclass(frozen=True)
class TrayComparison:
    """One tray of a two-table match, all from the home team's point of view.

    ``home_ns`` is the NS score where the home pair sat NS; ``away_ns`` where the away pair
    sat NS (so the home pair held the EW cards).  ``net`` is the home team's gain: tricks or
    points beyond an even result; ``imps`` its IMP value when the match is scored by IMPs.
    """

    tray: int | str
    home_ns: int
    away_ns: int
    net: int
    imps: int | None = None


@dataclass(frozen=True)
class MatchResult:
    """A two-table match.  ``home_score`` and ``away_score`` are the gains each team made."""

    home: str
    away: str
    method: str
    trays: tuple[TrayComparison, ...]
    home_score: int
    away_score: int

    @property
    def margin(self) -> int:
        """Home's winning margin (negative when the away team won)."""
        return self.home_score - self.away_score

    @property
    def winner(self) -> str | None:
        if self.margin == 0:
            return None
        return self.home if self.margin > 0 else self.away


def two_table_match(
    home: str,
    away: str,
    trays: Iterable[tuple[int | str, int, int]],
    *,
    method: str = "tricks",
) -> MatchResult:
    """Compare each tray's two results: (tray, NS score with home NS, NS score with away NS).

    ``method`` "tricks" (whist: NS tricks, the home team's total on a tray beyond 13 is its
    gain), "points" (bridge aggregate: the net points) or "imps" (bridge: the net points
    converted on the IMP scale).
    """
    if method not in METHODS:
        raise ValueError(
            Said(
                "method %(method)s is not one of %(value)s",
                method=repr(method),
                value=", ".join(METHODS),
            )
        )
    if home == away:
        raise ValueError(Said("team %(home)s cannot play itself", home=repr(home)))
    rows: list[TrayComparison] = []
    for tray, home_ns, away_ns in trays:
        if method == "tricks":
            for value in (home_ns, away_ns):
                if not 0 <= value <= 13:
                    raise ValueError(
                        Said(
                            "tray %(tray)s: %(value)s tricks is not 0 to 13", tray=tray, value=value
                        )
                    )
        net = home_ns - away_ns
        rows.append(
            TrayComparison(tray, home_ns, away_ns, net, imps(net) if method == "imps" else None)
        )
    gains = [row.net if row.imps is None else row.imps for row in rows]  # imps by IMPs only
    return MatchResult(
        home,
        away,
        method,
        tuple(rows),
        sum(g for g in gains if g > 0),
        -sum(g for g in gains if g < 0),
    )


class Decided(Protocol):
    """Anything that says who played whom and by how much the home side won."""

    @property
    def home(self) -> str: ...

    @property
    def away(self) -> str: ...

    @property
    def margin(self) -> int: ...


@dataclass(frozen=True)
class SeriesMatch:
    """One match of a series given by its margin (tricks won by ``home`` on balance)."""

    home: str
    away: str
    margin: int


@dataclass(frozen=True)
class SeriesStanding:
    """A team's line in a series: matches won (ties count half), then tricks on balance."""

    team: str
    played: int
    won: int
    tied: int
    lost: int
    matches: Fraction
    net: int
    place: int
    label: str


def team_series(matches: Sequence[Decided]) -> list[SeriesStanding]:
    """Standings of a series of team matches, as the source scores the Howell teams.

    "The winner is the team that wins the most matches; not the one that gains the most
    tricks. In case of ties, the number of tricks won must decide." A tied match counts half
    a match to each team.  Teams level on both share a place.
    """
    tally: dict[str, list[int]] = {}
    seen: set[frozenset[str]] = set()
    for match in matches:
        if match.home == match.away:
            raise ValueError(Said("team %(home)s cannot play itself", home=repr(match.home)))
        key = frozenset((match.home, match.away))
        if key in seen:
            raise ValueError(
                Said(
                    "%(home)s and %(away)s are listed as playing twice",
                    home=match.home,
                    away=match.away,
                )
            )
        seen.add(key)
        for team, margin in ((match.home, match.margin), (match.away, -match.margin)):
            won_tied_lost_net = tally.setdefault(team, [0, 0, 0, 0])
            won_tied_lost_net[0 if margin > 0 else 1 if margin == 0 else 2] += 1
            won_tied_lost_net[3] += margin
    keys = {
        team: (Fraction(won) + Fraction(tied, 2), net)
        for team, (won, tied, _lost, net) in tally.items()
    }
    standings = []
    for placing in rank(list(keys.items())):
        won, tied, lost, net = tally[placing.entrant]
        standings.append(
            SeriesStanding(
                placing.entrant,
                won + tied + lost,
                won,
                tied,
                lost,
                keys[placing.entrant][0],
                net,
                placing.place,
                placing.label,
            )
        )
    return standings


@dataclass(frozen=True)
class PairTableScore:
    """One table of a duplicate auction team match: the two pairs' points over the match."""

    ns_team: str
    ew_team: str
    ns_points: int
    ew_points: int


@dataclass(frozen=True)
class OddPairsMatch:
    """A team match under the duplicate auction law G, with the working of each total.

    ``added`` is the average a team adds for its odd pair (0 when it has none), exact;
    ``rounded`` the totals with that average taken to the nearest whole number, as the law
    scores them; ``exact`` the totals with the fraction kept.  ``by_fraction`` is True when
    the whole-number totals tie and the fraction decides the match.
    """

    teams: tuple[str, str]
    points: dict[str, int]
    added: dict[str, Fraction]
    rounded: dict[str, int]
    exact: dict[str, Fraction]
    winner: str | None
    by_fraction: bool


def _nearest_whole(value: Fraction) -> int:
    """Nearest whole number, a half going to the larger magnitude."""
    whole = math.floor(abs(value) + Fraction(1, 2))
    return whole if value >= 0 else -whole


def odd_pairs_team_match(tables: Sequence[PairTableScore]) -> OddPairsMatch:
    """Total a team match, allowing for teams of an odd number of pairs (law G).

    "In case the teams are composed of an odd number of pairs, each team, in making up its
    total score, adds, as though won by it, the average score of all pairs seated in the
    positions opposite to its odd pair."  A team with one pair more North-South than
    East-West adds the average East-West score of every pair at every table (and vice
    versa), so both teams have as many results each way and the luck of the cards cancels.
    "In making up averages, fractions are disregarded and the nearest whole numbers taken,
    unless it be necessary to take the fraction into account to avoid a tie, in which case
    the match is won 'by the fraction of a point.'"
    """
    teams = sorted({t.ns_team for t in tables} | {t.ew_team for t in tables})
    if len(teams) != 2:
        raise ValueError(
            Said(
                "a team match has two teams, not %(count_teams)s: %(teams)s",
                count_teams=len(teams),
                teams=teams,
            )
        )
    if any(t.ns_team == t.ew_team for t in tables):
        raise ValueError(Said("a team's pair cannot sit against its own team-mates"))
    points = {team: 0 for team in teams}
    seats = {team: [0, 0] for team in teams}
    for table in tables:
        points[table.ns_team] += table.ns_points
        points[table.ew_team] += table.ew_points
        seats[table.ns_team][0] += 1
        seats[table.ew_team][1] += 1
    ns_average = Fraction(sum(t.ns_points for t in tables), len(tables))
    ew_average = Fraction(sum(t.ew_points for t in tables), len(tables))
    added: dict[str, Fraction] = {}
    for team, (ns, ew) in seats.items():
        if abs(ns - ew) > 1:
            raise ValueError(
                Said(
                    "team %(team)s has %(ns)s pairs NS and %(ew)s EW: halves must differ by one "
                    "at most",
                    team=team,
                    ns=ns,
                    ew=ew,
                )
            )
        added[team] = ew_average if ns > ew else ns_average if ew > ns else Fraction(0)
    exact = {team: points[team] + added[team] for team in teams}
    rounded = {team: points[team] + _nearest_whole(added[team]) for team in teams}
    first, second = teams
    by_fraction = False
    if rounded[first] != rounded[second]:
        winner = first if rounded[first] > rounded[second] else second
    elif exact[first] != exact[second]:
        winner = first if exact[first] > exact[second] else second
        by_fraction = True
    else:
        winner = None
    return OddPairsMatch((first, second), points, added, rounded, exact, winner, by_fraction)


@dataclass(frozen=True)
class ImpMatch:
    """One match of an IMP event: each team's IMPs and the boards played."""

    home: str
    away: str
    home_imps: int
    away_imps: int
    boards: int


@dataclass(frozen=True)
class VpStanding:
    """A team's line in a VP event; VPs are summed exactly from the two-decimal awards."""

    team: str
    played: int
    vps: Decimal
    imps_for: int
    imps_against: int
    place: int
    label: str


def vp_standings(
    matches: Sequence[ImpMatch], *, scale: int = 20, vp_scale: str = "wbf"
) -> list[VpStanding]:
    """Convert each match's IMP margin to VPs and rank by total VPs: the WBF continuous
    scale of ``scale`` points, or a discrete scale named by ``vp_scale`` (``victory``).

    Teams level on VPs share a place: an event's own tie-break (head-to-head, IMP quotient)
    is a choice of its regulations, applied by the caller if it has one.
    """
    tally: dict[str, list[Any]] = {}  # played, VPs, IMPs got, IMPs given
    for match in matches:
        if match.home == match.away:
            raise ValueError(Said("team %(home)s cannot play itself", home=repr(match.home)))
        margin = match.home_imps - match.away_imps
        if vp_scale == "wbf":
            home_vp, away_vp = victory_points(margin, match.boards, scale=scale)
        else:
            home_vp, away_vp, _said = scale_vps(margin, match.boards, vp_scale)
        for team, vp, got, gave in (
            (match.home, home_vp, match.home_imps, match.away_imps),
            (match.away, away_vp, match.away_imps, match.home_imps),
        ):
            row = tally.setdefault(team, [0, Decimal("0.00"), 0, 0])
            row[0] += 1
            row[1] += vp
            row[2] += got
            row[3] += gave
    placings = rank([(team, row[1]) for team, row in tally.items()])
    standings = []
    for p in placings:
        played, vps, got, gave = tally[p.entrant]
        standings.append(VpStanding(p.entrant, played, vps, got, gave, p.place, p.label))
    return standings
