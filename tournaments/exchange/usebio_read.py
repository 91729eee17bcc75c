"""Reading a USEBIO results file strictly: every problem is an error naming its element.

A file another program wrote becomes an event on the site only when every figure in it reads:
broken XML, a board number that is not a number, a score that is neither points nor an
artificial score, tricks beyond 13, a traveller naming a pair the participants do not list.
The message says where (``EVENT/BOARD 12/TRAVELLER_LINE 3/SCORE``) and what, so the scorer
can find the line in the other program.

The XML is read with the standard library's parser, refusing entity declarations (a file that
defines entities is refused before any is expanded) and files over ``MAX_BYTES``.
"""

from __future__ import annotations

import datetime as dt
import pyexpat
import re
import xml.etree.ElementTree as ET
from collections.abc import Iterable
from typing import NoReturn

from said import Said
from tournaments.scoring.types import Adjustment

from .usebio_doc import (
    EVENT_TYPES,
    SUITS,
    Board,
    Club,
    Document,
    Event,
    Hand,
    HandRecord,
    Line,
    Match,
    Participants,
    Section,
    Session,
)
from .usebio_kept import kept_of
from .usebio_node import Node, UsebioError, attr
from .usebio_participants import number_of
from .usebio_participants import participants as read_participants

__all__ = ["UsebioError", "MAX_BYTES", "read_usebio", "parse_score"]

MAX_BYTES = 10 * 1024 * 1024
_DATE_FORMATS = ("%d/%m/%Y", "%Y-%m-%d", "%d/%m/%y")
_POINTS = re.compile(r"^-?\d{1,5}$")


def read_usebio(data: bytes | str) -> Document:
    """The document in ``data`` (the file's bytes), or a ``UsebioError`` saying what is wrong."""
    raw = data.encode("utf-8") if isinstance(data, str) else data
    if len(raw) > MAX_BYTES:
        raise UsebioError(
            Said(
                "The file is %(count_raw)s bytes, over the %(MAX_BYTES)s a file may be.",
                count_raw=format(len(raw), ","),
                MAX_BYTES=format(MAX_BYTES, ","),
            )
        )
    root = Node(_parse(raw), "USEBIO")
    if root.element.tag != "USEBIO":
        raise UsebioError(
            Said("This is not a USEBIO file: its root element is %(tag)s.", tag=root.element.tag)
        )
    club = root.children("CLUB")
    events = root.children("EVENT")
    if not events:
        raise UsebioError(Said("USEBIO: the file holds no EVENT."))
    return Document(
        club=Club(club[0].text("CLUB_NAME"), club[0].text("CLUB_ID_NUMBER")) if club else None,
        events=tuple(_event(node) for node in events),
        handset=_handset(root),
        version=root.element.get("Version", ""),
    )


def _parse(raw: bytes) -> ET.Element:
    """The root element; first a pass with expat alone, which refuses entity declarations
    (nothing is expanded) and says where the XML breaks."""
    scan = pyexpat.ParserCreate()

    def refuse_entities(name: str, *args: object) -> NoReturn:
        raise UsebioError(
            Said("The file declares the entity %(name)s; USEBIO files need none.", name=repr(name))
        )

    scan.EntityDeclHandler = refuse_entities
    try:
        scan.Parse(raw, True)
    except pyexpat.ExpatError as exc:
        raise UsebioError(
            Said(
                "The file is not well-formed XML (line %(lineno)s, column %(value)s): %(value2)s.",
                lineno=exc.lineno,
                value=exc.offset + 1,
                value2=pyexpat.ErrorString(exc.code),
            )
        ) from None
    return ET.fromstring(raw)


def _event(node: Node) -> Event:
    event_type = node.element.get("EVENT_TYPE", "").strip().upper()
    if event_type not in EVENT_TYPES:
        shown = event_type or "(none)"
        raise UsebioError(
            Said(
                "%(where)s: EVENT_TYPE %(shown)s is not one this site reads.",
                where=node.where,
                shown=shown,
            )
        )
    winner = node.whole("WINNER_TYPE", 1, 2) or 1
    method = node.text("BOARD_SCORING_METHOD").upper()
    probe = Event(event_type, board_scoring=method)
    sessions = tuple(
        Session(
            s.element.get("SESSION_ID", "").strip(),
            tuple(
                _section(sec, sec.element.get("SECTION_ID", "").strip(), probe, winner)
                for sec in s.children("SECTION", attr("SECTION_ID"))
            ),
        )
        for s in node.children("SESSION", attr("SESSION_ID"))
    )
    own = _section(node, "", probe, winner)
    return Event(
        event_type=event_type,
        description=node.text("EVENT_DESCRIPTION"),
        identifier=node.text("EVENT_IDENTIFIER"),
        program_name=node.text("PROGRAM_NAME"),
        program_version=node.text("PROGRAM_VERSION"),
        winner_type=winner,
        title=node.text("TITLE"),
        date=_date(node),
        venue=node.text("VENUE"),
        board_scoring=method,
        match_scoring=node.text("MATCH_SCORING_METHOD").upper(),
        boards_played=node.whole("BOARDS_PLAYED", 0, 10_000),
        mp_scale=node.text("MASTER_POINT_SCALE"),
        mp_type=node.text("MASTER_POINT_TYPE"),
        mps_awarded=node.text("MPS_AWARDED_FLAG").upper() == "Y",
        kept=kept_of(node.element),
        participants=own.participants,
        boards=own.boards,
        matches=own.matches,
        sessions=sessions,
    )


def _date(node: Node) -> dt.date | None:
    text = node.text("DATE")
    if not text:
        return None
    for fmt in _DATE_FORMATS:
        try:
            return dt.datetime.strptime(text, fmt).date()
        except ValueError:
            continue
    raise UsebioError(
        Said(
            "%(value)s: %(text)s is not a date like 27/07/2022.",
            value=node.at("DATE"),
            text=repr(text),
        )
    )


def _section(node: Node, ident: str, event: Event, winner: int) -> Section:
    holders = node.children("PARTICIPANTS")
    participants = read_participants(holders[0]) if holders else Participants()
    boards = tuple(_board(b, event) for b in node.children("BOARD", _board_name))
    matches = tuple(_match(m, event) for m in node.children("MATCH"))
    section = Section(ident, participants, boards, matches)
    _check_travellers(section, winner, node.where)
    return section


def _board_name(node: Node) -> str:
    return node.text("BOARD_NUMBER")


def _board(node: Node, event: Event) -> Board:
    number = node.whole("BOARD_NUMBER", 1, 9999)
    if number is None:
        raise UsebioError(Said("%(where)s: the board has no BOARD_NUMBER.", where=node.where))
    lines = tuple(_line(line, event) for line in node.children("TRAVELLER_LINE"))
    return Board(number, lines, node.decimal("IMPS"))


def _line(node: Node, event: Event) -> Line:
    north, east, south, west = (node.text(f"{s}_PLAYER_NUMBER") for s in "NESW")
    seats = (north, east, south, west)
    ns_tag, ew_tag = event.figures
    score = node.text("SCORE")
    parse_score(score, node.at("SCORE"))
    return Line(
        ns=node.text("NS_PAIR_NUMBER"),
        ew=node.text("EW_PAIR_NUMBER"),
        seats=seats if any(seats) else None,
        direction=node.text("DIRECTION").upper(),
        contract=node.text("CONTRACT"),
        declarer=_declarer(node),
        lead=node.text("LEAD"),
        tricks=node.whole("TRICKS", 0, 13),
        score=score,
        ns_figure=node.decimal(ns_tag),
        ew_figure=node.decimal(ew_tag),
    )


def _declarer(node: Node) -> str:
    text = node.text("PLAYED_BY").upper()
    if text and text[0] not in "NESW":
        raise UsebioError(
            Said(
                "%(value)s: %(text)s is not N, E, S or W.",
                value=node.at("PLAYED_BY"),
                text=repr(text),
            )
        )
    return text[:1]


def parse_score(text: str, where: str) -> tuple[int | None, Adjustment | None]:
    """A traveller's SCORE: North-South points (or tricks), or an artificial score."""
    text = text.strip()
    if not text:
        return None, None
    if _POINTS.match(text):
        return int(text), None
    try:
        return None, Adjustment.parse(text)
    except ValueError:
        raise UsebioError(
            Said(
                "%(where)s: %(text)s is not a score (points such as -420, or an artificial score "
                "such as A5050, AVE+ or NP).",
                where=where,
                text=repr(text),
            )
        ) from None


def _match(node: Node, event: Event) -> Match:
    """A match, or a bye: a MATCH naming its TEAM and no OPPOSING_TEAM nor BOARD."""
    team, opponents = node.text("TEAM"), node.text("OPPOSING_TEAM")
    boards = tuple(_board(b, event) for b in node.children("BOARD", _board_name))
    if not team or not (opponents or not boards):
        raise UsebioError(
            Said("%(where)s: a match names its TEAM and OPPOSING_TEAM.", where=node.where)
        )
    return Match(
        round=node.whole("ROUND_NUMBER", 0, 999),
        team=team,
        opponents=opponents,
        team_score=node.decimal("TEAM_SCORE"),
        opponents_score=node.decimal("OPPOSING_TEAM_SCORE"),
        boards=boards,
    )


def _check_travellers(section: Section, winner: int, within: str) -> None:
    """Every traveller line names participants the section (or, without participants of
    its own, nobody: the event's) lists.  A match's line may name its room by the way the
    match's first team sat (``DIRECTION``) alone, as teams travellers are written: the two
    teams then say who sat where."""
    people = section.participants
    if not people:
        return
    pairs = {p.number for p in people.pairs} | {p.number for t in people.teams for p in t.pairs}
    sided = {(p.direction, p.number) for p in people.pairs} if winner == 2 else set()
    players = {p.number for p in people.players}
    boards = [(b, False) for b in section.boards]
    boards += [(b, True) for match in section.matches for b in match.boards]
    for board, in_match in boards:
        for i, line in enumerate(board.lines, start=1):
            where = f"{within}/BOARD {board.number}/TRAVELLER_LINE {i}"
            if line.seats is not None:
                _known(players, line.seats, "player", f"{where}/N_PLAYER_NUMBER", "NESW")
                continue
            for side, number in (("NS", line.ns), ("EW", line.ew)):
                tag = f"{where}/{side}_PAIR_NUMBER"
                if not number and in_match and line.direction:
                    continue  # a match's room named by the way its first team sat
                if not number:
                    raise UsebioError(
                        Said("%(tag)s: the line names no %(side)s pair.", tag=tag, side=side)
                    )
                if pairs and number not in pairs:
                    raise UsebioError(
                        Said(
                            "%(tag)s: pair %(number)s is not among the participants.",
                            tag=tag,
                            number=number,
                        )
                    )
                if sided and (side, number) not in sided and ("", number) not in sided:
                    raise UsebioError(
                        Said(
                            "%(tag)s: pair %(number)s is not a %(side)s pair.",
                            tag=tag,
                            number=number,
                            side=side,
                        )
                    )


def _known(players: set[str], seats: Iterable[str], what: str, where: str, order: str) -> None:
    for seat, number in zip(order, seats, strict=True):
        if players and number not in players:
            at = where.replace("N_PLAYER", f"{seat}_PLAYER")
            raise UsebioError(
                Said(
                    "%(at)s: %(what)s %(value)s is not among the participants.",
                    at=at,
                    what=what,
                    value=number or "(none)",
                )
            )


def _handset(root: Node) -> tuple[HandRecord, ...]:
    records = []
    for holder in root.children("HANDSET"):
        for board in holder.children("BOARD", _board_name):
            number = board.whole("BOARD_NUMBER", 1, 9999)
            if number is None:
                raise UsebioError(
                    Said("%(where)s: the hand record has no BOARD_NUMBER.", where=board.where)
                )
            hands = tuple(
                Hand(h.text("DIRECTION"), *(h.text(suit) for suit in SUITS))
                for h in board.children("HAND", number_of("DIRECTION"))
            )
            records.append(HandRecord(number, hands))
    return tuple(records)
