"""An individual movement cut to the rounds a session holds.

Every table of an individual plays round r's set (set r), so the first R rounds put R sets in
play and every player plays each of them unless he sits that round out: a cut keeps the
comparisons whole and only shortens the list of partners.  The catalogue's 70% rule still
applies (a player who sits out one of four rounds plays 75% of the sets in play).
"""

from __future__ import annotations

from dataclasses import replace

from movements.types import Movement
from movements.words import sentences
from said import Said


def first_rounds(movement: Movement, rounds: int | None) -> Movement:
    """The first ``rounds`` rounds of ``movement`` (``None`` or the full count: unchanged)."""
    full = movement.round_count
    if rounds is None or rounds == full:
        return movement
    if not 1 <= rounds < full:
        raise ValueError(
            Said("rounds must be 1 to %(full)s, not %(rounds)s", full=full, rounds=rounds)
        )
    kept = movement.rounds[:rounds]
    used = {s.tray_set for r in kept for s in r.seatings if s.tray_set is not None}
    return replace(
        movement,
        name=Said(
            "%(name)s, %(rounds)s of %(full)s rounds", name=movement.name, rounds=rounds, full=full
        ),
        rounds=kept,
        tray_sets=tuple(s for s in movement.tray_sets if s.number in used),
        description=sentences(
            [
                movement.description,
                Said(
                    "Cut down to %(rounds)s of %(full)s rounds: every player plays every set in "
                    "play bar his sit-outs, and partners only some of the others.",
                    rounds=rounds,
                    full=full,
                ),
            ]
        ),
        options=(*movement.options, ("rounds", str(rounds))),
    )
