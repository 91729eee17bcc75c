"""Where everyone goes next (``movements.where``), worked by hand on small movements.

The three-table Mitchell: North-South pairs stay; after each round East-West pairs move up
one table (3 to 1) and the trays go down one (1 to 3).  Sets of two trays: set 1 is trays
1-2 at table 1 in round 1, set 2 trays 3-4 at table 2, set 3 trays 5-6 at table 3.
"""

from __future__ import annotations

from dataclasses import replace

from movements.individual import safford
from movements.mitchell import mitchell
from movements.types import Direction, Movement, Seat, Seating
from movements.where import (
    Move,
    Stop,
    TableMoves,
    TrayMove,
    comes_from_relay,
    moves_after,
    moves_at,
    next_tables,
    stop_for,
    tray_moves_after,
)
from said import TRAYS, Said

NS, EW = Direction.NS, Direction.EW
MITCHELL = mitchell(3)


def where_next(
    movement: Movement, entrant: str, after_round: int
) -> tuple[int, Direction | Seat] | None:
    """The oracle: table and cards held (or seat, for individuals) of ``entrant`` read
    straight from the next round's seating; None after the last round or when not seated."""
    if after_round >= movement.round_count:
        return None
    s = movement.seating_of(entrant, after_round + 1)
    if s is None:
        return None
    seat = s.seat_of(entrant)
    if seat is not None:
        return s.table, seat
    held = s.direction_of(entrant)
    return (s.table, held) if held is not None else None


def move_of(movement: Movement, entrant: str, after_round: int) -> Move | None:
    """``entrant``'s move among those of its table (``moves_at``)."""
    here = movement.seating_of(entrant, after_round)
    moves = moves_at(movement, here) if here is not None else ()
    return next((move for move in moves if move.entrant == entrant), None)


def test_after_round_one_ns_stay_ew_go_up_and_trays_go_down() -> None:
    assert moves_after(MITCHELL, 1, 1) == TableMoves(
        round=1,
        table=1,
        last_round=False,
        moves=(
            Move("1NS", 1, NS, 1, sits=NS, cards=NS),
            Move("1EW", 1, EW, 2, sits=EW, cards=EW),
        ),
        trays=Said("%(trays)s to table %(table)s", trays=TRAYS, table=3),
    )
    stay, go = moves_after(MITCHELL, 1, 1).moves
    assert stay.stays and stay.keeps_place and not go.stays


def test_the_last_round_has_no_moves() -> None:
    assert moves_after(MITCHELL, 3, 2) == TableMoves(3, 2, last_round=True)
    assert moves_at(MITCHELL, MITCHELL.round(3).at_table(2)) == ()
    assert move_of(MITCHELL, "1EW", 3) is None
    assert tray_moves_after(MITCHELL, MITCHELL.round(3).at_table(2), 3) == ()


def test_where_next_names_the_table_and_the_cards() -> None:
    assert where_next(MITCHELL, "1EW", 1) == (2, EW)
    assert where_next(MITCHELL, "1EW", 2) == (3, EW)
    assert where_next(MITCHELL, "3NS", 1) == (3, NS)
    assert where_next(MITCHELL, "1EW", 3) is None
    assert next_tables(MITCHELL, 1) == {"1NS": 1, "3EW": 1, "2NS": 2, "1EW": 2, "3NS": 3, "2EW": 3}


def test_stop_for_round_two() -> None:
    assert stop_for(MITCHELL, "1EW", 2) == Stop(
        round=2,
        table=2,
        sits_out=False,
        seat="East-West",
        cards="East-West",
        opponents=("2NS",),
        trays=(5, 6),
        trays_go=(1,),
    )
    assert stop_for(MITCHELL, "1EW", 3).trays_go is None
    assert stop_for(MITCHELL, "1EW", 4) is None and stop_for(MITCHELL, "1EW", 0) is None


def test_arrow_switch_sits_on_one_side_and_holds_the_other_cards() -> None:
    """The last round turned: the stationary pair still sits North-South, holding the
    East-West cards."""
    m = mitchell(3, arrow_switch_rounds=1)
    assert m.round(3).at_table(1).ew == "1NS"
    assert move_of(m, "1NS", 2) == Move("1NS", 1, NS, 1, sits=NS, cards=EW, arrow_switched=True)
    assert move_of(m, "1NS", 2).keeps_place
    stop = stop_for(m, "1NS", 3)
    assert (stop.seat, stop.cards, stop.arrow_switched) == ("North-South", "East-West", True)


def _without(movement: Movement, entrant: str, round_number: int) -> Movement:
    """The movement as stored once ``entrant`` has left before ``round_number``: its
    opponents sit out there, without trays (as the site's stored seatings give it)."""
    rounds = list(movement.rounds)
    rnd = rounds[round_number - 1]
    seatings = tuple(
        replace(
            s,
            ns=None if s.ns == entrant else s.ns,
            ew=None if s.ew == entrant else s.ew,
            tray_set=None if entrant in s.entrants() else s.tray_set,
        )
        for s in rnd.seatings
    )
    rounds[round_number - 1] = replace(rnd, seatings=seatings)
    return replace(movement, rounds=tuple(rounds))


def test_a_sit_out_the_director_arranged_shows_and_the_trays_travel_as_planned() -> None:
    """1EW leaves after round 1, so 2NS sits out at table 2 in round 2; set 3 (at table 3
    in round 1) still goes to table 2, as planned, although nobody plays it there."""
    stored = _without(MITCHELL, "1EW", 2)
    assert stored.round(2).at_table(2) == Seating(2, 2, ns="2NS")
    at_two = moves_after(stored, 1, 2, MITCHELL)
    assert at_two.moves[0] == Move("2NS", 2, NS, 2, sits_out=True)
    assert not at_two.moves[0].stays
    assert str(moves_after(stored, 1, 3, MITCHELL).trays) == "trays to table 2"
    # The stored seatings alone would send them to a relay stand: hence ``generated``.
    assert str(moves_after(stored, 1, 3).trays) == "trays to the relay stand (then to table 1)"


def test_individuals_are_told_by_seat_partners_together() -> None:
    m = safford()
    s = m.round(1).at_table(1)
    north, east, south, west = s.players
    phone = moves_after(m, 1, 1)
    assert [move.entrant for move in phone.moves] == [north, south, east, west]
    assert [move.sat for move in phone.moves] == [Seat.N, Seat.S, Seat.E, Seat.W]
    assert [move.entrant for move in moves_at(m, s)] == [north, east, south, west]
    for move in phone.moves:
        assert (move.next_table, move.sits) == where_next(m, move.entrant, 1)
        assert move.cards is move.sits.direction and not move.arrow_switched


def test_tray_move_texts() -> None:
    assert TrayMove(1, 2, (2,)).text == "trays stay"
    assert TrayMove(1, 2, (3,)).text == "trays to table 3"
    assert TrayMove(1, 2, (3, 4)).text == "trays to tables 3 and 4 (shared)"
    assert TrayMove(1, 2, (1,), shared_with=(3,)).text == "trays (shared with table 3) to table 1"
    assert TrayMove(1, 2, (), after_rest=(3,)).text == (
        "trays to the relay stand between tables 2 and 3"
    )
    assert TrayMove(1, 2, (), after_rest=(5,)).text == "trays to the relay stand (then to table 5)"
    finished = TrayMove(1, 2, ())
    assert finished.finished and finished.text == "trays finished: hand them to the director"


def test_trays_after_a_mitchell_round() -> None:
    assert tray_moves_after(MITCHELL, MITCHELL.round(1).at_table(1), 1) == (TrayMove(1, 1, (3,)),)
    assert not comes_from_relay(MITCHELL, 1, 1)
