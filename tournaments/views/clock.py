"""The round clock: the director's controls on the desk, and the room's big screen (a TV or a
projector), which shows the clock large, the warning before the end ("no new board"), "move
now", and where every pair and board goes next.  The big screen shows what the movement page
shows (who sits where, never a result), so it is anyone's while the event is in play.

When a stranger may read the standings on the public standings page, the big screen cycles
them too, a page at a time: exactly what that page shows a reader without an account (the
same ``scores_for(public=True)`` and its ``visibility``), whoever's browser shows the screen.
While the standings are hidden from the public, the screen's state carries none."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.contrib.auth.models import AnonymousUser
from django.http import JsonResponse
from django.shortcuts import redirect, render
from django.utils import timezone
from django.views.decorators.http import require_GET, require_POST

from tournaments import models as m
from tournaments import services
from tournaments.adapters import cached, trust
from tournaments.models.clock import ClockState
from tournaments.models.prepared import EVENT, Prepared
from tournaments.services.clock import set_clock
from tournaments.standings import scores_for, shown_for
from tournaments.views.access import movement_event, organised_event
from tournaments.views.table import next_moves

# The big screen's standings: seconds each view stays up (the clock, then each page of the
# standings), and lines a page; the screen's address may set both (``?every=``, ``?lines=``).
SCREEN_EVERY, FEWEST_SECONDS, MOST_SECONDS = 20, 5, 300
SCREEN_LINES, FEWEST_LINES, MOST_LINES = 10, 4, 40


# The event's clock, compiled once (``models.prepared``): every pad state asks it.
EVENT_CLOCK = Prepared(
    "event-clock",
    m.RoundClock,
    lambda event_id: m.RoundClock.objects.filter(event_id=event_id)
    .select_related("event")
    .order_by("pk")[:1],
    event_id=EVENT,
)


def clock_json(event: m.Event) -> dict | None:
    """The clock of the round in play as the screens count it down, or None without one."""
    clock = EVENT_CLOCK.first(event_id=event.pk)
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


def _bounded(request, name: str, default: int, fewest: int, most: int) -> int:
    """A whole number from the address (``?every=30``), kept between ``fewest`` and ``most``;
    the default for anything else."""
    try:
        return min(max(int(request.GET.get(name, default)), fewest), most)
    except ValueError:
        return default


def screen_standings(event: m.Event, lines: int) -> dict | None:
    """The standings as the public standings page shows them to a reader without an account,
    in pages of ``lines`` rows (``columns``: the headings; ``pages``: the rows of each page,
    each a list of cells as the page's CSV has them), or None when that reader sees none: an
    event the public may not read, a form without standings, standings the director keeps
    from the public now, or nothing scored yet."""
    stranger = AnonymousUser()
    if not trust.may_read(event, stranger) or not shown_for(event.form).has_standings:
        return None
    names = trust.names_shown(event.club, stranger)

    def build() -> dict | None:
        scores = scores_for(event, public=True, names=names)
        if not scores.visibility.standings:
            return None
        values = list(scores.standings_table({}).as_values())
        columns, rows = values[0], values[1:]
        if not rows:
            return None
        cells = [["" if cell is None else str(cell) for cell in row] for row in rows]
        return {
            "columns": [str(c) for c in columns],
            "pages": [cells[i : i + lines] for i in range(0, len(cells), lines)],
        }

    return cached.kept(cached.key_for(event, "screen-standings", True, names, lines), build)


@require_GET
def screen(request, slug):
    """The big screen: the clock, its warnings, and where everyone goes next; and, when the
    public may read them, the standings in turn with the clock (``?every=`` seconds a view,
    ``?lines=`` a page of the standings)."""
    event = movement_event(request, slug)
    every = _bounded(request, "every", SCREEN_EVERY, FEWEST_SECONDS, MOST_SECONDS)
    lines = _bounded(request, "lines", SCREEN_LINES, FEWEST_LINES, MOST_LINES)
    return render(
        request,
        "tournaments/screen.html",
        {
            "event": event,
            "clock": clock_json(event),
            "moves": _next_round(event),
            "every": every,
            "page_lines": lines,
        },
    )


@require_GET
def screen_state(request, slug):
    """The clock as the big screen, the desk and the pads poll it; the big screen asks for the
    standings too (``?lines=``: a page's rows), and gets them only when the public may read
    them (``screen_standings``; otherwise ``standings`` is null)."""
    event = movement_event(request, slug)
    data = {"round": event.current_round, "clock": clock_json(event)}
    if "lines" in request.GET:
        lines = _bounded(request, "lines", SCREEN_LINES, FEWEST_LINES, MOST_LINES)
        data["standings"] = screen_standings(event, lines)
    response = JsonResponse(data)
    response["Cache-Control"] = "no-store"
    return response
