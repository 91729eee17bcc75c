"""What a table card says players and trays do at the end of each round: the wording only.

Where everyone goes is worked out in ``movements.where`` (the same facts the public page
and the table's phone use), so the card is right for any movement a generator produces,
including ones nobody has printed before: Mitchells with a skip or a relay, Howells with a
sit-out, individuals, teams.  A side is named by where the players physically sit.
"""

from __future__ import annotations

import re

from movements.stands import stand_feeding
from movements.types import Family, Movement, Seating
from movements.where import (
    Move,
    comes_from_relay,
    is_switched,
    join_tables,
    moves_at,
    shared_with,
    tray_moves_after,
)

from .data import WHIST_TERMS, Terms

_MITCHELL_LABEL = re.compile(r"^(\d+)(NS|EW)$")
_PROGRESSIVE_LABEL = re.compile(r"^([LGP])(\d+)$")
_PROGRESSIVE_WORD = {"L": "Lady", "G": "Gentleman", "P": "Player"}
INDIVIDUAL_FAMILIES = frozenset({Family.INDIVIDUAL, Family.SAFFORD, Family.MARRIED_COUPLES})
INDIVIDUAL_FAMILIES |= {Family.SOCIAL}  # Mitchell's social game: "Lady 3N", "Gentleman 3S"
INDIVIDUAL_FAMILIES |= {Family.LEAGUE}  # a League match: "Visitor A", "Holder W"
INDIVIDUAL_FAMILIES |= {Family.MEMORY_INDIVIDUAL}  # memory duplicate's four players
_SOCIAL_WORD = {"N": "Lady", "E": "Lady", "S": "Gentleman", "W": "Gentleman"}


def display_label(label: str, family: Family) -> str:
    """The name players are called by: "3 NS", "Pair 7", "Player 5", "Team a N-S pair"."""
    if family is Family.SOCIAL and label[-1:] in _SOCIAL_WORD:
        return f"{_SOCIAL_WORD[label[-1]]} {label}"
    if family is Family.LEAGUE:
        return f"{'Visitor' if label[:1] in 'ABCD' else 'Holder'} {label}"
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


def tray_text(m: Movement, s: Seating) -> str:
    """The trays on the table, as printed ("1-3", "7 8", "5-6 17-18")."""
    return m.trays_label(s)


def _pair_move(move: Move) -> str:
    side = move.sat.value
    if move.sits_out:
        where = "" if move.next_table is None else f" at table {move.next_table}"
        return f"{side} sit out next round{where}"
    switch = " (arrow switch)" if move.arrow_switched else ""
    if move.keeps_place:
        return f"{side} stay{switch}"
    assert move.sits is not None  # a move to a table sits somewhere there
    return f"{side} to table {move.next_table}, sit {move.sits.value}{switch}"


def _seat_move(move: Move) -> str:
    seat = move.sat.label
    if move.sits_out:
        return f"{seat} sit out next round"
    if move.keeps_place:
        return f"{seat} stay"
    assert move.sits is not None  # a move to a table sits somewhere there
    return f"{seat} to table {move.next_table}, sit {move.sits.label}"


def _comes_back(m: Movement, move: Move, after: int) -> str:
    """For a pair displaced for one round (a rover's, a bump's), where it plays again."""
    if not move.sits_out or move.next_table is not None or after + 2 > m.round_count:
        return ""
    back = m.seating_of(move.entrant, after + 2)
    side = None if back is None else back.direction_of(move.entrant)
    if back is None or side is None or back.players is not None:
        return ""
    if back.table == move.table:
        return ", then back here"
    return f", then to table {back.table}, sit {side.value}"


def table_moves(m: Movement, s: Seating, terms: Terms = WHIST_TERMS) -> tuple[str, ...]:
    """The end-of-round instructions printed on a table card row, in the game's ``terms``."""
    after = s.round
    if after >= m.round_count:
        return ("last round",)
    moves: list[str] = []
    if m.round(after + 1).skip_before:
        moves.append("SKIP: movers go one table further than usual")
    word = _seat_move if s.players is not None else _pair_move
    moves.extend(word(move) + _comes_back(m, move, after) for move in moves_at(m, s))
    moves.extend(t.worded(terms.board, terms.boards) for t in tray_moves_after(m, s, after))
    if comes_from_relay(m, s.table, after):
        stand = stand_feeding(m, s.table, after)
        where = stand.words if stand else "relay stand"
        moves.append(f"next {terms.boards} come from the {where}")
    return tuple(moves)


def round_notes(m: Movement, s: Seating, terms: Terms = WHIST_TERMS) -> tuple[str, ...]:
    """What is special about this round at this table."""
    rnd = m.round(s.round)
    notes: list[str] = []
    if is_switched(s, rnd) and "arrow" not in rnd.note.lower():
        notes.append("arrow switch: NS pair plays EW cards")
    others = shared_with(m, s)
    if others:
        word = "table" if len(others) == 1 else "tables"
        notes.append(f"share {terms.boards} with {word} {join_tables(others)}")
    if s.is_sit_out:
        notes.append("sit-out: no opponents this round")
    if rnd.note:
        notes.append(rnd.note)
    return tuple(notes)
