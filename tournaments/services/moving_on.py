"""Tables that move on by themselves (``Event.moving_on``): a table whose boards of its round
are all entered and accepted goes to its next round at once, and when the last table of the
event's round has gone the event's round is the next one, called as the director calls it
(its log line, the clock's next round).  The rules are ``adapters.moving_on``'s."""

from __future__ import annotations

from django.db import transaction

from said import Said
from tournaments import models as m
from tournaments.adapters.movements import generated_movement
from tournaments.adapters.moving_on import floor
from tournaments.services.clock import round_called
from tournaments.services.common import log


def moves_by_itself(event: m.Event) -> bool:
    """Whether the event's tables move on by themselves now: the director's choice, while in
    play, for a duplicate event (a progressive party's rounds are the host's bell; a Swiss
    event's rounds follow its draw, each match called from the desk)."""
    return (
        event.moving_on == m.MovingOn.TABLES
        and event.status == m.Status.PLAYING
        and event.form != m.Form.PROGRESSIVE
        and not generated_movement(event).drawn_as_played
    )


@transaction.atomic
def move_tables_on(event: m.Event) -> list[int]:
    """Move on every table that may (``adapters.moving_on``), and the event's round with
    them when its last table has gone; each move in the director's log.  Called in the
    transaction of the write that may have finished a table's round (an answer at the
    table, the director's result or ruling, a round call, a release).  Returns the tables
    moved."""
    if not moves_by_itself(event):
        return []
    event = m.Event.objects.select_for_update().get(pk=event.pk)
    if not moves_by_itself(event):
        return []
    moved: list[int] = []
    while True:
        steps = floor(event)
        going = [s.table for s in steps.values() if s.may_move]
        if going:
            m.Table.objects.filter(event=event, number__in=going).update(
                round_number=event.current_round + 1
            )
            for number in going:
                log(
                    event,
                    None,
                    "move",
                    Said(
                        "Table %(table)s has finished round %(round)s and moves on.",
                        table=number,
                        round=event.current_round,
                    ),
                )
            moved += going
        reached = [s.round + (s.table in going) for s in steps.values()]
        if not reached or min(reached) <= event.current_round:
            break
        event.current_round += 1
        event.save(update_fields=["current_round"])
        log(
            event,
            None,
            "round",
            Said(
                "Every table has finished round %(before)s: round %(round)s called.",
                before=event.current_round - 1,
                round=event.current_round,
            ),
        )
        round_called(event)
    if moved:
        m.bump_events("pk", event.pk)  # an update sends no signal
    return moved
