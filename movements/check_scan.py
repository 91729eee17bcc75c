"""One pass over a movement's grid, collecting by integer index everything the checker needs.

The scan records hard breaches as it meets them (a table used twice, an entrant seated twice,
a set resting and in play) and keeps the raw counts (who played which tray, who met whom,
which tables shared) for ``check`` to judge afterwards.
"""

from __future__ import annotations

from typing import Any

from movements.types import Movement


class GridScan:
    """One pass over the grid, collecting everything the report needs by integer index."""

    def __init__(self, movement: Movement) -> None:
        self.m = movement
        self.idx = {e: i for i, e in enumerate(movement.entrants)}
        self.n = len(movement.entrants)
        self.v: list[str] = []
        self.w: list[str] = []
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
                self.v.append(f"tray set {ts.number} is declared twice")
            self.set_trays[ts.number] = ts.trays
            for tray in ts.trays:
                if tray in self.tray_set:
                    self.v.append(f"tray {tray} is in sets {self.tray_set[tray]} and {ts.number}")
                self.tray_set[tray] = ts.number

    def entrant(self, label: str, where: str) -> int | None:
        i = self.idx.get(label)
        if i is None:
            self.v.append(f"{where}: {label!r} is not an entrant of this movement")
        return i

    def rounds(self) -> None:
        if len(self.idx) != self.n:
            self.v.append("an entrant is listed twice in the movement's entrants")
        for pos, rnd in enumerate(self.m.rounds, start=1):
            if rnd.number != pos:
                self.v.append(f"round {pos} is numbered {rnd.number}")
            self.round(pos, rnd)

    def round(self, r: int, rnd: Any) -> None:
        seated: dict[int, int] = {}
        tables: set[int] = set()
        tray_tables: dict[int, list[int]] = {}
        for s in rnd.seatings:
            where = f"round {r}, table {s.table}"
            if s.round != r:
                self.v.append(f"{where}: seating says round {s.round}")
            if s.table in tables:
                self.v.append(f"{where}: table used twice in the round")
            tables.add(s.table)
            if not 1 <= s.table <= self.m.tables:
                self.v.append(f"{where}: no such table (the movement has {self.m.tables})")
            people = [self.entrant(e, where) for e in s.entrants()]
            for label, i in zip(s.entrants(), people, strict=True):
                if i is None:
                    continue
                if i in seated:
                    self.v.append(
                        f"round {r}: {label} is seated twice (tables {seated[i]} and {s.table})"
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

    def trays_of(self, s: Any, where: str) -> tuple[int, ...]:
        if s.tray_set is None:
            if self.m.tray_sets:
                self.v.append(f"{where}: no tray set on a table in play")
            return ()
        trays = self.set_trays.get(s.tray_set)
        if trays is None:
            self.v.append(f"{where}: tray set {s.tray_set} does not exist")
            return ()
        if s.trays is not None:
            unknown = sorted(t for t in s.trays if t not in self.tray_set)
            if unknown:
                self.v.append(f"{where}: trays {unknown} are not in set {s.tray_set}")
            elif not set(s.trays) & set(trays):
                self.v.append(f"{where}: none of trays {sorted(s.trays)} is in set {s.tray_set}")
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
            self.v.append(f"round {r}, table {table}: {self.m.entrants[a]} plays itself")
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
                    f"round {r}: set {number} is played at tables "
                    f"{', '.join(map(str, sorted(sharing)))} but is not declared shared"
                )
        played = {self.tray_set.get(t) for t in tray_tables}
        for number in rnd.resting_sets:
            if number in played:
                self.v.append(f"round {r}: set {number} is both resting and in play")
        waiting = set(self.set_trays) - played
        idle = [t for t in range(1, self.m.tables + 1) if t not in tables]
        absent = sum(1 for rounds in self.sit_outs if rounds and rounds[-1] == r)
        if len(idle) == 1 and absent == 1:
            idle = []  # the one absent entrant sits out at the empty table
        if idle and waiting:
            # pair against pair: the schedule itself rests a table (Foster's six pairs)
            (self.w if self.m.scored_by_matches else self.v).append(
                f"round {r}: table(s) {', '.join(map(str, idle))} idle while set(s) "
                f"{', '.join(map(str, sorted(waiting)))} wait"
            )
