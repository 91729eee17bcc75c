"""Fitting a pairs movement into a session: how many rounds, how many trays a round, and when
one section cannot fit, how many sections playing the same deals.

The director's arithmetic: a session of S minutes at m minutes a tray holds S // m trays (180
minutes at 7.5 minutes a tray: 24; 150 minutes: 20).  The usual evening is 22 to 28 trays, in
rounds of two to four; two and a half hours never reach it, and the default offer says so.  A movement may be cut to fewer rounds than its complete form, but never
below the EBU's 70% rule (everyone plays 70% of the trays in play); a Mitchell's every set is
in play from the first round, so a section of T tables needs at least 0.7 T rounds.  From 18
tables (in a three-hour session) no single section fits: two or more sections play the same
deals, each its own Mitchell, and are scored across the field.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any

from movements import swiss
from movements.balance import competition
from movements.catalogue import generate
from movements.check import check
from movements.kind import CatalogueError
from movements.sizes import SEVENTY_PERCENT
from movements.words import sentences
from said import Figure, Said

TARGET = (22, 28)  # trays in the usual club session
TRAYS_A_ROUND = (2, 3, 4)
MOST_SECTIONS = 8


@dataclass(frozen=True)
class Recommendation:
    """One movement that fits, with the figures a director compares."""

    kind: str
    size: int
    options: dict[str, Any]
    name: str | Said
    rounds: int
    boards_per_round: int
    total_boards: int  # boards each entrant plays at most
    minutes: float
    # competition SD (within the fields; a field in sections: across the field); 0 is perfect
    balance: float | None
    winners: int
    note: str | Said
    default: bool = False
    over_time: bool = field(default=False)
    trays_in_play: int = 0  # trays the room needs (a 9-pair Howell: 27, each pair plays 24)
    # A field in sections: each section's (tables, options), section A first; empty: one room.
    sections: tuple[tuple[int, dict[str, Any]], ...] = ()


def in_target(boards: int) -> bool:
    return TARGET[0] <= boards <= TARGET[1]


def usual(rec: Recommendation, budget: int) -> bool:
    """The usual evening: 22-28 trays, or a complete movement (not cut to fewer rounds, one
    room) filling a session of ``budget`` trays to within three."""
    complete = "rounds" not in rec.options and not rec.sections
    return in_target(rec.total_boards) or (complete and rec.total_boards >= budget - 3)


def fit(full: int, least: int, budget: int) -> tuple[int, int, bool]:
    """(rounds, trays a round, over time) for a movement of ``full`` rounds that may be cut to
    ``least``: the usual 22-28 trays, or a complete movement that fills the session to within
    three trays, come first; among those a complete movement
    (every opponent met, every set played evenly beats one more round of trays), then the most
    trays.  A 4-table Howell in three hours: 7 rounds of 3 (21 trays, complete), not 6 of 4."""
    close = budget - 3
    best: tuple[tuple[bool, bool, int, bool, int], int, int] | None = None
    for b in TRAYS_A_ROUND:
        for r in range(full, least - 1, -1):
            if r * b <= budget:
                boards = r * b
                complete = r == full and boards >= close
                key = (in_target(boards) or complete, complete, boards, r == full, r)
                if best is None or key > best[0]:
                    best = (key, r, b)
                break
    if best is None:
        return least, 2, True
    return best[1], best[2], False


def least_rounds(sets_in_play: int, sits_out: bool) -> int:
    """The fewest rounds the 70% rule allows when ``sets_in_play`` sets are in play; a pair
    that sits out a round needs one more."""
    return math.ceil(SEVENTY_PERCENT * sets_in_play - 1e-9) + (1 if sits_out else 0)


def make(
    kind: str, size: int, options: dict[str, Any], mpb: float, note: str | Said, over: bool
) -> Recommendation | None:
    """The recommendation for one generated and checked movement; None when it does not
    generate or fails the checker."""
    try:
        m = generate(kind, size, **options)
    except CatalogueError:
        return None
    report = check(m)
    if not report.ok:
        return None
    # a Swiss's comparisons depend on the draws still to come: no figure to offer yet
    bal = None if report.balance is None or m.drawn_as_played else report.balance.sd
    most = max(report.trays_per_entrant, default=0)
    rounds = m.round_count
    if m.drawn_as_played:  # a Swiss lists the matches drawn so far: count the whole plan
        drawn = len(swiss.drawn(m))
        most, rounds = (
            most * swiss.planned_matches(m) // drawn,
            rounds * swiss.planned_matches(m) // drawn,
        )
    # the clock runs for every round, a pair's sit-out included (5 pairs: 5 rounds of 4)
    minutes = max(most, rounds * m.boards_per_round) * mpb
    if over:
        note = sentences([note, late_by(minutes)])
    return Recommendation(
        kind=kind,
        size=size,
        options=options,
        name=m.name,
        rounds=rounds,
        boards_per_round=m.boards_per_round,
        total_boards=most,
        minutes=minutes,
        balance=None if bal is None else round(bal, 3),
        winners=1 if m.one_winner else 2,
        note=note,
        over_time=over,
        trays_in_play=m.total_trays if m.drawn_as_played else report.trays_in_play,
    )


def late_by(minutes: float) -> Said:
    """The sentence an offer that runs past the session ends with."""
    return Said("Over the session length: %(minutes)s minutes.", minutes=Figure(minutes))


def section_pairs(pairs: int, sections: int) -> list[int]:
    """Pairs in each section, as even as the field allows, the larger sections first."""
    base, extra = divmod(pairs, sections)
    return [base + 1] * extra + [base] * (sections - extra)


def sectioned(pairs: int, budget: int, mpb: float) -> Recommendation | None:
    """Two or more sections, each a Mitchell of the same rounds and trays a round, that fit
    the session under the 70% rule.  Of the counts of sections that fit: 22-28 trays when one
    gives them; then the fewest sections within two trays of the most any count gives (one
    more section costs a room's worth of duplicated trays; two trays are a quarter of an
    hour).  None when no count up to eight fits."""
    offers = [o for c in range(2, MOST_SECTIONS + 1) if (o := _split(pairs, c, budget, mpb))]
    if not offers:
        return None
    aimed = [o for o in offers if in_target(o.total_boards)] or offers
    most = max(o.total_boards for o in aimed)
    return next(o for o in aimed if o.total_boards >= most - 2)


def _split(pairs: int, count: int, budget: int, mpb: float) -> Recommendation | None:
    sizes = section_pairs(pairs, count)
    tables = [math.ceil(p / 2) for p in sizes]
    if min(tables) < 3:
        return None
    full = min(tables)  # every section can play this many rounds (a relay when even)
    least = max(least_rounds(t, p % 2 == 1) for t, p in zip(tables, sizes, strict=True))
    if least > full:
        return None
    rounds, b, over = fit(full, least, budget)
    if over:
        return None
    chosen = [_section(t, p, rounds, b, mpb) for t, p in zip(tables, sizes, strict=True)]
    if not all(chosen):
        return None
    return _combined([c for c in chosen if c is not None], sizes, mpb)


def _section(tables: int, pairs: int, rounds: int, b: int, mpb: float) -> Recommendation | None:
    """One section's Mitchell: odd tables the standard movement; even tables the skip or the
    share-and-relay, whichever compares the pairs more evenly (the skip on a tie: no relay
    stand, no shared trays)."""
    variants = ["standard"] if tables % 2 else ["skip", "relay"]
    offers = []
    for v in variants:
        if v == "skip" and rounds > tables - 1:
            continue
        opts: dict[str, Any] = {"variant": v, "boards_per_round": b}
        if rounds < (tables - 1 if v == "skip" else tables):
            opts["rounds"] = rounds
        if pairs % 2:
            opts["pairs"] = pairs
        rec = make("mitchell", tables, opts, mpb, "", False)
        if rec is not None:
            offers.append(rec)
    return min(offers, key=lambda r: r.balance or 0.0, default=None)


def field_balance(parts: list[Recommendation]) -> float:
    """The competition SD of a field in sections scored across the field: each section's
    Mitchell generated, its pairs named by section, and every table in the room that plays a
    tray compared on it (section A's tray 5 is section B's tray 5, the same deal).  The
    figure is the worst of the two directions' fields, as ``Balance.sd`` reads a Mitchell."""
    entrants: list[str] = []
    plays: dict[int, list[tuple[int, int]]] = {}
    for letter, part in zip("ABCDEFGH", parts, strict=False):
        movement = generate(part.kind, part.size, **part.options)
        index = {e: len(entrants) + i for i, e in enumerate(movement.entrants)}
        entrants += [f"{letter}{e}" for e in movement.entrants]
        for s in movement.seatings():
            if s.is_sit_out or s.tray_set is None or s.ns is None or s.ew is None:
                continue
            for tray in movement.trays_at(s):
                plays.setdefault(tray, []).append((index[s.ns], index[s.ew]))
    return competition(entrants, plays.values()).sd


def _combined(parts: list[Recommendation], sizes: list[int], mpb: float) -> Recommendation:
    first = parts[0]
    letters = "ABCDEFGH"[: len(parts)]
    room = " + ".join(f"{p.size}" for p in parts)
    worst = max((p.balance for p in parts if p.balance is not None), default=None)
    across = round(field_balance(parts), 3)
    field = Said(
        "%(sections)s sections (%(letters)s: %(room)s tables, %(pairs)s pairs) play the same "
        "deals, each its own Mitchell, scored across the field: every pair is compared with "
        "every pair of its direction in the room.",
        sections=len(parts),
        letters=", ".join(letters),
        room=room,
        pairs=" + ".join(str(s) for s in sizes),
    )
    spread = (
        Said("Balance across the field %(across)s.", across=Figure(across, 2))
        if worst is None
        else Said(
            "Balance across the field %(across)s; the least even section alone %(worst)s.",
            across=Figure(across, 2),
            worst=Figure(worst, 2),
        )
    )
    note = sentences([field, spread])
    return Recommendation(
        kind=first.kind,
        size=first.size,
        options=first.options,
        name=Said(
            "%(sections)s sections of %(tables)s tables: %(title)s, %(rounds)s rounds of "
            "%(boards)s",
            sections=len(parts),
            tables=room,
            title=str(first.name).split(", ", 1)[0],
            rounds=first.rounds,
            boards=first.boards_per_round,
        ),
        rounds=first.rounds,
        boards_per_round=first.boards_per_round,
        total_boards=max(p.total_boards for p in parts),
        minutes=max(p.minutes for p in parts),
        balance=across,
        winners=2,
        note=note,
        trays_in_play=max(p.trays_in_play for p in parts),
        sections=tuple((p.size, p.options) for p in parts),
    )
