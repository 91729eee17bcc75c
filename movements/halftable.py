"""Half tables in a Mitchell: one pair more than the tables seat (2T + 1 pairs), no sit-out
table.  Everyone else plays the Mitchell of T tables (the skip Mitchell for an even T).

* **Rover** (D. A. Sweet's replacement Mitchell, extended to even tables by Sam Gold, 1961;
  bridgecentral.com "Rover Mitchell", the TBB director pages): the extra North-South pair
  T + 1 sits out round 1, then displaces the North-South pair of table 2 in round 2 and moves
  up two tables every round after (2, 4, 6, ...; with an even T, to table 3 when the skip is
  called, then up two again).  The pair it displaces sits out that one round and comes back.
  The rover's table advances 2 a round while the East-West pairs advance 1 and the trays go
  back 1, so it meets East-West pair (table - round + 1), one more each round, and plays the
  set three tables on: it never meets a pair twice nor plays a set twice as long as 3 does
  not divide T.  When 3 divides T its set would come round again after T/3 rounds; the
  published routes for those sizes are irregular (bridgecentral: "guide cards are
  necessary"; bridge-results.de "Änderungen des Movements" for 9, 12 and 15 tables) and make
  the rover play East-West.  Here those sizes have searched routes (``ROVER_ROUTES``,
  tools/search_rover.py) that keep it North-South, meet every pair once at most and play
  every set once at most.  With an even T the rover still sits out round 1 only; with an odd
  T it sits out one round more, which cannot be avoided while each North-South pair is
  displaced once at most (the proof is in the tool: a rover playing T - 1 rounds would make
  2(T - 1)T(2T - 1)/6 a multiple of T).
  3, 4 and 6 tables are refused: one pair sits out every round, and a pair that sits out
  plays at most R - 1 of the T sets (2 of 3, 2 of 4, 4 of 6 with the skip), under the 70%
  rule.  At 3 tables the rover could not even play two rounds (any two tables meet the same
  pair or play the same set).
* **Bump** (the displacement Mitchell, bridgecentral.com "Displacement Mitchell"): the extra
  pair sits out round 1; in each round r after, the pair that sat out in round r - 1 takes
  North-South at table r - 1 (the extra pair at table 1) and stays there, and the pair it
  bumps sits out.  The Mitchell's last round cannot be played (most bumped pairs would meet
  their trays again), so the bump plays one round fewer; a pair that sits out a round then
  plays T - 2 of the T sets (T - 3 with the skip), which keeps the EBU's 70% rule from 7 odd
  and 10 even tables on only.

Both keep two winners: every pair stays in its direction all session.
"""

from __future__ import annotations

from dataclasses import replace

from movements.data.rover_routes import ROVER_ROUTES
from movements.grid_build import Place, build_rounds, layout_problem, movement_of
from movements.mitchell import full_rounds, mitchell_grid
from movements.sizes import SEVENTY_PERCENT, sized
from movements.types import Family, Movement, Round
from movements.words import sentences
from said import TRAYS, Said

KINDS = ("rover", "bump")
MAX_TABLES = 40


def rover_size_problem(tables: int) -> Said | None:
    """Why a rover Mitchell cannot be played at this size (None when it can)."""
    played = full_rounds(tables, _variant(tables)) - 1
    if played < SEVENTY_PERCENT * tables - 1e-9:
        return Said(
            "needs 5, or 7 or more, %(size)s: a pair must sit out every round, and it plays "
            "%(played)s of %(tables)s sets, under 70%%",
            played=played,
            tables=tables,
        )
    if tables % 3 == 0 and tables not in ROVER_ROUTES:
        return Said(
            "needs a number of %(size)s up to 40 when 3 divides it: the rover's %(trays)s "
            "would come round again after a third of the rounds",
            trays=TRAYS,
        )
    played = sum(t is not None for t in rover_route(tables))
    if played < SEVENTY_PERCENT * tables - 1e-9:
        return Said(
            "needs more %(size)s: the rover would play %(played)s of %(tables)s sets",
            played=played,
            tables=tables,
        )
    return None


def bump_size_problem(tables: int) -> Said | None:
    """Why a bump Mitchell cannot be played at this size: a pair that sits out must still play
    70% of the sets (None when it can)."""
    played = full_rounds(tables, _variant(tables)) - 2
    if played < SEVENTY_PERCENT * tables - 1e-9:
        return Said(
            "needs 7 odd or 10 even %(size)s or more: a bumped pair plays %(played)s of "
            "%(tables)s sets, under 70%%",
            played=played,
            tables=tables,
        )
    return None


def half_table(
    tables: int,
    kind: str,
    *,
    boards_per_round: int = 2,
    route: tuple[int | None, ...] | None = None,
) -> Movement:
    """A Mitchell for 2T + 1 pairs with a rover or a bump (see the module's docstring);
    ``route`` replaces the rover's own (tools/search_rover.py weighs candidates with it)."""
    if kind not in KINDS:
        raise ValueError(Said("the extra pair is a rover or a bump, not %(kind)s", kind=repr(kind)))
    if not 3 <= tables <= MAX_TABLES:
        raise ValueError(
            Said(
                "tables must be between 3 and %(MAX_TABLES)s, not %(tables)s",
                MAX_TABLES=MAX_TABLES,
                tables=tables,
            )
        )
    if boards_per_round < 1:
        raise ValueError(Said("boards_per_round must be at least 1"))
    problem = (rover_size_problem if kind == "rover" else bump_size_problem)(tables)
    if problem:
        said = sized(problem, "tables")
        raise ValueError(
            Said("a rover Mitchell %(problem)s", problem=said)
            if kind == "rover"
            else Said("a bump Mitchell %(problem)s", problem=said)
        )
    variant = _variant(tables)
    base = _base(tables, variant, full_rounds(tables, variant) - (kind == "bump"))
    given, route = route is not None, route or rover_route(tables)
    if kind == "rover" and len(route) != len(base):
        raise ValueError(
            Said(
                "the rover's route needs %(count_base)s rounds, not %(count_route)s",
                count_base=len(base),
                count_route=len(route),
            )
        )
    places = _rover(tables, base, route) if kind == "rover" else _bump(tables, base)
    wrong = layout_problem(places)
    if wrong and given:
        raise ValueError(Said("that rover route cannot be played: %(wrong)s", wrong=wrong))
    if wrong:  # the rules above promise a sound layout; say so loudly if one is not
        raise AssertionError(f"{kind} Mitchell at {tables} tables: {wrong}")
    extra = f"{tables + 1}NS"
    ns = tuple(f"{t}NS" for t in range(1, tables + 1)) + (extra,)
    ew = tuple(f"{t}EW" for t in range(1, tables + 1))
    names = {
        ("rover", False): Said("Mitchell, %(tables)s tables, %(pairs)s pairs with a rover"),
        ("rover", True): Said("Mitchell, %(tables)s tables, skip, %(pairs)s pairs with a rover"),
        ("bump", False): Said("Mitchell, %(tables)s tables, %(pairs)s pairs with a bump"),
        ("bump", True): Said("Mitchell, %(tables)s tables, skip, %(pairs)s pairs with a bump"),
    }
    named = names[(kind, variant == "skip")]
    return movement_of(
        Family.ROVER_MITCHELL if kind == "rover" else Family.BUMP_MITCHELL,
        Said(named.text, tables=tables, pairs=2 * tables + 1),
        tables,
        _with_skips(build_rounds(places), tables, variant),
        tables,
        boards_per_round,
        ns + ew,
        one_winner=False,
        stationary=ns[:-1] if kind == "rover" else (),
        description=_describe(tables, variant, kind, places, route),
        options=(
            ("variant", variant),
            ("odd_pair", kind),
            ("boards_per_round", str(boards_per_round)),
            ("pairs", str(2 * tables + 1)),
        ),
    )


def _variant(tables: int) -> str:
    return "standard" if tables % 2 else "skip"


def _skips(tables: int, variant: str, r: int) -> bool:
    return variant == "skip" and r == tables // 2 + 1


def _with_skips(rounds: tuple[Round, ...], tables: int, variant: str) -> tuple[Round, ...]:
    """The skip round marked, as the Mitchell marks it (movers go one table further)."""
    return tuple(replace(r, skip_before=_skips(tables, variant, r.number)) for r in rounds)


def _base(tables: int, variant: str, rounds: int) -> list[list[Place]]:
    return [
        [Place(c.table, f"{c.ns}NS", f"{c.ew}EW", c.tray_set) for c in g.cells]
        for g in mitchell_grid(tables, variant, rounds)
    ]


def rover_route(tables: int) -> tuple[int | None, ...]:
    """The rover's table each round (None: it sits out): out, then 2, 4, 6, ... round the
    room; with an even number of tables, table 3 in the skip round and up two from there
    (``ROVER_ROUTES`` when 3 divides the tables)."""
    if tables in ROVER_ROUTES:
        return ROVER_ROUTES[tables]
    variant = _variant(tables)
    route: list[int | None] = [None]
    table = 2
    for r in range(2, full_rounds(tables, variant) + 1):
        if r > 2:
            table = 3 if _skips(tables, variant, r) else (table + 1) % tables + 1
        route.append(table)
    return tuple(route)


def _rover(
    tables: int, base: list[list[Place]], route: tuple[int | None, ...]
) -> list[list[Place]]:
    rover = f"{tables + 1}NS"
    return [
        [Place(p.table, rover, p.ew, p.tray_set) if p.table == t else p for p in row]
        for row, t in zip(base, route, strict=True)
    ]


def _bump(tables: int, base: list[list[Place]]) -> list[list[Place]]:
    """Round 1: the extra pair waits; from round r on, table r - 1 seats the pair that sat out
    in round r - 1 (the extra pair at table 1, then pair 1 at table 2, ...)."""
    out = []
    for r, row in enumerate(base, start=1):
        new = []
        for p in row:
            if p.table < r:  # taken over: by the pair bumped from the table before
                ns = f"{tables + 1}NS" if p.table == 1 else f"{p.table - 1}NS"
                new.append(Place(p.table, ns, p.ew, p.tray_set))
            else:
                new.append(p)
        out.append(new)
    return out


def _describe(
    tables: int, variant: str, kind: str, places: list[list[Place]], route: tuple[int | None, ...]
) -> str | Said:
    t = tables
    parts: list[str | Said] = []
    if variant == "skip":
        parts.append(
            Said(
                "A Mitchell (with the skip): North-South pairs stay, East-West up one, %(trays)s "
                "down one.",
                trays=TRAYS,
            )
        )
    else:
        parts.append(
            Said(
                "A Mitchell: North-South pairs stay, East-West up one, %(trays)s down one.",
                trays=TRAYS,
            )
        )
    if kind == "rover":
        sits_out = str(Said("sits out"))
        said = ", ".join(sits_out if x is None else str(x) for x in route)
        parts.append(
            Said(
                "Pair %(pair)s North-South is the rover; its table round by round: %(route)s. "
                "The North-South pair it displaces sits out that round and comes back.",
                pair=t + 1,
                route=said,
            )
        )
    else:
        parts.append(
            Said(
                "Pair %(pair)s North-South sits out round 1. Then each round the pair that sat "
                "out takes North-South at the next table (table 1 in round 2, table 2 in round "
                "3, ...) and stays there; the pair it bumps sits out. %(rounds)s rounds: one "
                "fewer than the Mitchell, whose last round could not be played.",
                pair=t + 1,
                rounds=len(places),
            )
        )
    parts.append(Said("Two winners: North-South and East-West are ranked apart."))
    return sentences(parts)


def rover_mitchell(tables: int, *, boards_per_round: int = 2) -> Movement:
    """The rover Mitchell for 2T + 1 pairs (the catalogue's ``mitchell-rover``)."""
    return half_table(tables, "rover", boards_per_round=boards_per_round)


def bump_mitchell(tables: int, *, boards_per_round: int = 2) -> Movement:
    """The bump (displacement) Mitchell for 2T + 1 pairs (the catalogue's ``mitchell-bump``)."""
    return half_table(tables, "bump", boards_per_round=boards_per_round)
