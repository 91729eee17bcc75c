"""Run every benchmark, print one table of figures and write them to bench-results.json."""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(ROOT))


def _load(path: Path):
    spec = importlib.util.spec_from_file_location(path.stem, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def main() -> int:
    figures: dict[str, object] = {}
    for path in sorted(HERE.glob("bench_*.py")):
        module = _load(path)
        if not hasattr(module, "run"):
            continue
        print(f"== {path.stem} ==", flush=True)
        figures[path.stem.removeprefix("bench_")] = module.run()
    out = ROOT / "bench-results.json"
    out.write_text(json.dumps(figures, indent=2, default=str))
    print(f"\nFigures written to {out.name}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
