"""What was played on a board: the contract and declarer from the auction, the tricks the
declarer's side took from the play and a claim, as an online site's LIN file records them.

Calls are written as LIN writes them: ``p`` pass, ``d`` double, ``r`` redouble, ``1C`` to
``7N`` (an alert's ``!`` is dropped); cards as suit and rank, ``D2``, ``SA``.  A claim is the
number of tricks the declarer's side takes in all, the tricks already played included.  Every
call and card is checked (a bid no higher than the last, a double of one's own side, a card the
player does not hold, a revoke), and the first fault is raised as ``PlayError`` naming it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from said import Said

from .cards import RANKS, SEAT_WORDS, SEATS, Card, Deal, DealError

STRAIN_ORDER = ("C", "D", "H", "S", "NT")


class PlayError(ValueError):
    """An auction, play or claim that cannot have happened at the table."""


@dataclass(frozen=True)
class Outcome:
    """A board's result: ``contract`` as "4SX" or "Pass"; ``declarer`` N, E, S or W (None when
    passed out); ``tricks`` the declarer's side took (None: the play stops without a claim)."""

    contract: str
    declarer: str | None
    tricks: int | None


def _next(seat: str, step: int = 1) -> str:
    return SEATS[(SEATS.index(seat) + step) % 4]


def _bid(call: str) -> tuple[int, str] | None:
    if len(call) >= 2 and call[0] in "1234567":
        strain = "NT" if call[1:] in ("N", "NT") else call[1:]
        if strain in STRAIN_ORDER:
            return int(call[0]), strain
    return None


def final_contract(calls: Sequence[str], dealer: str) -> tuple[str, str | None]:
    """The contract ("4HXX", "Pass") and its declarer: the player of the declaring side who
    first named the contract's strain."""
    last: tuple[int, str] | None = None
    last_by, doubled, passes, seat = "", 0, 0, dealer
    first_named: dict[tuple[str, str], str] = {}
    for number, raw in enumerate(calls, start=1):
        call = raw.strip().upper().rstrip("!")
        where = Said(
            "call %(number)s (%(call)s, %(seat)s)",
            number=number,
            call=raw.strip(),
            seat=SEAT_WORDS[seat],
        )
        if passes == 3 and last is not None or passes == 4:
            raise PlayError(Said("%(where)s: the auction had ended", where=where))
        bid = _bid(call)
        side = "NS" if seat in "NS" else "EW"
        if call in ("P", "PASS"):
            passes += 1
        elif bid is not None:
            if last is not None and _rank(bid) <= _rank(last):
                raise PlayError(
                    Said(
                        "%(where)s: not higher than %(last)s%(last2)s",
                        where=where,
                        last=last[0],
                        last2=last[1],
                    )
                )
            last, last_by, doubled, passes = bid, side, 0, 0
            first_named.setdefault((side, bid[1]), seat)
        elif call in ("D", "X") and last is not None and last_by != side and doubled == 0:
            doubled, passes = 1, 0
        elif call in ("R", "XX") and last is not None and last_by == side and doubled == 1:
            doubled, passes = 2, 0
        else:
            raise PlayError(Said("%(where)s: not a call that can be made here", where=where))
        seat = _next(seat)
    if not (passes == 4 or (passes == 3 and last is not None)):
        raise PlayError(Said("the auction has not ended (three passes after the last call)"))
    if last is None:
        return "Pass", None
    return f"{last[0]}{last[1]}{'X' * doubled}", first_named[(last_by, last[1])]


def _rank(bid: tuple[int, str]) -> int:
    return bid[0] * 5 + STRAIN_ORDER.index(bid[1])


def tricks_taken(
    deal: Deal, contract: str, declarer: str, cards: Sequence[str], claim: int | None
) -> int | None:
    """The tricks the declarer's side took: counted from the play, the claim adding the rest
    (None when the play stops short of 13 tricks without a claim)."""
    strain = contract[1:].rstrip("X")
    trumps = None if strain == "NT" else strain
    held = {seat: set(hand.cards()) for seat, hand in deal}
    leader, won = _next(declarer), 0
    trick: list[tuple[str, Card]] = []
    for number, text in enumerate(cards, start=1):
        tricks_done = (number - 1) // 4
        seat = _next(leader, len(trick))
        where = Said(
            "card %(number)s (%(card)s, %(seat)s, trick %(trick)s)",
            number=number,
            card=text.strip(),
            seat=SEAT_WORDS[seat],
            trick=tricks_done + 1,
        )
        try:
            card = Card.parse(text)
        except DealError as exc:
            raise PlayError(Said("%(where)s: %(exc)s", where=where, exc=exc)) from None
        if card not in held[seat]:
            raise PlayError(
                Said(
                    "%(where)s: %(SEAT_NAMES)s does not hold the %(label)s",
                    where=where,
                    SEAT_NAMES=SEAT_WORDS[seat],
                    label=card.label,
                )
            )
        led = trick[0][1].suit if trick else card.suit
        if card.suit != led and any(c.suit == led for c in held[seat]):
            raise PlayError(
                Said(
                    "%(where)s: %(SEAT_NAMES)s holds a card of the suit led",
                    where=where,
                    SEAT_NAMES=SEAT_WORDS[seat],
                )
            )
        held[seat].discard(card)
        trick.append((seat, card))
        if len(trick) == 4:
            leader = _winner(trick, trumps)
            won += leader in (declarer, _next(declarer, 2))
            trick = []
    played = len(cards) // 4
    if claim is None:
        return won if played == 13 else None
    if not won <= claim <= won + 13 - played:
        raise PlayError(
            Said(
                "a claim of %(claim)s tricks: the declarer's side has %(won)s of the %(played)s "
                "tricks played, so it can take %(won)s to %(value)s",
                claim=claim,
                won=won,
                played=played,
                value=won + 13 - played,
            )
        )
    return claim


def _winner(trick: list[tuple[str, Card]], trumps: str | None) -> str:
    led = trick[0][1].suit

    def strength(item: tuple[str, Card]) -> tuple[int, int]:
        card = item[1]
        suit = 2 if card.suit == trumps else 1 if card.suit == led else 0
        return suit, -RANKS.index(card.rank)

    return max(trick, key=strength)[0]


def outcome(
    deal: Deal, dealer: str, calls: Sequence[str], cards: Sequence[str], claim: int | None
) -> Outcome:
    """A board's contract, declarer and tricks from its auction, play and claim."""
    contract, declarer = final_contract(calls, dealer)
    if declarer is None:
        if cards:
            raise PlayError(Said("a passed-out board has no play"))
        return Outcome(contract, None, None)
    return Outcome(contract, declarer, tricks_taken(deal, contract, declarer, cards, claim))
