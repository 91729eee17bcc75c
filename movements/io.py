"""Exchange formats: the reference CSV and a lossless JSON.

CSV (as in the published reference movements): ``round,table,ns,ew,boards`` for pairs and
teams, ``round,table,north,south,east,west,boards`` for individuals.  ``ns`` is the entrant
holding the North-South cards, so an arrow-switched round shows the stationary pair under
``ew``.  ``boards`` is tray numbers and ranges (``1-3 7``) or a set label (``set4``, ``A``);
``table`` may be ``?`` when a source gives only rounds by sets; an empty entrant cell is a
sit-out.  Lines starting ``#`` are metadata: ``to_csv`` writes the declarations the grid
cannot show (kind, tray sets, sharing, relay, skips) there, so our own files read back
exactly, while other programs' files are inferred from the grid alone.
"""

from __future__ import annotations

import csv
import io
import json
from typing import Any

from movements.check import check
from movements.io_csv import (
    INDIVIDUAL_COLUMNS,
    PAIR_COLUMNS,
    MovementFormatError,
    from_csv,
    parse_boards,
)
from movements.types import Family, Movement, Round, Seating, Team, TraySet


class InvalidMovementError(ValueError):
    """A readable movement that the checker rejects; ``violations`` lists why."""

    def __init__(self, name: str, violations: list[str]) -> None:
        self.violations = list(violations)
        lines = "\n".join(f"- {v}" for v in violations)
        super().__init__(f"movement {name!r} is not valid:\n{lines}")


# -- writing ---------------------------------------------------------------------------------


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


def _boards_cell(m: Movement, s: Seating, sets: dict[int, TraySet]) -> str:
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
        lines.append(f"# description: {' '.join(m.description.split())}")
    if m.stationary:
        lines.append(f"# stationary: {' '.join(m.stationary)}")
    if m.relay_stands:
        lines.append(f"# relay_stands: {m.relay_stands}")
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
        extra["note"] = r.note
    switched = [s.table for s in r.seatings if s.arrow_switched and not r.arrow_switched]
    if switched:
        extra["arrow_switched_tables"] = switched
    return extra


def to_csv(movement: Movement) -> str:
    """The movement as reference CSV, declarations in ``#`` lines."""
    sets = {ts.number: ts for ts in movement.tray_sets}
    individual = any(s.players is not None for s in movement.seatings())
    out = io.StringIO()
    out.write("\n".join(_meta(movement)) + "\n")
    w = csv.writer(out, lineterminator="\n")
    w.writerow(INDIVIDUAL_COLUMNS if individual else PAIR_COLUMNS)
    for s in movement.seatings():
        boards = _boards_cell(movement, s, sets)
        if s.players is not None:
            n, e, so, west = s.players
            w.writerow([s.round, s.table, n, so, e, west, boards])
        else:
            w.writerow([s.round, s.table, s.ns or "", s.ew or "", boards])
    return out.getvalue()


def import_custom(text: str, *, name: str | None = None, min_fraction: float = 0.7) -> Movement:
    """A movement from CSV that an event may use: read it, then insist the checker passes."""
    movement = from_csv(text, name=name)
    report = check(movement, min_fraction=min_fraction)
    if not report.ok:
        raise InvalidMovementError(movement.name, report.violations)
    return movement


# -- JSON ------------------------------------------------------------------------------------


def _seating_json(s: Seating) -> dict[str, Any]:
    d: dict[str, Any] = {"table": s.table}
    for key in ("ns", "ew", "tray_set"):
        if getattr(s, key) is not None:
            d[key] = getattr(s, key)
    if s.players is not None:
        d["players"] = list(s.players)
    if s.trays is not None:
        d["trays"] = list(s.trays)
    if s.arrow_switched:
        d["arrow_switched"] = True
    return d


def to_json(movement: Movement) -> str:
    """Every field of the movement as JSON; ``from_json`` gives back an equal movement."""
    m = movement
    data = {
        "format": "movement",
        "version": 1,
        "family": m.family.value,
        "name": m.name,
        "tables": m.tables,
        "one_winner": m.one_winner,
        "entrants": list(m.entrants),
        "stationary": list(m.stationary),
        "relay_stands": m.relay_stands,
        "description": m.description,
        "options": [list(o) for o in m.options],
        "notes": list(m.notes),
        "teams": [{"label": t.label, "pairs": list(t.pairs)} for t in m.teams],
        "tray_sets": [{"number": t.number, "trays": list(t.trays)} for t in m.tray_sets],
        "rounds": [
            {
                "number": r.number,
                **_round_extra_json(r),
                "seatings": [_seating_json(s) for s in r.seatings],
            }
            for r in m.rounds
        ],
    }
    return json.dumps(data, indent=1)


def _round_extra_json(r: Round) -> dict[str, Any]:
    return {
        "resting_sets": list(r.resting_sets),
        "shared_sets": list(r.shared_sets),
        "skip_before": r.skip_before,
        "arrow_switched": r.arrow_switched,
        "note": r.note,
    }


def from_json(text: str) -> Movement:
    """Read ``to_json`` output.  Raises ``MovementFormatError`` on anything else."""
    try:
        d = json.loads(text)
        if d.get("format") != "movement":
            raise MovementFormatError("line 1: not a movement JSON document")
        rounds = tuple(
            Round(
                number=r["number"],
                seatings=tuple(
                    Seating(
                        round=r["number"],
                        table=s["table"],
                        ns=s.get("ns"),
                        ew=s.get("ew"),
                        tray_set=s.get("tray_set"),
                        arrow_switched=s.get("arrow_switched", False),
                        players=tuple(s["players"]) if "players" in s else None,
                        trays=tuple(s["trays"]) if "trays" in s else None,
                    )
                    for s in r["seatings"]
                ),
                resting_sets=tuple(r.get("resting_sets", ())),
                shared_sets=tuple(r.get("shared_sets", ())),
                skip_before=r.get("skip_before", False),
                arrow_switched=r.get("arrow_switched", False),
                note=r.get("note", ""),
            )
            for r in d["rounds"]
        )
        return Movement(
            family=Family(d["family"]),
            name=d["name"],
            tables=d["tables"],
            rounds=rounds,
            tray_sets=tuple(TraySet(t["number"], tuple(t["trays"])) for t in d["tray_sets"]),
            entrants=tuple(d["entrants"]),
            one_winner=d["one_winner"],
            stationary=tuple(d.get("stationary", ())),
            relay_stands=d.get("relay_stands", 0),
            teams=tuple(Team(t["label"], tuple(t["pairs"])) for t in d.get("teams", ())),
            description=d.get("description", ""),
            options=tuple((k, v) for k, v in d.get("options", ())),
            notes=tuple(d.get("notes", ())),
        )
    except json.JSONDecodeError as exc:
        raise MovementFormatError(f"line {exc.lineno}: {exc.msg}") from None
    except (KeyError, TypeError, ValueError, AttributeError) as exc:
        if isinstance(exc, MovementFormatError):
            raise
        raise MovementFormatError(f"line 1: malformed movement JSON ({exc!r})") from None


__all__ = [
    "MovementFormatError",
    "InvalidMovementError",
    "to_csv",
    "from_csv",
    "to_json",
    "from_json",
    "import_custom",
    "format_trays",
    "parse_boards",
]


# -- text ------------------------------------------------------------------------------------


def to_text(movement: Movement) -> str:
    """A round-by-round chart a director can read at the table."""
    m = movement
    sets = {ts.number: ts for ts in m.tray_sets}
    winners = "one winner" if m.one_winner else "two winners (North-South and East-West)"
    lines = [
        f"{m.name}  [{m.family.value}]",
        f"{m.tables} tables, {m.round_count} rounds, {len(m.tray_sets)} sets of "
        f"{m.boards_per_round} boards ({m.total_trays} boards); {winners}",
    ]
    if m.stationary:
        lines.append(f"Stationary: {' '.join(m.stationary)}")
    if m.relay_stands:
        lines.append(f"Relay stands: {m.relay_stands}")
    if m.description:
        lines.append(m.description)
    individual = any(s.players is not None for s in m.seatings())
    head = ("North", "East", "South", "West") if individual else ("N-S", "E-W")
    width = max([len(e) for e in m.entrants] + [5])
    for r in m.rounds:
        flags = [
            f for f, on in (("skip first", r.skip_before), ("arrow switch", r.arrow_switched)) if on
        ]
        title = f"Round {r.number}" + (f" ({', '.join(flags)})" if flags else "")
        lines += ["", title + (f": {r.note}" if r.note else "")]
        lines.append("  Table  " + "".join(h.ljust(width + 2) for h in head) + "Boards")
        for s in r.seatings:
            who = s.players if s.players is not None else (s.ns or "-", s.ew or "-")
            boards = _boards_cell(m, s, sets) if s.tray_set is not None else "sits out"
            if s.tray_set in r.shared_sets:
                boards += "  (shared)"
            lines.append(f"  {s.table:>5}  " + "".join(w.ljust(width + 2) for w in who) + boards)
        if r.resting_sets:
            rest = ", ".join(f"set {n} ({sets[n].label})" for n in r.resting_sets if n in sets)
            lines.append(f"  Resting: {rest}")
    return "\n".join(lines) + "\n"


def report_text(summary: dict[str, Any]) -> str:
    """The checker's summary as lines for the command line."""
    s = summary
    lines = [
        f"Check: {'valid' if s['ok'] else 'NOT VALID'} ({s['name']})",
        f"  rounds {s['rounds']}, tables {s['tables']}, sets {s['sets']}, "
        f"boards per round {s['boards_per_round']}, boards {s['total_trays']}",
        f"  boards each entrant plays: {s['trays_per_entrant']['min']} to "
        f"{s['trays_per_entrant']['max']} of {s['trays_in_play']} in play",
        f"  winners: {s['winners']}; repeated meetings: {s['repeats']}; "
        f"pairs never meeting: {s['never_met']}",
    ]
    for key in ("skip_rounds", "arrow_switched_rounds", "shared_tables"):
        if s[key]:
            lines.append(f"  {key.replace('_', ' ')}: {s[key]}")
    if s["sit_outs"]:
        lines.append(f"  sit-outs: {sum(len(v) for v in s['sit_outs'].values())} entrant-rounds")
    bal = s.get("balance")
    if bal:
        one = bal["one_field"]
        lines.append(
            f"  balance: competition SD {bal['sd']} (as one field: mean {one['mean']}, "
            f"SD {one['sd']}, min {one['min']}, max {one['max']})"
        )
    for key in ("partners", "opponents"):
        if key in s:
            lines.append(f"  {key}: {s[key]['min']} to {s[key]['max']} times")
    for flag, on in s["flags"].items():
        if on:
            lines.append(f"  flag: {flag.replace('_', ' ')}")
    lines += [f"  VIOLATION: {v}" for v in s["violations"]]
    lines += [f"  note: {w}" for w in s["warnings"]]
    return "\n".join(lines) + "\n"
