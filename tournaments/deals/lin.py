"""LIN files: the hand records (and play) of Bridge Base Online, read strictly.

A LIN file is a run of ``key|value|`` pairs, a board to a line or many boards on one.  Of
each board the reader takes ``md`` (the deal: the dealer's digit, 1 South, 2 West, 3 North,
4 East, then South's, West's, North's and East's hands, East's may be left out),
``ah|Board N|`` (its number; else the number of ``qx|o1|``, the open or closed room's marker),
``sv`` (the vulnerability: o or 0 none, n, e, b both) and, for the play, ``pn`` (the players
South, West, North, East), ``mb`` (the calls), ``pc`` (the cards played) and ``mc`` (a claim).
LIN has no date of its own; ``title_date`` finds one the title (``vg``) gives.

As for PBN, every problem of a file is reported with its line, the board and the LIN key
("line 3: board 2 (md): South has 12 cards; every hand holds 13"), and a file with any
problem gives no deals.  Boards are split at each ``qx`` marker, or at each ``md`` in a file
without one; a board played in both rooms is the same deal twice, which is read once.
"""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass, field

from said import Said

from .cards import SEAT_WORDS, Deal, DealError, keep_board
from .pbn import BoardDeal, PbnError
from .play import Outcome, PlayError, outcome

MAX_CHARS = 4 * 1024 * 1024  # a season of online sessions is well under a megabyte
MAX_BOARDS = 1000
LIN_SEATS = ("S", "W", "N", "E")  # the order of md's hands; the dealer's digit is 1 + index
LIN_VULNERABLE = {"o": "none", "0": "none", "n": "ns", "e": "ew", "b": "both"}
_KEY = re.compile(r"[A-Za-z]{2}")
_LIN_START = re.compile(r"\A\s*[A-Za-z]{2}\|")
_MONTHS = ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec")
_MONTH = (
    r"(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?"
    r"|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b\.?"
)
_DAY = r"(?<!\d)(\d{1,2})(?:st|nd|rd|th)?"
# The ways titles write a date: 2013_07_20 (or - . /), 6th March 2004, 11Jan 2004, Dec 6 2003.
_DATES = (
    (re.compile(r"(?<!\d)(\d{4})[-_./](\d{1,2})[-_./](\d{1,2})(?!\d)"), (1, 2, 3)),
    (re.compile(_DAY + r"\s*" + _MONTH + r",?\s+(\d{4})(?!\d)", re.IGNORECASE), (3, 2, 1)),
    (re.compile(r"\b" + _MONTH + r"\s+" + _DAY + r",?\s+(\d{4})(?!\d)", re.IGNORECASE), (3, 1, 2)),
)


class LinError(PbnError):
    """A LIN file that cannot be taken as it is: every problem, each with its line."""


@dataclass(frozen=True)
class Pair:
    key: str
    value: str
    line: int


@dataclass
class Section:
    """The pairs of one board, and the players named before or in it."""

    pairs: list[Pair] = field(default_factory=list)
    players: tuple[str, ...] = ()

    def first(self, key: str) -> Pair | None:
        return next((p for p in self.pairs if p.key == key), None)

    def values(self, key: str) -> list[str]:
        return [p.value for p in self.pairs if p.key == key]


def looks_like_lin(text: str, name: str = "") -> bool:
    """A LIN file by its name (``.lin``) or its content (it opens with ``key|``)."""
    return name.lower().endswith(".lin") or bool(_LIN_START.match(text[:200]))


def title_date(text: str) -> dt.date | None:
    """The date the file's first title (``vg|``) gives, as the site's vugraph titles write
    one ("Camrose Trophy Match 1,6th March 2004,I,1,30,...", "<unknown>,2013_07_20,P,..."):
    year, month and day in that order, or a day with a month named in English; a number
    such as 07/06/2004, whose day and month cannot be told apart, is no date.  None without."""
    title = next((p.value for p in pairs(text)[0] if p.key == "vg"), "")
    found = []
    for pattern, (year, month, day) in _DATES:
        for match in pattern.finditer(title):
            named = match.group(month)
            number = int(named) if named.isdigit() else _MONTHS.index(named[:3].lower()) + 1
            try:
                date = dt.date(int(match.group(year)), number, int(match.group(day)))
            except ValueError:
                continue
            found.append((match.start(), date))
    return min(found)[1] if found else None


def pairs(text: str) -> tuple[list[Pair], list[tuple[int, str | Said]]]:
    """The file's ``key|value|`` pairs with their lines, and what could not be read."""
    pieces = text.split("|")
    found: list[Pair] = []
    line = 1
    for index in range(0, len(pieces) - 1, 2):
        raw, value = pieces[index], pieces[index + 1]
        key, at = raw.strip(), line + raw[: len(raw) - len(raw.lstrip())].count("\n")
        line += raw.count("\n") + value.count("\n")
        if not _KEY.fullmatch(key):
            if not key:
                return found, [
                    (
                        at,
                        Said(
                            "nothing stands where a LIN key should: a LIN file is key|value| pairs"
                        ),
                    )
                ]
            said = Said(
                "%(key)s is not a LIN key: a LIN file is key|value| pairs", key=repr(key[:30])
            )
            return found, [(at, said)]
        found.append(Pair(key.lower(), value.strip(), at))
    last = pieces[-1].strip() if len(pieces) % 2 == 1 else ""
    at = line + pieces[-1][: len(pieces[-1]) - len(pieces[-1].lstrip())].count("\n")
    if last and not _KEY.fullmatch(last):
        said = Said("%(key)s is not a LIN key: a LIN file is key|value| pairs", key=repr(last[:30]))
        return found, [(at, said)]
    if last:
        return found, [(at, Said("%(key)s has no value: end it key|value|", key=repr(last)))]
    return found, []


def sections(found: list[Pair]) -> list[Section]:
    """The boards of a file: split at each ``qx``, or at each ``md`` when there is no ``qx``."""
    split = "qx" if any(p.key == "qx" for p in found) else "md"
    out: list[Section] = []
    players: tuple[str, ...] = ()
    current: Section | None = None
    for pair in found:
        if pair.key == "pn":
            players = tuple(name.strip() for name in pair.value.split(","))
        if pair.key == split:
            current = Section(players=players)
            out.append(current)
        elif pair.key == "pn" and current is not None and split == "qx":
            # after a qx, a pn names its table's players; split at md, the next table's
            current.players = players
        if current is not None:
            current.pairs.append(pair)
    return out


def board_number(section: Section) -> tuple[int | None, int]:
    """The board's number (None: not said) and the line that says it."""
    named = section.first("ah")
    if named is not None:
        found = re.fullmatch(r"(?:board\s*)?(\d{1,4})", named.value.strip(), re.IGNORECASE)
        if found:
            return int(found.group(1)), named.line
    room = section.first("qx")
    if room is not None:
        found = re.fullmatch(r"[oc]?(\d{1,4})", room.value.strip(), re.IGNORECASE)
        if found:
            return int(found.group(1)), room.line
    return None, (named or room or section.pairs[0]).line


def read(text: str) -> list[BoardDeal]:
    """Every board of a LIN file; ``LinError`` naming each problem's line otherwise."""
    if len(text) > MAX_CHARS:
        said = Said(
            "the file has %(count)s characters; at most %(most)s", count=len(text), most=MAX_CHARS
        )
        raise LinError([(0, said)])
    found, problems = pairs(text)
    boards: dict[int, BoardDeal] = {}
    parts = sections(found)
    if len(parts) > MAX_BOARDS:
        said = Said(
            "the file holds %(count)s boards; at most %(most)s", count=len(parts), most=MAX_BOARDS
        )
        raise LinError([(0, said)])
    for section in parts:
        try:
            board = _board(section)
        except _Problem as exc:
            problems.append((exc.line, exc.text))
            continue
        first = keep_board(boards, board)
        if first is not None:
            said = Said(
                "board %(board)s (md) again, with another deal than at line %(first)s",
                board=board.board,
                first=first,
            )
            problems.append((board.line, said))
    if problems:
        raise LinError(sorted(problems, key=lambda p: p[0]), [boards[n] for n in sorted(boards)])
    if not boards:
        raise LinError([(0, Said("the file holds no deal: no md|...| pair was found"))])
    return [boards[n] for n in sorted(boards)]


@dataclass(frozen=True)
class PlayedBoard:
    """A board as played at one table of the file: its room ("o" open, "c" closed, "" when
    not said), the players South, West, North, East, its contract, declarer and tricks, and
    the line where the table's record starts."""

    board: int
    room: str
    players: tuple[str, ...]
    outcome: Outcome
    line: int = 0


def played(text: str) -> list[PlayedBoard]:
    """Every board of a LIN file that carries an auction, as played, in the file's order;
    ``LinError`` naming each problem's line (a deal, call, card or claim that cannot be)."""
    boards = {b.board: b for b in read(text)}  # the deals, checked first
    found, problems, out = pairs(text)[0], [], []
    for section in sections(found):
        calls = section.values("mb")
        if not calls:
            continue
        number, _line = board_number(section)
        assert number is not None  # read() refused a board without its number
        deal = boards[number]
        room = section.first("qx")
        claims = section.values("mc")
        at = next(p.line for p in section.pairs if p.key == "mb")
        try:
            if claims and not claims[-1].isdigit():
                raise PlayError(
                    Said(
                        "the claim %(value)s is not a number of tricks", value=repr(claims[-1][:10])
                    )
                )
            claim = int(claims[-1]) if claims else None
            result = outcome(deal.deal, deal.dealer or "N", calls, section.values("pc"), claim)
        except PlayError as exc:
            problems.append(
                (at, Said("board %(number)s (mb, pc, mc): %(exc)s", number=number, exc=exc))
            )
            continue
        where = room.value[:1].lower() if room is not None else ""
        out.append(PlayedBoard(number, where, section.players, result, section.pairs[0].line))
    if problems:
        raise LinError(problems)
    return out


class _Problem(Exception):
    def __init__(self, line: int, text: str | Said):
        self.line, self.text = line, text


def _board(section: Section) -> BoardDeal:
    number, line = board_number(section)
    deal = section.first("md")
    if number is None:
        raise _Problem(line, Said("a deal without a board number: add ah|Board N|"))
    if number < 1:
        raise _Problem(line, Said("board %(number)s: board numbers start at 1", number=number))
    label = Said("board %(number)s", number=number)
    if deal is None:
        raise _Problem(line, Said("%(label)s: no deal (md|...|)", label=label))
    dealer, cards = _deal(deal, label)
    return BoardDeal(
        board=number,
        deal=cards,
        line=deal.line,
        dealer=dealer,
        vulnerability=_vulnerability(section.first("sv"), label),
    )


def _deal(pair: Pair, label: Said) -> tuple[str | None, Deal]:
    """md's dealer and hands: "3S2368TH4JQD29JC5TA,S59J...,S4KA...," (South, West, North,
    East; East's may be empty: the cards the others lack)."""
    value = pair.value
    if not value[:1].isdigit() or value[:1] not in "1234":
        said = Said(
            "the dealer %(dealer)s is not 1 (South), 2 (West), 3 (North) or 4 (East)",
            dealer=repr(value[:1]),
        )
        raise _Problem(pair.line, Said("%(label)s (md): %(said)s", label=label, said=said))
    dealer = LIN_SEATS[int(value[0]) - 1]
    parts = value[1:].split(",")
    if len(parts) > 4 or len([p for p in parts if p.strip()]) < 3:
        said = Said(
            "the deal gives South's, West's and North's hands (and East's), comma-separated"
        )
        raise _Problem(pair.line, Said("%(label)s (md): %(said)s", label=label, said=said))
    texts = {}
    for seat, part in zip(LIN_SEATS, parts, strict=False):
        if part.strip():
            texts[seat] = _hand(part.strip(), seat, pair.line, label)
    try:
        return dealer, Deal.from_hands(texts)
    except DealError as exc:
        raise _Problem(pair.line, Said("%(label)s (md): %(exc)s", label=label, exc=exc)) from None


def _hand(text: str, seat: str, line: int, label: Said) -> str:
    """A LIN hand ("S2368TH4JQD29JC5TA") as PBN's spades.hearts.diamonds.clubs."""
    held: dict[str, str] = {s: "" for s in "SHDC"}
    suit = None
    for char in text.upper():
        if char in held:
            suit = char
        elif suit is None:
            said = Said(
                "%(seat)s's hand %(hand)s must name a suit (S, H, D, C) before its cards",
                seat=SEAT_WORDS[seat],
                hand=repr(text[:20]),
            )
            raise _Problem(line, Said("%(label)s (md): %(said)s", label=label, said=said))
        else:
            held[suit] += char
    return ".".join(held[s] for s in "SHDC")


def _vulnerability(pair: Pair | None, label: Said) -> str | None:
    if pair is None or not pair.value.strip():
        return None
    value = LIN_VULNERABLE.get(pair.value.strip().lower())
    if value is None:
        said = Said(
            "the vulnerability %(value)s is not o (none), n (NS), e (EW) or b (both)",
            value=repr(pair.value),
        )
        raise _Problem(pair.line, Said("%(label)s (sv): %(said)s", label=label, said=said))
    return value
