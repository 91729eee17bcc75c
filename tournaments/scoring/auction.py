"""Duplicate auction bridge: the source's auction scoring plus the duplicate law's premium.

Scores follow Foster's chapter "Auction Bridge: object, scoring, honours, penalties", which
the Laws of Duplicate Auction adopt ("Each deal is scored just as in Auction"), with law A's
addition: "whenever a pair makes 30 or more for tricks as the score of one deal, it adds as
a premium 125 points in its honour column".  There are no games or rubbers in duplicate.

Both sides may score on one deal (honours go to whoever held them, penalties to the
defenders), so the result is two totals, one per side, with every entry kept for the card.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from movements.types import Direction
from said import Said

__all__ = [
    "DECLARATIONS",
    "TRICK_VALUES",
    "HONOURS",
    "AuctionResult",
    "AuctionEntry",
    "AuctionScore",
    "parse_declaration",
    "score_auction",
]

# The source's table: "Each Trick Above 6", spades (plain), clubs, diamonds, hearts,
# royal spades ("R"), no trump.
TRICK_VALUES = {"S": 2, "C": 6, "D": 7, "H": 8, "R": 9, "NT": 10}
DECLARATIONS = tuple(TRICK_VALUES)
_SUITS = ("S", "C", "D", "H", "R")

# The source's TABLE OF HONOUR VALUES, row by row.  Keys: "3" (simple honours), "4",
# "4-in-1" (four in one hand), "5", "5-4-in-1" (five, four of them in one hand), "5-in-1".
# At no trump the honours are the four aces: three, four, or four in one hand.
HONOURS: dict[str, dict[str, int]] = {
    "3": {"S": 4, "C": 12, "D": 14, "H": 16, "R": 18, "NT": 30},
    "4": {"S": 8, "C": 24, "D": 28, "H": 32, "R": 36, "NT": 40},
    "4-in-1": {"S": 16, "C": 48, "D": 56, "H": 64, "R": 72, "NT": 100},
    "5": {"S": 10, "C": 30, "D": 35, "H": 40, "R": 45},
    "5-4-in-1": {"S": 18, "C": 54, "D": 63, "H": 72, "R": 81},
    "5-in-1": {"S": 20, "C": 60, "D": 70, "H": 80, "R": 90},
}
LITTLE_SLAM = 20
GRAND_SLAM = 40
# The English rule (the source, line 180: "allows the dealer to pass, without making any
# declaration"), as English clubs score it: little slam 50, grand slam 100.
ENGLISH_SLAMS = {12: 50, 13: 100}
# Law F (the source, lines 145-147): "A declaration (other than passing) out of turn must stand;
# as a penalty, the adversaries score 50 honour points in their honour column".
OUT_OF_TURN = 50
DUPLICATE_PREMIUM = 125
PREMIUM_THRESHOLD = 30
_DECLARATION = re.compile(r"^([1-7])(NT|N|S|C|D|H|R)(X{0,2})$")


def parse_declaration(text: str) -> tuple[int, str, int]:
    """Read a winning declaration such as "1S", "2R" (royals), "3NTX", "4HXX"."""
    cleaned = (text or "").strip().upper().replace(" ", "")
    match = _DECLARATION.match(cleaned)
    if not match:
        raise ValueError(
            Said(
                "declaration %(text)s is not a level 1-7 with S, C, D, H, R (royals) or NT, then "
                "X or XX",
                text=repr(text),
            )
        )
    level, strain, doubling = match.groups()
    return int(level), "NT" if strain == "N" else strain, len(doubling)


@dataclass(frozen=True)
class AuctionResult:
    """One table's deal: the winning declaration and what happened.

    ``tricks`` are the tricks the declarer's side took (0-13).  ``honours`` is a key of
    ``HONOURS`` (or None when neither side holds enough to score) and ``honours_side`` the
    side ("NS" or "EW") holding them, declarer's or not.  ``dealer`` matters only for the
    dealer's one spade, whose loss the source limits to 100 unless redoubled.
    """

    level: int
    declaration: str
    declarer: str
    tricks: int
    doubled: int = 0
    honours: str | None = None
    honours_side: str | None = None
    dealer: str | None = None
    out_of_turn: str | None = None  # Law F: the side that declared out of turn
    english: bool = False  # the English rule: slams 50 and 100

    def __post_init__(self) -> None:
        if not 1 <= self.level <= 7:
            raise ValueError(Said("declaration level %(level)s is not 1 to 7", level=self.level))
        if self.declaration not in TRICK_VALUES:
            raise ValueError(
                Said(
                    "declaration %(declaration)s is not one of %(DECLARATIONS)s",
                    declaration=repr(self.declaration),
                    DECLARATIONS=DECLARATIONS,
                )
            )
        if self.declarer not in ("N", "E", "S", "W"):
            raise ValueError(
                Said("declarer %(declarer)s is not N, E, S or W", declarer=repr(self.declarer))
            )
        if self.dealer is not None and self.dealer not in ("N", "E", "S", "W"):
            raise ValueError(
                Said("dealer %(dealer)s is not N, E, S or W", dealer=repr(self.dealer))
            )
        if isinstance(self.tricks, bool) or not 0 <= self.tricks <= 13:
            raise ValueError(Said("tricks %(tricks)s is not 0 to 13", tricks=repr(self.tricks)))
        if self.doubled not in (0, 1, 2):
            raise ValueError(
                Said("doubled %(doubled)s is not 0, 1 or 2", doubled=repr(self.doubled))
            )
        if (self.honours is None) != (self.honours_side is None):
            raise ValueError(Said("honours and honours_side go together"))
        if self.honours is not None:
            if self.honours not in HONOURS or self.declaration not in HONOURS[self.honours]:
                raise ValueError(
                    Said(
                        "honours %(honours)s cannot be held at %(declaration)s",
                        honours=repr(self.honours),
                        declaration=self.declaration,
                    )
                )
            if self.honours_side not in (Direction.NS, Direction.EW):
                raise ValueError(
                    Said(
                        "honours side %(honours_side)s is not NS or EW",
                        honours_side=repr(self.honours_side),
                    )
                )
        if self.out_of_turn is not None and self.out_of_turn not in (Direction.NS, Direction.EW):
            raise ValueError(
                Said(
                    "the side out of turn %(out_of_turn)s is not NS or EW",
                    out_of_turn=repr(self.out_of_turn),
                )
            )

    @property
    def side(self) -> str:
        return Direction.NS.value if self.declarer in ("N", "S") else Direction.EW.value


@dataclass(frozen=True)
class AuctionEntry:
    """One line of a score pad: which side, which column ("tricks" or "honours"), why."""

    side: str
    column: str
    item: str
    points: int


@dataclass(frozen=True)
class AuctionScore:
    """Both sides' totals for one deal and the entries they are made of."""

    entries: tuple[AuctionEntry, ...]

    def total(self, side: str) -> int:
        return sum(e.points for e in self.entries if e.side == side)

    @property
    def ns(self) -> int:
        return self.total(Direction.NS.value)

    @property
    def ew(self) -> int:
        return self.total(Direction.EW.value)

    @property
    def net_ns(self) -> int:
        """NS points less EW points: the figure pair contests compare across tables."""
        return self.ns - self.ew

    def explain(self) -> str:
        """The working, side by side, for a score card."""
        return "; ".join(f"{e.side} {e.item} {e.points}" for e in self.entries) or "no score"


def _undertrick_penalty(result: AuctionResult, down: int) -> int:
    """50 a trick, 100 doubled, 200 redoubled; the dealer's one spade loses at most 100
    unless he or his partner redoubled."""
    penalty = down * (50, 100, 200)[result.doubled]
    if result.level == 1 and result.declaration == "S" and result.doubled < 2 and penalty > 100:
        if result.dealer is None:
            raise ValueError(
                Said("a failed one spade needs the dealer: the dealer's loss is limited")
            )
        if result.dealer == result.declarer:
            penalty = 100
    return penalty


def score_auction(result: AuctionResult) -> AuctionScore:
    """Score one deal of duplicate auction for both sides.

    Made: every trick over the book at the declaration's value, twice that when doubled
    and four times when redoubled (the Laws of Auction's redouble; the source gives
    its bonuses), plus 50 for fulfilling a doubled contract and 50 per trick over it (100
    each redoubled); slams; and law A's premium of 125 when the trick score is 30 or more.
    Failed: the defenders score 50 per trick short (100 doubled, 200 redoubled) and the
    declarer nothing but honours held.  Honours go to the side holding them, never doubled.
    Under the English rule slams count 50 and 100; a declaration out of turn (law F) gives the
    adversaries 50 honour points.
    """
    side = result.side
    other = Direction(side).other.value
    entries: list[AuctionEntry] = []
    needed = 6 + result.level
    if result.tricks >= needed:
        odd = result.tricks - 6
        multiplier = (1, 2, 4)[result.doubled]
        trick_score = odd * TRICK_VALUES[result.declaration] * multiplier
        entries.append(AuctionEntry(side, "tricks", f"{odd} odd", trick_score))
        if result.doubled:
            bonus = 50 * result.doubled
            over = result.tricks - needed
            kind = "doubled" if result.doubled == 1 else "redoubled"
            entries.append(AuctionEntry(side, "honours", f"fulfilling {kind}", bonus))
            if over:
                entries.append(AuctionEntry(side, "honours", f"{over} over {kind}", over * bonus))
        entries.extend(_slam(result, side, result.tricks))
        if trick_score >= PREMIUM_THRESHOLD:
            entries.append(AuctionEntry(side, "honours", "duplicate premium", DUPLICATE_PREMIUM))
    else:
        down = needed - result.tricks
        penalty = _undertrick_penalty(result, down)
        entries.append(AuctionEntry(other, "honours", f"{down} under", penalty))
        entries.extend(_slam(result, other, 13 - result.tricks))
    if result.honours is not None:
        value = HONOURS[result.honours][result.declaration]
        name = "aces" if result.declaration == "NT" else "honours"
        assert result.honours_side is not None  # the two go together (``__post_init__``)
        entries.append(
            AuctionEntry(result.honours_side, "honours", f"{result.honours} {name}", value)
        )
    if result.out_of_turn is not None:
        adversaries = Direction(result.out_of_turn).other.value
        entries.append(AuctionEntry(adversaries, "honours", "out of turn (law F)", OUT_OF_TURN))
    return AuctionScore(tuple(entries))


def _slam(result: AuctionResult, side: str, tricks: int) -> list[AuctionEntry]:
    """A slam for ``side`` taking ``tricks``: 20 and 40, or 50 and 100 by the English rule."""
    if tricks < 12:
        return []
    name = "grand slam" if tricks == 13 else "little slam"
    if result.english:
        return [AuctionEntry(side, "honours", f"{name} (English rule)", ENGLISH_SLAMS[tricks])]
    return [AuctionEntry(side, "honours", name, GRAND_SLAM if tricks == 13 else LITTLE_SLAM)]
