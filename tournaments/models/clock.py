"""The round clock: how long a round lasts and how much of it is left.

A round lasts the minutes a board times the boards a round (the EBU's clubs and table
terminals count the same way), plus any time the director adds.  The director starts the
clock, may pause it (the time paused does not count) and add time; calling the next round
starts the next round's clock when this one was running.  ``warning_minutes`` before the end
the room is told not to start a new board; at nought, to move.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from decimal import Decimal

from django.db import models
from django.utils.translation import gettext_lazy as _

from tournaments.models.events import Event

NOT_STARTED, RUNNING, PAUSED = "not-started", "running", "paused"


@dataclass(frozen=True)
class ClockState:
    """The clock at one moment: the round's length and what is left (seconds, negative once
    time is up), whether it runs, and the room's phase: ``play``, ``last-board`` (no new
    board), ``move`` (time is up), or the clock's own state before it starts."""

    round: int
    length: int
    left: int
    state: str
    phase: str


def clock_state(
    *,
    round_number: int,
    length: int,
    started_at: dt.datetime | None,
    paused_at: dt.datetime | None,
    paused_seconds: int,
    warning: int,
    now: dt.datetime,
) -> ClockState:
    """The clock at ``now``: ``length`` seconds (added time included) less the time run since
    ``started_at``, the pauses left out (``paused_seconds`` before, and the pause in progress
    since ``paused_at``)."""
    if started_at is None:
        return ClockState(round_number, length, length, NOT_STARTED, NOT_STARTED)
    until = paused_at or now
    run = int((until - started_at).total_seconds()) - paused_seconds
    left = length - max(run, 0)
    phase = "move" if left <= 0 else ("last-board" if left <= warning else "play")
    return ClockState(round_number, length, left, PAUSED if paused_at else RUNNING, phase)


class RoundClock(models.Model):
    """An event's round clock (one an event, made when the director first sets it)."""

    event = models.OneToOneField(Event, on_delete=models.CASCADE, related_name="clock")
    round_number = models.PositiveSmallIntegerField(default=1)
    minutes_per_board = models.DecimalField(
        max_digits=3,
        decimal_places=1,
        default=Decimal("7.5"),
        help_text=_("Minutes a board: the round lasts this times the boards a round."),
    )
    warning_minutes = models.PositiveSmallIntegerField(
        default=5, help_text=_("Minutes before the end when no new board is started.")
    )
    started_at = models.DateTimeField(null=True, blank=True)
    paused_at = models.DateTimeField(null=True, blank=True)
    paused_seconds = models.PositiveIntegerField(default=0)
    added_seconds = models.IntegerField(default=0)

    def __str__(self) -> str:
        return f"{self.event}'s clock, round {self.round_number}"

    def length(self) -> int:
        """The round's seconds: the minutes a board times the boards a round, and added time."""
        boards = self.event.boards_per_round or 1
        return int(self.minutes_per_board * 60 * boards) + self.added_seconds

    def at(self, now: dt.datetime, round_number: int | None = None) -> ClockState:
        """The clock at ``now``; asked for a later round than the one it timed (a round called
        while it was stopped), that round's clock, not started."""
        if round_number is not None and round_number != self.round_number:
            length = self.length() - self.added_seconds
            return ClockState(round_number, length, length, NOT_STARTED, NOT_STARTED)
        return clock_state(
            round_number=self.round_number,
            length=self.length(),
            started_at=self.started_at,
            paused_at=self.paused_at,
            paused_seconds=self.paused_seconds,
            warning=self.warning_minutes * 60,
            now=now,
        )
