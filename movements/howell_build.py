"""A Howell's grid made a ``Movement``: seatings, tray sets, the description and the balance note.

Shared by the complete, the three-table and the reduced Howells (``movements.howell``,
``howell_small``, ``howell_reduced``).
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import replace

from movements.balance import (
    SPLIT_BALANCED_PAIRS,
    balance_impossible,
    balanced_howell_known,
    movement_balance,
)
from movements.data.starters import GROUP_STARTERS
from movements.howell_grids import DOUBLED, Grid
from movements.stands import stand_layout, stand_words
from movements.types import Family, Movement, Round, Seating, TraySet
from movements.words import joined, sentences
from said import TRAY, TRAYS, Said


def most_resting(grid: Grid, phantom: str | None) -> int:
    """Relay stands needed: the most sets in play that no table plays in one round."""
    in_play = {st for row in grid for ns, ew, st in row if phantom not in (str(ns), str(ew))}
    return max(
        len(in_play - {st for ns, ew, st in row if phantom not in (str(ns), str(ew))})
        for row in grid
    )


def assemble(
    pairs: int,
    tables: int,
    full: int,
    grid: Grid,
    relay: int,
    phantom: str | None,
    boards: int,
) -> Movement:
    played = sorted({st for row in grid for _, _, st in row})
    rounds = []
    for r, row in enumerate(grid, start=1):
        seatings = []
        use: dict[int, int] = defaultdict(int)
        for t, (ns, ew, st) in enumerate(row, start=1):
            ns_l, ew_l = str(ns), str(ew)
            if phantom in (ns_l, ew_l):
                seatings.append(
                    Seating(
                        round=r,
                        table=t,
                        ns=None if ns_l == phantom else ns_l,
                        ew=None if ew_l == phantom else ew_l,
                    )
                )
                continue
            use[st] += 1
            seatings.append(Seating(round=r, table=t, ns=ns_l, ew=ew_l, tray_set=st))
        rounds.append(
            Round(
                number=r,
                seatings=tuple(seatings),
                resting_sets=tuple(s for s in played if s not in use),
                shared_sets=tuple(sorted(s for s, k in use.items() if k > 1)),
            )
        )
    tray_sets = tuple(
        TraySet(number=s, trays=tuple(range((s - 1) * boards + 1, s * boards + 1))) for s in played
    )
    return howell_movement(
        pairs, tables, full, tuple(rounds), tray_sets, relay, phantom is not None, boards
    )


def howell_movement(
    pairs: int,
    tables: int,
    full: int,
    rounds: tuple[Round, ...],
    tray_sets: tuple[TraySet, ...],
    relay: int,
    phantom: bool,
    boards: int,
) -> Movement:
    complete = len(rounds) == full
    movement = Movement(
        family=Family.HOWELL,
        name=(
            Said("Howell, %(pairs)s pairs", pairs=pairs)
            if complete
            else Said("Howell, %(pairs)s pairs, %(rounds)s rounds", pairs=pairs, rounds=len(rounds))
        ),
        tables=tables,
        rounds=rounds,
        tray_sets=tray_sets,
        entrants=tuple(str(p) for p in range(1, pairs + 1)),
        one_winner=True,
        stationary=() if phantom else (str(pairs),),
        relay_stands=relay,
        options=(("boards_per_round", str(boards)), ("rounds", str(len(rounds)))),
    )
    stands = tuple(stand_words(s) for s in stand_layout(movement).stands)
    words = _describe(pairs, tables, full, len(rounds), relay, phantom, boards, stands)
    return _with_notes(replace(movement, description=words), tables, complete, pairs)


def _resting_words(relay: int, stands: tuple[Said, ...]) -> Said:
    """Where the resting sets wait: one stand for them all, or the stands in the gaps."""
    if len(stands) == 1:
        return Said(
            "the %(relay)s resting sets wait together on the %(stand)s",
            relay=relay,
            stand=stands[0],
        )
    return Said(
        "resting on the stands in the gaps of the chain: %(stands)s", stands=joined(stands, ", ")
    )


def rounds_played(pairs: int, tables: int, rounds: int, full: int) -> Said:
    """A cut-down Howell's first sentence: the field and the rounds it plays of the full."""
    return Said(
        "%(pairs)s pairs at %(tables)s tables, %(rounds)s of %(full)s rounds.",
        pairs=pairs,
        tables=tables,
        rounds=rounds,
        full=full,
    )


def _describe(
    pairs: int,
    tables: int,
    full: int,
    rounds: int,
    relay: int,
    phantom: bool,
    boards: int,
    stands: tuple[Said, ...] = (),
) -> str | Said:
    parts: list[str | Said] = [rounds_played(pairs, tables, rounds, full)]
    if phantom:
        parts.append(Said("Table 1 is the sit-out table: pair r sits out round r."))
    else:
        parts.append(Said("Pair %(pair)s stays North-South at table 1.", pair=pairs))
    if tables == 2:
        parts.append(
            Said(
                "Both tables play each round's set, passing the %(trays)s between them.",
                trays=TRAYS,
            )
        )
    elif tables == 3:
        parts.append(_three_table_words(boards))
    elif pairs in DOUBLED:
        parts.append(
            Said(
                "Built by Schellenberg's doubling of two of Hwang's balanced Room squares: "
                "follow the guide cards; %(relay)s sets rest each round.",
                relay=relay,
            )
        )
    elif pairs in GROUP_STARTERS:
        parts.append(
            Said(
                "Built over the field of 27 elements (Hwang's balanced starter): follow the "
                "guide cards; %(relay)s sets rest each round.",
                relay=relay,
            )
        )
    else:
        parts.append(
            Said(
                "Each round pair p+1 takes the seat pair p held; sets go down one table, "
                "%(resting)s.",
                resting=_resting_words(relay, stands),
            )
        )
    return sentences(parts)


def _three_table_words(boards: int) -> Said:
    """How the three-table Howell's trays go, for its number of trays a round."""
    single = Said(
        "In rounds 1-4 one of the single sets 1-4 rests on the relay stand; round 5's single "
        "set is played at all three tables, passing the %(tray)s between them.",
        tray=TRAY,
    )
    if boards == 1:
        return single
    if boards % 2 == 0:
        return Said(
            "Each table plays two half-sets a round, each half-set going on to a different "
            "table (follow the guide cards); half-sets not in play wait on the relay stand. "
            "Nothing is shared."
        )
    return Said(
        "Each table plays two half-sets a round, each half-set going on to a different table "
        "(follow the guide cards); half-sets not in play wait on the relay stand. Nothing is "
        "shared but the odd %(tray)s of each round: the single sets. %(single)s",
        tray=TRAY,
        single=single,
    )


def competition_sd(movement: Movement) -> float:
    """Population standard deviation of the competition matrix (0 = perfectly balanced)."""
    return movement_balance(movement).stats.sd


def _with_notes(movement: Movement, tables: int, complete: bool, pairs: int) -> Movement:
    """The balance sentence: the measured figure, and what is known of better ones; the same
    judgement as the checker's flags (``check._howell_flags``)."""
    sd = competition_sd(movement)
    whole = all(s.trays is None for s in movement.seatings())
    shared = any(r.shared_sets for r in movement.rounds)
    if sd < 1e-9:
        note = "perfectly balanced (competition SD 0.00)"
    elif not complete:
        note = f"competition SD {sd:.2f} (reduced Howell: {movement.round_count} rounds)"
    elif balance_impossible(pairs, whole_sets=whole, shared=shared):
        note = f"competition SD {sd:.2f} (perfect balance impossible: odd number of tables)"
    elif balanced_howell_known(pairs, movement.boards_per_round):
        note = f"competition SD {sd:.2f} (a perfectly balanced one exists)"
    elif pairs in SPLIT_BALANCED_PAIRS:
        note = (
            f"competition SD {sd:.2f} (perfectly balanced with an even number of trays a "
            "round, none known with an odd number)"
        )
    else:
        note = f"competition SD {sd:.2f} (no perfectly balanced Howell known for {pairs} pairs)"
    return replace(movement, notes=(note,))
