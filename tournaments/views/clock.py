"""The round clock: the director's controls on the desk, and the room's big screen (a TV or a
projector), which shows the clock large, the warning before the end ("no new board"), "move
now", and where every pair and board goes next.  The big screen shows what the movement page
shows (who sits where, never a result), so it is anyone's while the event is in play."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import JsonResponse
from django.shortcuts import redirect, render
from django.utils import timezone
from django.views.decorators.http import require_GET, require_POST

from tournaments import models as m
from tournaments import services
from tournaments.models.clock import ClockState
from tournaments.services.clock import set_clock
from tournaments.views.access import movement_event, organised_event
from tournaments.views.table import next_moves


def clock_json(event: m.Event) -> dict | None:
    """The clock of the round in play as the screens count it down, or None without one."""
    clock = m.RoundClock.objects.filter(event=event).select_related("event").first()
    if clock is None or event.status != m.Status.PLAYING:
        return None
    state: ClockState = clock.at(timezone.now(), round_number=event.current_round)
    left = max(state.left, 0)
    return {
        "round": state.round,
        "length": state.length,
        "left": state.left,
        "shown": f"{left // 60}:{left % 60:02d}",
        "state": state.state,
        "phase": state.phase,
        "warning": clock.warning_minutes * 60,
    }


@login_required
@require_POST
def control(request, slug):
    """Start, pause, go on, add time, or set the minutes a board."""
    event = organised_event(request, slug)
    action = str(request.POST.get("action") or "")
    try:
        set_clock(event, action, by=request.user, minutes=str(request.POST.get("minutes") or ""))
    except services.DomainError as exc:
        messages.error(request, str(exc))
    return redirect("run", event.slug)


def _next_round(event: m.Event) -> list[tuple[int, list[str]]]:
    """Each table's moves after the round in play: where its pairs and boards go."""
    seatings = (
        m.Seating.objects.filter(round__event=event, round__number=event.current_round)
        .select_related("table", "round", "ns", "ew", "north", "east", "south", "west")
        .order_by("table__number")
    )
    return [(s.table.number, next_moves(event, s)) for s in seatings]


@require_GET
def screen(request, slug):
    """The big screen: the clock, its warnings, and where everyone goes next."""
    event = movement_event(request, slug)
    return render(
        request,
        "tournaments/screen.html",
        {"event": event, "clock": clock_json(event), "moves": _next_round(event)},
    )


@require_GET
def screen_state(request, slug):
    """The clock as the big screen and the pads poll it."""
    event = movement_event(request, slug)
    response = JsonResponse({"round": event.current_round, "clock": clock_json(event)})
    response["Cache-Control"] = "no-store"
    return response
