"""Small validity checks for Mitchell, compass and team movements, independent of check.py.

Each returns a list of problems (empty when valid), so a failing test says what is wrong.
"""

from __future__ import annotations

import csv
from collections import Counter, defaultdict
from pathlib import Path

from movements.types import Movement


def hard_problems(m: Movement) -> list[str]:
    """Seated twice, table twice, tray set replayed, undeclared sharing, unknown sets."""
    problems: list[str] = []
    known = {s.number for s in m.tray_sets}
    played: dict[str, list[int]] = defaultdict(list)
    for rnd in m.rounds:
        seen = Counter(e for s in rnd.seatings for e in s.entrants())
        problems += [f"round {rnd.number}: {e} seated {n} times" for e, n in seen.items() if n > 1]
        tables = Counter(s.table for s in rnd.seatings)
        problems += [f"round {rnd.number}: table {t} twice" for t, n in tables.items() if n > 1]
        problems += [
            f"round {rnd.number}: table {t} out of range" for t in tables if not 1 <= t <= m.tables
        ]
        uses = Counter(s.tray_set for s in rnd.seatings if not s.is_sit_out)
        for s, n in uses.items():
            if s not in known:
                problems.append(f"round {rnd.number}: unknown set {s}")
            if n > 1 and s not in rnd.shared_sets:
                problems.append(f"round {rnd.number}: set {s} shared but not declared")
        for s in rnd.shared_sets:
            if uses.get(s, 0) < 2:
                problems.append(f"round {rnd.number}: set {s} declared shared, played {uses[s]}")
        for s in rnd.resting_sets:
            if uses.get(s):
                problems.append(f"round {rnd.number}: resting set {s} is played")
        for seat in rnd.seatings:
            if seat.arrow_switched != rnd.arrow_switched:
                problems.append(f"round {rnd.number}: table {seat.table} arrow switch mismatch")
            if not seat.is_sit_out:
                if seat.tray_set is None:
                    problems.append(f"round {rnd.number}: table {seat.table} has no set")
                for e in seat.entrants():
                    played[e].append(seat.tray_set)
    for e, sets in played.items():
        again = [s for s, n in Counter(sets).items() if n > 1]
        if again:
            problems.append(f"{e} plays set(s) {again} twice")
    unknown = set(played) - set(m.entrants)
    if unknown:
        problems.append(f"entrants not declared: {sorted(unknown)}")
    return problems


def meetings(m: Movement) -> Counter[frozenset[str]]:
    """How often each two entrants sit at the same table as opponents."""
    met: Counter[frozenset[str]] = Counter()
    for s in m.seatings():
        if s.ns is not None and s.ew is not None:
            met[frozenset((s.ns, s.ew))] += 1
    return met


def read_reference(path: Path) -> list[dict[str, str]]:
    """Rows of a reference CSV (comment lines start with #)."""
    with path.open() as f:
        lines = [line for line in f if not line.startswith("#")]
    return list(csv.DictReader(lines))


def grid_of(m: Movement) -> dict[tuple[int, int], tuple[str | None, str | None, int | None]]:
    """(round, table) -> (ns, ew, set)."""
    return {(s.round, s.table): (s.ns, s.ew, s.tray_set) for s in m.seatings()}


def same_up_to_renaming(
    mine: dict[tuple[int, int], tuple[str | None, str | None, object]],
    theirs: dict[tuple[int, int], tuple[str | None, str | None, object]],
) -> bool:
    """Equal grids once entrants and sets are consistently renamed (a bijection each)."""
    if mine.keys() != theirs.keys():
        return False
    names: dict[object, object] = {}
    back: dict[object, object] = {}
    sets: dict[object, object] = {}
    sets_back: dict[object, object] = {}
    for key, (a_ns, a_ew, a_set) in mine.items():
        b_ns, b_ew, b_set = theirs[key]
        for a, b, fwd, rev in (
            (a_ns, b_ns, names, back),
            (a_ew, b_ew, names, back),
            (a_set, b_set, sets, sets_back),
        ):
            if fwd.setdefault(a, b) != b or rev.setdefault(b, a) != a:
                return False
    return True
