"""Pivot bridge and bridge to the score: build and check the pivot chart at every size the
site seats (1 to 40 tables, twelve rubbers), play and score the largest evening (forty tables,
160 players, twelve rubbers, the table prizes in choosing order), and count a thousand rounds'
bonuses by each of Foster's methods.

Run ``python bench/bench_pivot.py``; ``run()`` returns the figures for an aggregate bench.
"""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from movements.pivot import MAX_RUBBERS, pivot_chart, pivot_problems  # noqa: E402
from movements.progressive import MAX_TABLES  # noqa: E402
from tournaments.scoring import to_the_score  # noqa: E402
from tournaments.scoring.pivot_sim import simulate_pivot  # noqa: E402


def run() -> dict[str, Any]:
    """Seconds to build and check every chart, for the largest evening, and for the bonuses."""
    build = pivot_chart.__wrapped__  # built afresh, not the kept copy
    start = time.perf_counter()
    charts = [build(n, MAX_RUBBERS) for n in range(1, MAX_TABLES + 1)]
    built = time.perf_counter() - start
    start = time.perf_counter()
    failures = [c.tables for c in charts if pivot_problems(c)]
    checked = time.perf_counter() - start
    evening = _seconds(lambda: simulate_pivot(MAX_TABLES, MAX_RUBBERS, seed=1))
    rng = random.Random(1)
    rounds = [[(rng.randrange(2), 6 * rng.randint(0, 7)) for _ in range(4)] for _ in range(1000)]
    methods = [m for m in to_the_score.Method if m is not to_the_score.Method.NONE]
    bonuses = _seconds(lambda: [to_the_score.bonus(m, r) for m in methods for r in rounds])
    return {
        "charts": len(charts),
        "charts_build_seconds": built,
        "charts_check_seconds": checked,
        "evening_160_players_12_rubbers_seconds": evening,
        "bonuses_3000_rounds_seconds": bonuses,
        "failures": failures,
    }


def _seconds(fn: Any) -> float:
    start = time.perf_counter()
    fn()
    return time.perf_counter() - start


if __name__ == "__main__":
    for key, value in run().items():
        print(f"{key:>40}: {value}")
