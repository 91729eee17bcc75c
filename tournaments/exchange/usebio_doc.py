"""A USEBIO 1.2 results file as plain values: what the reader returns and the writer takes.

USEBIO is the EBU's XML results format, taken by national bodies for ranking and masterpoints.
A file holds a club and one or more events; an event holds its participants (pairs, teams or
players), each board's traveller, a team event's matches, and, when the event was played in
sessions or sections, those nested as ``SESSION`` > ``SECTION`` with their own participants and
boards (the event's own participants are then the overall result).  The hand records sit apart,
in ``HANDSET``.

Figures are kept as written (``Decimal``, or the text of a score such as ``A5050``), so a file
read and written again says what it said.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, field
from decimal import Decimal

VERSION = "1.2"
DTD_URL = "http://www.usebio.org/files/usebio_v1_2.dtd"

# EVENT_TYPE values this site writes and reads (USEBIO 1.2 has a few more: knock-outs,
# ladders, aggregate pairs).  Cross-IMP pairs are ``CROSS_IMP``, as the national bodies'
# programs write them; ``CROSS_IMPS`` (this site's older files) is read as the same.
MP_PAIRS = "MP_PAIRS"
BUTLER_PAIRS = "BUTLER_PAIRS"
CROSS_IMP = "CROSS_IMP"
CROSS_IMPS = "CROSS_IMPS"  # also the BOARD_SCORING_METHOD of cross-IMPs
INDIVIDUAL = "INDIVIDUAL"
TEAMS_OF_FOUR = "TEAMS_OF_FOUR"
SWISS_TEAMS = "SWISS_TEAMS"
PAIRS_TYPES = (MP_PAIRS, BUTLER_PAIRS, CROSS_IMP, CROSS_IMPS, "PAIRS", "SWISS_PAIRS", "AGGREGATE")
TEAM_TYPES = (TEAMS_OF_FOUR, SWISS_TEAMS, "TEAMS", "KO", "HEAD_TO_HEAD")
EVENT_TYPES = (*PAIRS_TYPES, INDIVIDUAL, *TEAM_TYPES)

# BOARD_SCORING_METHOD and the elements a traveller line carries its figures in.
MATCH_POINTS = "MATCH_POINTS"
BUTLER_IMPS = "BUTLER_IMPS"
IMPS = "IMPS"
AGGREGATE = "AGGREGATE"
LINE_FIGURES = {
    MATCH_POINTS: ("NS_MATCH_POINTS", "EW_MATCH_POINTS"),
    CROSS_IMPS: ("NS_CROSS_IMP_POINTS", "EW_CROSS_IMP_POINTS"),
    BUTLER_IMPS: ("NS_BUTLER_POINTS", "EW_BUTLER_POINTS"),
}
HAND_DIRECTIONS = ("North", "East", "South", "West")
SUITS = ("SPADES", "HEARTS", "DIAMONDS", "CLUBS")


@dataclass(frozen=True)
class Element:
    """An element of a file the site keeps as the file wrote it, without a meaning of its own
    on the site: its tag, its text, or its children (a heading's ``P2P_CHARGE_RATE``, its
    ``CONTACT`` with the scorer's name)."""

    tag: str
    text: str = ""
    children: tuple[Element, ...] = ()


@dataclass(frozen=True)
class Club:
    name: str
    number: str = ""  # CLUB_ID_NUMBER: the national body's number for the club


@dataclass(frozen=True)
class Player:
    name: str
    national_id: str = ""
    club_id: str = ""
    number: str = ""  # PLAYER_NUMBER: an individual event's player number


@dataclass(frozen=True)
class Award:
    """Masterpoints awarded to each player of a participant, of a type (``Black``, ``RED``)."""

    points: Decimal
    point_type: str = ""


@dataclass(frozen=True)
class Result:
    """Where a participant finished: its total, percentage (match points) and place."""

    total: Decimal | None = None
    percentage: Decimal | None = None
    place: str = ""
    boards_played: int | None = None
    award: Award | None = None
    wins: Decimal | None = None  # WINS_OR_DRAWS: matches won, a draw counting half


@dataclass(frozen=True)
class Pair:
    number: str
    direction: str = ""  # "NS", "EW", or "" in a one-winner event
    players: tuple[Player, ...] = ()
    result: Result = field(default_factory=Result)


@dataclass(frozen=True)
class Team:
    number: str
    name: str = ""
    pairs: tuple[Pair, ...] = ()
    players: tuple[Player, ...] = ()  # when a file names the four without their pairs
    result: Result = field(default_factory=Result)


@dataclass(frozen=True)
class Individual:
    number: str
    player: Player
    result: Result = field(default_factory=Result)


@dataclass(frozen=True)
class Participants:
    pairs: tuple[Pair, ...] = ()
    teams: tuple[Team, ...] = ()
    players: tuple[Individual, ...] = ()

    def __bool__(self) -> bool:
        return bool(self.pairs or self.teams or self.players)


@dataclass(frozen=True)
class Line:
    """One table's result on a board.

    Pairs by ``ns``/``ew``; an individual table by its four players (``seats``: N, E, S, W);
    a team match line says which way the first team sat (``direction``).  ``score`` is the
    North-South score as written: points, tricks at whist, or an artificial score
    (``A5050``, ``A60/40``, ``AVE+``, ``NP``).  ``ns_figure``/``ew_figure`` are the line's
    match points or IMPs, in the elements ``LINE_FIGURES`` names for the event's method.
    """

    ns: str = ""
    ew: str = ""
    seats: tuple[str, str, str, str] | None = None
    direction: str = ""
    contract: str = ""
    declarer: str = ""
    lead: str = ""
    tricks: int | None = None
    score: str = ""
    ns_figure: Decimal | None = None
    ew_figure: Decimal | None = None
    top: Decimal | None = None  # the match points' top (not written: PBN's percentages)
    # A procedural penalty the line's figures show and its SCORE cannot say (USEBIO has no
    # element for one): found by the importer (``compare.penalties_shown``), never read.
    penalty: str = ""


@dataclass(frozen=True)
class Board:
    number: int
    lines: tuple[Line, ...] = ()
    imps: Decimal | None = None  # a team match's board: the first team's IMPs


@dataclass(frozen=True)
class Match:
    """Two teams' match: the first team's and its opponents' score (IMPs, or tricks)."""

    round: int | None
    team: str
    opponents: str
    team_score: Decimal | None
    opponents_score: Decimal | None
    boards: tuple[Board, ...] = ()


@dataclass(frozen=True)
class Section:
    id: str
    participants: Participants = field(default_factory=Participants)
    boards: tuple[Board, ...] = ()
    matches: tuple[Match, ...] = ()


@dataclass(frozen=True)
class Session:
    id: str
    sections: tuple[Section, ...] = ()


@dataclass(frozen=True)
class Event:
    event_type: str
    description: str = ""
    identifier: str = ""
    program_name: str = ""
    program_version: str = ""
    winner_type: int = 1  # 1: one field; 2: two (North-South and East-West)
    title: str = ""
    date: dt.date | None = None
    venue: str = ""
    board_scoring: str = ""
    match_scoring: str = ""
    boards_played: int | None = None
    mp_scale: str = ""  # MASTER_POINT_SCALE
    mp_type: str = ""  # MASTER_POINT_TYPE
    mps_awarded: bool = False
    # The heading's other elements, in the file's order: SESSION_COUNT and SECTION_COUNT as
    # the file gave them, P2P_CHARGE_RATE, CONTACT, and any the site has no field for.
    kept: tuple[Element, ...] = ()
    participants: Participants = field(default_factory=Participants)
    boards: tuple[Board, ...] = ()
    matches: tuple[Match, ...] = ()
    sessions: tuple[Session, ...] = ()

    @property
    def sections(self) -> tuple[tuple[str, Section], ...]:
        """Every section with its session's id; an event without sessions is one section."""
        if not self.sessions:
            own = Section("", self.participants, self.boards, self.matches)
            return (("", own),)
        return tuple((s.id, section) for s in self.sessions for section in s.sections)

    @property
    def line_method(self) -> str:
        """How a pairs or individual event's traveller lines are scored: the stated
        ``BOARD_SCORING_METHOD``, else what the event type implies (match points)."""
        if self.board_scoring in LINE_FIGURES:
            return self.board_scoring
        implied = {BUTLER_PAIRS: BUTLER_IMPS, CROSS_IMP: CROSS_IMPS, CROSS_IMPS: CROSS_IMPS}
        return implied.get(self.event_type, MATCH_POINTS)

    @property
    def figures(self) -> tuple[str, str]:
        """The elements holding a traveller line's figures."""
        return LINE_FIGURES[self.line_method]

    @property
    def sided(self) -> bool:
        """Whether pairs are known by number and direction (a Mitchell's 1 NS and 1 EW are two
        pairs): a two-winner event, or one whose pairs give their DIRECTION."""
        return self.winner_type == 2 or any(p.direction for p in self._pairs)

    @property
    def two_fields(self) -> bool:
        """Whether North-South and East-West are ranked apart: a two-winner event, or a file
        that does not say (``WINNER_TYPE`` 1 is the default) whose pairs give their direction
        and are placed from 1 within each direction (1 NS and 1 EW both first)."""
        if self.winner_type == 2:
            return True
        pairs = self._pairs
        if not pairs or not all(p.direction for p in pairs):
            return False
        for direction in ("NS", "EW"):
            places = [bare_place(p.result.place) for p in pairs if p.direction == direction]
            if "1" not in places or not all(x.isdigit() and int(x) <= len(places) for x in places):
                return False
        return True

    @property
    def _pairs(self) -> tuple[Pair, ...]:
        return tuple(p for _, s in self.sections for p in s.participants.pairs)


@dataclass(frozen=True)
class Hand:
    direction: str  # North, East, South or West
    spades: str = ""
    hearts: str = ""
    diamonds: str = ""
    clubs: str = ""


@dataclass(frozen=True)
class HandRecord:
    board: int
    hands: tuple[Hand, ...]


@dataclass(frozen=True)
class Document:
    club: Club | None
    events: tuple[Event, ...]
    handset: tuple[HandRecord, ...] = ()
    version: str = VERSION


def usebio_lead(lead: str) -> str:
    """The site keeps a lead suit first (``SA``); USEBIO writes rank first (``AS``)."""
    return f"{lead[1:]}{lead[0]}" if len(lead) == 2 else ""


def site_lead(lead: str) -> str:
    """A USEBIO lead (``AS``, ``10H``) as the site keeps it (``SA``, ``HT``); "" for none."""
    text = lead.strip().upper().replace("10", "T")
    return f"{text[-1]}{text[:-1]}" if len(text) == 2 else ""


def bare_place(place: str) -> str:
    """A place as the bare number USEBIO writes (``6``), whether a tie is marked ``6=`` or
    ``=6``; "" for none."""
    return place.replace("=", "").strip()


def sided_number(number: str, direction: str) -> str:
    """A pair's number with its direction (``1NS``), once: a number the file already writes
    with its direction (``1NS``) is kept as it is."""
    if direction and number.upper().endswith(direction):
        return number
    return f"{number}{direction}"
