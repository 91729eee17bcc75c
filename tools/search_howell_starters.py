"""Offline search for the Howell starters embedded in ``movements/data/starters.py``.

Run: ``python tools/search_howell_starters.py [--seed 1] [--seconds 20] > movements/data/starters.py``

For every cyclic group Z_n (n = 2T - 1, T = 4 .. 30 tables) it picks a strong starter
{(x_i, y_i)} and an orientation (which member sits North-South) that minimise the spread of the
same-direction comparison counts, separately for the even pair count (stationary pair present)
and the odd one (the stationary pair is the phantom).  The construction is the one in
``movements.howell``: logical table i in round r seats NS = r - y_i, EW = r - x_i on set
r - (x_i + y_i).  Pair 0 therefore holds the North-South cards on the sets -x_i: its direction
sequence is fixed by the set X of first members, and pair g's sequence is pair 0's shifted by g.

Sources of good orientations, tried in order:
* Hwang's balanced starter for primes n = 3 (mod 4): x_i = w^(2i+1), y_i = w^(2i), w primitive.
* A starter whose first members are a prescribed set (a cyclic Hadamard difference set, or the
  quadratic residues), found by randomised backtracking.
* Random strong starters improved by flipping pairs (hill climbing on the orientation).
"""

from __future__ import annotations

import argparse
import itertools
import random
import sys
import time

from starter_algebra import (
    candidates_with_prescribed_x,
    gf27_block,
    hwang,
    is_prime,
)

# -- cost: spread of same-direction counts -------------------------------------------------------


def direction_sequence(n: int, pairs: list[tuple[int, ...]]) -> list[int]:
    """Pair 0's direction on each set (+1 North-South, -1 East-West; set 0 East-West).

    Pair 0 sits North-South in round y_i at table i, which plays set y_i - a_i there.
    """
    v = [-1] * n
    for x, y, *a in pairs:
        adder = a[0] if a else x + y
        v[(y - adder) % n] = 1
    return v


def cost(n: int, pairs: list[tuple[int, int]], odd: bool) -> int:
    """Sum over shifts d != 0 of (same(d) - ideal)^2, same(d) = sets where pairs 0 and d agree.

    Even pair count: all n sets, ideal T - 1.  Odd: pair g sits out set g, so only the sets
    k not in {0, d} count, ideal T - 2.
    """
    v = direction_sequence(n, pairs)
    t = (n + 1) // 2
    total = 0
    for d in range(1, n):
        if odd:
            same = sum(1 for k in range(1, n) if k != d and v[k] == v[(k - d) % n])
            total += (same - (t - 2)) ** 2
        else:
            same = sum(1 for k in range(n) if v[k] == v[(k - d) % n])
            total += (same - (t - 1)) ** 2
    return total


# -- starters ------------------------------------------------------------------------------------


def prefix_sd(n: int, triples, odd: bool, rounds: int) -> float:
    """Competition SD (per set) of the first ``rounds`` rounds of the cyclic movement."""
    plays: dict[int, list[tuple[int, int, int]]] = {}
    for r in range(rounds):
        tables = [] if odd else [(n, r, r)]  # n stands for the stationary pair
        tables += [((r - y) % n, (r - x) % n, (r - a) % n) for x, y, a in triples]
        for t, (ns, ew, st) in enumerate(tables):
            plays.setdefault(st, []).extend([(ns, 1, r * 100 + t), (ew, -1, r * 100 + t)])
    size = n if odd else n + 1
    mp = [[0] * size for _ in range(size)]
    for lst in plays.values():
        k = len({w for _, _, w in lst})
        for (a, da, wa), (b, db, wb) in itertools.combinations(lst, 2):
            v = (k - 1) if wa == wb else (1 if da == db else -1)
            mp[min(a, b)][max(a, b)] += v
    vals = [mp[a][b] for a, b in itertools.combinations(range(size), 2)]
    mean = sum(vals) / len(vals)
    return (sum((v - mean) ** 2 for v in vals) / len(vals)) ** 0.5


def is_strong_starter(n: int, pairs: list[tuple[int, int]]) -> bool:
    elems = [e for p in pairs for e in p]
    diffs = [(x - y) % n for x, y in pairs] + [(y - x) % n for x, y in pairs]
    sums = [(x + y) % n for x, y in pairs]
    full = set(range(1, n))
    return (
        sorted(elems) == sorted(full)
        and sorted(diffs) == sorted(full)
        and len(set(sums)) == len(sums)
        and 0 not in sums
    )


def random_strong_starter(
    n: int, rng: random.Random, xs: frozenset[int] | None = None, budget: int = 200000
) -> list[tuple[int, int]] | None:
    """Randomised backtracking; with ``xs`` the first members must be exactly ``xs``."""
    used: set[int] = set()
    diffs: set[int] = set()
    sums: set[int] = {0}
    out: list[tuple[int, int]] = []
    order = sorted(xs) if xs is not None else list(range(1, n))
    rng.shuffle(order)
    steps = [0]

    def nxt() -> int | None:
        for e in order:
            if e not in used:
                return e
        return None

    def rec() -> bool:
        steps[0] += 1
        if steps[0] > budget:
            return False
        x = nxt()
        if x is None:
            return True
        cands = [y for y in range(1, n) if y != x and y not in used]
        if xs is not None:
            cands = [y for y in cands if y not in xs]
        rng.shuffle(cands)
        for y in cands:
            d1, d2, s = (x - y) % n, (y - x) % n, (x + y) % n
            if d1 in diffs or d2 in diffs or s in sums:
                continue
            used.update((x, y))
            diffs.update((d1, d2))
            sums.add(s)
            out.append((x, y))
            if rec():
                return True
            out.pop()
            used.difference_update((x, y))
            diffs.difference_update((d1, d2))
            sums.discard(s)
        return False

    return list(out) if rec() else None


def climb(n: int, pairs: list[tuple[int, int]], odd: bool, rng: random.Random):
    """Flip pairs while the cost falls; a few random kicks."""
    best = list(pairs)
    best_c = cost(n, best, odd)
    cur, cur_c = list(best), best_c
    for _kick in range(6):
        improved = True
        while improved:
            improved = False
            idx = list(range(len(cur)))
            rng.shuffle(idx)
            for i in idx:
                trial = list(cur)
                trial[i] = (trial[i][1], trial[i][0])
                c = cost(n, trial, odd)
                if c < cur_c:
                    cur, cur_c, improved = trial, c, True
        if cur_c < best_c:
            best, best_c = list(cur), cur_c
        cur = list(best)
        for i in rng.sample(range(len(cur)), k=max(1, len(cur) // 5)):
            cur[i] = (cur[i][1], cur[i][0])
        cur_c = cost(n, cur, odd)
    return best, best_c


def starters_with_adders(n: int) -> list[list[tuple[int, int, int]]]:
    """Every starter of Z_n with every adder (small n only, for groups without a strong one)."""
    found = []

    def starters(rest, diffs, acc):
        if not rest:
            yield list(acc)
            return
        x = min(rest)
        for y in rest - {x}:
            d1, d2 = (x - y) % n, (y - x) % n
            if d1 in diffs or d2 in diffs:
                continue
            yield from starters(rest - {x, y}, diffs | {d1, d2}, acc + [(x, y)])

    for st in starters(frozenset(range(1, n)), frozenset(), []):

        def adders(i, used_a, covered, acc, st=st):
            if i == len(st):
                found.append(list(acc))
                return
            x, y = st[i]
            for a in range(1, n):
                c1, c2 = (x - a) % n, (y - a) % n
                if a in used_a or c1 in covered or c2 in covered or c1 == c2:
                    continue
                adders(i + 1, used_a | {a}, covered | {c1, c2}, acc + [(x, y, a)], st)

        adders(0, frozenset(), frozenset({0}), [])
    return found


def search(n: int, odd: bool, seconds: float, rng: random.Random):
    best, best_c = None, None
    if n < 11:
        # Exhaustive; among the best complete movements prefer the one whose reduced forms
        # (its first R rounds, R from (n + 1) / 2 to n - 1) are the most even.
        scored = []
        for triples in starters_with_adders(n):
            for mask in range(1 << len(triples)):
                t = [
                    (y, x, a) if mask >> i & 1 else (x, y, a) for i, (x, y, a) in enumerate(triples)
                ]
                scored.append((cost(n, t, odd), t))
        best_c = min(c for c, _ in scored)
        tops = [t for c, t in scored if c == best_c]
        best = min(tops, key=lambda t: sum(prefix_sd(n, t, odd, r) for r in range((n + 1) // 2, n)))
        return best, best_c

    def consider(pairs):
        nonlocal best, best_c
        c = cost(n, pairs, odd)
        if best_c is None or c < best_c:
            best, best_c = list(pairs), c

    if is_prime(n) and n % 4 == 3:
        consider(hwang(n))
        consider([(y, x) for x, y in hwang(n)])
    deadline = time.time() + seconds
    for xs in candidates_with_prescribed_x(n)[:40]:
        if best_c == 0 or time.time() > deadline:
            break
        for _ in range(3):
            s = random_strong_starter(n, rng, xs, budget=20000)
            if s is not None:
                consider(s)
                break
    # Odd T with the stationary pair: same(d) = (n + acf(d)) / 2 and acf = 1 (mod 4) is never
    # -1, so every shift deviates by at least one.
    floor = n - 1 if not odd and n % 4 == 1 else 0
    while (best_c is None or best_c > floor) and time.time() < deadline:
        s = random_strong_starter(n, rng, None, budget=50000)
        if s is None:
            continue
        s, _c = climb(n, s, odd, rng)
        consider(s)
    return best, best_c


HEADER = '''"""Howell starters over Z_n (n = 2T - 1) for 7 to 60 pairs.

27 and 28 pairs use GF(27) (below); 40 and 56 pairs use Schellenberg's doubling instead.

Each entry lists triples (x, y, a): logical table i in round r seats North-South pair r - y,
East-West pair r - x, on set r - a (mod n); the stationary pair (or, for an odd count, the
phantom) meets pair r on set r.  The x - y differences cover every non-zero residue once, the
values y - a and x - a cover every non-zero residue once and the adders a are distinct and
non-zero: that is what makes the movement a Room square.  The orientations minimise the spread
of the same-direction comparisons.  Generated by tools/search_howell_starters.py.
"""

from __future__ import annotations

# fmt: off
'''


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--seconds", type=float, default=20.0)
    ap.add_argument("--tables", type=int, nargs="*", default=list(range(4, 31)))
    args = ap.parse_args()
    rng = random.Random(args.seed)
    results = {}
    for t in args.tables:
        n = 2 * t - 1
        if n == 27:
            continue  # GF(27) is not cyclic: Hwang's starter over Z_3^3, see gf27_block()
        for odd in (False, True):
            pairs_count = n if odd else n + 1
            if pairs_count in (40, 56):
                continue  # Schellenberg's doubling (movements/doubling.py) is balanced
            s, c = search(n, odd, args.seconds, rng)
            assert s is not None and (n < 11 or is_strong_starter(n, s)), (n, s)
            results[pairs_count] = [
                (x, y, (x + y) % n) if len(p) == 2 else p for p in s for x, y in [p[:2]]
            ]
            print(f"# pairs {pairs_count}: cost {c}", file=sys.stderr, flush=True)
    print(HEADER, end="")
    print("STARTERS: dict[int, tuple[int, ...]] = {  # pairs: x1, y1, a1, x2, y2, a2, ...")
    for k in sorted(results):
        flat = ", ".join(f"{x}, {y}, {a}" for x, y, a in results[k])
        print(f"    {k}: ({flat}),")
    print("}")
    print(gf27_block(), end="")
    print("# fmt: on")


if __name__ == "__main__":
    main()
