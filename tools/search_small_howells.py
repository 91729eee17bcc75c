"""Offline search for the three-table Howell embedded in ``movements.howell`` (5 and 6 pairs).

Run: ``python tools/search_small_howells.py``

No Room square of side 5 exists, so a three-table Howell shares: rounds 1-4 play sets 1-4 (one
rests each round) and round 5 plays set 5 at all three tables.  The meetings are the cyclic
one-factorisation of six pairs: in round r (0-4) pair 6 meets r+1, r+2 meets r+5 and r+3 meets
r+4 (pairs 1-5 taken mod 5).  The search enumerates the set assignments for rounds 1-4 in which
every pair plays every set once, then every orientation, and prints the assignment and
orientation with the smallest competition spread (for six pairs; five pairs drop pair 6).
"""

from __future__ import annotations

import itertools


def meetings(r: int) -> list[tuple[int, int]]:
    def p(k: int) -> int:
        return (r + k) % 5 + 1

    return [(6, p(0)), (p(1), p(4)), (p(2), p(3))]


def competition_sd(rounds, drop: int | None) -> float:
    """rounds: list of [(ns, ew, set)]; population SD of Mp over pairs of pairs."""
    plays: dict[int, list[tuple[int, int, int]]] = {}
    for ri, rnd in enumerate(rounds):
        for ti, (ns, ew, st) in enumerate(rnd):
            plays.setdefault(st, [])
            for e, d in ((ns, 1), (ew, -1)):
                if e != drop:
                    plays[st].append((e, d, ri * 10 + ti))
    mp: dict[tuple[int, int], int] = {}
    for lst in plays.values():
        tables = {x[2] for x in lst}
        t = len(tables)
        for (a, da, sa), (b, db, sb) in itertools.combinations(lst, 2):
            key = (min(a, b), max(a, b))
            v = (t - 1) if sa == sb else (1 if da == db else -1)
            mp[key] = mp.get(key, 0) + v
    ents = sorted({e for lst in plays.values() for e, _, _ in lst})
    vals = [mp.get((a, b), 0) for a, b in itertools.combinations(ents, 2)]
    m = sum(vals) / len(vals)
    return (sum((x - m) ** 2 for x in vals) / len(vals)) ** 0.5


def main() -> None:
    perms = list(itertools.permutations(range(1, 5), 3))
    best = None
    for choice in itertools.product(perms, repeat=4):
        played = {p: set() for p in range(1, 7)}
        ok = True
        for r in range(4):
            for (a, b), st in zip(meetings(r), choice[r], strict=True):
                for e in (a, b):
                    if st in played[e]:
                        ok = False
                    played[e].add(st)
        if not ok:
            continue
        base = [
            [(a, b, st) for (a, b), st in zip(meetings(r), choice[r], strict=True)]
            for r in range(4)
        ] + [[(a, b, 5) for a, b in meetings(4)]]
        for mask in range(1 << 10):
            rounds = []
            bit = 0
            for rnd in base:
                row = [rnd[0]]
                for ns, ew, st in rnd[1:]:
                    row.append((ew, ns, st) if mask >> bit & 1 else (ns, ew, st))
                    bit += 1
                rounds.append(row)
            score = (competition_sd(rounds, None), competition_sd(rounds, 6))
            if best is None or score < best[0]:
                best = (score, rounds)
    print("competition SD per set (6 pairs, 5 pairs):", best[0])
    for rnd in best[1]:
        print(rnd)


if __name__ == "__main__":
    main()
