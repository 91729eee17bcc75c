"""Offline search for Z-cyclic whist tournaments Wh(p + 1) through a starter, p = 3 (mod 4).

Run: ``nice python tools/search_whist_starter.py [--seed 1] [--seconds 120] 44 48`` (compiles
``tools/whist_exact.c`` with gcc, runs it, verifies what it finds and adds it to
``movements/data/whist_tables.py``; ``--print`` only prints).

Wh(p + 1) on Z_p and a fixed player inf: one base round of (p + 1) / 4 tables, developed mod p.
Translating the base round changes nothing, so inf partners 0.  The partnerships of the base
round are then {inf, 0} and a *starter* of Z_p: pairs {x, y} of the non-zero residues whose
differences +-(x - y) cover every non-zero residue once, which is exactly the partner
condition.  What is left is the opponent condition, and it does not depend on who sits North or
South: two partnerships at one table oppose across all four cross differences, so the base
round is a matching of the partnerships into tables whose cross differences (those of inf
excepted) cover every non-zero residue twice.  That is an exact cover with multiplicities
(each partnership once, each class twice) over the (p + 1)(p - 1) / 8 possible tables, which
the C program solves by backtracking for one random starter after another (about one starter
in ten has a matching for p = 43 and 47: seconds).

The skew form (x, y, -x, -y) of tools/search_whist.py is the special case of the starter
{x, -x}; it has no solution for p = 43 (exhaustively), and annealing over whole arrangements
stalls a few opponents short at these sizes.  Every result is verified here by a direct count
of partners and opponents over all rounds before it is kept.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from search_whist import HEADER, verify  # noqa: E402

TOOLS = Path(__file__).resolve().parent
DATA = TOOLS.parent / "movements" / "data" / "whist_tables.py"


def search(v: int, seed: int, seconds: float) -> list[int] | None:
    """Base tables (N, E, S, W per table; -1 for inf) of a Z-cyclic Wh(v), v - 1 prime, or
    None when none was found in time."""
    with tempfile.TemporaryDirectory() as tmp:
        program = Path(tmp) / "whist_exact"
        subprocess.run(["gcc", "-O2", "-o", str(program), str(TOOLS / "whist_exact.c")], check=True)
        run = subprocess.run(
            [str(program), str(v - 1), str(seed), str(seconds)], capture_output=True, text=True
        )
    if run.returncode:
        return None
    base = [int(x) for x in run.stdout.split()]
    return base if verify(v, base) else None


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--seconds", type=float, default=120.0)
    ap.add_argument("--print", action="store_true")
    ap.add_argument("sizes", type=int, nargs="+")
    args = ap.parse_args()
    ns: dict = {}
    exec(DATA.read_text(), ns)  # noqa: S102 - our own generated data file
    found = {v: (m, list(b)) for v, (m, b) in ns["BASE_TABLES"].items()}
    for v in args.sizes:
        start = time.monotonic()
        base = search(v, args.seed, args.seconds)
        took = time.monotonic() - start
        print(f"# Wh({v}): {'found' if base else 'not found'} in {took:.0f} s", file=sys.stderr)
        if base:
            print(f"{v}: {tuple(base)}", file=sys.stderr)
            found[v] = ((v - 1,), base)
    if args.print:
        return
    lines = [HEADER + "BASE_TABLES: dict[int, tuple[tuple[int, ...], tuple[int, ...]]] = {"]
    lines += [f"    {v}: ({m}, {tuple(b)})," for v, (m, b) in sorted(found.items())]
    DATA.write_text("\n".join([*lines, "}", "# fmt: on", ""]))


if __name__ == "__main__":
    main()
