"""The look-ups every request from a table's phone makes, compiled once
(``models.prepared``): the table its link names, with its event; the table's seating for the
round, with its entrants; and the seating that plays a tray there, as a result is saved."""

from __future__ import annotations

from django.db.models import prefetch_related_objects

from tournaments.models.play import PLAYS, SEATING_RELATED, Seating, Table
from tournaments.models.prepared import Prepared

# Stand-ins for the request's values while the SQL is compiled, each unlike the others so its
# place among the parameters is found (a value out of a column's range, a negative id, would
# make Django compile no SQL at all).
_SECRET, _TABLE, _ROUND, _TRAY = "stand-in secret", 32101, 32102, 32103

TABLE_BY_SECRET = Prepared(
    "table-by-secret",
    Table,
    lambda secret: Table.objects.select_related("event").filter(secret=secret)[:1],
    secret=_SECRET,
)

ROUND_SEATING = Prepared(
    "round-seating",
    Seating,
    lambda table_id, round_number: Seating.objects.filter(
        table_id=table_id, round__number=round_number
    ).select_related("ns", "ew", "north", "east", "south", "west", "round")[:1],
    table_id=_TABLE,
    round_number=_ROUND,
)

TRAY_SEATING = Prepared(
    "tray-seating",
    Seating,
    lambda table_id, round_number, tray_id: Seating.objects.select_related(*SEATING_RELATED).filter(
        PLAYS, table_id=table_id, round__number=round_number, trays=tray_id
    )[:1],
    table_id=_TABLE,
    round_number=_ROUND,
    tray_id=_TRAY,
)


def table_by_secret(secret: str) -> Table | None:
    """The table whose link holds ``secret``, its event read with it (one query)."""
    return TABLE_BY_SECRET.first(secret=secret)


def round_seating(table: Table) -> Seating | None:
    """The table's seating in its event's current round, with its entrants, its round and
    the trays it plays (two queries); the table itself is the one in hand."""
    seating = ROUND_SEATING.first(table_id=table.pk, round_number=table.event.current_round)
    if seating is not None:
        seating.table = table
        prefetch_related_objects([seating], "trays")
    return seating


def tray_seating(table: Table, tray_id: int) -> Seating | None:
    """The table's seating that plays tray ``tray_id`` this round (a sit-out plays nothing),
    with its table, round and entrants (one query)."""
    return TRAY_SEATING.first(
        table_id=table.pk, round_number=table.event.current_round, tray_id=tray_id
    )
