"""The team standings table (django-tables2): the columns the event's scoring needs, and CSV.

A whist series is decided by matches won and then tricks on balance; a single bridge match by
IMPs; several bridge matches by victory points.  One table class serves all three, leaving out
the columns that mean nothing for the event at hand.
"""

from __future__ import annotations

from fractions import Fraction

import django_tables2 as tables
from django.urls import reverse
from django.utils.html import format_html, format_html_join
from django.utils.safestring import mark_safe

from tournaments import team_scores as ts
from tournaments.tables import NARROW_HIDDEN, NOWRAP, NUMBER
from tournaments.team_scores import signed

UNUSED = {
    ts.SERIES: ("imps_for", "imps_against", "vps"),
    ts.IMPS: ("played", "won", "tied", "lost", "matches", "vps"),
    ts.VPS: ("matches",),
}


def matches_text(value: Fraction) -> str:
    """Matches won with a tied match as a half: 2, 2.5."""
    return f"{float(value):g}"


def standings_data(scores: ts.TeamScores, players: dict[str, list]) -> list[dict]:
    """One dict per team, with its pairs' players (to link names to player pages)."""
    rows = []
    for row in scores.standings:
        rows.append(
            {
                "place": row.place_label,
                "label": row.team.label,
                "name": row.team.name,
                "pairs": [(p, players.get(p.label, ())) for p in row.pairs],
                "played": row.played,
                "won": row.won,
                "tied": row.tied,
                "lost": row.lost,
                "matches": matches_text(row.matches),
                "net": signed(row.net),
                "imps_for": row.imps_for,
                "imps_against": row.imps_against,
                "vps": "" if row.vps is None else f"{row.vps:.2f}",
            }
        )
    return rows


class TeamStandingsTable(tables.Table):
    place = tables.Column(verbose_name="Place", attrs=NUMBER)
    label = tables.Column(verbose_name="Team", attrs=NOWRAP)
    name = tables.Column(verbose_name="Names", empty_values=())
    played = tables.Column(verbose_name="Played", attrs=NARROW_HIDDEN)
    won = tables.Column(verbose_name="Won", attrs=NUMBER)
    tied = tables.Column(verbose_name="Tied", attrs=NARROW_HIDDEN)
    lost = tables.Column(verbose_name="Lost", attrs=NARROW_HIDDEN)
    matches = tables.Column(verbose_name="Matches", attrs=NUMBER)
    imps_for = tables.Column(verbose_name="IMPs for", attrs=NARROW_HIDDEN)
    imps_against = tables.Column(verbose_name="IMPs against", attrs=NARROW_HIDDEN)
    net = tables.Column(verbose_name="Net", attrs=NUMBER)
    vps = tables.Column(verbose_name="VPs", attrs=NUMBER)

    class Meta:
        attrs = {"class": "standings teams"}
        orderable = False

    def __init__(self, data, *, event, mode: str, unit: str, **kwargs):
        self.event = event
        super().__init__(data, exclude=UNUSED[mode], **kwargs)
        self.columns["net"].column.verbose_name = f"Net {unit}"

    def render_label(self, value):
        url = reverse("score-card", args=[self.event.slug, value])
        return format_html('<a href="{}">{}</a>', url, value)

    def value_label(self, value):
        return value

    def render_name(self, value, record):
        """The team's name, then each pair's players linked to their pages."""
        pairs = format_html_join(
            mark_safe("<br>"),
            "{}",
            ((_pair_names(pair, players),) for pair, players in record["pairs"] if pair.name),
        )
        if value and pairs:
            return format_html("<strong>{}</strong><br>{}", value, pairs)
        return value or pairs

    def value_name(self, value, record):
        names = " / ".join(pair.name for pair, _ in record["pairs"] if pair.name)
        return f"{value}: {names}" if value and names else value or names


def _pair_names(pair, players) -> str:
    if not players:
        return pair.name
    return format_html_join(
        " & ", '<a href="{}">{}</a>', ((reverse("player", args=[p.pk]), p.name) for p in players)
    )
