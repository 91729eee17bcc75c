"""A player's events as a table: the history columns, and the masterpoints each earned."""

from __future__ import annotations

import django_tables2 as tables
from django.utils.translation import gettext_lazy as _

from tournaments.standings.tables import HistoryTable


class PlayerHistoryTable(HistoryTable):
    percentage = tables.Column(verbose_name=_("% or score"), order_by=("sort_percentage",))
    points = tables.Column(
        verbose_name=_("Masterpoints"), order_by=("points_sort",), attrs={"td": {"class": "num"}}
    )

    class Meta(HistoryTable.Meta):
        sequence = ("date", "event", "pair", "partners", "place", "percentage", "points")
