"""``make bench`` runs every ``bench/bench_*.py`` through its ``run()`` (``bench/run_all.py``):
a file without one would be left out unseen, so the runner counts it a failure, and every
bench file has one."""

from __future__ import annotations

import ast
import importlib.util
from pathlib import Path

BENCH = Path(__file__).resolve().parent.parent / "bench"


def _runner():
    spec = importlib.util.spec_from_file_location("run_all", BENCH / "run_all.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_every_bench_file_has_a_run_for_make_bench():
    without = [
        path.name
        for path in sorted(BENCH.glob("bench_*.py"))
        if not any(
            isinstance(node, ast.FunctionDef) and node.name == "run"
            for node in ast.parse(path.read_text()).body
        )
    ]
    assert without == []


def test_a_bench_file_without_run_fails_make_bench(tmp_path, monkeypatch):
    runner = _runner()
    (tmp_path / "bench_nothing.py").write_text("FIGURES = {}\n")
    monkeypatch.setattr(runner, "HERE", tmp_path)
    monkeypatch.setattr(runner, "ROOT", tmp_path)
    assert runner.main([]) == 1
    assert "no run()" in (tmp_path / "bench-results.json").read_text()
