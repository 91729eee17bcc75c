"""Player pages: who has played at the club, and each player's events and results.

A player is shown only through events the reader may see (published ones, and for a club's
staff their club's own), so an unpublished evening never leaks through a player's page; the
public meets a club's players only where the club shows names on its pages; a player's
contact details are for the organisers of the player's club alone.
"""

from __future__ import annotations

from django.db.models import Count, Max, Q
from django.http import Http404
from django.shortcuts import get_object_or_404, render
from django.urls import reverse
from django_tables2 import RequestConfig

from tournaments import models as m
from tournaments.standings import scores_for_events
from tournaments.standings.tables import HistoryTable, PlayersTable
from tournaments.views.access import visible_events

PLAYERS_PER_PAGE = 50
STAFF = (m.Role.ORGANISER, m.Role.SCORER)


def players_list(request):
    """Everyone who has played in an event the reader may see, searchable by name."""
    query = request.GET.get("q", "").strip()[:80]
    players = m.Player.objects.filter(
        memberships__entrant__event__in=visible_events(request.user)
    ).filter(_shown_players(request.user))
    if query:
        players = players.filter(name__icontains=query)
    players = players.annotate(
        events=Count("memberships__entrant__event", distinct=True),
        last_played=Max("memberships__entrant__event__date"),
    ).order_by("name")
    organised = _organised_clubs(request.user)
    table = PlayersTable(players, contacts=organised)
    RequestConfig(request, paginate={"per_page": PLAYERS_PER_PAGE}).configure(table)
    return render(request, "tournaments/players.html", {"table": table, "query": query})


def _shown_players(user) -> Q:
    """Players of clubs that show names, and every player of the clubs the user helps run."""
    shown = Q(club__public_names=True)
    if user.is_authenticated:
        if user.is_superuser:
            return Q()
        shown |= Q(club__members__user=user, club__members__role__in=STAFF)
    return shown


def _organised_clubs(user) -> set[int]:
    """The clubs whose players' contact details the user may read."""
    if not user.is_authenticated:
        return set()
    if user.is_superuser:
        return set(m.Club.objects.values_list("pk", flat=True))
    mine = m.ClubMember.objects.filter(user=user, role=m.Role.ORGANISER)
    return set(mine.values_list("club_id", flat=True))


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
                "score": place.score if place else "",
                "status": event.get_status_display(),
            }
        )
    return rows


def _place_number(place: str) -> int:
    digits = "".join(ch for ch in str(place) if ch.isdigit())
    return int(digits) if digits else 10**6


def player_page(request, pk: int):
    """A player's events, newest first, with place and percentage in each."""
    player = get_object_or_404(
        m.Player.objects.filter(_shown_players(request.user)).distinct(), pk=pk
    )
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
            "contacts": player.club_id in _organised_clubs(request.user),
            "table": table,
            "events_count": len(rows),
            "average": f"{sum(scored) / len(scored):.2f}" if scored else "",
            "wins": wins,
        },
    )
