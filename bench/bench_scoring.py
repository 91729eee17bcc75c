"""Benchmark: match-pointing an across-the-field event of 5,000 and 10,000 pairs on 24 trays.

Every NS pair plays every tray once (5,000 pairs: 2,500 tables, 60,000 results) with seeded
random bridge scores.  Only the pure scoring is timed, not building the results.  Run with
``python bench/bench_scoring.py``.
"""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tournaments.scoring.matchpoints import score_matchpoints  # noqa: E402
from tournaments.scoring.types import Result  # noqa: E402

TRAYS = 24
SCORES = [
    -1100,
    -800,
    -650,
    -620,
    -500,
    -420,
    -200,
    -170,
    -140,
    -110,
    -100,
    -90,
    -50,
    50,
    90,
    100,
    110,
    140,
    170,
    200,
    300,
    420,
    450,
    500,
    620,
    650,
    800,
    1100,
]


def build(pairs: int, seed: int = 2024) -> list[Result]:
    """Seeded results: table t has NS pair t and EW pair t + tables, on every tray."""
    rng = random.Random(seed)
    tables = pairs // 2
    return [
        Result(tray, str(t), str(t + tables), rng.choice(SCORES))
        for tray in range(1, TRAYS + 1)
        for t in range(1, tables + 1)
    ]


def time_scoring(sizes: tuple[int, ...] = (5000, 10000), repeats: int = 5) -> dict:
    """Best wall-clock and CPU seconds per size over ``repeats`` rounds.

    The sizes alternate within each round so that load from other processes on a shared
    machine falls on both alike; CPU time is the steadier figure there.
    """
    events = {pairs: build(pairs) for pairs in sizes}
    wall = dict.fromkeys(sizes, float("inf"))
    cpu = dict.fromkeys(sizes, float("inf"))
    for _ in range(repeats):
        for pairs, results in events.items():
            start, start_cpu = time.perf_counter(), time.process_time()
            score_matchpoints(results, scale=2)
            wall[pairs] = min(wall[pairs], time.perf_counter() - start)
            cpu[pairs] = min(cpu[pairs], time.process_time() - start_cpu)
    return {"wall": wall, "cpu": cpu}


def run() -> dict:
    """Seconds for 5,000 and 10,000 pairs on 24 trays, and the ratio between them."""
    times = time_scoring()
    figures = {}
    for pairs in (5000, 10000):
        figures[f"pairs_{pairs}_results"] = pairs // 2 * TRAYS
        figures[f"pairs_{pairs}_seconds"] = round(times["wall"][pairs], 4)
        figures[f"pairs_{pairs}_cpu_seconds"] = round(times["cpu"][pairs], 4)
    figures["ratio_10000_to_5000_cpu"] = round(times["cpu"][10000] / times["cpu"][5000], 3)
    return figures


if __name__ == "__main__":
    figures = run()
    for key, value in figures.items():
        print(f"{key:24} {value}")
