"""Pages anyone may read once an event is published: standings, score cards, travellers.

Each page reads an event's results once through ``standings.event_scores`` and works from
what came back, so the number of queries does not grow with the size of the event.
"""

from __future__ import annotations

from django import forms
from django.core.cache import cache
from django.db.models import Count, Max, Q
from django.http import Http404, HttpResponse
from django.shortcuts import get_object_or_404, render
from django.utils.safestring import mark_safe
from django_tables2 import RequestConfig
from django_tables2.export import TableExport

from movements.diagram import room_svg
from tournaments import adapters, standings
from tournaments import models as m
from tournaments.forms import entrant_word
from tournaments.tables import StandingsTable, TrickTable
from tournaments.views import teams as team_pages
from tournaments.views.access import readable_event

STANDINGS_PER_PAGE = 50
LIVE_SECONDS = 30
EXPORT_PARAM = "_export"  # the name django-tables2's ``export_url`` tag writes


def visible_events(user):
    """Published events for everyone, and the signed-in organiser's own unpublished ones."""
    shown = Q(published=True)
    if user.is_authenticated:
        shown |= Q(organisers=user)
    return m.Event.objects.filter(shown).distinct()


def home(request):
    """The club page: every event anyone may read, in play first, then upcoming, then past."""
    events = list(visible_events(request.user).order_by("-date", "name"))
    groups = [
        ("In play", [e for e in events if e.status == m.Status.PLAYING]),
        ("Upcoming", [e for e in events if e.status in (m.Status.DRAFT, m.Status.SEATED)]),
        ("Finished", [e for e in events if e.status == m.Status.FINISHED]),
    ]
    return render(request, "tournaments/home.html", {"groups": groups, "any": bool(events)})


def event_page(request, slug):
    event = readable_event(request, slug)
    everyone = list(event.entrants.all())
    teams = [e for e in everyone if e.kind == m.Entrant.Kind.TEAM]
    entrants = teams or everyone
    pairs_of = {t.pk: [e for e in everyone if e.team_id == t.pk] for t in teams}
    trays = event.trays.annotate(played=Count("results", filter=Q(results__isnull=False))).order_by(
        "number"
    )
    return render(
        request,
        "tournaments/event.html",
        {
            "event": event,
            "entrants": [(e, pairs_of.get(e.pk, ())) for e in entrants],
            "word": entrant_word(event.form),
            "trays": trays,
            "is_organiser": event.is_organiser(request.user),
        },
    )


def _refresh_seconds(request) -> int:
    """Seconds between refreshes: ``?every=`` (2 to 300) for a screen on the club wall."""
    try:
        return min(max(int(request.GET.get("every", LIVE_SECONDS)), 2), 300)
    except ValueError:
        return LIVE_SECONDS


def _standings_table(request, event: m.Event, scores) -> StandingsTable:
    rows = standings.standings_rows(scores)
    players = standings.players_by_label(event)
    for row in rows:
        row["players"] = players.get(row["label"], ())
    table = StandingsTable(rows, event=event)
    RequestConfig(request, paginate={"per_page": STANDINGS_PER_PAGE}).configure(table)
    return table


def _charts(event: m.Event, scores, version: str) -> list[tuple[str, str]]:
    """The running charts, drawn once per version of the results (they re-score every round)."""
    key = f"running-charts:{event.pk}:{version}"
    drawn = cache.get(key)
    if drawn is None:
        drawn = standings.running_charts(scores)
        cache.set(key, drawn, timeout=3600)
    return [(title, mark_safe(svg)) for title, svg in drawn]


def _standings_context(request, event: m.Event, scores, table: StandingsTable) -> dict:
    tricks = None
    if scores.tricks is not None:
        tricks = TrickTable(standings.trick_rows(scores))
        RequestConfig(request, paginate=False).configure(tricks)
    latest = max((r.updated_at for r in scores.results), default=None)
    version = f"{len(scores.results)}-{latest.timestamp() if latest else 0}"
    return {
        "event": event,
        "table": table,
        "tricks": tricks,
        "averages": standings.trick_averages(scores),
        "waiting": scores.top_loss_waiting,
        "results_count": len(scores.results),
        "charts": _charts(event, scores, version),
        "live": event.status == m.Status.PLAYING,
        "live_seconds": _refresh_seconds(request),
        "version": version,
    }


def standings_page(request, slug):
    """Standings (sortable, paginated, ``?_export=csv`` for a spreadsheet) and the chart."""
    event = readable_event(request, slug)
    if event.form == m.Form.TEAMS:
        return team_pages.standings_page(request, event)
    scores = standings.event_scores(event)
    table = _standings_table(request, event, scores)
    if request.GET.get(EXPORT_PARAM) == TableExport.CSV:
        return TableExport(TableExport.CSV, table).response(f"{event.slug}-standings.csv")
    context = _standings_context(request, event, scores, table)
    return render(request, "tournaments/standings.html", context)


def results_version(event: m.Event) -> str:
    """What the standings page calls its version, read with one small query: the number of
    results and when the last one changed (a correction changes it; a removal the count)."""
    found = m.Result.objects.filter(tray__event=event).aggregate(
        count=Count("pk"), latest=Max("updated_at")
    )
    latest = found["latest"]
    return f"{found['count']}-{latest.timestamp() if latest else 0}"


LIVE_CACHE_SECONDS = 10


def standings_live(request, slug):
    """The refreshing part of the standings page alone, for the page's own polling script."""
    event = readable_event(request, slug)
    if event.form == m.Form.TEAMS:
        return team_pages.standings_live(request, event)

    def build() -> tuple[str, dict]:
        scores = standings.event_scores(event)
        table = _standings_table(request, event, scores)
        return "tournaments/standings_live.html", _standings_context(request, event, scores, table)

    return serve_live(request, event, "standings-live", build)


def serve_live(request, event: m.Event, kind: str, build) -> HttpResponse:
    """Answer a poll of a refreshing part (``build`` gives its template and context).

    A room full of phones polls this, each poll naming the version it shows (``?since=``): polls
    share a rendered part kept for a few seconds per event and view (scoring a busy event on
    every poll would starve the tables entering results), and get an empty 204 while nothing
    has changed.  A request without ``since`` always gets the current part.
    """
    since = request.GET.get("since")
    view = request.GET.copy()
    view.pop("since", None)
    key = f"{kind}:{event.pk}:{event.status}:{view.urlencode()}"
    cached = cache.get(key) if since else None  # a plain request always gets the current part
    if cached is None and since and since == results_version(event):
        return _no_change()
    if cached is None:
        template, context = build()
        body = render(request, template, context).content
        cached = (context["version"], body)
        cache.set(key, cached, timeout=LIVE_CACHE_SECONDS)
    version, body = cached
    if since and since == version:
        return _no_change()
    response = HttpResponse(body)
    response["Cache-Control"] = "no-store"
    return response


def _no_change() -> HttpResponse:
    response = HttpResponse(status=204)
    response["Cache-Control"] = "no-store"
    return response


def score_card_page(request, slug, label):
    event = readable_event(request, slug)
    if event.form == m.Form.TEAMS:
        return team_pages.score_card_page(request, event, label)
    scores = standings.event_scores(event)
    entrant = scores.entrants.get(label)  # every entrant of the event, scored or not
    if entrant is None:
        raise Http404("No such entrant.")
    lines = standings.score_card(scores, entrant)
    row = next((r for r in standings.standings_rows(scores) if r["label"] == label), None)
    return render(
        request,
        "tournaments/score_card.html",
        {"event": event, "entrant": entrant, "lines": lines, "row": row},
    )


def traveller_page(request, slug, number):
    event = readable_event(request, slug)
    if event.form == m.Form.TEAMS:
        return team_pages.traveller_page(request, event, number)
    numbers = list(event.trays.order_by("number").values_list("number", flat=True))
    if number not in numbers:
        raise Http404("No such tray.")
    tray = get_object_or_404(m.Tray, event=event, number=number)
    scores = standings.event_scores(event)
    lines = scores.by_tray.get(tray.number, [])
    at = numbers.index(number)
    return render(
        request,
        "tournaments/traveller.html",
        {
            "event": event,
            "tray": tray,
            "lines": lines,
            "entrants": scores.entrants,
            "previous": numbers[at - 1] if at > 0 else None,
            "following": numbers[at + 1] if at + 1 < len(numbers) else None,
        },
    )


def _chosen_round(request, event: m.Event, count: int) -> int:
    """The round asked for in ``?round=``, else the one in play, kept within the movement."""
    try:
        wanted = int(request.GET.get("round", ""))
    except ValueError:
        wanted = event.current_round or 1
    return min(max(wanted, 1), max(count, 1))


def movement_page(request, slug):
    """The round-by-round chart and a picture of the room for one round at a time."""
    event = readable_event(request, slug)
    movement = adapters.movement_for(event)
    entrants = {e.label: e for e in event.entrants.all()}
    grid = []
    for rnd in movement.rounds:
        cells = []
        for table in range(1, movement.tables + 1):
            s = rnd.at_table(table)
            cells.append(
                None
                if s is None
                else {
                    "ns": entrants.get(s.ns) if s.ns else None,
                    "ew": entrants.get(s.ew) if s.ew else None,
                    "seats": [
                        (seat, entrants.get(label))
                        for seat, label in zip("NESW", s.players or (), strict=False)
                    ],
                    "trays": movement.tray_set(s.tray_set).label if s.tray_set else "",
                    "switched": s.arrow_switched,
                }
            )
        grid.append({"round": rnd, "cells": cells})
    shown = _chosen_round(request, event, movement.round_count)
    picture = mark_safe(room_svg(movement, shown)) if movement.rounds else ""
    return render(
        request,
        "tournaments/movement.html",
        {
            "event": event,
            "movement": movement,
            "grid": grid,
            "tables": range(1, movement.tables + 1),
            "shown": shown,
            "picture": picture,
            "round_numbers": range(1, movement.round_count + 1),
        },
    )


class WhereNextForm(forms.Form):
    """A pair's (team's, player's) number, and its direction where both sides count from 1."""

    number = forms.CharField(label="Pair number", max_length=10)
    direction = forms.ChoiceField(label="Direction", choices=m.Direction.choices, required=False)

    def __init__(self, *args, directional: bool, word: str = "pairs", **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["number"].label = {"teams": "Team (letter or number)", "players": "Player"}.get(
            word, "Pair number"
        )
        self.fields["number"].widget.attrs.update({"autocomplete": "off", "size": 6})
        if directional:
            self.fields["direction"].required = True
        else:
            del self.fields["direction"]


def _find_entrant(entrants, data: dict) -> m.Entrant | None:
    """The pair (or player) the players' own number and direction name.

    A number with a direction names a pair of a two-field movement or a team's pair; without
    one the number is the entrant's own code (a Howell pair "7", a player "12", a lady "c").
    """
    typed = data["number"].strip().casefold()
    direction = data.get("direction") or ""
    for entrant in entrants:
        if entrant.kind == m.Entrant.Kind.TEAM:
            continue
        if entrant.direction:
            team = entrant.label.split(".")[0].casefold() if "." in entrant.label else None
            if direction == entrant.direction and typed in (str(entrant.number), team):
                return entrant
        elif typed == entrant.code.casefold():
            return entrant
    return None


def _stop_context(stop, entrants: dict[str, m.Entrant]) -> dict | None:
    if stop is None:
        return None
    return {
        "stop": stop,
        "opponents": [entrants[label] for label in stop.opponents if label in entrants],
        "partner": entrants.get(stop.partner) if stop.partner else None,
        "trays": ", ".join(str(t) for t in stop.trays),
        "trays_go": None if stop.trays_go is None else ", ".join(str(t) for t in stop.trays_go),
    }


def where_next_page(request, slug):
    """A pair types its number and reads where it plays this round and the next."""
    event = readable_event(request, slug)
    entrants = {e.label: e for e in event.entrants.all()}
    directional = any(e.direction for e in entrants.values())
    word = entrant_word(event.form)
    form = WhereNextForm(request.GET or None, directional=directional, word=word)
    context = {"event": event, "form": form, "entrant": None}
    if form.is_bound and form.is_valid():
        entrant = _find_entrant(entrants.values(), form.cleaned_data)
        if entrant is None:
            noun = {"teams": "team pair", "players": "player"}.get(word, "pair")
            form.add_error(None, f"There is no {noun} with that number in this event.")
        else:
            movement = adapters.movement_for(event)
            now = max(event.current_round, 1)
            current = standings.stop_for(movement, entrant.label, now)
            following = standings.stop_for(movement, entrant.label, now + 1)
            first = "This round" if event.current_round >= 1 else "First round"
            context.update(
                entrant=entrant,
                finished=event.status == m.Status.FINISHED,
                rounds=movement.round_count,
                steps=[
                    (
                        f"{first} (round {now})",
                        {"id": "now", "info": _stop_context(current, entrants)},
                    ),
                    (
                        f"Next round (round {now + 1})" if following else "Next round",
                        {"id": "next", "info": _stop_context(following, entrants)},
                    ),
                ],
            )
    return render(request, "tournaments/where_next.html", context)
