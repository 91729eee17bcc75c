"""How a teams event's matches are scored and its teams ranked, by game and method.

Whist and auction teams play a series (matches won, then tricks or points on balance); bridge
teams score each tray by IMPs (one match won on IMPs, several ranked on victory points on the
event's scale), by board-a-match (each tray won, tied or lost: 2, 1, 0 on the 2/1 scale, 1, ½,
0 on the 1/½ scale; teams ranked on the board points they won) or by total points (the points
each tray gained on balance; teams ranked on their points won on balance).  The same figures
as ``scoring.team_lines`` and the ``score`` command's ``board-a-match`` and ``aggregate``.
"""

from __future__ import annotations

from fractions import Fraction

from tournaments import models as m
from tournaments.scoring.ranking import rank
from tournaments.scoring.teams import ImpMatch, vp_standings
from tournaments.standings.team_rows import (
    AGGREGATE,
    BOARDS,
    IMPS,
    SERIES,
    VPS,
    StandingRow,
    TeamMatch,
)

BOARD_A_MATCH = "board-a-match"
# The unit a match's score is in, by what a tray's figure is.
UNITS = {"imps": "IMPs", "points": "points", BOARD_A_MATCH: "board points"}


def method_and_mode(event: m.Event, teams: int) -> tuple[str, str]:
    """(What a tray's figure is, how the teams are ranked) for the event."""
    if event.game == m.Game.WHIST:
        return "tricks", SERIES
    if event.game == m.Game.AUCTION:
        return "points", SERIES
    if event.scoring_method == m.ScoringMethod.BOARD_A_MATCH:
        return BOARD_A_MATCH, BOARDS
    if event.scoring_method == m.ScoringMethod.POINTS:
        return "points", AGGREGATE
    return "imps", IMPS if teams == 2 else VPS


def mode_note(event: m.Event, method: str, mode: str) -> str:
    """How the teams are placed, in one sentence for the standings page."""
    if mode == SERIES:
        unit = UNITS.get(method, "tricks")
        return f"Placed by matches won (a tied match counts half), then by {unit} won on balance."
    if mode == IMPS:
        return "The match is won on IMPs."
    if mode == VPS:
        return (
            "Each match's IMP margin is converted to victory points on the "
            f"{event.get_vp_scale_display()}."
        )
    if mode == BOARDS:
        scale = event.rules.scale
        won, tied = (2, "1") if scale == 2 else (1, "½")
        return (
            f"Board-a-match: each tray is won ({won} board point{'s' if won > 1 else ''}), "
            f"tied ({tied}) or lost (0) on the two tables' points; teams are placed by the "
            "board points they won."
        )
    return (
        "Total points: each tray gains the points one team's two results make on balance; "
        "teams are placed by the points they won on balance."
    )


def compared_by(method: str) -> str:
    """What two tables' scores are compared in (``scoring.teams.two_table_match``): a
    board-a-match tray is won on the points."""
    return "points" if method == BOARD_A_MATCH else method


def board_of(net: int) -> int:
    """A board-a-match tray for the side that gained ``net``: 1 won, 0 tied, -1 lost."""
    return (net > 0) - (net < 0)


def board_points(board: int, scale: int) -> Fraction:
    """The board points a side takes: the whole scale for a win, half for a tie."""
    return Fraction(scale * (board + 1), 2)


def match_board_points(comparisons, scale: int) -> tuple[Fraction, Fraction]:
    """Each side's board points over a match's compared trays (a tray a ruling left level is
    tied)."""
    home = sum((board_points(c.board or 0, scale) for c in comparisons), Fraction(0))
    return home, len(comparisons) * scale - home


def standings(
    matches: list[TeamMatch], mode: str, rows: dict[str, StandingRow], vp_scale: str
) -> None:
    """Fill ``rows`` (a row per team that has played, with its pairs) with totals and places
    for a bridge event scored by IMPs, VPs, board-a-match or total points."""
    if mode in (IMPS, VPS):
        imp_matches = [
            ImpMatch(t.home, t.away, t.home_score, t.away_score, t.boards) for t in matches
        ]
        for v in vp_standings(imp_matches, vp_scale=vp_scale):
            row = rows[v.team]
            row.place, row.place_label, row.played = v.place, v.label, v.played
            row.imps_for, row.imps_against = v.imps_for, v.imps_against
            row.net, row.vps = v.imps_for - v.imps_against, v.vps
        if mode == IMPS:
            _rank(rows, lambda row: row.net)
            for row in rows.values():
                row.vps = None
        return
    for t in matches:
        for team, got, gave in (
            (t.home, t.home_score, t.away_score),
            (t.away, t.away_score, t.home_score),
        ):
            row = rows[team]
            row.played += 1
            row.net += got - gave
            if mode == BOARDS:
                row.board_points = (row.board_points or Fraction(0)) + got
    _rank(rows, (lambda row: row.board_points) if mode == BOARDS else (lambda row: row.net))


def _rank(rows: dict[str, StandingRow], key) -> None:
    played = {label: row for label, row in rows.items() if row.played}
    for p in rank([(label, key(row)) for label, row in played.items()]):
        played[p.entrant].place, played[p.entrant].place_label = p.place, p.label
