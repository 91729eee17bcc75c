"""How a teams event's matches are scored and its teams ranked, by game and method.

Whist and auction teams play a series (matches won, then tricks or points on balance); bridge
teams score each tray by IMPs (one match won on IMPs, several ranked on victory points on the
event's scale), by board-a-match (each tray won, tied or lost: 2, 1, 0 on the 2/1 scale, 1, ½,
0 on the 1/½ scale; teams ranked on the board points they won) or by total points (the points
each tray gained on balance; teams ranked on their points won on balance).  The same figures
as ``scoring.team_lines`` and the ``score`` command's ``board-a-match`` and ``aggregate``.
"""

from __future__ import annotations

from decimal import Decimal
from fractions import Fraction

from django.utils.translation import gettext as _
from django.utils.translation import gettext_noop

from tournaments import models as m
from tournaments.scoring.ranking import rank
from tournaments.scoring.victory import vps
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
UNITS = {
    "imps": gettext_noop("IMPs"),
    "points": gettext_noop("points"),
    BOARD_A_MATCH: gettext_noop("board points"),
}


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
        return {
            "imps": _(
                "Placed by matches won (a tied match counts half), then by IMPs won on balance."
            ),
            "points": _(
                "Placed by matches won (a tied match counts half), then by points won on balance."
            ),
            BOARD_A_MATCH: _(
                "Placed by matches won (a tied match counts half), then by board points won on "
                "balance."
            ),
        }.get(
            method,
            _("Placed by matches won (a tied match counts half), then by tricks won on balance."),
        )
    if mode == IMPS:
        return _("The match is won on IMPs.")
    if mode == VPS:
        return _("Each match's IMP margin is converted to victory points on the %(scale)s.") % {
            "scale": event.get_vp_scale_display()
        }
    if mode == BOARDS:
        if event.rules.scale == 2:
            won = _(
                "Board-a-match: each %(board)s is won (2 board points), tied (1) or lost (0) on "
                "the two tables' points; teams are placed by the board points they won."
            )
        else:
            won = _(
                "Board-a-match: each %(board)s is won (1 board point), tied (½) or lost (0) on "
                "the two tables' points; teams are placed by the board points they won."
            )
        return won % {"board": event.words.board}
    return _(
        "Total points: each %(board)s gains the points one team's two results make on "
        "balance; teams are placed by the points they won on balance."
    ) % {"board": event.words.board}


def board_of(net: int | Fraction) -> int:
    """A board-a-match tray for the side that gained ``net``: 1 won, 0 tied, -1 lost."""
    return (net > 0) - (net < 0)


def standings(
    matches: list[TeamMatch], mode: str, rows: dict[str, StandingRow], vp_scale: str
) -> None:
    """Fill ``rows`` (a row per team that has played, with its pairs) with totals and places
    for a bridge event scored by IMPs, VPs, board-a-match or total points."""
    if mode in (IMPS, VPS):
        _imp_standings(matches, rows, vp_scale)
        _rank(rows, (lambda row: row.vps) if mode == VPS else (lambda row: row.net))
        if mode == IMPS:
            for row in rows.values():
                row.vps = None
        return
    for t in matches:
        for team, got, gave in (
            (t.home, t.home_score, t.away_score),
            (t.away, t.away_score, t.home_score),
        ):
            row = rows[team]
            if mode != BOARDS:
                got, gave = t.score_for(team)
            row.played += 1
            row.net += got - gave
            if mode == BOARDS:
                row.board_points = (row.board_points or Fraction(0)) + got
    _rank(rows, (lambda row: row.board_points) if mode == BOARDS else (lambda row: row.net))


def _imp_standings(matches: list[TeamMatch], rows: dict[str, StandingRow], scale: str) -> None:
    """IMPs for and against each team from its own figures, and each match's VPs from the
    team's own margin (as ``scoring.team_lines``: a ruling that does not balance, such as
    average-plus to both, counts for each team as it was given)."""
    for t in matches:
        for team in (t.home, t.away):
            got, gave = t.score_for(team)
            row = rows[team]
            row.played += 1
            row.imps_for += got
            row.imps_against += gave
            row.net += got - gave
            row.vps = (row.vps or Decimal("0.00")) + _match_vps(t, got - gave, scale)


def _match_vps(t: TeamMatch, margin, scale: str) -> Decimal:
    """The VPs for a margin over the match's boards; if trays not played leave the match
    shorter than the scale's bands reach, over the boards it was designed for."""
    try:
        return vps(margin, t.boards, scale)[0]
    except ValueError:
        designed = t.boards + len(t.comparisons) - len(t.played)
        return vps(margin, designed, scale)[0]


def _rank(rows: dict[str, StandingRow], key) -> None:
    played = {label: row for label, row in rows.items() if row.played}
    for p in rank([(label, key(row)) for label, row in played.items()]):
        played[p.entrant].place, played[p.entrant].place_label = p.place, p.label
