"""Constructions of true reduced Howells (Howell designs H(R, 2T)) for the offline search.

A reduced Howell of R rounds for 2T pairs at T tables plays R sets, each at T tables (once in
each of T rounds); every pair plays every set once and meets R others, never one twice.  That
is a Howell design H(R, 2T): an R x R array (sets by rounds) whose filled cells are meetings,
each pair once in every row and every column.  They exist for T <= R <= 2T - 1 except
H(5, 8) (Anderson, Schellenberg and Stinson); three constructions are tried, in order:

* ``cyclic``: the group Z_R acts on the rounds.  The pairs are Z_R (they move: pair p + 1 takes
  pair p's seat) and k = 2T - R stationary pairs inf_1 .. inf_k.  A base round of T tables
  {x, y} (or {inf_i, x}) with adders a: round r seats r - y against r - x on set r - a.  The
  differences +-(x - y) must be distinct (never R/2), the adders distinct, and the values y - a,
  x - a (and x - a at the stationary tables) must cover Z_R once, so every pair plays every set
  once.  Sets then go from the table of adder a to that of a + 1: with the tables in falling
  adder order they go down one table, resting on relay stands in the gaps.  R = T + 1 with T
  even has no such starter.
* ``rotational`` (for R = T + 1): Z_T acts on pairs Z_T x {0, 1}, with one fixed round where
  (i, 0) meets (i, 1) on set i and T developed rounds; one table of the base round plays the
  fixed extra set.
* ``coloured``: the first R rounds of the complete Howell (the same meetings) with sets found
  by tabu search: every round's sets distinct, every pair each set once (small fields where
  neither of the others exists).

Each returns cells (round, table, NS, EW, set), all 0-based; pairs 0 .. 2T - 1.
"""

from __future__ import annotations

import random
import time

Cell = tuple[int, int, int, int, int]


# -- cyclic: Z_R with stationary pairs -------------------------------------------------------------


def cyclic_starter(
    rounds: int, tables: int, rng: random.Random, seconds: float, contiguous: bool = False
) -> list[tuple[int, int, int]] | None:
    """A base round (ns, ew, adder) per table, stationary pairs as -1 .. -k; None if none found
    in time.  ``contiguous``: adders 0 .. T - 1 (every relay stand in one place)."""
    r, t = rounds, tables
    k = 2 * t - r
    if k < 1 or k > t:
        return None
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        pairs = _random_pairs(r, t - k, rng)
        if pairs is None:
            continue
        free = sorted(set(range(r)) - {e for p in pairs for e in p})
        tables_ = [tuple(p) for p in pairs] + [(-(i + 1), e) for i, e in enumerate(free)]
        adders = _adders(r, tables_, rng, contiguous, deadline)
        if adders is not None:
            return [(ns, ew, a) for (ns, ew), a in zip(tables_, adders, strict=True)]
    return None


def _random_pairs(r: int, m: int, rng: random.Random) -> list[tuple[int, int]] | None:
    free = set(range(r))
    used: set[int] = set()
    diffs = [d for d in range(1, r) if (2 * d) % r]
    out = []
    for _ in range(m):
        for _try in range(200):
            x = rng.choice(tuple(free))
            d = rng.choice(diffs)
            y = (x + d) % r
            if y in free and y != x and d not in used:
                out.append((y, x))
                free -= {x, y}
                used |= {d, (r - d) % r}
                break
        else:
            return None
    return out


def _adders(
    r: int, tables: list[tuple[int, int]], rng: random.Random, contiguous: bool, deadline: float
) -> list[int] | None:
    """Distinct adders with every element - adder distinct (randomised backtracking)."""
    order = sorted(range(len(tables)), key=lambda i: -sum(e >= 0 for e in tables[i]))
    pool = list(range(len(tables))) if contiguous else list(range(r))
    chosen: list[int | None] = [None] * len(tables)
    used_a: set[int] = set()
    used_v: set[int] = set()
    budget = [4000]

    def place(i: int) -> bool:
        if i == len(order):
            return True
        budget[0] -= 1
        if budget[0] < 0 or time.monotonic() > deadline:
            return False
        j = order[i]
        cands = pool[:]
        rng.shuffle(cands)
        for a in cands:
            if a in used_a:
                continue
            vals = [(e - a) % r for e in tables[j] if e >= 0]
            if len(set(vals)) < len(vals) or any(v in used_v for v in vals):
                continue
            chosen[j] = a
            used_a.add(a)
            used_v.update(vals)
            if place(i + 1):
                return True
            used_a.discard(a)
            used_v.difference_update(vals)
        return False

    return [a for a in chosen] if place(0) else None  # type: ignore[misc]


def cyclic_cells(rounds: int, starter: list[tuple[int, int, int]]) -> list[Cell]:
    """Develop a cyclic starter; tables in the starter's order; stationary inf_i is pair
    R + i - 1."""
    out = []
    for rr in range(rounds):
        for j, (ns, ew, a) in enumerate(starter):
            out.append((rr, j, _dev(ns, rr, rounds), _dev(ew, rr, rounds), (rr - a) % rounds))
    return out


def _dev(e: int, rr: int, rounds: int) -> int:
    return rounds - e - 1 if e < 0 else (rr - e) % rounds


# -- rotational: Z_T on two orbits, one fixed round (R = T + 1) ---------------------------------------


def rotational_base(
    tables: int, rng: random.Random, seconds: float
) -> list[tuple[int, int, int, int, int]] | None:
    """Base round tables (e1, s1, e2, s2, c): pair (e1, s1) North-South against (e2, s2) on set
    c (c = -1: the extra set); None if none found in time."""
    t = tables
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        a = rng.randint(0, (t - 2) // 2 if t % 2 == 0 else (t - 1) // 2)
        pure = [_random_pure(t, a, rng) for _ in (0, 1)]
        if None in pure:
            continue
        xs = sorted(set(range(t)) - {e for p in pure[0] for e in p})  # type: ignore[union-attr]
        ys = sorted(set(range(t)) - {e for p in pure[1] for e in p})  # type: ignore[union-attr]
        mixed = _mixed(t, xs, ys, rng)
        if mixed is None:
            continue
        base = [((x, 0), (y, 0)) for x, y in pure[0]]  # type: ignore[union-attr]
        base += [((x, 1), (y, 1)) for x, y in pure[1]]  # type: ignore[union-attr]
        base += [((x, 0), (y, 1)) for x, y in mixed]
        sets = _rotational_sets(t, base, len(base) - len(mixed), rng, deadline)
        if sets is not None:
            return [(p[0], p[1], q[0], q[1], c) for (p, q), c in zip(base, sets, strict=True)]
    return None


def _random_pure(t: int, count: int, rng: random.Random) -> list[tuple[int, int]] | None:
    free = set(range(t))
    used: set[int] = set()
    out = []
    for _ in range(count):
        for _try in range(100):
            x = rng.choice(tuple(free))
            d = rng.randrange(1, t)
            y = (x + d) % t
            if (2 * d) % t and y in free and d not in used:
                out.append((x, y))
                free -= {x, y}
                used |= {d, (t - d) % t}
                break
        else:
            return None
    return out


def _mixed(
    t: int, xs: list[int], ys: list[int], rng: random.Random
) -> list[tuple[int, int]] | None:
    for _try in range(300):
        rng.shuffle(ys)
        diffs = [(y - x) % t for x, y in zip(xs, ys, strict=True)]
        if 0 not in diffs and len(set(diffs)) == len(diffs):
            return list(zip(xs, ys, strict=True))
    return None


def _rotational_sets(t, base, first_mixed, rng, deadline) -> list[int] | None:
    """Sets c per base table: one mixed table takes the extra set; for each orbit s the values
    c - e over its elements at the other tables must be Z_T without 0."""
    for extra in rng.sample(range(first_mixed, len(base)), len(base) - first_mixed):
        chosen = _place_sets(t, base, extra, rng, deadline)
        if chosen is not None:
            return chosen
    return None


def _place_sets(t, base, extra, rng, deadline) -> list[int] | None:
    order = [j for j in range(len(base)) if j != extra]
    chosen = [-1] * len(base)
    used_c: set[int] = set()
    used_v: list[set[int]] = [set(), set()]
    budget = [3000]

    def place(i: int) -> bool:
        if i == len(order):
            return True
        budget[0] -= 1
        if budget[0] < 0 or time.monotonic() > deadline:
            return False
        j = order[i]
        cands = list(range(t))
        rng.shuffle(cands)
        for c in cands:
            if c in used_c:
                continue
            vals = [((c - e) % t, s) for e, s in base[j]]
            if any(v == 0 or v in used_v[s] for v, s in vals) or len(set(vals)) < 2:
                continue
            chosen[j] = c
            used_c.add(c)
            for v, s in vals:
                used_v[s].add(v)
            if place(i + 1):
                return True
            used_c.discard(c)
            for v, s in vals:
                used_v[s].discard(v)
        return False

    return chosen if place(0) else None


def rotational_cells(tables: int, base: list[tuple[int, int, int, int, int]]) -> list[Cell]:
    """Round 0 is the fixed round ((i, 0) meets (i, 1) on set i at table i); round g + 1
    develops the base by g.  Pair (e, s) is e + s T; set c is c, the extra set T."""
    t = tables
    out = [(0, i, i, i + t, i) for i in range(t)]
    for g in range(t):
        for j, (e1, s1, e2, s2, c) in enumerate(base):
            st = t if c < 0 else (c + g) % t
            out.append((g + 1, j, (e1 + g) % t + s1 * t, (e2 + g) % t + s2 * t, st))
    return out


# -- coloured: the first R rounds of the complete Howell, sets by tabu search -------------------------


def coloured_cells(
    meetings: list[list[tuple[int, int]]], rounds: int, rng: random.Random, seconds: float
) -> list[Cell] | None:
    """Sets for the first ``rounds`` rounds of ``meetings`` (per round, per table, (NS, EW)):
    a proper colouring of the meetings with ``rounds`` colours where meetings of one round or
    sharing a pair differ (tabu search); None if none found in time."""
    cells = [(r, t, a, b) for r in range(rounds) for t, (a, b) in enumerate(meetings[r])]
    n = len(cells)
    near: list[list[int]] = [[] for _ in range(n)]
    for i in range(n):
        for j in range(i + 1, n):
            if cells[i][0] == cells[j][0] or {cells[i][2], cells[i][3]} & {
                cells[j][2],
                cells[j][3],
            }:
                near[i].append(j)
                near[j].append(i)
    colour = [rng.randrange(rounds) for _ in range(n)]
    seen = [[0] * rounds for _ in range(n)]
    for i in range(n):
        for j in near[i]:
            seen[i][colour[j]] += 1
    clashes = sum(seen[i][colour[i]] for i in range(n)) // 2
    tabu: dict[tuple[int, int], int] = {}
    step, best = 0, clashes
    deadline = time.monotonic() + seconds
    while clashes and time.monotonic() < deadline:
        step += 1
        moves, gain = [], None
        bad = [i for i in range(n) if seen[i][colour[i]]]
        for i in bad:
            for c in range(rounds):
                if c == colour[i]:
                    continue
                d = seen[i][c] - seen[i][colour[i]]
                if tabu.get((i, c), 0) > step and clashes + d >= best:
                    continue
                if gain is None or d < gain:
                    gain, moves = d, [(i, c)]
                elif d == gain:
                    moves.append((i, c))
        if not moves:
            continue
        i, c = rng.choice(moves)
        old, colour[i] = colour[i], c
        for j in near[i]:
            seen[j][old] -= 1
            seen[j][c] += 1
        clashes += gain  # type: ignore[operator]
        tabu[(i, old)] = step + rng.randrange(10) + int(0.6 * len(bad))
        best = min(best, clashes)
    if clashes:
        return None
    return [(r, t, a, b, colour[i]) for i, (r, t, a, b) in enumerate(cells)]


# -- more sets than rounds: some rounds of the complete Howell, sets played equally ------------------


def other_set_counts(tables: int, rounds: int) -> list[int]:
    """Numbers of sets S > R that a reduced Howell of R rounds can play equally without
    sharing: S divides T R (each set at T R / S tables) and R >= 70% of S."""
    return [
        s
        for s in range(rounds + 1, tables * rounds + 1)
        if (tables * rounds) % s == 0 and rounds >= 0.7 * s
    ]


def equitable_cells(
    meetings: list[list[tuple[int, int]]], sets: int, rng: random.Random, tries: int = 400
) -> list[Cell] | None:
    """Sets for the given rounds of meetings: ``sets`` sets, each at the same number of tables,
    never two tables of a round on one set, no pair on a set twice (randomised greedy)."""
    rounds = len(meetings)
    per = sum(len(row) for row in meetings) // sets
    cells = [(r, t, a, b) for r in range(rounds) for t, (a, b) in enumerate(meetings[r])]
    for _ in range(tries):
        count = [0] * sets
        in_round: list[set[int]] = [set() for _ in range(rounds)]
        by_pair: dict[int, set[int]] = {}
        out = []
        for r, t, a, b in cells:
            taken = in_round[r] | by_pair.get(a, set()) | by_pair.get(b, set())
            free = [s for s in range(sets) if count[s] < per and s not in taken]
            if not free:
                break
            least = min(count[s] for s in free)
            s = rng.choice([x for x in free if count[x] == least])
            count[s] += 1
            in_round[r].add(s)
            by_pair.setdefault(a, set()).add(s)
            by_pair.setdefault(b, set()).add(s)
            out.append((r, t, a, b, s))
        else:
            return out
    return None
