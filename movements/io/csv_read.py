"""Reading the reference CSV: from rows to a movement (see ``movements.io`` for the format).

Our own files carry every declaration in ``#`` lines and read back exactly; other programs'
files are inferred from the grid: tray sets are the board groups (merged where groups
overlap, a round then playing part of a set), a tray at two tables in one round is declared
shared (published 2- and 3-table Howells relay that way; the checker still lists it), a pair
labelled East-West holding the North-South cards marks an arrow switch, and entrants absent
from a round sit out.
"""

from __future__ import annotations

import json
import re
from typing import Any

from movements.io.csv_rows import assign_tables, parse_boards, read_rows, split_lines
from movements.io.errors import MovementFormatError
from movements.types import Family, Movement, Round, Seating, Team, TraySet
from said import Said

_LABEL_SET = re.compile(r"^set(\d+)$", re.IGNORECASE)


def _natural(label: str) -> tuple[Any, ...]:
    return tuple(int(p) if p.isdigit() else p for p in re.split(r"(\d+)", label))


def _nominal_ew(label: str) -> bool:
    """Whether a label names a pair that nominally sits East-West (``3EW``, ``EW3``, ``a.EW``)."""
    u = label.upper()
    return u.endswith("EW") or u.startswith("EW")


def _sets_from_meta(extra: list[tuple[int, str]]) -> dict[int, tuple[int, ...]]:
    sets: dict[int, tuple[int, ...]] = {}
    for no, text in extra:
        m = re.match(r"^set (\d+):(.*)$", text, re.IGNORECASE)
        if m:
            trays = parse_boards(m.group(2), no)
            sets[int(m.group(1))] = trays if isinstance(trays, tuple) else ()
    return sets


def _infer_sets(rows: list[dict[str, Any]]) -> dict[int, tuple[int, ...]]:
    """Tray sets from the grid: distinct board groups, merged where they overlap."""
    labels = {r["boards"] for r in rows if isinstance(r["boards"], str)}
    numeric = [r["boards"] for r in rows if isinstance(r["boards"], tuple) and r["boards"]]
    if labels and numeric:
        line = next(r["line"] for r in rows if isinstance(r["boards"], str))
        raise MovementFormatError(
            Said("line %(line)s: set labels and board numbers are mixed", line=line)
        )
    if labels:
        found = [_LABEL_SET.match(x) for x in labels]
        if all(found):
            nums = sorted(int(m.group(1)) for m in found if m)
            return {n: (n,) for n in nums}
        order = sorted(labels, key=_natural)
        return {k: (k,) for k in range(1, len(order) + 1)}
    parent: dict[int, int] = {}

    def find(x: int) -> int:
        while parent.setdefault(x, x) != x:
            x = parent[x]
        return x

    for group in numeric:
        for t in group[1:]:
            parent[find(t)] = find(group[0])
        find(group[0])
    comps: dict[int, list[int]] = {}
    for t in parent:
        comps.setdefault(find(t), []).append(t)
    ordered = sorted(sorted(c) for c in comps.values())
    return {k: tuple(c) for k, c in enumerate(ordered, start=1)}


def _label_numbers(rows: list[dict[str, Any]], sets: dict[int, tuple[int, ...]]) -> dict[str, int]:
    labels = sorted({r["boards"] for r in rows if isinstance(r["boards"], str)}, key=_natural)
    found = {x: _LABEL_SET.match(x) for x in labels}
    if all(found.values()):
        return {x: int(m.group(1)) for x, m in found.items() if m}
    return {x: k for k, x in enumerate(labels, start=1)}


def _seat_rows(
    rows: list[dict[str, Any]],
    sets: dict[int, tuple[int, ...]],
    round_meta: dict[int, dict[str, Any]],
    declared: bool,
) -> list[Seating]:
    tray_set = {t: n for n, trays in sets.items() for t in trays}
    label_no = _label_numbers(rows, sets)
    seatings = []
    for r in rows:
        b, trays, number = r["boards"], None, None
        if isinstance(b, str):
            number = label_no[b]
            if number not in sets:
                raise MovementFormatError(
                    Said("line %(r)s: no tray set %(b)s", r=r["line"], b=repr(b))
                )
        elif b:
            if any(t not in tray_set for t in b):
                raise MovementFormatError(
                    Said("line %(r)s: boards %(b)s are not in a tray set", r=r["line"], b=b)
                )
            number = tray_set[b[0]]  # a split round plays parts of several sets
            trays = None if sorted(b) == sorted(sets[number]) else tuple(b)
        meta = round_meta.get(r["round"], {})
        if "players" in r:  # four players: only memory duplicate's turned trays switch
            switched = r["table"] in meta.get("arrow_switched_tables", ())
        elif declared:
            switched = meta.get("arrow_switched", False) or r["table"] in meta.get(
                "arrow_switched_tables", ()
            )
        else:
            switched = bool(
                r["ns"] and _nominal_ew(r["ns"]) and r["ew"] and not _nominal_ew(r["ew"])
            )
        seatings.append(
            Seating(
                round=r["round"],
                table=r["table"],
                ns=r.get("ns"),
                ew=r.get("ew"),
                tray_set=number,
                arrow_switched=switched,
                players=r.get("players"),
                trays=trays,
            )
        )
    return seatings


def _round_meta(extra: list[tuple[int, str]]) -> dict[int, dict[str, Any]]:
    out: dict[int, dict[str, Any]] = {}
    for no, text in extra:
        m = re.match(r"^round (\d+):(.*)$", text, re.IGNORECASE)
        if m:
            try:
                out[int(m.group(1))] = json.loads(m.group(2))
            except json.JSONDecodeError:
                raise MovementFormatError(
                    Said("line %(no)s: cannot read round declarations", no=no)
                ) from None
    return out


def _teams(extra: list[tuple[int, str]], entrants: tuple[str, ...]) -> tuple[Team, ...]:
    declared = [
        Team(m.group(1), tuple(m.group(2).split()))
        for _, text in extra
        if (m := re.match(r"^team (\S+):(.*)$", text, re.IGNORECASE))
    ]
    if declared:
        return tuple(declared)
    if not entrants or not all("." in e for e in entrants):
        return ()
    teams: dict[str, list[str]] = {}
    for e in entrants:
        teams.setdefault(e.split(".")[0], []).append(e)
    return tuple(Team(t, tuple(p)) for t, p in teams.items())


def _stationary(seatings: list[Seating], rounds: int, entrants: tuple[str, ...]) -> tuple[str, ...]:
    if rounds < 2:
        return ()
    where: dict[str, set[int]] = {}
    count: dict[str, int] = {}
    for s in seatings:
        for e in s.entrants():
            where.setdefault(e, set()).add(s.table)
            count[e] = count.get(e, 0) + 1
    return tuple(e for e in entrants if count.get(e) == rounds and len(where[e]) == 1)


def _one_winner(seatings: list[Seating], individual: bool) -> bool:
    """Two winners when the pairs split into a field always North-South and one always
    East-West (a Mitchell without arrow switch)."""
    if individual:
        return True
    ns = {s.ns for s in seatings if s.ns and s.ew}
    ew = {s.ew for s in seatings if s.ns and s.ew}
    return bool(ns & ew) or not (ns and ew)


def _rounds(
    seatings: list[Seating], round_meta: dict[int, dict[str, Any]], declared: bool
) -> tuple[Round, ...]:
    by_round: dict[int, list[Seating]] = {}
    for s in seatings:
        by_round.setdefault(s.round, []).append(s)
    last = max(by_round)
    missing = [r for r in range(1, last + 1) if r not in by_round]
    if missing:
        raise MovementFormatError(Said("line 1: no rows for round(s) %(missing)s", missing=missing))
    rounds = []
    for r in range(1, last + 1):
        these = tuple(sorted(by_round[r], key=lambda s: s.table))
        meta = round_meta.get(r, {})
        if declared:
            shared = tuple(meta.get("shared_sets", ()))
        else:
            seen: dict[int, set[int]] = {}
            for s in these:
                if s.tray_set is not None and not s.is_sit_out:
                    seen.setdefault(s.tray_set, set()).add(s.table)
            shared = tuple(n for n, tabs in sorted(seen.items()) if len(tabs) > 1)
        rounds.append(
            Round(
                number=r,
                seatings=these,
                resting_sets=tuple(meta.get("resting_sets", ())),
                shared_sets=shared,
                skip_before=meta.get("skip_before", False),
                arrow_switched=meta.get("arrow_switched", False)
                or (
                    not declared
                    and all(s.arrow_switched for s in these if not s.is_sit_out)
                    and any(s.arrow_switched for s in these)
                ),
                note=meta.get("note", ""),
            )
        )
    return tuple(rounds)


def from_csv(text: str, *, name: str | None = None) -> Movement:
    """Read a CSV movement.  Raises ``MovementFormatError`` naming the offending line."""
    meta, extra, body = split_lines(text)
    if not body:
        raise MovementFormatError(Said("line 1: no header line and no rows"))
    rows, individual = read_rows(body)
    assign_tables(rows)
    declared = "kind" in meta
    sets = _sets_from_meta(extra) or _infer_sets(rows)
    round_meta = _round_meta(extra)
    seatings = _seat_rows(rows, sets, round_meta, declared)
    rounds = _rounds(seatings, round_meta, declared)
    seen = {e for s in seatings for e in s.entrants()}
    entrants = (
        tuple(meta["entrants"].split()) if "entrants" in meta else tuple(sorted(seen, key=_natural))
    )
    try:
        family = Family(meta.get("kind", "custom"))
    except ValueError:
        raise MovementFormatError(
            Said("line 1: unknown kind %(meta)s", meta=repr(meta["kind"]))
        ) from None
    options = meta.json_pairs("options")
    return Movement(
        family=family,
        name=name or meta.get("movement") or "custom",
        tables=meta.number("tables", 0) or max(s.table for s in seatings),
        rounds=rounds,
        tray_sets=tuple(TraySet(n, sets[n]) for n in sorted(sets)),
        entrants=entrants,
        one_winner=meta["one_winner"] == "yes"
        if "one_winner" in meta
        else _one_winner(seatings, individual),
        stationary=tuple(meta["stationary"].split())
        if "stationary" in meta
        else (() if declared else _stationary(seatings, len(rounds), entrants)),
        relay_stands=meta.number("relay_stands", 0),
        copies=meta.get("copies") == "yes",
        overplayed=meta.get("overplayed") == "yes",
        teams=_teams(extra, entrants),
        description=meta.get("description", ""),
        options=options,
    )
