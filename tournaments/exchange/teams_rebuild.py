"""A teams event's movement rebuilt from its file's matches, for an event scored elsewhere.

A USEBIO teams file lists the teams (each with its pairs or its players) and every match: the
two teams, the round, and each board's two rooms, one traveller line a room, saying which way
the first team sat (``DIRECTION``).  The site keeps a team's pairs as ``a.NS`` and ``a.EW``
(as a teams movement names them; ``exchange.teams_pairs`` reads which pair sat in a room,
and names the further pairs of a team of five or six); each match becomes one round at two
tables, on every board of the match.  Matches keep the file's order of rounds; one whose
teams already play in a round goes to the next round free for both.  Each round is its own
match (``# options: match_per_round``), so two teams meeting twice (a second stanza, or a
long match in halves) play two matches, as the file scored them.  The trays are copies
(``# copies: yes``), as a Swiss's are: every match of a round may play the same deals.

A team that sits a round out has a bye (``exchange.teams_byes``).

Everything the movement cannot hold is refused with the element that says it: a match naming
a team the participants do not list, a team meeting itself, a board played in one room (or in
more than two), a line naming a pair of neither team.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass

from movements.io import format_trays
from said import Said
from tournaments.scoring.ranking import natural_key

from .teams_byes import byes_of
from .teams_pairs import TeamPairs
from .usebio_doc import Line, Match, Player, Section, Team
from .usebio_node import UsebioError

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
    """The site's teams (label to the file's team), each site pair's players, the rooms, the
    byes (team to count) and the movement's rows."""

    teams: dict[str, Team]
    players: dict[str, tuple[Player, ...]]  # site pair label -> its players
    rooms: tuple[Room, ...]
    rows: tuple[str, ...]
    boards_per_round: int
    byes: dict[str, int]

    def csv(self, bye_vps: int = 0) -> str:
        """The movement; with ``bye_vps``, each bye scores them (none: no bye is counted)."""
        options = [["match_per_round", "yes"]]
        if bye_vps and self.byes:
            listed = " ".join(t for t, n in sorted(self.byes.items()) for _ in range(n))
            options += [["byes", listed], ["bye_vps", str(bye_vps)]]
        head = ["# one_winner: yes", "# copies: yes", f"# options: {json.dumps(options)}"]
        pairs: dict[str, list[str]] = {}
        for row in self.rows[1:]:
            for label in row.split(",")[2:4]:
                pairs.setdefault(label.split(".")[0], [])
                if label not in pairs[label.split(".")[0]]:
                    pairs[label.split(".")[0]].append(label)
        for team in sorted(pairs, key=natural_key):
            head.append(f"# team {team}: {' '.join(sorted(pairs[team], key=_pair_order))}")
        return "\n".join(head + list(self.rows)) + "\n"


def _pair_order(label: str) -> tuple[int, tuple[tuple[int, int, str], ...]]:
    tail = label.split(".")[-1]
    return ({"NS": 1, "EW": 2}.get(tail, 3), natural_key(tail))


def _sides(match: Match, line: Line, pairs: dict[str, TeamPairs], where: str) -> str:
    """Which way the match's first team sat on ``line``: "NS" or "EW"."""
    direction = line.direction.replace("-", "").replace("/", "").replace(" ", "")
    direction = {"N": "NS", "E": "EW", "NORTHSOUTH": "NS", "EASTWEST": "EW"}.get(
        direction, direction
    )
    if direction in ("NS", "EW"):
        return direction
    if direction:
        raise UsebioError(
            Said(
                "%(where)s/DIRECTION: %(direction)s is not NS or EW.",
                where=where,
                direction=repr(line.direction),
            )
        )
    for side in ("NS", "EW"):
        if pairs[match.team].owns(line, side):
            return side
    raise UsebioError(
        Said(
            "%(where)s: the line says neither its DIRECTION nor a pair of %(team)s.",
            where=where,
            team=match.team,
        )
    )


def _rooms(match: Match, pairs: dict[str, TeamPairs], where: str) -> list[Room]:
    rooms = []
    for board in match.boards:
        at = f"{where}/BOARD {board.number}"
        if len(board.lines) != 2:
            raise UsebioError(
                Said(
                    "%(at)s: %(count_lines)s room(s); a match's board is played in two rooms, "
                    "one traveller line each.",
                    at=at,
                    count_lines=len(board.lines),
                )
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
                    pairs[ns].label(line, "NS", here),
                    pairs[ew].label(line, "EW", here),
                    line,
                    here,
                )
            )
            seen.append(side)
        if sorted(seen) != ["EW", "NS"]:
            raise UsebioError(
                Said(
                    "%(at)s: both lines say %(team)s sat %(seen)s; in a match each team sits "
                    "North-South in one room and East-West in the other.",
                    at=at,
                    team=match.team,
                    seen=seen[0],
                )
            )
    if not rooms:
        raise UsebioError(Said("%(where)s: the match has no BOARD.", where=where))
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


def _teams(section: Section) -> dict[str, Team]:
    teams = {}
    for team in section.participants.teams:
        if not _LABEL.match(team.number):
            raise UsebioError(
                Said(
                    "EVENT/PARTICIPANTS/TEAM %(number)s: a team's TEAM_ID is one word without a "
                    "full stop or comma.",
                    number=team.number,
                )
            )
        if team.number in teams:
            raise UsebioError(
                Said("EVENT/PARTICIPANTS/TEAM %(number)s: listed twice.", number=team.number)
            )
        teams[team.number] = team
    if len(teams) < 2:
        raise UsebioError(Said("EVENT/PARTICIPANTS: a teams event needs at least two TEAMs."))
    return teams


def teams_plan(section: Section) -> TeamsPlan:
    """The teams, rooms and movement of a teams section; ``UsebioError`` naming the element
    the site cannot seat."""
    teams = _teams(section)
    pairs = {
        label: TeamPairs(team, f"EVENT/PARTICIPANTS/TEAM {label}") for label, team in teams.items()
    }
    numbered = list(enumerate(section.matches, start=1))
    for i, match in numbered:
        where = f"EVENT/MATCH {i}"
        if match.team not in teams:
            raise UsebioError(
                Said(
                    "%(where)s/TEAM: team %(team)s is not among the participants.",
                    where=where,
                    team=match.team,
                )
            )
    matches = [(i, x) for i, x in numbered if x.opponents]
    if not matches:
        raise UsebioError(Said("EVENT: the file holds no MATCH."))
    rooms: list[list[Room]] = []
    for i, match in matches:
        where = f"EVENT/MATCH {i}"
        if match.opponents not in teams:
            raise UsebioError(
                Said(
                    "%(where)s/OPPOSING_TEAM: team %(opponents)s is not among the participants.",
                    where=where,
                    opponents=match.opponents,
                )
            )
        if match.team == match.opponents:
            raise UsebioError(
                Said("%(where)s: team %(team)s cannot meet itself.", where=where, team=match.team)
            )
        rooms.append(_rooms(match, pairs, where))
    played: dict[tuple[int, str], str] = {}
    for room in (r for group in rooms for r in group):
        for pair in (room.ns, room.ew):
            if (room.board, pair) in played:
                raise UsebioError(
                    Said(
                        "%(where)s: pair %(pair)s plays board %(board)s twice (also at "
                        "%(played)s).",
                        where=room.where,
                        pair=pair,
                        board=room.board,
                        played=played[(room.board, pair)],
                    )
                )
            played[(room.board, pair)] = room.where
    playing = [x for _i, x in matches]
    return TeamsPlan(
        teams=teams,
        players={label: p for by in pairs.values() for label, p in by.players.items()},
        rooms=tuple(r for group in rooms for r in group),
        rows=_rows(playing, rooms),
        boards_per_round=max(len(x.boards) for x in playing),
        byes=byes_of(section.matches),
    )


def _rows(matches: list[Match], rooms: list[list[Room]]) -> tuple[str, ...]:
    rows = ["round,table,ns,ew,boards"]
    tables: dict[int, int] = {}
    for number, group in sorted(zip(_rounds(matches), rooms, strict=True), key=lambda x: x[0]):
        seats: dict[tuple[str, str], set[int]] = {}
        for room in group:
            seats.setdefault((room.ns, room.ew), set()).add(room.board)
        for (ns, ew), boards in seats.items():
            tables[number] = tables.get(number, 0) + 1
            rows.append(
                f"{number},{tables[number]},{ns},{ew},{format_trays(tuple(sorted(boards)))}"
            )
    return tuple(rows)
