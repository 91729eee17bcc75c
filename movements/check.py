"""The movement checker: hard validity, meetings, tray coverage and balance.

A director trusts a movement when nobody plays a tray twice, nobody meets the wrong opponent
and the comparisons are fair.  ``check`` proves the first two (every breach becomes a
readable line in ``violations``) and measures the third (``balance``).  Trays, not sets, are
the unit: a round may split a set (``Seating.trays``), and sharing is a tray at two tables.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

from movements.balance import (
    KNOWN_BALANCED_PAIRS,
    Balance,
    Matrix,
    competition,
    individual_matrices,
)
from movements.types import Family, Movement


@dataclass(frozen=True)
class CheckReport:
    """What the checker found.  ``violations`` is empty exactly when the movement is valid."""

    movement: Movement = field(repr=False, compare=False)
    form: str  # "pairs", "teams" or "individuals"
    violations: list[str]
    warnings: list[str]
    entrants: tuple[str, ...]
    repeats: tuple[tuple[str, str, tuple[int, ...]], ...]
    tray_plays: tuple[tuple[int, int], ...]  # (tray, times played)
    trays_in_play: int
    trays_per_entrant: tuple[int, ...]
    sit_outs: tuple[tuple[int, ...], ...]  # rounds each entrant sits out
    shared: tuple[tuple[int, int, tuple[int, ...]], ...]  # (round, set, tables)
    min_fraction: float
    balance: Balance | None = None
    partners: Matrix | None = None
    opponents: Matrix | None = None
    complete_howell: bool = False
    perfect_balance_impossible: bool = False
    unbalanced_although_balanced_exists: bool = False
    never_met_count: int = 0
    meeting_flat: tuple[int, ...] = field(default=(), repr=False, compare=False)

    @cached_property
    def meetings(self) -> Matrix:
        """Pairs: separate meetings of every two entrants; individuals: rounds as opponents."""
        if self.opponents is not None:
            return self.opponents
        n, flat = len(self.entrants), self.meeting_flat
        return tuple(
            tuple(0 if i == j else flat[min(i, j) * n + max(i, j)] for j in range(n))
            for i in range(n)
        )

    @cached_property
    def never_met(self) -> tuple[tuple[str, str], ...]:
        """Pairs of pairs that never meet (none listed for individuals)."""
        if self.opponents is not None:
            return ()
        n, flat, names = len(self.entrants), self.meeting_flat, self.entrants
        return tuple(
            (names[i], names[j]) for i in range(n) for j in range(i + 1, n) if not flat[i * n + j]
        )

    @property
    def ok(self) -> bool:
        return not self.violations

    def fraction_played(self, entrant: str) -> float:
        if not self.trays_in_play:
            return 1.0
        return self.trays_per_entrant[self.entrants.index(entrant)] / self.trays_in_play

    def summary(self) -> dict[str, Any]:
        """A plain JSON-able dict for the movement's web page and the command's report."""
        return _summarise(self)


class _Scan:
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
            if None in people:
                continue
            trays = self.trays_of(s, where)
            count = self.tray_count
            for tray in trays:
                tray_tables.setdefault(tray, []).append(s.table)
                count[tray] = count.get(tray, 0) + 1
            for i in people:
                seen = self.first_play[i]
                for tray in trays:
                    if tray in seen:
                        self.replays.setdefault((i, tray), [seen[tray]]).append(r)
                    else:
                        seen[tray] = r
            for i in people:
                self.trays_per_entrant[i] += len(trays)
            self.meet(r, s.table, people, trays)
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
            extra = set(s.trays) - set(trays)
            if extra:
                self.v.append(f"{where}: trays {sorted(extra)} are not in set {s.tray_set}")
            return s.trays
        return trays

    def meet(self, r: int, table: int, people: list[Any], trays: tuple[int, ...]) -> None:
        if len(people) == 4:
            self.individual = True
            self.quads.append(tuple(people))  # type: ignore[arg-type]
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
        for number, tabs in sorted(by_set.items()):
            self.shared.append((r, number, tuple(sorted(tabs))))
            if number not in rnd.shared_sets:
                self.v.append(
                    f"round {r}: set {number} is played at tables "
                    f"{', '.join(map(str, sorted(tabs)))} but is not declared shared"
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
            self.v.append(
                f"round {r}: table(s) {', '.join(map(str, idle))} idle while set(s) "
                f"{', '.join(map(str, sorted(waiting)))} wait"
            )


def _complete_rounds(pairs: int) -> int:
    return pairs - 1 if pairs % 2 == 0 else pairs


def check(movement: Movement, *, min_fraction: float = 0.7, balance: bool = True) -> CheckReport:
    """Check a movement; see the module docstring and ``CheckReport``.

    ``balance=False`` skips the comparison statistics (validity only), for bulk checks."""
    sc = _Scan(movement)
    sc.sets()
    sc.rounds()
    n, names = sc.n, movement.entrants
    for (i, tray), rounds in sc.replays.items():
        if len(rounds) > 1:
            sc.v.append(
                f"{names[i]} plays tray {tray} more than once "
                f"(rounds {', '.join(map(str, rounds))})"
            )
    form = "individuals" if sc.individual else ("teams" if movement.teams else "pairs")
    flat, repeats = _meetings(sc, form)
    never = 0 if form == "individuals" else n * (n - 1) // 2 - len(sc.met)
    in_play = sum(1 for c in sc.tray_count.values() if c)
    _coverage(sc, movement, in_play, min_fraction if form != "teams" else 0.0)
    report: dict[str, Any] = {}
    if form == "individuals":
        report["partners"], report["opponents"] = individual_matrices(n, sc.quads)
    elif form == "pairs" and sc.plays_of_tray and balance:
        report["balance"] = competition(names, sc.plays_of_tray.values())
    complete = form == "pairs" and n >= 4 and not repeats and not never and bool(sc.met)
    if movement.family is Family.HOWELL and not complete:
        if movement.round_count == _complete_rounds(n) and never:
            sc.v.append(f"complete Howell, but {never} pairs of pairs never meet")
    if complete and n % 2 == 0:
        split = any(s.trays is not None for s in movement.seatings())
        report["perfect_balance_impossible"] = (n // 2) % 2 == 1 and not split
        bal = report.get("balance")
        report["unbalanced_although_balanced_exists"] = (
            n in KNOWN_BALANCED_PAIRS and bal is not None and bal.stats.sd > 1e-9
        )
    if form != "individuals" and report.get("balance") is not None:
        fields = len(report["balance"].fields)
        if movement.one_winner and fields > 1:
            sc.w.append("declared one winner, but the fields are never compared with each other")
    return CheckReport(
        movement=movement,
        form=form,
        violations=sc.v,
        warnings=sc.w,
        entrants=names,
        repeats=repeats,
        never_met_count=never,
        meeting_flat=tuple(flat),
        tray_plays=tuple(sorted((t, sc.tray_count.get(t, 0)) for t in sc.tray_set)),
        trays_in_play=in_play,
        trays_per_entrant=tuple(sc.trays_per_entrant),
        sit_outs=tuple(tuple(s) for s in sc.sit_outs),
        shared=tuple(sc.shared),
        min_fraction=min_fraction,
        complete_howell=complete,
        **report,
    )


def _meetings(sc: _Scan, form: str) -> tuple[list[int], tuple]:
    """Meeting counts, counting consecutive rounds at one table against the same opponents
    (a round in halves) as one meeting; for teams, consecutive rounds at any table (a match
    played over several rounds, the fours changing places)."""
    n, names = sc.n, sc.m.entrants
    flat = [0] * (n * n)
    repeats = []
    for (a, b), where in sc.met.items():
        stints = 1
        for (r0, t0), (r1, t1) in zip(where, where[1:], strict=False):
            if r1 != r0 + 1 or (t1 != t0 and form != "teams"):
                stints += 1
        flat[a * n + b] = stints
        if stints > 1:
            repeats.append((names[a], names[b], tuple(r for r, _ in where)))
            if form != "individuals":
                sc.v.append(
                    f"{names[a]} meets {names[b]} more than once "
                    f"(rounds {', '.join(str(r) for r, _ in where)})"
                )
    if form == "teams":
        team_of = {p: t.label for t in sc.m.teams for p in t.pairs}
        for a, b in sc.met:
            ta, tb = team_of.get(names[a]), team_of.get(names[b])
            if ta is not None and ta == tb:
                rounds = ", ".join(str(r) for r, _ in sc.met[(a, b)])
                sc.w.append(f"{names[a]} plays its own team-mates {names[b]} (round {rounds})")
    return flat, tuple(repeats)


def _coverage(sc: _Scan, movement: Movement, in_play: int, min_fraction: float) -> None:
    for tray, number in sorted(sc.tray_set.items()):
        if not sc.tray_count.get(tray):
            sc.w.append(f"tray {tray} (set {number}) is never played")
    for i, label in enumerate(movement.entrants):
        played = sc.trays_per_entrant[i]
        if not played and (in_play or len(sc.sit_outs[i]) == movement.round_count):
            sc.v.append(f"{label} never plays")
        elif in_play and played < min_fraction * in_play - 1e-9:
            sc.v.append(
                f"{label} plays {played} of {in_play} trays in play "
                f"({100 * played / in_play:.0f}%), below the {100 * min_fraction:.0f}% rule"
            )
    counts = set(sc.trays_per_entrant)
    if len(counts) > 1:
        sc.w.append(
            f"entrants play different numbers of trays ({min(counts)} to {max(counts)}): "
            "scores must be factored"
        )


def _summarise(rep: CheckReport) -> dict[str, Any]:
    m = rep.movement
    switched = [
        r.number for r in m.rounds if r.arrow_switched or any(s.arrow_switched for s in r.seatings)
    ]
    share_groups = sorted({tables for _, _, tables in rep.shared})
    out: dict[str, Any] = {
        "name": m.name,
        "kind": m.family.value,
        "form": rep.form,
        "entrants": len(m.entrants),
        "rounds": m.round_count,
        "tables": m.tables,
        "sets": len(m.tray_sets),
        "boards_per_round": m.boards_per_round,
        "total_trays": m.total_trays,
        "trays_in_play": rep.trays_in_play,
        "trays_per_entrant": {
            "min": min(rep.trays_per_entrant, default=0),
            "max": max(rep.trays_per_entrant, default=0),
        },
        "stationary": list(m.stationary),
        "relay_stands": m.relay_stands,
        "resting_sets": {r.number: list(r.resting_sets) for r in m.rounds if r.resting_sets},
        "shared_tables": [list(g) for g in share_groups],
        "skip_rounds": [r.number for r in m.rounds if r.skip_before],
        "arrow_switched_rounds": switched,
        "one_winner": m.one_winner,
        "winners": 1 if m.one_winner else 2,
        "sit_outs": {e: list(r) for e, r in zip(rep.entrants, rep.sit_outs, strict=True) if r},
        "repeats": len(rep.repeats),
        "never_met": rep.never_met_count,
        "complete_howell": rep.complete_howell,
        "flags": {
            "perfect_balance_impossible": rep.perfect_balance_impossible,
            "unbalanced_although_balanced_exists": rep.unbalanced_although_balanced_exists,
        },
        "ok": rep.ok,
        "violations": list(rep.violations),
        "warnings": list(rep.warnings),
    }
    bal = rep.balance
    if bal is not None:
        out["balance"] = {
            "sd": round(bal.sd, 4),
            "one_field": bal.stats.as_dict(),
            "fields": [
                {"entrants": len(f), **st.as_dict()}
                for f, st in zip(bal.fields, bal.field_stats, strict=True)
            ],
        }
    if rep.partners is not None and rep.opponents is not None:
        n = len(rep.entrants)
        offd = [(i, j) for i in range(n) for j in range(i + 1, n)]
        out["partners"] = _spread([rep.partners[i][j] for i, j in offd])
        out["opponents"] = _spread([rep.opponents[i][j] for i, j in offd])
    return out


def _spread(values: list[int]) -> dict[str, int]:
    return {"min": min(values, default=0), "max": max(values, default=0)}
