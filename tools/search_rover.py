"""Offline search for rover routes where the up-two rule fails: 3 divides the tables.

Run: ``nice python tools/search_rover.py > movements/data/rover_routes.py`` and ruff format it
(``--sizes 9 12`` for some sizes only; the figures go to stderr).

The base is the Mitchell of T tables (the skip Mitchell for an even T, T - 1 rounds).  With
0-based round x and table y, East-West pair y - x (y - x - 1 after the skip) and the set
y + x sit at table y in round x (mod T).  A route gives the rover a table or a rest in each
round; it is sound when the tables are all different (each North-South pair is displaced
once at most), and so are the East-West pairs it meets and the sets it plays.  The rover
rests in round 1, as in the published rule, and as few rounds more as can be:

* T odd: none more is impossible.  Playing T - 1 rounds, missing round x0, table y0, pair d0
  and set s0: the sums give s0 = x0 + y0 and d0 = y0 - x0 (sum of 0..T-1 is 0 mod an odd T),
  and the sums of squares then give 2 S2 = 0 (mod T), S2 = (T - 1) T (2T - 1) / 6, which 3
  dividing T forbids ((T - 1)(2T - 1) is 1 mod 3).  So one rest more, found here.
* T even: the skip breaks the symmetry and one rest is enough.

Depth-first search, the rule's next table (up two, table 3 at the skip) tried first and the
others in random order, filling the rounds in order (long runs of the rule) or the round
with the fewest tables left first (which finds routes where the other stalls), restarted
with another seed when a run takes too many steps; the route with the most up-two steps of
the runs with the best balance (competition SD, ``movements.balance``) is kept, the one
with the most up-two steps (the easiest to follow from a guide card) among equals.  Every route is checked directly before it is printed.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from movements.balance import movement_balance  # noqa: E402
from movements.halftable import half_table  # noqa: E402

Cell = Callable[[int, int], tuple[int, int]]


def geometry(tables: int) -> tuple[int, int | None, Cell]:
    """Rounds, skip round (None for odd) and (East-West pair, set) at (table, round), 1-based."""
    skip = tables // 2 + 1 if tables % 2 == 0 else None
    rounds = tables - 1 if skip else tables

    def cell(t: int, r: int) -> tuple[int, int]:
        offset = r - 1 + (1 if skip and r >= skip else 0)
        return (t - 1 - offset) % tables + 1, (t + r - 2) % tables + 1

    return rounds, skip, cell


def sound(tables: int, route: tuple[int | None, ...]) -> bool:
    """Different tables, East-West pairs and sets wherever the rover plays."""
    rounds, _, cell = geometry(tables)
    played = [(t, *cell(t, r)) for r, t in enumerate(route, start=1) if t is not None]
    return len(route) == rounds and all(
        len({p[i] for p in played}) == len(played) for i in (0, 1, 2)
    )


def regular_steps(tables: int, route: tuple[int | None, ...]) -> int:
    """How many rounds follow the published rule from the round before (up two; 3 at the
    skip)."""
    _, skip, _ = geometry(tables)
    steps = 0
    for r in range(2, len(route) + 1):
        prev, now = route[r - 2], route[r - 1]
        if prev is not None and now is not None:
            steps += now == (3 if r == skip else (prev + 1) % tables + 1)
    return steps


def run(
    tables: int, rests: tuple[int, ...], seed: int, limit: int, ordered: bool = False
) -> tuple[int | None, ...] | None:
    """One randomised depth-first run resting in ``rests`` (None: not found in ``limit``
    steps).  Rounds are filled in order when ``ordered`` (long up-two runs), else the round
    with the fewest tables left first (finds a route at every size); either way the rule's
    table (up two from the round before, table 3 at the skip) is tried first, and a branch is
    left as soon as some round has no table left."""
    rounds, skip, cell = geometry(tables)
    rng = random.Random(seed)
    route: dict[int, int] = {}
    used: tuple[set[int], set[int], set[int]] = (set(), set(), set())
    open_rounds = {r for r in range(1, rounds + 1) if r not in rests}
    steps = 0

    def options(r: int) -> list[int]:
        ew_used, tray_used = used[1], used[2]
        return [
            t
            for t in range(1, tables + 1)
            if t not in used[0] and cell(t, r)[0] not in ew_used and cell(t, r)[1] not in tray_used
        ]

    def go() -> bool:
        nonlocal steps
        steps += 1
        if steps > limit:
            raise TimeoutError
        if not open_rounds:
            return True
        choices = {r: options(r) for r in open_rounds}
        if any(not c for c in choices.values()):
            return False
        if ordered:
            r = min(open_rounds)
        else:
            r = min(open_rounds, key=lambda k: (len(choices[k]), rng.random()))
        tables_left = choices[r]
        rng.shuffle(tables_left)
        prev = route.get(r - 1)
        if prev is not None:
            want = 3 if r == skip else (prev + 1) % tables + 1
            tables_left.sort(key=lambda t: t != want)
        open_rounds.discard(r)
        for t in tables_left:
            ew, tray = cell(t, r)
            for s, v in zip(used, (t, ew, tray), strict=True):
                s.add(v)
            route[r] = t
            if go():
                return True
            for s, v in zip(used, (t, ew, tray), strict=True):
                s.discard(v)
            del route[r]
        open_rounds.add(r)
        return False

    try:
        found = go()
    except TimeoutError:
        return None
    return tuple(route.get(r) for r in range(1, rounds + 1)) if found else None


def search(tables: int, seconds: float) -> tuple[int | None, ...]:
    """The best route found in ``seconds``: round 1 rested, and with an odd T one round more
    (each round in turn); the best balance, then the most up-two steps, then the latest
    second rest, win."""
    rounds, _, _ = geometry(tables)
    options = [(1,)] if tables % 2 == 0 else [(1, r) for r in range(rounds, 1, -1)]
    found: list[tuple[int | None, ...]] = []
    start, seed = time.monotonic(), 0
    while not found or time.monotonic() - start < seconds:
        ordered = seed % 2 == 0
        route = run(tables, options[seed // 2 % len(options)], seed, 3_000, ordered)
        seed += 1
        if route is not None:
            assert sound(tables, route), (tables, route)
            found.append(route)

    def merit(route: tuple[int | None, ...]) -> tuple[float, int, int]:
        last_rest = max(r for r, t in enumerate(route) if t is None)
        return -round(balance(tables, route), 3), regular_steps(tables, route), last_rest

    return max(found, key=merit)


def balance(tables: int, route: tuple[int | None, ...]) -> float:
    """The movement's competition SD with this route (one tray a round)."""
    movement = half_table(tables, "rover", boards_per_round=1, route=route)
    return movement_balance(movement).stats.sd


HEADER = '''"""Rover routes where the up-two rule fails (3 divides the tables), written by
tools/search_rover.py, which gives the construction and the proof that an odd number of tables
needs the second rest.

For each number of tables, the rover's table round by round on the Mitchell of that size (the
skip Mitchell for an even number); None: it sits out.
"""

from __future__ import annotations

ROVER_ROUTES: dict[int, tuple[int | None, ...]] = {
'''


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--sizes", type=int, nargs="*", default=list(range(9, 41, 3)))
    parser.add_argument("--seconds", type=float, default=8.0)
    args = parser.parse_args()
    lines = [HEADER]
    for tables in args.sizes:
        route = search(tables, args.seconds)
        rests = sum(t is None for t in route)
        print(f"{tables}: rests {rests}, {regular_steps(tables, route)} up-two", file=sys.stderr)
        lines.append(f"    {tables}: {route!r},\n")
    lines.append("}\n")
    sys.stdout.write("".join(lines))


if __name__ == "__main__":
    main()
