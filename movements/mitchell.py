"""Mitchell movements: North-South pairs stationary, East-West pairs and trays travel.

Odd number of tables T: after each round East-West move up one table (T to 1) and the trays
go down one (1 to T).  East-West pair e then sits in round r at table e+r-1 and plays the set
that started at table e+2(r-1) (mod T); since T is odd, 2(r-1) runs through every residue, so
every pair plays every set once and meets every pair of the other direction once.

An even T breaks that argument (2(r-1) only reaches the even residues), so a pair would
meet its own trays again at round T/2+1.  Two cures, both from the source and from published
practice:

* ``skip``: East-West move up one extra table before round T/2+1 (Foster's "2nd method"); the
  trays move as usual.  Only T-1 rounds are played, since round T would bring every pair back
  to its round-1 opponent (the "revenge round").
* ``relay`` (share-and-relay): a bye stand between tables T/2 and T/2+1 joins the trays' path,
  which now has T+1 places for T sets, and tables 1 and T play the same set (passing trays).
  T rounds, T sets, one set resting on the stand each round.

The grid is computed once (``mitchell_grid``) and reused by the compass movement, which is the
same movement with the room's numbering reflected.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from movements.balance import movement_balance
from movements.types import Family, Movement, Round, Seating, TraySet
from movements.words import joined, qualified, sentences
from said import TRAYS, Said

MIN_TABLES = 3
MAX_TABLES = 40
VARIANTS = ("standard", "skip", "relay")
RELAY = 0  # the station number of the bye stand on the trays' path
MIN_FRACTION = 0.7  # the EBU rule: everyone plays at least 70% of the trays in play


@dataclass(frozen=True)
class Cell:
    """One table in one round, by starting tables: pair numbers are the tables they start at."""

    table: int
    ns: int
    ew: int
    tray_set: int


@dataclass(frozen=True)
class GridRound:
    number: int
    cells: tuple[Cell, ...]
    resting_sets: tuple[int, ...]
    shared_sets: tuple[int, ...]
    skip_before: bool


def resolve_variant(tables: int, variant: str) -> str:
    """``auto`` means the standard movement for odd tables and the skip for even tables."""
    if variant == "auto":
        return "standard" if tables % 2 else "skip"
    if variant not in VARIANTS:
        raise ValueError(
            Said(
                "unknown variant %(variant)s: choose one of auto, %(value)s",
                variant=repr(variant),
                value=", ".join(VARIANTS),
            )
        )
    if variant == "standard" and tables % 2 == 0:
        raise ValueError(
            Said("%(tables)s tables is even: choose variant skip or relay", tables=tables)
        )
    if variant != "standard" and tables % 2:
        raise ValueError(
            Said(
                "%(tables)s tables is odd: the standard movement needs no %(variant)s",
                tables=tables,
                variant=variant,
            )
        )
    return variant


def full_rounds(tables: int, variant: str) -> int:
    """Rounds of the complete movement: T, except T-1 for the skip (no revenge round)."""
    return tables - 1 if variant == "skip" else tables


def _stations(tables: int, variant: str) -> tuple[int, ...]:
    """The trays' path in the order a set travels backwards (a set goes from i+1 to i)."""
    if variant != "relay":
        return tuple(range(1, tables + 1))
    half = tables // 2
    return (*range(1, half + 1), RELAY, *range(half + 1, tables))


def mitchell_grid(tables: int, variant: str, rounds: int) -> tuple[GridRound, ...]:
    """The Mitchell seatings by starting table; ``variant`` must be resolved already."""
    stations = _stations(tables, variant)
    size = len(stations)
    skip_round = tables // 2 + 1 if variant == "skip" else None
    out = []
    for r in range(1, rounds + 1):
        offset = r - 1 + (1 if skip_round is not None and r >= skip_round else 0)
        set_at = {st: (i + r - 1) % size + 1 for i, st in enumerate(stations)}
        if variant == "relay":
            set_at[tables] = set_at[1]
        cells = tuple(
            Cell(t, t, (t - 1 - offset) % tables + 1, set_at[t]) for t in range(1, tables + 1)
        )
        resting = (set_at[RELAY],) if RELAY in set_at else ()
        shared = (set_at[1],) if variant == "relay" else ()
        out.append(GridRound(r, cells, resting, shared, r == skip_round))
    return tuple(out)


def best_arrow_switch_rounds(
    tables: int, variant: str, rounds: int, missing: int | None = None
) -> int:
    """Rounds to arrow-switch (at the end) for the most even comparisons as one field.

    Measured, not a rule of thumb: every count from none to half the rounds is tried and the one
    whose competition SD over all pairs (one field) is smallest wins, ties to the fewer.  Moore
    and the EBU (one round up to 9-11 rounds, two for 12-18) agree from five tables on, but at
    three and four tables switching makes the comparisons less even than none (one-field SD
    2.32 against 1.47 at three tables), so there none is chosen and the movement keeps two
    winners.  Trays a round scale every figure alike, so one tray a round decides.
    """
    return _best_arrow(tables, variant, rounds, missing)


@lru_cache(maxsize=512)
def _best_arrow(tables: int, variant: str, rounds: int, missing: int | None) -> int:
    grid = mitchell_grid(tables, variant, rounds)
    best = (float("inf"), 0)
    for k in range(rounds // 2 + 1):  # more would only switch the fields' names back
        m = build_movement(
            Family.MITCHELL,
            "Mitchell",
            grid,
            tables=tables,
            variant=variant,
            boards_per_round=1,
            missing_ns=missing,
            arrow_switch_rounds=k,
            description="",
        )
        sd = round(movement_balance(m).stats.sd, 9)
        best = min(best, (sd, k))
    return best[1]


def validate_pairs(tables: int, pairs: int | None) -> bool:
    """True when one pair is missing (2T-1 pairs); 2T (or None) is a full room."""
    if pairs is None or pairs == 2 * tables:
        return False
    if pairs == 2 * tables - 1:
        return True
    raise ValueError(
        Said(
            "%(tables)s tables seat %(value)s or %(value2)s pairs, not %(pairs)s",
            tables=tables,
            value=2 * tables,
            value2=2 * tables - 1,
            pairs=pairs,
        )
    )


def check_sit_out_share(tables: int, rounds: int, missing: int | None) -> None:
    """A pair that sits out one round must still play 70% of the trays in play (EBU rule)."""
    if missing is not None and rounds - 1 < MIN_FRACTION * tables:
        raise ValueError(
            Said(
                "with %(value)s pairs in %(rounds)s rounds the sitting-out pairs play only "
                "%(value2)s of %(tables)s sets, under the 70%% rule: use a Howell instead",
                value=2 * tables - 1,
                rounds=rounds,
                value2=rounds - 1,
                tables=tables,
            )
        )


def seatings_from_grid(
    grid: tuple[GridRound, ...], *, missing_ns: int | None, switched_from: int
) -> tuple[Round, ...]:
    """Label the grid: ``kNS``/``kEW``; rounds from ``switched_from`` on are arrow-switched."""
    rounds = []
    for g in grid:
        switched = g.number >= switched_from
        seats = []
        shared = g.shared_sets
        for c in g.cells:
            ns = None if c.ns == missing_ns else f"{c.ns}NS"
            ew = f"{c.ew}EW"
            if ns is None and c.tray_set in shared:
                shared = tuple(s for s in shared if s != c.tray_set)
            first, second = (ew, ns) if switched else (ns, ew)
            tray = c.tray_set if ns is not None else None
            seats.append(Seating(g.number, c.table, first, second, tray, arrow_switched=switched))
        notes: list[str | Said] = []
        if g.skip_before:
            notes.append(Said("skip: East-West pairs move one extra table before this round"))
        if switched:
            notes.append(
                Said(
                    "arrow switch: turn the %(trays)s, the stationary pairs play East-West",
                    trays=TRAYS,
                )
            )
        rounds.append(
            Round(
                g.number,
                tuple(seats),
                resting_sets=g.resting_sets,
                shared_sets=shared,
                skip_before=g.skip_before,
                arrow_switched=switched,
                note=joined(notes, "; "),
            )
        )
    return tuple(rounds)


def tray_sets(count: int, boards_per_round: int) -> tuple[TraySet, ...]:
    """Sets 1..count, trays numbered consecutively: set s holds (s-1)*b+1 .. s*b."""
    b = boards_per_round
    return tuple(TraySet(s, tuple(range((s - 1) * b + 1, s * b + 1))) for s in range(1, count + 1))


def check_arguments(tables: int, boards_per_round: int, lo: int, hi: int) -> None:
    if not lo <= tables <= hi:
        raise ValueError(
            Said(
                "tables must be between %(lo)s and %(hi)s, not %(tables)s",
                lo=lo,
                hi=hi,
                tables=tables,
            )
        )
    if boards_per_round < 1:
        raise ValueError(Said("boards_per_round must be at least 1"))


def resolve_rounds(rounds: int | None, most: int) -> int:
    if rounds is None:
        return most
    if not 1 <= rounds <= most:
        raise ValueError(
            Said("this movement has 1 to %(most)s rounds, not %(rounds)s", most=most, rounds=rounds)
        )
    return rounds


def mitchell(
    tables: int,
    *,
    boards_per_round: int = 2,
    variant: str = "auto",
    arrow_switch_rounds: int | None = 0,
    rounds: int | None = None,
    pairs: int | None = None,
    odd_pair: str = "sit-out",
) -> Movement:
    """A Mitchell for 3 to 40 tables.

    ``arrow_switch_rounds`` switches the last K rounds (None: the count with the most even
    comparisons, ``best_arrow_switch_rounds``; it may be none).  ``pairs=2T-1`` leaves North-South pair T out, so whoever reaches table T
    sits out; in share-and-relay that is the shared table, so the sharing disappears.
    """
    check_arguments(tables, boards_per_round, MIN_TABLES, MAX_TABLES)
    v = resolve_variant(tables, variant)
    n_rounds = resolve_rounds(rounds, full_rounds(tables, v))
    if odd_pair != "sit-out":
        raise ValueError(
            Said("odd_pair %(odd_pair)s is not offered: use sit-out", odd_pair=repr(odd_pair))
        )
    missing = tables if validate_pairs(tables, pairs) else None
    check_sit_out_share(tables, n_rounds, missing)
    k = (
        best_arrow_switch_rounds(tables, v, n_rounds, missing)
        if arrow_switch_rounds is None
        else arrow_switch_rounds
    )
    if not 0 <= k <= n_rounds:
        raise ValueError(
            Said(
                "arrow_switch_rounds must be between 0 and %(n_rounds)s, not %(k)s",
                n_rounds=n_rounds,
                k=k,
            )
        )
    grid = mitchell_grid(tables, v, n_rounds)
    return build_movement(
        Family.MITCHELL,
        "Mitchell",
        grid,
        tables=tables,
        variant=v,
        boards_per_round=boards_per_round,
        missing_ns=missing,
        arrow_switch_rounds=k,
        description=describe(tables, v, k, n_rounds, missing, up=True),
    )


def build_movement(
    family: Family,
    title: str | Said,
    grid: tuple[GridRound, ...],
    *,
    tables: int,
    variant: str,
    boards_per_round: int,
    missing_ns: int | None,
    arrow_switch_rounds: int,
    description: str | Said,
) -> Movement:
    """Wrap a Mitchell-shaped grid (Mitchell or compass) as a ``Movement``."""
    n_rounds = len(grid)
    k = arrow_switch_rounds
    parts: list[str | Said] = [Said("%(title)s, %(tables)s tables", title=title, tables=tables)]
    if variant == "skip":
        parts.append(Said("skip"))
    if variant == "relay":
        parts.append(Said("share-and-relay"))
    full = full_rounds(tables, variant)
    if n_rounds < full:  # cut down to the session: say so wherever the name is shown
        parts.append(Said("%(rounds)s of %(full)s rounds", rounds=n_rounds, full=full))
    if k == 1:
        parts.append(Said("1 arrow-switched round"))
    elif k:
        parts.append(Said("%(rounds)s arrow-switched rounds", rounds=k))
    if missing_ns is not None:
        parts.append(Said("%(pairs)s pairs", pairs=2 * tables - 1))
    name = qualified(parts)
    ns = tuple(f"{t}NS" for t in range(1, tables + 1) if t != missing_ns)
    ew = tuple(f"{t}EW" for t in range(1, tables + 1))
    n_sets = max(c.tray_set for g in grid for c in g.cells)
    n_sets = max([n_sets, *(s for g in grid for s in g.resting_sets)])
    return Movement(
        family=family,
        name=name,
        tables=tables,
        rounds=seatings_from_grid(grid, missing_ns=missing_ns, switched_from=n_rounds - k + 1),
        tray_sets=tray_sets(n_sets, boards_per_round),
        entrants=ns + ew,
        one_winner=k > 0,
        stationary=ns,
        relay_stands=1 if variant == "relay" else 0,
        description=description,
        options=(
            ("variant", variant),
            ("arrow_switch_rounds", str(k)),
            ("boards_per_round", str(boards_per_round)),
            ("pairs", str(len(ns) + len(ew))),
        ),
    )


def describe(
    tables: int, variant: str, k: int, rounds: int, missing: int | None, *, up: bool
) -> str | Said:
    """What the director announces, in the room's own words (shared with compass)."""
    t = tables
    relay = variant == "relay"
    parts: list[str | Said] = []
    if up:
        parts.append(
            Said(
                "North-South pairs stay at their tables. After each round East-West pairs move "
                "up one table (%(tables)s to 1).",
                tables=t,
            )
        )
        if relay:
            parts.append(
                Said(
                    "The %(trays)s go down one (1 to %(to)s, over the relay).",
                    trays=TRAYS,
                    to=t - 1,
                )
            )
        else:
            parts.append(Said("The %(trays)s go down one (1 to %(to)s).", trays=TRAYS, to=t))
        sharer, source = t, 1
    else:
        parts.append(
            Said(
                "North-South pairs stay at their tables. After each round East-West pairs move "
                "one table lower (2 to 1, 1 to %(tables)s).",
                tables=t,
            )
        )
        if relay:
            parts.append(
                Said(
                    "The %(trays)s go up one (%(tables)s to 2, over the relay).",
                    trays=TRAYS,
                    tables=t,
                )
            )
        else:
            parts.append(
                Said("The %(trays)s go up one (1 to 2, %(tables)s to 1).", trays=TRAYS, tables=t)
            )
        sharer, source = 1, t
    if variant == "skip":
        parts.append(
            Said(
                "Before round %(round)s East-West pairs skip a table (they move two tables); "
                "the %(trays)s move as usual. %(rounds)s rounds: no pair meets its first "
                "opponent again.",
                round=t // 2 + 1,
                trays=TRAYS,
                rounds=rounds,
            )
        )
    if variant == "relay":
        parts.append(
            Said(
                "A relay (bye stand) stands between tables %(lo)s and %(hi)s: the %(trays)s "
                "pass over it, one set resting there each round. Table %(sharer)s plays the set "
                "of table %(source)s: the two tables pass %(trays)s between them.",
                lo=t // 2,
                hi=t // 2 + 1,
                trays=TRAYS,
                sharer=sharer,
                source=source,
            )
        )
    complete = full_rounds(t, variant)
    if rounds < complete:
        parts.append(
            Said(
                "Cut down to %(rounds)s of %(complete)s rounds to fit the session: each pair "
                "meets %(rounds)s of the %(tables)s pairs of the other direction and plays "
                "%(rounds)s of the %(tables)s sets.",
                rounds=rounds,
                complete=complete,
                tables=t,
            )
        )
    if missing is not None and variant == "relay":
        parts.append(
            Said(
                "North-South pair %(pair)s is missing: the pair reaching the shared table sits "
                "out, so nothing is shared.",
                pair=missing,
            )
        )
    elif missing is not None:
        parts.append(
            Said(
                "North-South pair %(pair)s is missing: the pair reaching its table sits out.",
                pair=missing,
            )
        )
    if k == 1:
        parts.append(
            Said(
                "In the last 1 round turn the %(trays)s (arrow switch): the stationary pairs play "
                "the East-West cards, so there is one winner.",
                trays=TRAYS,
            )
        )
    elif k:
        parts.append(
            Said(
                "In the last %(rounds)s rounds turn the %(trays)s (arrow switch): the "
                "stationary pairs play the East-West cards, so there is one winner.",
                rounds=k,
                trays=TRAYS,
            )
        )
    else:
        parts.append(Said("Two winners: North-South and East-West are ranked apart."))
    return sentences(parts)
