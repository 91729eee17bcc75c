"""A progressive evening's public pages: the live star table, the prize list, and each
guest's page on a phone (this round's table, seat and partner, and the stars)."""

from __future__ import annotations

from django.http import Http404
from django.shortcuts import get_object_or_404, redirect, render
from django.utils.translation import gettext as _
from django_tables2 import RequestConfig

from movements.progression import CHART_GAMES, PartyGame
from movements.rotation import player_rounds
from tournaments import models as m
from tournaments.adapters import progressive as pa
from tournaments.forms import progressive as pf
from tournaments.standings import progressive as sp
from tournaments.standings.base import names_shown
from tournaments.standings.progressive_tables import ChipTable, StarTable
from tournaments.views.access import readable_event
from tournaments.views.progressive.common import (
    bonus_deals,
    guest_names,
    print_url,
    settings_of,
)


def stars(request, slug):
    event = readable_event(request, slug)
    settings = settings_of(event)
    game = pa.engine_game(settings)
    if game in CHART_GAMES:  # no stars: running totals
        return redirect("progressive-standings", event.slug)
    shown = names_shown(event, request.user)
    players = {label: p.name if shown else "" for label, p in pa.names_by_label(event).items()}
    ctx = {
        "event": event,
        "settings": settings,
        "rounds": len(pa.closed_rounds(event)),
        "is_host": event.is_organiser(request.user),
    }
    if game is PartyGame.POKER:
        tally = sp.poker_tallies(event, settings.stake)
        rows = [
            {
                "label": p,
                "name": players[p],
                "yellow": t.yellow,
                "counters": t.net,
                "stakes": t.stakes,
            }
            for p, t in tally.items()
        ]
        rows.sort(key=lambda r: (-r["yellow"], -r["counters"], pa.label_key(r["label"])))
        table = ChipTable(rows)
    else:
        rows = [
            {"label": p, "name": players[p], "gold": s.gold, "red": s.red, "green": s.green}
            for p, s in sp.evening_stars(event).items()
        ]
        rows.sort(key=lambda r: (-r["gold"], -r["red"], r["green"], pa.label_key(r["label"])))
        table = StarTable(rows, event=event)
    RequestConfig(request, paginate=False).configure(table)
    ctx["table"] = table
    if game is PartyGame.MILITARY:
        ctx["forts"] = sorted(sp.evening_flags(event).items())
    if settings.score_bonus != "none":
        ctx["bonuses"] = [
            {"row": b, "pairs": [" & ".join(players[p] or p for p in pair) for pair in b.pairs]}
            for b in sp.round_bonuses(event)
        ]
        ctx["bonus_rule"] = sp.party_rules(event, settings).bonus()
    return render(request, "tournaments/progressive_stars.html", ctx)


def prize_list(request, slug):
    event = readable_event(request, slug)
    settings = settings_of(event)
    names = guest_names(event, request.user)
    prizes = [
        {
            "klass": p.klass,
            "group": p.group,
            "player": names.get(p.player, p.player),
            "label": p.player,
            "count": p.count,
            "decided_by": p.decided_by,
        }
        for p in sp.evening_prizes(event, settings)
    ]
    ctx = {
        "event": event,
        "settings": settings,
        "prizes": prizes,
        "final": event.status == m.Status.FINISHED,
        "is_host": event.is_organiser(request.user),
        "print_url": print_url(event),
        "points": pa.engine_game(settings) in CHART_GAMES,
    }
    return render(request, "tournaments/progressive_prizes.html", ctx)


def player(request, slug, label):
    """A guest's page on a phone: this round's table, seat and partner, and the stars."""
    event = readable_event(request, slug)
    settings = settings_of(event)
    if "\x00" in label:  # not a label, and PostgreSQL refuses to compare text holding NUL
        raise Http404(_("No such player."))
    guest = get_object_or_404(m.ProgressivePlayer, event=event, label=label)
    if not names_shown(event, request.user):
        guest.name = ""  # the page shows the label alone
    game, names = pa.engine_game(settings), guest_names(event, request.user)
    rounds = list(event.progressive_rounds.all())
    current = next((r for r in rounds if r.state != m.RoundState.CLOSED), None)
    shown = current or (rounds[-1] if rounds else None)
    place, form = None, None
    if shown is not None:
        seating = pa.seating_of(shown)
        place = pa.place_of(seating, label, shown.number, game)
        organiser = event.is_organiser(request.user)
        if organiser and place and shown.state == m.RoundState.OPEN:
            table = next(t for t in seating if t.table == place.table)
            form = pf.ReportForm(
                game=game,
                table=table,
                names=names,
                prefix=f"t{place.table}",
                bonus_deals=bonus_deals(settings),
            )
    ctx = {
        "event": event,
        "guest": guest,
        "round": shown,
        "place": place,
        "partner": names.get(place.partner) if place and place.partner else None,
        "others": [names.get(p, p) for p in place.others] if place else [],
        "form": form,
    }
    if game in CHART_GAMES:
        ctx |= _points_player(event, settings, label, names)
    elif game is not PartyGame.POKER:
        ctx["stars"] = sp.evening_stars(event).get(label)
    return render(request, "tournaments/progressive_player.html", ctx)


def _points_player(event, settings, label: str, names) -> dict:
    """Today's euchre: the player's running total and place, and every round of the chart the
    evening plays: table, partner, opponents, and the points once played."""
    standing = next(s for s in sp.evening_points(event, settings) if s.player == label)
    chart = pa.event_chart(event)
    playing = min(settings.rounds or len(chart.rounds), len(chart.rounds))
    rotation = []
    for number, table in player_rounds(chart, label)[:playing]:
        row: dict[str, int | str | None] = {"round": number, "table": None, "points": None}
        if number <= len(standing.rounds):
            row["points"] = standing.rounds[number - 1]
        place = (
            None if table is None else pa.place_of((table,), label, number, PartyGame.EUCHRE_POINTS)
        )
        if place is not None:
            row |= {
                "table": place.table,
                "partner": names.get(place.partner, place.partner),
                "against": " & ".join(names.get(p, p) for p in place.others),
            }
        rotation.append(row)
    return {"standing": standing, "rotation": rotation}
