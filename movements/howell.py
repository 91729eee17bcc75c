"""Complete and reduced Howell movements for 4 to 60 pairs (one winner).

A complete Howell for 2T pairs at T tables has 2T - 1 rounds and 2T - 1 tray sets: every pair
meets every other pair exactly once and plays every set exactly once.  With an odd number of
pairs a phantom takes the stationary pair's place, so table 1 becomes the sit-out table.  The
grids are built in ``howell_grids`` (cyclic starters, GF(27), Schellenberg's doubling; two
tables share each round's set, as the source's "Four Pairs") and in ``howell_small`` (three
tables: split sets, nothing shared with an even number of trays a round).

Perfectly balanced: 4, 5 and 6 (an even number of trays a round), 7, 8, 11, 12, 13, 16, 19,
20, 23, 24, 27, 28, 29, 31, 32, 37, 40, 41, 43, 44, 47, 48, 53, 56, 59 and 60 pairs.  An even
count with an odd number of tables cannot be with whole sets and nothing shared (the direction
vectors would form a Hadamard matrix of order 2T); the note and the checker say which case a
movement is in (``balance.balanced_howell_known``, ``balance.balance_impossible``).

A reduced Howell (``rounds`` below 2T - 1) is, by default, the more evenly balanced of the true
reduced Howell (``howell_reduced``: R sets, each played equally, so the 70% rule always holds)
and some rounds of the complete one (its sets played unevenly), among those that keep the 70%
rule; ``sets`` asks for one of them.
"""

from __future__ import annotations

from movements.howell_build import assemble, howell_movement
from movements.howell_grids import DOUBLED, Grid, complete_grid
from movements.howell_reduced import reduced_howell
from movements.howell_small import three_table_rounds
from movements.types import Movement
from said import Said

__all__ = ["DOUBLED", "Grid", "complete_grid", "first_rounds_howell", "howell"]

MIN_PAIRS = 4
MAX_PAIRS = 60


def howell(
    pairs: int,
    *,
    boards_per_round: int = 2,
    rounds: int | None = None,
    sets: int | None = None,
) -> Movement:
    """The Howell movement for ``pairs`` pairs: complete, or reduced to ``rounds`` rounds
    (``sets``: R for the true reduced Howell, 2T - 1 for rounds of the complete one, None for
    the better balanced of those keeping the 70% rule)."""
    tables, full, rounds = _size(pairs, boards_per_round, rounds)
    if tables == 3:
        return _three_tables(pairs, boards_per_round, rounds)
    if rounds < full:
        return reduced_howell(pairs, boards_per_round, rounds, sets)
    if sets not in (None, full):
        raise ValueError(
            Said(
                "the complete %(pairs)s-pair Howell plays %(full)s sets, not %(sets)s",
                pairs=pairs,
                full=full,
                sets=sets,
            )
        )
    grid, relay = complete_grid(pairs, grouped=True)
    phantom = str(2 * tables) if pairs % 2 else None
    return assemble(pairs, tables, full, grid, relay, phantom, boards_per_round)


def first_rounds_howell(
    pairs: int, *, boards_per_round: int = 2, rounds: int | None = None
) -> Movement:
    """The first ``rounds`` rounds of the complete Howell: the plain reduction, and the
    yardstick the chosen reductions must beat."""
    tables, full, rounds = _size(pairs, boards_per_round, rounds)
    if tables == 3:
        return _three_tables(pairs, boards_per_round, rounds)
    grid, relay = complete_grid(pairs)
    phantom = str(2 * tables) if pairs % 2 else None
    return assemble(pairs, tables, full, grid[:rounds], relay, phantom, boards_per_round)


def _three_tables(pairs: int, boards: int, rounds: int) -> Movement:
    """Five or six pairs: split sets (``howell_small``), nothing shared with an even number
    of trays a round."""
    played, tray_sets = three_table_rounds(pairs, boards, rounds)
    return howell_movement(pairs, 3, 5, played, tray_sets, 1, pairs == 5, boards)


def _size(pairs: int, boards: int, rounds: int | None) -> tuple[int, int, int]:
    """(tables, complete rounds, rounds to play), or ValueError for a Howell that cannot be."""
    if not MIN_PAIRS <= pairs <= MAX_PAIRS:
        raise ValueError(
            Said(
                "a Howell needs %(MIN_PAIRS)s to %(MAX_PAIRS)s pairs, not %(pairs)s",
                MIN_PAIRS=MIN_PAIRS,
                MAX_PAIRS=MAX_PAIRS,
                pairs=pairs,
            )
        )
    if boards < 1:
        raise ValueError(Said("boards_per_round must be at least 1"))
    tables = (pairs + 1) // 2
    full = 2 * tables - 1
    if rounds is None:
        rounds = full
    if not 1 <= rounds <= full:
        raise ValueError(
            Said(
                "a %(pairs)s-pair Howell has 1 to %(full)s rounds, not %(rounds)s",
                pairs=pairs,
                full=full,
                rounds=rounds,
            )
        )
    return tables, full, rounds
