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
from said import in_english

from .data import WHIST_TERMS, Terms, Words

ENGLISH = Words()

_MITCHELL_LABEL = re.compile(r"^(\d+)(NS|EW)$")
_PROGRESSIVE_LABEL = re.compile(r"^([LGP])(\d+)$")
_PROGRESSIVE_WORD = {"L": "Lady", "G": "Gentleman", "P": "Player"}
INDIVIDUAL_FAMILIES = frozenset({Family.INDIVIDUAL, Family.SAFFORD, Family.MARRIED_COUPLES})
INDIVIDUAL_FAMILIES |= {Family.SOCIAL}  # Mitchell's social game: "Lady 3N", "Gentleman 3S"
INDIVIDUAL_FAMILIES |= {Family.LEAGUE}  # a League match: "Visitor A", "Holder W"
INDIVIDUAL_FAMILIES |= {Family.MEMORY_INDIVIDUAL}  # memory duplicate's four players
_SOCIAL_WORD = {"N": "Lady", "E": "Lady", "S": "Gentleman", "W": "Gentleman"}


def display_label(label: str, family: Family, say: Words = ENGLISH) -> str:
    """The name players are called by: "3 NS", "Pair 7", "Player 5", "Team a N-S pair", in the
    words of ``say`` (English unless given)."""
    if family is Family.SOCIAL and label[-1:] in _SOCIAL_WORD:
        return say(_SOCIAL_WORD[label[-1]] + " %(label)s", label=label)
    if family is Family.LEAGUE:
        if label[:1] in "ABCD":
            return say("Visitor %(label)s", label=label)
        return say("Holder %(label)s", label=label)
    if family in INDIVIDUAL_FAMILIES:
        return say("Player %(label)s", label=label)
    if "." in label:
        team, pair = label.split(".", 1)
        return say("Team %(team)s %(pair)s pair", team=team, pair=say(pair))
    if family is Family.PROGRESSIVE and (p := _PROGRESSIVE_LABEL.match(label)):
        return say(_PROGRESSIVE_WORD[p[1]] + " %(number)s", number=p[2])
    if m := _MITCHELL_LABEL.match(label):
        return f"{m[1]} {say(m[2])}"
    return say("Pair %(label)s", label=label) if label.isdigit() else label


def tray_text(m: Movement, s: Seating) -> str:
    """The trays on the table, as printed ("1-3", "7 8", "5-6 17-18")."""
    return m.trays_label(s)


def _pair_move(move: Move, say: Words) -> str:
    side = say(move.sat.value)
    if move.sits_out:
        if move.next_table is None:
            return say("%(side)s sit out next round", side=side)
        return say(
            "%(side)s sit out next round at table %(table)s", side=side, table=move.next_table
        )
    switch = " " + say("(arrow switch)") if move.arrow_switched else ""
    if move.keeps_place:
        return say("%(side)s stay", side=side) + switch
    assert move.sits is not None  # a move to a table sits somewhere there
    to = say(
        "%(side)s to table %(table)s, sit %(sits)s",
        side=side,
        table=move.next_table,
        sits=say(move.sits.value),
    )
    return to + switch


def _seat_move(move: Move, say: Words) -> str:
    seat = say(move.sat.label)
    if move.sits_out:
        return say("%(seat)s sit out next round", seat=seat)
    if move.keeps_place:
        return say("%(seat)s stay", seat=seat)
    assert move.sits is not None  # a move to a table sits somewhere there
    return say(
        "%(seat)s to table %(table)s, sit %(sits)s",
        seat=seat,
        table=move.next_table,
        sits=say(move.sits.label),
    )


def _comes_back(m: Movement, move: Move, after: int, say: Words) -> str:
    """For a pair displaced for one round (a rover's, a bump's), where it plays again."""
    if not move.sits_out or move.next_table is not None or after + 2 > m.round_count:
        return ""
    back = m.seating_of(move.entrant, after + 2)
    side = None if back is None else back.direction_of(move.entrant)
    if back is None or side is None or back.players is not None:
        return ""
    if back.table == move.table:
        return ", " + say("then back here")
    return ", " + say(
        "then to table %(table)s, sit %(sits)s", table=back.table, sits=say(side.value)
    )


def table_moves(m: Movement, s: Seating, terms: Terms = WHIST_TERMS) -> tuple[str, ...]:
    """The end-of-round instructions printed on a table card row, in the game's ``terms``."""
    after = s.round
    say = terms.say
    if after >= m.round_count:
        return (say("last round"),)
    moves: list[str] = []
    if m.round(after + 1).skip_before:
        moves.append(say("SKIP: movers go one table further than usual"))
    word = _seat_move if s.players is not None else _pair_move
    moves.extend(word(move, say) + _comes_back(m, move, after, say) for move in moves_at(m, s))
    moves.extend(str(t.worded(terms.board, terms.boards)) for t in tray_moves_after(m, s, after))
    if comes_from_relay(m, s.table, after):
        stand = stand_feeding(m, s.table, after)
        where = say(stand.words if stand else "relay stand")
        moves.append(
            say("next %(boards)s come from the %(stand)s", boards=terms.boards, stand=where)
        )
    return tuple(moves)


def round_notes(m: Movement, s: Seating, terms: Terms = WHIST_TERMS) -> tuple[str, ...]:
    """What is special about this round at this table."""
    rnd = m.round(s.round)
    say = terms.say
    notes: list[str] = []
    if is_switched(s, rnd) and "arrow" not in in_english(rnd.note).lower():
        notes.append(say("arrow switch: NS pair plays EW cards"))
    others = shared_with(m, s)
    if others:
        tables = join_tables(others)
        if len(others) == 1:
            notes.append(
                say("share %(boards)s with table %(tables)s", boards=terms.boards, tables=tables)
            )
        else:
            notes.append(
                say("share %(boards)s with tables %(tables)s", boards=terms.boards, tables=tables)
            )
    if s.is_sit_out:
        notes.append(say("sit-out: no opponents this round"))
    if rnd.note:
        notes.append(str(rnd.note))
    return tuple(notes)
