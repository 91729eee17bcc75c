"""Results the cards make unlikely: a slip at the table, caught before it counts.

Double dummy is a measure of what the cards allow, not of what good play takes: a declarer
may take a trick or two more or fewer than it gives, and a three-trick gap happens.  Four or
more is rare enough that a wrong declarer, a wrong tray or a mistyped number is the likelier
reason, so the table is asked "are you sure?" and the director's desk shows it.  So is a
contract made by a side that holds almost nothing, when the cards say it fails.
"""

from __future__ import annotations

from .cards import SEAT_NAMES, SUIT_SYMBOLS, Deal
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
    return "notrumps" if strain == "NT" else SUIT_SYMBOLS[strain]


def contract_doubt(
    deal: Deal, tricks: Tricks, contract: str, declarer: str, taken: int | None
) -> str | None:
    """Why a contract result looks wrong against the cards, or None."""
    parsed = strain_of(contract)
    if parsed is None or taken is None or declarer not in SEAT_NAMES:
        return None
    level, strain = parsed
    could = tricks[declarer][strain]
    name = SEAT_NAMES[declarer]
    if abs(taken - could) >= TRICKS_APART:
        return (
            f"{taken} tricks by {name} in {level}{strain_text(strain)}, where double dummy "
            f"{name} takes {could}"
        )
    side = "North-South" if declarer in "NS" else "East-West"
    points = deal.side_points(declarer)
    needed = level + 6
    if points <= ALMOST_NOTHING and taken >= needed > could:
        return (
            f"{level}{strain_text(strain)} made by {name}, though {side} hold {points} of the "
            f"40 high-card points and double dummy they take {could} tricks"
        )
    return None


def whist_doubt(tricks: Tricks, dealer: str, trumps: str, ns_tricks: int | None) -> str | None:
    """Why North-South's tricks at whist look wrong against the cards, or None."""
    if ns_tricks is None:
        return None
    could = whist_tricks(tricks, dealer, trumps)
    if abs(ns_tricks - could) >= TRICKS_APART:
        return (
            f"North-South {ns_tricks} tricks with {SUIT_SYMBOLS[trumps]} trumps, where double "
            f"dummy they take {could}"
        )
    return None
