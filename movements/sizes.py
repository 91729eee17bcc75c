"""The size rules the catalogue applies: the 70% rule, round counts, and which sizes exist.

A size check returns None when a kind can be played at that size, or the reason it cannot
("needs an odd number of {size}"), which the catalogue completes with the kind's size word.
"""

from __future__ import annotations

import math

from movements.individual import whist_sizes as available_whist_sizes
from movements.types import Movement
from said import Said

SEVENTY_PERCENT = 0.7


def least_share(movement: Movement) -> tuple[int, int]:
    """(trays the entrant who plays fewest plays, trays in play): the 70% rule's figures."""
    in_play: set[int] = set()
    played: dict[str, int] = {}
    for s in movement.seatings():
        if s.is_sit_out or s.tray_set is None:
            continue
        trays = movement.trays_at(s)
        in_play.update(trays)
        for e in s.entrants():
            played[e] = played.get(e, 0) + len(trays)
    return min((played.get(e, 0) for e in movement.entrants), default=0), len(in_play)


def meets_seventy_percent(movement: Movement) -> bool:
    """Whether everyone plays at least 70% of the trays in play (the EBU rule)."""
    least, total = least_share(movement)
    return not total or least >= SEVENTY_PERCENT * total - 1e-9


def mitchell_like_rounds(tables: int, variant: str) -> int:
    """Rounds of a complete Mitchell (or compass) of a variant: one per table, but one fewer
    with an even number of tables and a skip."""
    if variant == "relay" or tables % 2:
        return tables
    return tables - 1


def missing_pair_ok(tables: int, variant: str) -> bool:
    """Whether a pair sitting out one round still plays 70% of the trays in play (all T sets
    are in play in every form)."""
    rounds = mitchell_like_rounds(tables, variant)
    return (rounds - 1) >= SEVENTY_PERCENT * tables - 1e-9


def howell_rounds(pairs: int) -> int:
    """Rounds of the complete Howell for ``pairs`` pairs."""
    return 2 * ((pairs + 1) // 2) - 1


def three_quarter_rounds(pairs: int) -> int | None:
    """Rounds of a three-quarter Howell, or None when it would break the 70% rule (a pair
    sitting out a round in an odd field counted; all sets assumed in play)."""
    full = howell_rounds(pairs)
    rounds = math.ceil(0.75 * full)
    played = rounds - (pairs % 2)
    if rounds >= full or pairs < 8 or played < SEVENTY_PERCENT * full - 1e-9:
        return None
    return rounds


# The kinds' size words, read in the reader's language where a reason names them.
SIZE_WORDS = {
    "tables": Said("tables"),
    "pairs": Said("pairs"),
    "players": Said("players"),
    "teams": Said("teams"),
}


def sized(reason: Said, size: str) -> Said:
    """A size rule's reason (``Said`` with a ``%(size)s`` placeholder) naming the kind's size
    word: "needs an odd number of tables"."""
    return Said(reason.text, **reason.values, size=SIZE_WORDS.get(size, size))


def odd_only(n: int) -> Said | None:
    return None if n % 2 else Said("needs an odd number of %(size)s")


def even_only(n: int) -> Said | None:
    return None if n % 2 == 0 else Said("needs an even number of %(size)s")


def whist_sizes(n: int) -> Said | None:
    """Whether a whist tournament exists for ``n`` players, and has been found."""
    if n % 4 not in (0, 1):
        return Said("needs 4n or 4n+1 %(size)s")
    if n not in available_whist_sizes():
        listed = ", ".join(str(v) for v in available_whist_sizes())
        return Said(
            "has no whist tournament for %(n)s %(size)s yet (available: %(listed)s)",
            n=n,
            listed=listed,
        )
    return None
