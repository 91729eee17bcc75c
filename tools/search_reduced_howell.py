"""Offline search for balanced reduced Howells: which rounds to keep, and who sits North-South.

Run: ``nice -n 10 python tools/search_reduced_howell.py [--seconds 6] > movements/data/reduced_howells.py``
or ``... --sizes 10:7 14:10`` for single sizes (prints the figures, then the module).

A reduced Howell plays R of the 2T - 1 rounds of the complete one (``movements.howell``'s
grid).  Any R rounds still make a valid movement (nobody meets twice or replays a set), but
which ones are kept, and the orientation of each kept meeting, change how evenly the pairs
are compared.  This anneals over two moves: turn one kept meeting round (swap North-South and
East-West), and exchange a kept round for a dropped one.  A cyclic Howell looks the same
from every round (pair p + 1 takes pair p's seat), so round 1 stays kept there.

The competition matrix is updated in place: Mp(A, B) = same-direction comparisons -
opposite-direction ones + (t - 1) per head-to-head meeting on a set played t times, as in
``movements.balance``; the figure is its population standard deviation over all pairs of
pairs, per tray (the movement's figure is this times the trays per round).  Results are kept
only when they beat the first R rounds.
"""

from __future__ import annotations

import argparse
import math
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from movements.howell import DOUBLED, complete_grid  # noqa: E402
from movements.sizes import SEVENTY_PERCENT, howell_rounds, three_quarter_rounds  # noqa: E402


class Reduced:
    """A choice of kept rounds and turned meetings, with its competition matrix kept current.

    Meetings are indexed (round, table) in the complete grid, both from 0; a turned meeting
    seats the grid's East-West pair North-South.  Meetings with the phantom are never played.
    """

    def __init__(self, pairs: int, grid: list[list[tuple[int, int, int]]], kept: list[int]):
        self.n = n = pairs
        self.pairs_count = n * (n - 1) // 2
        self.meet = [[(a - 1, b - 1, s - 1) for a, b, s in row] for row in grid]
        self.live = [[a < n and b < n for a, b, _ in row] for row in self.meet]
        self.turn = [[False] * len(row) for row in self.meet]
        self.mp = [0] * (n * n)
        self.s1 = self.s2 = 0
        self.plays: list[list[tuple[int, int]]] = [[] for _ in range(len(grid))]
        self.kept: list[int] = []
        for r in kept:
            self.keep(r)

    # -- matrix bookkeeping ------------------------------------------------------------------

    def bump(self, a: int, b: int, d: int) -> None:
        i = a * self.n + b
        v = self.mp[i]
        self.s2 += d * (2 * v + d)
        self.s1 += d
        self.mp[i] = self.mp[b * self.n + a] = v + d

    def seats(self, r: int, t: int) -> tuple[int, int]:
        a, b, _ = self.meet[r][t]
        return (b, a) if self.turn[r][t] else (a, b)

    def add(self, r: int, t: int, sign: int) -> None:
        """Play (sign 1) or unplay (sign -1) one meeting against the others on its set."""
        a, b = self.seats(r, t)
        plays = self.plays[self.meet[r][t][2]]
        if sign < 0:
            plays.remove((r, t))
        for r2, t2 in plays:
            c, d = self.seats(r2, t2)
            self.bump(a, c, sign)
            self.bump(b, d, sign)
            self.bump(a, d, -sign)
            self.bump(b, c, -sign)
            self.bump(c, d, sign)
        self.bump(a, b, sign * len(plays))
        if sign > 0:
            plays.append((r, t))

    def keep(self, r: int) -> None:
        self.kept.append(r)
        for t, live in enumerate(self.live[r]):
            if live:
                self.add(r, t, 1)

    def drop(self, r: int) -> None:
        self.kept.remove(r)
        for t, live in enumerate(self.live[r]):
            if live:
                self.add(r, t, -1)

    def turn_delta(self, r: int, t: int) -> int:
        """Change of sum(Mp^2) if the kept meeting (r, t) were turned (the sum stays)."""
        a, b = self.seats(r, t)
        n, mp, out = self.n, self.mp, 0
        for r2, t2 in self.plays[self.meet[r][t][2]]:
            if (r2, t2) == (r, t):
                continue
            c, d = self.seats(r2, t2)
            out += 16 - 4 * (mp[a * n + c] + mp[b * n + d] - mp[a * n + d] - mp[b * n + c])
        return out

    def flip(self, r: int, t: int) -> None:
        self.add(r, t, -1)
        self.turn[r][t] = not self.turn[r][t]
        self.add(r, t, 1)

    def cost(self) -> float:
        """Sum of squared deviations of Mp from its mean (pairs x variance)."""
        return self.s2 - self.s1 * self.s1 / self.pairs_count

    def sd(self) -> float:
        return math.sqrt(max(self.cost(), 0.0) / self.pairs_count)

    def turns_bits(self) -> int:
        """One bit per meeting of the kept rounds, in play order, tables in order."""
        bits, k = 0, 0
        for r in sorted(self.kept):
            for t in range(len(self.meet[r])):
                if self.turn[r][t]:
                    bits |= 1 << k
                k += 1
        return bits


def anneal(
    pairs: int, rounds: int, seconds: float, rng: random.Random, stationary: bool
) -> tuple[float, list[int], int]:
    """One annealing run from a random choice of rounds: (SD per tray, kept rounds, turns)."""
    grid, _ = complete_grid(pairs)
    full = len(grid)
    cyclic = pairs not in DOUBLED
    rest = list(range(1 if cyclic else 0, full))
    start = ([0] if cyclic else []) + rng.sample(rest, rounds - (1 if cyclic else 0))
    st = Reduced(pairs, grid, start)
    first = 0 if stationary or pairs % 2 else 1
    cells = [(r, t) for r in range(full) for t in range(first, len(grid[r])) if st.live[r][t]]
    for r, t in cells:
        if rng.random() < 0.5:
            if r in st.kept:
                st.flip(r, t)
            else:
                st.turn[r][t] = not st.turn[r][t]
    by_round: dict[int, list[int]] = {}
    for r, t in cells:
        by_round.setdefault(r, []).append(t)
    sample = [abs(st.turn_delta(*rng.choice(cells))) for _ in range(200)]
    hot = max(1.0, sum(sample) / len(sample)) * 0.3
    cold = 0.5
    best = (st.cost(), sorted(st.kept), st.turns_bits())
    swappable = rounds < full and len(rest) > rounds - (1 if cyclic else 0)
    t0 = time.perf_counter()
    step = 0
    while True:
        step += 1
        if step & 255 == 0:
            frac = (time.perf_counter() - t0) / seconds
            if frac >= 1:
                break
            temp = hot * (cold / hot) ** frac
        elif step < 256:
            temp = hot
        if swappable and rng.random() < 0.03:
            out = rng.choice([r for r in st.kept if r in rest])
            into = rng.choice([r for r in rest if r not in st.kept])
            before = st.cost()
            st.drop(out)
            st.keep(into)
            delta = st.cost() - before
            if delta > 0 and rng.random() >= math.exp(-delta / temp):
                st.drop(into)
                st.keep(out)
                continue
        else:
            r = rng.choice(st.kept)
            t = rng.choice(by_round[r])
            delta = st.turn_delta(r, t)
            if delta > 0 and rng.random() >= math.exp(-delta / temp):
                continue
            st.flip(r, t)
        if st.cost() < best[0] - 1e-9:
            best = (st.cost(), sorted(st.kept), st.turns_bits())
    return math.sqrt(max(best[0], 0.0) / st.pairs_count), best[1], best[2]


def prefix_sd(pairs: int, rounds: int) -> float:
    grid, _ = complete_grid(pairs)
    return Reduced(pairs, grid, list(range(rounds))).sd()


def reductions(pairs: int) -> list[int]:
    """The reduced lengths the catalogue offers or a director asks for most: three-quarter,
    and one or two rounds short of complete, where the 70% rule holds."""
    full = howell_rounds(pairs)
    out = {three_quarter_rounds(pairs), full - 1, full - 2}
    return sorted(
        r
        for r in out
        if r is not None and r < full and r - pairs % 2 >= SEVENTY_PERCENT * full - 1e-9
    )


def search(pairs: int, rounds: int, seconds: float, seed: int) -> tuple[float, list[int], int]:
    """The best of a few annealing runs (more, shorter ones for small fields)."""
    rng = random.Random(seed * 1000 + pairs * 61 + rounds)
    runs = 3 if pairs <= 20 else 2 if pairs <= 40 else 1
    return min(anneal(pairs, rounds, seconds / runs, rng, False) for _ in range(runs))


HEADER = '''"""Reduced Howells chosen for balance: which rounds of the complete Howell to drop, and turns.

Generated by tools/search_reduced_howell.py.  One line per (pairs, rounds): the indices (from
0) of the complete Howell's rounds that are NOT played, and one bit per meeting of the rounds
that are (round by round, tables 1..T in order; bit 0 = first kept round, table 1): a set bit
turns that meeting round, the East-West pair taking the North-South cards.  The comment gives
the competition SD per tray of the first ``rounds`` rounds and of this choice.  Only choices
that beat the first rounds are listed; other lengths play the first rounds.  The kept rounds
are the others, in order (``movements.howell`` works them out from the complete length).
"""

from __future__ import annotations

# fmt: off
DROPPED: dict[tuple[int, int], tuple[tuple[int, ...], int]] = {'''

FOOTER = """}
# fmt: on"""


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seconds", type=float, default=None, help="per size (default by size)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--sizes", nargs="*", default=None, help="pairs:rounds (default all)")
    args = ap.parse_args()
    if args.sizes:
        todo = [tuple(int(x) for x in s.split(":")) for s in args.sizes]
    else:
        todo = [(p, r) for p in range(8, 61) for r in reductions(p)]
    lines = []
    for pairs, rounds in todo:
        seconds = args.seconds if args.seconds is not None else 2 + 0.15 * pairs
        base = prefix_sd(pairs, rounds)
        sd, kept, turns = search(pairs, rounds, seconds, args.seed)
        print(f"{pairs:2} pairs {rounds:2} rounds: {base:.3f} -> {sd:.3f}", file=sys.stderr)
        if sd < base - 1e-6:
            dropped = tuple(r for r in range(howell_rounds(pairs)) if r not in kept)
            lines.append(
                f"    ({pairs}, {rounds}): ({dropped!r}, {turns:#x}),  # {base:.3f} -> {sd:.3f}"
            )
        sys.stderr.flush()
    print(HEADER)
    print("\n".join(lines))
    print(FOOTER)


if __name__ == "__main__":
    main()
