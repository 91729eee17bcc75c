"""The Bowman: a Mitchell for two more tables than board sets (the "switched Bowman" of the
EBU's "Unusual (but useful) movements for clubs", 2011; an appendix Mitchell).

T tables (odd, 7 or more) play S = T - 2 rounds of S sets: 27 boards in nine 3-board rounds
for eleven tables, where a plain Mitchell gives 22.  Tables 1 .. T-1 stand in a ring with
table T in the middle.  Sets 1 .. S start at tables 1 .. S and go down one table round the
ring of tables 1 .. S (S after 1); table T-1 always shares with table 1, and table T shares in
turn with tables S, S-2, S-4, ... (counting round the ring: for eleven tables 9, 7, 5, 3, 1, 8,
6, 4, 2), playing the sets in falling order; in the middle round three tables share one set.
North-South pairs stay; East-West pairs move up one table round all T tables (T to 1).

With 2T - 1 pairs North-South pair T (the middle table) is missing: whoever reaches it sits
out, and nothing is shared round the room.  The last rounds are arrow-switched for one winner,
as many as measured balance says (the EBU switches the last round).
"""

from __future__ import annotations

from dataclasses import replace
from functools import lru_cache

from movements.balance import movement_balance
from movements.grid_build import Place, build_rounds, layout_problem, movement_of
from movements.mitchell import validate_pairs
from movements.types import Family, Movement
from movements.words import sentences
from said import TRAYS, Said

MIN_TABLES = 7
MAX_TABLES = 31


def bowman(
    tables: int,
    *,
    boards_per_round: int = 3,
    pairs: int | None = None,
    arrow_switch_rounds: int | None = None,
) -> Movement:
    """The Bowman for an odd number of ``tables`` (see the module's docstring)."""
    if not MIN_TABLES <= tables <= MAX_TABLES or tables % 2 == 0:
        raise ValueError(
            Said(
                "a Bowman takes an odd number of tables from %(MIN_TABLES)s to %(MAX_TABLES)s",
                MIN_TABLES=MIN_TABLES,
                MAX_TABLES=MAX_TABLES,
            )
        )
    if boards_per_round < 1:
        raise ValueError(Said("boards_per_round must be at least 1"))
    missing = validate_pairs(tables, pairs)
    sets = tables - 2
    if arrow_switch_rounds is None:
        arrow_switch_rounds = _best_switch(tables, missing)
    if not 0 <= arrow_switch_rounds <= sets:
        raise ValueError(Said("arrow_switch_rounds must be between 0 and %(sets)s", sets=sets))
    places = bowman_places(tables, arrow_switch_rounds, missing)
    problem = layout_problem(places)
    if problem:  # the construction is proved by the tests for every size offered
        raise ValueError(
            Said("Bowman for %(tables)s tables: %(problem)s", tables=tables, problem=problem)
        )
    notes: dict[int, str | Said] = {
        r: Said("arrow switch: turn the %(trays)s", trays=TRAYS)
        for r in range(sets - arrow_switch_rounds + 1, sets + 1)
    }
    ns = tuple(f"{t}NS" for t in range(1, tables + (0 if missing else 1)))
    ew = tuple(f"{t}EW" for t in range(1, tables + 1))
    movement = movement_of(
        Family.BOWMAN,
        (
            Said("Bowman, %(tables)s tables, %(pairs)s pairs", tables=tables, pairs=pairs)
            if missing
            else Said("Bowman, %(tables)s tables", tables=tables)
        ),
        tables,
        build_rounds(places, notes),
        sets,
        boards_per_round,
        ns + ew,
        stationary=ns,
        description=_describe(tables, arrow_switch_rounds, missing),
        options=(
            ("boards_per_round", str(boards_per_round)),
            ("arrow_switch_rounds", str(arrow_switch_rounds)),
            ("pairs", str(len(ns) + len(ew))),
        ),
    )
    return replace(movement, one_winner=arrow_switch_rounds > 0)


def bowman_places(tables: int, switched: int, missing: bool) -> list[list[Place]]:
    """Who sits where and which set each table plays, round by round."""
    t, s = tables, tables - 2
    out = []
    for r in range(s):

        def set_at(table: int, r: int = r) -> int:
            if table <= s:
                return (table - 1 + r) % s + 1
            if table == t - 1:
                return r % s + 1  # shares with table 1
            partner = (s - 2 * r - 1) % s + 1  # S, S-2, ... round the ring
            return (partner - 1 + r) % s + 1

        row = []
        for table in range(1, t + 1):
            ns = None if missing and table == t else f"{table}NS"
            ew = f"{(table - 1 - r) % t + 1}EW"  # East-West up one round all tables
            row.append(Place(table, ns, ew, set_at(table), r >= s - switched))
        out.append(row)
    return out


@lru_cache(maxsize=32)
def _best_switch(tables: int, missing: bool) -> int:
    best = (float("inf"), 1)
    for k in range(1, (tables - 2) // 2 + 1):
        rounds = build_rounds(bowman_places(tables, k, missing))
        entrants = tuple(e for p in bowman_places(tables, 0, missing)[0] for e in (p.ns, p.ew) if e)
        m = movement_of(Family.BOWMAN, "", tables, rounds, tables - 2, 1, entrants)
        best = min(best, (round(movement_balance(m).stats.sd, 9), k))
    return best[1]


def _describe(tables: int, switched: int, missing: bool) -> str | Said:
    t, s = tables, tables - 2
    ring = ", ".join(str((s - 2 * r - 1) % s + 1) for r in range(s))
    values = {"tables": t, "ring_last": t - 1, "sets": s, "ring": ring}
    if missing:
        parts: list[str | Said] = [
            Said(
                "Tables 1-%(ring_last)s stand in a ring, table %(tables)s in the middle. Sets "
                "1-%(sets)s start at tables 1-%(sets)s and go down one table round tables "
                "1-%(sets)s (%(sets)s after 1); table %(ring_last)s always shares with table 1; "
                "table %(tables)s shares with tables %(ring)s in turn. North-South pairs stay; "
                "East-West pairs move up one table round all %(tables)s tables (%(tables)s to 1).",
                **values,
            )
        ]
    else:
        parts = [
            Said(
                "Tables 1-%(ring_last)s stand in a ring, table %(tables)s in the middle. Sets "
                "1-%(sets)s start at tables 1-%(sets)s and go down one table round tables "
                "1-%(sets)s (%(sets)s after 1); table %(ring_last)s always shares with table 1; "
                "table %(tables)s shares with tables %(ring)s in turn (in the middle round "
                "three tables share). North-South pairs stay; East-West pairs move up one "
                "table round all %(tables)s tables (%(tables)s to 1).",
                **values,
            )
        ]
    if switched == 1:
        parts.append(
            Said("In the last 1 round turn the %(trays)s (arrow switch): one winner.", trays=TRAYS)
        )
    elif switched:
        parts.append(
            Said(
                "In the last %(rounds)s rounds turn the %(trays)s (arrow switch): one winner.",
                rounds=switched,
                trays=TRAYS,
            )
        )
    if missing:
        parts.append(
            Said(
                "North-South pair %(tables)s is missing: whoever reaches table %(tables)s sits "
                "out.",
                tables=t,
            )
        )
    return sentences(parts)
