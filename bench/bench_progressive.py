"""Today's progressive euchre: build and check every rotation chart the site seats (8 to 163
players), and score the largest evening (163 players, forty tables, twelve rounds played with
seeded random hands) through the same rules the site uses.

Run ``python bench/bench_progressive.py``; ``run()`` returns the figures for an aggregate bench.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from movements.rotation import (  # noqa: E402
    MAX_PLAYERS,
    MIN_PLAYERS,
    chart,
    chart_problems,
)
from tournaments.scoring.progressive_points_sim import simulate_points  # noqa: E402


def run() -> dict[str, Any]:
    """Seconds to build every chart, to check them all (every pair of players counted), the
    slowest single chart, and a 163-player evening of twelve rounds played and scored."""
    build = chart.__wrapped__  # every chart built afresh, not the kept copy
    start = time.perf_counter()
    charts = [build(n) for n in range(MIN_PLAYERS, MAX_PLAYERS + 1)]
    built = time.perf_counter() - start
    slowest = max(
        ((n, _seconds(lambda n=n: build(n))) for n in range(MIN_PLAYERS, MAX_PLAYERS + 1)),
        key=lambda item: item[1],
    )
    start = time.perf_counter()
    failures = [len(c.players) for c in charts if chart_problems(c)]
    checked = time.perf_counter() - start
    evening = _seconds(lambda: simulate_points(MAX_PLAYERS, 12, seed=1))
    return {
        "charts": len(charts),
        "charts_build_seconds": built,
        "charts_check_seconds": checked,
        "slowest_chart": f"{slowest[0]} players, {slowest[1] * 1000:.1f} ms",
        "evening_163_players_12_rounds_seconds": evening,
        "failures": failures,
    }


def _seconds(fn: Any) -> float:
    start = time.perf_counter()
    fn()
    return time.perf_counter() - start


if __name__ == "__main__":
    for key, value in run().items():
        print(f"{key:>40}: {value}")
