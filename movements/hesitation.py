"""The hesitation Mitchell: one round more than tables, one winner (Blandon, Bridge Magazine
1973; the EBU's "Unusual movements for clubs", John Pain).

T tables play T + 1 rounds of T + 1 sets.  North-South pairs 1 .. T-1 stay at tables 1 .. T-1.
The T + 1 other pairs move round a circuit of T + 1 places: East-West at tables 1, 2, .., T,
then North-South at table T (the hesitation table), then East-West at table 1 again; pair T
starts North-South at table T, pair T + t East-West at table t.  The sets go down one table
(1 to T), over relay stands: with an odd number of tables one stand between the middle tables
(the EBU's seven tables: between 3 and 4); where that fails (an even number of tables) tables
T and 1 share one set and two stands hold the rest (the EBU's eight tables: tables 8 and 1
share, two relays between 4 and 5).  The layout used is the first that works, found by trying
the stand positions from the middle out.

One winner: the moving pairs play both directions, and the last rounds are arrow-switched at
every table but the hesitation table; how many rounds is chosen by measured balance.  With
2T - 1 pairs North-South pair 1 is missing: whoever reaches table 1 sits out.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from functools import lru_cache

from movements.balance import movement_balance
from movements.grid_build import Place, build_rounds, layout_problem, movement_of
from movements.mitchell import validate_pairs
from movements.types import Family, Movement
from movements.words import joined, sentences
from said import TRAYS, Said

MIN_TABLES = 3
MAX_TABLES = 25
RELAY = 0  # a slot of the sets' path with no table: a relay stand
Path = tuple[int | tuple[int, int], ...]  # table numbers, RELAY, (T, 1) for two sharing


def hesitation(
    tables: int,
    *,
    boards_per_round: int = 2,
    pairs: int | None = None,
    arrow_switch_rounds: int | None = None,
) -> Movement:
    """The hesitation Mitchell for ``tables`` tables (see the module's docstring)."""
    if not MIN_TABLES <= tables <= MAX_TABLES:
        raise ValueError(
            Said(
                "a hesitation Mitchell takes %(MIN_TABLES)s to %(MAX_TABLES)s tables",
                MIN_TABLES=MIN_TABLES,
                MAX_TABLES=MAX_TABLES,
            )
        )
    if boards_per_round < 1:
        raise ValueError(Said("boards_per_round must be at least 1"))
    missing = validate_pairs(tables, pairs)
    path = sets_path(tables)
    rounds = tables + 1
    if arrow_switch_rounds is None:
        arrow_switch_rounds = _best_switch(tables, missing)
    if not 0 <= arrow_switch_rounds <= rounds:
        raise ValueError(
            Said("arrow_switch_rounds must be between 0 and %(rounds)s", rounds=rounds)
        )
    places = _places(tables, path, arrow_switch_rounds, missing)
    notes: dict[int, str | Said] = {
        r: Said("arrow switch at every table but the hesitation table")
        for r in range(rounds - arrow_switch_rounds + 1, rounds + 1)
    }
    entrants = tuple(str(p) for p in range(2 if missing else 1, 2 * tables + 1))
    movement = movement_of(
        Family.HESITATION,
        (
            Said(
                "Hesitation Mitchell, %(tables)s tables, %(pairs)s pairs",
                tables=tables,
                pairs=pairs,
            )
            if missing
            else Said("Hesitation Mitchell, %(tables)s tables", tables=tables)
        ),
        tables,
        build_rounds(places, notes),
        rounds,
        boards_per_round,
        entrants,
        stationary=tuple(str(p) for p in range(2 if missing else 1, tables)),
        relay_stands=path.count(RELAY),
        description=_describe(tables, path, arrow_switch_rounds, missing),
        options=(
            ("boards_per_round", str(boards_per_round)),
            ("arrow_switch_rounds", str(arrow_switch_rounds)),
            ("pairs", str(len(entrants))),
        ),
    )
    return replace(movement, one_winner=True)


@lru_cache(maxsize=64)
def sets_path(tables: int) -> Path:
    """The path the sets travel, down one table: table numbers, ``RELAY`` for a stand, and a
    pair (T, 1) for two tables sharing.  The first layout that makes a valid movement."""
    for layout in _layouts(tables):
        if layout_problem(_places(tables, layout, 0, False)) is None:
            return layout
    raise ValueError(Said("no hesitation layout works for %(tables)s tables", tables=tables))


def _layouts(t: int) -> Iterator[Path]:
    down = list(range(t, 0, -1))
    middles = sorted(range(1, t), key=lambda i: (abs(2 * i - t), i))
    for i in middles:  # one stand, after table t - i on the way down
        yield tuple(down[:i] + [RELAY] + down[i:])
    shared = [(t, 1), *range(t - 1, 1, -1)]  # tables T and 1 share a set
    for i in middles:
        for j in range(i, t):
            yield tuple(shared[:i] + [RELAY] + shared[i:j] + [RELAY] + shared[j:])


def _places(tables: int, path: Path, switched: int, missing: bool) -> list[list[Place]]:
    t, n = tables, tables + 1
    circuit = [("EW", table) for table in range(1, t + 1)] + [("NS", t)]
    start = {t + table: table - 1 for table in range(1, t + 1)}  # pair t+k East-West at k
    start[t] = t  # pair t North-South at table t
    slot_of = {}
    for j, slot in enumerate(path):
        for table in slot if isinstance(slot, tuple) else (slot,):
            if table != RELAY:
                slot_of[table] = j
    first = {table: slot_of[table] for table in range(1, t + 1)}
    out = []
    for r in range(n):
        seat: dict[tuple[str, int], str] = {}
        for pair, pos in start.items():
            seat[circuit[(pos + r) % n]] = str(pair)
        for table in range(1, t):
            seat[("NS", table)] = str(table)
        if missing:
            seat.pop(("NS", 1), None)
        row = []
        for table in range(1, t + 1):
            s = (first[table] - r) % n + 1  # sets go down one: set k starts at slot k-1
            flip = r >= n - switched and table != t
            row.append(Place(table, seat.get(("NS", table)), seat.get(("EW", table)), s, flip))
        out.append(row)
    return out


@lru_cache(maxsize=64)
def _best_switch(tables: int, missing: bool) -> int:
    """Last rounds to arrow-switch for the most even comparisons as one field, ties to the
    fewer.  None is a candidate too: the moving pairs play North-South at the hesitation table,
    so the fields are joined without a switch (at three tables that is the most even)."""
    path = sets_path(tables)
    best = (float("inf"), 0)
    for k in range((tables + 1) // 2 + 1):
        rounds = build_rounds(_places(tables, path, k, missing))
        m = movement_of(Family.HESITATION, "", tables, rounds, tables + 1, 1, _all(tables, missing))
        best = min(best, (round(movement_balance(m).stats.sd, 9), k))
    return best[1]


def _all(tables: int, missing: bool) -> tuple[str, ...]:
    return tuple(str(p) for p in range(2 if missing else 1, 2 * tables + 1))


def _describe(tables: int, path: Path, switched: int, missing: bool) -> str | Said:
    t = tables
    parts: list[str | Said] = [
        Said(
            "North-South pairs 1-%(last)s stay at tables 1-%(last)s. The other pairs move: "
            "East-West up one table each round; from East-West at table %(tables)s a pair "
            "stays at table %(tables)s and plays North-South there (the hesitation table), "
            "then goes to East-West at table 1.",
            last=t - 1,
            tables=t,
        ),
        Said(
            "The sets go down one table (%(tables)s after table 1), over %(stands)s.",
            tables=t,
            stands=_stands(path),
        ),
    ]
    if any(isinstance(slot, tuple) for slot in path):
        parts.append(
            Said(
                "Tables %(tables)s and 1 play the same set, passing %(trays)s between them.",
                tables=t,
                trays=TRAYS,
            )
        )
    if switched == 1:
        parts.append(
            Said(
                "In the last 1 round every table but table %(tables)s turns the %(trays)s "
                "(arrow switch): one winner.",
                tables=t,
                trays=TRAYS,
            )
        )
    elif switched:
        parts.append(
            Said(
                "In the last %(rounds)s rounds every table but table %(tables)s turns the "
                "%(trays)s (arrow switch): one winner.",
                rounds=switched,
                tables=t,
                trays=TRAYS,
            )
        )
    if missing:
        parts.append(Said("North-South pair 1 is missing: whoever reaches table 1 sits out."))
    return sentences(parts)


def _stands(path: Path) -> str | Said:
    """Where the relay stands are, in the path's words ("a relay stand between tables 4 and 3")."""
    words: list[str | Said] = []
    for j, slot in enumerate(path):
        if slot != RELAY or (j and path[j - 1] == RELAY):
            continue
        run = 1
        while j + run < len(path) and path[j + run] == RELAY:
            run += 1
        before, after = path[j - 1], path[(j + run) % len(path)]
        before = before[-1] if isinstance(before, tuple) else before
        after = after[0] if isinstance(after, tuple) else after
        if run == 1:
            words.append(
                Said("a relay stand between tables %(lo)s and %(hi)s", lo=before, hi=after)
            )
        else:
            words.append(
                Said(
                    "%(run)s relay stands between tables %(lo)s and %(hi)s",
                    run=run,
                    lo=before,
                    hi=after,
                )
            )
    if len(words) == 2:
        return Said("%(one)s and %(other)s", one=words[0], other=words[1])
    return joined(words, Said(" and "))
