"""A teams event's movement rebuilt from its file's matches, for an event scored elsewhere.

A USEBIO teams file lists the teams (each with its pairs or its players) and every match: the
two teams, the round, and each board's two rooms, one traveller line a room, saying which way
the first team sat (``DIRECTION``).  The site keeps a team's two pairs as ``a.NS`` and
``a.EW`` (as a teams movement names them); each match becomes one round at two tables, the
first team North-South at the first, East-West at the second, on every board of the match.
Matches keep the file's order of rounds; one whose teams already play in a round goes to the
next round free for both.  The trays are copies (``# copies: yes``), as a Swiss's are: every
match of a round may play the same deals.

Everything the movement cannot hold is refused with the element that says it: a match naming
a team the participants do not list, a team meeting itself, a board played in one room (or in
more than two), a line naming a pair of neither team.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from movements.io import format_trays
from tournaments.scoring.ranking import natural_key

from .usebio_doc import Line, Match, Section, Team
from .usebio_read import UsebioError

__all__ = ["Room", "TeamsPlan", "teams_plan"]

_LABEL = re.compile(r"^[^\s.,#]+$")


@dataclass(frozen=True)
class Room:
    """One traveller line of a match: the board, the site's pairs and the file's line."""

    board: int
    ns: str
    ew: str
    line: Line
    where: str


@dataclass(frozen=True)
class TeamsPlan:
    """The site's teams (label to the file's team), the rooms, and the movement CSV."""

    teams: dict[str, Team]
    pairs: dict[str, tuple[str, str]]  # site pair label -> (team, the file's pair number)
    rooms: tuple[Room, ...]
    csv: str
    boards_per_round: int


def _site_pairs(team: Team, where: str) -> dict[str, str]:
    """The file's pair numbers of ``team`` to the site's labels: the North-South pair (or the
    first listed) is ``team.NS``, the other ``team.EW``."""
    if len(team.pairs) > 2:
        raise UsebioError(
            f"{where}: the team lists {len(team.pairs)} pairs; the site seats a team of four "
            "as two pairs."
        )
    ordered = sorted(team.pairs, key=lambda p: (p.direction != "NS", p.direction == "EW"))
    out = {}
    for pair, side in zip(ordered, ("NS", "EW"), strict=False):
        out[pair.number] = f"{team.number}.{side}"
    return out


def _sides(match: Match, line: Line, pairs: dict[str, dict[str, str]], where: str) -> str:
    """Which way the match's first team sat on ``line``: "NS" or "EW"."""
    direction = line.direction.replace("-", "").replace(" ", "")
    direction = {"N": "NS", "E": "EW", "NORTHSOUTH": "NS", "EASTWEST": "EW"}.get(
        direction, direction
    )
    if direction in ("NS", "EW"):
        return direction
    if direction:
        raise UsebioError(f"{where}/DIRECTION: {line.direction!r} is not NS or EW.")
    if line.ns and line.ns in pairs[match.team]:
        return "NS"
    if line.ew and line.ew in pairs[match.team]:
        return "EW"
    raise UsebioError(f"{where}: the line says neither its DIRECTION nor a pair of {match.team}.")


def _pair(team: str, number: str, side: str, pairs: dict[str, dict[str, str]], where: str) -> str:
    """The site's label of the pair of ``team`` that sat ``side`` (the file's ``number``)."""
    if not number or not pairs[team]:  # a team of four players listed without pairs
        return f"{team}.{side}"
    if number not in pairs[team]:
        raise UsebioError(
            f"{where}/{side}_PAIR_NUMBER: pair {number} is not a pair of team {team}."
        )
    return pairs[team][number]


def _rooms(match: Match, pairs, where: str) -> list[Room]:
    rooms = []
    for board in match.boards:
        at = f"{where}/BOARD {board.number}"
        if len(board.lines) != 2:
            raise UsebioError(
                f"{at}: {len(board.lines)} room(s); a match's board is played in two rooms, "
                "one traveller line each."
            )
        seen = []
        for i, line in enumerate(board.lines, start=1):
            here = f"{at}/TRAVELLER_LINE {i}"
            side = _sides(match, line, pairs, here)
            ns, ew = (
                (match.team, match.opponents) if side == "NS" else (match.opponents, match.team)
            )
            rooms.append(
                Room(
                    board.number,
                    _pair(ns, line.ns, "NS", pairs, here),
                    _pair(ew, line.ew, "EW", pairs, here),
                    line,
                    here,
                )
            )
            seen.append(side)
        if sorted(seen) != ["EW", "NS"]:
            raise UsebioError(
                f"{at}: both lines say {match.team} sat {seen[0]}; in a match each team sits "
                "North-South in one room and East-West in the other."
            )
    if not rooms:
        raise UsebioError(f"{where}: the match has no BOARD.")
    return rooms


def _rounds(matches: list[Match]) -> list[int]:
    """A round for each match, in the file's order of rounds: the first round from the file's
    own in which neither team plays yet."""
    order = sorted(range(len(matches)), key=lambda i: (matches[i].round or 0, i))
    busy: dict[int, set[str]] = {}
    out = [0] * len(matches)
    for i in order:
        teams = {matches[i].team, matches[i].opponents}
        number = 1
        while busy.get(number, set()) & teams:
            number += 1
        busy.setdefault(number, set()).update(teams)
        out[i] = number
    return out


def teams_plan(section: Section) -> TeamsPlan:
    """The teams, rooms and movement of a teams section; ``UsebioError`` naming the element
    the site cannot seat."""
    teams = {}
    for team in section.participants.teams:
        if not _LABEL.match(team.number):
            raise UsebioError(
                f"EVENT/PARTICIPANTS/TEAM {team.number}: a team's TEAM_ID is one word without "
                "a full stop or comma."
            )
        if team.number in teams:
            raise UsebioError(f"EVENT/PARTICIPANTS/TEAM {team.number}: listed twice.")
        teams[team.number] = team
    if len(teams) < 2:
        raise UsebioError("EVENT/PARTICIPANTS: a teams event needs at least two TEAMs.")
    pairs = {
        label: _site_pairs(team, f"EVENT/PARTICIPANTS/TEAM {label}")
        for label, team in teams.items()
    }
    matches = list(section.matches)
    if not matches:
        raise UsebioError("EVENT: the file holds no MATCH.")
    rooms: list[list[Room]] = []
    for i, match in enumerate(matches, start=1):
        where = f"EVENT/MATCH {i}"
        for tag, team in (("TEAM", match.team), ("OPPOSING_TEAM", match.opponents)):
            if team not in teams:
                raise UsebioError(f"{where}/{tag}: team {team} is not among the participants.")
        if match.team == match.opponents:
            raise UsebioError(f"{where}: team {match.team} cannot meet itself.")
        rooms.append(_rooms(match, pairs, where))
    playing = {t for match in matches for t in (match.team, match.opponents)}
    played: dict[tuple[int, str], str] = {}
    for room in (r for group in rooms for r in group):
        for pair in (room.ns, room.ew):
            if (room.board, pair) in played:
                raise UsebioError(
                    f"{room.where}: pair {pair} plays board {room.board} twice "
                    f"(also at {played[(room.board, pair)]})."
                )
            played[(room.board, pair)] = room.where
    return TeamsPlan(
        teams=teams,
        pairs={site: (t, n) for t, by in pairs.items() for n, site in by.items()},
        rooms=tuple(r for group in rooms for r in group),
        csv=_csv(sorted(playing, key=natural_key), matches, rooms),
        boards_per_round=max(len(m.boards) for m in matches),
    )


def _csv(teams: list[str], matches: list[Match], rooms: list[list[Room]]) -> str:
    out = ["# one_winner: yes", "# copies: yes"]
    out.extend(f"# team {t}: {t}.NS {t}.EW" for t in teams)
    out.append("round,table,ns,ew,boards")
    rounds = _rounds(matches)
    tables: dict[int, int] = {}
    rows = []
    for number, group in sorted(zip(rounds, rooms, strict=True), key=lambda x: x[0]):
        seats: dict[tuple[str, str], set[int]] = {}
        for room in group:
            seats.setdefault((room.ns, room.ew), set()).add(room.board)
        for (ns, ew), boards in seats.items():
            tables[number] = tables.get(number, 0) + 1
            rows.append(
                f"{number},{tables[number]},{ns},{ew},{format_trays(tuple(sorted(boards)))}"
            )
    return "\n".join(out + rows) + "\n"
