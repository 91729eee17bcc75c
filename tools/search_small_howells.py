"""Offline search for the three-table Howell in ``movements/data/three_tables.py`` (5, 6 pairs).

Run: ``python tools/search_small_howells.py > movements/data/three_tables.py``

No Room square of side 5 exists, so a three-table Howell of five whole sets must share (the
usual card: round 5's set at all three tables).  Splitting the sets removes the sharing
(bridgescorer's Howell06T3B20 and Howell05T2B20 play 20 boards that way, SD 0):

* The meetings are the cyclic one-factorisation of six pairs: in round r (0-4) pair 6 meets
  r+1 at table 1, r+2 meets r+5 at table 2 and r+3 meets r+4 at table 3 (pairs 1-5 mod 5).
* A *half-set* is a perfect matching of the six pairs whose three meetings fall in three
  different rounds: its trays are played once by every pair and never twice in a round.
  Besides the five rounds, K6 has ten perfect matchings and each has one meeting in each of
  three rounds, so the ten half-sets are forced; every meeting lies in exactly two of them,
  so every table plays two half-sets a round.
* With an odd number of trays a round one tray is left over: those trays form five single
  sets played as the usual card plays its whole sets (sets 1-4 in rounds 1-4, one resting
  each round; set 5 at all three tables in round 5).  No sharing-free design exists then:
  a design of single trays would need every meeting in three of the ten matchings, and the
  ten matchings, joined where they share a meeting, form the Petersen graph, whose odd cycles
  make that impossible.

The search tries every orientation (who sits North-South at each of the 15 meetings) and every
assignment of the single sets, keeping the orientation under which the half-sets compare every
two pairs equally (with six pairs and with five, pair 6 absent) and the single sets are as
even as possible.  It prints the module.
"""

from __future__ import annotations

import itertools

PAIRS = range(1, 7)


def meetings(r: int) -> list[tuple[int, int]]:
    def p(k: int) -> int:
        return (r + k) % 5 + 1

    return [(6, p(0)), (p(1), p(4)), (p(2), p(3))]


ROUNDS = [meetings(r) for r in range(5)]
STATIONARY_BITS = sum(1 << (3 * r) for r in range(5))  # the meetings at table 1
WHERE = {frozenset(m): (r, t) for r, row in enumerate(ROUNDS) for t, m in enumerate(row)}


def perfect_matchings(vs: list[int]):
    if not vs:
        yield []
        return
    a = vs[0]
    for b in vs[1:]:
        for rest in perfect_matchings([v for v in vs if v not in (a, b)]):
            yield [frozenset((a, b)), *rest]


def half_sets() -> list[list[tuple[int, int]]]:
    """The ten matchings with one meeting in each of three rounds, as (round, table) cells,
    numbered by the round and table where each is first played."""
    out = []
    for m in perfect_matchings(list(PAIRS)):
        cells = sorted(WHERE[e] for e in m)
        if len({r for r, _ in cells}) == 3:
            out.append(cells)
    return sorted(out)


def spread(plays: dict[int, list[tuple[int, int, tuple[int, int]]]], drop: int | None) -> float:
    """Population SD of the competition Mp over every two pairs (``movements.balance``)."""
    mp: dict[tuple[int, int], int] = {}
    idle = {w for lst in plays.values() for e, _, w in lst if e == drop}  # the sit-out table
    for lst in plays.values():
        lst = [x for x in lst if x[2] not in idle]
        t = len({w for *_, w in lst})
        for (a, da, wa), (b, db, wb) in itertools.combinations(lst, 2):
            key = (min(a, b), max(a, b))
            mp[key] = mp.get(key, 0) + ((t - 1) if wa == wb else (1 if da == db else -1))
    ents = [p for p in PAIRS if p != drop]
    vals = [mp.get(k, 0) for k in itertools.combinations(ents, 2)]
    mean = sum(vals) / len(vals)
    return (sum((x - mean) ** 2 for x in vals) / len(vals)) ** 0.5


def seated(orient: int, r: int, t: int) -> tuple[int, int]:
    a, b = ROUNDS[r][t]
    return (b, a) if orient >> (3 * r + t) & 1 else (a, b)


def plays_of(orient: int, sets: dict[int, list[tuple[int, int]]]):
    out: dict[int, list[tuple[int, int, tuple[int, int]]]] = {}
    for number, cells in sets.items():
        for r, t in cells:
            ns, ew = seated(orient, r, t)
            out.setdefault(number, []).extend([(ns, 1, (r, t)), (ew, -1, (r, t))])
    return out


def single_assignments():
    """Sets 1-4 in rounds 1-4 (three of them a round), every pair playing each at most once;
    set 5 at all three tables in round 5."""
    perms = list(itertools.permutations(range(1, 5), 3))
    for choice in itertools.product(perms, repeat=4):
        seen: dict[int, set[int]] = {p: set() for p in PAIRS}
        ok = True
        for r in range(4):
            for (a, b), st in zip(ROUNDS[r], choice[r], strict=True):
                for e in (a, b):
                    ok = ok and st not in seen[e]
                    seen[e].add(st)
        if ok:
            yield [*choice, (5, 5, 5)]


def best_for(pairs: int, half_cells: dict[int, list[tuple[int, int]]]):
    """(SD a tray of the single sets, orientation, single sets) for six pairs (pair 6 held
    North-South at table 1) or five (pair 6 absent: table 1 is the sit-out table)."""
    drop = None if pairs == 6 else 6
    best = None
    for orient in range(1 << 15):
        if orient & STATIONARY_BITS:
            continue  # pair 6 keeps North-South at table 1 (a sit-out table for five pairs)
        if spread(plays_of(orient, half_cells), drop) > 1e-9:
            continue
        for choice in single_assignments():
            cells = {
                s: [(r, t) for r in range(5) for t in range(3) if choice[r][t] == s]
                for s in range(1, 6)
            }
            score = round(spread(plays_of(orient, cells), drop), 6)
            if best is None or (score, orient) < (best[0], best[1]):
                best = (score, orient, choice)
    assert best is not None
    return best


def main() -> None:
    half_cells = {i + 1: cells for i, cells in enumerate(half_sets())}
    which: dict[tuple[int, int], list[int]] = {}
    for number, cells in half_cells.items():
        for cell in cells:
            which.setdefault(cell, []).append(number)
    found = {pairs: best_for(pairs, half_cells) for pairs in (6, 5)}
    print(MODULE_HEAD.format(six=found[6][0], five=found[5][0]))
    for pairs, (_score, orient, choice) in found.items():
        print(f"    {pairs}: (")
        for r in range(5):
            row = ", ".join(
                "({}, {}, {}, {}, {})".format(*seated(orient, r, t), *which[(r, t)], choice[r][t])
                for t in range(3)
            )
            print(f"        ({row}),")
        print("    ),")
    print("}\n# fmt: on")


MODULE_HEAD = '''"""The three-table Howell without sharing (5 and 6 pairs): half-sets and single sets.

Generated by tools/search_small_howells.py, which explains the construction.  For each pair
count, round by round and table by table (pair 6 stays North-South at table 1; with five pairs
table 1 is the sit-out table): North-South pair, East-West pair, the two half-sets the table
plays (numbered 1-10 in the order they first come out), and the single set of the odd tray a
round (1-5; set 5 is played at all three tables in round 5).  The half-sets compare every two
pairs equally; the single sets, to competition SD {six:.3f} (six pairs) and {five:.3f} (five
pairs) a tray.
"""

from __future__ import annotations

# fmt: off
THREE_TABLES: dict[int, tuple[tuple[tuple[int, int, int, int, int], ...], ...]] = {{'''


if __name__ == "__main__":
    main()
