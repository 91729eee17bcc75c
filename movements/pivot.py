"""Pivot bridge: four players stay at their table and change partners in regular order.

Foster, "Pivot Bridge": the four "originally seated at a table shall remain at that table
until the game is ended, and shall not cut for partners after the first rubber, but change in
regular order.  The usual way is for the first dealer to sit still all the time, the three
other players moving round her in a circle at the end of each rubber.  This will compel the
player on her left to pass behind her and take the seat on her right.  At the end of three
rubbers, each will have had each of the others for a partner."

A table is held as its players North, East, South, West (``movements.progressive``), play
going clockwise, so the player on North's left sits East and on her right West.  The first
dealer (the pivot) sits North all evening; at the end of each rubber East passes behind her to
West, and the circle carries West to South and South to East.  The fourth rubber seats the
table as the first did, so an evening of more rubbers repeats the three.

Every table of the room plays its own rubbers: the chart numbers the players P1 .. Pn, table
``t`` seating P(4t-3) (its first dealer) to P(4t).  It is a ``movements.rotation.Chart``, so
the party's pages, tally cards and standings read it as they read today's euchre's chart.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from movements.progressive import MAX_TABLES, ProgressiveTable, TableSeating
from movements.rotation import Chart, label, players_counted, tables_counted
from movements.types import Family, Movement, Round, Seating
from said import Said, SaidCount

RUBBERS = 3  # "At the end of three rubbers, each will have had each of the others for a partner"
MIN_PIVOT_TABLES = 1  # one table is a pivot game in itself
MAX_RUBBERS = 3 * 4


def next_rubber(table: ProgressiveTable) -> ProgressiveTable:
    """The table after a rubber: North (the first dealer) sits still, East passes behind her to
    West, West moves to South and South to East."""
    north, east, south, west = table.players
    return ProgressiveTable(table.table, (north, south, west, east))


def table_rubbers(first: ProgressiveTable, rubbers: int = RUBBERS) -> tuple[ProgressiveTable, ...]:
    """One table's seating for each of ``rubbers`` rubbers, the first as drawn."""
    out = [first]
    while len(out) < rubbers:
        out.append(next_rubber(out[-1]))
    return tuple(out)


@dataclass(frozen=True)
class PivotChart(Chart):
    """A rotation chart whose tables keep their four: its promise is said differently."""

    def note(self) -> Said:
        rubbers = len(self.rounds)
        rest = (
            Said("in three rubbers each player partners each other at the table once.")
            if rubbers >= RUBBERS
            else SaidCount(
                "only %(rubbers)s of the three rubbers in which each player partners each other "
                "once is played.",
                "only %(rubbers)s of the three rubbers in which each player partners each other "
                "once are played.",
                rubbers,
                rubbers=rubbers,
            )
        )
        return Said(
            "%(players)s at %(tables)s, %(rubbers)s: each table keeps its four, the first "
            "dealer sits still and the others move round; %(rest)s",
            players=players_counted(len(self.players)),
            tables=tables_counted(self.tables),
            rubbers=SaidCount("%(count)s rubber", "%(count)s rubbers", rubbers, count=rubbers),
            rest=rest,
        )


@cache
def pivot_chart(tables: int, rubbers: int = RUBBERS) -> Chart:
    """The room's pivot chart: ``tables`` tables of four (P1 .. P4k), ``rubbers`` rounds."""
    if not MIN_PIVOT_TABLES <= tables <= MAX_TABLES:
        raise ValueError(
            Said(
                "pivot bridge is played at 1 to %(MAX_TABLES)s tables, not %(tables)s",
                MAX_TABLES=MAX_TABLES,
                tables=tables,
            )
        )
    if not 1 <= rubbers <= MAX_RUBBERS:
        raise ValueError(
            Said(
                "an evening of pivot bridge is 1 to %(MAX_RUBBERS)s rubbers",
                MAX_RUBBERS=MAX_RUBBERS,
            )
        )
    firsts = [
        ProgressiveTable(t, tuple(label(4 * (t - 1) + i) for i in range(1, 5)))
        for t in range(1, tables + 1)
    ]
    by_table = [table_rubbers(first, rubbers) for first in firsts]
    rounds: tuple[TableSeating, ...] = tuple(
        tuple(each[r] for each in by_table) for r in range(rubbers)
    )
    players = tuple(label(i) for i in range(1, 4 * tables + 1))
    return PivotChart(players, rounds, tuple(() for _ in rounds), f"pivot, {tables} tables")


def pivot(tables: int, *, rubbers: int = RUBBERS) -> Movement:
    """The pivot chart as a movement for the catalogue: a round a rubber, each table keeping
    its four; fresh cards are dealt at every table (no tray sets)."""
    chart = pivot_chart(tables, rubbers)
    rounds = tuple(
        Round(
            number=r,
            seatings=tuple(Seating(round=r, table=t.table, players=t.four) for t in seating),
            note=Said(
                "the first dealer sits still; the player on the first dealer's left passes "
                "behind to the first dealer's right"
            ),
        )
        for r, seating in enumerate(chart.rounds, start=1)
    )
    return Movement(
        family=Family.PIVOT,
        name=(
            Said(
                "Pivot bridge, %(tables)s tables, %(rubbers)s rubbers",
                tables=tables,
                rubbers=rubbers,
            )
            if tables > 1
            else Said("Pivot bridge, 1 table, %(rubbers)s rubbers", rubbers=rubbers)
        ),
        tables=tables,
        rounds=rounds,
        tray_sets=(),
        entrants=chart.players,
        one_winner=True,
        description=Said(
            "Each table keeps its four; at the end of each rubber the first dealer sits still "
            "and the others move round, so in three rubbers each partners each other once. "
            "A prize for each table, the highest score in the room choosing first."
        ),
        options=(("rubbers", str(rubbers)),),
    )


def table_of(chart: Chart, player: str) -> int:
    """The table a player keeps all evening."""
    return next(t.table for t in chart.rounds[0] if player in t.players)


def pivot_problems(chart: Chart) -> list[Said]:
    """What breaks the pivot's promises; empty when every table keeps its four, its first
    dealer sits North throughout, and each three rubbers give each player each other once."""
    problems: list[Said] = []
    first = {t.table: t for t in chart.rounds[0]}
    for r, seating in enumerate(chart.rounds, start=1):
        for t in seating:
            if set(t.players) != set(first[t.table].players):
                problems.append(
                    Said("rubber %(r)s: table %(table)s does not keep its four", r=r, table=t.table)
                )
            if t.players[0] != first[t.table].players[0]:
                problems.append(
                    Said(
                        "rubber %(r)s: the first dealer of table %(table)s has moved",
                        r=r,
                        table=t.table,
                    )
                )
    for start in range(0, len(chart.rounds) - RUBBERS + 1, RUBBERS):
        for number in first:
            partners = {
                frozenset(pair)
                for seating in chart.rounds[start : start + RUBBERS]
                for table in seating
                if table.table == number
                for pair in table.partnerships
            }
            if len(partners) != 6:
                problems.append(
                    Said(
                        "table %(table)s: rubbers %(first)s-%(last)s repeat a partner",
                        table=number,
                        first=start + 1,
                        last=start + RUBBERS,
                    )
                )
    return problems
