"""What a table's phone may do with a result, read from the rows: the table's corrections rule.

- A result the director entered, adjusted or corrected (a ruling of any kind, a leaver's
  averages) is the director's: the phone shows it read-only, never to change, accept or
  dispute.
- A result the table entered is the table's to change until the opponents accept it.
- The phone is shown a tray's traveller (the other tables' results) only once the table's
  own result for the tray is accepted or is the director's; from the moment it has been
  shown (``Result.traveller_seen_at``) a change the table wants goes to the director as a
  request (``ChangeRequest``), as table terminals do after the opponents accept (Law 79C:
  the director corrects a score within the correction period).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from tournaments import models as m
from tournaments.models.table_lookups import results_on_trays

TABLE_VIA = "table"


def director_lines(results: list[m.Result]) -> set[int]:
    """The ids of ``results`` the director has written over since the table entered them
    (one query, none when there are no results): the trail's lines not from a table."""
    if not results:
        return set()
    by_place = {(r.tray_id, r.seating_id): r for r in results}
    lines = (
        m.ResultChange.objects.filter(
            seating_id__in={r.seating_id for r in results},
            tray_id__in={r.tray_id for r in results},
        )
        .exclude(changed_via=TABLE_VIA)
        .exclude(action=m.ResultChange.Action.REMOVED)
        .values_list("tray_id", "seating_id", "changed_at")
    )
    out = set()
    for tray_id, seating_id, at in lines:
        result = by_place.get((tray_id, seating_id))
        if result is not None and at >= result.entered_at:
            out.add(result.pk)
    return out


def is_directors(result: m.Result, written_over: set[int]) -> bool:
    """Whether ``result`` is the director's: entered away from the table, an adjusted score,
    or corrected by the director since (``written_over``, from ``director_lines``)."""
    return bool(result.adjustment) or result.entered_via != TABLE_VIA or result.pk in written_over


def directors(result: m.Result) -> bool:
    """``is_directors`` for one result (one query)."""
    return is_directors(result, director_lines([result]))


def shows_traveller(result: m.Result, ruled: bool) -> bool:
    """The table may see the tray's traveller: its own result is accepted, or the
    director's."""
    return ruled or (result.confirmed_at is not None and result.disputed_at is None)


def asks_director(result: m.Result) -> bool:
    """A change the table wants to ``result`` (its own) goes to the director as a request:
    the opponents have accepted it, or the table has been shown the tray's traveller."""
    return result.confirmed_at is not None or result.traveller_seen_at is not None


@dataclass
class TableView:
    """The table's own results this round and what the phone shows of each."""

    stored: dict[int, m.Result] = field(default_factory=dict)  # by tray number
    travellers: dict[int, list[m.Result]] = field(default_factory=dict)  # shown ones only
    ruled: set[int] = field(default_factory=set)  # tray numbers: the director's results
    requests: dict[int, m.ChangeRequest] = field(default_factory=dict)  # open, by tray number
    earlier: list[m.Result] = field(default_factory=list)  # unaccepted, of earlier rounds

    def newly_shown(self) -> list[int]:
        """The ids of the table's results whose traveller is shown now for the first time."""
        return [
            self.stored[n].pk for n in self.travellers if self.stored[n].traveller_seen_at is None
        ]


def table_view(seating: m.Seating) -> TableView:
    """The table's results this round, the travellers it may see, the director's results,
    the open requests, and its results of earlier rounds still waiting for the opponents."""
    view = TableView()
    trays = {t.pk: t for t in seating.trays.all()}
    every: dict[int, list] = {}
    if trays:
        for r in results_on_trays(seating):
            r.tray = trays[r.tray_id]
            every.setdefault(r.tray.number, []).append(r)
            if r.seating_id == seating.pk:
                view.stored[r.tray.number] = r
    view.earlier = unaccepted_earlier(seating)
    own = list(view.stored.values())
    written_over = director_lines(own + view.earlier)
    view.ruled = {r.tray.number for r in own if is_directors(r, written_over)}
    view.earlier = [r for r in view.earlier if not is_directors(r, written_over)]
    view.travellers = {
        number: every[number]
        for number, r in view.stored.items()
        if shows_traveller(r, number in view.ruled)
    }
    if any(asks_director(r) for r in own):
        numbers = {r.pk: number for number, r in view.stored.items()}
        for request in m.ChangeRequest.objects.filter(
            result__in=own, status=m.ChangeRequest.Status.OPEN
        ):
            view.requests[numbers[request.result_id]] = request
    return view


def unaccepted_earlier(seating: m.Seating) -> list[m.Result]:
    """The table's results of rounds before ``seating``'s that the opponents have neither
    accepted nor disputed, entered at the table (one query)."""
    return list(
        m.Result.objects.filter(
            seating__table_id=seating.table_id,
            seating__round__number__lt=seating.round.number,
            confirmed_at__isnull=True,
            disputed_at__isnull=True,
            entered_via=TABLE_VIA,
            adjustment="",
        )
        .select_related("tray", "seating__round")
        .order_by("seating__round__number", "tray__number")
    )
