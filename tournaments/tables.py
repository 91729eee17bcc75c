"""Standings tables (django-tables2): sortable, paginated, linked to each score card."""

from __future__ import annotations

import django_tables2 as tables
from django.urls import reverse
from django.utils.html import format_html, format_html_join

# Cell classes from site.css: figures line up, pair numbers never break, and the columns a
# phone can do without are dropped below 600 pixels.
NUMBER = {"th": {"class": "num"}, "td": {"class": "num nowrap"}}
NOWRAP = {"td": {"class": "nowrap"}}
NARROW_HIDDEN = {"th": {"class": "num hide-narrow"}, "td": {"class": "num hide-narrow"}}


class StandingsTable(tables.Table):
    place = tables.Column(
        verbose_name="Place", order_by=("field", "-sort_percentage"), attrs=NUMBER
    )
    code = tables.Column(verbose_name="Pair", order_by=("label",), attrs=NOWRAP)
    name = tables.Column(verbose_name="Names")
    trays = tables.Column(verbose_name="Trays", attrs=NARROW_HIDDEN)
    matchpoints = tables.Column(verbose_name="Match points", attrs=NUMBER)
    maximum = tables.Column(verbose_name="Max", attrs=NARROW_HIDDEN)
    percentage = tables.Column(verbose_name="%", order_by=("sort_percentage",), attrs=NUMBER)

    class Meta:
        attrs = {"class": "standings"}
        orderable = True

    def __init__(self, data, *, event, **kwargs):
        self.event = event
        extra = []
        if any(row["field"] for row in data):
            extra.append(("field", tables.Column(verbose_name="Field")))
        self.top_loss = None
        if event.form == "individuals":
            extra += [
                ("code", tables.Column(verbose_name="Player", order_by=("label",), attrs=NOWRAP)),
                ("name", tables.Column(verbose_name="Name")),
            ]
            lost = [row for row in data if row.get("loss") is not None]
            if lost:
                self.top_loss = TopLossTable(lost, event=event)
        super().__init__(data, extra_columns=extra, **kwargs)

    def render_code(self, value, record):
        url = reverse("score-card", args=[self.event.slug, record["label"]])
        return format_html('<a href="{}">{}</a>', url, value)

    def value_code(self, value):
        return value

    def render_name(self, value, record):
        """The partners' names, each linked to the player's page, when they are known."""
        players = record.get("players") or ()
        if not players:
            return value
        return format_html_join(
            " & ",
            '<a href="{}">{}</a>',
            ((reverse("player", args=[p.pk]), p.name) for p in players),
        )

    def value_name(self, value):
        return value


class TopLossTable(tables.Table):
    """Safford's individual scoring: the tricks each player lost to the top of its position."""

    loss_place = tables.Column(verbose_name="Place", attrs=NUMBER)
    code = tables.Column(verbose_name="Player", attrs=NOWRAP)
    name = tables.Column(verbose_name="Name")
    loss = tables.Column(verbose_name="Tricks lost", attrs=NUMBER)
    sets = tables.Column(verbose_name="Sets", attrs=NARROW_HIDDEN)

    class Meta:
        attrs = {"class": "standings top-loss"}
        orderable = False

    def __init__(self, data, *, event, **kwargs):
        self.event = event
        ordered = sorted(data, key=lambda row: (row["loss"], row["label"]))
        super().__init__(ordered, **kwargs)

    def render_code(self, value, record):
        url = reverse("score-card", args=[self.event.slug, record["label"]])
        return format_html('<a href="{}">{}</a>', url, value)


class TrickTable(tables.Table):
    """Trick totals against the average of each direction, as in the source's compass table."""

    field = tables.Column(verbose_name="Direction")
    code = tables.Column(verbose_name="Pair", attrs=NOWRAP)
    name = tables.Column(verbose_name="Names")
    tricks = tables.Column(verbose_name="Tricks")
    average = tables.Column(verbose_name="Average")
    plus_minus = tables.Column(verbose_name="+/−")
    overall_place = tables.Column(verbose_name="Overall")

    class Meta:
        attrs = {"class": "standings tricks"}
        orderable = False


class PlayersTable(tables.Table):
    """The club's players: how often and how lately each has played."""

    name = tables.Column(verbose_name="Player", linkify=("player", {"pk": tables.A("pk")}))
    events = tables.Column(verbose_name="Events")
    last_played = tables.DateColumn(verbose_name="Last played", format="j M Y")

    class Meta:
        attrs = {"class": "players"}
        orderable = True


class HistoryTable(tables.Table):
    """One player's events: where the pair finished and with what."""

    date = tables.DateColumn(verbose_name="Date", format="j M Y")
    event = tables.Column(verbose_name="Event", accessor="event_name")
    pair = tables.Column(verbose_name="Pair", accessor="pair_code")
    partners = tables.Column(verbose_name="With", orderable=False)
    place = tables.Column(verbose_name="Place", order_by=("place_sort",))
    percentage = tables.Column(verbose_name="%", order_by=("sort_percentage",))

    class Meta:
        attrs = {"class": "history"}
        orderable = True

    def render_event(self, record):
        return format_html('<a href="{}">{}</a>', record["event_url"], record["event_name"])

    def render_partners(self, value):
        return format_html_join(
            " & ", '<a href="{}">{}</a>', ((reverse("player", args=[p.pk]), p.name) for p in value)
        )

    def value_partners(self, value):
        return " & ".join(p.name for p in value)

    def render_pair(self, record):
        if not record["card_url"]:
            return record["pair_code"]
        return format_html('<a href="{}">{}</a>', record["card_url"], record["pair_code"])
