"""A movement from its tables round by round: the common assembly of the Mitchell variants.

The hesitation and Bowman Mitchells each work out who sits where and which set each table
plays; this module turns those places into ``Round``s (resting and shared sets worked out,
not declared by hand) and a ``Movement``, and says whether a layout is valid before anyone
builds it (``layout_problem``), which the searches for relay positions use.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass

from movements.types import Family, Movement, Round, Seating, TraySet
from said import Said


@dataclass(frozen=True)
class Place:
    """One table in one round: who holds the North-South and East-West cards (None: nobody, a
    sit-out), the set played, and whether the table is arrow-switched."""

    table: int
    ns: str | None
    ew: str | None
    tray_set: int | None
    switched: bool = False


def layout_problem(rounds: list[list[Place]]) -> Said | None:
    """The first reason a layout is not a movement (someone plays a set twice, meets a pair
    twice, or sits twice in a round); None when it is sound."""
    played: dict[str, set[int]] = {}
    met: set[frozenset[str]] = set()
    for r, places in enumerate(rounds, start=1):
        seated = [e for p in places for e in (p.ns, p.ew) if e is not None]
        if len(seated) != len(set(seated)):
            return Said("round %(r)s: someone is seated twice", r=r)
        for p in places:
            if p.ns is None or p.ew is None or p.tray_set is None:
                continue
            pair = frozenset((p.ns, p.ew))
            if pair in met:
                return Said("round %(r)s: %(ns)s and %(ew)s meet again", r=r, ns=p.ns, ew=p.ew)
            met.add(pair)
            for e in (p.ns, p.ew):
                if p.tray_set in played.setdefault(e, set()):
                    return Said(
                        "round %(r)s: %(entrant)s plays set %(set)s again",
                        r=r,
                        entrant=e,
                        set=p.tray_set,
                    )
                played[e].add(p.tray_set)
    return None


def build_rounds(
    rounds: list[list[Place]], notes: Mapping[int, str | Said] | None = None
) -> tuple[Round, ...]:
    """``Round``s from places: a set played at two tables is declared shared, a set in play
    that no table plays this round rests."""
    in_play = {s for places in rounds for p in places if (s := _set_played(p)) is not None}
    out = []
    for r, places in enumerate(rounds, start=1):
        seatings = []
        use: Counter[int] = Counter()
        for p in sorted(places, key=lambda p: p.table):
            played = _set_played(p)
            if played is not None:
                use[played] += 1
            first, second = (p.ew, p.ns) if p.switched else (p.ns, p.ew)
            seatings.append(
                Seating(
                    round=r,
                    table=p.table,
                    ns=first,
                    ew=second,
                    tray_set=played,
                    arrow_switched=p.switched,  # a sit-out too, as in the Mitchell
                )
            )
        out.append(
            Round(
                number=r,
                seatings=tuple(seatings),
                resting_sets=tuple(sorted(s for s in in_play if s not in use)),
                shared_sets=tuple(sorted(s for s, k in use.items() if k > 1)),
                arrow_switched=bool(places) and all(p.switched for p in places if _plays(p)),
                note=(notes or {}).get(r, ""),
            )
        )
    return tuple(out)


def _plays(p: Place) -> bool:
    return p.ns is not None and p.ew is not None and p.tray_set is not None


def _set_played(p: Place) -> int | None:
    """The set the place plays; None when it plays none (a pair or the set missing)."""
    return p.tray_set if _plays(p) else None


def numbered_sets(count: int, boards: int) -> tuple[TraySet, ...]:
    """Sets 1..count, trays numbered consecutively: set s holds (s-1)*b+1 .. s*b."""
    return tuple(
        TraySet(s, tuple(range((s - 1) * boards + 1, s * boards + 1))) for s in range(1, count + 1)
    )


def movement_of(
    family: Family,
    name: str | Said,
    tables: int,
    rounds: tuple[Round, ...],
    sets: int,
    boards: int,
    entrants: tuple[str, ...],
    *,
    one_winner: bool | None = None,
    stationary: tuple[str, ...] = (),
    relay_stands: int = 0,
    copies: bool = False,
    description: str | Said = "",
    options: tuple[tuple[str, str], ...] = (),
) -> Movement:
    """The ``Movement``: every entrant listed, sets numbered, one winner (unless said) when any
    table is arrow-switched or any pair changes direction; the rest as ``Movement`` has it."""
    if one_winner is None:
        directions: dict[str, set[str]] = {}
        for r in rounds:
            for s in r.seatings:
                for e in s.entrants():
                    directions.setdefault(e, set()).add("NS" if e == s.ns else "EW")
        one_winner = any(len(d) > 1 for d in directions.values())
    return Movement(
        family=family,
        name=name,
        tables=tables,
        rounds=rounds,
        tray_sets=numbered_sets(sets, boards),
        entrants=entrants,
        one_winner=one_winner,
        stationary=stationary,
        relay_stands=relay_stands,
        copies=copies,
        description=description,
        options=options,
    )
