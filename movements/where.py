"""Where everyone goes next: the one place that works it out from a movement's grid.

The table cards and guide cards (``tournaments.printing``), the public "where do I go" page
and the table's phone all tell players and trays where to go after a round.  They differ
only in wording, so the facts are worked out here once, as plain data over a ``Movement``:

* ``moves_at``: where everyone at a table goes after a round (``Move``);
* ``tray_moves_after``: where the trays of a table go (``TrayMove``, with the text cards print);
* ``stop_for``: where an entrant plays a given round (``Stop``, the public page);
* ``moves_after``: everything the table's phone says after a round (``TableMoves``).

Sides.  An entrant's *cards* are the hands it holds (``Seating.direction_of``); it *sits* on
that side, except in an arrow-switched seating, where the pair sitting North-South holds the
East-West cards (listed under ``ew``).  Individuals are placed by seat.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from movements.memory import chair_of
from movements.stands import RelayStand, stand_layout, stand_words
from movements.types import Direction, Family, Movement, Round, Seat, Seating, tray_numbers
from said import TRAY, TRAYS, Said


def is_switched(s: Seating, rnd: Round) -> bool:
    """Whether the seating is arrow-switched (by itself or with its whole round)."""
    return s.arrow_switched or rnd.arrow_switched


def physical_sides(s: Seating, rnd: Round) -> tuple[tuple[Direction, str | None], ...]:
    """(side sat at, entrant) for the two sides of a pairs seating, North-South first."""
    if is_switched(s, rnd):
        return ((Direction.NS, s.ew), (Direction.EW, s.ns))
    return ((Direction.NS, s.ns), (Direction.EW, s.ew))


def physical_side(s: Seating, rnd: Round, entrant: str) -> Direction | None:
    """The side ``entrant`` sits at in a pairs seating; None when it is not there."""
    held = s.direction_of(entrant)
    if held is None:
        return None
    return held.other if is_switched(s, rnd) else held


def join_tables(tables: tuple[int, ...]) -> str | Said:
    """Table numbers as read out: "3", "2 and 5", "1, 4 and 6"."""
    words = [str(t) for t in sorted(tables)]
    if len(words) == 1:
        return words[0]
    return Said("%(tables)s and %(last)s", tables=", ".join(words[:-1]), last=words[-1])


def listed(parts: Iterable[Said]) -> Said | None:
    """Instructions one after another, "; " between them (None when there are none)."""
    said = list(parts)
    if len(said) <= 1:
        return said[0] if said else None
    text = "; ".join(f"%(said{k})s" for k in range(len(said)))
    return Said(text, **{f"said{k}": part for k, part in enumerate(said)})


# -- entrants ---------------------------------------------------------------------------------


def next_tables(movement: Movement, after_round: int) -> dict[str, int]:
    """Every entrant seated next round, and its table (a sit-out table included)."""
    if after_round >= movement.round_count:
        return {}
    following = movement.round(after_round + 1).seatings
    return {e: s.table for s in following for e in s.entrants()}


@dataclass(frozen=True)
class Move:
    """Where one entrant goes after a round.

    ``sat`` and ``sits`` are the side physically sat at (pairs) or the seat (individuals),
    this round and next; ``cards`` the hands it holds next round (not ``sits`` in an arrow
    switch).  When it sits out next round, ``next_table`` is its sit-out table, if it has
    one, and ``sits`` and ``cards`` are None.
    """

    entrant: str
    table: int
    sat: Direction | Seat
    next_table: int | None
    sits: Direction | Seat | None = None
    cards: Direction | None = None
    sits_out: bool = False
    arrow_switched: bool = False

    @property
    def stays(self) -> bool:
        """It plays next round at the table it is at ("stay" rather than "go")."""
        return not self.sits_out and self.next_table == self.table

    @property
    def keeps_place(self) -> bool:
        """It stays at the same table, on the same side or in the same seat."""
        return self.stays and self.sits == self.sat


def _place(s: Seating, rnd: Round, entrant: str) -> Direction | Seat | None:
    return chair_of(s, rnd, entrant) if s.players is not None else physical_side(s, rnd, entrant)


def moves_at(movement: Movement, s: Seating) -> tuple[Move, ...]:
    """Where everyone at a seating goes after its round: the four seats in order (North,
    East, South, West), or the side sitting North-South then the side sitting East-West.
    () after the last round."""
    if s.round >= movement.round_count:
        return ()
    if s.players is not None:
        order: tuple[str | None, ...] = s.players
    else:
        order = tuple(e for _, e in physical_sides(s, movement.round(s.round)))
    moves = (_move_from(movement, s, e) for e in order if e is not None)
    return tuple(m for m in moves if m is not None)


def _move_from(movement: Movement, here: Seating, entrant: str) -> Move | None:
    sat = _place(here, movement.round(here.round), entrant)
    if sat is None:
        return None
    nxt = movement.seating_of(entrant, here.round + 1)
    if nxt is None or nxt.is_sit_out:
        table = None if nxt is None else nxt.table
        return Move(entrant, here.table, sat, table, sits_out=True)
    rnd = movement.round(here.round + 1)
    return Move(
        entrant,
        here.table,
        sat,
        nxt.table,
        sits=_place(nxt, rnd, entrant),
        cards=nxt.direction_of(entrant),
        arrow_switched=nxt.players is None and is_switched(nxt, rnd),
    )


# -- trays ------------------------------------------------------------------------------------


def shared_with(movement: Movement, s: Seating) -> tuple[int, ...]:
    """The other tables playing this seating's trays in its round (declared sharing); none
    when each table has its own copy.

    Only trays count: in a split round two tables may play halves of one set without
    sharing anything."""
    mine = set(movement.trays_at(s))
    if not mine or movement.copies:
        return ()
    return tuple(
        o.table
        for o in movement.round(s.round).seatings
        if o.table != s.table and mine & set(movement.trays_at(o))
    )


@dataclass(frozen=True)
class TrayMove:
    """Where the trays played at a table go after a round.

    ``to_tables`` are next round's tables for the set: () when it rests on a relay stand,
    and then ``after_rest`` are the tables that play it once its rest is over (() when it is
    ``finished``: never played again).  ``shared_with`` are the other tables playing it now.
    """

    set_number: int
    table: int
    to_tables: tuple[int, ...]
    shared_with: tuple[int, ...] = ()
    after_rest: tuple[int, ...] = ()
    part: str = ""  # the trays meant, when the table plays parts of several sets ("5-6")
    stand: RelayStand | None = None  # the stand it rests on (``movements.stands``)

    @property
    def finished(self) -> bool:
        return not self.to_tables and not self.after_rest

    def worded(self, tray: object = TRAY, trays_word: object = TRAYS) -> Said:
        """A table card's instruction in the game's words: "trays (boards) to table 3"; the
        words are the event's ``said.Word`` unless given."""
        goes = self.to_tables
        one = bool(self.part) and self.part.isdigit()
        if one:
            trays: object = Said("%(tray)s %(part)s", tray=tray, part=self.part)
        elif self.part:
            trays = Said("%(trays)s %(part)s", trays=trays_word, part=self.part)
        else:
            trays = trays_word
        if not goes:
            if self.finished:
                if one:
                    return Said("%(trays)s finished: hand it to the director", trays=trays)
                return Said("%(trays)s finished: hand them to the director", trays=trays)
            later = self.after_rest
            if self.stand is not None and self.stand.tables:
                if set(later) & self.stand.tables:
                    return Said(
                        "%(trays)s to the %(stand)s", trays=trays, stand=stand_words(self.stand)
                    )
                return Said(
                    "%(trays)s to the %(stand)s (then to table %(table)s)",
                    trays=trays,
                    stand=stand_words(self.stand),
                    table=later[0],
                )
            if len(later) == 1 and abs(later[0] - self.table) == 1:
                lo, hi = sorted((self.table, later[0]))
                return Said(
                    "%(trays)s to the relay stand between tables %(lo)s and %(hi)s",
                    trays=trays,
                    lo=lo,
                    hi=hi,
                )
            return Said(
                "%(trays)s to the relay stand (then to table %(tables)s)",
                trays=trays,
                tables=join_tables(later),
            )
        if goes == (self.table,):
            if one:
                return Said("%(trays)s stays", trays=trays)
            return Said("%(trays)s stay", trays=trays)
        if self.shared_with:
            return Said(
                "%(trays)s (shared with table %(shared)s) to table %(tables)s",
                trays=trays,
                shared=join_tables(self.shared_with),
                tables=join_tables(goes),
            )
        if len(goes) > 1:
            return Said(
                "%(trays)s to tables %(tables)s (shared)", trays=trays, tables=join_tables(goes)
            )
        return Said("%(trays)s to table %(table)s", trays=trays, table=goes[0])

    @property
    def text(self) -> str:
        """The instruction in the source's words, in the active language."""
        return str(self.worded())


def tray_moves_after(movement: Movement, s: Seating, after_round: int) -> tuple[TrayMove, ...]:
    """Where the trays of seating ``s`` go after ``after_round``: one move per set it plays
    from (several in a split round, each naming its trays); () when the seating has no
    trays, or after the last round."""
    sets = movement.sets_at(s)
    if not sets or after_round >= movement.round_count:
        return ()
    if movement.copies:
        goes = movement.set_goes_next(sets[0], after_round) or ()
        return (TrayMove(sets[0], s.table, _same_match(movement, s.table, goes)),)
    played = movement.trays_at(s)
    out = []
    for number in sets:
        goes = movement.set_goes_next(number, after_round) or ()
        later = () if goes else _played_after_rest(movement, number, after_round)
        mine = set(movement.tray_set(number).trays) & set(played)
        shared = tuple(
            o.table
            for o in movement.round(after_round).seatings
            if o.table != s.table and mine & set(movement.trays_at(o))
        )
        part = tray_numbers(tuple(mine)) if len(sets) > 1 else ""
        stand = stand_layout(movement).stand_of(number, after_round + 1) if later else None
        out.append(TrayMove(number, s.table, goes, shared, later, part, stand))
    return tuple(out)


def _same_match(movement: Movement, table: int, goes: tuple[int, ...]) -> tuple[int, ...]:
    """Where a table's own copy goes: within its match (a team match's tables 2k - 1 and 2k,
    a pairs match's one, the social game's room of half the tables), else it is finished."""
    if movement.family is Family.SOCIAL:
        half = movement.tables // 2
        return tuple(t for t in goes if (t - 1) // half == (table - 1) // half)
    if movement.teams:
        return tuple(t for t in goes if (t + 1) // 2 == (table + 1) // 2)
    return tuple(t for t in goes if t == table)


def _played_after_rest(movement: Movement, set_number: int, after_round: int) -> tuple[int, ...]:
    for r in range(after_round + 2, movement.round_count + 1):
        if tables := movement.tables_of_set(set_number, r):
            return tables
    return ()


def comes_from_relay(movement: Movement, table: int, after_round: int) -> bool:
    """Whether the trays a table plays next round come off a relay stand (they were resting
    this round, after being played or set out before)."""
    if after_round >= movement.round_count:
        return False
    nxt = movement.round(after_round + 1).at_table(table)
    if nxt is None or nxt.tray_set is None:
        return False
    resting = movement.round(after_round).resting_sets
    return any(
        not movement.tables_of_set(number, after_round)
        and (
            number in resting
            or any(movement.tables_of_set(number, r) for r in range(1, after_round))
        )
        for number in movement.sets_at(nxt)
    )


# -- the public page and the table's phone ----------------------------------------------------


@dataclass(frozen=True)
class Stop:
    """Where an entrant plays one round, as the "where do I go" lookup tells it.

    ``seat`` is where the entrant sits and ``cards`` the hands it holds: they differ only in an
    arrow-switched round.  ``trays_go`` lists the tables the trays go to afterwards: () for the
    relay stand, None after the last round.  ``partner`` is an individual player's partner
    for the round ("" for pairs).
    """

    round: int
    table: int | None
    sits_out: bool
    seat: str = ""
    cards: str = ""
    opponents: tuple[str, ...] = ()
    trays: tuple[int, ...] = ()
    trays_go: tuple[int, ...] | None = None
    arrow_switched: bool = False
    partner: str = ""


def stop_for(movement: Movement, label: str, round_number: int) -> Stop | None:
    """Table, seat, opponents and trays of ``label`` in a round; None outside the movement."""
    if not 1 <= round_number <= movement.round_count:
        return None
    seating = movement.seating_of(label, round_number)
    if seating is None or seating.is_sit_out:
        table = seating.table if seating is not None else None
        return Stop(round=round_number, table=table, sits_out=True)
    seat = seating.seat_of(label)
    if seat is not None:
        chair = chair_of(seating, movement.round(round_number), label) or seat
        seat_text, cards_text = chair.label, seat.direction.label
    else:
        cards = seating.direction_of(label)
        assert cards is not None
        seat_text = (cards.other if seating.arrow_switched else cards).label
        cards_text = cards.label
    trays: tuple[int, ...] = ()
    goes: tuple[int, ...] | None = None
    if seating.tray_set is not None:
        trays = movement.trays_at(seating)
        goes = movement.set_goes_next(seating.tray_set, round_number)
    return Stop(
        round=round_number,
        table=seating.table,
        sits_out=False,
        seat=seat_text,
        cards=cards_text,
        opponents=seating.opponents_of(label),
        trays=trays,
        trays_go=goes,
        arrow_switched=seating.arrow_switched,
        partner=seating.partner_of(label) or "",
    )


@dataclass(frozen=True)
class TableMoves:
    """What the table's phone tells the table after a round: every entrant's ``Move`` (the
    partners together: North-South then East-West pair; North, South, East, West players),
    and the trays' instruction (None when no trays go anywhere)."""

    round: int
    table: int
    last_round: bool
    moves: tuple[Move, ...] = ()
    trays: Said | None = None


def _partners_together(s: Seating) -> tuple[str, ...]:
    if s.players is None:
        return s.entrants()
    north, east, south, west = s.players
    return (north, south, east, west)


def moves_after(
    current: Movement, round_number: int, table: int, generated: Movement | None = None
) -> TableMoves:
    """Where the entrants seated at ``table`` in ``round_number`` go next, and their trays.

    ``current`` is the movement as it stands (the site passes the stored seatings, so a
    sit-out the director arranged shows); ``generated`` is the movement as planned, which
    says where the trays go (a sit-out table's trays still travel as planned).  Without it,
    the trays follow ``current``.
    """
    if round_number >= current.round_count:
        return TableMoves(round_number, table, last_round=True)
    plan = generated or current
    planned = plan.round(round_number).at_table(table)
    trays = () if planned is None else tray_moves_after(plan, planned, round_number)
    seating = current.round(round_number).at_table(table)
    moves: tuple[Move, ...] = ()
    if seating is not None:
        found = (_move_from(current, seating, e) for e in _partners_together(seating))
        moves = tuple(m for m in found if m is not None)
    return TableMoves(round_number, table, False, moves, listed(t.worded() for t in trays))
