"""Who sits North-South at each meeting of a movement, for the most even comparisons.

Turning one meeting round (the East-West pair takes the North-South cards) changes only the
comparisons of its two pairs with the pairs at the other tables playing the same trays, so the
competition matrix (``movements.balance``: +1 same direction, -1 opposite, +(t - 1) head to
head, t the tables playing the set) is updated in place and the search anneals over turns,
keeping the population variance of the matrix as its cost.
"""

from __future__ import annotations

import math
import random


class Turns:
    """The competition matrix of a movement's meetings under a choice of turns.

    ``cells`` are (round, table, NS, EW, set) with pairs 0 .. n - 1; a cell with a pair
    outside 0 .. n - 1 (the phantom) is not played.
    """

    def __init__(self, n: int, cells: list[tuple[int, int, int, int, int]]) -> None:
        self.n = n
        self.cells = [c for c in cells if c[2] < n and c[3] < n]
        self.by_set: dict[int, list[int]] = {}
        for i, c in enumerate(self.cells):
            self.by_set.setdefault(c[4], []).append(i)
        self.turned = [False] * len(self.cells)
        self.mp = [0] * (n * n)
        for lst in self.by_set.values():
            for x, i in enumerate(lst):
                a, b = self.cells[i][2:4]
                self._add(a, b, len(lst) - 1)
                for j in lst[x + 1 :]:
                    c, d = self.cells[j][2:4]
                    for p, q, v in ((a, c, 1), (b, d, 1), (a, d, -1), (b, c, -1)):
                        self._add(p, q, v)
        self.count = n * (n - 1) // 2
        vals = [self.mp[i * n + j] for i in range(n) for j in range(i + 1, n)]
        self.s1, self.s2 = sum(vals), sum(v * v for v in vals)

    def _add(self, a: int, b: int, v: int) -> None:
        lo, hi = (a, b) if a < b else (b, a)
        self.mp[lo * self.n + hi] += v

    def _bump(self, a: int, b: int, d: int) -> None:
        lo, hi = (a, b) if a < b else (b, a)
        i = lo * self.n + hi
        v = self.mp[i]
        self.s2 += d * (2 * v + d)
        self.s1 += d
        self.mp[i] = v + d

    def variance(self) -> float:
        mean = self.s1 / self.count
        return max(self.s2 / self.count - mean * mean, 0.0)

    def sd(self) -> float:
        return math.sqrt(self.variance())

    def turn(self, i: int) -> None:
        _r, _t, a, b, st = self.cells[i]
        sign = -1 if self.turned[i] else 1  # +1: a holds the North-South cards
        for j in self.by_set[st]:
            if j == i:
                continue
            _r2, _t2, c, d, _ = self.cells[j]
            other = -1 if self.turned[j] else 1
            delta = -2 * sign * other  # a and c were same-direction iff sign == other
            self._bump(a, c, delta)
            self._bump(b, d, delta)
            self._bump(a, d, -delta)
            self._bump(b, c, -delta)
        self.turned[i] = not self.turned[i]

    def anneal(self, steps: int, rng: random.Random) -> float:
        """Anneal over turns; leaves the best turns found in place and returns their SD."""
        if not self.cells:
            return 0.0
        current = self.variance()
        best, best_turns = current, self.turned[:]
        heat = max(current, 1e-3) / 20
        for step in range(steps):
            temp = heat * (1 - step / steps) + 1e-9
            i = rng.randrange(len(self.cells))
            self.turn(i)
            new = self.variance()
            if new <= current or rng.random() < math.exp((current - new) / temp):
                current = new
                if current < best - 1e-12:
                    best, best_turns = current, self.turned[:]
            else:
                self.turn(i)
        for i, want in enumerate(best_turns):
            if self.turned[i] != want:
                self.turn(i)
        return math.sqrt(best)

    def oriented(self) -> list[tuple[int, int, int, int, int]]:
        """The cells with their turns applied."""
        return [
            (r, t, b, a, st) if turned else (r, t, a, b, st)
            for (r, t, a, b, st), turned in zip(self.cells, self.turned, strict=True)
        ]
