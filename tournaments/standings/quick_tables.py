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
"""

from __future__ import annotations

from django.conf import settings
from django.utils.html import conditional_escape, format_html
from django.utils.safestring import SafeString, mark_safe

QUICK_TEMPLATE = "django_tables2/quick.html"


class QuickBody:
    """A django-tables2 table whose body is made by ``quick_body`` (a mixin, first base; the
    table's ``Meta.template_name`` is ``QUICK_TEMPLATE``)."""

    base_template = settings.DJANGO_TABLES2_TEMPLATE

    def quick_body(self) -> SafeString:
        """The rows of the current page as ``<tr>`` elements, cells as django-tables2's own
        template writes them (``<td {attrs}>{cell}</td>``)."""
        columns = [(bound, self._cell_maker(bound)) for bound in self.columns]
        cells = [(bound.attrs["td"].as_html(), make) for bound, make in columns]
        out = []
        for row in self.paginated_rows:
            record = row.record
            tds = "".join(
                f"\n<td {attrs}>{conditional_escape(make(record))}</td>" for attrs, make in cells
            )
            out.append(format_html("<tr {}>{}\n</tr>\n", row.attrs.as_html(), mark_safe(tds)))
        return mark_safe("".join(out))

    def _cell_maker(self, bound):
        """A function of a record giving the cell as django-tables2 would: the column's
        default for an empty value, else ``render_<name>(value, record)`` when the table has
        one, else the value itself."""
        column, name, default = bound.column, bound.accessor, bound.default
        own = getattr(self, f"render_{bound.name}", None)
        empty = column.empty_values

        def make(record):
            value = record.get(name)
            if value in empty:
                return default
            return own(value=value, record=record) if own else value

        return make
