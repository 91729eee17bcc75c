"""Orthogonal pairs of Latin squares of orders 10, 14 and 18 for ``tools/mols_data.py``.

Run: ``python tools/search_mols.py [--seed 0] 10 14 18`` and paste the printed entries into
``SQUARES``.  For 10 and 14: the cyclic square of order n - 1 prolonged along a random
transversal, and a mate found as n disjoint transversals by ``tools/mols_mate.c`` (compiled
with gcc; seconds at 14).  Order 18 has far too many transversals to list: Wilson's
construction TD(4, mt + u) from TD(5, t), TD(4, m), TD(4, m + 1), TD(4, u) with 18 = 3 * 5 + 3.
Every pair is checked (both Latin, every ordered pair once) before it is printed.
"""

from __future__ import annotations

import argparse
import random
import subprocess
import sys
import tempfile
from pathlib import Path

from mols_data import DIGITS
from reduced_equal import _orthogonal

TOOLS = Path(__file__).resolve().parent
Square = list[list[int]]


def prolonged_cyclic(n: int, rng: random.Random) -> Square:
    """The cyclic square of order n - 1 (odd) with a random transversal's cells given the new
    symbol n - 1, their old symbols moved to the new row and column."""
    m = n - 1
    while True:  # a random transversal of Z_m: a permutation p with i + p(i) all distinct
        p = _random_transversal(m, rng)
        if p is not None:
            break
    square = [[(i + j) % m for j in range(m)] + [0] for i in range(m)] + [[0] * n]
    for i, j in enumerate(p):
        square[i][m] = square[m][j] = square[i][j]
        square[i][j] = m
    square[m][m] = m
    return square


def _random_transversal(m: int, rng: random.Random) -> list[int] | None:
    p: list[int] = []
    cols: set[int] = set()
    syms: set[int] = set()

    def extend(i: int) -> bool:
        if i == m:
            return True
        for j in rng.sample(range(m), m):
            if j not in cols and (i + j) % m not in syms:
                p.append(j), cols.add(j), syms.add((i + j) % m)
                if extend(i + 1):
                    return True
                p.pop(), cols.discard(j), syms.discard((i + j) % m)
        return False

    return p if extend(0) else None


def mate(square: Square, node_limit: int = 50_000_000) -> Square | None:
    """An orthogonal mate from ``mols_mate.c``, or None if it finds none in its limit."""
    n = len(square)
    with tempfile.TemporaryDirectory() as tmp:
        program = Path(tmp) / "mols_mate"
        subprocess.run(["gcc", "-O2", "-o", str(program), str(TOOLS / "mols_mate.c")], check=True)
        data = f"{n} {node_limit}\n" + "\n".join(" ".join(map(str, r)) for r in square)
        out = subprocess.run([str(program)], input=data, capture_output=True, text=True).stdout
    if out.startswith("none"):
        return None
    return [list(map(int, line.split())) for line in out.splitlines()]


def wilson_18() -> tuple[Square, Square]:
    """TD(4, 18) by Wilson's construction, read as two orthogonal squares (block (a, b, c, d):
    first[a][b] = c, second[a][b] = d).  TD(5, 5) with its fifth group cut to u = 3 points;
    points of groups 1-4 weighted m = 3 (points 3b + z); a cut point y adds 15 + y to every
    group.  A block missing the kept points becomes a TD(4, 3), one through y a TD(4, 4) less
    its block on the four copies of y; a TD(4, 3) on those copies completes it."""
    m, t, u = 3, 5, 3
    blocks = [tuple(m * t + c for c in block) for block in _oa_prime(3)]
    for big in _oa_prime(5, 5):
        y = big[4]
        if y >= u:
            blocks += [tuple(m * big[i] + c[i] for i in range(4)) for c in _oa_prime(3)]
            continue
        for c in _oa_four():
            if c != (0, 0, 0, 0):
                blocks.append(
                    tuple(m * t + y if c[i] == 0 else m * big[i] + c[i] - 1 for i in range(4))
                )
    n = m * t + u
    first, second = [[0] * n for _ in range(n)], [[0] * n for _ in range(n)]
    for a, b, c, d in blocks:
        first[a][b], second[a][b] = c, d
    return first, second


def _oa_prime(q: int, k: int = 4) -> list[tuple[int, ...]]:
    """OA(k, q) for q prime, k <= q + 1: the rows (y, x, x + y, x + 2y, ...) mod q."""
    return [
        tuple([y] + [(x + a * y) % q for a in range(k - 1)]) for x in range(q) for y in range(q)
    ]


def _oa_four() -> list[tuple[int, ...]]:
    """OA(4, 4) over GF(4) (addition xor, w = 2, w^2 = 3 = w + 1): (y, x, x + y, x + wy)."""
    times_w = [0, 2, 3, 1]
    return [(y, x, x ^ y, x ^ times_w[y]) for x in range(4) for y in range(4)]


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("orders", nargs="+", type=int)
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args()
    for n in args.orders:
        rng = random.Random(args.seed)
        pair = wilson_18() if n == 18 else None
        while pair is None:
            first = prolonged_cyclic(n, rng)
            second = mate(first)
            pair = (first, second) if second is not None else None
        if not _orthogonal(*pair):
            sys.exit(f"order {n}: not an orthogonal pair")
        print(f"    {n}: (")
        for square in pair:
            rows = ["".join(DIGITS[k] for k in row) for row in square]
            print('        """')
            for i in range(0, n, 90 // (n + 1)):
                print("        " + " ".join(rows[i : i + 90 // (n + 1)]))
            print('        """,')
        print("    ),")


if __name__ == "__main__":
    main()
