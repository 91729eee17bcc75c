"""Writing the reference CSV (see ``movements.io`` for the format).

The grid goes in rows; everything the grid cannot show (kind, tray sets, sharing, relay
stands, skips, arrow switches) goes in ``#`` lines, so that our own files read back exactly.
"""

from __future__ import annotations

import csv
import json
from io import StringIO
from typing import Any

from movements.io.csv_rows import INDIVIDUAL_COLUMNS, PAIR_COLUMNS
from movements.types import Movement, Round, Seating, TraySet


def format_trays(trays: tuple[int, ...]) -> str:
    """``(1, 2, 3, 7)`` -> ``"1-3 7"``."""
    parts: list[str] = []
    run: list[int] = []
    for t in sorted(trays):
        if run and t == run[-1] + 1:
            run.append(t)
            continue
        if run:
            parts.append(_run(run))
        run = [t]
    if run:
        parts.append(_run(run))
    return " ".join(parts)


def _run(run: list[int]) -> str:
    return str(run[0]) if len(run) == 1 else f"{run[0]}-{run[-1]}"


def boards_cell(m: Movement, s: Seating, sets: dict[int, TraySet]) -> str:
    if s.tray_set is None:
        return ""
    trays = s.trays if s.trays is not None else sets[s.tray_set].trays
    return format_trays(trays) if trays else f"set{s.tray_set}"


def _meta(m: Movement) -> list[str]:
    lines = [
        f"# movement: {m.name}",
        f"# kind: {m.family.value}",
        f"# tables: {m.tables}",
        f"# one_winner: {'yes' if m.one_winner else 'no'}",
        f"# entrants: {' '.join(m.entrants)}",
    ]
    if m.description:
        lines.append(f"# description: {' '.join(str(m.description).split())}")
    if m.stationary:
        lines.append(f"# stationary: {' '.join(m.stationary)}")
    if m.relay_stands:
        lines.append(f"# relay_stands: {m.relay_stands}")
    if m.copies:
        lines.append("# copies: yes")
    if m.overplayed:
        lines.append("# overplayed: yes")
    if m.options:
        lines.append(f"# options: {json.dumps([list(o) for o in m.options])}")
    for t in m.teams:
        lines.append(f"# team {t.label}: {' '.join(t.pairs)}")
    for ts in m.tray_sets:
        lines.append(f"# set {ts.number}: {format_trays(ts.trays)}")
    for r in m.rounds:
        extra = _round_extra(r)
        if extra:
            lines.append(f"# round {r.number}: {json.dumps(extra)}")
    return lines


def _round_extra(r: Round) -> dict[str, Any]:
    extra: dict[str, Any] = {}
    if r.resting_sets:
        extra["resting_sets"] = list(r.resting_sets)
    if r.shared_sets:
        extra["shared_sets"] = list(r.shared_sets)
    if r.skip_before:
        extra["skip_before"] = True
    if r.arrow_switched:
        extra["arrow_switched"] = True
    if r.note:
        extra["note"] = str(r.note)
    switched = [s.table for s in r.seatings if s.arrow_switched and not r.arrow_switched]
    if switched:
        extra["arrow_switched_tables"] = switched
    return extra


def to_csv(movement: Movement) -> str:
    """The movement as reference CSV, declarations in ``#`` lines."""
    sets = {ts.number: ts for ts in movement.tray_sets}
    individual = any(s.players is not None for s in movement.seatings())
    out = StringIO()
    out.write("\n".join(_meta(movement)) + "\n")
    w = csv.writer(out, lineterminator="\n")
    w.writerow(INDIVIDUAL_COLUMNS if individual else PAIR_COLUMNS)
    for s in movement.seatings():
        boards = boards_cell(movement, s, sets)
        if s.players is not None:
            n, e, so, west = s.players
            w.writerow([s.round, s.table, n, so, e, west, boards])
        else:
            w.writerow([s.round, s.table, s.ns or "", s.ew or "", boards])
    return out.getvalue()
