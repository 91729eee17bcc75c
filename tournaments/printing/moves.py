"""What a table card says players and trays do at the end of each round.

Everything is derived from the movement grid (``Movement.where_next`` and
``Movement.set_goes_next``), so the card is right for any movement a generator produces,
including ones nobody has printed before: Mitchells with a skip or a relay, Howells with a
sit-out, individuals, teams.

A side is named by where the players physically sit.  In an arrow-switched seating the pair
that sits North-South holds the East-West cards (the movement lists it under ``ew``), so the
physical side is the other one.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from movements.types import Direction, Family, Movement, Round, Seat, Seating

SEATS = (Seat.N, Seat.E, Seat.S, Seat.W)
_MITCHELL_LABEL = re.compile(r"^(\d+)(NS|EW)$")
_PROGRESSIVE_LABEL = re.compile(r"^([LGP])(\d+)$")
_PROGRESSIVE_WORD = {"L": "Lady", "G": "Gentleman", "P": "Player"}
INDIVIDUAL_FAMILIES = frozenset({Family.INDIVIDUAL, Family.SAFFORD, Family.MARRIED_COUPLES})


def display_label(label: str, family: Family) -> str:
    """The name players are called by: "3 NS", "Pair 7", "Player 5", "Team a N-S pair"."""
    if family in INDIVIDUAL_FAMILIES:
        return f"Player {label}"
    if "." in label:
        team, pair = label.split(".", 1)
        return f"Team {team} {pair} pair"
    if family is Family.PROGRESSIVE and (p := _PROGRESSIVE_LABEL.match(label)):
        return f"{_PROGRESSIVE_WORD[p[1]]} {p[2]}"
    if m := _MITCHELL_LABEL.match(label):
        return f"{m[1]} {m[2]}"
    return f"Pair {label}" if label.isdigit() else label


def is_switched(s: Seating, rnd: Round) -> bool:
    return s.arrow_switched or rnd.arrow_switched


def physical_sides(s: Seating, rnd: Round) -> tuple[tuple[Direction, str | None], ...]:
    """(side sat at, entrant) for the two sides of a pairs seating."""
    if is_switched(s, rnd):
        return ((Direction.NS, s.ew), (Direction.EW, s.ns))
    return ((Direction.NS, s.ns), (Direction.EW, s.ew))


def physical_side(s: Seating, rnd: Round, entrant: str) -> Direction | None:
    held = s.direction_of(entrant)
    if held is None:
        return None
    return held.other if is_switched(s, rnd) else held


def tray_text(m: Movement, s: Seating) -> str:
    """The trays on the table, as printed ("1-3", "7 8")."""
    if s.trays is not None:
        return _numbers(s.trays)
    if s.tray_set is None:
        return ""
    return m.tray_set(s.tray_set).label


def _numbers(trays: tuple[int, ...]) -> str:
    if len(trays) > 1 and trays == tuple(range(trays[0], trays[-1] + 1)):
        return f"{trays[0]}-{trays[-1]}"
    return " ".join(str(t) for t in trays)


def _and(tables: tuple[int, ...]) -> str:
    words = [str(t) for t in sorted(tables)]
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


def _pair_move(m: Movement, entrant: str, side: Direction, table: int, after: int) -> str:
    nxt = m.seating_of(entrant, after + 1)
    if nxt is None or nxt.is_sit_out:
        where = "" if nxt is None else f" at table {nxt.table}"
        return f"{side.value} sit out next round{where}"
    nrnd = m.round(after + 1)
    new_side = physical_side(nxt, nrnd, entrant)
    assert new_side is not None
    switch = " (arrow switch)" if is_switched(nxt, nrnd) else ""
    if nxt.table == table and new_side is side:
        return f"{side.value} stay{switch}"
    return f"{side.value} to table {nxt.table}, sit {new_side.value}{switch}"


def _seat_move(m: Movement, entrant: str, seat: Seat, table: int, after: int) -> str:
    nxt = m.where_next(entrant, after)
    if nxt is None:
        return f"{seat.label} sit out next round"
    new_table, new_seat = nxt
    if new_table == table and new_seat == seat:
        return f"{seat.label} stay"
    name = new_seat.label if isinstance(new_seat, Seat) else new_seat.value
    return f"{seat.label} to table {new_table}, sit {name}"


def _relay_text(m: Movement, set_number: int, table: int, after: int) -> str:
    """Where a set resting next round lies, and where it is played after its rest."""
    later = next(
        (
            m.tables_of_set(set_number, r)
            for r in range(after + 2, m.round_count + 1)
            if m.tables_of_set(set_number, r)
        ),
        (),
    )
    if len(later) == 1 and abs(later[0] - table) == 1:
        lo, hi = sorted((table, later[0]))
        return f"trays to the relay stand between tables {lo} and {hi}"
    if later:
        return f"trays to the relay stand (then to table {_and(later)})"
    return "trays to the relay stand"


def tray_move(m: Movement, s: Seating, after: int) -> str | None:
    if s.tray_set is None:
        return None
    goes = m.set_goes_next(s.tray_set, after)
    if goes is None:
        return None
    if not goes:
        if not any(m.tables_of_set(s.tray_set, r) for r in range(after + 2, m.round_count + 1)):
            return "trays finished: hand them to the director"
        return _relay_text(m, s.tray_set, s.table, after)
    if goes == (s.table,):
        return "trays stay"
    shared = [t for t in m.tables_of_set(s.tray_set, after) if t != s.table]
    if shared:
        return f"trays (shared with table {_and(tuple(shared))}) to table {_and(goes)}"
    if len(goes) > 1:
        return f"trays to tables {_and(goes)} (shared)"
    return f"trays to table {goes[0]}"


def _incoming_from_relay(m: Movement, table: int, after: int) -> str | None:
    nxt = m.round(after + 1).at_table(table)
    if nxt is None or nxt.tray_set is None:
        return None
    if m.tables_of_set(nxt.tray_set, after):
        return None
    if nxt.tray_set in m.round(after).resting_sets or any(
        m.tables_of_set(nxt.tray_set, r) for r in range(1, after)
    ):
        return "next trays come from the relay stand"
    return None


def table_moves(m: Movement, s: Seating, label: Callable[[str], str]) -> tuple[str, ...]:
    """The end-of-round instructions printed on a table card row."""
    after = s.round
    if after >= m.round_count:
        return ("last round",)
    rnd = m.round(after)
    moves: list[str] = []
    if m.round(after + 1).skip_before:
        moves.append("SKIP: movers go one table further than usual")
    if s.players is not None:
        for seat, entrant in zip(SEATS, s.players, strict=True):
            moves.append(_seat_move(m, entrant, seat, s.table, after))
    else:
        for side, entrant in physical_sides(s, rnd):
            if entrant is not None:
                moves.append(_pair_move(m, entrant, side, s.table, after))
    tm = tray_move(m, s, after)
    if tm:
        moves.append(tm)
    incoming = _incoming_from_relay(m, s.table, after)
    if incoming:
        moves.append(incoming)
    return tuple(moves)


def round_notes(m: Movement, s: Seating) -> tuple[str, ...]:
    """What is special about this round at this table."""
    rnd = m.round(s.round)
    notes: list[str] = []
    if is_switched(s, rnd) and "arrow" not in rnd.note.lower():
        notes.append("arrow switch: NS pair plays EW cards")
    if s.tray_set is not None:
        others = tuple(t for t in m.tables_of_set(s.tray_set, s.round) if t != s.table)
        if others:
            notes.append(f"share trays with table {_and(others)}")
    if s.is_sit_out:
        notes.append("sit-out: no opponents this round")
    if rnd.note:
        notes.append(rnd.note)
    return tuple(notes)
