"""Compass whist (Foster): North-South sit still, East-West move one table lower (2 to 1).

The source leaves the trays where they are, which cannot be right: North-South would then
replay their own trays every round.  The trays must travel against the East-West pairs, as in
a Mitchell, and an even number of tables then needs a skip or a relay, exactly as a Mitchell
does.  The compass movement is therefore the Mitchell with the room numbered the other way
round (table t becomes table T+1-t): the pairs go down, the trays go up, and every property
the Mitchell has is kept.

Two tables are a special case: the relay form, where both tables play the same set each
round (passing trays) while the other set rests, gives two rounds in which each North-South
pair meets each East-West pair once and nobody plays a tray twice.

Trays per round follow the Knickerbocker Whist Club practice: at least 24 trays in play,
as near that as possible (14 tables play 2 a round, 10 tables play 3).  The source's own
five-table example played 30 deals; the rule gives 5 a round (25 trays), the nearest to 24.
"""

from __future__ import annotations

from math import ceil

from movements.mitchell import (
    Cell,
    GridRound,
    build_movement,
    check_arguments,
    check_sit_out_share,
    describe,
    full_rounds,
    mitchell_grid,
    resolve_rounds,
    resolve_variant,
    validate_pairs,
)
from movements.types import Family, Movement
from said import Said

MIN_TABLES = 2
MAX_TABLES = 40
KNICKERBOCKER_TRAYS = 24


def knickerbocker_boards_per_round(tables: int) -> int:
    """Trays a round so that at least 24 trays are in play (the Knickerbocker minimum)."""
    return max(1, ceil(KNICKERBOCKER_TRAYS / tables))  # every form has one set per table


def _resolve(tables: int, variant: str) -> str:
    if variant == "auto":
        if tables == 2:
            return "relay"
        return "standard" if tables % 2 else "skip"
    if tables == 2 and variant != "relay":
        raise ValueError(Said("2 tables: only the relay form (both tables share each set) works"))
    return resolve_variant(tables, variant)


def _reflect(grid: tuple[GridRound, ...], tables: int) -> tuple[GridRound, ...]:
    """Number the room the other way round, then renumber the sets in order of appearance
    (round 1 by table, then the set resting on the relay), so set s starts at table s."""
    flip = tables + 1
    first = sorted(grid[0].cells, key=lambda c: flip - c.table)
    order: list[int] = []
    for s in [c.tray_set for c in first] + list(grid[0].resting_sets):
        if s not in order:
            order.append(s)
    new = {old: i + 1 for i, old in enumerate(order)}
    out = []
    for g in grid:
        cells = tuple(
            sorted(
                (Cell(flip - c.table, flip - c.ns, flip - c.ew, new[c.tray_set]) for c in g.cells),
                key=lambda c: c.table,
            )
        )
        out.append(
            GridRound(
                g.number,
                cells,
                tuple(new[s] for s in g.resting_sets),
                tuple(new[s] for s in g.shared_sets),
                g.skip_before,
            )
        )
    return tuple(out)


def compass(
    tables: int,
    *,
    boards_per_round: int | None = None,
    variant: str = "auto",
    rounds: int | None = None,
    pairs: int | None = None,
) -> Movement:
    """Compass whist for 2 to 40 tables; two winners (North-South and East-West apart).

    ``variant``: auto (standard for odd tables, skip for even, relay for 2), skip or relay.
    ``pairs=2T-1`` leaves North-South pair 1 out (the shared table in the relay form).
    """
    b = boards_per_round or knickerbocker_boards_per_round(tables)
    check_arguments(tables, b, MIN_TABLES, MAX_TABLES)
    v = _resolve(tables, variant)
    n_rounds = resolve_rounds(rounds, full_rounds(tables, v))
    missing = 1 if validate_pairs(tables, pairs) else None
    check_sit_out_share(tables, n_rounds, missing)
    grid = _reflect(mitchell_grid(tables, v, n_rounds), tables)
    return build_movement(
        Family.COMPASS,
        Said("Compass"),
        grid,
        tables=tables,
        variant=v,
        boards_per_round=b,
        missing_ns=missing,
        arrow_switch_rounds=0,
        description=describe(tables, v, 0, n_rounds, missing, up=False),
    )
