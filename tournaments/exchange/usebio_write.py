"""Writing a USEBIO 1.2 results file from a ``Document``.

The elements are the ones the USEBIO 1.2 specification names, in the order the national
bodies' own scoring programs write them (the EBU's Compscore file in ``../shared/reference``
shows the pairs event; teams and individuals follow the same pattern): the event's heading,
its participants with their totals, places and masterpoints, each board's traveller, a team
event's matches, sessions and sections nested as ``SESSION`` > ``SECTION``, and the hand
records in ``HANDSET``.  Empty optional values are left out rather than written empty, except
a player's: every ``PLAYER`` carries the elements the national bodies' programs write for one
(its name, national and club numbers), empty where unknown, for the receivers that read them
as plain keys.  A place is the bare number (``6``), each tied participant with the same number,
as those programs write it and as the receivers read it (a whole number).
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Iterable
from decimal import Decimal

from .usebio_doc import (
    DTD_URL,
    SUITS,
    VERSION,
    Board,
    Document,
    Element,
    Event,
    HandRecord,
    Line,
    Match,
    Pair,
    Participants,
    Player,
    Result,
    Section,
    bare_place,
)

__all__ = ["write_usebio"]


def write_usebio(doc: Document) -> bytes:
    """The file's bytes (UTF-8, with the XML declaration and the DTD's doctype)."""
    root = ET.Element("USEBIO", {"Version": doc.version or VERSION})
    if doc.club is not None:
        club = ET.SubElement(root, "CLUB")
        _put(club, "CLUB_NAME", doc.club.name, keep=True)
        _put(club, "CLUB_ID_NUMBER", doc.club.number)
    for event in doc.events:
        _event(root, event)
    if doc.handset:
        handset = ET.SubElement(root, "HANDSET")
        for record in doc.handset:
            _hand_record(handset, record)
    ET.indent(root, "  ")
    body = ET.tostring(root, encoding="unicode")
    head = f'<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE USEBIO SYSTEM "{DTD_URL}">\n'
    return (head + body + "\n").encode("utf-8")


def _text(value: object) -> str:
    if value is None:
        return ""
    if isinstance(value, Decimal):
        return format(value, "f")
    return str(value)


def _put(parent: ET.Element, tag: str, value: object, *, keep: bool = False) -> ET.Element | None:
    text = _text(value)
    if not text and not keep:
        return None
    element = ET.SubElement(parent, tag)
    element.text = text
    return element


def _event(root: ET.Element, event: Event) -> None:
    node = ET.SubElement(root, "EVENT", {"EVENT_TYPE": event.event_type})
    _put(node, "EVENT_IDENTIFIER", event.identifier)
    _put(node, "EVENT_DESCRIPTION", event.description, keep=True)
    _put(node, "PROGRAM_NAME", event.program_name)
    _put(node, "PROGRAM_VERSION", event.program_version)
    _put(node, "WINNER_TYPE", event.winner_type)
    _put(node, "TITLE", event.title)
    _put(node, "DATE", event.date.strftime("%d/%m/%Y") if event.date else "")
    _put(node, "VENUE", event.venue)
    _put(node, "BOARD_SCORING_METHOD", event.board_scoring)
    _put(node, "MATCH_SCORING_METHOD", event.match_scoring)
    _put(node, "BOARDS_PLAYED", event.boards_played)
    if event.mps_awarded:
        _put(node, "MASTER_POINT_SCALE", event.mp_scale)
        _put(node, "MASTER_POINT_TYPE", event.mp_type)
    _put(node, "MPS_AWARDED_FLAG", "Y" if event.mps_awarded else "N")
    _counts(node, event)
    for element in event.kept:
        _element(node, element)
    _section_body(node, event.participants, event.boards, event.matches, event)
    for session in event.sessions:
        held = ET.SubElement(node, "SESSION", {"SESSION_ID": session.id})
        for section in session.sections:
            _section(held, section, event)


def _counts(node: ET.Element, event: Event) -> None:
    """How many sessions and sections the event had (one of each, as the national bodies'
    programs write a single session), unless the file it came from said so itself."""
    if any(e.tag in ("SESSION_COUNT", "SECTION_COUNT") for e in event.kept):
        return
    sessions = event.sessions
    _put(node, "SESSION_COUNT", len(sessions) or 1)
    _put(node, "SECTION_COUNT", max((len(s.sections) for s in sessions), default=1))


def _element(parent: ET.Element, element: Element) -> None:
    """An element kept from the file it came from, written as that file wrote it."""
    node = ET.SubElement(parent, element.tag)
    node.text = element.text
    for child in element.children:
        _element(node, child)


def _section(parent: ET.Element, section: Section, event: Event) -> None:
    node = ET.SubElement(parent, "SECTION", {"SECTION_ID": section.id})
    _section_body(node, section.participants, section.boards, section.matches, event)


def _section_body(
    node: ET.Element,
    participants: Participants,
    boards: Iterable[Board],
    matches: Iterable[Match],
    event: Event,
) -> None:
    if participants:
        _participants(node, participants)
    for match in matches:
        _match(node, match, event)
    for board in boards:
        _board(node, board, event)


def _participants(parent: ET.Element, participants: Participants) -> None:
    node = ET.SubElement(parent, "PARTICIPANTS")
    for pair in participants.pairs:
        _pair(node, pair)
    for team in participants.teams:
        held = ET.SubElement(node, "TEAM", {"TEAM_ID": team.number, "TEAM_NAME": team.name})
        _result(held, team.result)
        for pair in team.pairs:
            _pair(held, pair)
        for player in team.players:
            _player(held, player)
    for individual in participants.players:
        held = ET.SubElement(node, "PLAYER")
        _put(held, "PLAYER_NUMBER", individual.number, keep=True)
        _player_fields(held, individual.player)
        _result(held, individual.result)


def _pair(parent: ET.Element, pair: Pair) -> None:
    node = ET.SubElement(parent, "PAIR")
    _put(node, "PAIR_NUMBER", pair.number, keep=True)
    _put(node, "DIRECTION", pair.direction)
    _result(node, pair.result)
    for player in pair.players:
        _player(node, player)


def _result(node: ET.Element, result: Result) -> None:
    _put(node, "BOARDS_PLAYED", result.boards_played)
    _put(node, "TOTAL_SCORE", result.total)
    _put(node, "PERCENTAGE", result.percentage)
    _put(node, "WINS_OR_DRAWS", result.wins)
    _put(node, "PLACE", bare_place(result.place))
    if result.award is not None:
        _put(node, "MASTER_POINTS_AWARDED", result.award.points, keep=True)
        _put(node, "MASTER_POINT_TYPE", result.award.point_type)


def _player(parent: ET.Element, player: Player) -> None:
    _player_fields(ET.SubElement(parent, "PLAYER"), player)


def _player_fields(node: ET.Element, player: Player) -> None:
    _put(node, "PLAYER_NAME", player.name, keep=True)
    _put(node, "NATIONAL_ID_NUMBER", player.national_id, keep=True)
    _put(node, "CLUB_ID_NUMBER", player.club_id, keep=True)


def _match(parent: ET.Element, match: Match, event: Event) -> None:
    node = ET.SubElement(parent, "MATCH")
    _put(node, "ROUND_NUMBER", match.round)
    _put(node, "TEAM", match.team, keep=True)
    _put(node, "OPPOSING_TEAM", match.opponents, keep=True)
    _put(node, "TEAM_SCORE", match.team_score)
    _put(node, "OPPOSING_TEAM_SCORE", match.opponents_score)
    for board in match.boards:
        _board(node, board, event, in_match=True)


def _board(parent: ET.Element, board: Board, event: Event, *, in_match: bool = False) -> None:
    attrs = {} if in_match else {"EVENT_TYPE": event.event_type}
    node = ET.SubElement(parent, "BOARD", attrs)
    _put(node, "BOARD_NUMBER", board.number, keep=True)
    _put(node, "IMPS", board.imps)
    for line in board.lines:
        _line(node, line, event)


def _line(parent: ET.Element, line: Line, event: Event) -> None:
    node = ET.SubElement(parent, "TRAVELLER_LINE")
    _put(node, "DIRECTION", line.direction)
    if line.seats is not None:
        for seat, number in zip("NESW", line.seats, strict=True):
            _put(node, f"{seat}_PLAYER_NUMBER", number, keep=True)
    else:
        _put(node, "NS_PAIR_NUMBER", line.ns, keep=True)
        _put(node, "EW_PAIR_NUMBER", line.ew, keep=True)
    _put(node, "CONTRACT", line.contract)
    _put(node, "PLAYED_BY", line.declarer)
    _put(node, "LEAD", line.lead)
    _put(node, "TRICKS", line.tricks)
    _put(node, "SCORE", line.score, keep=True)
    ns_tag, ew_tag = event.figures
    _put(node, ns_tag, line.ns_figure)
    _put(node, ew_tag, line.ew_figure)


def _hand_record(parent: ET.Element, record: HandRecord) -> None:
    node = ET.SubElement(parent, "BOARD")
    _put(node, "BOARD_NUMBER", record.board, keep=True)
    for hand in record.hands:
        held = ET.SubElement(node, "HAND")
        _put(held, "DIRECTION", hand.direction, keep=True)
        holding = dict(
            zip(SUITS, (hand.spades, hand.hearts, hand.diamonds, hand.clubs), strict=True)
        )
        for suit in ("CLUBS", "DIAMONDS", "HEARTS", "SPADES"):
            _put(held, suit, holding[suit], keep=True)
