"""Schellenberg's doubling: a balanced Room square BRS(2(q + 1)) from two Hwang squares.

Used for 40 pairs (q = 19) and 56 pairs (q = 27), where no cyclic balanced starter exists.
Construction as in M. Henderson, "Room Squares", section on multiplication theorems:

* R comes from Hwang's starter X = {(w^2i, w^2i+1)} with adders -w^2i (1 + w), S from
  Y = {(w^2i-1, w^2i)} with adders -w^2i-1 (1 + w), both over GF(q), w primitive.  Column g
  of each holds the starter pairs plus g, in row g - adder, and (inf, g) on the diagonal.
* The (2q + 1)-square has blocks A (R without its diagonal, overlaid with a primed copy of
  S), D (the join of R and S with each pair (i, j) made (i, j'), reversed where R has a
  pair), and a last row and column l holding (inf', inf).
* Two common transversals T1, T2 (cells (i, i + j) for two fixed j) move their D pairs to
  column l and row l, and the pairs with inf and inf' fill the holes.

Rows are tray sets and columns rounds; an ordered pair (u, v) puts u North-South.  The result
is verified by the tests (validity and competition SD 0), not trusted.
"""

from __future__ import annotations

from collections.abc import Callable

Cell = tuple[int, int]
Pair = tuple[int, int]


class _Field:
    """GF(q) for a prime q, or GF(27) = GF(3)[t] / (t^3 - t + 1) encoded c0 + 3 c1 + 9 c2."""

    def __init__(self, q: int) -> None:
        self.q = q
        if q == 27:
            self.add: Callable[[int, int], int] = lambda a, b: _vec(a, b, 1)
            self.neg: Callable[[int], int] = lambda a: _vec(0, a, -1)
            self.mul: Callable[[int, int], int] = _mul27
        else:
            self.add = lambda a, b: (a + b) % q
            self.neg = lambda a: (-a) % q
            self.mul = lambda a, b: (a * b) % q

    def power(self, a: int, e: int) -> int:
        out = 1
        for _ in range(e % (self.q - 1)):
            out = self.mul(out, a)
        return out

    def primitive(self) -> int:
        for w in range(2, self.q):
            if len({self.power(w, k) for k in range(1, self.q)}) == self.q - 1:
                return w
        raise ValueError(self.q)


def _vec(a: int, b: int, sign: int) -> int:
    out, scale = 0, 1
    for _ in range(3):
        out += ((a % 3 + sign * (b % 3)) % 3) * scale
        a, b, scale = a // 3, b // 3, scale * 3
    return out


def _mul27(a: int, b: int) -> int:
    ca = [a % 3, a // 3 % 3, a // 9]
    cb = [b % 3, b // 3 % 3, b // 9]
    prod = [0] * 5
    for i in range(3):
        for j in range(3):
            prod[i + j] += ca[i] * cb[j]
    for k in (4, 3):  # t^3 = t - 1
        c, prod[k] = prod[k], 0
        prod[k - 2] += c
        prod[k - 3] -= c
    return prod[0] % 3 + 3 * (prod[1] % 3) + 9 * (prod[2] % 3)


def _square(f: _Field, starter: list[tuple[int, int, int]]) -> dict[Cell, Pair]:
    """Column g: (x + g, y + g) in row g - a; (inf, g) at (g, g); inf is encoded as -1."""
    cells: dict[Cell, Pair] = {}
    for g in range(f.q):
        cells[(g, g)] = (-1, g)
        for x, y, a in starter:
            cells[(f.add(g, f.neg(a)), g)] = (f.add(x, g), f.add(y, g))
    return cells


def doubled_room_square(q: int) -> dict[Cell, Pair]:
    """The BRS(2(q + 1)) as {(row, column): (ns, ew)}; symbols 0..2q+1, with 2q = inf and
    2q + 1 = inf'; rows and columns 0..2q (q + i is i', 2q is l)."""
    f = _Field(q)
    w = f.primitive()
    one_w = f.add(1, w)
    xs, ys = [], []
    for i in range((q - 1) // 2):
        a, b, c = f.power(w, 2 * i), f.power(w, 2 * i + 1), f.power(w, 2 * i - 1)
        xs.append((a, b, f.neg(f.mul(a, one_w))))
        ys.append((c, a, f.neg(f.mul(c, one_w))))
    r, s = _square(f, xs), _square(f, ys)
    inf, inf_p, ell = 2 * q, 2 * q + 1, 2 * q

    def sym(e: int, primed: bool) -> int:
        if e == -1:
            return inf_p if primed else inf
        return e + q if primed else e

    out: dict[Cell, Pair] = {}
    for (m, n), (u, v) in r.items():
        if m != n:
            out[(m, n)] = (sym(u, False), sym(v, False))
    for (m, n), (u, v) in s.items():
        if m != n:
            out[(m, n)] = (sym(u, True), sym(v, True))
    for m in range(q):
        for n in range(q):
            i, j = (m, m) if m == n else (r.get((m, n)) or s[(m, n)])
            pair = (sym(j, True), i) if m != n and (m, n) in r else (i, sym(j, True))
            out[(q + m, q + n)] = pair
    out[(ell, ell)] = (inf_p, inf)
    j1, j2 = ys[0][2], xs[0][2]  # T1 along an adder of S, T2 along an adder of R
    for i in range(q):
        col = q + f.add(i, j1)
        k_p, n = _split(out.pop((q + i, col)), q)
        out[(q + i, ell)] = (k_p, n) if (i, f.add(i, j1)) in r else (n, k_p)
        out[(k_p - q, col)] = (inf_p, k_p)
        out[(n, col)] = (inf, n)
    for i in range(q):
        col = q + f.add(i, j2)
        k_p, n = _split(out.pop((q + i, col)), q)
        out[(ell, col)] = (k_p, n)
        out[(q + i, k_p - q)] = (k_p, inf)
        out[(q + i, n)] = (inf_p, n)
    return out


def _split(pair: Pair, q: int) -> tuple[int, int]:
    """(primed, unprimed) members of a D pair."""
    a, b = pair
    return (a, b) if a >= q else (b, a)


def doubled_howell_grid(q: int) -> list[list[tuple[int, int, int]]]:
    """Rounds of the 2(q + 1)-pair Howell: per round, (ns, ew, set) with 1-based labels.

    inf becomes the highest pair, at table 1 in every round; a set on which it would hold the
    East-West cards is turned round entirely (same-direction counts do not change).  The
    other tables of a round are in set order.
    """
    cells = doubled_room_square(q)
    inf = 2 * q
    turn = {m for (m, _n), (_u, v) in cells.items() if v == inf}

    def label(e: int) -> int:
        return 2 * q + 2 if e == inf else (2 * q + 1 if e == inf + 1 else e + 1)

    grid = []
    for col in range(2 * q + 1):
        row = []
        for (m, n), (u, v) in sorted(cells.items()):
            if n != col:
                continue
            ns, ew = (v, u) if m in turn else (u, v)
            row.append((label(ns), label(ew), m + 1))
        row.sort(key=lambda t: (t[0] != 2 * q + 2, t[2]))
        grid.append(row)
    return grid
