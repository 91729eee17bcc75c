"""Every complete Howell's balance claim against its measured figure.

The note a director reads, the checker's flags and the list of sizes the project calls
perfectly balanced (``KNOWN_BALANCED_PAIRS``, the README) must all say what the competition
matrix measures, size by size: exactly one flag, "perfectly balanced" exactly when the SD is
0, "impossible" only where the Hadamard argument applies (an even number of pairs at an odd
number of tables, whole sets, nothing shared).
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

import pytest

from movements.balance import KNOWN_BALANCED_PAIRS
from movements.check import CheckReport, check
from movements.howell import howell

FLAGS = (
    "perfectly_balanced",
    "perfect_balance_impossible",
    "unbalanced_although_balanced_exists",
    "no_balanced_one_known",
)
README = Path(__file__).resolve().parents[2] / "README.md"


@cache
def measured(pairs: int, boards: int = 2) -> CheckReport:
    return check(howell(pairs, boards_per_round=boards))


@pytest.mark.parametrize("pairs", range(4, 61))
def test_exactly_one_flag_and_it_matches_the_figure(pairs: int) -> None:
    report = measured(pairs)
    flags = report.summary()["flags"]
    assert [f for f in FLAGS if flags[f]] == [next(f for f in FLAGS if flags[f])]
    sd = report.balance.stats.sd
    assert flags["perfectly_balanced"] == (sd < 1e-9)
    tables = (pairs + 1) // 2
    assert flags["perfect_balance_impossible"] == (pairs % 2 == 0 and tables % 2 == 1 and sd > 0)
    # a generated Howell is never the unbalanced one of a size where a balanced one is known
    assert not flags["unbalanced_although_balanced_exists"]


@pytest.mark.parametrize("pairs", range(4, 61))
def test_the_note_says_what_the_checker_measures(pairs: int) -> None:
    m = howell(pairs)
    sd = measured(pairs).balance.stats.sd
    if sd < 1e-9:
        assert m.notes[0] == "perfectly balanced (competition SD 0.00)"
    else:
        assert m.notes[0].startswith(f"competition SD {sd:.2f} (")
        assert "perfectly balanced" not in m.notes[0].split("(")[0]


def test_the_known_balanced_sizes_are_exactly_those_generated_balanced() -> None:
    balanced = {p for p in range(4, 61) if measured(p).balance.stats.sd < 1e-9}
    assert balanced == set(KNOWN_BALANCED_PAIRS) | {5, 6}  # 5 and 6: two trays a round, split


@pytest.mark.parametrize("pairs", [5, 6])
@pytest.mark.parametrize("boards", [1, 3, 5])
def test_three_tables_with_odd_trays_say_an_even_number_would_balance(
    pairs: int, boards: int
) -> None:
    report = measured(pairs, boards)
    assert report.summary()["flags"]["no_balanced_one_known"]
    assert "even number of trays" in howell(pairs, boards_per_round=boards).notes[0]


def test_the_readme_lists_exactly_the_balanced_howells() -> None:
    """The README's Howell row names the balanced sizes: every one listed measures SD 0 and
    every size that measures 0 is listed."""
    row = next(line for line in README.read_text().splitlines() if line.startswith("| `howell`"))
    listed = re.search(r"perfectly balanced for ([0-9, ]+) pairs", row)
    assert listed, row
    sizes = {int(x) for x in listed.group(1).split(",")}
    assert sizes == {p for p in range(4, 61) if measured(p).balance.stats.sd < 1e-9}


@pytest.mark.parametrize("pairs", [36, 52])
def test_no_balanced_howell_is_known_for_36_and_52_pairs_and_check_says_so(pairs: int) -> None:
    """An even number of tables, so nothing rules balance out, but no construction is known
    here (36 is an open case in the literature); the checker flags it."""
    report = measured(pairs)
    assert report.balance.stats.sd > 0
    assert report.no_balanced_one_known and not report.perfect_balance_impossible
