"""The plain data each paper is printed from.

Renderers read nothing else: the site (or a test, or the bench) fills these frozen dataclasses,
usually through the builders in ``build.py``, and hands them over.  Every field is already
the text a player reads, so a renderer never has to know movement rules.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from movements.trays import Vulnerability
from movements.types import Seat

# The paper sizes a paper is printed on (``layout.PAPER_SIZES`` gives their measures).
PAPER_NAMES = ("a4", "letter")


@dataclass(frozen=True)
class Words:
    """The fixed words a paper prints (headings, column heads, "Table", the moves), in the
    event's language: ``table`` maps each English message to its translation, filled by the
    site (``tournaments.papers.words``); without one the English is printed as written.

    ``say("Table %(table)s", table=3)`` gives the message with its named values put in; a
    text with no entry (a player's name, a column the caller already translated) is printed
    as it is."""

    table: Mapping[str, str] = field(default_factory=dict, hash=False, compare=False)

    def __call__(self, english: str, **values: object) -> str:
        said = self.table.get(english) or english
        return said % values if values else said


@dataclass(frozen=True)
class Terms:
    """The words a paper prints for the box that carries a deal, as plain strings: the site's
    vocabulary (``tournaments.models.vocabulary``) says "board" at bridge; the default is the
    source's "tray".  ``say`` gives every other fixed word in the event's language."""

    board: str = "tray"
    boards: str = "trays"
    Board: str = "Tray"
    Boards: str = "Trays"
    say: Words = field(default_factory=Words, compare=False)


WHIST_TERMS = Terms()


@dataclass(frozen=True)
class EventInfo:
    """What heads every page, so a stray sheet can be put back with its event, and the words
    its papers print for its game."""

    name: str
    date: str = ""
    venue: str = ""
    terms: Terms = field(default_factory=Terms)

    @property
    def heading(self) -> str:
        return " \u00b7 ".join(p for p in (self.name, self.date, self.venue) if p)


@dataclass(frozen=True)
class Entrant:
    """An entrant as printed: the label players are called by, and the names behind it."""

    label: str
    names: str = ""


@dataclass(frozen=True)
class TableCardRow:
    """One round at one table: who holds which cards, the trays, and where everyone goes.

    ``ns``/``ew`` are the holders of the North-South and East-West cards (None: that side
    sits out); individuals fill ``seats`` (North, East, South, West) instead.  ``moves`` are
    the instructions read out at the end of the round; ``notes`` are what is special about
    this round itself (sharing, arrow switch, a skip that follows).
    """

    round: int
    trays: str
    ns: Entrant | None = None
    ew: Entrant | None = None
    seats: tuple[Entrant, Entrant, Entrant, Entrant] | None = None
    moves: tuple[str, ...] = ()
    notes: tuple[str, ...] = ()


@dataclass(frozen=True)
class TableCard:
    """The indicator card that stays on one table all session."""

    table: int
    rows: tuple[TableCardRow, ...]
    movement: str = ""
    notes: tuple[str, ...] = ()
    entry_url: str | None = None
    individual: bool = False


@dataclass(frozen=True)
class GuideRow:
    """One round of an entrant's route; ``table`` is None for a round sat out."""

    round: int
    table: int | None
    position: str
    trays: str = ""
    opponents: str = ""
    note: str = ""


@dataclass(frozen=True)
class GuideCard:
    """The personal card an entrant carries: where to sit each round, and against whom."""

    entrant: Entrant
    rows: tuple[GuideRow, ...]
    movement: str = ""
    notes: tuple[str, ...] = ()  # where the relay stands are


@dataclass(frozen=True)
class TrayLabel:
    """The label on a tray: its number, the North arrow, the dealer, and for whist the
    trump slip the dealer fills in before play (the source's Law IV)."""

    tray: int
    dealer: Seat
    vulnerability: Vulnerability | None = None
    is_whist: bool = True
    trump_slip: bool = True  # memory duplicate turns no trump: one suit for the sitting


@dataclass(frozen=True)
class TravellerRow:
    round: int
    table: int
    ns: str
    ew: str


@dataclass(frozen=True)
class TravellerSlip:
    """The slip that travels with a tray, pre-filled in the order the tray is played;
    ``columns`` are the blank result columns."""

    tray: int
    dealer: Seat
    vulnerability: Vulnerability | None
    rows: tuple[TravellerRow, ...]
    columns: tuple[str, ...] = ("NS tricks", "EW tricks")
    source: str = ""  # the source's number for the tray: "No. 1, table 2"


@dataclass(frozen=True)
class ScoreRow:
    round: int
    tray: int
    opponents: str
    direction: str
    table: int | None = None


@dataclass(frozen=True)
class ScoreCard:
    """An entrant's own record of every tray it plays (the source's score card)."""

    entrant: Entrant
    rows: tuple[ScoreRow, ...]
    columns: tuple[str, ...] = ("Tricks", "Gain", "Loss")


@dataclass(frozen=True)
class TextTable:
    """A titled table of strings: standings, a traveller with results, anything tabular."""

    title: str
    header: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]


@dataclass(frozen=True)
class ResultsSheet:
    """Final standings (one table per field: two for a two-winner Mitchell), then every
    tray's traveller.  Generic strings, so match points and trick totals print alike."""

    standings: tuple[TextTable, ...]
    travellers: tuple[TextTable, ...] = ()
    title: str = "Results"


@dataclass(frozen=True)
class TallyRow:
    """One progressive game: the table (None when it depends on who wins) and star boxes."""

    round: int
    table: int | None = None


@dataclass(frozen=True)
class TallyCard:
    """A progressive player's tally: star boxes per game, gold, red and green."""

    player: Entrant
    group: str
    rows: tuple[TallyRow, ...]
    stars: tuple[str, ...] = ("Gold", "Red", "Green")


@dataclass(frozen=True)
class TableSign:
    """A sign standing on a progressive table: its number and its name (head, booby...), and
    the party's rules in a few lines (what a round is, where the players go)."""

    table: int
    title: str
    subtitle: str = ""
    rules: tuple[str, ...] = ()


@dataclass(frozen=True)
class PointsRow:
    """One round on a points tally card: the table (None when the player sits out), the seat,
    the partner and the opponents, and the points once the round is played."""

    round: int
    table: int | None
    seat: str = ""
    partner: str = ""
    against: str = ""
    points: int | None = None


@dataclass(frozen=True)
class PointsTally:
    """Today's euchre: a player's tally card and guide card in one, with the round's rules."""

    player: Entrant
    rows: tuple[PointsRow, ...]
    rules: str = ""
    total: int | None = None


@dataclass(frozen=True)
class ChartRound:
    """One round of the rotation chart: each table's two partnerships, who sits out, and
    whether the evening plays it (the chart goes on after the evening's rounds)."""

    round: int
    tables: tuple[tuple[int, str, str], ...]
    out: tuple[str, ...] = ()
    played: bool = True
    note: str = ""
