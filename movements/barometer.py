"""Barometer movements: every table plays the same trays each round, so the standings after a
round are final for the trays played so far and can be shown live (the EBU and ACBL's
barometer pairs; online, every Mitchell is played this way).

The pairs move as a Mitchell or a Howell does; the trays do not move: in round r every table
plays set r from its own copy, so each tray is needed once a table (``Movement.copies``):
T tables need T copies of every tray, T x R x trays-a-round boards in all.

``base="mitchell"``: North-South pairs stay, East-West pairs move up one table (T to 1) for T
rounds; with the trays staying put no skip or relay is needed at an even number of tables.
Switching whole rounds compares nothing across the fields here (every table of a round holds
the same cards), so some tables are arrow-switched on some rounds, chosen by measured balance
as for the scrambled Mitchell (``scrambled.switch_cells``): one winner.  The BBO forum's
"BBO Mitchells" thread gives a diagonal for thirteen tables (table 1 switched in rounds 12 and
13, table 2 in 11 and 12, ... table 11 in 2 and 3, table 12 in 13, table 13 in 2); the
tests hold the chosen cells to its balance.

``base="howell"``: the complete Howell for 2T pairs (its own one winner), every table on the
round's set.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace

from movements.grid_build import Place, build_rounds, movement_of, numbered_sets
from movements.howell import first_rounds_howell
from movements.scrambled import Cell, round_notes, switch_cells, switched_at, switched_places
from movements.types import Family, Movement, Round
from movements.words import sentences
from said import TRAY, TRAYS, Said

MIN_TABLES = 3
MAX_TABLES = 15
BASES = ("mitchell", "howell")


def barometer(
    tables: int,
    *,
    boards_per_round: int = 2,
    base: str = "mitchell",
    switched: Iterable[Cell] | None = None,
) -> Movement:
    """A barometer on a Mitchell or Howell pairing (see the module's docstring); ``switched``
    names the (table, round) cells of a Mitchell base to arrow-switch (None: by balance)."""
    if not MIN_TABLES <= tables <= MAX_TABLES:
        raise ValueError(
            Said(
                "a barometer takes %(MIN_TABLES)s to %(MAX_TABLES)s tables",
                MIN_TABLES=MIN_TABLES,
                MAX_TABLES=MAX_TABLES,
            )
        )
    if boards_per_round < 1:
        raise ValueError(Said("boards_per_round must be at least 1"))
    if base not in BASES:
        raise ValueError(Said("base is mitchell or howell, not %(base)s", base=repr(base)))
    if switched is not None and base != "mitchell":
        raise ValueError(Said("only a Mitchell base takes switched tables"))
    if base == "howell":
        return _on_howell(tables, boards_per_round)
    grid = barometer_grid(tables)
    ns = tuple(f"{t}NS" for t in range(1, tables + 1))
    ew = tuple(f"{t}EW" for t in range(1, tables + 1))
    cells = frozenset(switched) if switched is not None else _best_cells(tables)
    places = switched_places(grid, cells)
    rounds = _copies(build_rounds(places, round_notes(places)))
    return movement_of(
        Family.BAROMETER,
        Said("Barometer Mitchell, %(tables)s tables", tables=tables),
        tables,
        rounds,
        tables,
        boards_per_round,
        ns + ew,
        stationary=ns,
        copies=True,
        one_winner=bool(cells),
        description=_describe_mitchell(tables, boards_per_round, places),
        options=(("base", base), ("boards_per_round", str(boards_per_round))),
    )


def barometer_grid(tables: int) -> list[list[Place]]:
    """Round r: North-South pair t at table t against East-West pair t - r + 1 (East-West up
    one table a round), every table on set r."""
    t = tables
    return [
        [Place(k, f"{k}NS", f"{(k - r) % t + 1}EW", r) for k in range(1, t + 1)]
        for r in range(1, t + 1)
    ]


_CELLS: dict[int, frozenset[Cell]] = {}


def _best_cells(tables: int) -> frozenset[Cell]:
    if tables not in _CELLS:
        grid = barometer_grid(tables)
        entrants = tuple(e for row in grid[:1] for p in row for e in (p.ns, p.ew) if e)
        _CELLS[tables] = switch_cells(grid, entrants)
    return _CELLS[tables]


def _copies(rounds: tuple[Round, ...]) -> tuple[Round, ...]:
    """Every table of a round plays its own copy of the round's set: declared shared, as the
    Swiss's copies are, and nothing rests."""
    out = []
    for r in rounds:
        sets = {s.tray_set for s in r.seatings if s.tray_set is not None and not s.is_sit_out}
        shared = tuple(sorted(sets)) if sum(1 for s in r.seatings if not s.is_sit_out) > 1 else ()
        out.append(replace(r, shared_sets=shared, resting_sets=()))
    return tuple(out)


def _on_howell(tables: int, boards: int) -> Movement:
    """The complete Howell's pairs and seats, every table on the round's set."""
    # the plain Howell: its pairings, not its stands, make the barometer's balance
    base = first_rounds_howell(2 * tables, boards_per_round=boards)
    rounds = []
    for r in base.rounds:
        seatings = tuple(
            replace(s, tray_set=None if s.is_sit_out else r.number, trays=None) for s in r.seatings
        )
        rounds.append(replace(r, seatings=seatings, note=""))
    return replace(
        base,
        family=Family.BAROMETER,
        name=Said("Barometer Howell, %(tables)s tables", tables=tables),
        rounds=_copies(tuple(rounds)),
        tray_sets=numbered_sets(len(rounds), boards),
        relay_stands=0,
        copies=True,
        description=_describe_howell(tables, boards, len(rounds)),
        options=(("base", "howell"), ("boards_per_round", str(boards))),
        notes=(),
    )


def _copies_needed(tables: int, rounds: int, boards: int) -> Said:
    return Said(
        "Every table plays the same %(trays)s each round (round 1 set 1, round 2 set 2, ...), "
        "each from its own copy: make %(copies)s copies of every %(tray)s, %(all)s %(trays)s "
        "in all for %(deals)s deals.",
        trays=TRAYS,
        tray=TRAY,
        copies=tables,
        all=tables * rounds * boards,
        deals=rounds * boards,
    )


def _describe_mitchell(tables: int, boards: int, places: list[list[Place]]) -> str | Said:
    t = tables
    return sentences(
        [
            _copies_needed(t, t, boards),
            Said(
                "North-South pairs stay at their tables; after each round East-West pairs move "
                "up one table (%(tables)s to 1). The %(trays)s stay on the table.",
                tables=t,
                trays=TRAYS,
            ),
            switched_at(places),
        ]
    )


def _describe_howell(tables: int, boards: int, rounds: int) -> str | Said:
    return sentences(
        [
            _copies_needed(tables, rounds, boards),
            Said(
                "The pairs move as the %(pairs)s-pair Howell's guide cards say; the %(trays)s "
                "stay on the table.",
                pairs=2 * tables,
                trays=TRAYS,
            ),
        ]
    )
