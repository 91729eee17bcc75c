"""Public pages of a team-of-four event: team standings, team cards and travellers.

A teams event is scored match by match (a tray counts once both tables of a match are in),
not match-pointed pair by pair; ``public`` hands such events here right after checking who may
read them.  Each page reads the event's results once through ``team_scores.team_scores``.
"""

from __future__ import annotations

from django.http import Http404
from django.shortcuts import render
from django_tables2 import RequestConfig
from django_tables2.export import TableExport

from tournaments import models as m
from tournaments import standings
from tournaments import team_scores as ts
from tournaments.team_scores import signed
from tournaments.team_tables import TeamStandingsTable, standings_data
from tournaments.views import public


def _version(scores: ts.TeamScores) -> str:
    """The same version as ``public.results_version``, from the results already loaded."""
    latest = max((r.updated_at for r in scores.results), default=None)
    return f"{len(scores.results)}-{latest.timestamp() if latest else 0}"


def _table(request, event: m.Event, scores: ts.TeamScores) -> TeamStandingsTable:
    players = standings.players_by_label(event)
    table = TeamStandingsTable(
        standings_data(scores, players), event=event, mode=scores.mode, unit=scores.unit
    )
    RequestConfig(request, paginate=False).configure(table)
    return table


def _context(request, event: m.Event, scores: ts.TeamScores, table) -> dict:
    return {
        "event": event,
        "scores": scores,
        "table": table,
        "matches": ts.match_rows(scores),
        "clubs": [(c.club, c.teams, signed(c.net)) for c in scores.clubs],
        "club_winner": scores.club_winner,
        "results_count": len(scores.results),
        "live": event.status == m.Status.PLAYING,
        "live_seconds": public._refresh_seconds(request),
        "version": _version(scores),
    }


def standings_page(request, event: m.Event):
    """Team standings (``?_export=csv`` for a spreadsheet), the matches and the club totals."""
    scores = ts.team_scores(event)
    table = _table(request, event, scores)
    if request.GET.get(public.EXPORT_PARAM) == TableExport.CSV:
        return TableExport(TableExport.CSV, table).response(f"{event.slug}-team-standings.csv")
    context = _context(request, event, scores, table)
    context["live_template"] = "tournaments/team_standings_live.html"
    return render(request, "tournaments/standings.html", context)


def standings_live(request, event: m.Event):
    """The refreshing part of the team standings, shared between polls as for pairs."""

    def build() -> tuple[str, dict]:
        scores = ts.team_scores(event)
        context = _context(request, event, scores, _table(request, event, scores))
        return "tournaments/team_standings_live.html", context

    return public.serve_live(request, event, "team-standings-live", build)


def score_card_page(request, event: m.Event, label: str):
    """A team's card; a pair's label shows its team's card."""
    scores = ts.team_scores(event)
    team = scores.team_for(label)
    if team is None:
        raise Http404("No such team.")
    card = ts.team_card(scores, team)
    players = standings.players_by_label(event)
    pairs = [(p, players.get(p.label, ())) for p in card.row.pairs] if card.row else []
    return render(
        request,
        "tournaments/team_card.html",
        {
            "event": event,
            "scores": scores,
            "card": card,
            "team": team,
            "pairs": pairs,
            "row": card.row,
            "net": signed(card.row.net) if card.row else "",
        },
    )


def traveller_page(request, event: m.Event, number: int):
    """A tray's results, each with its teams and what the comparison gave the NS team."""
    trays = list(event.trays.order_by("number"))
    numbers = [t.number for t in trays]
    if number not in numbers:
        raise Http404("No such tray.")
    at = numbers.index(number)
    scores = ts.team_scores(event, tray=number)
    return render(
        request,
        "tournaments/team_traveller.html",
        {
            "event": event,
            "tray": trays[at],
            "lines": scores.by_tray.get(number, []),
            "imps": scores.method == "imps",
            "contract": scores.method != "tricks",
            "unit": scores.unit,
            "previous": numbers[at - 1] if at > 0 else None,
            "following": numbers[at + 1] if at + 1 < len(numbers) else None,
        },
    )
