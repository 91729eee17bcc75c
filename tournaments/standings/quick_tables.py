"""A table's body made in Python, cell by cell as django-tables2 makes it, for the long tables
of the standings page.

django-tables2 renders each cell through its generic machinery (an accessor resolved, the
render method's signature inspected, the cell's attributes worked out afresh) and the template
loops over every cell: at 40 tables the standings and trick totals' 130 rows took most of the
first reader's time after a change (docs/PERFORMANCE.md).  ``QuickBody`` makes the same
``<tbody>`` once per table: each column's cell attributes and render method found once, each
row's cells formatted directly.  The table's head, sorting links and pagination are still the
site's table template's own (``templates/django_tables2/quick.html`` extends it).  Only plain
rows (dicts) and columns without links are made so; tests/web/standings/test_quick_tables.py
compares the result with django-tables2's own rendering.

The progressive parties' star, chip and points tables are made so too, each guest's page
linked by the same rule as a score card (``card_addresses``).

A teams event's matches (``match_body``: every pair of teams in an all-play-all, 171 rows for
19 teams) are made the same way, row by row as their template wrote them, each score card's
address made once for the event (``card_addresses``).
"""

from __future__ import annotations

import html
import re
from collections.abc import Callable, Iterable, Sequence

import django_tables2 as tables
from django.conf import settings
from django.urls import reverse
from django.utils.formats import localize
from django.utils.html import conditional_escape
from django.utils.safestring import SafeString, mark_safe
from django.utils.translation import gettext as _
from django_tables2.rows import BoundRow
from django_tables2.utils import signature

from tournaments.standings.numbers import figure_writer

QUICK_TEMPLATE = "django_tables2/quick.html"
# A label an address keeps as it is, and a stand-in no slug holds (a slug has no "~").
_PLAIN_LABEL = re.compile(r"[A-Za-z0-9_.-]+")
_LABEL_MARK = "~label~"


def card_addresses(event, view: str = "score-card") -> Callable[[str], str]:
    """The address of a pair's or a team's score card by its label (``view``: another page of
    the event's named by a label, a party guest's): the event's reversed once, a label of
    plain letters, digits, ``-``, ``_`` and ``.`` (which an address keeps as they are) put in
    its place; any other through ``reverse`` itself."""
    around: list[str] = []

    def address(label: str) -> str:
        if not _PLAIN_LABEL.fullmatch(label):
            return reverse(view, args=[event.slug, label])
        if not around:
            whole = reverse(view, args=[event.slug, _LABEL_MARK])
            before, _mark, after = whole.rpartition(_LABEL_MARK)
            around.extend((before, after))
        return f"{around[0]}{label}{around[1]}"

    return address


def match_body(event, rows: Sequence[dict]) -> SafeString:
    """A teams event's matches (``team_rows.match_rows``) as the rows of their table's body,
    each as the standings' template wrote it: both teams linked to their cards, the boards
    played of the match's ("2 of 2"), each side's score, the outcome, "(so far)" while the
    match is not complete.  Each value is written as a template writes a variable
    (``_as_template``); the words are the template's own, translated, not escaped."""
    address = card_addresses(event)
    played_of = _("%(played)s of %(total)s")
    # a translated word of the template's own, written as it is (the template's translate tag)
    so_far = f' <span class="muted">{_("(so far)")}</span>'
    out = []
    for row in rows:
        home, away = row["home"].label, row["away"].label
        boards = played_of % {
            "played": _as_template(row["trays"]),
            "total": _as_template(row["boards"]),
        }
        scores = f"{_as_template(row['home_score'])}–{_as_template(row['away_score'])}"
        out.append(
            f'\n<tr><td><a href="{conditional_escape(address(home))}">{_as_template(home)}'
            f'</a></td><td><a href="{conditional_escape(address(away))}">{_as_template(away)}'
            f'</a></td>\n<td class="num nowrap">{boards}</td><td class="num nowrap">{scores}'
            f'</td><td class="nowrap">{_as_template(row["outcome"])}'
            f"{'' if row['complete'] else so_far}</td></tr>\n"
        )
    return mark_safe("".join(out))  # every value escaped above


def _as_template(value) -> str:
    """``value`` as a template's ``{{ value }}`` writes it, escaped (Django's
    ``render_value_in_context`` with autoescaping on): localized, made text, escaped."""
    value = localize(value)
    if not isinstance(value, str):
        value = str(value)
    return conditional_escape(value)


class QuickBody:
    """A django-tables2 table whose body is made by ``quick_body`` (a mixin, first base; the
    table's ``Meta.template_name`` is ``QUICK_TEMPLATE``)."""

    base_template = settings.DJANGO_TABLES2_TEMPLATE
    # What the table class this mixes into (django-tables2's ``Table``) gives it.
    columns: tables.columns.BoundColumns
    paginated_rows: Iterable[tables.rows.BoundRow]
    row_attrs: dict

    def quick_body(self) -> SafeString:
        """The rows of the current page as ``<tr>`` elements, cells as django-tables2's own
        template writes them (``<td {attrs}>{cell}</td>``)."""
        write = figure_writer()  # the language's figures, read once for the whole body
        cells = [
            (bound.attrs["td"].as_html(), self._cell_maker(bound, write)) for bound in self.columns
        ]
        out = []
        # A table without ``row_attrs`` gives each of its rows (not a pinned row) its class
        # alone, "even" or "odd": each written once.
        striped: dict[str, str] | None = None if self.row_attrs else {}
        for row in self.paginated_rows:
            tds = "".join([f"\n<td {attrs}>{_html(make(row))}</td>" for attrs, make in cells])
            if striped is None or type(row) is not BoundRow:
                row_attrs = row.attrs.as_html()
            else:
                stripe = row.get_even_odd_css_class()
                row_attrs = striped.get(stripe) or striped.setdefault(stripe, row.attrs.as_html())
            out.append(f"<tr {row_attrs}>{tds}\n</tr>\n")  # both safe: made as HTML above
        return mark_safe("".join(out))

    def _cell_maker(self, bound, write: Callable[[str], str]):
        """A function of a row giving its cell as django-tables2 would: for a plain column of
        a dict record (django-tables2's ``Column``, or a subclass marked ``quick`` that only
        renders its value otherwise), the column's default for an empty value, else its render
        method (``render_<name>`` or the column's own) called with what it asks for, or, for a
        column marked ``figures`` whose own render is ``local_figure``, ``write`` (the same
        text: ``numbers.figure_writer``); any other column through django-tables2's own
        ``get_cell``."""
        column, name, default = bound.column, bound.accessor, bound.default
        own_render = type(column) is tables.Column or getattr(type(column), "quick", False)
        plain = own_render and not bound.link and column.localize is None
        if not plain or "." in name or "__" in name:
            return lambda row: row.get_cell(bound.name)
        render = bound.render
        empty = column.empty_values
        if getattr(type(column), "figures", False) and render == column.render:
            return self._figure_maker(bound, write)
        wanted, catch_all = signature(render)

        def make(row):
            record = row.record
            if not isinstance(record, dict):
                return row.get_cell(bound.name)
            value = record.get(name)
            if value in empty:
                return default
            given = {"value": value, "record": record, "column": column, "bound_column": bound}
            given |= {"bound_row": row, "table": self}
            return render(**(given if catch_all else {k: given[k] for k in wanted}))

        return make

    def _figure_maker(self, bound, write: Callable[[str], str]):
        """A figure column's cells: its default for an empty value, else ``write(value)``."""
        name, default, empty = bound.accessor, bound.default, bound.column.empty_values

        def make(row):
            record = row.record
            if not isinstance(record, dict):
                return row.get_cell(bound.name)
            value = record.get(name)
            return default if value in empty else write(value)

        return make


def _html(value) -> str:
    """A cell as ``conditional_escape`` writes it: plain text (most cells: figures, codes)
    escaped by the standard library's ``html.escape`` as Django's ``escape`` does, without
    its lazy-text wrapper; anything else, safe text included, through it."""
    return html.escape(value) if type(value) is str else conditional_escape(value)
