"""Every django-tables2 table of the site: standings (pairs, players, teams), the trick-average
and tricks-lost tables, the club's players and a player's history.

Tables are handed plain rows; sorting, pagination and CSV export are django-tables2's.
"""

from __future__ import annotations

from collections.abc import Set as AbstractSet
from fractions import Fraction
from typing import TYPE_CHECKING

import django_tables2 as tables
from django.urls import reverse
from django.utils.html import format_html, format_html_join
from django.utils.safestring import mark_safe
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy, gettext_noop

from tournaments.scoring.explain import figure
from tournaments.standings.numbers import local_figure, local_percent
from tournaments.standings.quick_tables import QUICK_TEMPLATE, QuickBody, card_addresses
from tournaments.standings.team_rows import AGGREGATE, BOARDS, IMPS, SERIES, VPS, signed

if TYPE_CHECKING:
    from tournaments.models import Event

# Cell classes from site.css: figures line up, pair numbers never break, and the columns a
# phone can do without are dropped below 600 pixels.
NUMBER = {"th": {"class": "num"}, "td": {"class": "num nowrap"}}
NOWRAP = {"td": {"class": "nowrap"}}
NARROW_HIDDEN = {"th": {"class": "num hide-narrow"}, "td": {"class": "num hide-narrow"}}
WORDS_NARROW_HIDDEN = {"th": {"class": "hide-narrow"}, "td": {"class": "hide-narrow"}}
# Names: at most two lines (``site.css`` clamps ``.names``), the cell taking what is left.
NAMES = {"td": {"class": "names-cell"}}
# A section scored across its field (translated where a page shows them).
SECTION_PLACE, FIELD_PLACE = gettext_noop("Place in section"), gettext_noop("Place in field")


class CardLinks:
    """A table whose pair codes link to their score cards (``event`` set on the table;
    ``linked_view``: the event's page a label names)."""

    event: Event
    linked_view = "score-card"

    def render_code(self, value, record):
        return format_html('<a href="{}">{}</a>', self._card_url(record["label"]), value)

    def _card_url(self, label: str) -> str:
        """The address of ``label``'s page (``card_addresses``, made once a table)."""
        address = self.__dict__.get("_card_address")
        if address is None:
            address = self.__dict__["_card_address"] = card_addresses(self.event, self.linked_view)
        return address(label)


class FigureColumn(tables.Column):
    """A column of figures kept as text ("12.5", "+3.5"), shown as the reader's language
    writes them ("12,5" in French)."""

    quick = True  # only its render differs from a plain column: ``QuickBody`` makes its cells
    figures = True  # its render is ``local_figure``: ``QuickBody`` writes them all at once

    def render(self, value):
        return local_figure(value)

    def value(self, value):
        """The CSV keeps the figure as stored: a file is read by programs, not people."""
        return value


class StandingsTable(CardLinks, QuickBody, tables.Table):
    place = tables.Column(
        verbose_name=gettext_lazy("Place"), order_by=("field", "-sort_percentage"), attrs=NUMBER
    )
    code = tables.Column(verbose_name=gettext_lazy("Pair"), order_by=("label",), attrs=NOWRAP)
    name = tables.Column(verbose_name=gettext_lazy("Names"), attrs=NAMES)
    trays = tables.Column(verbose_name=gettext_lazy("Trays"), attrs=NARROW_HIDDEN)
    matchpoints: tables.Column | None = FigureColumn(
        verbose_name=gettext_lazy("Match points"), attrs=NUMBER
    )
    maximum: tables.Column | None = FigureColumn(
        verbose_name=gettext_lazy("Max"), attrs=NARROW_HIDDEN
    )
    # in the reader's language (53,89 in French); the CSV keeps the figure as stored
    percentage: tables.Column | None = FigureColumn(
        verbose_name="%", order_by=("sort_percentage",), attrs=NUMBER
    )

    class Meta:
        attrs = {"class": "standings"}
        orderable = True
        template_name = QUICK_TEMPLATE

    def __init__(self, data, *, event, **kwargs):
        self.event = event
        extra = []
        across = any("field_place" in row for row in data)  # a section scored across the field
        if across:
            extra.append(("field_place", tables.Column(verbose_name=_(FIELD_PLACE), attrs=NUMBER)))
            kwargs.setdefault("sequence", ("place", "field_place", "..."))
        if any(row["field"] for row in data):  # the pair's code names its field on a phone
            extra.append(
                ("field", tables.Column(verbose_name=_("Field"), attrs=WORDS_NARROW_HIDDEN))
            )
        super().__init__(data, extra_columns=extra + self.renamed_columns(), **kwargs)
        if across:  # the instance's own copy of the column: the class keeps "Place"
            self.columns["place"].column.verbose_name = _(SECTION_PLACE)
            if "matchpoints" in self.columns:  # two places leave a phone room for the %
                self.columns["matchpoints"].column.attrs = NARROW_HIDDEN
        self.word_columns(event.words)

    def word_columns(self, words) -> None:
        """The columns named by the game's word ("Boards" at bridge, "Trays" at whist)."""
        named = {"trays": words.Boards, "average": _("A %(board)s") % {"board": words.board}}
        for name, verbose_name in named.items():
            if name in self.columns:  # the instance's own copy, as "place" above
                self.columns[name].column.verbose_name = verbose_name

    def renamed_columns(self) -> list:
        return []

    def value_code(self, value):
        return value

    def render_name(self, value, record):
        """The partners' names, each linked to the player's page, when they are known."""
        players = record.get("players") or ()
        if not players:
            return format_html('<span class="names">{}</span>', value)
        return format_html(
            '<span class="names">{}</span>',
            format_html_join(
                " & ",
                '<a href="{}">{}</a>',
                ((reverse("player", args=[p.pk]), p.name) for p in players),
            ),
        )

    def value_name(self, value):
        return value


class ImpStandingsTable(StandingsTable):
    """Pairs scored in IMPs: each pair's total and its average a tray."""

    place = tables.Column(
        verbose_name=gettext_lazy("Place"), order_by=("field", "-sort_imps"), attrs=NUMBER
    )
    imps = FigureColumn(verbose_name=gettext_lazy("IMPs"), order_by=("sort_imps",), attrs=NUMBER)
    average = FigureColumn(
        verbose_name=gettext_lazy("A tray"), order_by=("sort_average",), attrs=NUMBER
    )

    class Meta(StandingsTable.Meta):
        exclude = ("matchpoints", "maximum", "percentage")
        sequence = ("place", "code", "name", "trays", "imps", "average", "...")


class SwissPairsTable(StandingsTable):
    """A Swiss of pairs: each pair's matches, its Butler IMPs and its victory points."""

    place = tables.Column(verbose_name=gettext_lazy("Place"), order_by=("-sort_vps",), attrs=NUMBER)
    matches = tables.Column(verbose_name=gettext_lazy("Matches"), attrs=NARROW_HIDDEN)
    imps = FigureColumn(verbose_name=gettext_lazy("IMPs"), order_by=("sort_imps",), attrs=NUMBER)
    vps = FigureColumn(verbose_name=gettext_lazy("VPs"), order_by=("sort_vps",), attrs=NUMBER)

    class Meta(StandingsTable.Meta):
        exclude = ("matchpoints", "maximum", "percentage", "trays")
        sequence = ("place", "code", "name", "matches", "imps", "vps", "...")


class IndividualStandingsTable(StandingsTable):
    """Players, not pairs: each row is one player's match points."""

    class Meta(StandingsTable.Meta):  # a table's options are its own ``Meta``'s alone
        pass

    def renamed_columns(self) -> list:
        return [
            ("code", tables.Column(verbose_name=_("Player"), order_by=("label",), attrs=NOWRAP)),
            ("name", tables.Column(verbose_name=_("Name"), attrs=NAMES)),
        ]


class TopLossTable(CardLinks, QuickBody, tables.Table):
    """Safford's individual scoring: the tricks each player lost to the top of its position."""

    loss_place = tables.Column(verbose_name=gettext_lazy("Place"), attrs=NUMBER)
    code = tables.Column(verbose_name=gettext_lazy("Player"), attrs=NOWRAP)
    name = tables.Column(verbose_name=gettext_lazy("Name"), attrs=NAMES)
    loss = FigureColumn(verbose_name=gettext_lazy("Tricks lost"), attrs=NUMBER)
    sets = tables.Column(verbose_name=gettext_lazy("Sets"), attrs=NARROW_HIDDEN)

    class Meta:
        attrs = {"class": "standings top-loss"}
        orderable = False
        template_name = QUICK_TEMPLATE

    def __init__(self, data, *, event, **kwargs):
        self.event = event
        ordered = sorted(data, key=lambda row: (row["loss"], row["label"]))
        super().__init__(ordered, **kwargs)


class TrickTable(QuickBody, tables.Table):
    """Trick totals against the average of each direction, as in the source's compass table."""

    field = tables.Column(verbose_name=gettext_lazy("Direction"))
    code = tables.Column(verbose_name=gettext_lazy("Pair"), attrs=NOWRAP)
    name = tables.Column(verbose_name=gettext_lazy("Names"))
    tricks = tables.Column(verbose_name=gettext_lazy("Tricks"))
    average = FigureColumn(verbose_name=gettext_lazy("Average"))
    plus_minus = FigureColumn(verbose_name="+/−")
    overall_place = tables.Column(verbose_name=gettext_lazy("Overall"))

    class Meta:
        attrs = {"class": "standings tricks"}
        orderable = False
        template_name = QUICK_TEMPLATE


class PlayerTrickTable(TrickTable):
    """Memory duplicate's four players: each one's tricks against the same cards' average."""

    code = tables.Column(verbose_name=gettext_lazy("Player"), attrs=NOWRAP)
    overall_place = tables.Column(verbose_name=gettext_lazy("Place"))

    class Meta(TrickTable.Meta):
        exclude = ("field",)
        sequence = ("overall_place", "code", "name", "tricks", "average", "plus_minus")


class PlayersTable(tables.Table):
    """The club's players: how often and how lately each has played; contact details for the
    organisers of each player's club (``contacts``: those clubs' ids)."""

    name = tables.Column(
        verbose_name=gettext_lazy("Player"), linkify=("player", {"pk": tables.A("pk")})
    )
    events = tables.Column(verbose_name=gettext_lazy("Events"))
    last_played = tables.DateColumn(verbose_name=gettext_lazy("Last played"), format="j M Y")
    membership_number = tables.Column(verbose_name=gettext_lazy("Number"), empty_values=())
    email = tables.Column(verbose_name=gettext_lazy("E-mail"), empty_values=())

    class Meta:
        attrs = {"class": "players"}
        orderable = True

    def __init__(self, data, *, contacts: AbstractSet[int] = frozenset(), **kwargs):
        self.contacts = contacts
        exclude = () if contacts else ("membership_number", "email")
        super().__init__(data, exclude=exclude, **kwargs)

    def render_membership_number(self, value, record):
        return value if record.club_id in self.contacts else ""

    def render_email(self, value, record):
        return value if record.club_id in self.contacts else ""


class HistoryTable(tables.Table):
    """One player's events: where the pair finished and with what."""

    date = tables.DateColumn(
        verbose_name=gettext_lazy("Date"),
        format="j M Y",
        attrs={"th": {"class": "hide-narrow"}, "td": {"class": "hide-narrow"}},
    )
    event = tables.Column(verbose_name=gettext_lazy("Event"), accessor="event_name")
    pair = tables.Column(verbose_name=gettext_lazy("Pair"), accessor="pair_code", attrs=NOWRAP)
    partners = tables.Column(verbose_name=gettext_lazy("With"), orderable=False, attrs=NAMES)
    place = tables.Column(verbose_name=gettext_lazy("Place"), order_by=("place_sort",))
    percentage = tables.Column(verbose_name="%", order_by=("sort_percentage",))
    score = tables.Column(verbose_name=gettext_lazy("Score"), orderable=False, empty_values=())

    class Meta:
        attrs = {"class": "history"}
        orderable = True

    def __init__(self, data, **kwargs):
        """The score column (an IMP or VP total) only when an event was scored so."""
        exclude = () if any(row.get("score") for row in data) else ("score",)
        super().__init__(data, exclude=exclude, **kwargs)

    def render_event(self, record):
        return format_html('<a href="{}">{}</a>', record["event_url"], record["event_name"])

    def render_percentage(self, value):
        """A percentage in the reader's language (53,89 % in French); a team's VPs or IMPs as
        they are.  The CSV keeps the figure as stored."""
        text = str(value)
        return local_percent(text[:-1]) if text.endswith("%") else text

    def value_percentage(self, value):
        return value

    def render_partners(self, value):
        links = format_html_join(
            " & ", '<a href="{}">{}</a>', ((reverse("player", args=[p.pk]), p.name) for p in value)
        )
        return format_html('<span class="names">{}</span>', links)

    def value_partners(self, value):
        return " & ".join(p.name for p in value)

    def render_pair(self, record):
        if not record["card_url"]:
            return record["pair_code"]
        return format_html('<a href="{}">{}</a>', record["card_url"], record["pair_code"])


# -- teams -------------------------------------------------------------------------------

UNUSED = {
    SERIES: ("imps_for", "imps_against", "vps", "board_points"),
    IMPS: ("played", "won", "tied", "lost", "matches", "vps", "board_points"),
    VPS: ("matches", "board_points"),
    BOARDS: ("matches", "imps_for", "imps_against", "net", "vps"),
    AGGREGATE: ("matches", "imps_for", "imps_against", "vps", "board_points"),
}


def matches_text(value: Fraction) -> str:
    """Matches won with a tied match as a half: 2, 2.5."""
    return f"{float(value):g}"


def standings_data(scores, players: dict[str, list]) -> list[dict]:
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
                "imps_for": figure(row.imps_for),
                "imps_against": figure(row.imps_against),
                "vps": "" if row.vps is None else f"{row.vps:.2f}",
                "byes": row.byes,
                "board_points": "" if row.board_points is None else figure(row.board_points),
            }
        )
    return rows


class TeamStandingsTable(CardLinks, QuickBody, tables.Table):
    place = tables.Column(verbose_name=gettext_lazy("Place"), attrs=NUMBER)
    label = tables.Column(verbose_name=gettext_lazy("Team"), attrs=NOWRAP)
    name = tables.Column(verbose_name=gettext_lazy("Names"), empty_values=(), attrs=NAMES)
    played = tables.Column(verbose_name=gettext_lazy("Played"), attrs=NARROW_HIDDEN)
    won = tables.Column(verbose_name=gettext_lazy("Won"), attrs=NARROW_HIDDEN)
    tied = tables.Column(verbose_name=gettext_lazy("Tied"), attrs=NARROW_HIDDEN)
    lost = tables.Column(verbose_name=gettext_lazy("Lost"), attrs=NARROW_HIDDEN)
    matches = tables.Column(verbose_name=gettext_lazy("Matches"), attrs=NUMBER)
    imps_for = tables.Column(verbose_name=gettext_lazy("IMPs for"), attrs=NARROW_HIDDEN)
    imps_against = tables.Column(verbose_name=gettext_lazy("IMPs against"), attrs=NARROW_HIDDEN)
    net = tables.Column(verbose_name=gettext_lazy("Net"), attrs=NUMBER)
    byes = tables.Column(verbose_name=gettext_lazy("Byes"), attrs=NARROW_HIDDEN)
    vps = FigureColumn(verbose_name=gettext_lazy("VPs"), attrs=NUMBER)
    board_points = tables.Column(verbose_name=gettext_lazy("Board points"), attrs=NUMBER)

    class Meta:
        attrs = {"class": "standings teams"}
        orderable = False
        template_name = QUICK_TEMPLATE

    def __init__(self, data, *, event, mode: str, unit: str, **kwargs):
        self.event = event
        unused = UNUSED[mode] + (() if any(row["byes"] for row in data) else ("byes",))
        super().__init__(data, exclude=unused, **kwargs)
        if "net" not in unused:
            self.columns["net"].column.verbose_name = _("Net %(unit)s") % {"unit": unit}

    def render_label(self, value):
        return format_html('<a href="{}">{}</a>', self._card_url(value), value)

    def value_label(self, value):
        return value

    def render_name(self, value, record):
        """The team's name, then each pair's players linked to their pages."""
        pairs = format_html_join(
            mark_safe(""),
            '<span class="names">{}</span>',
            ((_pair_names(pair, players),) for pair, players in record["pairs"] if pair.name),
        )
        if value and pairs:
            return format_html('<strong class="names">{}</strong>{}', value, pairs)
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
