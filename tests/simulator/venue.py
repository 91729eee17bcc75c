"""The venue's actions in an evening: a table calls the director and the director answers;
the director works the round clock while the room's time passes (``room``).

- **Calls**: a table has one call waiting at a time (calling again answers with the waiting
  call), the director's answer clears it; after each, the desk's waiting calls are exactly the
  simulator's, and the director's log holds every call and every answer.
- **The clock**: after each control, each passing of time and each round call, the big
  screen's state says of the clock what the simulator's own clock says (``room``).
"""

from __future__ import annotations

import datetime as dt
from dataclasses import replace

from hypothesis import strategies as st

from tests.simulator.actions import action, in_play
from tests.simulator.model import Evening
from tests.simulator.readers import get
from tests.simulator.room import RoomClock, clock_shown, controlled
from tournaments import models as m

# What a table may give as its reason, and the words the desk and the pad show for it (none
# given: "something else").
REASONS = {
    "revoke": "Revoke",
    "lead": "Lead out of turn",
    "claim": "Claim",
    "other": "Something else",
    "": "Something else",
}


@action(when=in_play, weight=3)
def director_clock(ev: Evening, data) -> None:
    """The director works the clock from the desk while the round is played: one to four
    controls (start, pause, go on, add or take off time, the minutes a board), with minutes
    of play between them; a control that cannot apply is refused and changes nothing."""
    for _ in range(data.draw(st.integers(1, 4), label="controls")):
        control(ev, data)
        if data.draw(st.booleans(), label="time passes"):
            time_passes(ev, data)


def control(ev: Evening, data) -> None:
    """One control of the clock on the desk."""
    what = data.draw(st.sampled_from(["start", "start", "pause", "resume", "add", "minutes"]))
    minutes = ""
    if what == "add":
        minutes = str(data.draw(st.sampled_from([1, 5, -2, 0, 31]), label="minutes added"))
    elif what == "minutes":
        minutes = data.draw(st.sampled_from(["6", "7.5", "8", "7.3", "25"]), label="a board")
    ev.note(f"director's clock: {what} {minutes}".rstrip())
    event = ev.refresh()
    clock = ev.clock or RoomClock(event.current_round)
    if clock.round != event.current_round:
        clock = clock.fresh(event.current_round, started=False)
    after = controlled(clock, what, minutes)
    response = ev.staff.post(f"/e/{event.slug}/run/clock/", {"action": what, "minutes": minutes})
    if response.status_code != 302:
        ev.fault(f"the clock's {what} answered {response.status_code}")
    if after is not None:
        ev.clock = after
    else:
        ev.note("  -> refused")
    clock_shown(ev)


@action(when=in_play, weight=1)
def time_passes(ev: Evening, data) -> None:
    """Some minutes of play pass in the room."""
    minutes = data.draw(st.sampled_from([1, 4, 10, 19]), label="minutes pass")
    ev.note(f"{minutes} minutes pass")
    ev.time.at += dt.timedelta(minutes=minutes)
    if ev.clock is not None and ev.clock.running:
        ev.clock = replace(ev.clock, run=ev.clock.run + 60 * minutes)
    clock_shown(ev)


# -- calls ----------------------------------------------------------------------------------------


@action(when=in_play, weight=2)
def table_calls(ev: Evening, data) -> None:
    """A table calls the director from its phone (a reason or none); calling again while its
    call waits answers with that call, its reason as first said."""
    table = data.draw(st.sampled_from(sorted(ev.secrets)), label="table")
    reason = data.draw(st.sampled_from(sorted(REASONS)), label="reason")
    ev.note(f"table {table} calls the director ({reason or 'no reason'})")
    response = ev.phone.post(
        f"/t/{ev.secrets[table]}/api/call/", {"reason": reason}, content_type="application/json"
    )
    if response.status_code != 200:
        ev.fault(f"table {table}'s call answered {response.status_code}")
        return
    reply = response.json()
    waiting = ev.calls.get(table)
    expected = "called" if waiting is None else "waiting"
    if reply.get("outcome") != expected:
        ev.fault(f"table {table}'s call: {reply.get('outcome')}, expected {expected}")
    if waiting is None:
        ev.calls[table] = waiting = REASONS[reason]
        ev.called.append(table)
    if (reply.get("call") or {}).get("reason") != waiting:
        ev.fault(f"table {table}'s phone shows the call {reply.get('call')}, called: {waiting}")
    calls_kept(ev)


@action(when=lambda ev: in_play(ev) and bool(ev.calls), weight=2)
def director_answers(ev: Evening, data) -> None:
    """The director reaches a table that called and answers its call on the desk."""
    table = data.draw(st.sampled_from(sorted(ev.calls)), label="table called")
    ev.note(f"director answers table {table}'s call")
    desk = _desk_calls(ev)
    if table not in desk:
        return  # said by ``calls_kept`` already
    response = ev.staff.post(f"/e/{ev.event.slug}/run/calls/{desk[table]['id']}/answer/")
    if response.status_code != 302:
        ev.fault(f"the answer to table {table}'s call answered {response.status_code}")
    del ev.calls[table]
    ev.answered.append(table)
    calls_kept(ev)


def _desk_calls(ev: Evening) -> dict[int, dict]:
    """The calls the desk shows waiting, by table."""
    response = get(ev, ev.staff, f"/e/{ev.event.slug}/run/calls/")
    if response is None or response.status_code != 200:
        return {}
    return {c["table"]: c for c in response.json()["calls"]}


def calls_kept(ev: Evening) -> None:
    """The desk shows exactly the calls waiting; the log keeps every call and answer."""
    desk = {table: call["reason"] for table, call in _desk_calls(ev).items()}
    if desk != ev.calls:
        ev.fault(f"the desk shows the calls {desk}, the tables waiting are {ev.calls}")
    logged = {
        kind: sorted(
            int(text.split()[1].rstrip("'s"))
            for text in m.LogEntry.objects.filter(event=ev.event, action=kind).values_list(
                "text", flat=True
            )
        )
        for kind in ("call", "call-answered")
    }
    if logged != {"call": sorted(ev.called), "call-answered": sorted(ev.answered)}:
        ev.fault(
            f"the log keeps the calls of tables {logged['call']} and answers to "
            f"{logged['call-answered']}; the tables called {sorted(ev.called)}, the director "
            f"answered {sorted(ev.answered)}"
        )
