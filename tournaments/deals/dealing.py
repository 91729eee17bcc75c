"""Deals made from a seed, the throw-out rule, and Foster's suit transposition.

The same seed always gives the same deals, on any machine and any Python: the pack for a tray
is shuffled by Fisher and Yates with numbers drawn from SHA-256 of a key, the seed, the tray's
number and the attempt (no library generator whose sequence may change between versions).  The
site passes a key of its own: otherwise, with this code public, a deal shown after its tray was
played would let anyone try seeds until one gives it, and then deal every other tray of the
event, those still to be played too.  The
shuffled pack is then dealt as the source's Law III deals it, "one at a time ... the first to
the player at the left of the dealer": the last card falls to the dealer, and at whist it is
the trump card.

The throw-out rule is the source's ("the present practice of throwing out all hands in which
there is found to be a suit of more than six cards, and dealing it over again"): a club that
agrees sets the longest suit it keeps.  It is whist's practice, so whist deals are offered it
(``usual_limit``); contract and auction bridge keep every deal as it falls, long suits and all.  Foster's transposition changes the suits between the
original play and the overplay ("changed the suits, making clubs trumps instead of hearts,
etc."), so a second play of the same deals does not reward memory.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterator, Mapping
from dataclasses import dataclass

from movements.words import joined as joined_words
from said import Said

from .cards import SEATS, SUIT_NAMES, SUITS, Card, Deal, DealError, Hand, four, pack

# The shortest suit limit that can be met (13 cards over four suits make one of four or more)
# and the longest that throws anything out (a suit has 13 cards).
SHORTEST_LIMIT, LONGEST_LIMIT = 4, 12
# Far more attempts than any limit needs: even "no suit longer than four" keeps about one deal
# in eighty.
MAX_ATTEMPTS = 100_000
# Foster's transposition by default: hearts become clubs, as the source says, and the other
# suits trade places the same way, so every suit changes colour (spades become diamonds).
FOSTER = {"S": "D", "H": "C", "D": "S", "C": "H"}
# The source's throw-out limit: a suit of more than six cards is dealt again.
WHIST_LIMIT = 6


@dataclass(frozen=True)
class Generated:
    """A deal made from a seed: the deal, the card the dealer turns (the last one dealt), and
    how many deals were thrown out before it."""

    deal: Deal
    last_card: Card
    thrown_out: int = 0


def _numbers(seed: int, board: int, attempt: int, key: bytes) -> Iterator[int]:
    """An endless stream of 32-bit numbers from SHA-256 of the key, seed, tray and attempt."""
    counter = 0
    while True:
        text = f"trays-deal:{seed}:{board}:{attempt}:{counter}".encode()
        block = hashlib.sha256(key + text).digest()
        for i in range(0, len(block), 4):
            yield int.from_bytes(block[i : i + 4], "big")
        counter += 1


def _below(numbers: Iterator[int], bound: int) -> int:
    """A whole number from 0 to ``bound - 1``, each as likely (rejection keeps it unbiased)."""
    limit = (1 << 32) - (1 << 32) % bound
    while True:
        n = next(numbers)
        if n < limit:
            return n % bound


def shuffled(seed: int, board: int, attempt: int = 0, key: bytes = b"") -> list[Card]:
    """The pack shuffled for ``board`` (Fisher-Yates)."""
    cards = pack()
    numbers = _numbers(seed, board, attempt, key)
    for i in range(len(cards) - 1, 0, -1):
        j = _below(numbers, i + 1)
        cards[i], cards[j] = cards[j], cards[i]
    return cards


def deal_out(cards: list[Card], dealer: str) -> Deal:
    """Deal a pack one card at a time, the first to the dealer's left: the last to the dealer."""
    held: dict[str, list[Card]] = {s: [] for s in SEATS}
    start = SEATS.index(dealer) + 1
    for i, card in enumerate(cards):
        held[SEATS[(start + i) % 4]].append(card)
    return Deal(four(Hand.of(held[s]) for s in SEATS))


def check_limit(longer_than: int | None) -> None:
    """A throw-out limit that can be met and throws something out."""
    if longer_than is not None and not SHORTEST_LIMIT <= longer_than <= LONGEST_LIMIT:
        raise DealError(
            Said(
                "the throw-out limit must be from %(SHORTEST_LIMIT)s to %(LONGEST_LIMIT)s cards "
                "(every deal has a suit of four or more; no suit is longer than 13), not "
                "%(longer_than)s",
                SHORTEST_LIMIT=SHORTEST_LIMIT,
                LONGEST_LIMIT=LONGEST_LIMIT,
                longer_than=longer_than,
            )
        )


def usual_limit(game: str) -> int | None:
    """The throw-out limit a deal of ``game`` is offered: the source's six at whist, none at
    bridge (a bridge deal stands however long its suits)."""
    return WHIST_LIMIT if getattr(game, "value", game) == "whist" else None


def thrown_out(deal: Deal, longer_than: int | None) -> bool:
    """Whether the throw-out rule deals this one again (a suit longer than the limit)."""
    return longer_than is not None and deal.longest > longer_than


def generate(
    seed: int, board: int, dealer: str, *, longer_than: int | None = None, key: bytes = b""
) -> Generated:
    """The deal for ``board`` from ``seed`` (and ``key``), dealt again while a hand has a suit
    longer than ``longer_than`` (None: every deal stands)."""
    check_limit(longer_than)
    for attempt in range(MAX_ATTEMPTS):
        cards = shuffled(seed, board, attempt, key)
        deal = deal_out(cards, dealer)
        if not thrown_out(deal, longer_than):
            return Generated(deal, cards[-1], attempt)
    raise DealError(
        Said("no deal kept after %(MAX_ATTEMPTS)s attempts", MAX_ATTEMPTS=MAX_ATTEMPTS)
    )  # pragma: no cover


# -- Foster's transposition ---------------------------------------------------------------------


def transposition(text: str | None) -> dict[str, str]:
    """The new suit of spades, hearts, diamonds and clubs in turn, as four letters ("DCSH" is
    Foster's default); every suit must change and each be used once."""
    if text is None or text == "":
        return dict(FOSTER)
    letters = text.strip().upper()
    if len(letters) != 4 or sorted(letters) != sorted(SUITS):
        raise DealError(
            Said(
                "%(text)s: give the new suit of spades, hearts, diamonds and clubs in turn, each "
                "of S, H, D, C once (Foster's is DCSH)",
                text=repr(text),
            )
        )
    mapping = dict(zip(SUITS, letters, strict=True))
    kept = [SUIT_NAMES[s] for s, new in mapping.items() if s == new]
    if kept:
        raise DealError(
            Said(
                "%(text)s leaves the %(value)s as they were: change every suit",
                text=repr(text),
                value=joined_words(kept, Said(" and ")),
            )
        )
    return mapping


def transpose(deal: Deal, mapping: Mapping[str, str]) -> Deal:
    """The deal with every card's suit changed by ``mapping`` (old suit to new)."""
    hands = []
    for _seat, hand in deal:
        moved = {mapping[s]: hand.holding(s) for s in SUITS}
        hands.append(Hand(four(moved[s] for s in SUITS)))
    return Deal(four(hands))


def transpose_card(card: Card, mapping: Mapping[str, str]) -> Card:
    return Card(mapping[card.suit], card.rank)


def describe_transposition(mapping: Mapping[str, str]) -> Said:
    """ "spades become diamonds, hearts clubs, ..." for a deal's note."""
    return Said(
        "spades become %(S)s, hearts %(H)s, diamonds %(D)s, clubs %(C)s",
        **{suit: SUIT_NAMES[mapping[suit]] for suit in SUITS},
    )
