"""The three-table Howell (five and six pairs) with split sets, so that nothing is shared.

No Room square of side 5 exists, so a three-table Howell of five whole sets must share a set
(the usual card plays round 5's set at all three tables).  Splitting each round's trays into
two *half-sets* removes the sharing: ten half-sets, each played once by every pair and never
twice in a round, every table playing two of them a round (bridgescorer's Howell06T3B20 and
Howell05T2B20, 20 boards, are built that way).  The half-sets compare every two pairs equally,
so with an even number of trays a round the movement is perfectly balanced, with six pairs
and with five.  An odd tray a round is left over: those trays form five single sets played as
the usual card plays its whole sets, round 5's one at all three tables (no sharing-free way
exists then; ``tools/search_small_howells.py`` shows why and found the layout in
``data.three_tables``).

Trays are numbered half-set by half-set (c = trays a round // 2 to each), then the single sets.
"""

from __future__ import annotations

from collections import defaultdict

from movements.data.three_tables import THREE_TABLES
from movements.types import Round, Seating, TraySet

HALF_SETS = 10
SINGLE_SETS = 5


def three_table_grid(pairs: int) -> list[list[tuple[int, int, int]]]:
    """The five single sets alone, as (NS, EW, set) per table per round: the movement of one
    tray a round (pair 6 the phantom with five pairs)."""
    return [[(ns, ew, one) for ns, ew, _a, _b, one in row] for row in THREE_TABLES[pairs]]


def three_table_rounds(
    pairs: int, boards: int, rounds: int
) -> tuple[tuple[Round, ...], tuple[TraySet, ...]]:
    """The first ``rounds`` rounds (of five) with ``boards`` trays a round, and the tray sets
    they play (numbered 1.. in tray order; sets never played are left out)."""
    half, odd = boards // 2, boards % 2
    sets: dict[tuple[str, int], tuple[int, ...]] = {}
    if half:
        for g in range(1, HALF_SETS + 1):
            sets[("half", g)] = tuple(range((g - 1) * half + 1, g * half + 1))
    if odd:
        start = HALF_SETS * half
        for s in range(1, SINGLE_SETS + 1):
            sets[("single", s)] = (start + s,)
    grid = THREE_TABLES[pairs][:rounds]
    used = sorted(
        {k for row in grid for cell in row if _seated(cell, pairs) for k in _keys(cell, half, odd)},
        key=lambda k: sets[k],
    )
    number = {k: i for i, k in enumerate(used, start=1)}
    tray_sets = tuple(TraySet(number[k], sets[k]) for k in used)
    out = []
    for r, row in enumerate(grid, start=1):
        seatings: list[Seating] = []
        use: defaultdict[int, int] = defaultdict(int)
        for t, cell in enumerate(row, start=1):
            ns, ew = (str(p) if p <= pairs else None for p in cell[:2])
            if ns is None or ew is None:
                seatings.append(Seating(round=r, table=t, ns=ns, ew=ew))
                continue
            keys = _keys(cell, half, odd)
            trays = tuple(sorted(x for k in keys for x in sets[k]))
            for k in keys:
                use[number[k]] += 1
            first = number[min(keys, key=lambda k: sets[k])]
            whole = len(keys) == 1
            seatings.append(Seating(r, t, ns, ew, tray_set=first, trays=None if whole else trays))
        out.append(
            Round(
                number=r,
                seatings=tuple(seatings),
                resting_sets=tuple(n for n in number.values() if n not in use),
                shared_sets=tuple(sorted(n for n, k in use.items() if k > 1)),
            )
        )
    return tuple(out), tray_sets


def _keys(cell: tuple[int, int, int, int, int], half: int, odd: int) -> list[tuple[str, int]]:
    _ns, _ew, a, b, one = cell
    keys = [("half", a), ("half", b)] if half else []
    return keys + ([("single", one)] if odd else [])


def _seated(cell: tuple[int, int, int, int, int], pairs: int) -> bool:
    return cell[0] <= pairs and cell[1] <= pairs
