from __future__ import annotations

from dataclasses import dataclass

from movements.types import Movement


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
        seat_text, cards_text = seat.label, seat.direction.label
    else:
        cards = seating.direction_of(label)
        seat_text = (cards.other if seating.arrow_switched else cards).label
        cards_text = cards.label
    trays: tuple[int, ...] = ()
    goes: tuple[int, ...] | None = None
    if seating.tray_set is not None:
        trays = seating.trays or movement.tray_set(seating.tray_set).trays
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
        arrow_switched=seating.arrow_switched and seat is None,
        partner=seating.partner_of(label) or "",
    )
