"""Player pages: who has played at the club, and each player's events and results.

A player is shown only through events the reader may see (published ones, and for an
organiser their own), so an unpublished evening never leaks through a player's page.
"""

from __future__ import annotations

from django.db.models import Count, Max
from django.http import Http404
from django.shortcuts import get_object_or_404, render
from django.urls import reverse
from django_tables2 import RequestConfig

from tournaments import models as m
from tournaments.standings import scores_for_events
from tournaments.standings.tables import HistoryTable, PlayersTable
from tournaments.views.access import visible_events

PLAYERS_PER_PAGE = 50


def players_list(request):
    """Everyone who has played in an event the reader may see, searchable by name."""
    query = request.GET.get("q", "").strip()[:80]
    players = m.Player.objects.filter(memberships__entrant__event__in=visible_events(request.user))
    if query:
        players = players.filter(name__icontains=query)
    players = players.annotate(
        events=Count("memberships__entrant__event", distinct=True),
        last_played=Max("memberships__entrant__event__date"),
    ).order_by("name")
    table = PlayersTable(players)
    RequestConfig(request, paginate={"per_page": PLAYERS_PER_PAGE}).configure(table)
    return render(request, "tournaments/players.html", {"table": table, "query": query})


def _history_rows(request, player: m.Player, memberships: list[m.EntrantMember]) -> list[dict]:
    """One row per event: the pair, its partners, its place in its field and its percentage."""
    events = list({mem.entrant.event_id: mem.entrant.event for mem in memberships}.values())
    scores = scores_for_events(events, public_for=lambda e: not e.is_staff(request.user))
    entrant_ids = [mem.entrant_id for mem in memberships]
    partners: dict[int, list[m.Player]] = {}
    others = (
        m.EntrantMember.objects.filter(entrant__in=entrant_ids)
        .exclude(player=player)
        .select_related("player")
        .order_by("position")
    )
    for other in others:
        partners.setdefault(other.entrant_id, []).append(other.player)
    rows = []
    for mem in memberships:
        entrant, event = mem.entrant, mem.entrant.event
        place = scores[event.pk].place_of(entrant)
        started = event.status != m.Status.DRAFT
        rows.append(
            {
                "date": event.date,
                "event_name": event.name,
                "event_url": event.get_absolute_url(),
                "pair_code": entrant.code,
                "card_url": reverse("score-card", args=[event.slug, entrant.label])
                if started
                else "",
                "partners": partners.get(entrant.pk, []),
                "place": f"{place.place} of {place.field_size}" if place else "",
                "place_sort": _place_number(place.place) if place else 10**6,
                "percentage": place.percentage if place else "",
                "sort_percentage": place.sort_percentage if place else -1.0,
                "status": event.get_status_display(),
            }
        )
    return rows


def _place_number(place: str) -> int:
    digits = "".join(ch for ch in str(place) if ch.isdigit())
    return int(digits) if digits else 10**6


def player_page(request, pk: int):
    """A player's events, newest first, with place and percentage in each."""
    player = get_object_or_404(m.Player, pk=pk)
    memberships = list(
        m.EntrantMember.objects.filter(
            player=player, entrant__event__in=visible_events(request.user)
        )
        .select_related("entrant__event")
        .order_by("-entrant__event__date", "entrant__event__name")
    )
    if not memberships:
        raise Http404("No such player.")
    rows = _history_rows(request, player, memberships)
    table = HistoryTable(rows)
    RequestConfig(request, paginate={"per_page": PLAYERS_PER_PAGE}).configure(table)
    scored = [r["sort_percentage"] for r in rows if r["sort_percentage"] >= 0]
    wins = sum(1 for r in rows if r["place"].split(" ")[0] in ("1", "1="))
    return render(
        request,
        "tournaments/player.html",
        {
            "player": player,
            "table": table,
            "events_count": len(rows),
            "average": f"{sum(scored) / len(scored):.2f}" if scored else "",
            "wins": wins,
        },
    )
