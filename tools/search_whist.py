"""Offline search for cyclic whist tournaments, embedded in ``movements/data/whist_tables.py``.

Run: ``python tools/search_whist.py [--seed 1] [--seconds 60] [--merge movements/data/whist_tables.py]
[SIZES...] > new.py``, then copy ``new.py`` over ``movements/data/whist_tables.py`` (a redirect
onto the merged file would empty it before it is read).

The tabu search is randomised and time-limited, so a size may need several runs; ``--merge``
keeps the entries of an earlier output (after verifying them again) and searches the rest.

A whist tournament Wh(v) seats v players at tables of four (partners North-South and
East-West) so that every two players partner exactly once and oppose exactly twice.

Cyclic form.  For v = 4n + 1 the players are Z_v; n base tables (N, E, S, W) use 4n distinct
elements, and round g adds g to every entry (the one unused element, plus g, sits out).  For
v = 4n the players are Z_(v-1) plus a fixed player "inf", who sits in one base table.  The
round-by-round conditions then reduce to differences: the partner differences +-(N - S) and
+-(E - W) of the base tables cover every non-zero residue once, and the opponent differences
+-(N - E), +-(N - W), +-(S - E), +-(S - W) cover every non-zero residue twice (pairs with
"inf" are automatically right).  A backtracking search for the skew form (x, y, -x, -y) comes
first; otherwise a tabu search, then simulated annealing, over arrangements of the elements
finds base tables.  Every output is verified by a direct count of partners and opponents
before it is printed.
"""

from __future__ import annotations

import argparse
import itertools
import math
import random
import sys
import time

INF = -1


def skew_tables(v: int) -> list[int] | None:
    """Base tables of the form (x, y, -x, -y), plus (inf, a, 0, -a) when v = 4n.

    Partner differences +-2x, +-2y then cover every class {z, -z} once automatically; the
    opponent differences reduce to: the classes of x + y and x - y over all tables (and a)
    cover every class once.  Backtracking over class pairs.
    """
    m = v - 1 if v % 4 == 0 else v

    def cls(z: int) -> int:
        z %= m
        return min(z, m - z)

    classes = set(range(1, (m - 1) // 2 + 1))
    out: list[tuple[int, int]] = []

    def rec(rest: set[int], used: set[int]) -> bool:
        if not rest:
            return True
        x = min(rest)
        for y in sorted(rest - {x}):
            a, b = cls(x + y), cls(x - y)
            if a == b or 0 in (a, b) or a in used or b in used:
                continue
            out.append((x, y))
            if rec(rest - {x, y}, used | {a, b}):
                return True
            out.pop()
        return False

    fixed = sorted(classes) if v % 4 == 0 else [None]
    for a in fixed:
        out.clear()
        rest = classes - {a}
        if rec(rest, {a} if a is not None else set()):
            base = [INF, a, 0, (-a) % m] if a is not None else []
            for x, y in out:
                base += [x, y, (-x) % m, (-y) % m]
            return base
    return None


def _encode(c: tuple[int, ...], moduli: tuple[int, ...]) -> int:
    e, scale = 0, 1
    for x, m in zip(c, moduli, strict=True):
        e += (x % m) * scale
        scale *= m
    return e


def group_skew_tables(v: int, moduli: tuple[int, ...]) -> list[int] | None:
    """The skew form (x, y, -x, -y) over the product group Z_m1 x Z_m2 x ..., v = 4n + 1.

    Elements are encoded in mixed radix (first modulus least significant).
    """
    elems = [c for c in itertools.product(*(range(m) for m in moduli)) if any(c)]

    def neg(c):
        return tuple((-x) % m for x, m in zip(c, moduli, strict=True))

    def add(a, b, sign=1):
        return tuple((x + sign * y) % m for x, y, m in zip(a, b, moduli, strict=True))

    def cls(c):
        return min(c, neg(c))

    classes = sorted({cls(c) for c in elems})
    out: list[tuple] = []

    def rec(rest, used) -> bool:
        if not rest:
            return True
        x = min(rest)
        for y in sorted(rest - {x}):
            a, b = cls(add(x, y)), cls(add(x, y, -1))
            if a == b or not any(a) or not any(b) or a in used or b in used:
                continue
            out.append((x, y))
            if rec(rest - {x, y}, used | {a, b}):
                return True
            out.pop()
        return False

    if v % 4 != 1 or not rec(set(classes), set()):
        return None
    base = []
    for x, y in out:
        base += [_encode(c, moduli) for c in (x, y, neg(x), neg(y))]
    return base


def _contrib(m: int, quad, part, opp, sign: int) -> None:
    nn, ee, ss, ww = quad
    for a, b in ((nn, ss), (ee, ww)):
        if a != INF and b != INF:
            part[(a - b) % m] += sign
            part[(b - a) % m] += sign
    for a, b in ((nn, ee), (nn, ww), (ss, ee), (ss, ww)):
        if a != INF and b != INF:
            opp[(a - b) % m] += sign
            opp[(b - a) % m] += sign


def _cost(m: int, part, opp) -> int:
    return sum((part[d] - 1) ** 2 + (opp[d] - 2) ** 2 for d in range(1, m))


def _quad_diffs(m: int, quad) -> tuple[list[int], list[int]]:
    nn, ee, ss, ww = quad
    part, opp = [], []
    for a, b in ((nn, ss), (ee, ww)):
        if a != INF and b != INF:
            part += [(a - b) % m, (b - a) % m]
    for a, b in ((nn, ee), (nn, ww), (ss, ee), (ss, ww)):
        if a != INF and b != INF:
            opp += [(a - b) % m, (b - a) % m]
    return part, opp


def tabu(v: int, rng: random.Random, seconds: float, tenure: int = 12) -> list[int] | None:
    """Tabu search: take the best non-tabu swap each step (aspiration on a new best)."""
    n_tables = v // 4
    m = v - 1 if v % 4 == 0 else v
    elems = list(range(m)) + ([INF] if v % 4 == 0 else [])
    deadline = time.time() + seconds
    while time.time() < deadline:
        seq = elems[:]
        rng.shuffle(seq)
        part, opp = [0] * m, [0] * m
        for t in range(n_tables):
            p_, o_ = _quad_diffs(m, seq[4 * t : 4 * t + 4])
            for d in p_:
                part[d] += 1
            for d in o_:
                opp[d] += 1
        cost_now = _cost(m, part, opp)
        best_seen = cost_now
        tabu_until: dict[int, int] = {}
        for it in range(3000):
            if cost_now == 0:
                return seq[: 4 * n_tables]
            best = None
            for i in range(4 * n_tables):
                for j in range(i + 1, len(seq)):
                    ti, tj = i // 4, j // 4
                    if ti == tj:
                        continue
                    delta_p: dict[int, int] = {}
                    delta_o: dict[int, int] = {}
                    for t in {ti, tj}:
                        if t >= n_tables:
                            continue
                        p_, o_ = _quad_diffs(m, seq[4 * t : 4 * t + 4])
                        for d in p_:
                            delta_p[d] = delta_p.get(d, 0) - 1
                        for d in o_:
                            delta_o[d] = delta_o.get(d, 0) - 1
                    seq[i], seq[j] = seq[j], seq[i]
                    for t in {ti, tj}:
                        if t >= n_tables:
                            continue
                        p_, o_ = _quad_diffs(m, seq[4 * t : 4 * t + 4])
                        for d in p_:
                            delta_p[d] = delta_p.get(d, 0) + 1
                        for d in o_:
                            delta_o[d] = delta_o.get(d, 0) + 1
                    seq[i], seq[j] = seq[j], seq[i]
                    dc = 0
                    for d, k in delta_p.items():
                        if k:
                            dc += (part[d] + k - 1) ** 2 - (part[d] - 1) ** 2
                    for d, k in delta_o.items():
                        if k:
                            dc += (opp[d] + k - 2) ** 2 - (opp[d] - 2) ** 2
                    is_tabu = tabu_until.get(seq[i], -1) > it or tabu_until.get(seq[j], -1) > it
                    if is_tabu and cost_now + dc >= best_seen:
                        continue
                    key = (dc, rng.random())
                    if best is None or key < best[0]:
                        best = (key, i, j)
            if best is None:
                break
            _, i, j = best
            for t in {i // 4, j // 4}:
                if t < n_tables:
                    _contrib(m, seq[4 * t : 4 * t + 4], part, opp, -1)
            seq[i], seq[j] = seq[j], seq[i]
            for t in {i // 4, j // 4}:
                if t < n_tables:
                    _contrib(m, seq[4 * t : 4 * t + 4], part, opp, 1)
            cost_now = _cost(m, part, opp)
            best_seen = min(best_seen, cost_now)
            tabu_until[seq[i]] = tabu_until[seq[j]] = it + tenure + rng.randrange(5)
            if it % 50 == 0 and time.time() > deadline:
                break
    return None


def anneal(v: int, rng: random.Random, seconds: float, steps: int = 3_000_000) -> list[int] | None:
    """Simulated annealing over arrangements: a move swaps two entries (any two slots, the
    unused element's included); its cost change is counted on the one or two tables it
    touches, so a move costs a few dozen operations and millions fit in minutes.  Restarts
    from a fresh shuffle every ``steps`` moves.  Found Wh(33) where the tabu search did not.
    """
    n_tables = v // 4
    m = v - 1 if v % 4 == 0 else v
    elems = list(range(m)) + ([INF] if v % 4 == 0 else [])
    deadline = time.time() + seconds
    while time.time() < deadline:
        seq = elems[:]
        rng.shuffle(seq)
        part, opp = [0] * m, [0] * m
        for t in range(n_tables):
            _contrib(m, seq[4 * t : 4 * t + 4], part, opp, 1)
        cost, heat = _cost(m, part, opp), 2.0
        for step in range(1, steps + 1):
            i, j = rng.randrange(len(seq)), rng.randrange(len(seq))
            tables = {t for t in (i // 4, j // 4) if t < n_tables}
            if i == j or not tables:
                continue
            delta_p: dict[int, int] = {}
            delta_o: dict[int, int] = {}
            for sign in (-1, 1):
                if sign == 1:
                    seq[i], seq[j] = seq[j], seq[i]
                for t in tables:
                    p_, o_ = _quad_diffs(m, seq[4 * t : 4 * t + 4])
                    for d in p_:
                        delta_p[d] = delta_p.get(d, 0) + sign
                    for d in o_:
                        delta_o[d] = delta_o.get(d, 0) + sign
            change = sum((part[d] + k - 1) ** 2 - (part[d] - 1) ** 2 for d, k in delta_p.items())
            change += sum((opp[d] + k - 2) ** 2 - (opp[d] - 2) ** 2 for d, k in delta_o.items())
            if change <= 0 or rng.random() < math.exp(-change / heat):
                for d, k in delta_p.items():
                    part[d] += k
                for d, k in delta_o.items():
                    opp[d] += k
                cost += change
                if cost == 0:
                    return seq[: 4 * n_tables]
            else:
                seq[i], seq[j] = seq[j], seq[i]
            if step % 20_000 == 0:
                heat = max(0.15, heat * 0.97)
                if time.time() > deadline:
                    return None
    return None


def develop(
    v: int, base: list[int], moduli: tuple[int, ...] | None = None
) -> list[list[tuple[int, ...]]]:
    """Rounds of the tournament, players numbered 0..v-1 (inf = v-1 when v = 4n)."""
    m = v - 1 if v % 4 == 0 else v
    moduli = moduli or (m,)

    def decode(e: int) -> tuple[int, ...]:
        out = []
        for mod in moduli:
            out.append(e % mod)
            e //= mod
        return tuple(out)

    rounds = []
    for g in range(m):
        gc = decode(g)
        tables = []
        for t in range(len(base) // 4):
            quad = tuple(
                m
                if e == INF
                else _encode(tuple(a + b for a, b in zip(decode(e), gc, strict=True)), moduli)
                for e in base[4 * t : 4 * t + 4]
            )
            tables.append(quad)
        rounds.append(tables)
    return rounds


def verify(v: int, base: list[int], moduli: tuple[int, ...] | None = None) -> bool:
    partners: dict[tuple[int, int], int] = {}
    opponents: dict[tuple[int, int], int] = {}
    for tables in develop(v, base, moduli):
        seen = [p for q in tables for p in q]
        if len(seen) != len(set(seen)):
            return False
        for nn, ee, ss, ww in tables:
            for a, b in ((nn, ss), (ee, ww)):
                partners[tuple(sorted((a, b)))] = partners.get(tuple(sorted((a, b))), 0) + 1
            for a, b in ((nn, ee), (nn, ww), (ss, ee), (ss, ww)):
                k = tuple(sorted((a, b)))
                opponents[k] = opponents.get(k, 0) + 1
    for k in itertools.combinations(range(v), 2):
        if partners.get(k, 0) != 1 or opponents.get(k, 0) != 2:
            return False
    return True


# Sizes with no cyclic solution of this kind: the group used instead (Z_3 x Z_3 for nine;
# Z_7 x Z_7 for 49, whose skew form is found at once).
NON_CYCLIC: dict[int, tuple[int, ...]] = {9: (3, 3), 45: (3, 3, 5), 49: (7, 7)}


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--seconds", type=float, default=60.0)
    ap.add_argument(
        "--merge", help="an earlier output file: keep its (re-verified) entries, search the rest"
    )
    ap.add_argument("sizes", type=int, nargs="*", default=[v for v in range(8, 42) if v % 4 < 2])
    args = ap.parse_args()
    rng = random.Random(args.seed)
    found = {}
    if args.merge:
        ns: dict = {}
        exec(open(args.merge).read(), ns)  # noqa: S102 - our own generated data file
        for v, (moduli, base) in ns["BASE_TABLES"].items():
            if verify(v, list(base), moduli):
                found[v] = (moduli, list(base))
    for v in args.sizes:
        if v in found:
            continue
        moduli = NON_CYCLIC.get(v, (v - 1 if v % 4 == 0 else v,))
        if len(moduli) > 1:
            base = group_skew_tables(v, moduli)
        else:
            base = skew_tables(v) or tabu(v, rng, args.seconds / 2)
            base = base or anneal(v, rng, args.seconds / 2)
        ok = base is not None and verify(v, base, moduli)
        print(f"# Wh({v}): {'found' if ok else 'not found'}", file=sys.stderr, flush=True)
        if ok:
            found[v] = (moduli, base)
    print(HEADER, end="")
    print("BASE_TABLES: dict[int, tuple[tuple[int, ...], tuple[int, ...]]] = {")
    for v, (moduli, base) in sorted(found.items()):
        print(f"    {v}: ({moduli}, {tuple(base)}),")
    print("}")
    print("# fmt: on")


HEADER = '''"""Base tables of whist tournaments Wh(v), found by tools/search_whist.py.

Each entry is (moduli, base).  The players other than a fixed one are the elements of the group
Z_m1 x Z_m2 x ... (one modulus: the cyclic group), encoded in mixed radix, first modulus least
significant; round g (0-based, same encoding) adds g to every entry.  For v = 4n the group has
v - 1 elements and -1 stands for the fixed player, who never moves; for v = 4n + 1 the one
element missing from the base tables (plus g) sits out round g.  Each base table is four
entries: North, East, South, West (partners North-South and East-West).
"""

from __future__ import annotations

# fmt: off
'''


if __name__ == "__main__":
    main()
