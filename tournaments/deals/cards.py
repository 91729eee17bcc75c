"""Cards, hands and deals: read strictly, written the standard ways, and measured.

A deal is the four hands of one tray, North, East, South and West, each held as the ranks it
has in spades, hearts, diamonds and clubs (the order of a PBN hand).  Every way a deal comes in
(a PBN file, a dealing program, a director typing it) goes through ``Deal.parse`` or
``Deal.from_hands``, which refuse anything that is not 52 different cards, 13 to a hand, with a
message that names the hand and the card.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass
from typing import Protocol, TypeVar

from movements.words import joined as joined_words
from said import Said

Item = TypeVar("Item")


def four(items: Iterable[Item]) -> tuple[Item, Item, Item, Item]:
    """Four things in order (a hand's suits, spades first; a deal's hands, North first)."""
    a, b, c, d = items
    return a, b, c, d


SEATS = ("N", "E", "S", "W")
SEAT_NAMES = {"N": "North", "E": "East", "S": "South", "W": "West"}
# The seats as a reader's text names them, in the language active when it is read.
SEAT_WORDS = {"N": Said("North"), "E": Said("East"), "S": Said("South"), "W": Said("West")}
THE_HAND = Said("the hand")  # a hand a message names without its seat
SUITS = ("S", "H", "D", "C")  # the order of a PBN hand
SUIT_SYMBOLS = {"S": "\u2660", "H": "\u2665", "D": "\u2666", "C": "\u2663"}
SUIT_NAMES = {"S": Said("spades"), "H": Said("hearts"), "D": Said("diamonds"), "C": Said("clubs")}
RANKS = "AKQJT98765432"
POINTS = {"A": 4, "K": 3, "Q": 2, "J": 1}  # Milton Work's count: 40 in the pack
STRAINS = ("C", "D", "H", "S", "NT")  # a double-dummy table's columns, lowest first
_SYMBOL_TO_SUIT = {v: k for k, v in SUIT_SYMBOLS.items()}
_VOID = ("-", "\u2014", "\u2013")


class DealError(ValueError):
    """A deal that cannot be right; the message names the hand or the card to put right."""


def rank_text(rank: str) -> str:
    """A rank as players read it: the ten is 10 (files write T)."""
    return "10" if rank == "T" else rank


def _rank(text: str) -> str:
    text = text.upper()
    if text == "10":
        return "T"
    if len(text) == 1 and text in RANKS:
        return text
    raise DealError(Said("%(text)s is not a card rank (A K Q J 10 or T, 9 to 2)", text=repr(text)))


def _suit(text: str) -> str:
    suit = _SYMBOL_TO_SUIT.get(text, text.upper())
    if suit not in SUITS:
        raise DealError(Said("%(text)s is not a suit (S, H, D, C)", text=repr(text)))
    return suit


@dataclass(frozen=True, order=True)
class Card:
    """One card: its suit (S, H, D, C) and its rank (A, K, Q, J, T, 9 ... 2)."""

    suit: str
    rank: str

    @classmethod
    def parse(cls, text: str) -> Card:
        """ "HQ", "QH", "♥Q", "H10" or "10h": the suit and the rank in either order."""
        text = (text or "").strip()
        if len(text) < 2:
            raise DealError(
                Said(
                    "%(text)s is not a card: write its suit and rank, as HQ or H10", text=repr(text)
                )
            )
        for suit, rank in ((text[0], text[1:]), (text[-1], text[:-1])):
            try:
                return cls(_suit(suit), _rank(rank))
            except DealError:
                continue
        raise DealError(
            Said("%(text)s is not a card: write its suit and rank, as HQ or H10", text=repr(text))
        )

    @property
    def code(self) -> str:
        """As files and the database write it: suit then rank, "HQ", "CT"."""
        return self.suit + self.rank

    @property
    def label(self) -> str:
        """As players read it: "♥Q", "♣10"."""
        return SUIT_SYMBOLS[self.suit] + rank_text(self.rank)

    @property
    def number(self) -> int:
        """1 for the ace of spades to 52 for the two of clubs (dealing machines' numbering)."""
        return SUITS.index(self.suit) * 13 + RANKS.index(self.rank) + 1

    def __str__(self) -> str:
        return self.code


def pack() -> list[Card]:
    """The 52 cards, ace of spades to two of clubs."""
    return [Card(s, r) for s in SUITS for r in RANKS]


def _sorted_ranks(ranks: Iterable[str]) -> str:
    return "".join(sorted(ranks, key=RANKS.index))


@dataclass(frozen=True)
class Hand:
    """One player's thirteen cards: the ranks held in spades, hearts, diamonds and clubs."""

    suits: tuple[str, str, str, str]

    def holding(self, suit: str) -> str:
        return self.suits[SUITS.index(suit)]

    def cards(self) -> list[Card]:
        return [Card(s, r) for s, held in zip(SUITS, self.suits, strict=True) for r in held]

    def __len__(self) -> int:
        return sum(len(held) for held in self.suits)

    def __contains__(self, card: object) -> bool:
        return isinstance(card, Card) and card.rank in self.holding(card.suit)

    @property
    def points(self) -> int:
        """High-card points: ace 4, king 3, queen 2, jack 1."""
        return sum(POINTS.get(r, 0) for held in self.suits for r in held)

    @property
    def longest(self) -> int:
        return max(len(held) for held in self.suits)

    @property
    def pbn(self) -> str:
        """ "AKQ.T98.765.432" (a void is nothing between the dots)."""
        return ".".join(self.suits)

    def shown(self, suit: str) -> str:
        """A suit as a hand record prints it: "A K 10 3", or a dash for a void."""
        held = self.holding(suit)
        return " ".join(rank_text(r) for r in held) if held else "\u2014"

    @classmethod
    def of(cls, cards: Iterable[Card]) -> Hand:
        """The hand holding ``cards`` (sorted, high to low in each suit)."""
        cards = list(cards)
        return cls(four(_sorted_ranks(c.rank for c in cards if c.suit == s) for s in SUITS))

    @classmethod
    def parse(cls, text: str, who: str | Said = THE_HAND) -> Hand:
        """ "AKQ.T98.765.432" (spades, hearts, diamonds, clubs); "10" is taken for T and
        lower case for upper; "-" or nothing between dots is a void."""
        parts = (text or "").strip().split(".")
        if len(parts) != 4:
            raise DealError(
                Said(
                    "%(who)s %(value)s has one suit; a hand is written "
                    "spades.hearts.diamonds.clubs, as AKQ.T98.765.432",
                    who=who,
                    value=repr(text.strip()),
                )
                if len(parts) == 1
                else Said(
                    "%(who)s %(value)s has %(count_parts)s suits; a hand is written "
                    "spades.hearts.diamonds.clubs, as AKQ.T98.765.432",
                    who=who,
                    value=repr(text.strip()),
                    count_parts=len(parts),
                )
            )
        suits = []
        for suit, part in zip(SUITS, parts, strict=True):
            where = Said("%(who)s's %(suit)s", who=who, suit=SUIT_NAMES[suit])
            suits.append(_holding(part.strip(), where))
        return cls(four(suits))


def _holding(part: str, where: Said) -> str:
    if part in _VOID:
        return ""
    ranks, i = [], 0
    upper = part.upper().replace(" ", "")
    while i < len(upper):
        piece = upper[i : i + 2] if upper.startswith("10", i) else upper[i]
        try:
            ranks.append(_rank(piece))
        except DealError:
            raise DealError(
                Said(
                    "%(where)s %(part)s: %(piece)s is not a card rank",
                    where=where,
                    part=repr(part),
                    piece=repr(piece),
                )
            ) from None
        i += len(piece)
    twice = sorted({r for r in ranks if ranks.count(r) > 1}, key=RANKS.index)
    if twice:
        raise DealError(
            Said(
                "%(where)s %(part)s list the %(value)s twice",
                where=where,
                part=repr(part),
                value=rank_text(twice[0]),
            )
        )
    return _sorted_ranks(ranks)


@dataclass(frozen=True)
class Deal:
    """The four hands of a tray, North, East, South, West."""

    hands: tuple[Hand, Hand, Hand, Hand]

    def __post_init__(self) -> None:
        check_complete(self.hands)

    def hand(self, seat: str) -> Hand:
        return self.hands[SEATS.index(seat)]

    def __iter__(self) -> Iterator[tuple[str, Hand]]:
        return iter(zip(SEATS, self.hands, strict=True))

    def holder(self, card: Card) -> str:
        """The seat that holds ``card``."""
        return next(seat for seat, hand in self if card in hand)

    def side_points(self, seat: str) -> int:
        """High-card points of ``seat`` and its partner."""
        partner = SEATS[(SEATS.index(seat) + 2) % 4]
        return self.hand(seat).points + self.hand(partner).points

    @property
    def longest(self) -> int:
        """The longest suit in any hand."""
        return max(h.longest for h in self.hands)

    def pbn(self, first: str = "N") -> str:
        """The PBN deal string from ``first``: "N:AKQ.T98.765.432 ...", hands clockwise."""
        start = SEATS.index(first)
        order = [self.hands[(start + i) % 4] for i in range(4)]
        return f"{first}:" + " ".join(h.pbn for h in order)

    @classmethod
    def parse(cls, text: str) -> Deal:
        """A PBN deal string: a seat, a colon, then four hands clockwise from that seat.  One
        hand may be "-" (unknown) when the other three hold 39 cards: it holds the rest."""
        text = (text or "").strip()
        if len(text) < 2 or text[1] != ":" or text[0].upper() not in SEATS:
            raise DealError(
                Said(
                    "%(text)s does not start with the first hand's seat and a colon, as 'N:'",
                    text=repr(text[:20]),
                )
            )
        first = SEATS.index(text[0].upper())
        parts = text[2:].split()
        if len(parts) != 4:
            raise DealError(
                Said("a deal has four hands; this one has %(count_parts)s", count_parts=len(parts))
            )
        by_seat = {SEATS[(first + i) % 4]: part for i, part in enumerate(parts)}
        unknown = [seat for seat, part in by_seat.items() if part == "-"]
        if len(unknown) > 1:
            raise DealError(
                Said(
                    "%(value)s are unknown ('-'): a hand record needs at least three hands",
                    value=joined_words([SEAT_WORDS[s] for s in unknown], Said(" and ")),
                )
            )
        return cls.from_hands({s: p for s, p in by_seat.items() if p != "-"})

    @classmethod
    def from_hands(cls, texts: Mapping[str, str]) -> Deal:
        """Four hands by seat (or three: the fourth holds the cards they lack)."""
        hands = {s: Hand.parse(t, SEAT_WORDS[s]) for s, t in texts.items()}
        missing = [s for s in SEATS if s not in hands]
        if len(missing) == 1:
            hands[missing[0]] = _the_rest(hands, missing[0])
        elif missing:
            raise DealError(
                Said(
                    "%(value)s: no hand given",
                    value=joined_words([SEAT_WORDS[s] for s in missing], ", "),
                )
            )
        return cls(four(hands[s] for s in SEATS))


def _the_rest(hands: Mapping[str, Hand], seat: str) -> Hand:
    for other, hand in hands.items():
        _check_thirteen(other, hand)
    held = {c for hand in hands.values() for c in hand.cards()}
    rest = [c for c in pack() if c not in held]
    if len(rest) != 13:
        raise DealError(
            Said("the three hands given share cards, so the fourth cannot be worked out")
        )
    return Hand.of(rest)


def check_complete(hands: tuple[Hand, ...]) -> None:
    """Thirteen cards to a hand and no card twice: 52 different cards."""
    if len(hands) != 4:
        raise DealError(Said("a deal has four hands, not %(count_hands)s", count_hands=len(hands)))
    for seat, hand in zip(SEATS, hands, strict=True):
        _check_thirteen(seat, hand)
    seen: dict[Card, str] = {}
    for seat, hand in zip(SEATS, hands, strict=True):
        for card in hand.cards():
            if card in seen:
                raise DealError(
                    Said(
                        "the %(label)s is in both %(SEAT_NAMES)s's and %(SEAT_NAMES2)s's hands",
                        label=card.label,
                        SEAT_NAMES=SEAT_WORDS[seen[card]],
                        SEAT_NAMES2=SEAT_WORDS[seat],
                    )
                )
            seen[card] = seat


def _check_thirteen(seat: str, hand: Hand) -> None:
    if len(hand) != 13:
        raise DealError(
            Said(
                "%(SEAT_NAMES)s has %(count_hand)s cards; every hand holds 13",
                SEAT_NAMES=SEAT_WORDS[seat],
                count_hand=len(hand),
            )
        )


class NumberedDeal(Protocol):
    """A board of a hand-record file: its number, its deal and the line that gives it."""

    @property
    def board(self) -> int: ...
    @property
    def deal(self) -> Deal: ...
    @property
    def line(self) -> int: ...


B = TypeVar("B", bound=NumberedDeal)


def keep_board(boards: dict[int, B], board: B) -> int | None:
    """One board, one deal: ``board`` is kept under its number unless a board of that number
    came first.  A board said again (a PBN file's second game of it, a LIN file's other room)
    must be the same deal; when it is not, the line of the first (else None)."""
    first = boards.setdefault(board.board, board)
    return first.line if first.deal != board.deal else None


def parse_trump(text: str) -> tuple[str, Card | None]:
    """A whist tray's trump as recorded: the card turned ("HQ", "♥Q"), or a suit alone ("H")
    where trumps are declared and no card turned (the source's Law IV, section 11).  Returns
    (suit, card or None); ("", None) when nothing is recorded."""
    text = (text or "").strip()
    if not text:
        return "", None
    if len(text) == 1:
        return _suit(text), None
    card = Card.parse(text)
    return card.suit, card


def trump_label(text: str) -> str:
    """ "♥Q", "♥ (declared)", or "" when nothing is recorded."""
    try:
        suit, card = parse_trump(text)
    except DealError:
        return text
    if not suit:
        return ""
    return card.label if card is not None else f"{SUIT_SYMBOLS[suit]} (declared)"
