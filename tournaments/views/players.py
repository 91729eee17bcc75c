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
from tournaments import standings
from tournaments.tables import HistoryTable, PlayersTable
from tournaments.team_scores import team_scores
from tournaments.views.public import visible_events

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


def _history_rows(player: m.Player, memberships: list[m.EntrantMember]) -> list[dict]:
    """One row per event: the pair, its partners, its place in its field and its percentage."""
    events = list({mem.entrant.event_id: mem.entrant.event for mem in memberships}.values())
    scores = standings.scores_for_events([e for e in events if e.form != m.Form.TEAMS])
    team_places = {e.pk: _team_places(e) for e in events if e.form == m.Form.TEAMS}
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
        if event.pk in team_places:
            table = team_places[event.pk]
            row = table.get(entrant.team_id)
            field_size = len(table)
        else:
            table = standings.standings_rows(scores[event.pk])
            row = next((r for r in table if r["label"] == entrant.label), None)
            field_size = sum(1 for r in table if row is not None and r["field"] == row["field"])
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
                "place": f"{row['place']} of {field_size}" if row else "",
                "place_sort": _place_number(row["place"]) if row else 10**6,
                "percentage": row["percentage"] if row else "",
                "sort_percentage": row["sort_percentage"] if row else -1.0,
                "status": event.get_status_display(),
            }
        )
    return rows


def _team_places(event: m.Event) -> dict[int, dict]:
    """A teams event's standings by team id, as the history table reads a row: the team's
    place (no percentage: teams are ranked on matches, IMPs or VPs)."""
    scores = team_scores(event)
    return {
        r.team.pk: {"place": r.place_label, "percentage": "", "sort_percentage": -1.0}
        for r in scores.standings
        if r.place is not None
    }


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
    rows = _history_rows(player, memberships)
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
