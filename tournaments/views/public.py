"""Pages anyone may read once an event is published: standings, score cards, travellers."""

from __future__ import annotations

from django.db.models import Count, Q
from django.shortcuts import get_object_or_404, render
from django_tables2 import RequestConfig

from tournaments import adapters, standings
from tournaments import models as m
from tournaments.tables import StandingsTable, TrickTable
from tournaments.views.access import readable_event


def home(request):
    events = m.Event.objects.filter(published=True)
    mine = m.Event.objects.none()
    if request.user.is_authenticated:
        mine = request.user.organised_events.filter(published=False)
    return render(request, "tournaments/home.html", {"events": events, "mine": mine})


def event_page(request, slug):
    event = readable_event(request, slug)
    entrants = event.entrants.exclude(kind=m.Entrant.Kind.TEAM)
    trays = event.trays.annotate(played=Count("results", filter=Q(results__isnull=False)))
    return render(
        request,
        "tournaments/event.html",
        {
            "event": event,
            "entrants": entrants,
            "trays": trays,
            "is_organiser": event.is_organiser(request.user),
        },
    )


def standings_page(request, slug):
    event = readable_event(request, slug)
    scores = standings.event_scores(event)
    table = StandingsTable(standings.standings_rows(scores), event=event)
    RequestConfig(request, paginate={"per_page": 50}).configure(table)
    tricks = None
    if scores.tricks is not None:
        tricks = TrickTable(standings.trick_rows(scores))
        RequestConfig(request, paginate=False).configure(tricks)
    averages = standings.trick_averages(scores)
    return render(
        request,
        "tournaments/standings.html",
        {
            "event": event,
            "table": table,
            "tricks": tricks,
            "averages": averages,
            "results_count": len(scores.results),
        },
    )


def score_card_page(request, slug, label):
    event = readable_event(request, slug)
    scores = standings.event_scores(event)
    entrant = scores.entrants.get(label)
    if entrant is None:
        entrant = get_object_or_404(m.Entrant, event=event, label=label)
    lines = standings.score_card(scores, entrant)
    row = next((r for r in standings.standings_rows(scores) if r["label"] == label), None)
    return render(
        request,
        "tournaments/score_card.html",
        {"event": event, "entrant": entrant, "lines": lines, "row": row},
    )


def traveller_page(request, slug, number):
    event = readable_event(request, slug)
    tray = get_object_or_404(m.Tray, event=event, number=number)
    scores = standings.event_scores(event)
    lines = scores.by_tray.get(tray.number, [])
    return render(
        request,
        "tournaments/traveller.html",
        {"event": event, "tray": tray, "lines": lines, "entrants": scores.entrants},
    )


def movement_page(request, slug):
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
                    "trays": movement.tray_set(s.tray_set).label if s.tray_set else "",
                    "switched": s.arrow_switched,
                }
            )
        grid.append({"round": rnd, "cells": cells})
    return render(
        request,
        "tournaments/movement.html",
        {
            "event": event,
            "movement": movement,
            "grid": grid,
            "tables": range(1, movement.tables + 1),
        },
    )
