"""The progressive parties' tables: the star table, the chips and today's euchre points."""

from __future__ import annotations

import django_tables2 as tables
from django.utils.html import format_html
from django.utils.translation import gettext_lazy as _

from tournaments.standings.quick_tables import QUICK_TEMPLATE, QuickBody
from tournaments.standings.tables import CardLinks


class GuestLinks(CardLinks):
    """A party's table whose players' labels link to their pages (``event`` set on it)."""

    linked_view = "progressive-player"

    def render_label(self, value):
        return format_html('<a href="{}">{}</a>', self._card_url(value), value)


class StarTable(GuestLinks, QuickBody, tables.Table):
    label = tables.Column(verbose_name=_("Player"))
    name = tables.Column(verbose_name=_("Name"))
    gold = tables.Column(verbose_name=_("Gold"), attrs={"td": {"class": "num"}})
    red = tables.Column(verbose_name=_("Red"), attrs={"td": {"class": "num"}})
    green = tables.Column(verbose_name=_("Green"), attrs={"td": {"class": "num"}})

    class Meta:
        attrs = {"class": "standings stars"}
        orderable = True
        template_name = QUICK_TEMPLATE

    def __init__(self, data, *, event, **kwargs):
        self.event = event
        super().__init__(data, **kwargs)


class ChipTable(QuickBody, tables.Table):
    label = tables.Column(verbose_name=_("Player"))
    name = tables.Column(verbose_name=_("Name"))
    yellow = tables.Column(verbose_name=_("Yellow chips"), attrs={"td": {"class": "num"}})
    counters = tables.Column(verbose_name=_("Counters"), attrs={"td": {"class": "num"}})
    stakes = tables.Column(verbose_name=_("Extra stakes"), attrs={"td": {"class": "num"}})

    class Meta:
        attrs = {"class": "standings chips"}
        orderable = True
        template_name = QUICK_TEMPLATE


class PointsTable(GuestLinks, QuickBody, tables.Table):
    """Today's euchre: place, player, each round's points (hidden on a phone), total and the
    games won that break a tie."""

    place = tables.Column(verbose_name=_("Place"))
    label = tables.Column(verbose_name=_("Player"))
    name = tables.Column(verbose_name=_("Name"))
    total = tables.Column(verbose_name=_("Total"), attrs={"td": {"class": "num total"}})
    games = tables.Column(verbose_name=_("Games won"), attrs={"td": {"class": "num"}})

    class Meta:
        attrs = {"class": "standings points"}
        orderable = False
        template_name = QUICK_TEMPLATE

    def __init__(self, data, *, event, rounds: int, **kwargs):
        self.event = event
        cells = {"th": {"class": "num round"}, "td": {"class": "num round"}}
        extra = [
            (f"r{i}", tables.Column(verbose_name=f"R{i}", attrs=cells))
            for i in range(1, rounds + 1)
        ]
        order = ("place", "label", "name", *(name for name, _ in extra), "total", "games")
        super().__init__(data, extra_columns=extra, sequence=order, **kwargs)
