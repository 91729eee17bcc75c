"""The pad's script, unit by unit: node's own test runner (``node --test``) over
``tests/js/*.test.mjs``, which load the pad's modules (``static/js/pad/``) with a fake
localStorage and a fake fetch (the queue's add, drop, resend and "taken" paths; a result's
line; the score table).  Run here so ``make test`` runs them; on their own: ``node --test
tests/js/*.test.mjs``.  Without node the test skips, and fails under TRAYS_REQUIRE_ALL=1
(``tests/needs.py``)."""

from __future__ import annotations

import subprocess
from pathlib import Path

from tests.needs import program

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent


def node() -> str:
    return program("node", "nodejs")


def test_the_pads_modules_pass_their_unit_tests():
    files = sorted(str(path.relative_to(ROOT)) for path in HERE.glob("*.test.mjs"))
    assert files, "no unit tests found in tests/js"
    run = subprocess.run(
        [node(), "--test", *files],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert run.returncode == 0, f"node --test failed:\n{run.stdout}\n{run.stderr}"
