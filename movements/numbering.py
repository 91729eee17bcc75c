"""Trays numbered as the source numbers its hands, shown beside the straight numbering.

The source (Duplicate whist, "Numbering hands"): "The hands simultaneously played are scored
under the same number, but distinguished by the number of the table at which they are first
dealt."  Our trays are numbered straight through (1, 2, 3, ...); the source's number of a tray
is its place among the deals first dealt at its table, with that table: in a two-table match
of four deals a round, trays 1-4 are No. 1-4 at table 1 and trays 5-8 No. 1-4 at table 2.
This is a display: results, papers and files keep the straight numbers.
"""

from __future__ import annotations

from movements.types import Movement
from said import Said


def source_numbers(movement: Movement) -> dict[int, tuple[int, int]]:
    """Tray -> (the source's deal number, the table where the tray is first dealt)."""
    dealt: dict[int, int] = {}
    out: dict[int, tuple[int, int]] = {}
    for rnd in movement.rounds:
        for s in sorted(rnd.seatings, key=lambda s: s.table):
            if s.is_sit_out and s.players is None:
                continue
            for tray in movement.trays_at(s):
                if tray not in out:
                    dealt[s.table] = dealt.get(s.table, 0) + 1
                    out[tray] = (dealt[s.table], s.table)
    return out


def source_label(tray: int, numbers: dict[int, tuple[int, int]]) -> str:
    """One tray as the source numbers it: "No. 1, table 2" ("" when never played)."""
    if tray not in numbers:
        return ""
    deal, table = numbers[tray]
    return str(Said("No. %(deal)s, table %(table)s", deal=deal, table=table))


def source_span(trays: tuple[int, ...], numbers: dict[int, tuple[int, int]]) -> str:
    """Trays played together as the source numbers them: "No. 1-4, table 2" when they were
    dealt together at one table, else each one ("No. 3 t1, No. 1 t2")."""
    known = [numbers[t] for t in trays if t in numbers]
    if not known:
        return ""
    tables = {table for _, table in known}
    deals = sorted(deal for deal, _ in known)
    if len(tables) == 1 and deals == list(range(deals[0], deals[0] + len(deals))):
        span = str(deals[0]) if len(deals) == 1 else f"{deals[0]}-{deals[-1]}"
        return str(Said("No. %(deal)s, table %(table)s", deal=span, table=tables.pop()))
    each = (str(Said("No. %(deal)s t%(table)s", deal=deal, table=table)) for deal, table in known)
    return ", ".join(each)
