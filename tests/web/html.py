"""Read tables back out of a rendered page, as a person would read them."""

from __future__ import annotations

from html.parser import HTMLParser


class _Tables(HTMLParser):
    def __init__(self):
        super().__init__()
        self.tables: list[list[list[str]]] = []
        self._row: list[str] | None = None
        self._cell: list[str] | None = None
        self._depth = 0

    def handle_starttag(self, tag, attrs):
        if tag == "table":
            self.tables.append([])
        elif tag == "tr" and self.tables:
            self._row = []
        elif tag in ("td", "th") and self._row is not None:
            self._cell = []

    def handle_endtag(self, tag):
        if tag in ("td", "th") and self._cell is not None and self._row is not None:
            self._row.append(" ".join("".join(self._cell).split()))
            self._cell = None
        elif tag == "tr" and self._row is not None:
            self.tables[-1].append(self._row)
            self._row = None

    def handle_data(self, data):
        if self._cell is not None:
            self._cell.append(data)


def tables_in(html: str) -> list[list[list[str]]]:
    """Every table on the page as rows of cell texts (header row first)."""
    parser = _Tables()
    parser.feed(html)
    return parser.tables


def rows_by(table: list[list[str]], column: str) -> dict[str, dict[str, str]]:
    """A table's body rows keyed by one column's text, each row as header -> cell."""
    header, *body = table
    index = header.index(column)
    return {row[index]: dict(zip(header, row, strict=False)) for row in body}
