"""What must hold however an evening goes.

- Nothing lost or stored twice: a refused write writes nothing; the director's write touches
  only the lines it names; a phone's key is stored once; the trail holds one line for each
  change, each line's old value the one before's new value, the last the stored result.
- No ruling changed by a table: after a table's writes every line the director wrote is as
  the director left it (a ruling neither changed, accepted nor disputed from a phone).
- No unplayed result visible: while the event is in play a tray's results reach the public
  only once every table due to play it has played it.
- (``outputs``) every figure equal across the pages and files, and no 500 anywhere.
"""

from __future__ import annotations

from contextlib import contextmanager

from django.core.cache import cache

from tests.simulator.figures import same
from tests.simulator.model import Evening, playing_seatings, ruling_state
from tests.simulator.readers import card_rows, number_of, traveller_rows
from tournaments import models as m
from tournaments import services
from tournaments.adapters import cached


def _stored(ev: Evening) -> dict[tuple[int, int], dict]:
    rows = m.Result.objects.filter(tray__event=ev.event).select_related("tray")
    return {(r.tray.number, r.seating_id): services.result_snapshot(r) for r in rows}


def _counts() -> tuple[int, int]:
    return m.Result.objects.count(), m.ResultChange.objects.count()


@contextmanager
def director_wrote(ev: Evening, targets: set[tuple[int, int]]):
    """The director's write touches only ``targets`` (new lines may appear: a leaver's
    averages); a refusal (``DomainError``, kept as a note) writes nothing at all."""
    before, counts = _stored(ev), _counts()
    try:
        yield
    except services.DomainError as exc:
        ev.note(f"  -> refused: {exc}")
        if (_stored(ev), _counts()) != (before, counts):
            ev.fault(f"a refused write of the director changed results: {exc}")
        return
    finally:
        ev.refresh()
    after = _stored(ev)
    for key, values in before.items():
        if key not in targets and after.get(key) != values:
            ev.fault(f"the director's write changed tray {key[0]} seating {key[1]} too")
    # A "correction" that leaves the result as it was writes nothing (no trail line): the
    # result stays the table's, so only lines the director really wrote become the director's.
    touched = {k for k in targets if after.get(k) != before.get(k)} | (set(after) - set(before))
    for row in m.Result.objects.filter(tray__event=ev.event).select_related("tray"):
        if (row.tray.number, row.seating_id) in touched:
            ev.rulings[row.pk] = ruling_state(row)
    gone = {pk for pk in ev.rulings if not m.Result.objects.filter(pk=pk).exists()}
    for pk in gone:
        del ev.rulings[pk]
    trail_is_whole(ev)


@contextmanager
def table_wrote(ev: Evening):
    """After a table's write, every line the director wrote is as the director left it."""
    try:
        yield
    finally:
        ev.refresh()
    for pk, state in list(ev.rulings.items()):
        row = m.Result.objects.select_related("tray", "seating__table").filter(pk=pk).first()
        now = ruling_state(row) if row is not None else None
        ruled = bool(state[0]["adjustment"])
        if now is None or (now != state if ruled else now[0] != state[0]):
            what = "ruling" if ruled else "result the director entered"
            where = f"tray {row.tray.number} table {row.seating.table.number}" if row else pk
            ev.fault(f"a table changed the director's {what} on {where}: {state} -> {now}")
            del ev.rulings[pk]  # said once
    keys_stored_once(ev)
    trail_is_whole(ev)


def keys_stored_once(ev: Evening) -> None:
    """Every save the site accepted from a phone is stored once, unless the director took
    it off the traveller."""
    removed = set(
        m.ResultChange.objects.filter(
            event=ev.event, action=m.ResultChange.Action.REMOVED
        ).values_list("tray__number", "seating_id")
    )
    for save in ev.saves:
        count = m.Result.objects.filter(tray__event=ev.event, client_key=save.key).count()
        if count > 1:
            ev.fault(f"the phone's key {save.key} is stored {count} times")
        here = m.Result.objects.filter(tray__event=ev.event, tray__number=save.tray,
                                       seating_id=save.seating).exists()  # fmt: skip
        if not here and (save.tray, save.seating) not in removed:
            ev.fault(f"the save {save.key} (tray {save.tray}) was lost")


def without_key(value: dict | None) -> dict | None:
    """A trail line's result without the phone's key it keeps."""
    return None if value is None else {k: v for k, v in value.items() if k != "client_key"}


def trail_is_whole(ev: Evening) -> None:
    """One trail line per change: a chain from nothing to the stored result, no empty links."""
    chains: dict[tuple[int, int], list] = {}
    for change in m.ResultChange.objects.filter(event=ev.event).order_by("pk"):
        chains.setdefault((change.tray_id, change.seating_id), []).append(change)
    stored = {
        (r.tray_id, r.seating_id): services.result_snapshot(r)
        for r in m.Result.objects.filter(tray__event=ev.event)
    }
    for key in set(chains) | set(stored):
        previous = None
        for change in chains.get(key, []):
            # A table's write and a removal also keep the phone's key (so a resend cannot
            # bring a result back): the chain is of the results themselves.
            old, new = without_key(change.old_value), without_key(change.new_value)
            if old != previous:
                ev.fault(f"the trail of {key} breaks at change {change.pk}: {change.old_value}")
            if old == new:
                ev.fault(f"the trail of {key} holds a change that changed nothing")
            previous = new
        if previous != stored.get(key):
            ev.fault(
                f"the trail of {key} ends at {previous}, the stored result is {stored.get(key)}"
            )


def unplayed_trays(event: m.Event) -> dict[int, tuple[int, int]]:
    """Trays with some results but not every table's: (entered, due) by tray number."""
    due: dict[int, int] = {}
    for seating in playing_seatings(event):
        for tray in seating.trays.all():
            due[tray.number] = due.get(tray.number, 0) + 1
    entered: dict[int, int] = {}
    for number in m.Result.objects.filter(tray__event=event).values_list("tray__number", flat=True):
        entered[number] = entered.get(number, 0) + 1
    return {
        number: (entered[number], count)
        for number, count in sorted(due.items())
        if entered.get(number, 0) and entered[number] < count
    }


# A card's columns that say where and against whom, not what happened.
WHO = {"Round", "Table", "Tray", "Dir", "Opponents", "Seat", "Partner"}


def nothing_unplayed_public(ev: Evening, *, cards: bool = False) -> None:
    """While in play, the public reads a tray's results only once every table due to play
    it has played it: on its traveller page, and (``cards``) on every score card."""
    event = ev.refresh()
    if event.status != m.Status.PLAYING or event.results_shown == m.ResultsShown.FINISH:
        return
    unplayed = unplayed_trays(event)
    for number, (entered, due) in unplayed.items():
        shown = traveller_rows(ev, ev.public, number)
        if shown:
            ev.fault(
                f"tray {number}'s traveller shows {shown} to the public with "
                f"{entered} of {due} tables played"
            )
    if not cards or not unplayed:
        return
    for label in event.entrants.exclude(kind=m.Entrant.Kind.TEAM).values_list("label", flat=True):
        for row in card_rows(ev, ev.public, label):
            said = {k: v for k, v in row.items() if k not in WHO and v.strip("— ")}
            if number_of(row.get("Tray", "")) in unplayed and said:
                ev.fault(f"{label}'s public card shows {row} before the tray is played")


def travellers_agree_with_cards(ev: Evening) -> None:
    """While in play, each line of a tray the public may see has the same match points on
    the tray's traveller as on the pair's card, both as the public reads them.  Read first
    at its version by a worker that has kept nothing, the traveller is scored from its tray
    alone where the field allows it (``PairsFromValues.tray_alone``); the cards from the
    whole event."""
    event = ev.refresh()
    if event.status != m.Status.PLAYING or event.form != m.Form.PAIRS:
        return
    unplayed = unplayed_trays(event)
    played = sorted(
        set(m.Result.objects.filter(tray__event=event).values_list("tray__number", flat=True))
        - set(unplayed)
    )
    labels = {e.code: e.label for e in event.entrants.all()} if played else {}
    cache.clear()  # a worker that has kept nothing, the shared cache empty: the travellers
    cached.forget()  # are the first pages read at this version
    for number in played[-2:]:  # the two last trays played: a traveller read first each
        for row in traveller_rows(ev, ev.public, number):
            pair, mp = row[2], row[-2]
            label = labels.get(pair)
            if label is None or number_of(mp.split(".")[0]) is None:
                continue
            on_card = [
                line.get("MP", "")
                for line in card_rows(ev, ev.public, label)
                if number_of((line.get("Tray", "").split() or [""])[0]) == number  # "3 deal"
            ]
            if on_card and not any(same(mp, got) for got in on_card):
                ev.fault(
                    f"tray {number}'s public traveller gives {pair} {mp} match points, "
                    f"its card {on_card}"
                )
