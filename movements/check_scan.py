"""One pass over a movement's grid, collecting by integer index everything the checker needs.

The scan records hard breaches as it meets them (a table used twice, an entrant seated twice,
a set resting and in play) and keeps the raw counts (who played which tray, who met whom,
which tables shared) for ``check`` to judge afterwards.
"""

from __future__ import annotations

from typing import Any

from movements.types import Movement
from said import Said


class GridScan:
    """One pass over the grid, collecting everything the report needs by integer index."""

    def __init__(self, movement: Movement) -> None:
        self.m = movement
        self.idx = {e: i for i, e in enumerate(movement.entrants)}
        self.n = len(movement.entrants)
        self.v: list[str | Said] = []
        self.w: list[str | Said] = []
        self.set_trays: dict[int, tuple[int, ...]] = {}
        self.tray_set: dict[int, int] = {}
        self.plays_of_tray: dict[int, list[tuple[int, int]]] = {}
        self.tray_count: dict[int, int] = {}
        self.first_play: list[dict[int, int]] = [{} for _ in range(self.n)]
        self.replays: dict[tuple[int, int], list[int]] = {}
        self.trays_per_entrant = [0] * self.n
        self.sit_outs: list[list[int]] = [[] for _ in range(self.n)]
        self.met: dict[tuple[int, int], list[tuple[int, int]]] = {}
        self.quads: list[tuple[int, int, int, int]] = []
        self.shared: list[tuple[int, int, tuple[int, ...]]] = []
        self.individual = False

    def sets(self) -> None:
        for ts in self.m.tray_sets:
            if ts.number in self.set_trays:
                self.v.append(Said("tray set %(number)s is declared twice", number=ts.number))
            self.set_trays[ts.number] = ts.trays
            for tray in ts.trays:
                if tray in self.tray_set:
                    self.v.append(
                        Said(
                            "tray %(tray)s is in sets %(one)s and %(other)s",
                            tray=tray,
                            one=self.tray_set[tray],
                            other=ts.number,
                        )
                    )
                self.tray_set[tray] = ts.number

    def entrant(self, label: str, where: Said) -> int | None:
        i = self.idx.get(label)
        if i is None:
            self.v.append(
                Said(
                    "%(where)s: %(label)s is not an entrant of this movement",
                    where=where,
                    label=repr(label),
                )
            )
        return i

    def rounds(self) -> None:
        if len(self.idx) != self.n:
            self.v.append(Said("an entrant is listed twice in the movement's entrants"))
        for pos, rnd in enumerate(self.m.rounds, start=1):
            if rnd.number != pos:
                self.v.append(
                    Said("round %(round)s is numbered %(number)s", round=pos, number=rnd.number)
                )
            self.round(pos, rnd)

    def round(self, r: int, rnd: Any) -> None:
        seated: dict[int, int] = {}
        tables: set[int] = set()
        tray_tables: dict[int, list[int]] = {}
        for s in rnd.seatings:
            where = Said("round %(round)s, table %(table)s", round=r, table=s.table)
            if s.round != r:
                self.v.append(
                    Said("%(where)s: seating says round %(round)s", where=where, round=s.round)
                )
            if s.table in tables:
                self.v.append(Said("%(where)s: table used twice in the round", where=where))
            tables.add(s.table)
            if not 1 <= s.table <= self.m.tables:
                self.v.append(
                    Said(
                        "%(where)s: no such table (the movement has %(tables)s)",
                        where=where,
                        tables=self.m.tables,
                    )
                )
            people = [self.entrant(e, where) for e in s.entrants()]
            for label, i in zip(s.entrants(), people, strict=True):
                if i is None:
                    continue
                if i in seated:
                    self.v.append(
                        Said(
                            "round %(round)s: %(label)s is seated twice "
                            "(tables %(one)s and %(other)s)",
                            round=r,
                            label=label,
                            one=seated[i],
                            other=s.table,
                        )
                    )
                seated[i] = s.table
            if s.is_sit_out:
                for i in people:
                    if i is not None:
                        self.sit_outs[i].append(r)
                continue
            playing = [i for i in people if i is not None]
            if len(playing) < len(people):
                continue
            trays = self.trays_of(s, where)
            count = self.tray_count
            for tray in trays:
                tray_tables.setdefault(tray, []).append(s.table)
                count[tray] = count.get(tray, 0) + 1
            for i in playing:
                seen = self.first_play[i]
                for tray in trays:
                    if tray in seen:
                        self.replays.setdefault((i, tray), [seen[tray]]).append(r)
                    else:
                        seen[tray] = r
            for i in playing:
                self.trays_per_entrant[i] += len(trays)
            self.meet(r, s.table, playing, trays)
        for i in range(self.n):
            if i not in seated:
                self.sit_outs[i].append(r)
        self.sharing(r, rnd, tray_tables, tables)

    def trays_of(self, s: Any, where: Said) -> tuple[int, ...]:
        if s.tray_set is None:
            if self.m.tray_sets:
                self.v.append(Said("%(where)s: no tray set on a table in play", where=where))
            return ()
        trays = self.set_trays.get(s.tray_set)
        if trays is None:
            self.v.append(
                Said("%(where)s: tray set %(set)s does not exist", where=where, set=s.tray_set)
            )
            return ()
        if s.trays is not None:
            unknown = sorted(t for t in s.trays if t not in self.tray_set)
            if unknown:
                self.v.append(
                    Said(
                        "%(where)s: trays %(trays)s are not in set %(set)s",
                        where=where,
                        trays=unknown,
                        set=s.tray_set,
                    )
                )
            elif not set(s.trays) & set(trays):
                self.v.append(
                    Said(
                        "%(where)s: none of trays %(trays)s is in set %(set)s",
                        where=where,
                        trays=sorted(s.trays),
                        set=s.tray_set,
                    )
                )
            given: tuple[int, ...] = s.trays
            return given
        return trays

    def meet(self, r: int, table: int, people: list[int], trays: tuple[int, ...]) -> None:
        if len(people) == 4:
            self.individual = True
            north, east, south, west = people
            self.quads.append((north, east, south, west))
            return
        a, b = people
        if a == b:
            self.v.append(
                Said(
                    "round %(round)s, table %(table)s: %(label)s plays itself",
                    round=r,
                    table=table,
                    label=self.m.entrants[a],
                )
            )
            return
        self.met.setdefault((min(a, b), max(a, b)), []).append((r, table))
        for tray in trays:
            self.plays_of_tray.setdefault(tray, []).append((a, b))

    def sharing(
        self, r: int, rnd: Any, tray_tables: dict[int, list[int]], tables: set[int]
    ) -> None:
        by_set: dict[int, set[int]] = {}
        for tray, tabs in tray_tables.items():
            if len(tabs) > 1:
                by_set.setdefault(self.tray_set.get(tray, 0), set()).update(tabs)
        for number, sharing in sorted(by_set.items()):
            self.shared.append((r, number, tuple(sorted(sharing))))
            if number not in rnd.shared_sets:
                self.v.append(
                    Said(
                        "round %(round)s: set %(set)s is played at tables %(tables)s but is not "
                        "declared shared",
                        round=r,
                        set=number,
                        tables=", ".join(map(str, sorted(sharing))),
                    )
                )
        played = {self.tray_set.get(t) for t in tray_tables}
        for number in rnd.resting_sets:
            if number in played:
                self.v.append(
                    Said(
                        "round %(round)s: set %(set)s is both resting and in play",
                        round=r,
                        set=number,
                    )
                )
        waiting = set(self.set_trays) - played
        idle = [t for t in range(1, self.m.tables + 1) if t not in tables]
        absent = sum(1 for rounds in self.sit_outs if rounds and rounds[-1] == r)
        if len(idle) == 1 and absent == 1:
            idle = []  # the one absent entrant sits out at the empty table
        if idle and waiting:
            # pair against pair: the schedule itself rests a table (Foster's six pairs)
            (self.w if self.m.scored_by_matches else self.v).append(
                Said(
                    "round %(round)s: table(s) %(tables)s idle while set(s) %(sets)s wait",
                    round=r,
                    tables=", ".join(map(str, idle)),
                    sets=", ".join(map(str, sorted(waiting))),
                )
            )
