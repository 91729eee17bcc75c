"""Where the resting sets wait: the relay stands of a movement, named by the tables they stand
between, and which sets lie on each of them every round.

A set that is in play but not played in a round rests on a relay (bye) stand.  The stand is
where the set's path crosses a gap between tables: between the table that last played it and
the table that plays it next ("Relay stand between tables 4 and 5"), as clubs' printed cards
put it.  Every rest that crosses the same gap lies on the same stand, so a Howell whose sets
all go down the whole row of tables before resting (``data.grouped_starters``) keeps all its
resting sets together on one stand.  A set that rests before it is first played, or after it
is last played, goes on the stand at the table it comes to or leaves; a movement with no such
table named at all has one stand, by the director.

Shared by the printed cards, the movement's text form and the director's movement page.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache

from movements.types import Movement, tray_numbers
from said import TRAY, TRAYS, Said


@dataclass(frozen=True)
class RelayStand:
    """A stand: the two tables it stands between (lower first; the same table twice for a stand
    by one table, None where no table is known)."""

    number: int
    leave: int | None
    come: int | None

    @property
    def name(self) -> str:
        """As printed: "Relay stand between tables 4 and 5", "Relay stand by table 3"."""
        if self.leave is not None and self.come is not None and self.leave != self.come:
            lo, hi = sorted((self.leave, self.come))
            return str(Said("Relay stand between tables %(lo)s and %(hi)s", lo=lo, hi=hi))
        table = self.leave if self.leave is not None else self.come
        if table is None:
            return str(Said("Relay stand"))
        return str(Said("Relay stand by table %(table)s", table=table))

    @property
    def words(self) -> str:
        """The name inside a sentence ("trays to the relay stand between tables 4 and 5")."""
        return str(stand_words(self))

    @property
    def tables(self) -> frozenset[int]:
        """The tables it stands by."""
        return frozenset(t for t in (self.leave, self.come) if t is not None)


@dataclass(frozen=True)
class StandLayout:
    """The stands, and the stand every resting (set, round) lies on."""

    stands: tuple[RelayStand, ...] = ()
    place: dict[tuple[int, int], int] = field(default_factory=dict)  # (set, round) -> number

    def stand_of(self, set_number: int, round_number: int) -> RelayStand | None:
        number = self.place.get((set_number, round_number))
        return None if number is None else self.stands[number - 1]

    def resting(self, round_number: int) -> tuple[tuple[RelayStand, tuple[int, ...]], ...]:
        """Each stand with the sets on it in a round (stands with none left out)."""
        out = []
        for stand in self.stands:
            sets = tuple(
                sorted(
                    s for (s, r), n in self.place.items() if r == round_number and n == stand.number
                )
            )
            if sets:
                out.append((stand, sets))
        return tuple(out)


Run = tuple[int, int, int, tuple[int, ...], tuple[int, ...]]


def stand_words(stand: RelayStand) -> Said:
    """A stand's name inside a sentence ("trays to the relay stand between tables 4 and 5")."""
    if stand.leave is not None and stand.come is not None and stand.leave != stand.come:
        lo, hi = sorted((stand.leave, stand.come))
        return Said("relay stand between tables %(lo)s and %(hi)s", lo=lo, hi=hi)
    table = stand.leave if stand.leave is not None else stand.come
    if table is None:
        return Said("relay stand")
    return Said("relay stand by table %(table)s", table=table)


def rest_runs(m: Movement) -> list[Run]:
    """(set, first round, last round, tables before, tables after) of every stay on a stand."""
    runs = []
    resting = [set(x.resting_sets) for x in m.rounds]
    for st in sorted(set().union(*resting)):
        r = 1
        while r <= m.round_count:
            if st not in resting[r - 1]:
                r += 1
                continue
            e = r
            while e < m.round_count and st in resting[e]:
                e += 1
            before = _last_tables(m, st, r - 1)
            after = _next_tables(m, st, e + 1)
            runs.append((st, r, e, before, after))
            r = e + 1
    return runs


def _last_tables(m: Movement, st: int, r: int) -> tuple[int, ...]:
    for k in range(r, 0, -1):
        if tables := m.tables_of_set(st, k):
            return tables
    return ()


def _next_tables(m: Movement, st: int, r: int) -> tuple[int, ...]:
    for k in range(r, m.round_count + 1):
        if tables := m.tables_of_set(st, k):
            return tables
    return ()


def _gap(before: tuple[int, ...], after: tuple[int, ...], tables: int) -> tuple[int, int]:
    """The nearest pair of tables (lower first) a set leaves and comes to, round the room: sets
    crossing between the same two tables in either direction share one stand."""

    def ring(g: tuple[int, int]) -> tuple[int, tuple[int, int]]:
        d = abs(g[0] - g[1])
        return min(d, tables - d), g

    return min(((min(a, b), max(a, b)) for a in before for b in after), key=ring)


@lru_cache(maxsize=16)
def stand_layout(m: Movement) -> StandLayout:
    """The relay stands of ``m`` and the stand each resting set lies on, round by round."""
    runs = rest_runs(m)
    if not runs:
        return StandLayout()
    gaps = sorted({_gap(b, a, m.tables) for _, _, _, b, a in runs if b and a})
    keys: list[tuple[int | None, int | None]] = list(gaps)
    place: dict[tuple[int, int], int] = {}
    for st, r, e, before, after in runs:
        key = _key_for(keys, before, after, m.tables)
        if key not in keys:
            keys.append(key)
        place.update({(st, k): keys.index(key) + 1 for k in range(r, e + 1)})
    idle = _idle_tables(m)
    stands = tuple(
        RelayStand(i, *_by_idle_table(a, b, m.tables, idle))
        for i, (a, b) in enumerate(keys, start=1)
    )
    return StandLayout(stands, place)


def _idle_tables(m: Movement) -> frozenset[int]:
    """Tables nobody plays at all session (a Howell's sit-out table, with an odd field)."""
    played = {s.table for s in m.seatings() if not s.is_sit_out}
    return frozenset(t for t in range(1, m.tables + 1) if t not in played)


def _by_idle_table(
    a: int | None, b: int | None, tables: int, idle: frozenset[int]
) -> tuple[int | None, int | None]:
    """Sets passing the sit-out table wait there: a stand between tables 2 and 7 with
    table 1 idle between them is the stand by table 1."""
    if a is None or b is None:
        return a, b
    between = {t for t in idle if _ring_between(a, b, t, tables)}
    if len(between) == 1:
        (t,) = between
        return t, t
    return a, b


def _ring_between(a: int, b: int, t: int, tables: int) -> bool:
    """Whether ``t`` lies on a shortest way round the room from ``a`` to ``b``."""
    forward = (b - a) % tables
    ahead = forward <= tables - forward and 0 < (t - a) % tables < forward
    behind = tables - forward <= forward and 0 < (a - t) % tables < tables - forward
    return ahead or behind


def _key_for(
    keys: list[tuple[int | None, int | None]],
    before: tuple[int, ...],
    after: tuple[int, ...],
    tables: int,
) -> tuple[int | None, int | None]:
    """The stand a rest goes on: its own gap, else a stand at the table it leaves or comes
    to, else one of its own at that table (or the director's, when neither is known)."""
    if before and after:
        return _gap(before, after, tables)
    known = set(before) | set(after)
    for key in keys:
        if known & {key[0], key[1]}:
            return key
    if before:
        return (before[0], None)
    if after:
        return (None, after[0])
    return (None, None)


def sets_text(m: Movement, sets: tuple[int, ...]) -> str:
    """ "sets 5-10 (trays 9-20)": the set numbers in runs, and their trays."""
    runs: list[list[int]] = []
    for st in sorted(sets):
        if runs and st == runs[-1][-1] + 1:
            runs[-1].append(st)
        else:
            runs.append([st])
    numbers = ", ".join(str(x[0]) if len(x) == 1 else f"{x[0]}-{x[-1]}" for x in runs)
    if len(sets) > 1:
        named = Said("sets %(numbers)s", numbers=numbers)
    else:
        named = Said("set %(number)s", number=numbers)
    trays = tuple(t for st in sets for t in m.tray_set(st).trays)
    if not trays:
        return str(named)
    said = Said(
        "%(sets)s (%(trays)s %(numbers)s)",
        sets=named,
        trays=TRAYS if len(trays) > 1 else TRAY,
        numbers=tray_numbers(trays),
    )
    return str(said)


def stand_lines(m: Movement, round_number: int) -> tuple[str, ...]:
    """What lies on each stand in a round: "Relay stand between tables 4 and 5: sets 5-10
    (trays 9-20)"."""
    layout = stand_layout(m)
    return tuple(
        str(Said("%(stand)s: %(sets)s", stand=s.name, sets=sets_text(m, sets)))
        for s, sets in layout.resting(round_number)
    )


def stand_summary(m: Movement) -> tuple[str, ...]:
    """One line per stand for the whole session: where it stands and what waits on it."""
    layout = stand_layout(m)
    out = []
    for stand in layout.stands:
        held = [r for (_, r), n in layout.place.items() if n == stand.number]
        most = max(held.count(r) for r in set(held))
        if most == 1:
            out.append(str(Said("%(stand)s (1 set a round)", stand=stand.name)))
        else:
            said = Said("%(stand)s (up to %(most)s sets a round)", stand=stand.name, most=most)
            out.append(str(said))
    return tuple(out)


def stand_feeding(m: Movement, table: int, after_round: int) -> RelayStand | None:
    """The stand a table's trays for the next round come off, when they rest this round and
    the movement has more than one stand to choose from (None when there is no doubt)."""
    if after_round >= m.round_count or len(stand_layout(m).stands) < 2:
        return None
    nxt = m.round(after_round + 1).at_table(table)
    if nxt is None:
        return None
    layout = stand_layout(m)
    return next(
        (st for n in m.sets_at(nxt) if (st := layout.stand_of(n, after_round)) is not None), None
    )
