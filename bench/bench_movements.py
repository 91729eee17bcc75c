"""Generate and check the whole movement catalogue; time the largest Howell.

Every family at every listed size and variant (``movements.catalogue.catalogue()``) is
generated and put through the full checker; the figures are the total time, each family's
time and slowest item, and the slowest single movement of all, by name.  It takes about a
minute on two busy cores (17 s of processor time).

Run ``python bench/bench_movements.py``; ``run()`` returns the figures for an aggregate bench,
and ``run(kinds=..., largest=...)`` a small part of the catalogue (the test runs it so).
"""

from __future__ import annotations

import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from movements.catalogue import catalogue, generate  # noqa: E402
from movements.check import check  # noqa: E402


def _timed(fn: Any) -> tuple[Any, float]:
    start = time.perf_counter()
    value = fn()
    return value, time.perf_counter() - start


def run(kinds: tuple[str, ...] = (), largest: int | None = None) -> dict[str, Any]:
    """Per kind: items, sizes, seconds (generate + full check), slowest item; plus the
    slowest movement of all, the 60-pair Howell generate + check time and the catalogue
    total.  ``kinds`` and ``largest`` (a size) keep to part of the catalogue."""
    items = [
        item
        for item in catalogue()
        if (not kinds or item.kind in kinds) and (largest is None or item.size <= largest)
    ]
    figures = _measure(items)
    if not kinds and largest is None:
        _, howell60 = _timed(lambda: check(generate("howell", 60)))
        figures["howell_60_seconds"] = howell60
    return figures


def _measure(items: list[Any]) -> dict[str, Any]:
    kinds: dict[str, dict[str, Any]] = {}
    failures: list[str] = []
    slowest = {"movement": "", "item": "", "seconds": 0.0}
    total_start = time.perf_counter()
    for item in items:
        (movement, report), seconds = _timed(lambda item=item: _gen_check(item))
        row = kinds.setdefault(
            item.kind, {"items": 0, "sizes": set(), "seconds": 0.0, "slowest": ("", 0.0)}
        )
        row["items"] += 1
        row["sizes"].add(item.size)
        row["seconds"] += seconds
        if seconds > row["slowest"][1]:
            row["slowest"] = (item.label, seconds)
        if seconds > slowest["seconds"]:
            slowest = {"movement": str(movement.name), "item": item.label, "seconds": seconds}
        if not report.ok:
            failures.append(item.label)
    total = time.perf_counter() - total_start
    return {
        "kinds": {
            k: {**v, "sizes": f"{min(v['sizes'])}-{max(v['sizes'])}", "size_count": len(v["sizes"])}
            for k, v in kinds.items()
        },
        "families": len(kinds),
        "family_sizes": sum(len(v["sizes"]) for v in kinds.values()),
        "catalogue_items": sum(v["items"] for v in kinds.values()),
        "catalogue_seconds": total,
        "slowest": slowest,
        "failures": failures,
    }


def _gen_check(item: Any) -> tuple[Any, Any]:
    movement = item.generate()
    return movement, check(movement)


def main() -> None:
    figures = run()
    print(f"{'kind':<18}{'sizes':>8}{'items':>7}{'seconds':>10}  slowest")
    for kind, row in figures["kinds"].items():
        label, secs = row["slowest"]
        print(
            f"{kind:<18}{row['sizes']:>8}{row['items']:>7}{row['seconds']:>10.3f}  "
            f"{label} ({secs * 1000:.0f} ms)"
        )
    print(
        f"catalogue: {figures['families']} families at {figures['family_sizes']} sizes, "
        f"{figures['catalogue_items']} movements generated and checked in "
        f"{figures['catalogue_seconds']:.2f} s"
    )
    slowest = figures["slowest"]
    print(f"slowest: {slowest['movement']} ({slowest['item']}), {slowest['seconds'] * 1000:.0f} ms")
    print(f"Howell, 60 pairs: generate + check {figures['howell_60_seconds'] * 1000:.0f} ms")
    if figures["failures"]:
        print(f"INVALID: {', '.join(figures['failures'])}")


if __name__ == "__main__":
    main()
