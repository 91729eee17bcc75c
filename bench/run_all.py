"""Run every benchmark, print one table of figures and write them to bench-results.json.

Each ``bench/bench_*.py`` has a ``run() -> dict`` and runs in its own Python process, so the
benchmarks that set Django up (each with its own throw-away database) cannot disturb one
another; one that fails, or has no ``run()``, is reported without stopping the rest, and the
command then exits with status 1.  ``python bench/run_all.py
site scoring`` runs only the named ones.
"""

from __future__ import annotations

import json
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent

CHILD = """
import importlib.util, json, sys
sys.path.insert(0, sys.argv[3])
spec = importlib.util.spec_from_file_location(sys.argv[1].rsplit("/", 1)[-1][:-3], sys.argv[1])
module = importlib.util.module_from_spec(spec)
spec.loader.exec_module(module)
if not hasattr(module, "run"):
    sys.exit(3)
with open(sys.argv[2], "w") as out:
    json.dump(module.run(), out, default=str)
"""
NO_RUN = 3


def run_one(path: Path) -> dict:
    """The module's figures, or the error it stopped with (no ``run()`` is one)."""
    with tempfile.TemporaryDirectory(prefix="bench-") as folder:
        out = Path(folder) / "figures.json"
        start = time.perf_counter()
        done = subprocess.run(
            [sys.executable, "-c", CHILD, str(path), str(out), str(ROOT)],
            check=False,
            cwd=ROOT,
        )
        seconds = time.perf_counter() - start
        if done.returncode == NO_RUN:
            return {"error": "it has no run() to call"}
        if done.returncode != 0 or not out.exists():
            return {"error": f"stopped with exit code {done.returncode}"}
        figures = json.loads(out.read_text())
    if isinstance(figures, dict):
        figures.setdefault("bench_seconds", round(seconds, 1))
    return figures


def flatten(value: object, prefix: str = "") -> list[tuple[str, str]]:
    """Nested figures as (dotted name, printed value) rows."""
    if isinstance(value, dict):
        rows = []
        for key, inner in value.items():
            rows += flatten(inner, f"{prefix}.{key}" if prefix else str(key))
        return rows
    if isinstance(value, list | tuple):
        text = ", ".join(shown(v) for v in value) if value else "none"
        return [(prefix, text)]
    return [(prefix, shown(value))]


def shown(value: object) -> str:
    if isinstance(value, float):
        return f"{value:.4g}" if abs(value) < 1e6 else f"{value:.0f}"
    return str(value)


def print_table(figures: dict[str, object]) -> None:
    rows = [(bench, name, text) for bench, f in figures.items() for name, text in flatten(f)]
    widths = [max([len(h)] + [len(r[i]) for r in rows]) for i, h in enumerate(("bench", "figure"))]
    print(f"\n{'bench':{widths[0]}}  {'figure':{widths[1]}}  value")
    print(f"{'-' * widths[0]}  {'-' * widths[1]}  {'-' * 5}")
    for bench, name, text in rows:
        print(f"{bench:{widths[0]}}  {name:{widths[1]}}  {text}")


def main(argv: list[str] | None = None) -> int:
    wanted = set(argv if argv is not None else sys.argv[1:])
    figures: dict[str, object] = {}
    for path in sorted(HERE.glob("bench_*.py")):
        name = path.stem.removeprefix("bench_")
        if wanted and name not in wanted:
            continue
        print(f"== {path.stem} ==", flush=True)
        figures[name] = run_one(path)
    out = ROOT / "bench-results.json"
    out.write_text(json.dumps(figures, indent=2, default=str))
    print_table(figures)
    print(f"\nFigures written to {out.name}")
    failed = [name for name, f in figures.items() if isinstance(f, dict) and "error" in f]
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
