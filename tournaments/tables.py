"""Standings tables (django-tables2): sortable, paginated, linked to each score card."""

from __future__ import annotations

import django_tables2 as tables
from django.urls import reverse
from django.utils.html import format_html


class StandingsTable(tables.Table):
    place = tables.Column(verbose_name="Place", order_by=("field", "-sort_percentage"))
    code = tables.Column(verbose_name="Pair", order_by=("label",))
    name = tables.Column(verbose_name="Names")
    trays = tables.Column(verbose_name="Trays")
    matchpoints = tables.Column(verbose_name="Match points")
    maximum = tables.Column(verbose_name="Max")
    percentage = tables.Column(verbose_name="%", order_by=("sort_percentage",))

    class Meta:
        attrs = {"class": "standings"}
        orderable = True

    def __init__(self, data, *, event, **kwargs):
        self.event = event
        extra = []
        if any(row["field"] for row in data):
            extra.append(("field", tables.Column(verbose_name="Field")))
        super().__init__(data, extra_columns=extra, **kwargs)

    def render_code(self, value, record):
        url = reverse("score-card", args=[self.event.slug, record["label"]])
        return format_html('<a href="{}">{}</a>', url, value)


class TrickTable(tables.Table):
    """Trick totals against the average of each direction, as in the source's compass table."""

    field = tables.Column(verbose_name="Direction")
    code = tables.Column(verbose_name="Pair")
    name = tables.Column(verbose_name="Names")
    tricks = tables.Column(verbose_name="Tricks")
    average = tables.Column(verbose_name="Average")
    plus_minus = tables.Column(verbose_name="+/−")
    overall_place = tables.Column(verbose_name="Overall")

    class Meta:
        attrs = {"class": "standings tricks"}
        orderable = False
