"""A small reader for USEBIO 1.2 results files (the EBU's XML results format).

It reads what re-scoring needs: each board's traveller lines (pairs, contract, declarer, tricks,
score and the published match points) and each pair's published total, percentage and place.
It takes the XML text, not a path, so the scoring package stays free of I/O.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from dataclasses import dataclass
from decimal import Decimal

from .types import Adjustment, Result

__all__ = ["TravellerLine", "Board", "Participant", "UsebioEvent", "parse_usebio", "to_results"]


@dataclass(frozen=True)
class TravellerLine:
    board: int
    ns: str
    ew: str
    contract: str
    declarer: str
    lead: str
    tricks: int | None
    score: str  # as written: "-400", or an artificial score such as "A5050"
    ns_mp: Decimal | None
    ew_mp: Decimal | None

    @property
    def adjustment(self) -> Adjustment | None:
        """The artificial score this line carries, or None for a real score."""
        text = self.score.strip()
        if text.lstrip("-").isdigit():
            return None
        return Adjustment.parse(text)


@dataclass(frozen=True)
class Board:
    number: int
    lines: tuple[TravellerLine, ...]


@dataclass(frozen=True)
class Participant:
    number: str
    direction: str
    total: Decimal | None
    percentage: Decimal | None
    place: str


@dataclass(frozen=True)
class UsebioEvent:
    event_type: str
    description: str
    winner_type: str
    participants: tuple[Participant, ...]
    boards: tuple[Board, ...]


def _text(node: ET.Element, tag: str) -> str:
    return (node.findtext(tag) or "").strip()


def _decimal(text: str) -> Decimal | None:
    return Decimal(text) if text else None


def _line(board: int, node: ET.Element) -> TravellerLine:
    tricks = _text(node, "TRICKS")
    return TravellerLine(
        board=board,
        ns=_text(node, "NS_PAIR_NUMBER"),
        ew=_text(node, "EW_PAIR_NUMBER"),
        contract=_text(node, "CONTRACT"),
        declarer=_text(node, "PLAYED_BY"),
        lead=_text(node, "LEAD"),
        tricks=int(tricks) if tricks else None,
        score=_text(node, "SCORE"),
        ns_mp=_decimal(_text(node, "NS_MATCH_POINTS")),
        ew_mp=_decimal(_text(node, "EW_MATCH_POINTS")),
    )


def parse_usebio(xml_text: str | bytes) -> UsebioEvent:
    """Read the first EVENT of a USEBIO document; boards without traveller lines are left out."""
    root = ET.fromstring(xml_text)
    event = root.find("EVENT")
    if event is None:
        raise ValueError("not a USEBIO results file: no EVENT element")
    participants = tuple(
        Participant(
            number=_text(pair, "PAIR_NUMBER"),
            direction=_text(pair, "DIRECTION"),
            total=_decimal(_text(pair, "TOTAL_SCORE")),
            percentage=_decimal(_text(pair, "PERCENTAGE")),
            place=_text(pair, "PLACE"),
        )
        for pair in event.iter("PAIR")
    )
    boards = []
    for node in event.iter("BOARD"):
        number = int(_text(node, "BOARD_NUMBER"))
        lines = tuple(_line(number, line) for line in node.findall("TRAVELLER_LINE"))
        if lines:
            boards.append(Board(number, lines))
    return UsebioEvent(
        event_type=event.get("EVENT_TYPE", ""),
        description=_text(event, "EVENT_DESCRIPTION"),
        winner_type=_text(event, "WINNER_TYPE"),
        participants=participants,
        boards=tuple(boards),
    )


def to_results(event: UsebioEvent) -> list[Result]:
    """The traveller lines as plain results: the written score, or the artificial score."""
    results = []
    for board in event.boards:
        for line in board.lines:
            adjustment = line.adjustment
            score = None if adjustment is not None else int(line.score)
            results.append(Result(board.number, line.ns, line.ew, score, adjustment))
    return results
