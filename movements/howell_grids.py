"""The complete Howell grids: per round, per table, (NS, EW, set) with pairs and sets from 1.

* Two tables: round r seats pair 4 against r at table 1 and r+1 against r+2 at table 2, both
  on set r (the source's "Four Pairs": each table deals and the two exchange).
* Three tables: the five single sets of ``howell_small`` (one tray a round).
* T >= 4: the cyclic starter-adder construction over Z_n, n = 2T - 1 (a Room square).  Logical
  table i in round r (both counted from 0) seats North-South pair r - y_i and East-West pair
  r - x_i on set r - a_i; table 1 seats the stationary pair against pair r on set r.  Pair p + 1
  therefore takes pair p's seat every round, and a set moves from the table with adder a to the
  table with adder a + 1, or onto a relay stand when no table has that adder.  Tables 2..T are
  numbered by falling adder, so sets go down one table, with relay stands in the gaps.  The
  starters and their orientations are data in ``data.starters`` (``tools/search_howell_starters
  .py``); for 27 and 28 pairs the group is GF(27)'s, Z_3^3, with Hwang's balanced starter; for
  40 and 56 pairs ``doubling`` builds Schellenberg's doubled balanced Room square.  For a few
  imperfect sizes single meetings are turned round (``data.orientations``).
* Grouped stands: where ``data.grouped_starters`` has a starter as evenly balanced whose adders
  are T consecutive residues, the complete Howell uses it, so every set goes down the whole
  row of tables and its rest is spent on one relay stand, as clubs' printed cards have it
  (the 7-table Howell).  The reduced Howells keep the grid of ``STARTERS``: their chosen
  rounds and turns are data over it.

With an odd number of pairs pair 2T is the phantom.  Shared with the offline searches, which
pick rounds and turn meetings of these grids.
"""

from __future__ import annotations

from movements.data.grouped_starters import GROUPED
from movements.data.orientations import TURNS
from movements.data.starters import GROUP_STARTERS, STARTERS
from movements.doubling import doubled_howell_grid
from movements.howell_small import three_table_grid

# Pair counts built by Schellenberg's doubling of two Hwang squares over GF(q), q = pairs/2 - 1.
DOUBLED = {40: 19, 56: 27}

Grid = list[list[tuple[int, int, int]]]


def complete_grid(pairs: int, *, grouped: bool = False) -> tuple[Grid, int]:
    """The complete Howell as (NS, EW, set) per table per round, and its relay stands.

    Pairs and sets count from 1; with an odd count pair 2T is the phantom.  Shared with the
    offline search for reduced Howells, which picks rounds and turns meetings of this grid;
    ``grouped`` asks for the starter that rests every set on one stand, where there is one.
    """
    tables = (pairs + 1) // 2
    full = 2 * tables - 1
    if tables == 2:
        return _two_tables(), 0
    if tables == 3:
        return three_table_grid(pairs), 1
    if pairs in DOUBLED:
        return doubled_howell_grid(DOUBLED[pairs]), full - tables
    if grouped and pairs in GROUPED:
        return cyclic(pairs, tables, 0, GROUPED[pairs]), full - tables
    return cyclic(pairs, tables, TURNS.get(pairs, 0)), full - tables


def _two_tables() -> Grid:
    """Round r: pair 4 v r at table 1, r+1 v r+2 at table 2 (pairs 1-3 mod 3), both on set r.

    With this orientation every two pairs are compared once in the same direction and once
    in opposite directions, besides meeting once: perfectly balanced.
    """
    return [[(4, r, r), (r % 3 + 1, (r + 1) % 3 + 1, r)] for r in range(1, 4)]


def cyclic(pairs: int, tables: int, turns: int = 0, starter: tuple[int, ...] | None = None) -> Grid:
    """Develop the starter over its group: Z_n, or Z_3 x Z_3 x Z_3 for GF(27).

    ``turns`` has one bit per meeting (round by round, tables 2..T): a set bit turns that
    meeting round (see ``data.orientations``).  ``starter`` replaces the size's own.
    """
    n = 2 * tables - 1
    moduli, flat = GROUP_STARTERS.get(pairs, ((n,), STARTERS.get(pairs, ())))
    if starter is not None:
        moduli, flat = (n,), starter
    triples = [tuple(flat[i : i + 3]) for i in range(0, len(flat), 3)]
    triples.sort(key=lambda t: -t[2])
    grid: Grid = []
    for r in range(n):
        row = [(2 * tables, r + 1, r + 1)]
        for i, (x, y, a) in enumerate(triples):
            ns, ew = _sub(r, y, moduli) + 1, _sub(r, x, moduli) + 1
            if turns >> (r * len(triples) + i) & 1:
                ns, ew = ew, ns
            row.append((ns, ew, _sub(r, a, moduli) + 1))
        grid.append(row)
    return grid


def _sub(a: int, b: int, moduli: tuple[int, ...]) -> int:
    """a - b in Z_m1 x Z_m2 x ..., elements encoded in mixed radix (first modulus lowest)."""
    out, scale = 0, 1
    for m in moduli:
        out += ((a % m - b % m) % m) * scale
        a //= m
        b //= m
        scale *= m
    return out
