"""Timing and balance figures for the Howell and individual movements.

Run: ``python bench/bench_howell_individual.py``

Prints, for every Howell from 4 to 60 pairs, the time to generate it (including its balance
note) and the note; then the same for every whist tournament and Safford's two schedules.
The target is under a second for any single Howell.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from movements.howell import howell  # noqa: E402
from movements.individual import (  # noqa: E402
    married_couples,
    safford,
    whist_sizes,
    whist_tournament,
)


def timed(fn, *args, **kwargs):
    t = time.perf_counter()
    out = fn(*args, **kwargs)
    return out, time.perf_counter() - t


def run() -> dict[str, object]:
    """Print the figures and return the headline ones (for bench/run_all.py)."""
    worst = 0.0
    total = 0.0
    for pairs in range(4, 61):
        m, dt = timed(howell, pairs)
        worst, total = max(worst, dt), total + dt
        print(f"howell {pairs:2d} pairs: {dt * 1000:6.1f} ms  {m.notes[0]}")
    print(f"howell: slowest {worst * 1000:.1f} ms, all 57 sizes {total:.2f} s")
    whist_total = 0.0
    for players in whist_sizes():
        m, dt = timed(whist_tournament, players)
        whist_total += dt
        print(f"whist {players:2d} players: {dt * 1000:6.1f} ms  {m.round_count} rounds")
    for fn in (safford, married_couples):
        m, dt = timed(fn)
        print(f"{m.name}: {dt * 1000:.1f} ms")
    return {
        "howell_slowest_ms": round(worst * 1000, 1),
        "howell_all_sizes_s": round(total, 2),
        "whist_sizes": list(whist_sizes()),
        "whist_all_sizes_ms": round(whist_total * 1000, 1),
    }


def main() -> None:
    run()


if __name__ == "__main__":
    main()
