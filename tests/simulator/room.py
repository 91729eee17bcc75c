"""The room as the simulator keeps it: its own time, which the clock's modules read instead of
the wall clock while an evening is played (``RoomTime``), the event's round clock as the
simulator expects it (``RoomClock``), and the deals a table's phone may show.

The time left the big screen's state says is checked against a figure worked from the
simulator's clock alone: a round lasts the minutes a board times the boards a round plus the
time added; the time paused does not count; calling the next round starts its clock at once
when this round's ran; five minutes before the end "no new board", at nought "move" (the rules
as docs/GUIDE.md states them).  With the deal on the pad, a phone shows a board's deal only
with its traveller, once the table's own result there is accepted or the director's, and only
that board's deal.
"""

from __future__ import annotations

import datetime as dt
from contextlib import ExitStack, contextmanager
from dataclasses import dataclass, replace
from decimal import Decimal

from django.utils import timezone as django_timezone

import tournaments.services.clock as clock_services
from tests.simulator.model import Evening
from tests.simulator.readers import get
from tournaments import models as m
from tournaments.services.deals import generate_deals
from tournaments.services.settings import update_settings
from tournaments.views import clock as clock_views

# The clock's rules as the guide states them (docs/GUIDE.md, "The round clock").
WARNING = 5 * 60
FIRST_MINUTES = Decimal("7.5")


# -- the simulator's own time ---------------------------------------------------------------------


class RoomTime:
    """``django.utils.timezone`` as the clock's modules see it during an evening: ``now`` is
    the simulator's time, which moves only when the simulator says time passes."""

    def __init__(self) -> None:
        self.at = django_timezone.now().replace(microsecond=0)

    def now(self) -> dt.datetime:
        return self.at

    def __getattr__(self, name):
        return getattr(django_timezone, name)


@contextmanager
def room_time(ev: Evening):
    """The clock's modules (the desk's controls and the round call, the screens' state) read
    the simulator's time while the evening is played."""
    with ExitStack() as stack:
        for module in (clock_views, clock_services):
            stack.enter_context(_patched(module, ev.time))
        yield


@contextmanager
def _patched(module, time: RoomTime):
    before = module.timezone
    module.timezone = time
    try:
        yield
    finally:
        module.timezone = before


# -- the clock as the simulator keeps it ------------------------------------------------------------


@dataclass(frozen=True)
class RoomClock:
    """The event's clock row as the simulator expects it: the round it times, whether it has
    started and is paused, the seconds it has run (pauses left out), the seconds added and
    the minutes a board."""

    round: int
    started: bool = False
    paused: bool = False
    run: int = 0
    added: int = 0
    minutes: Decimal = FIRST_MINUTES

    @property
    def running(self) -> bool:
        return self.started and not self.paused

    def fresh(self, round_number: int, *, started: bool) -> RoomClock:
        """The next round's clock (its minutes a board kept)."""
        return RoomClock(round_number, started=started, minutes=self.minutes)

    def length(self, boards: int) -> int:
        return int(self.minutes * 60 * boards) + self.added


def expected_clock(ev: Evening) -> dict | None:
    """What the screens should say of the clock now, from the simulator's clock alone."""
    event = ev.event
    if ev.clock is None or event.status != m.Status.PLAYING:
        return None
    boards = event.boards_per_round or 1
    clock = ev.clock
    if clock.round != event.current_round:  # a round called while the clock was stopped
        clock = clock.fresh(event.current_round, started=False)
    length = clock.length(boards)
    left = length - clock.run
    if not clock.started:
        state = phase = "not-started"
    else:
        state = "paused" if clock.paused else "running"
        phase = "move" if left <= 0 else ("last-board" if left <= WARNING else "play")
    shown = max(left, 0)
    return {
        "round": event.current_round,
        "length": length,
        "left": left,
        "shown": f"{shown // 60}:{shown % 60:02d}",
        "state": state,
        "phase": phase,
        "warning": WARNING,
    }


def clock_shown(ev: Evening) -> None:
    """The big screen's state says of the clock what the simulator worked out."""
    response = get(ev, ev.public, f"/e/{ev.event.slug}/screen/state/")
    if response is None or response.status_code != 200:
        return
    ev.refresh()
    said, expected = response.json().get("clock"), expected_clock(ev)
    if said != expected:
        ev.fault(f"the big screen's clock says {said}, the simulator's {expected}")


def pad_agrees(ev: Evening, table: int, state: dict) -> None:
    """While the event is in play, a table's pad shows the clock the simulator worked out,
    and the table's call waiting (its reason as the table first gave it) or none.  (After the
    finish the pad only thanks the players.)"""
    if ev.event.status != m.Status.PLAYING:
        return
    if "clock" in state and state["clock"] != expected_clock(ev):
        ev.fault(f"table {table}'s pad shows the clock {state['clock']}, the simulator's "
                 f"{expected_clock(ev)}")  # fmt: skip
    if "call" in state:
        shown = (state["call"] or {}).get("reason")
        if shown != ev.calls.get(table):
            ev.fault(f"table {table}'s pad shows the call {shown}, waiting: {ev.calls.get(table)}")


def round_called(ev: Evening) -> None:
    """The next round is called: its clock starts at once when this round's was running."""
    if ev.clock is not None:
        ev.clock = ev.clock.fresh(ev.event.current_round, started=ev.clock.running)


def controlled(clock: RoomClock, what: str, minutes: str) -> RoomClock | None:
    """The clock after the director's control, or None when the site must refuse it."""
    if what == "start":
        return replace(clock, started=True) if not clock.started else None
    if what == "pause":
        return replace(clock, paused=True) if clock.running else None
    if what == "resume":
        return replace(clock, paused=False) if clock.paused else None
    if what == "add":
        added = int(minutes)
        return replace(clock, added=clock.added + 60 * added) if 1 <= abs(added) <= 30 else None
    value = Decimal(minutes)
    return replace(clock, minutes=value) if 2 <= value <= 20 and not (value * 2) % 1 else None


# -- the deal on the pad --------------------------------------------------------------------------


def deal_on_the_pad(ev: Evening) -> None:
    """The director deals the boards and shows each table its deals after play."""
    generate_deals(ev.event, by=ev.director)
    update_settings(ev.event, by=ev.director, pad_shows_deal=True)
    ev.refresh()
    ev.deals_on_pad = True
    ev.note("the deals are dealt and shown on the pads after play")


def _north(deal: dict) -> str:
    """North's cards as the pad draws them, one suit after another (``T`` for the ten)."""
    suits = deal["hands"][0]["suits"]
    return ".".join("".join(s[1].split()).replace("10", "T").strip("—-") for s in suits)


def _stored_north(hands: str) -> str:
    """North's cards in a stored deal (PBN: ``N:`` then North's suits, spades first)."""
    first = hands.split(":", 1)[-1].split()[0]
    return first.replace("10", "T")


def deals_seen(ev: Evening, table: int, state: dict) -> None:
    """A phone shows a board's deal only with its traveller, once the table's own result
    there is accepted or the director's; and only that board's deal."""
    if not ev.deals_on_pad:
        return
    trays = state.get("trays") or []
    if not trays:
        return
    stored = {
        d.tray.number: d.hands
        for d in m.Deal.objects.filter(tray__event=ev.event).select_related("tray")
    }
    own = {
        r.tray.number: r
        for r in m.Result.objects.filter(
            tray__event=ev.event,
            seating__table__number=table,
            seating__round__number=ev.event.current_round,
        ).select_related("tray")
    }
    for tray in trays:
        number, deal = tray["number"], tray.get("deal")
        result = own.get(number)
        may = result is not None and (
            result.pk in ev.rulings or result.pk in ev.accepted or result.confirmed_at is not None
        )
        if deal is not None and not may:
            ev.fault(f"table {table}'s phone shows board {number}'s deal before it may")
        if deal is not None and not tray.get("traveller"):
            ev.fault(f"table {table}'s phone shows board {number}'s deal without its traveller")
        if deal is not None and number in stored:
            if _north(deal) != _stored_north(stored[number]):
                ev.fault(f"table {table}'s phone shows another deal as board {number}'s")
        accepted = result is not None and result.pk in ev.accepted
        if deal is None and accepted and number in stored:
            ev.fault(f"table {table}'s phone hides board {number}'s deal after its acceptance")
