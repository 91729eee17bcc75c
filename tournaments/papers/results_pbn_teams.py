"""A finished bridge teams event's results as a PBN 2.1 file: every tray of every match as two
games, one a room.

PBN records a team match room by room.  Each game names its ``Room`` ("Open": the home team's
pair holds the North-South cards; "Closed": the visitors' pair does), the ``HomeTeam`` and
``VisitTeam``, the match's ``Round``, the players in their seats (a pair's first player North
or East), the table's ``Contract``, ``Declarer``, tricks
(``Result``) and ``Score`` ("NS 420"), and, scored by IMPs, the board's swing from that
table's North-South side (``ScoreIMP``: "NS 6" in the open room, "NS -6" in the closed).  The
open room's game carries the board's two lines in a ``ScoreTable`` (with ``IMP_NS``/``IMP_EW``,
or at board-a-match the board points as ``MP_NS``/``MP_EW``); the last game of each match the
match's ``TotalScoreTable``; the first game of the file the event's ranking: ``TotalIMP`` (the
IMPs won) and the site's own ``NetIMP``, ``TotalVP`` on victory points, ``TotalMP`` (the board
points) at board-a-match, ``TotalScore`` (the points won on balance) at total points.

The figures are the event's ``TeamScores``, as its standings page shows them: a ruling that
gives each team its own figure is written as given.  A tray left out of a match (one table did
not play it) is not written.
"""

from __future__ import annotations

from dataclasses import replace
from decimal import Decimal
from fractions import Fraction

from said import Said
from tournaments import models as m
from tournaments.deals import pbn
from tournaments.exchange.figures import two_places
from tournaments.exchange.pbn_tables import NONE, quote, rooms_table, table
from tournaments.papers.deals import pbn_board, pbn_header, stored, undealt_board
from tournaments.scoring.explain import figure
from tournaments.standings import scores_for
from tournaments.standings.team_rows import AGGREGATE, BOARDS, IMPS, VPS, Comparison, TeamMatch
from tournaments.standings.teams import TeamScores
from tournaments.standings.usebio import ExportRefused
from tournaments.standings.usebio_lines import line_of, players_of

__all__ = ["teams_pbn"]

OPEN, CLOSED = "Open", "Closed"
SCORING = {IMPS: "IMP", VPS: "IMP", BOARDS: "BAM", AGGREGATE: "TotalPoints"}
# The column of a match's or the event's total, by how the teams are ranked.
TOTAL = {IMPS: "TotalIMP", VPS: "TotalIMP", BOARDS: "TotalMP", AGGREGATE: "TotalScore"}
# The ScoreTable's figures of a board, by mode (none at total points: the scores say it).
BOARD_FIGURES = {IMPS: "IMP", VPS: "IMP", BOARDS: "MP"}


def teams_pbn(event: m.Event) -> str:
    """The PBN file of a finished bridge teams event (checked finished by the caller)."""
    scores = scores_for(event)
    players = players_of(scores.pairs.values())
    deals = {d.tray.number: d for d in stored(event)}
    trays = {t.number: t for t in event.trays.all()}
    games: list[dict] = []
    numbers = _match_rounds(scores.matches)
    for match in scores.matches:
        played = sorted(match.played, key=lambda c: c.tray)
        for c in played:
            deal = deals.get(c.tray)
            board = pbn_board(deal, event) if deal is not None else undealt_board(trays[c.tray])
            games += _rooms(scores, match, c, board, players, numbers[id(match)])
        if played:
            games[-1]["tables"] = games[-1].get("tables", []) + match_table(scores, match)
    if not games:
        raise ExportRefused(
            Said(
                "%(name)s has no tray played at both tables of a match: a team board is written with its two rooms.",
                name=event.name,
            )
        )
    games[0]["tables"] = ranking_table(scores) + games[0].get("tables", [])
    header = replace(pbn_header(event), scoring=SCORING[scores.mode])
    return pbn.write(header, games)


def _match_rounds(matches: list[TeamMatch]) -> dict[int, int]:
    """Each match's round of the event, 1, 2, ...: matches that begin in the same round of the
    movement share a number (a Swiss round's matches), though a match's two rooms may play a
    tray in different rounds of the movement (the trays exchanged halfway)."""
    first = {
        id(match): min(r.seating.round.number for c in match.played for r in (c.home_ns, c.away_ns))
        for match in matches
        if match.played
    }
    order = {start: n for n, start in enumerate(sorted(set(first.values())), start=1)}
    return {key: order[start] for key, start in first.items()}


def _rooms(
    scores: TeamScores, match: TeamMatch, c: Comparison, board: dict, players: dict, number: int
) -> list[dict]:
    """The open and closed rooms' games of one tray of a match, with the players' names."""
    home, away = scores.teams[match.home], scores.teams[match.away]
    imps = scores.mode in (IMPS, VPS)
    games = []
    for room, result, ns_figure in ((OPEN, c.home_ns, c.home_figure), (CLOSED, c.away_ns, c.away_figure)):  # fmt: skip
        tags = [_tag("Score", f"NS {result.ns_score}")] if _played(result) else []
        if imps and ns_figure is not None:
            tags.append(_tag("ScoreIMP", f"NS {figure(ns_figure)}"))
        tags += [
            _tag("Competition", "Teams"),
            _tag("Round", str(number)),
            _tag("Room", room),
            _tag("HomeTeam", _name(home)),
            _tag("VisitTeam", _name(away)),
        ]
        seats = _seats(result.seating, players)
        games.append({**board, **_contract(result), "players": seats, "tags": tags, "tables": []})
    games[0]["tables"] = _board_table(scores, c)
    return games


def _seats(seating: m.Seating, players: dict) -> dict[str, str]:
    """Each seat's player: a pair's first player North (East), its second South (West)."""
    out = {}
    for pair, seats in ((seating.ns, ("North", "South")), (seating.ew, ("East", "West"))):
        for seat, player in zip(seats, players.get(pair.pk, ()), strict=False):
            out[seat] = player.name
    return out


def _board_table(scores: TeamScores, c: Comparison) -> list[str]:
    """The tray's two lines, each with the figures of the teams at that table."""
    from_home = _decimal(c.home_figure), _decimal(c.away_figure)
    rooms = []
    for room, result, (ns, ew) in ((OPEN, c.home_ns, from_home), (CLOSED, c.away_ns, from_home[::-1])):  # fmt: skip
        seating = result.seating
        line = line_of(result, None, ns=seating.ns.label, ew=seating.ew.label)
        rooms.append((room, replace(line, ns_figure=ns, ew_figure=ew)))
    return rooms_table(rooms, BOARD_FIGURES.get(scores.mode, ""))


def _played(result: m.Result) -> bool:
    return not result.adjustment and result.ns_score is not None


def _contract(result: m.Result) -> dict:
    """The game's contract, declarer and tricks; an assigned score has none ("?" is written)."""
    if not _played(result):
        return {}
    if result.contract.upper() == "PASS":
        return {"contract": "Pass", "declarer": "", "result": ""}
    return {
        "contract": result.contract,
        "declarer": result.declarer,
        "result": str(result.tricks_taken),
    }


def match_table(scores: TeamScores, match: TeamMatch) -> list[str]:
    """The match's ``TotalScoreTable``: each team's score in it (IMPs, board points or
    points won), the winner ranked first."""
    rows = []
    for team in (match.home, match.away):
        rank = "1" if match.winner in (None, team) else "2"
        ours = match.score_for(team)[0]
        rows.append([rank, team, quote(_name(scores.teams[team])), figure(ours), str(len(match.played))])  # fmt: skip
    rows.sort(key=lambda row: row[0])
    columns = [("Rank", 2, "R"), ("PairId", 3, "R"), ("Names", 20, "L")]
    columns += [(TOTAL[scores.mode], 6, "R"), ("NrBoards", 2, "R")]
    return table("TotalScoreTable", columns, rows)


def ranking_table(scores: TeamScores) -> list[str]:
    """The event's ranking: every team in order of place (the unplaced last), with what ranked
    it and the boards it played."""
    boards: dict[str, int] = {}
    for t in scores.matches:
        for team in (t.home, t.away):
            boards[team] = boards.get(team, 0) + len(t.played)
    mode = scores.mode
    columns = [("Rank", 3, "R"), ("PairId", 3, "R"), ("Names", 20, "L")]
    if mode == VPS:
        columns.append(("TotalVP", 7, "R"))
    columns.append((TOTAL[mode], 7, "R"))
    if mode in (IMPS, VPS):
        columns.append(("NetIMP", 6, "R"))
    columns.append(("NrBoards", 3, "R"))
    rows = []
    for row in scores.standings:
        label = row.team.label
        cells = [str(row.place) if row.place else NONE, label, quote(_name(row.team))]
        if mode == VPS:
            cells.append(NONE if row.vps is None else format(row.vps, "f"))
        if mode in (IMPS, VPS):
            cells += [figure(row.imps_for), figure(row.net)]
        else:
            total = row.board_points if mode == BOARDS else row.net
            cells.append(NONE if total is None else figure(total))
        cells.append(str(boards.get(label, 0)))
        rows.append(cells)
    return table("TotalScoreTable", columns, rows)


def _name(team: m.Entrant) -> str:
    return team.name or team.code


def _decimal(value: int | Fraction | None) -> Decimal | None:
    return None if value is None else two_places(value)


def _tag(name: str, value: str) -> str:
    return f"[{name} {quote(value)}]"
