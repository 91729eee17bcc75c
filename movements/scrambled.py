"""The scrambled Mitchell: a Mitchell in which some tables are arrow-switched on some rounds, so
that one winner results (bridgecentral's "Switched Mitchell, also called scrambled Mitchell";
Magic Contest's "Scrambled Complete Mitchell", whose optimised arrow switching "may take place
in different rounds at different tables").

The pairs and trays move as the Mitchell's (standard for an odd number of tables, the skip for
an even number).  Which tables turn their trays in which rounds is chosen by measured balance
(``switch_cells``): first the best regular layout, runs of whole rounds (the usual arrow
switch: Moore's recommendations, which the Mitchell's own ``best_arrow_switch_rounds``
measures) or diagonals across tables and rounds, then table by table, round by round, a
table's switch is turned on or off wherever that makes the comparisons of all the pairs as one
field more even, until no single change helps.  So the
movement is never less balanced than the Mitchell switched by whole rounds; at three tables
one switched table in the last round (SD a tray 1.05) beats both the whole round switched
(2.31) and no switch at all (1.47, two winners).  At least one table is switched: one winner.

The search is shared with the barometer (``barometer.py``), whose tables all play the same
trays in a round, where switching whole rounds compares nothing across the fields.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import replace
from functools import lru_cache

from movements.balance import competition
from movements.grid_build import Place, build_rounds, movement_of
from movements.mitchell import full_rounds, mitchell_grid, resolve_variant
from movements.types import Family, Movement
from movements.words import joined, sentences
from said import TRAYS, Said

MIN_TABLES = 3
MAX_TABLES = 15  # the search is a few seconds at fifteen tables; bigger rooms switch rounds
MAX_PASSES = 8
# (a, b) of the diagonals tried: table t switched in round r when a r + b t is in a run.
DIAGONALS = ((1, 1), (1, -1), (1, 2), (1, -2), (1, 3), (1, -3), (2, 1), (2, -1))
Cell = tuple[int, int]  # (table, round)


def scrambled_mitchell(tables: int, *, boards_per_round: int = 2) -> Movement:
    """The scrambled Mitchell for ``tables`` tables (see the module's docstring)."""
    if not MIN_TABLES <= tables <= MAX_TABLES:
        raise ValueError(
            Said(
                "a scrambled Mitchell takes %(MIN_TABLES)s to %(MAX_TABLES)s tables",
                MIN_TABLES=MIN_TABLES,
                MAX_TABLES=MAX_TABLES,
            )
        )
    if boards_per_round < 1:
        raise ValueError(Said("boards_per_round must be at least 1"))
    grid = _grid(tables)
    switched = scrambled_cells(tables)
    places = switched_places(grid, switched)
    variant = resolve_variant(tables, "auto")
    notes = round_notes(places)
    if variant == "skip":
        skip = tables // 2 + 1
        before = Said("skip: East-West pairs move one extra table before this round")
        notes[skip] = joined([before, notes[skip]], "; ") if skip in notes else before
    ns = tuple(f"{t}NS" for t in range(1, tables + 1))
    ew = tuple(f"{t}EW" for t in range(1, tables + 1))
    skip_round = tables // 2 + 1 if variant == "skip" else None
    rounds = tuple(
        replace(r, skip_before=r.number == skip_round) for r in build_rounds(places, notes)
    )
    return movement_of(
        Family.SCRAMBLED_MITCHELL,
        Said("Scrambled Mitchell, %(tables)s tables", tables=tables),
        tables,
        rounds,
        max(p.tray_set or 0 for row in grid for p in row),
        boards_per_round,
        ns + ew,
        stationary=ns,
        one_winner=True,
        description=_describe(tables, variant, places),
        options=(("boards_per_round", str(boards_per_round)),),
    )


def _grid(tables: int) -> list[list[Place]]:
    """The Mitchell's places, none switched: North-South pair t at table t, East-West pairs
    up one table, the trays down one (the skip for an even number of tables)."""
    variant = resolve_variant(tables, "auto")
    grid = mitchell_grid(tables, variant, full_rounds(tables, variant))
    return [[Place(c.table, f"{c.ns}NS", f"{c.ew}EW", c.tray_set) for c in g.cells] for g in grid]


@lru_cache(maxsize=32)
def scrambled_cells(tables: int) -> frozenset[Cell]:
    grid = _grid(tables)
    return switch_cells(grid, _entrants(grid))


def _entrants(grid: list[list[Place]]) -> tuple[str, ...]:
    return tuple(sorted({e for row in grid for p in row for e in (p.ns, p.ew) if e}))


def switched_places(grid: list[list[Place]], switched: Iterable[Cell]) -> list[list[Place]]:
    cells = set(switched)
    return [[replace(p, switched=(p.table, r) in cells) for p in row]
            for r, row in enumerate(grid, start=1)]  # fmt: skip


def switch_cells(grid: list[list[Place]], entrants: tuple[str, ...]) -> frozenset[Cell]:
    """The tables and rounds to arrow-switch for the most even comparisons as one field.

    Two starts, each the best of its regular layouts: runs of whole rounds (the usual switch;
    the last rounds first, so a tie keeps them) and diagonals, table t switched in round r when
    (a r + b t) falls in a run of k residues modulo the rounds (the BBO forum's thirteen-table
    barometer switches such a diagonal).  From each, single tables are turned on or off while
    that helps, or off where that costs nothing (at least one stays switched); the more even
    result wins, the fewer switches on a tie."""
    measure = _Measure(grid, entrants)
    rounds = len(grid)
    tables = [p.table for p in grid[0]]
    found = []
    for family in (_whole_rounds(rounds, tables), _diagonals(rounds, tables)):
        best: tuple[float, frozenset[Cell]] = (float("inf"), frozenset())
        for cells in family:
            sd = measure(cells)
            if sd < best[0] - 1e-9:
                best = (sd, cells)
        found.append(_improve(grid, measure, *best))
    return min(found, key=lambda f: (f[0], len(f[1])))[1]


def _improve(
    grid: list[list[Place]], measure: _Measure, sd: float, cells: frozenset[Cell]
) -> tuple[float, frozenset[Cell]]:
    """Turn single tables' switches on or off while that helps (or off where it costs
    nothing)."""
    for _ in range(MAX_PASSES):
        improved = False
        for r, row in enumerate(grid, start=1):
            for p in row:
                if not (p.ns and p.ew):
                    continue
                trial = cells ^ {(p.table, r)}
                if not trial:
                    continue
                got = measure(trial)
                if got < sd - 1e-9 or (got <= sd + 1e-9 and len(trial) < len(cells)):
                    sd, cells, improved = got, trial, True
        if not improved:
            break
    return sd, cells


def _whole_rounds(rounds: int, tables: list[int]) -> Iterator[frozenset[Cell]]:
    """Runs of whole rounds, the last rounds first."""
    for k in range(1, rounds // 2 + 1):
        for first in range(rounds - k, -1, -1):
            yield frozenset((t, r) for t in tables for r in range(first + 1, first + k + 1))


def _diagonals(rounds: int, tables: list[int]) -> Iterator[frozenset[Cell]]:
    """Table t switched in round r when a r + b t falls in a run of k residues."""
    for a, b in DIAGONALS:
        for k in range(1, rounds // 2 + 1):
            for c in range(rounds):
                yield frozenset(
                    (t, r)
                    for t in tables
                    for r in range(1, rounds + 1)
                    if (a * r + b * t - c) % rounds < k
                )


class _Measure:
    """The competition SD of a grid with some cells switched, one tray a set."""

    def __init__(self, grid: list[list[Place]], entrants: tuple[str, ...]) -> None:
        self.entrants = entrants
        index = {e: i for i, e in enumerate(entrants)}
        self.plays = [
            [(p.table, p.tray_set, index[p.ns], index[p.ew]) for p in row if p.ns and p.ew]
            for row in grid
        ]

    def __call__(self, cells: frozenset[Cell]) -> float:
        by_set: dict[int | None, list[tuple[int, int]]] = {}
        for r, row in enumerate(self.plays, start=1):
            for table, tray_set, ns, ew in row:
                pair = (ew, ns) if (table, r) in cells else (ns, ew)
                by_set.setdefault(tray_set, []).append(pair)
        return round(competition(self.entrants, by_set.values()).stats.sd, 9)


def switched_at(places: list[list[Place]]) -> Said:
    """The rounds' switched tables for a description: "round 2, table 3; round 4, tables 1
    and 2"."""
    parts: list[str | Said] = []
    for r, row in enumerate(places, start=1):
        switched = [p.table for p in row if p.switched and p.ns and p.ew]
        if len(switched) == 1:
            parts.append(Said("round %(round)s, table %(table)s", round=r, table=switched[0]))
        elif switched:
            tables = Said(
                "%(tables)s and %(last)s",
                tables=", ".join(str(t) for t in switched[:-1]),
                last=switched[-1],
            )
            parts.append(Said("round %(round)s, tables %(tables)s", round=r, tables=tables))
    return Said(
        "Some tables turn their %(trays)s (arrow switch), so there is one winner: %(where)s.",
        trays=TRAYS,
        where=joined(parts, "; "),
    )


def round_notes(places: list[list[Place]]) -> dict[int, str | Said]:
    """Each round's switched tables, as the director announces them."""
    notes: dict[int, str | Said] = {}
    for r, row in enumerate(places, start=1):
        switched = [p.table for p in row if p.switched and p.ns and p.ew]
        if len(switched) == 1:
            notes[r] = Said(
                "arrow switch at table %(table)s: turn the %(trays)s",
                table=switched[0],
                trays=TRAYS,
            )
        elif switched:
            notes[r] = Said(
                "arrow switch at tables %(tables)s and %(last)s: turn the %(trays)s",
                tables=", ".join(map(str, switched[:-1])),
                last=switched[-1],
                trays=TRAYS,
            )
    return notes


def _describe(tables: int, variant: str, places: list[list[Place]]) -> str | Said:
    t = tables
    parts: list[str | Said] = [
        Said(
            "North-South pairs stay at their tables. After each round East-West pairs move up "
            "one table (%(tables)s to 1); the %(trays)s go down one (1 to %(tables)s).",
            tables=t,
            trays=TRAYS,
        ),
    ]
    if variant == "skip":
        parts.append(
            Said(
                "Before round %(round)s East-West pairs skip a table (they move two tables).",
                round=t // 2 + 1,
            )
        )
    parts.append(switched_at(places))
    return sentences(parts)
