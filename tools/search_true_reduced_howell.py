"""Offline search for the true reduced Howells in ``movements/data/true_reduced_*.py``.

Run: ``nice python tools/search_true_reduced_howell.py [--tables 4:20] [--jobs 2] [--seconds 4]``
(writes the sizes searched into the three data modules where they are more even than the
stored ones, keeping the others; ``--print`` only prints the figures).

A reduced Howell of R rounds (T <= R < 2T - 1) for 2T or 2T - 1 pairs plays R sets, each at T
tables, every pair every set once and R different opponents (a Howell design, see
``reduced_designs``); up to ten tables it may instead play S > R sets, each at the same number
of tables, where R is at least 70% of S.  For every size the search builds a few designs (a
cyclic one, every relay stand in one place where it can; the rotational one for R = T + 1; for
R = T two orthogonal Latin squares (4 | T) or some T rounds of the complete Howell coloured
(``reduced_equal``); the coloured first rounds of the complete Howell; some rounds of the
complete Howell with S sets),
anneals who sits North-South at each meeting (``reduced_balance``) for the odd and the even
number of pairs, and keeps the design and turns with the smallest competition SD.  The figure is the population SD of the competition matrix
with one tray a round (a movement's figure is this times its trays a round).
"""

from __future__ import annotations

import argparse
import multiprocessing
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from reduced_balance import Turns  # noqa: E402
from reduced_designs import (  # noqa: E402
    coloured_cells,
    cyclic_cells,
    cyclic_starter,
    equitable_cells,
    other_set_counts,
    rotational_base,
    rotational_cells,
)
from reduced_equal import mols_cells, some_rounds_coloured  # noqa: E402

from movements.howell import complete_grid  # noqa: E402

DATA = Path(__file__).resolve().parent.parent / "movements" / "data"
PARTS = (("true_reduced_small", 4, 10), ("true_reduced_mid", 11, 15))
PARTS += (("true_reduced_large", 16, 20),)
SMALL_FIELD = 10  # up to here, more sets than rounds are tried too
QUICK_STEPS = 20000
SEVENTY = 0.7 - 1e-9  # the 70% rule, with room for rounding


def designs(tables: int, rounds: int, rng: random.Random, seconds: float):
    """(kind, base, cells) for the designs found in time: R sets (cyclic, else rotational,
    else coloured); up to ten tables also some rounds of the complete Howell with more sets,
    each played equally."""
    out = []
    if rounds == tables:  # all pairs of one side stay: cyclic (odd T) or orthogonal squares
        cells = mols_cells(tables) if tables % 2 == 0 else None
        if cells is not None:
            out.append(("grid", (), cells))
    for contiguous in (True, False) if rounds > tables or tables % 2 else ():
        starter = cyclic_starter(rounds, tables, rng, seconds / 2, contiguous)
        if starter is not None:
            starter.sort(key=lambda t: -t[2])  # falling adders: sets go down one table
            flat = tuple(x for t in starter for x in t)
            out.append(("cyclic", flat, cyclic_cells(rounds, starter)))
            break
    if not out and rounds == tables + 1:
        base = rotational_base(tables, rng, seconds * 3)  # rarer in big fields
        if base is not None:
            flat = tuple(x for t in base for x in t)
            out.append(("rotational", flat, rotational_cells(tables, base)))
    grid, _ = complete_grid(2 * tables)
    meetings = [[(ns - 1, ew - 1) for ns, ew, _ in row] for row in grid]
    if not out and rounds > tables:
        cells = coloured_cells(meetings, rounds, rng, seconds * 4)
        if cells is not None:
            out.append(("grid", (), cells))
    if not out and rounds == tables:  # T = 2 (mod 4): some T rounds of the complete Howell
        cells = some_rounds_coloured(meetings, rounds, rng, seconds * 8)
        if cells is not None:
            out.append(("grid", (), cells))
    if tables <= SMALL_FIELD:
        for sets in other_set_counts(tables, rounds):
            for _ in range(3):
                kept = sorted(rng.sample(range(2 * tables - 1), rounds))
                cells = equitable_cells([meetings[r] for r in kept], sets, rng)
                if cells is not None:
                    out.append(("grid", (), cells))
    return out


def steps_for(tables: int) -> int:
    """Annealing steps for the design kept: long where clubs play these, short for big rooms."""
    return 300000 if tables <= 8 else 200000 if tables <= 12 else 100000 if tables <= 20 else 50000


def search(job: tuple[int, int, float, int, int | None]) -> list[tuple]:
    """Entries (pairs, rounds, kind, base, turns, sd) for 2T - 1 and 2T pairs."""
    tables, rounds, seconds, seed, steps = job
    rng = random.Random(seed * 1000 + tables * 61 + rounds)
    found = designs(tables, rounds, rng, seconds)
    out = []
    for pairs in (2 * tables - 1, 2 * tables):
        ranked = []
        for kind, base, cells in found:
            sets = len({c[4] for c in cells})
            if (rounds - pairs % 2) < SEVENTY * sets:  # a pair sitting out plays one fewer
                continue
            turns = Turns(pairs, cells)
            ranked.append((turns.anneal(QUICK_STEPS, rng), kind, base, cells))
        if not ranked:
            continue
        _, kind, base, cells = min(ranked, key=lambda x: x[0])
        turns = Turns(pairs, cells)
        sd = turns.anneal(steps or steps_for(tables), rng)
        played = {(c[0], c[1]): t for c, t in zip(turns.cells, turns.turned, strict=True)}
        if kind == "grid":
            oriented = {(c[0], c[1]): c for c in turns.oriented()}
            full = [oriented.get((c[0], c[1]), c) for c in cells]
            base = tuple(x for c in sorted(full) for x in (c[2] + 1, c[3] + 1, c[4] + 1))
            bits = 0
        else:
            bits = sum(1 << (c[0] * tables + c[1]) for c in cells if played.get((c[0], c[1])))
        out.append((pairs, rounds, kind, base, bits, sd))
    return out


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--tables", default="4:20")
    ap.add_argument("--rounds", default=None, help="lo:hi, rounds to search (default T:2T-2)")
    ap.add_argument("--seconds", type=float, default=4.0)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--steps", type=int, default=None, help="annealing steps (default by size)")
    ap.add_argument("--print", action="store_true")
    args = ap.parse_args()
    lo, hi = (int(x) for x in args.tables.split(":"))
    r_lo, r_hi = (int(x) for x in args.rounds.split(":")) if args.rounds else (0, 99)
    jobs = [
        (t, r, args.seconds, args.seed, args.steps)
        for t in range(lo, hi + 1)
        for r in range(max(t, r_lo), min(2 * t - 2, r_hi) + 1)
    ]
    jobs.sort(key=lambda j: -j[0] * j[1])  # the long ones first
    entries = []
    start = time.monotonic()
    with multiprocessing.Pool(args.jobs) as pool:
        for result in pool.imap_unordered(search, jobs):
            for e in result:
                entries.append(e)
                print(
                    f"{e[0]:2d} pairs {e[1]:2d} rounds: {e[2]:<10} SD {e[5]:.3f}", file=sys.stderr
                )
    print(f"{len(entries)} entries in {time.monotonic() - start:.0f} s", file=sys.stderr)
    if args.print:
        return
    for name, t_lo, t_hi in PARTS:
        best = {(e[0], e[1]): e for e in kept_entries(name)}
        for e in entries:  # a new design replaces the stored one only when more even
            if t_lo <= (e[0] + 1) // 2 <= t_hi and e[5] < best.get((e[0], e[1]), e)[5] + 1e-9:
                best[(e[0], e[1])] = e
        mine = list(best.values())
        (DATA / f"{name}.py").write_text(module(name, t_lo, t_hi, sorted(mine)))


def kept_entries(name: str) -> list[tuple]:
    """The entries a data module holds now, as (pairs, rounds, kind, base, bits, sd)."""
    out = []
    for line in (DATA / f"{name}.py").read_text().splitlines():
        if line.startswith("    (") and "#" in line:
            code, sd = line.rsplit("#", 1)
            ns: dict = {}
            exec("entry = {" + code.strip().rstrip(",") + "}", ns)  # noqa: S102 - our own data
            ((pairs, rounds), (kind, base, bits)) = next(iter(ns["entry"].items()))
            out.append((pairs, rounds, kind, base, bits, float(sd)))
    return out


def module(name: str, t_lo: int, t_hi: int, entries: list[tuple]) -> str:
    lines = [
        f'"""True reduced Howells for {t_lo} to {t_hi} tables (see ``movements.howell_reduced``).',
        "",
        "Generated by tools/search_true_reduced_howell.py.  One line per (pairs, rounds): the kind,",
        "its base and the turned meetings (one bit per round and table, bit r * T + t, r and t",
        "from 0: the East-West pair takes the North-South cards).  The comment is the competition",
        'SD with one tray a round."""',
        "",
        "from __future__ import annotations",
        "",
        "# fmt: off",
        "REDUCED: dict[tuple[int, int], tuple[str, tuple[int, ...], int]] = {",
    ]
    for pairs, rounds, kind, base, bits, sd in entries:
        lines.append(f"    ({pairs}, {rounds}): ({kind!r}, {base!r}, {hex(bits)}),  # {sd:.3f}")
    lines += ["}", "# fmt: on", ""]
    return "\n".join(lines)


if __name__ == "__main__":
    main()
