"""A teams file's own figures against the site's scoring of its matches.

Both sides are USEBIO sections: the file's, and the one the site writes for the imported event
(``standings.usebio_forms.teams_section``).  Every figure the file gives and the site does not
reproduce is a ``Difference`` named by its element: a team's place, total or matches won, a
match's two scores, a board's IMPs.  A match is found by its two teams whichever the file
names first (two teams meeting twice: their meetings in the order of their rounds); the
site's figures are then read from the file's first team's side.  A bye (a MATCH without
opponents) has no figures of its own: it is in the team's total.
"""

from __future__ import annotations

from decimal import Decimal

from .compare import Difference
from .usebio_doc import Match, Result, Section

__all__ = ["team_differences"]


def _number(value: Decimal | None) -> str:
    return "(none)" if value is None else f"{value.normalize():f}"


def _place(text: str) -> str:
    return text.replace("=", "").strip()


def _figure(
    where: str, what: str, in_file: Decimal | None, here: Decimal | None
) -> list[Difference]:
    if in_file is None or (here is not None and Decimal(in_file) == Decimal(here)):
        return []
    return [Difference(where, what, _number(in_file), _number(here))]


def _team(where: str, in_file: Result, here: Result | None) -> list[Difference]:
    if here is None:  # a team that played no match: nothing to compare unless it is placed
        if not in_file.place and in_file.total is None:
            return []
        return [Difference(where, "PLACE", in_file.place or "(none)", "no match played")]
    found = []
    if in_file.place and _place(in_file.place) != _place(here.place):
        found.append(Difference(where, "PLACE", in_file.place, here.place or "(none)"))
    found += _figure(where, "TOTAL_SCORE", in_file.total, here.total)
    found += _figure(where, "WINS_OR_DRAWS", in_file.wins, here.wins)
    return found


def _match(where: str, in_file: Match, here: Match | None) -> list[Difference]:
    if here is None:
        return [Difference(where, "MATCH", "played", "no board compared in both rooms")]
    same = here.team == in_file.team
    ours, theirs = (
        (here.team_score, here.opponents_score) if same else (here.opponents_score, here.team_score)
    )
    found = _figure(where, "TEAM_SCORE", in_file.team_score, ours)
    found += _figure(where, "OPPOSING_TEAM_SCORE", in_file.opponents_score, theirs)
    boards = {b.number: b.imps for b in here.boards}
    for board in in_file.boards:
        imps = boards.get(board.number)
        if imps is not None and not same:
            imps = -imps
        found += _figure(f"{where}/BOARD {board.number}", "IMPS", board.imps, imps)
    return found


def team_differences(in_file: Section, here: Section) -> list[Difference]:
    """Every figure of the file's teams and matches the site's section does not give."""
    teams = {t.number: t.result for t in here.participants.teams}
    found = []
    for team in in_file.participants.teams:
        found += _team(f"TEAM {team.number}", team.result, teams.get(team.number))
    meetings: dict[frozenset[str], list[Match]] = {}
    for match in sorted(here.matches, key=lambda x: x.round or 0):
        meetings.setdefault(frozenset((match.team, match.opponents)), []).append(match)
    played = [(i, x) for i, x in enumerate(in_file.matches, start=1) if x.opponents]
    for i, match in sorted(played, key=lambda pair: (pair[1].round or 0, pair[0])):
        where = f"MATCH {i} ({match.team} v {match.opponents})"
        ours = meetings.get(frozenset((match.team, match.opponents))) or []
        here_too = ours.pop(0) if len(ours) > 1 else (ours[0] if ours else None)
        found += _match(where, match, here_too)
    return sorted(found, key=lambda d: _order(d.where))


def _order(where: str) -> tuple[int, int]:
    """Teams first, then matches in the file's order (a match's boards after it)."""
    if not where.startswith("MATCH "):
        return (0, 0)
    number = where.split()[1]
    return (1, int(number) if number.isdigit() else 0)
