"""A django-tables2 table on a page and in a file: paged within bounds, exported safe to open.

Paging: ``?page=`` and ``?per_page=`` are read within bounds.
django-tables2's ``RequestConfig`` takes both from the query string. A page past either end
shows the nearest page, but a size below one makes its paginator fail (``per_page=-1`` was a
server error on every paginated table), and a size of millions renders the whole table.
Here the table is sorted as the query asks and paged by Django's own paginator, with the size
held between 1 and ``MOST_PER_PAGE``; a size or page that is not a whole number is ignored,
as the library ignores one.

Export: the table as CSV with every cell a spreadsheet would run as a formula begun with a
quote (``exchange.spreadsheet``), so a pair's name cannot run in the organiser's spreadsheet.
"""

from __future__ import annotations

from django.core.paginator import EmptyPage, PageNotAnInteger
from django.http import HttpRequest
from django_tables2 import RequestConfig, Table
from django_tables2.export import TableExport
from tablib import Dataset

from tournaments.exchange.spreadsheet import neutralised_row

MOST_PER_PAGE = 500


def _whole(request: HttpRequest, name: str) -> int | None:
    try:
        return int(request.GET[name])
    except (KeyError, ValueError):
        return None


def paginate(request: HttpRequest, table: Table, per_page: int) -> None:
    """Sort ``table`` as the query asks and show the page it asks for, at most
    ``MOST_PER_PAGE`` rows a page."""
    RequestConfig(request, paginate=False).configure(table)
    asked = _whole(request, table.prefixed_per_page_field)
    size = per_page if asked is None else min(max(asked, 1), MOST_PER_PAGE)
    page = _whole(request, table.prefixed_page_field) or 1
    try:
        table.paginate(page=page, per_page=size)
    except PageNotAnInteger:
        table.page = table.paginator.page(1)
    except EmptyPage:
        table.page = table.paginator.page(1 if page < 1 else table.paginator.num_pages)


def csv_export(table: Table) -> TableExport:
    """The table's CSV export, its cells safe to open in a spreadsheet."""
    export = TableExport(TableExport.CSV, table)
    export.dataset = Dataset(
        *(neutralised_row(row) for row in export.dataset),
        headers=neutralised_row(export.dataset.headers),
    )
    return export
