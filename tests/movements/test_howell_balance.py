"""Howell balance: the competition matrix, computed here from the seatings board by board.

Mp(A, B) = #same direction - #opposite direction + (t - 1) * #head-to-head, summed over boards,
t = the number of times the board is played.  A movement is perfectly balanced when Mp is the
same for every two pairs (standard deviation 0).
"""

from __future__ import annotations

import csv
import itertools
import re
from collections import defaultdict
from pathlib import Path

import pytest

from movements.howell import howell

Row = tuple[int, int, str, str, tuple[str, ...]]  # round, table, ns, ew, boards


def rows_of(m) -> list[Row]:
    out = []
    for s in m.seatings():
        if s.ns and s.ew:
            trays = tuple(str(t) for t in m.trays_at(s))
            out.append((s.round, s.table, s.ns, s.ew, trays))
    return out


def competition_sd(rows: list[Row]) -> float:
    plays: dict[str, list[tuple[str, str, tuple[int, int]]]] = defaultdict(list)
    pairs: set[str] = set()
    for rnd, table, ns, ew, boards in rows:
        pairs.update((ns, ew))
        for b in boards:
            plays[b].append((ns, "NS", (rnd, table)))
            plays[b].append((ew, "EW", (rnd, table)))
    mp: dict[frozenset, int] = defaultdict(int)
    for lst in plays.values():
        t = len({w for _, _, w in lst})
        for (a, da, wa), (b, db, wb) in itertools.combinations(lst, 2):
            if wa == wb:
                mp[frozenset((a, b))] += t - 1
            else:
                mp[frozenset((a, b))] += 1 if da == db else -1
    vals = [mp[frozenset(k)] for k in itertools.combinations(sorted(pairs), 2)]
    mean = sum(vals) / len(vals)
    return (sum((v - mean) ** 2 for v in vals) / len(vals)) ** 0.5


def same_direction_counts(rows: list[Row]) -> set[int]:
    by_set: dict[tuple[str, ...], list[tuple[str, str]]] = defaultdict(list)
    for _r, _t, ns, ew, boards in rows:
        by_set[boards] += [(ns, "NS"), (ew, "EW")]
    count: dict[frozenset, int] = defaultdict(int)
    for lst in by_set.values():
        for (a, da), (b, db) in itertools.combinations(lst, 2):
            if da == db:
                count[frozenset((a, b))] += 1
    names = sorted({p for lst in by_set.values() for p, _ in lst})
    return {count[frozenset(k)] for k in itertools.combinations(names, 2)}


@pytest.mark.parametrize("pairs", [8, 12, 16, 20, 24, 28, 32, 40, 44, 48, 56, 60])
def test_perfectly_balanced_even_counts(pairs: int) -> None:
    m = howell(pairs)
    rows = rows_of(m)
    assert competition_sd(rows) == 0
    assert same_direction_counts(rows) == {pairs // 2 - 1}
    assert m.notes[0].startswith("perfectly balanced")  # the sentence a director sees


@pytest.mark.parametrize("pairs", [4, 7, 11, 13, 19, 23, 27, 29, 31, 37, 41, 43, 47, 53, 59])
def test_perfectly_balanced_other_counts(pairs: int) -> None:
    assert competition_sd(rows_of(howell(pairs))) == 0


@pytest.mark.parametrize("pairs", [5, 6])
@pytest.mark.parametrize("boards", [2, 4])
def test_three_tables_with_split_sets_are_perfectly_balanced(pairs: int, boards: int) -> None:
    """bridgescorer's Howell06T3B20 and Howell05T2B20 (5 rounds of 4 boards, nothing shared)
    measure SD 0; ours, counted board by board here, too."""
    m = howell(pairs, boards_per_round=boards)
    assert competition_sd(rows_of(m)) == 0
    assert m.notes[0] == "perfectly balanced (competition SD 0.00)"


@pytest.mark.parametrize("pairs", [10, 14, 18, 22, 26, 30, 34, 38, 42, 46, 50, 54, 58])
def test_odd_tables_report_impossibility(pairs: int) -> None:
    m = howell(pairs)
    sd = competition_sd(rows_of(m))
    assert sd > 0
    assert m.notes[0] == (
        f"competition SD {sd:.2f} (perfect balance impossible: odd number of tables)"
    )


@pytest.mark.parametrize(("pairs", "expected"), [(10, 3.58), (14, 3.70)])
def test_odd_tables_reach_the_published_figures(pairs: int, expected: float) -> None:
    """thebridsk's 5- and 7-table Howells (2 boards a round) have SD 3.58 and 3.70."""
    assert round(competition_sd(rows_of(howell(pairs))), 2) == expected


@pytest.mark.parametrize("pairs", [9, 15, 36, 52])
def test_other_counts_state_their_figure(pairs: int) -> None:
    m = howell(pairs)
    sd = competition_sd(rows_of(m))
    assert sd > 0
    assert m.notes[0] == (
        f"competition SD {sd:.2f} (no perfectly balanced Howell known for {pairs} pairs)"
    )


def test_figure_scales_with_boards_per_round() -> None:
    one = competition_sd(rows_of(howell(10, boards_per_round=1)))
    three = competition_sd(rows_of(howell(10, boards_per_round=3)))
    assert three == pytest.approx(3 * one)


# -- published movements -----------------------------------------------------------------------------


def read_reference(path: Path) -> list[Row]:
    lines = [ln for ln in path.read_text().splitlines() if ln and not ln.startswith("#")]
    out = []
    for rec in csv.DictReader(lines):
        if rec["table"] == "?" or not rec["ns"] or not rec["ew"]:
            continue
        out.append(
            (int(rec["round"]), int(rec["table"]), rec["ns"], rec["ew"], expand(rec["boards"]))
        )
    return out


def expand(text: str) -> tuple[str, ...]:
    out: list[str] = []
    for part in text.split():
        m = re.fullmatch(r"(\d+)-(\d+)", part)
        out += [str(b) for b in range(int(m[1]), int(m[2]) + 1)] if m else [part]
    return tuple(out)


def whole_sets(rows: list[Row]) -> bool:
    """Each round-table plays one undivided set (no splitting of sets between tables)."""
    groups = {frozenset(r[4]) for r in rows}
    return all(a == b or not (a & b) for a, b in itertools.combinations(groups, 2))


def shares(rows: list[Row]) -> bool:
    """Whether some board is played at two tables in the same round."""
    seen: set[tuple[int, str]] = set()
    for rnd, _t, _ns, _ew, boards in rows:
        for b in boards:
            if (rnd, b) in seen:
                return True
            seen.add((rnd, b))
    return False


def reference_files(shared: Path) -> list[Path]:
    ref = shared / "reference" / "movements"
    files = sorted((ref / "thebridsk").glob("Movement.Howell*.csv"))
    files += sorted((ref / "tichu").glob("*.csv"))
    files += sorted((ref / "derived_from_rules").glob("construct_*.csv"))
    return [f for f in files if "Teams" not in f.name]


def comparable(shared: Path):
    """Published complete Howells built like ours: whole sets, and sharing only where ours
    shares too (2 and 3 tables).  Yields (name, pairs, their SD per set, our movement)."""
    for path in reference_files(shared):
        rows = read_reference(path)
        pairs = len({p for r in rows for p in r[2:4]})
        rounds = max(r[0] for r in rows)
        if not (4 <= pairs <= 60) or not whole_sets(rows):
            continue
        if rounds != 2 * ((pairs + 1) // 2) - 1:
            continue
        ours = howell(pairs, boards_per_round=1)
        if shares(rows) != shares(rows_of(ours)):
            continue
        yield path.name, pairs, competition_sd(rows) / max(len(r[4]) for r in rows), ours


@pytest.mark.shared
def test_balance_at_least_as_good_as_published(shared_dir: Path) -> None:
    names = []
    for name, _pairs, theirs, ours in comparable(shared_dir):
        assert competition_sd(rows_of(ours)) <= theirs + 1e-9, name
        names.append(name)
    assert len(names) >= 15, names


@pytest.mark.shared
def test_published_movements_are_complete_howells_too(shared_dir: Path) -> None:
    """The comparison is fair: the published ones meet the same completeness rules."""
    for name, pairs, _theirs, _ours in comparable(shared_dir):
        rows = read_reference(shared_dir / "reference" / "movements" / _folder(name) / name)
        met = [frozenset(r[2:4]) for r in rows]
        assert len(met) == len(set(met)) == pairs * (pairs - 1) // 2, name


def _folder(name: str) -> str:
    if name.startswith("Movement."):
        return "thebridsk"
    return "derived_from_rules" if name.startswith("construct_") else "tichu"


@pytest.mark.shared
@pytest.mark.parametrize(
    ("name", "pairs", "rounds"),
    [
        ("8_pair_3_hands_6_rounds.csv", 8, 6),
        ("10_pair_3_hands.csv", 10, 7),
        ("11_pair_3_hands_7_rounds.csv", 11, 7),
        ("12_pair_3_hands_6_rounds.csv", 12, 6),
    ],
)
def test_reduced_howells_against_published(
    shared_dir: Path, name: str, pairs: int, rounds: int
) -> None:
    """tichu-tournament's reduced Howells: ours, the first rounds of the complete one, are at
    least as even."""
    rows = read_reference(shared_dir / "reference" / "movements" / "tichu" / name)
    assert max(r[0] for r in rows) == rounds
    assert len({p for r in rows for p in r[2:4]}) == pairs
    theirs = competition_sd(rows) / max(len(r[4]) for r in rows)
    ours = competition_sd(rows_of(howell(pairs, boards_per_round=1, rounds=rounds)))
    assert ours <= theirs + 1e-9
