"""Duplimate's DUP file: the dealing machines' own format, as Jannersten's "Convert" paper
publishes it (www.duplimate.com/DuplimateClub/convert.pdf).

Each board takes 156 bytes, one after another with nothing between them:

* bytes 1-78, the BRI part: North's, East's and South's thirteen cards as two-digit numbers,
  01 the ace of spades to 52 the two of clubs (West holds the rest);
* bytes 79-146, the DGE part: the four hands sorted, 17 bytes each, every suit introduced by
  its symbol in the DOS character set (spade 6, heart 3, diamond 4, club 5) and followed by
  its ranks (AKQJT98765432);
* bytes 147-156: "Random hands?" (Y or N), "Backwards counting?" (Y or N), then the lowest
  board of the set (three bytes), the copies of each board (two) and the highest board
  (three), each left aligned and padded with spaces: "YN1  1 32 " for a set of 32.
"""

from __future__ import annotations

from collections.abc import Sequence

from said import Said

from .cards import SEATS, SUITS, Deal, DealError, Hand, four, pack

RECORD = 156
BRI, DGE = 78, 68
SUIT_BYTES = {"S": 6, "H": 3, "D": 4, "C": 5}
_BY_NUMBER = {c.number: c for c in pack()}


def trailer(lowest: int, highest: int, copies: int = 1) -> bytes:
    """The last ten bytes of every record: random hands, forward counting, the set."""
    return f"YN{lowest:<3}{copies:<2}{highest:<3}".encode("ascii")


def _bri(deal: Deal) -> bytes:
    out = []
    for seat in SEATS[:3]:
        numbers = sorted(c.number for c in deal.hand(seat).cards())
        out.append("".join(f"{n:02d}" for n in numbers))
    return "".join(out).encode("ascii")


def _dge(deal: Deal) -> bytes:
    out = bytearray()
    for _seat, hand in deal:
        for suit in SUITS:
            out.append(SUIT_BYTES[suit])
            out += hand.holding(suit).encode("ascii")
    return bytes(out)


def write(boards: Sequence[tuple[int, Deal]]) -> bytes:
    """A DUP file of boards numbered one after another (a machine deals them in order)."""
    if not boards:
        raise DealError(Said("there are no deals to write"))
    numbers = [n for n, _deal in boards]
    lowest, highest = numbers[0], numbers[-1]
    if numbers != list(range(lowest, highest + 1)):
        raise DealError(Said("a dealing machine deals boards one after another: some are missing"))
    if highest > 999:
        raise DealError(Said("a DUP file numbers boards up to 999"))
    tail = trailer(lowest, highest)
    return b"".join(_bri(deal) + _dge(deal) + tail for _n, deal in boards)


def read(data: bytes) -> list[Deal]:
    """The deals of a DUP file (from the BRI part, checked against the DGE part)."""
    if not data or len(data) % RECORD:
        raise DealError(
            Said(
                "a DUP file is made of %(RECORD)s-byte boards; this one has %(count_data)s",
                RECORD=RECORD,
                count_data=len(data),
            )
        )
    deals = []
    for start in range(0, len(data), RECORD):
        record = data[start : start + RECORD]
        board = start // RECORD + 1
        try:
            digits = record[:BRI].decode("ascii")
            numbers = [int(digits[i : i + 2]) for i in range(0, BRI, 2)]
            cards = [_BY_NUMBER[n] for n in numbers]
        except (UnicodeDecodeError, ValueError, KeyError):
            raise DealError(
                Said("record %(board)s: the BRI part is not 39 card numbers", board=board)
            ) from None
        hands = {s: Hand.of(cards[i * 13 : i * 13 + 13]) for i, s in enumerate(SEATS[:3])}
        held = set(cards)
        hands["W"] = Hand.of([c for c in pack() if c not in held])
        deal = Deal(four(hands[s] for s in SEATS))
        if _dge(deal) != record[BRI : BRI + DGE]:
            raise DealError(
                Said("record %(board)s: the DGE part does not match the BRI part", board=board)
            )
        deals.append(deal)
    return deals
