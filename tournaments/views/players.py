"""Player pages: who has played at the club, and each player's events and results.

A player is shown only through events the reader may see (published ones, and for a club's
staff their club's own), so an unpublished evening never leaks through a player's page; the
public meets a club's players only where the club shows names on its pages; a player's
contact details are for the organisers of the player's club alone.
"""

from __future__ import annotations

import csv
from decimal import Decimal

from django.db.models import Count, Max
from django.http import Http404, HttpResponse
from django.shortcuts import get_object_or_404, render
from django.utils.safestring import mark_safe
from django.utils.translation import gettext as _

from tournaments import models as m
from tournaments.adapters import trust
from tournaments.exchange.spreadsheet import neutralised_row
from tournaments.standings.history import (
    SEASON_COLUMNS,
    memberships_of,
    played,
    season_bounds,
    season_rows,
)
from tournaments.standings.history_chart import Point, history_chart_svg
from tournaments.standings.history_table import PlayerHistoryTable
from tournaments.standings.tables import PlayersTable
from tournaments.views.access import visible_events
from tournaments.views.tables import paginate

PLAYERS_PER_PAGE = 50


def players_list(request):
    """Everyone who has played in an event the reader may see, searchable by name."""
    # No NUL: PostgreSQL refuses to compare text holding one (a server error, ``?q=%00``).
    query = request.GET.get("q", "").replace("\x00", "").strip()[:80]
    players = m.Player.objects.filter(
        memberships__entrant__event__in=visible_events(request.user)
    ).filter(trust.players_named(request.user))
    if query:
        players = players.filter(name__icontains=query)
    players = players.annotate(
        events=Count("memberships__entrant__event", distinct=True),
        last_played=Max("memberships__entrant__event__date"),
    ).order_by("name")
    organised = _organised_clubs(request.user)
    table = PlayersTable(players, contacts=organised)
    paginate(request, table, PLAYERS_PER_PAGE)
    return render(request, "tournaments/players.html", {"table": table, "query": query})


def _organised_clubs(user) -> set[int]:
    """The clubs whose players' contact details the user may read."""
    if not user.is_authenticated:
        return set()
    if user.is_superuser:
        return set(m.Club.objects.values_list("pk", flat=True))
    mine = m.ClubMember.objects.filter(user=user, role=m.Role.ORGANISER)
    return set(mine.values_list("club_id", flat=True))


def player_page(request, pk: int):
    """A player's events, newest first, with place, percentage or score, partners and
    masterpoints, and a chart of the percentages over time."""
    player = get_object_or_404(
        m.Player.objects.filter(trust.players_named(request.user)).distinct(), pk=pk
    )
    memberships = memberships_of(visible_events(request.user), player=player)
    if not memberships:
        raise Http404(_("No such player."))
    games = played(memberships, lambda e: not trust.reads_everything(e, request.user))
    rows = [g.row() for g in games]
    table = PlayerHistoryTable(rows)
    paginate(request, table, PLAYERS_PER_PAGE)
    scored = [g for g in games if g.sort_percentage >= 0]
    wins = sum(1 for g in games if g.place in ("1", "1="))
    chart = history_chart_svg(
        [Point(g.event.date, g.sort_percentage, g.event.name) for g in scored],
        title=_("%(name)s: percentages over time") % {"name": player.name},
    )
    totals: dict[str, Decimal] = {}
    for g in games:
        if g.points:
            totals[g.point_type] = totals.get(g.point_type, Decimal(0)) + Decimal(g.points)
    return render(
        request,
        "tournaments/player.html",
        {
            "player": player,
            "contacts": player.club_id in _organised_clubs(request.user),
            "table": table,
            "events_count": len(rows),
            "average": f"{sum(g.sort_percentage for g in scored) / len(scored):.2f}"
            if scored
            else "",
            "wins": wins,
            "chart": mark_safe(chart) if len(scored) > 1 else "",
            "points": [(kind, _plain(total)) for kind, total in sorted(totals.items())],
        },
    )


def _plain(value: Decimal) -> str:
    text = format(value, "f")
    return text.rstrip("0").rstrip(".") if "." in text else text


def season_csv(request, slug: str, year: int):
    """A club's season as CSV: a row a player an event, with place, figure and masterpoints.
    The club's staff see every event; the public the published ones of a club that shows
    names."""
    club = get_object_or_404(m.Club, slug=slug)
    staff = trust.club_reads_everything(club.pk, request.user)
    if not staff and not club.public_names:
        raise Http404(_("No such club."))
    if not 1900 <= year < 9999:  # the season that begins in 9999 would end in 10000
        raise Http404(_("No such season."))
    start, end = season_bounds(club, year)
    events = m.Event.objects.filter(club=club, date__gte=start, date__lt=end)
    if not staff:
        events = events.filter(published=True)
    games = played(memberships_of(events), lambda e: not staff)
    response = HttpResponse(content_type="text/csv; charset=utf-8")
    response["Content-Disposition"] = f'attachment; filename="{club.slug}-season-{year}.csv"'
    writer = csv.writer(response)
    writer.writerow(SEASON_COLUMNS)
    writer.writerows(neutralised_row(row) for row in season_rows(games))
    return response
