"""Complete and reduced Howell movements for 4 to 60 pairs (one winner).

A complete Howell for 2T pairs at T tables has 2T - 1 rounds and 2T - 1 tray sets: every pair
meets every other pair exactly once and plays every set exactly once.  With an odd number of
pairs a phantom takes the stationary pair's place, so table 1 becomes the sit-out table.

* T >= 4: the cyclic starter-adder construction over Z_n, n = 2T - 1 (a Room square).  Logical
  table i in round r (both counted from 0) seats North-South pair r - y_i and East-West pair
  r - x_i on set r - a_i; table 1 seats the stationary pair against pair r on set r.  Pair p + 1
  therefore takes pair p's seat every round, and a set moves from the table with adder a to the
  table with adder a + 1, or onto a relay stand when no table has that adder.  Tables 2..T are
  numbered by falling adder, so sets go down one table, with relay stands in the gaps.
  The starters and their orientations (who sits North-South) are data in ``data.starters``; they
  were found offline by ``tools/search_howell_starters.py`` to make the comparisons as even
  as possible.  For 27 and 28 pairs the group is the additive group of GF(27), Z_3^3, with
  Hwang's balanced starter (no longer "pair p + 1 takes p's seat"); for 40 and 56 pairs
  ``doubling`` builds Schellenberg's doubled balanced Room square.  Perfectly balanced:
  4, 7, 8, 11, 12, 13, 16, 19, 20, 23, 24, 27, 28, 29, 31, 32, 37, 40, 41, 43, 44, 47, 48,
  53, 56, 59 and 60 pairs.  An even count with an odd number of tables cannot be (the
  direction vectors would form a Hadamard matrix of order 2T); the note says so.  For a few
  small imperfect sizes single meetings are turned round (``data.orientations``, found by
  ``tools/search_howell_orientations.py``), which evens the comparisons further; pair p + 1
  still takes pair p's table, though not always the same side of it.
* T = 2 and T = 3 need sharing, because no Room square of side 3 or 5 exists: with four pairs
  both tables play each round's set (the source's "Four Pairs": each table deals and the two
  exchange); with five or six pairs rounds 1-4 play sets 1-4 and the fifth round's set is
  played at all three tables.

A reduced Howell (``rounds`` below the complete count, e.g. three-quarter) plays some of the
complete one's rounds: still valid, each pair simply misses some opponents.  Which rounds, and
who sits North-South in each kept meeting, changes how evenly the pairs are compared; for the
usual lengths (three-quarter, one or two rounds short) ``data.reduced_howells`` lists choices found
offline by ``tools/search_reduced_howell.py`` that beat the first rounds.  Other lengths play
the first ``rounds`` rounds.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import replace

from movements.balance import (
    SPLIT_BALANCED_PAIRS,
    balance_impossible,
    balanced_howell_known,
    movement_balance,
)
from movements.data.orientations import TURNS
from movements.data.reduced_howells import DROPPED
from movements.data.starters import GROUP_STARTERS, STARTERS
from movements.doubling import doubled_howell_grid
from movements.howell_small import three_table_grid, three_table_rounds
from movements.types import Direction, Family, Movement, Round, Seating, TraySet

MIN_PAIRS = 4
MAX_PAIRS = 60

# Pair counts built by Schellenberg's doubling of two Hwang squares over GF(q), q = pairs/2 - 1.
DOUBLED = {40: 19, 56: 27}

Grid = list[list[tuple[int, int, int]]]


def howell(pairs: int, *, boards_per_round: int = 2, rounds: int | None = None) -> Movement:
    """The Howell movement for ``pairs`` pairs: complete, or reduced to ``rounds`` rounds.

    A reduced length listed in ``data.reduced_howells`` plays the rounds chosen there for the most
    even comparisons; any other length plays the first ``rounds`` rounds.
    """
    tables, full, rounds = _size(pairs, boards_per_round, rounds)
    if tables == 3:
        return _three_tables(pairs, boards_per_round, rounds)
    entry = DROPPED.get((pairs, rounds)) if rounds < full else None
    if entry is None:
        return first_rounds_howell(pairs, boards_per_round=boards_per_round, rounds=rounds)
    dropped, turns = entry
    grid, _ = complete_grid(pairs)
    phantom = str(2 * tables) if pairs % 2 else None
    chosen = _chosen_rounds(grid, tuple(r for r in range(full) if r not in dropped), turns)
    resting = _most_resting(chosen, phantom)
    movement = _assemble(pairs, tables, full, chosen, resting, phantom, boards_per_round)
    about = _describe_chosen(pairs, tables, full, rounds, resting, phantom, chosen)
    return replace(movement, description=about)


def first_rounds_howell(
    pairs: int, *, boards_per_round: int = 2, rounds: int | None = None
) -> Movement:
    """The first ``rounds`` rounds of the complete Howell: the plain reduction, and the
    yardstick the chosen reductions of ``data.reduced_howells`` must beat."""
    tables, full, rounds = _size(pairs, boards_per_round, rounds)
    if tables == 3:
        return _three_tables(pairs, boards_per_round, rounds)
    grid, relay = complete_grid(pairs)
    phantom = str(2 * tables) if pairs % 2 else None
    return _assemble(pairs, tables, full, grid[:rounds], relay, phantom, boards_per_round)


def _three_tables(pairs: int, boards: int, rounds: int) -> Movement:
    """Five or six pairs: split sets (``howell_small``), nothing shared with an even number
    of trays a round."""
    played, tray_sets = three_table_rounds(pairs, boards, rounds)
    return _movement(pairs, 3, 5, played, tray_sets, 1, pairs == 5, boards)


def _size(pairs: int, boards: int, rounds: int | None) -> tuple[int, int, int]:
    """(tables, complete rounds, rounds to play), or ValueError for a Howell that cannot be."""
    if not MIN_PAIRS <= pairs <= MAX_PAIRS:
        raise ValueError(f"a Howell needs {MIN_PAIRS} to {MAX_PAIRS} pairs, not {pairs}")
    if boards < 1:
        raise ValueError("boards_per_round must be at least 1")
    tables = (pairs + 1) // 2
    full = 2 * tables - 1
    if rounds is None:
        rounds = full
    if not 1 <= rounds <= full:
        raise ValueError(f"a {pairs}-pair Howell has 1 to {full} rounds, not {rounds}")
    return tables, full, rounds


def complete_grid(pairs: int) -> tuple[Grid, int]:
    """The complete Howell as (NS, EW, set) per table per round, and its relay stands.

    Pairs and sets count from 1; with an odd count pair 2T is the phantom.  Shared with the
    offline search for reduced Howells, which picks rounds and turns meetings of this grid.
    """
    tables = (pairs + 1) // 2
    full = 2 * tables - 1
    if tables == 2:
        return _two_tables(), 0
    if tables == 3:
        return three_table_grid(pairs), 1
    if pairs in DOUBLED:
        return doubled_howell_grid(DOUBLED[pairs]), full - tables
    return _cyclic(pairs, tables, TURNS.get(pairs, 0)), full - tables


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


def _most_resting(grid: Grid, phantom: str | None) -> int:
    """Relay stands needed: the most sets in play that no table plays in one round."""
    in_play = {st for row in grid for ns, ew, st in row if phantom not in (str(ns), str(ew))}
    return max(
        len(in_play - {st for ns, ew, st in row if phantom not in (str(ns), str(ew))})
        for row in grid
    )


def howell_balance_note(pairs: int, *, boards_per_round: int = 2, rounds: int | None = None) -> str:
    """The balance sentence a director sees for this Howell (also in ``Movement.notes``)."""
    return howell(pairs, boards_per_round=boards_per_round, rounds=rounds).notes[0]


# -- grids: per round, per table, (NS, EW, set) with 1-based pairs and sets ------------------------


def _two_tables() -> Grid:
    """Round r: pair 4 v r at table 1, r+1 v r+2 at table 2 (pairs 1-3 mod 3), both on set r.

    With this orientation every two pairs are compared once in the same direction and once
    in opposite directions, besides meeting once: perfectly balanced.
    """
    return [[(4, r, r), (r % 3 + 1, (r + 1) % 3 + 1, r)] for r in range(1, 4)]


def _cyclic(pairs: int, tables: int, turns: int = 0) -> Grid:
    """Develop the starter over its group: Z_n, or Z_3 x Z_3 x Z_3 for GF(27).

    ``turns`` has one bit per meeting (round by round, tables 2..T): a set bit turns that
    meeting round (see ``data.orientations``).
    """
    n = 2 * tables - 1
    moduli, flat = GROUP_STARTERS.get(pairs, ((n,), STARTERS.get(pairs, ())))
    triples = [tuple(flat[i : i + 3]) for i in range(0, len(flat), 3)]
    triples.sort(key=lambda t: -t[2])
    grid: Grid = []
    for r in range(n):
        row = [(2 * tables, r + 1, r + 1)]
        for i, (x, y, a) in enumerate(triples):
            ns, ew = _sub(r, y, moduli) + 1, _sub(r, x, moduli) + 1
            if turns >> (r * len(triples) + i) & 1:
                ns, ew = ew, ns
            row.append((ns, ew, _sub(r, a, moduli) + 1))
        grid.append(row)
    return grid


def _sub(a: int, b: int, moduli: tuple[int, ...]) -> int:
    """a - b in Z_m1 x Z_m2 x ..., elements encoded in mixed radix (first modulus lowest)."""
    out, scale = 0, 1
    for m in moduli:
        out += ((a % m - b % m) % m) * scale
        a //= m
        b //= m
        scale *= m
    return out


def _assemble(
    pairs: int,
    tables: int,
    full: int,
    grid: Grid,
    relay: int,
    phantom: str | None,
    boards: int,
) -> Movement:
    played = sorted({st for row in grid for _, _, st in row})
    rounds = []
    for r, row in enumerate(grid, start=1):
        seatings = []
        use: dict[int, int] = defaultdict(int)
        for t, (ns, ew, st) in enumerate(row, start=1):
            ns_l, ew_l = str(ns), str(ew)
            if phantom in (ns_l, ew_l):
                seatings.append(
                    Seating(
                        round=r,
                        table=t,
                        ns=None if ns_l == phantom else ns_l,
                        ew=None if ew_l == phantom else ew_l,
                    )
                )
                continue
            use[st] += 1
            seatings.append(Seating(round=r, table=t, ns=ns_l, ew=ew_l, tray_set=st))
        rounds.append(
            Round(
                number=r,
                seatings=tuple(seatings),
                resting_sets=tuple(s for s in played if s not in use),
                shared_sets=tuple(sorted(s for s, k in use.items() if k > 1)),
            )
        )
    tray_sets = tuple(
        TraySet(number=s, trays=tuple(range((s - 1) * boards + 1, s * boards + 1))) for s in played
    )
    return _movement(
        pairs, tables, full, tuple(rounds), tray_sets, relay, phantom is not None, boards
    )


def _movement(
    pairs: int,
    tables: int,
    full: int,
    rounds: tuple[Round, ...],
    tray_sets: tuple[TraySet, ...],
    relay: int,
    phantom: bool,
    boards: int,
) -> Movement:
    complete = len(rounds) == full
    movement = Movement(
        family=Family.HOWELL,
        name=f"Howell, {pairs} pairs" + ("" if complete else f", {len(rounds)} rounds"),
        tables=tables,
        rounds=rounds,
        tray_sets=tray_sets,
        entrants=tuple(str(p) for p in range(1, pairs + 1)),
        one_winner=True,
        stationary=() if phantom else (str(pairs),),
        relay_stands=relay,
        description=_describe(pairs, tables, full, len(rounds), relay, phantom, boards),
        options=(("boards_per_round", str(boards)), ("rounds", str(len(rounds)))),
    )
    return _with_notes(movement, tables, complete, pairs)


def _describe(pairs, tables, full, rounds, relay, phantom, boards) -> str:
    parts = [f"{pairs} pairs at {tables} tables, {rounds} of {full} rounds."]
    if phantom:
        parts.append("Table 1 is the sit-out table: pair r sits out round r.")
    else:
        parts.append(f"Pair {pairs} stays North-South at table 1.")
    if tables == 2:
        parts.append("Both tables play each round's set, passing the trays between them.")
    elif tables == 3:
        parts.append(_three_table_words(boards))
    elif pairs in DOUBLED:
        parts.append(
            "Built by Schellenberg's doubling of two of Hwang's balanced Room squares: "
            f"follow the guide cards; {relay} sets rest each round."
        )
    elif pairs in GROUP_STARTERS:
        parts.append(
            "Built over the field of 27 elements (Hwang's balanced starter): follow the "
            f"guide cards; {relay} sets rest each round."
        )
    else:
        parts.append(
            "Each round pair p+1 takes the seat pair p held; sets go down one table, "
            f"resting on {relay} relay stands where the chain has gaps."
        )
    return " ".join(parts)


def _three_table_words(boards: int) -> str:
    """How the three-table Howell's trays go, for its number of trays a round."""
    single = (
        "In rounds 1-4 one of the single sets 1-4 rests on the relay stand; round 5's single "
        "set is played at all three tables, passing the tray between them."
    )
    if boards == 1:
        return single
    halves = (
        "Each table plays two half-sets a round, each half-set going on to a different table "
        "(follow the guide cards); half-sets not in play wait on the relay stand. Nothing is "
        "shared"
    )
    if boards % 2 == 0:
        return halves + "."
    return halves + " but the odd tray of each round: the single sets. " + single


def _describe_chosen(pairs, tables, full, rounds, relay, phantom, grid) -> str:
    parts = [f"{pairs} pairs at {tables} tables, {rounds} of {full} rounds."]
    if phantom:
        parts.append("Table 1 is the sit-out table.")
    else:
        sides = {
            (Direction.NS if ns == pairs else Direction.EW).label for ns, *_ in (r[0] for r in grid)
        }
        side = sides.pop() if len(sides) == 1 else "either side, as the guide card says,"
        parts.append(f"Pair {pairs} stays {side} at table 1.")
    parts.append(
        "The rounds kept and who sits North-South were chosen for the most even comparisons: "
        f"follow the guide cards; up to {relay} sets rest each round."
    )
    return " ".join(parts)


# -- balance ---------------------------------------------------------------------------------------


def competition_sd(movement: Movement) -> float:
    """Population standard deviation of the competition matrix (0 = perfectly balanced)."""
    return movement_balance(movement).stats.sd


def _with_notes(movement: Movement, tables: int, complete: bool, pairs: int) -> Movement:
    """The balance sentence: the measured figure, and what is known of better ones; the same
    judgement as the checker's flags (``check._howell_flags``)."""
    sd = competition_sd(movement)
    whole = all(s.trays is None for s in movement.seatings())
    shared = any(r.shared_sets for r in movement.rounds)
    if sd < 1e-9:
        note = "perfectly balanced (competition SD 0.00)"
    elif not complete:
        note = f"competition SD {sd:.2f} (reduced Howell: {movement.round_count} rounds)"
    elif balance_impossible(pairs, whole_sets=whole, shared=shared):
        note = f"competition SD {sd:.2f} (perfect balance impossible: odd number of tables)"
    elif balanced_howell_known(pairs, movement.boards_per_round):
        note = f"competition SD {sd:.2f} (a perfectly balanced one exists)"
    elif pairs in SPLIT_BALANCED_PAIRS:
        note = (
            f"competition SD {sd:.2f} (perfectly balanced with an even number of trays a "
            "round, none known with an odd number)"
        )
    else:
        note = f"competition SD {sd:.2f} (no perfectly balanced Howell known for {pairs} pairs)"
    return replace(movement, notes=(note,))
