"""The look-ups every request from a table's phone makes, compiled once
(``models.prepared``): the table its link names, with its event; the table's seating for the
round (or the round before), with its entrants, and the players named in its seats; and, as
a result is saved, the tray, the seating that plays it there, the result stored for it, the
phones' keys the trail holds there and the tray's deal (for the "are you sure?").  The trays
a seating plays are handed to it as ``prefetch_related`` would
(``django_internals.set_prefetched``: Django has no public way).

Each look-up's rule (which table, which seating, which trays, which results) is written once,
as the ORM queryset in its ``Prepared``: the SQL run is Django's own compilation of that
queryset, never a query written by hand, so the compiled look-up and the ORM cannot disagree
about what they select (tests/web/entry compare the rows of both)."""

from __future__ import annotations

from django.db.models import Count, Q

from tournaments.models.deals import Deal
from tournaments.models.django_internals import set_prefetched
from tournaments.models.events import EntrantMember
from tournaments.models.play import PLAYS, SEATING_RELATED, Round, Seating, Table, Tray
from tournaments.models.prepared import (
    ENTRANTS,
    EVENT,
    NUMBER,
    ROUND,
    SEATING,
    SECRET,
    TABLE,
    TRAY,
    Prepared,
)
from tournaments.models.results import Result, ResultChange
from tournaments.models.seat_players import SeatPlayer

SMALL = 32767  # the largest value of a PositiveSmallIntegerField

TABLE_BY_SECRET = Prepared(
    "table-by-secret",
    Table,
    lambda secret: Table.objects.select_related("event__club").filter(secret=secret)[:1],
    secret=SECRET,
)

ROUND_SEATING = Prepared(
    "round-seating",
    Seating,
    lambda table_id, round_number: Seating.objects.filter(
        table_id=table_id, round__number=round_number
    ).select_related("ns__team", "ew__team", "north", "east", "south", "west", "round")[:1],
    table_id=TABLE,
    round_number=ROUND,
)

SEATING_TRAYS = Prepared(
    "seating-trays",
    Tray,
    lambda seating_id: Tray.objects.filter(seatings=seating_id),
    seating_id=SEATING,
)

TRAY_SEATING = Prepared(
    "tray-seating",
    Seating,
    lambda table_id, round_number, tray_id: Seating.objects.select_related(*SEATING_RELATED).filter(
        PLAYS, table_id=table_id, round__number=round_number, trays=tray_id
    )[:1],
    table_id=TABLE,
    round_number=ROUND,
    tray_id=TRAY,
)

TRAY_BY_NUMBER = Prepared(
    "tray-by-number",
    Tray,
    lambda event_id, number: Tray.objects.filter(event_id=event_id, number=number)[:1],
    event_id=EVENT,
    number=NUMBER,
)

STORED_RESULT = Prepared(
    "stored-result",
    Result,
    lambda tray_id, seating_id: Result.objects.select_for_update().filter(
        tray_id=tray_id, seating_id=seating_id
    )[:1],
    tray_id=TRAY,
    seating_id=SEATING,
)

_SIDES = tuple(f"seating__{s}" for s in ("ns", "ew", "north", "east", "south", "west"))

RESULTS_ON_TRAYS = Prepared(
    "results-on-trays",
    Result,
    lambda seating_id: Result.objects.filter(tray__seatings=seating_id)
    .select_related("seating__table", "seating__round", *_SIDES)
    .order_by("tray__number", "seating__round__number", "seating__table__number"),
    seating_id=SEATING,
)

TRAY_DEAL = Prepared(
    "tray-deal",
    Deal,
    lambda tray_id: Deal.objects.filter(tray_id=tray_id).order_by()[:1],
    tray_id=TRAY,
)

TRAIL_KEYS = Prepared(
    "trail-keys",
    ResultChange,
    lambda tray_id, seating_id: ResultChange.objects.filter(tray_id=tray_id, seating_id=seating_id)
    .order_by()
    .values_list("old_value__client_key", "new_value__client_key"),
    tray_id=TRAY,
    seating_id=SEATING,
)

SEATING_RESULTS = Prepared(
    "seating-results",
    Result,
    lambda seating_id: Result.objects.filter(seating_id=seating_id),
    seating_id=SEATING,
)

ROUND_COUNT = Prepared(
    "round-count",
    Round,
    lambda event_id: Round.objects.filter(event_id=event_id)
    .order_by()
    .values("event_id")
    .annotate(rounds=Count("pk"))
    .values_list("rounds"),
    event_id=EVENT,
)


def _players_of_four(name: str, model: type[EntrantMember] | type[SeatPlayer]) -> Prepared:
    """``model``'s rows (each with its player) of the entrants a table seats, four at most:
    an entrant named twice when fewer sit there."""

    def build(a: int, b: int, c: int, d: int):
        of_four = Q(entrant_id=a) | Q(entrant_id=b) | Q(entrant_id=c) | Q(entrant_id=d)
        return model.objects.filter(of_four).select_related("player").order_by()

    return Prepared(name, model, build, **dict(zip("abcd", ENTRANTS, strict=True)))


SEAT_MEMBERS = _players_of_four("seat-members", EntrantMember)
SEAT_ENTRIES = _players_of_four("seat-entries", SeatPlayer)


def seats_of(entrant_ids: list[int]) -> tuple[list[EntrantMember], list[SeatPlayer]]:
    """The players of the entrants seated at one table (four at most: an individual's), and
    the entries that named a player in their seats at a table or the director's fix, each
    with its player (two queries; none for no entrant)."""
    if not entrant_ids:
        return [], []
    assert len(entrant_ids) <= len(ENTRANTS), entrant_ids  # four seats at a table
    ids = dict(zip("abcd", [*entrant_ids, *[entrant_ids[0]] * 4], strict=False))
    return SEAT_MEMBERS.all(**ids), SEAT_ENTRIES.all(**ids)


def tray_deal(tray: Tray) -> Deal | None:
    """The tray's deal, with the tray in hand set on it, or None while it has none (one
    query)."""
    deal = TRAY_DEAL.first(tray_id=tray.pk)
    if deal is not None:
        deal.tray = tray
    return deal


def keys_in_trail(tray: Tray, seating: Seating) -> set[str]:
    """The phones' keys of every write the trail holds for ``tray`` at ``seating``: each
    change's key before and after (one query)."""
    rows = TRAIL_KEYS.rows(tray_id=tray.pk, seating_id=seating.pk)
    return {key for pair in rows for key in pair if isinstance(key, str) and key}


def seating_results(seating_id: int) -> list[Result]:
    """Every result entered at the seating (one query)."""
    return SEATING_RESULTS.all(seating_id=seating_id)


def round_count(event_id: int) -> int:
    """How many rounds the event has (one query)."""
    found = ROUND_COUNT.rows(event_id=event_id)
    return found[0][0] if found else 0


def table_by_secret(secret: str) -> Table | None:
    """The table whose link holds ``secret``, its event and club read with it (one query)."""
    return TABLE_BY_SECRET.first(secret=secret)


def round_seating(table: Table) -> Seating | None:
    """The table's seating in its own round (``Table.round``: the event's, or the next when
    it moved on by itself), with its entrants, its round and the trays it plays (two
    queries); the table itself is the one in hand."""
    seating = table_seating(table, table.round)
    if seating is not None:
        set_prefetched(seating, "trays", SEATING_TRAYS.all(seating_id=seating.pk))
    return seating


def table_seating(table: Table, round_number: int) -> Seating | None:
    """The table's seating in round ``round_number``, with its round and everyone seated
    there (one query); the table itself is the one in hand."""
    seating = ROUND_SEATING.first(table_id=table.pk, round_number=round_number)
    if seating is not None:
        seating.table = table
    return seating


def tray_seating(table: Table, tray_id: int) -> Seating | None:
    """The table's seating that plays tray ``tray_id`` in its own round (a sit-out plays
    nothing), with its table, round and entrants (one query)."""
    return TRAY_SEATING.first(table_id=table.pk, round_number=table.round, tray_id=tray_id)


def tray_by_number(event_id: int, number: int) -> Tray | None:
    """The event's tray ``number`` (one query); None, as from the ORM, for a number no tray
    can have (the column holds 0 to 32767: a larger one would not even reach PostgreSQL)."""
    if not 0 <= number <= SMALL:
        return None
    return TRAY_BY_NUMBER.first(event_id=event_id, number=number)


def stored_result(tray: Tray, seating: Seating) -> Result | None:
    """The result stored for ``tray`` at ``seating``, its row locked until the transaction
    ends (PostgreSQL; SQLite's writers hold the whole database), with the tray and seating in
    hand set on it.  Only inside a transaction: the lock would be released at once."""
    result = STORED_RESULT.first(tray_id=tray.pk, seating_id=seating.pk)
    if result is not None:
        result.tray, result.seating = tray, seating
    return result


def results_on_trays(seating: Seating) -> list[Result]:
    """Every table's result on the trays ``seating`` plays, tray by tray in the order they
    were played, each with its seating, table, round and entrants (one query)."""
    return RESULTS_ON_TRAYS.all(seating_id=seating.pk)
