"""Results the cards make unlikely: a slip at the table, caught before it counts.

Double dummy is a measure of what the cards allow, not of what good play takes: a declarer
may take a trick or two more or fewer than it gives, and a three-trick gap happens.  Four or
more is rare enough that a wrong declarer, a wrong tray or a mistyped number is the likelier
reason, so the table is asked "are you sure?" and the director's desk shows it.  So is a
contract made by a side that holds almost nothing, when the cards say it fails.
"""

from __future__ import annotations

from said import Said

from .cards import SEAT_NAMES, SEAT_WORDS, SUIT_SYMBOLS, Deal
from .double_dummy import Tricks, whist_tricks

# Tricks away from double dummy that make a result doubtful ("more than 3 away").
TRICKS_APART = 4
# High-card points of 40 a side may hold and still be said to hold "almost nothing".
ALMOST_NOTHING = 8
_STRAIN = {"C": "C", "D": "D", "H": "H", "S": "S", "R": "S", "N": "NT", "NT": "NT"}


def strain_of(contract: str) -> tuple[int, str] | None:
    """The level and double-dummy strain of a stored contract ("4S", "3NTX", auction "2RX"
    for royal spades); None for a pass or anything else."""
    text = (contract or "").upper().rstrip("X")
    if len(text) < 2 or not text[0].isdigit():
        return None
    strain = _STRAIN.get(text[1:])
    return (int(text[0]), strain) if strain else None


def strain_text(strain: str) -> str:
    return str(Said("notrumps")) if strain == "NT" else SUIT_SYMBOLS[strain]


def contract_doubt(
    deal: Deal, tricks: Tricks, contract: str, declarer: str, taken: int | None
) -> Said | None:
    """Why a contract result looks wrong against the cards, or None."""
    parsed = strain_of(contract)
    if parsed is None or taken is None or declarer not in SEAT_NAMES:
        return None
    level, strain = parsed
    could = tricks[declarer][strain]
    name = SEAT_WORDS[declarer]
    contract_said = _Contract(level, strain)
    if abs(taken - could) >= TRICKS_APART:
        return Said(
            "%(taken)s tricks by %(seat)s in %(contract)s, where double dummy %(seat)s takes "
            "%(could)s",
            taken=taken,
            seat=name,
            contract=contract_said,
            could=could,
        )
    side = Said("North-South") if declarer in "NS" else Said("East-West")
    points = deal.side_points(declarer)
    needed = level + 6
    if points <= ALMOST_NOTHING and taken >= needed > could:
        return Said(
            "%(contract)s made by %(seat)s, though %(side)s hold %(points)s of the 40 high-card "
            "points and double dummy they take %(could)s tricks",
            contract=contract_said,
            seat=name,
            side=side,
            points=points,
            could=could,
        )
    return None


class _Contract:
    """A contract as a doubt names it, read when the text is: "4♠", or "3notrumps" in the
    reader's language."""

    def __init__(self, level: int, strain: str) -> None:
        self.level, self.strain = level, strain

    def __str__(self) -> str:
        return f"{self.level}{strain_text(self.strain)}"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, _Contract) and (other.level, other.strain) == (
            self.level,
            self.strain,
        )

    def __hash__(self) -> int:
        return hash((self.level, self.strain))


def whist_doubt(tricks: Tricks, dealer: str, trumps: str, ns_tricks: int | None) -> Said | None:
    """Why North-South's tricks at whist look wrong against the cards, or None."""
    if ns_tricks is None:
        return None
    could = whist_tricks(tricks, dealer, trumps)
    if abs(ns_tricks - could) >= TRICKS_APART:
        return Said(
            "North-South %(tricks)s tricks with %(suit)s trumps, where double dummy they take "
            "%(could)s",
            tricks=ns_tricks,
            suit=SUIT_SYMBOLS[trumps],
            could=could,
        )
    return None
