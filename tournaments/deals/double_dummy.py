"""A deal's double-dummy table and par as the site keeps them, read without the solver.

A table is a plain dict, the tricks each seat makes as declarer in each strain with all four
hands in view: ``{"N": {"C": 9, "D": 8, "H": 7, "S": 10, "NT": 8}, "E": {...}, "S": {...},
"W": {...}}``.  ``analysis`` works tables and par out with DDS; the hand records, the doubt
checks and the travellers read them here.
"""

from __future__ import annotations

from dataclasses import dataclass

Tricks = dict[str, dict[str, int]]


@dataclass(frozen=True)
class Par:
    """North-South's par score and the contracts that reach it ("4SN", "5DXE-2"; none when
    the deal is passed out)."""

    score: int
    contracts: tuple[str, ...] = ()


def whist_tricks(tricks: Tricks, dealer: str, trumps: str) -> int:
    """North-South's double-dummy tricks at whist: ``trumps`` (a suit letter), the lead from
    the dealer's left (Foster: "the player to the left of the dealer begins"), which is the
    lead DDS gives when the dealer is declarer."""
    made = tricks[dealer][trumps]
    return made if dealer in "NS" else 13 - made
