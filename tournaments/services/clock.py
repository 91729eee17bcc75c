"""The director's round clock: start, pause, go on, add time, the minutes a board; a round
call starts the next round's clock when this round's was running (the room moves on the
clock).  Each change goes in the director's log."""

from __future__ import annotations

from decimal import Decimal, InvalidOperation

from django.db import transaction
from django.utils import timezone
from django.utils.translation import gettext as _

from said import Said
from tournaments import models as m
from tournaments.services.common import DomainError, log, require_organiser

ACTIONS = ("start", "pause", "resume", "add", "minutes")
# Time the director may add (or take off) at once, in minutes.
MOST_ADDED = 30


def clock_of(event: m.Event) -> m.RoundClock:
    """The event's clock, made with the club's usual 7.5 minutes a board the first time."""
    clock, _made = m.RoundClock.objects.get_or_create(
        event=event, defaults={"round_number": event.current_round or 1}
    )
    return clock


@transaction.atomic
def set_clock(event: m.Event, action: str, *, by, minutes: str = "") -> m.RoundClock:
    """Do ``action`` to the clock of the round in play (``minutes``: the time to add, or the
    minutes a board)."""
    event = m.Event.objects.select_for_update().get(pk=event.pk)
    require_organiser(event, by)
    if event.status != m.Status.PLAYING:
        raise DomainError(_("The clock runs while the event is in play."))
    if action not in ACTIONS:
        raise DomainError(_("The clock can start, pause, go on, add time or change its minutes."))
    clock = clock_of(event)
    clock = m.RoundClock.objects.select_for_update().get(pk=clock.pk)
    now = timezone.now()
    if clock.round_number != event.current_round:
        _new_round(clock, event.current_round, started=False, now=now)
    if action == "start":
        if clock.started_at is not None:
            raise DomainError(_("The clock of this round has started already."))
        clock.started_at = now
        said = _("Clock of round %(round)s started.") % {"round": clock.round_number}
    elif action == "pause":
        if clock.started_at is None or clock.paused_at is not None:
            raise DomainError(_("The clock is not running."))
        clock.paused_at = now
        said = _("Clock of round %(round)s paused.") % {"round": clock.round_number}
    elif action == "resume":
        if clock.paused_at is None:
            raise DomainError(_("The clock is not paused."))
        clock.paused_seconds += int((now - clock.paused_at).total_seconds())
        clock.paused_at = None
        said = _("Clock of round %(round)s going again.") % {"round": clock.round_number}
    elif action == "add":
        added = _whole_minutes(minutes)
        clock.added_seconds += 60 * added
        said = Said(
            "%(minutes)s minutes added to round %(round)s.",
            minutes=f"{added:+d}",
            round=clock.round_number,
        )
    else:
        clock.minutes_per_board = _minutes_a_board(event, minutes)
        said = Said("Rounds of %(minutes)s minutes a board.", minutes=clock.minutes_per_board)
    clock.save()
    log(event, by, "clock", said)
    return clock


def round_called(event: m.Event) -> None:
    """The next round is called: its clock starts at once if this round's was running."""
    clock = m.RoundClock.objects.select_for_update().filter(event=event).first()
    if clock is None:
        return
    running = clock.started_at is not None and clock.paused_at is None
    _new_round(clock, event.current_round, started=running, now=timezone.now())
    clock.save()


def _new_round(clock: m.RoundClock, number: int, *, started: bool, now) -> None:
    clock.round_number = number
    clock.started_at = now if started else None
    clock.paused_at = None
    clock.paused_seconds = 0
    clock.added_seconds = 0


def _whole_minutes(text: str) -> int:
    try:
        added = int(text)
    except (TypeError, ValueError):
        added = 0
    if not added or abs(added) > MOST_ADDED:
        raise DomainError(
            _("Add from 1 to %(most)s minutes (or take off as many).") % {"most": MOST_ADDED}
        )
    return added


def _minutes_a_board(event: m.Event, text: str) -> Decimal:
    try:
        value = Decimal(text)
    except (InvalidOperation, TypeError, ValueError):
        value = Decimal(0)
    if not Decimal(2) <= value <= Decimal(20) or (value * 2) % 1:
        raise DomainError(
            _("A %(board)s takes from 2 to 20 minutes, in half minutes.")
            % {"board": event.words.board}
        )
    return value
