"""The director's actions that undo: reopen a finished event, take back the last round call.

Registered in the same registry as every other action (``actions.action``); a reopened event
goes on being played by the same loop, and a round call taken back leaves the round before in
play. Undoing a call once a result of the round called is in is refused with a message, and
the refusal must write nothing.
"""

from __future__ import annotations

from tests.simulator.actions import action, in_play
from tests.simulator.invariants import director_wrote, nothing_unplayed_public
from tests.simulator.model import Evening
from tests.simulator.room import clock_shown
from tournaments import models as m
from tournaments.services.desk import reopen_event, undo_round_call


@action(when=lambda ev: ev.event.status == m.Status.FINISHED, weight=2)
def reopen(ev: Evening, data) -> None:
    """A result must still be entered at the tables: the event is in play again."""
    ev.note("director reopens the event")
    with director_wrote(ev, set()):
        reopen_event(ev.event, by=ev.director, reason="A table's result was left out")
    nothing_unplayed_public(ev)


@action(when=lambda ev: in_play(ev) and ev.event.current_round > 1, weight=1)
def undo_call(ev: Evening, data) -> None:
    """The round was called too soon: the call is taken back (refused once a result of the
    new round is in)."""
    ev.note(f"director undoes the call of round {ev.event.current_round}")
    with director_wrote(ev, set()):
        undo_round_call(ev.event, by=ev.director)
    nothing_unplayed_public(ev)
    clock_shown(ev)  # the clock's row stays as it was: the round before shows not started
