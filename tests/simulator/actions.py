"""What happens during an evening, one function an action, in a registry.

Each action takes the evening and hypothesis's ``data`` (to draw what it needs), acts through
the services (the director) or the pad's JSON API (the tables), and keeps the evening's model
up to date; the checks that must hold after each kind of write are in ``invariants``.  An
action the site refuses with a message is part of an evening too: the refusal must write
nothing.

To add an action: write ``def name(ev, data)`` and register it with ``@action(when=...)``,
``when`` saying whether it can happen now (the event in play, a pairs event...).  The
director's actions that undo (reopen a finished event, undo the last round call) belong in
``undo.py`` beside this module, registered the same way and imported by ``test_evenings``
beside this module; a reopened event goes on being played by the same loop (``possible``
offers whatever applies while it is in play).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from hypothesis import strategies as st

from tests.simulator import lines
from tests.simulator.invariants import director_wrote, nothing_unplayed_public, table_wrote
from tests.simulator.model import REASON, Evening, Save, playing_seatings
from tests.simulator.phones import answer, pad_state, save_on_pad
from tests.simulator.room import clock_shown, round_called
from tournaments import models as m
from tournaments import services
from tournaments.services.late import free_seat, join_late


@dataclass(frozen=True)
class Action:
    name: str
    run: Callable[[Evening, object], None]
    when: Callable[[Evening], bool]
    weight: int


ACTIONS: dict[str, Action] = {}


def action(*, when: Callable[[Evening], bool] = lambda ev: True, weight: int = 1):
    def register(fn):
        ACTIONS[fn.__name__] = Action(fn.__name__, fn, when, weight)
        return fn

    return register


def possible(ev: Evening) -> list[str]:
    """The actions that can happen now, each as often as its weight says."""
    return [a.name for a in ACTIONS.values() if a.when(ev) for _ in range(a.weight)]


def in_play(ev: Evening) -> bool:
    return ev.event.status == m.Status.PLAYING


def pairs_in_play(ev: Evening) -> bool:
    return in_play(ev) and ev.event.form == m.Form.PAIRS


def _round_lines(ev: Evening, data, *, stored: bool | None):
    """A (seating, tray) of the round in play, with or without a stored result (None: any)."""
    found = []
    for seating in playing_seatings(ev.event, ev.event.current_round):
        done = {r.tray_id for r in seating.results.all()}
        for tray in seating.trays.all():
            if stored is None or (tray.pk in done) == stored:
                found.append((seating, tray))
    found.sort(key=lambda st_: (st_[0].table.number, st_[1].number))
    return data.draw(st.sampled_from(found), label="line") if found else None


def _any_result(ev: Evening, data, **filters) -> m.Result | None:
    rows = list(
        m.Result.objects.filter(tray__event=ev.event, **filters)
        .select_related("tray", "seating__table", "seating__round")
        .order_by("pk")
    )
    return data.draw(st.sampled_from(rows), label="result") if rows else None


# The tables' phones --------------------------------------------------------------------------


@action(when=in_play, weight=6)
def table_saves(ev: Evening, data) -> None:
    """A table's phone sends a tray's result (another phone may have been quicker)."""
    found = _round_lines(ev, data, stored=data.draw(st.sampled_from([False, False, True])))
    if found is None:
        return
    seating, tray = found
    line = data.draw(lines.played(ev.bridge), label="played")
    key = ev.new_key()
    ev.note(f"table {seating.table.number} saves tray {tray.number} {line} key {key}")
    with table_wrote(ev):
        reply = save_on_pad(ev, seating.table.number, tray.number, line, key=key)
    if reply["outcome"] == "saved":
        if not lines.sent_matches(line, reply["result"]):
            ev.fault(f"the pad stored {reply['result']} for {line}")
        ev.saves.append(Save(key, tray.number, seating.pk, reply["result"]["id"]))
    pad_state(ev, seating.table.number)


@action(when=lambda ev: in_play(ev) and bool(ev.saves), weight=3)
def table_resends(ev: Evening, data) -> None:
    """A phone sends a result again with the same key (the answer was lost offline)."""
    save = data.draw(st.sampled_from(ev.saves), label="save")
    seating = m.Seating.objects.select_related("table", "round").get(pk=save.seating)
    stored = m.Result.objects.filter(pk=save.result).first()
    line = {"ns_tricks": 7} if not ev.bridge else {"contract": "1NT", "declarer": "N", "tricks": 7}
    if stored is not None and not stored.adjustment:
        line = lines.stored_line(stored, ev.bridge)
    ev.note(f"table {seating.table.number} resends key {save.key}")
    before = (m.Result.objects.count(), m.ResultChange.objects.count())
    with table_wrote(ev):
        reply = save_on_pad(
            ev, seating.table.number, save.tray, line, key=save.key, round=seating.round.number
        )
    after = (m.Result.objects.count(), m.ResultChange.objects.count())
    if after != before:
        ev.fault(f"a resend of key {save.key} wrote: results, trail {before} -> {after}")
    if reply["outcome"] == "saved":
        ev.fault(f"a resend of key {save.key} was saved as new: {reply}")


@action(when=in_play, weight=3)
def table_edits(ev: Evening, data) -> None:
    """A table changes a result of its round on its phone (its own, or any it is shown)."""
    result = _any_result(ev, data, seating__round__number=ev.event.current_round)
    if result is None:
        return
    table = result.seating.table.number
    line = data.draw(lines.played(ev.bridge), label="played")
    peeked = (table, result.tray.number) in ev.peeked
    ev.note(f"table {table} edits tray {result.tray.number} result {result.pk} to {line}")
    before = services.result_snapshot(result)
    with table_wrote(ev):
        save_on_pad(ev, table, result.tray.number, line, key=ev.new_key(), edit_of=result.pk)
    result.refresh_from_db()
    if peeked and services.result_snapshot(result) != before:
        ev.fault(
            f"table {table} saw tray {result.tray.number}'s traveller and then changed its own "
            f"result from {before} without the director"
        )


@action(when=in_play, weight=2)
def table_answers(ev: Evening, data) -> None:
    """The opponents accept a result of their round, or say they disagree."""
    result = _any_result(ev, data, seating__round__number=ev.event.current_round)
    if result is None:
        return
    word = data.draw(st.sampled_from(["accept", "disagree"]), label="answer")
    ev.note(f"table {result.seating.table.number} answers {word} on result {result.pk}")
    with table_wrote(ev):
        reply = answer(ev, result.seating.table.number, result.pk, word)
    if reply.get("outcome") == "accept":
        ev.accepted.add(result.pk)
    pad_state(ev, result.seating.table.number)


# The director -------------------------------------------------------------------------------


def deal_after_ruling(ev: Evening, table: int) -> None:
    """With the deal on the pad, the table's phone reads its state after the director wrote
    its result (a result the director wrote shows its traveller, and the deal with it)."""
    if ev.deals_on_pad:
        pad_state(ev, table)


@action(when=in_play, weight=2)
def director_enters(ev: Evening, data) -> None:
    """The director enters a score slip for a line of the round in play or one before."""
    found = _round_lines(ev, data, stored=False)
    if found is None:
        return
    seating, tray = found
    line = data.draw(lines.played(ev.bridge), label="played")
    ev.note(f"director enters tray {tray.number} table {seating.table.number} {line}")
    with director_wrote(ev, {(tray.number, seating.pk)}):
        services.record_traveller(
            ev.event,
            tray.number,
            [lines.entry(seating.pk, line, bridge=ev.bridge)],
            by=ev.director,
        )
    deal_after_ruling(ev, seating.table.number)


@action(when=in_play, weight=4)
def director_rules(ev: Evening, data) -> None:
    """A ruling of any kind on a line (a penalty or a fouled group keeps the table's result)."""
    kind, code = data.draw(st.sampled_from(lines.rulings(ev.bridge)), label="ruling")
    keeps = kind in ("penalty", "fouled")
    result = _any_result(ev, data) if keeps else None
    if keeps and result is None:
        return
    if result is None:
        played = [s for s in playing_seatings(ev.event) if s.round.number <= ev.event.current_round]
        seating = data.draw(st.sampled_from(sorted(played, key=lambda s: s.pk)), label="seating")
        tray = data.draw(st.sampled_from(sorted(t.number for t in seating.trays.all())))
        line = None
    else:
        seating, tray = result.seating, result.tray.number
        line = lines.stored_line(result, ev.bridge)
    ev.note(f"director rules {code} ({kind}) on tray {tray} table {seating.table.number}")
    with director_wrote(ev, {(tray, seating.pk)}):
        services.record_traveller(
            ev.event, tray, [lines.entry(seating.pk, line, code, bridge=ev.bridge)], by=ev.director,
            reason=REASON,
        )  # fmt: skip
    deal_after_ruling(ev, seating.table.number)


@action(when=in_play, weight=2)
def director_corrects(ev: Evening, data) -> None:
    """A correction with its reason (a dispute, if any, is settled by it)."""
    result = _any_result(ev, data)
    if result is None:
        return
    line = data.draw(lines.played(ev.bridge), label="played")
    same = data.draw(st.booleans(), label="the result stands")
    if same and not result.adjustment:
        line = lines.stored_line(result, ev.bridge)
    where = (result.tray.number, result.seating_id)
    ev.note(f"director corrects tray {where[0]} table {result.seating.table.number} to {line}")
    with director_wrote(ev, {where}):
        services.record_traveller(
            ev.event, where[0], [lines.entry(result.seating_id, line, bridge=ev.bridge)], by=ev.director,
            reason="Corrected: the slip was misread",
        )  # fmt: skip
    deal_after_ruling(ev, result.seating.table.number)


@action(when=lambda ev: in_play(ev) and ev.disputed(), weight=2)
def director_settles(ev: Evening, data) -> None:
    """The director rules on a result the opponents disagreed with: it stands, or is
    corrected."""
    result = _any_result(ev, data, disputed_at__isnull=False)
    line = lines.stored_line(result, ev.bridge)
    if result.adjustment or data.draw(st.booleans(), label="corrected"):
        line = data.draw(lines.played(ev.bridge), label="played")
    where = (result.tray.number, result.seating_id)
    ev.note(f"director settles the dispute on tray {where[0]}: {line}")
    with director_wrote(ev, {where}):
        services.record_traveller(
            ev.event, where[0], [lines.entry(result.seating_id, line, bridge=ev.bridge)],
            by=ev.director, reason="The director ruled on the dispute",
        )  # fmt: skip
    deal_after_ruling(ev, result.seating.table.number)
    if m.Result.objects.filter(pk=result.pk, disputed_at__isnull=False).exists():
        ev.fault(f"tray {where[0]} is still disputed after the director's ruling")


@action(when=in_play, weight=1)
def director_removes(ev: Evening, data) -> None:
    """A result taken off a traveller (entered for the wrong tray)."""
    result = _any_result(ev, data)
    if result is None:
        return
    where = (result.tray.number, result.seating_id)
    ev.note(f"director removes tray {where[0]} table {result.seating.table.number}")
    with director_wrote(ev, {where}):
        services.remove_result(result, by=ev.director, reason="Entered for the wrong tray")


@action(when=pairs_in_play, weight=1)
def pair_leaves(ev: Evening, data) -> None:
    """A pair leaves from a later round: its opponents sit out, or score average-plus."""
    last = ev.event.rounds.count()
    if ev.event.current_round >= last:
        return
    pairs = list(ev.event.entrants.exclude(kind=m.Entrant.Kind.INDIVIDUAL).order_by("pk"))
    entrant = data.draw(st.sampled_from(pairs), label="leaver")
    start = data.draw(st.integers(ev.event.current_round + 1, last), label="from round")
    how = data.draw(st.sampled_from(["sit-out", "average-plus"]), label="opponents")
    ev.note(f"{entrant.code} leaves from round {start}, opponents {how}")
    with director_wrote(ev, set()):
        services.withdraw_entrant(
            ev.event, entrant, from_round=start, by=ev.director, reason="Went home",
            opponents=how,
        )  # fmt: skip


@action(when=lambda ev: pairs_in_play(ev) and free_seat(ev.event) is not None, weight=1)
def late_pair(ev: Evening, data) -> None:
    """A late pair takes the phantom's seat from the next round."""
    if ev.event.current_round >= ev.event.rounds.count():
        return
    ev.note("a late pair takes the phantom's seat")
    with director_wrote(ev, set()):
        join_late(ev.event, by=ev.director, player_names=["Late North", "Late South"])
    ev.secrets = dict(ev.event.tables.values_list("number", "secret"))


@action(when=in_play, weight=1)
def renew_link(ev: Evening, data) -> None:
    """A table's phone was lost: the director gives the table a new link."""
    number = data.draw(st.sampled_from(sorted(ev.secrets)), label="table")
    ev.note(f"table {number}'s link renewed")
    table = services.renew_table_secret(ev.event, number, by=ev.director)
    ev.old_secrets.append(ev.secrets[number])
    ev.secrets[number] = table.secret


@action(when=lambda ev: in_play(ev) and ev.event.current_round < ev.event.rounds.count())
def call_round(ev: Evening, data) -> None:
    """The director calls the next round (missing results may come later)."""
    nothing_unplayed_public(ev)
    services.advance_round(ev.event, by=ev.director)
    ev.refresh()
    ev.note(f"round {ev.event.current_round} called")
    round_called(ev)
    clock_shown(ev)
    nothing_unplayed_public(ev)


@action(when=in_play, weight=3)
def tables_play_the_round(ev: Evening, data) -> None:
    """Every table of the round sends the results it has not sent yet, from its phone."""
    ev.note(f"the tables play round {ev.event.current_round}")
    for seating in playing_seatings(ev.event, ev.event.current_round):
        done = {r.tray_id for r in seating.results.all()}
        for tray in sorted(seating.trays.all(), key=lambda t: t.number):
            if tray.pk in done:
                continue
            line = data.draw(lines.played(ev.bridge), label="played")
            key = ev.new_key()
            with table_wrote(ev):
                reply = save_on_pad(ev, seating.table.number, tray.number, line, key=key)
            if reply["outcome"] == "saved":
                ev.saves.append(Save(key, tray.number, seating.pk, reply["result"]["id"]))
        pad_state(ev, seating.table.number)


@action(when=lambda ev: in_play(ev) and ev.event.current_round == ev.event.rounds.count())
def finish(ev: Evening, data) -> None:
    """The director finishes the event in its last round (results may still be missing);
    the evening goes on only if an action applies to a finished event (reopen)."""
    nothing_unplayed_public(ev)
    services.finish_event(ev.event, by=ev.director)
    ev.refresh()
    ev.note("finished")
