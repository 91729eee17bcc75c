"""Which catalogue movement plays the same game as a published one, and how the two compare.

A published movement is matched by its seating alone (kind, size, rounds, trays a round):
Howells of every size (split sets and relays included, and a round played in two halves,
as bridgescorer's Armonk and two-table Howells print it), Mitchells (odd, skip, share and
relay, arrow-switched, the square Mitchell), Howell's and Gilman's team systems and the
individuals.  Foster's pair-against-pair schemes seat pairs as a Howell does but score
matches, so their names say which catalogue kind plays them (``NAMED``).
"""

from __future__ import annotations

import csv
import itertools
from dataclasses import dataclass, field
from typing import Any

from movements.check_report import CheckReport
from movements.types import Movement

# Foster's Complete Hoyle, "Pair against pair": four pairs at two tables, and six pairs at
# three tables (two always in play, the third half the time), each a match on the same cards.
NAMED = {
    "primary/foster_4pairs_2tables.csv": "four-pairs",
    "primary/foster_6pairs_3tables_partial.csv": "six-pairs",
}


@dataclass(frozen=True)
class Counterpart:
    """The catalogue's movement (kind, size and options) playing the same game."""

    kind: str
    size: int
    options: dict[str, Any] = field(default_factory=dict)

    @property
    def label(self) -> str:
        opts = " ".join(f"{k}={v}" for k, v in sorted(self.options.items()))
        return f"{self.kind} {self.size} {opts}".strip()


def meetings_of(movement: Movement, number: int) -> frozenset[frozenset[str]]:
    """Who plays whom in a round: each table's two pairs (or four players)."""
    return frozenset(
        frozenset(s.entrants()) for s in movement.round(number).seatings if not s.is_sit_out
    )


def played_in_halves(movement: Movement) -> bool:
    """Each round printed as two: rounds 1 and 2, 3 and 4, ... seat the same opponents
    (bridgescorer's 2-table Howells: the tables exchange half the trays mid-round)."""
    n = movement.round_count
    return (
        n % 2 == 0
        and not any(s.players for s in movement.seatings())
        and all(meetings_of(movement, r) == meetings_of(movement, r + 1) for r in range(1, n, 2))
    )


def trays_a_round(movement: Movement) -> int:
    """Trays a table plays in a round (a round in halves counted whole)."""
    b = max(len(movement.trays_at(s)) for s in movement.seatings() if s.tray_set is not None)
    return 2 * b if played_in_halves(movement) else b


def playing_rounds(movement: Movement) -> int:
    return movement.round_count // 2 if played_in_halves(movement) else movement.round_count


def counterpart(name: str, movement: Movement, report: CheckReport) -> Counterpart | None:
    """The catalogue movement of the same kind and size, same rounds and trays a round."""
    b, rounds = trays_a_round(movement), playing_rounds(movement)
    if name in NAMED:
        return Counterpart(NAMED[name], len(movement.entrants), {"boards_per_round": b})
    if any(s.players for s in movement.seatings()):
        if len(movement.entrants) == 4 and movement.tables == 1:
            return Counterpart("memory-individual", 4, {"boards_per_round": b})
        return Counterpart("individual", len(movement.entrants), {"boards_per_round": b})
    if movement.teams:
        return _teams(movement, b)
    labels = movement.entrants
    mitchell = not movement.one_winner or all(e[:2] in ("NS", "EW") for e in labels)
    if all(e.isdigit() for e in labels) and not mitchell:
        return _howell(len(labels), rounds, b)
    if mitchell:
        return _mitchell(movement, report, rounds, b)
    return None


def _teams(movement: Movement, b: int) -> Counterpart:
    """Gilman's system starts with each team at its own table (movements.md, Gilman, odd);
    Howell's system never seats a team against itself."""
    team_of = {p: t.label for t in movement.teams for p in t.pairs}
    own_table = all(
        team_of[s.ns] == team_of[s.ew] for s in movement.round(1).seatings if not s.is_sit_out
    )
    kind = "gilman-teams" if own_table else "howell-teams"
    return Counterpart(kind, len(movement.teams), {"boards_per_round": b})


def _howell(n: int, rounds: int, b: int) -> Counterpart | None:
    full = 2 * ((n + 1) // 2) - 1
    if n < 4 or rounds > full:
        return None
    options: dict[str, Any] = {"boards_per_round": b}
    if rounds < full:
        options["rounds"] = rounds
    return Counterpart("howell", n, options)


def _mitchell(movement: Movement, report: CheckReport, rounds: int, b: int) -> Counterpart:
    tables = movement.tables
    options: dict[str, Any] = {"boards_per_round": b, "rounds": rounds}
    if tables % 2 == 0:
        relay = any(r.shared_sets for r in movement.rounds)
        if relay:
            options["variant"] = "relay"
        elif rounds == tables and not report.repeats:
            # the square Mitchell (every set, every E-W pair once, in T rounds): the
            # catalogue plays that game as its share-and-relay Mitchell
            options["variant"] = "relay"
        else:
            options["variant"] = "skip"  # with T rounds: the skip Mitchell's revenge round
    if movement.one_winner:
        options["arrow_switch_rounds"] = sum(r.arrow_switched for r in movement.rounds)
    return Counterpart("mitchell", tables, options)


# -- a fair comparison where the published file is partial or reads as faulty --------------


def first_rounds(text: str, rounds: int) -> str:
    """A published CSV cut to its first ``rounds`` rounds (metadata lines kept)."""
    kept = []
    for line in text.splitlines():
        cells = line.split(",")
        if line.startswith("#") or not cells[0].isdigit() or int(cells[0]) <= rounds:
            kept.append(line)
    return "\n".join(kept) + "\n"


def table_rows(movement: Movement, rounds: int) -> set[tuple[int, int, str, str, tuple]]:
    """(round, table, N-S, E-W, trays) of the first ``rounds`` rounds, sit-outs left out."""
    return {
        (s.round, s.table, s.ns, s.ew, movement.trays_at(s))
        for s in movement.seatings()
        if s.round <= rounds and not s.is_sit_out
    }


def renaming(theirs: set, ours: set, names: tuple[str, ...], to: tuple[str, ...]) -> dict | None:
    """A one-to-one renaming of ``names`` into ``to`` making ``theirs`` equal ``ours``."""
    for image in itertools.permutations(to, len(names)):
        rename = dict(zip(names, image, strict=True))
        if {_renamed(row, rename) for row in theirs} == ours:
            return rename
    return None


def _renamed(row: tuple, rename: dict[str, str]) -> tuple:
    return tuple(
        frozenset(rename.get(p, p) for p in x)
        if isinstance(x, frozenset)
        else rename.get(x, x)
        if isinstance(x, str)
        else x
        for x in row
    )


def memory_positions_published(text: str) -> set[tuple]:
    """Each round of Foster's memory duplicate as (round, N-S partners, E-W partners, trays),
    read relative to the tray: a ``reversed`` tray is turned a quarter, so the players
    seated North-South hold its East-West cards (the file's ``tray`` column)."""
    body = [line for line in text.splitlines() if not line.startswith("#")]
    out = set()
    for row in csv.DictReader(body):
        ns, ew = (row["north"], row["south"]), (row["east"], row["west"])
        if row["tray"] == "reversed":
            ns, ew = ew, ns
        out.add((int(row["round"]), frozenset(ns), frozenset(ew), row["boards"]))
    return out


def memory_positions(movement: Movement) -> set[tuple]:
    """Ours in the same form: (round, N-S partners, E-W partners, trays as ``lo-hi``)."""
    out = set()
    for s in movement.seatings():
        n, e, so, w = s.players
        trays = movement.trays_at(s)
        out.add((s.round, frozenset((n, so)), frozenset((e, w)), f"{trays[0]}-{trays[-1]}"))
    return out
