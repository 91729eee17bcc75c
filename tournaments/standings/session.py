"""The read side of a session in play: which tables have reported, and what is missing."""

from __future__ import annotations

from dataclasses import dataclass, field

from tournaments import models as m
from tournaments.adapters.trust import TABLE_VIA, director_lines, is_directors
from tournaments.scoring.entry import stored_text
from tournaments.standings.deals import reason


@dataclass
class TableStatus:
    table: m.Table
    seating: m.Seating | None
    trays: list[int] = field(default_factory=list)
    entered: list[int] = field(default_factory=list)
    confirmed: int = 0

    @property
    def missing(self) -> list[int]:
        return [t for t in self.trays if t not in self.entered]

    @property
    def complete(self) -> bool:
        return not self.missing

    @property
    def sits_out(self) -> bool:
        return self.seating is not None and self.seating.is_sit_out


def round_status(event: m.Event, round_number: int) -> list[TableStatus]:
    """Every table of a round with its trays and what has been entered (three queries)."""
    seatings = {
        s.table_id: s
        for s in m.Seating.objects.filter(round__event=event, round__number=round_number)
        .select_related("ns", "ew", "north", "east", "south", "west", "table")
        .prefetch_related("trays")
    }
    results = m.Result.objects.filter(
        seating__round__event=event, seating__round__number=round_number
    ).values_list("seating__table_id", "tray__number", "confirmed_at")
    entered: dict[int, list[int]] = {}
    confirmed: dict[int, int] = {}
    for table_id, tray, confirmed_at in results:
        entered.setdefault(table_id, []).append(tray)
        if confirmed_at is not None:
            confirmed[table_id] = confirmed.get(table_id, 0) + 1
    out = []
    for table in event.tables.all():
        seating = seatings.get(table.pk)
        trays = sorted(t.number for t in seating.trays.all()) if seating else []
        out.append(
            TableStatus(
                table=table,
                seating=seating,
                trays=trays,
                entered=sorted(entered.get(table.pk, [])),
                confirmed=confirmed.get(table.pk, 0),
            )
        )
    return out


def missing_by_round(event: m.Event) -> dict[int, int]:
    """How many results each round still lacks (two queries)."""
    expected: dict[int, int] = {}
    for number, _seating in (
        m.Seating.trays.through.objects.filter(seating__round__event=event)
        .values_list("seating__round__number", "seating_id")
        .iterator()
    ):
        expected[number] = expected.get(number, 0) + 1
    for number, _seating in m.Result.objects.filter(seating__round__event=event).values_list(
        "seating__round__number", "seating_id"
    ):
        expected[number] = expected.get(number, 0) - 1
    return {n: c for n, c in sorted(expected.items())}


def playing_seatings(tray: m.Tray) -> tuple[list[m.Seating], dict[int, m.Result]]:
    """The tables that play a tray, in play order, and their stored results (two queries):
    the lines of the tray's traveller."""
    seatings = list(
        tray.seatings.filter(m.PLAYS)
        .select_related(*m.SEATING_RELATED)
        .order_by("round__number", "table__number")
    )
    results = {r.seating_id: r for r in tray.results.all()}
    return seatings, results


def disputed(event: m.Event) -> list[m.Result]:
    """Results the opponents disagree with, waiting for the director's ruling (one query)."""
    return list(
        m.Result.objects.filter(tray__event=event, disputed_at__isnull=False)
        .select_related("tray", "seating__table", "seating__round")
        .order_by("disputed_at")
    )


def waiting_calls(event: m.Event) -> list[m.DirectorCall]:
    """The tables' calls the director has not answered, oldest first (one query)."""
    return list(
        m.DirectorCall.objects.filter(event=event, answered_at__isnull=True).select_related("table")
    )


@dataclass(frozen=True)
class Doubtful:
    """A saved result the cards make unlikely, and why."""

    result: m.Result
    why: str


def doubtful_results(event: m.Event) -> list[Doubtful]:
    """Saved results far from what the cards allow (a slip at the table, saved anyway), for
    the director to check: one query, the results of the trays whose deals are analysed."""
    rows = (
        m.Result.objects.filter(tray__event=event, tray__deal__tricks__isnull=False)
        .select_related("tray__deal", "seating__table", "seating__round")
        .order_by("tray__number", "seating__table__number")
    )
    found = []
    for r in rows:
        values = {
            "ns_tricks": r.ns_tricks,
            "contract": r.contract,
            "declarer": r.declarer,
            "tricks_taken": r.tricks_taken,
            "adjustment": r.adjustment,
        }
        why = reason(r.tray.deal, event, values)
        if why:
            found.append(Doubtful(r, str(why)))
    return found


def change_requests(event: m.Event) -> list[m.ChangeRequest]:
    """The tables' requests to change a result they can no longer change themselves, waiting
    for the director (one query)."""
    rows = list(
        m.ChangeRequest.objects.filter(event=event, status=m.ChangeRequest.Status.OPEN)
        .select_related("result__tray", "result__seating__table", "result__seating__round")
        .order_by("asked_at", "pk")
    )
    for row in rows:
        row.old_text, row.new_text = stored_text(row.old_value), stored_text(row.new_value)
    return rows


def unaccepted(event: m.Event, *, before_round: int | None = None) -> list[m.Result]:
    """Results entered at a table in a round already over (before ``before_round``: the round
    in play unless given) that the opponents have neither accepted nor disputed (two
    queries): the desk flags them once the next round is called, and asks about them before."""
    rows = list(
        m.Result.objects.filter(
            tray__event=event,
            seating__round__number__lt=before_round or event.current_round,
            confirmed_at__isnull=True,
            disputed_at__isnull=True,
            entered_via=TABLE_VIA,
            adjustment="",
        )
        .select_related("tray", "seating__table", "seating__round")
        .order_by("seating__table__number", "tray__number")
    )
    written_over = director_lines(rows)
    return [r for r in rows if not is_directors(r, written_over)]
