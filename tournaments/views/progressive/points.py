"""Today's progressive euchre's public pages: the running standings and the rotation chart
(the chart every guest's tally card is cut from), readable as the event's other pages are."""

from __future__ import annotations

from django.http import Http404
from django.shortcuts import redirect, render
from django.utils.translation import gettext as _
from django_tables2 import RequestConfig

from movements.progression import CHART_GAMES, PartyGame
from tournaments import models as m
from tournaments.adapters import progressive as pa
from tournaments.standings import progressive as sp
from tournaments.standings.progressive_tables import PointsTable
from tournaments.views.access import readable_event
from tournaments.views.progressive.common import plain_names, rules_of, settings_of


def _points_evening(request, slug):
    event = readable_event(request, slug)
    settings = settings_of(event)
    if pa.engine_game(settings) not in CHART_GAMES:
        raise Http404(_("This party is not played for points."))
    return event, settings


def standings(request, slug):
    """Each player's points round by round, the total and the games won, best first (a star
    party's readers are sent to its star table)."""
    event = readable_event(request, slug)
    settings = settings_of(event)
    if pa.engine_game(settings) not in CHART_GAMES:
        return redirect("progressive-stars", slug)
    names = plain_names(event, request.user)
    table = sp.evening_points(event, settings)
    played = len(table[0].rounds) if table else 0
    rows = []
    for s in table:
        row = {
            "place": s.place,
            "label": s.player,
            "name": names.get(s.player, ""),
            "total": s.total,
            "games": s.games,
        }
        for i, (points, bye) in enumerate(zip(s.rounds, s.byes, strict=True), start=1):
            row[f"r{i}"] = f"{points} (bye)" if bye else points
        rows.append(row)
    points_table = PointsTable(rows, event=event, rounds=played)
    pivot = pa.engine_game(settings) is PartyGame.BRIDGE_PIVOT
    if pivot:  # the instance's own copy of the column: the class keeps "Games won"
        points_table.columns["games"].column.verbose_name = "Rubbers won"
    RequestConfig(request, paginate=False).configure(points_table)
    ctx = {
        "event": event,
        "settings": settings,
        "rounds": played,
        "table": points_table,
        "rules": rules_of(settings, event),
        "is_host": event.is_organiser(request.user),
        "final": event.status == m.Status.FINISHED,
        "pivot": pivot,
    }
    return render(request, "tournaments/progressive_standings.html", ctx)


def chart(request, slug):
    """The rotation chart: a row per round, each table's two partnerships, who sits out; the
    rounds the evening plays first, the rest after."""
    event, settings = _points_evening(request, slug)
    names = plain_names(event, request.user)
    rotation = pa.event_chart(event)
    playing = min(settings.rounds or len(rotation.rounds), len(rotation.rounds))

    def who(player: str) -> str:
        return f"{player} {names[player]}" if names.get(player) else player

    rounds = [
        {
            "number": r,
            "tables": [
                {"table": t.table, "pairs": [" & ".join(map(who, pair)) for pair in t.partnerships]}
                for t in seating
            ],
            "out": [who(p) for p in out],
            "played": r <= playing,
        }
        for r, (seating, out) in enumerate(zip(rotation.rounds, rotation.byes, strict=True), 1)
    ]
    ctx = {
        "event": event,
        "settings": settings,
        "chart": rotation,
        "rounds": rounds,
        "playing": playing,
        "is_host": event.is_organiser(request.user),
    }
    return render(request, "tournaments/progressive_chart.html", ctx)
