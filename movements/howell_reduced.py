"""True reduced Howells: R rounds with R sets, each set played equally, every pair meeting R.

A reduced Howell of R rounds (between the number of tables T and the complete 2T - 1) for 2T
pairs, or 2T - 1 with a sit-out, plays R sets, each at T tables (once in each of T rounds): every
pair plays every set once (all but one with a sit-out) and meets R different pairs, so the 70%
rule holds at any length.  That is a Howell design H(R, 2T); the designs and who sits
North-South at each meeting were found offline by ``tools/search_true_reduced_howell.py`` for
the most even comparisons, and are data in ``data.true_reduced_*``:

* ``cyclic``: pairs 1 .. R move (pair p + 1 takes the table pair p held, on either side), pairs
  R + 1 .. 2T stay at their tables; table j seats r - y against r - x on set r - a in round r
  (0-based, mod R) for its base (y, x, a), a stationary pair standing for itself.  Sets go
  down one table, over relay stands where the tables' adders leave gaps.
* ``rotational`` (R = T + 1 with T even, where no cyclic one exists): pairs (e, s) = e + sT + 1;
  round 1 seats e + 1 against e + T + 1 on set e + 1 at table e + 1, and round g + 2 develops
  the base tables (e1, s1, e2, s2, c) by g mod T (c = -1: set T + 1).
* ``grid``: the rounds written out (small fields where neither of the others exists, and R = T
  with T even: from two orthogonal Latin squares, pair p <= T staying at table p and pairs
  T + 1 .. 2T moving, like a Mitchell; at 6 tables, where no such squares exist, some 6 rounds
  of the complete Howell on 6 sets).

One bit per round and table (r T + t, from 0) turns a meeting round.  With 2T - 1 pairs pair 2T
is the phantom: whoever meets it sits out.
"""

from __future__ import annotations

from dataclasses import replace

from movements.balance import movement_balance
from movements.data.reduced_howells import DROPPED
from movements.data.true_reduced_large import REDUCED as LARGE
from movements.data.true_reduced_mid import REDUCED as MID
from movements.data.true_reduced_small import REDUCED as SMALL
from movements.howell_build import assemble, most_resting, rounds_played
from movements.howell_grids import complete_grid
from movements.sizes import meets_seventy_percent
from movements.types import Direction, Movement
from movements.words import sentences
from said import Said

TRUE_REDUCED: dict[tuple[int, int], tuple[str, tuple[int, ...], int]] = {**SMALL, **MID, **LARGE}

Grid = list[list[tuple[int, int, int]]]  # per round, per table: (NS, EW, set)


def true_reduced_kind(pairs: int, rounds: int) -> str | None:
    """``cyclic``, ``rotational`` or ``grid``; None when no true reduced Howell is known."""
    entry = TRUE_REDUCED.get((pairs, rounds))
    return None if entry is None else entry[0]


def true_reduced_grid(pairs: int, rounds: int) -> Grid:
    """Per round, per table, (NS, EW, set) from 1; KeyError when none is known."""
    kind, base, turns = TRUE_REDUCED[(pairs, rounds)]
    tables = (pairs + 1) // 2
    if kind == "cyclic":
        grid = _cyclic(rounds, base)
    elif kind == "rotational":
        grid = _rotational(tables, base)
    else:
        cells = [base[i : i + 3] for i in range(0, len(base), 3)]
        grid = [
            [(c[0], c[1], c[2]) for c in cells[r * tables : (r + 1) * tables]]
            for r in range(rounds)
        ]
    return [
        [
            (ew, ns, st) if turns >> (r * tables + t) & 1 else (ns, ew, st)
            for t, (ns, ew, st) in enumerate(row)
        ]
        for r, row in enumerate(grid)
    ]


def _cyclic(rounds: int, base: tuple[int, ...]) -> Grid:
    starter = [base[i : i + 3] for i in range(0, len(base), 3)]

    def pair(e: int, r: int) -> int:
        return rounds - e if e < 0 else (r - e) % rounds + 1

    return [
        [(pair(ns, r), pair(ew, r), (r - a) % rounds + 1) for ns, ew, a in starter]
        for r in range(rounds)
    ]


def _rotational(tables: int, base: tuple[int, ...]) -> Grid:
    t = tables
    rows = [base[i : i + 5] for i in range(0, len(base), 5)]
    grid: Grid = [[(i + 1, i + t + 1, i + 1) for i in range(t)]]
    for g in range(t):
        grid.append(
            [
                (
                    (e1 + g) % t + s1 * t + 1,
                    (e2 + g) % t + s2 * t + 1,
                    t + 1 if c < 0 else (c + g) % t + 1,
                )
                for e1, s1, e2, s2, c in rows
            ]
        )
    return grid


# -- choosing the reduced Howell ----------------------------------------------------------------


def reduced_howell(pairs: int, boards: int, rounds: int, sets: int | None) -> Movement:
    """A Howell of ``rounds`` rounds, fewer than the complete 2T - 1.

    By default (``sets`` None) the more evenly balanced of the true reduced Howell (each set
    played equally, where one is known) and the kept rounds of the complete one, the latter
    only when it keeps the 70% rule; ties go to the true one.  ``sets`` equal to the true
    one's number asks for it; ``sets`` 2T - 1 (or no true one known) keeps the complete
    Howell's sets and plays some of its rounds (those chosen in ``data.reduced_howells`` for
    the most even comparisons, else the first ones), its sets then played unevenly."""
    tables = (pairs + 1) // 2
    full = 2 * tables - 1
    true_sets = true_reduced_sets(pairs, rounds)
    if sets is None and true_sets is not None:
        return _more_even(_true(pairs, boards, rounds), kept_rounds_howell(pairs, boards, rounds))
    if sets is not None and sets == true_sets:
        return _true(pairs, boards, rounds)
    if sets is None or sets == full:
        return kept_rounds_howell(pairs, boards, rounds)
    if true_sets:
        raise ValueError(
            Said(
                "a %(rounds)s-round Howell for %(pairs)s pairs plays %(true_sets)s sets (each set"
                " played equally) or %(full)s sets, not %(sets)s",
                rounds=rounds,
                pairs=pairs,
                true_sets=true_sets,
                full=full,
                sets=sets,
            )
        )
    raise ValueError(
        Said(
            "a %(rounds)s-round Howell for %(pairs)s pairs plays %(full)s sets, not %(sets)s",
            rounds=rounds,
            pairs=pairs,
            full=full,
            sets=sets,
        )
    )


def _more_even(true: Movement, kept: Movement) -> Movement:
    """The true reduced Howell unless the kept rounds keep the 70% rule and compare the pairs
    more evenly (competition SD)."""
    if not meets_seventy_percent(kept):
        return true
    sd_true = movement_balance(true).stats.sd
    return kept if movement_balance(kept).stats.sd < sd_true - 1e-9 else true


def true_reduced_sets(pairs: int, rounds: int) -> int | None:
    """Sets of the true reduced Howell of this length (each played equally); None if none is
    known."""
    entry = TRUE_REDUCED.get((pairs, rounds))
    if entry is None:
        return None
    kind, base, _turns = entry
    return max(base[2::3]) if kind == "grid" else rounds


def _true(pairs: int, boards: int, rounds: int) -> Movement:
    tables = (pairs + 1) // 2
    grid = true_reduced_grid(pairs, rounds)
    phantom = str(2 * tables) if pairs % 2 else None
    relay = most_resting(grid, phantom)
    movement = assemble(pairs, tables, 2 * tables - 1, grid, relay, phantom, boards)
    moving = rounds if true_reduced_kind(pairs, rounds) == "cyclic" else 0
    stationary = tuple(str(p) for p in range(moving + 1, pairs + 1)) if moving else ()
    about = _describe_true(pairs, tables, rounds, len(movement.tray_sets), relay, moving)
    if not moving and (kept := _staying(grid, pairs)):
        stationary = tuple(map(str, kept))
        about = sentences(
            [
                about,
                Said(
                    "Pairs %(first)s-%(last)s stay at their tables, on the side the guide card "
                    "says.",
                    first=kept[0],
                    last=kept[-1],
                ),
            ]
        )
    return replace(
        movement,
        stationary=stationary,
        description=about,
        options=(*movement.options, ("sets", str(len(movement.tray_sets)))),
    )


def _staying(grid: Grid, pairs: int) -> list[int]:
    """The pairs that play every round at one table (those of the orthogonal squares' first
    side), in order; none in the other written-out grids."""
    seen: dict[int, set[int]] = {}
    for row in grid:
        for table, (ns, ew, _) in enumerate(row, 1):
            for p in (ns, ew):
                seen.setdefault(p, set()).add(table)
    kept = [p for p in range(1, pairs + 1) if len(seen.get(p, ())) == 1]
    return kept if kept == list(range(1, len(grid[0]) + 1)) else []


def _describe_true(
    pairs: int, tables: int, rounds: int, sets: int, relay: int, moving: int
) -> str | Said:
    each = tables * rounds // sets
    plays = (
        Said("every pair plays every set once")
        if sets == rounds
        else Said("every pair plays %(rounds)s of them, never one twice", rounds=rounds)
    )
    values = {
        "pairs": pairs,
        "tables": tables,
        "rounds": rounds,
        "full": 2 * tables - 1,
        "sets": sets,
        "each": each,
        "plays": plays,
    }
    parts: list[str | Said] = []
    if pairs % 2:
        parts.append(
            Said(
                "%(pairs)s pairs at %(tables)s tables, %(rounds)s of %(full)s rounds, %(sets)s "
                "sets: each set is played at %(each)s tables, %(plays)s, and meets %(rounds)s "
                "others (a pair that sits out: one round fewer).",
                **values,
            )
        )
        parts.append(Said("Whoever would meet pair %(pair)s sits out.", pair=2 * tables))
    else:
        parts.append(
            Said(
                "%(pairs)s pairs at %(tables)s tables, %(rounds)s of %(full)s rounds, %(sets)s "
                "sets: each set is played at %(each)s tables, %(plays)s, and meets %(rounds)s "
                "others.",
                **values,
            )
        )
    if moving:
        last = min(pairs, 2 * tables - 1 if pairs % 2 else 2 * tables)
        if relay:
            parts.append(
                Said(
                    "Pairs %(first)s-%(last)s stay at their tables, on the side the guide card "
                    "says; pairs 1-%(moving)s move, pair p+1 taking the table pair p held. Sets "
                    "go down one table, resting on relay stands where the chain has gaps "
                    "(%(relay)s a round).",
                    first=moving + 1,
                    last=last,
                    moving=moving,
                    relay=relay,
                )
            )
        else:
            parts.append(
                Said(
                    "Pairs %(first)s-%(last)s stay at their tables, on the side the guide card "
                    "says; pairs 1-%(moving)s move, pair p+1 taking the table pair p held. Sets "
                    "go down one table; none rests.",
                    first=moving + 1,
                    last=last,
                    moving=moving,
                )
            )
    elif relay == 0:
        parts.append(Said("Follow the guide cards; no set rests each round."))
    elif relay == 1:
        parts.append(Said("Follow the guide cards; one set rests each round."))
    else:
        parts.append(Said("Follow the guide cards; %(relay)s sets rest each round.", relay=relay))
    return sentences(parts)


def kept_rounds_howell(pairs: int, boards: int, rounds: int) -> Movement:
    """Some rounds of the complete Howell, its sets kept: those of ``data.reduced_howells``
    when listed (chosen for the most even comparisons), else the first ``rounds``."""
    tables = (pairs + 1) // 2
    full = 2 * tables - 1
    grid, relay = complete_grid(pairs)
    phantom = str(2 * tables) if pairs % 2 else None
    entry = DROPPED.get((pairs, rounds))
    if entry is None:
        return assemble(pairs, tables, full, grid[:rounds], relay, phantom, boards)
    dropped, turns = entry
    chosen = _chosen_rounds(grid, tuple(r for r in range(full) if r not in dropped), turns)
    resting = most_resting(chosen, phantom)
    movement = assemble(pairs, tables, full, chosen, resting, phantom, boards)
    about = _describe_chosen(pairs, tables, full, rounds, resting, phantom, chosen)
    return replace(movement, description=about)


def _chosen_rounds(grid: Grid, kept: tuple[int, ...], turns: int) -> Grid:
    """The kept rounds of the complete grid, meetings turned by ``turns`` (one bit per table
    of each kept round, in order), sets renumbered 1.. in their order in the complete grid."""
    rows, bit = [], 0
    for r in kept:
        row = []
        for ns, ew, st in grid[r]:
            row.append((ew, ns, st) if turns >> bit & 1 else (ns, ew, st))
            bit += 1
        rows.append(row)
    number = {st: i for i, st in enumerate(sorted({st for row in rows for *_, st in row}), 1)}
    return [[(ns, ew, number[st]) for ns, ew, st in row] for row in rows]


def _describe_chosen(
    pairs: int, tables: int, full: int, rounds: int, relay: int, phantom: str | None, grid: Grid
) -> str | Said:
    parts: list[str | Said] = [rounds_played(pairs, tables, rounds, full)]
    if phantom:
        parts.append(Said("Table 1 is the sit-out table."))
    else:
        sides = {Direction.NS if ns == pairs else Direction.EW for ns, *_ in (r[0] for r in grid)}
        if sides == {Direction.NS}:
            parts.append(Said("Pair %(pair)s stays North-South at table 1.", pair=pairs))
        elif sides == {Direction.EW}:
            parts.append(Said("Pair %(pair)s stays East-West at table 1.", pair=pairs))
        else:
            parts.append(
                Said(
                    "Pair %(pair)s stays either side, as the guide card says, at table 1.",
                    pair=pairs,
                )
            )
    parts.append(
        Said(
            "The rounds kept and who sits North-South were chosen for the most even "
            "comparisons: follow the guide cards; up to %(relay)s sets rest each round.",
            relay=relay,
        )
    )
    return sentences(parts)
