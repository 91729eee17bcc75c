"""The results sheet for the notice board: the standings, then every tray's traveller."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any

from reportlab.lib.units import mm
from reportlab.pdfgen.canvas import Canvas

from .data import ResultsSheet, TextTable
from .layout import Box, Column, Grid, Sheet, text

_TITLE_SPACE = 9 * mm


def _columns(table: TextTable) -> list[Column]:
    """Widths from the longest entry in each column, so names get room and numbers don't."""
    cols = []
    for i, head in enumerate(table.header):
        longest = max([len(head), *(len(r[i]) for r in table.rows if i < len(r))])
        numeric = all(
            r[i]
            .replace(".", "")
            .replace("-", "")
            .replace("+", "")
            .replace("%", "")
            .strip()
            .isdigit()
            for r in table.rows
            if i < len(r) and r[i]
        )
        cols.append(Column(head, min(max(longest, 3), 30), "center" if numeric else "left"))
    return cols


class ResultsSheets(Sheet):
    """A flowing document: tables run on from page to page, headers repeated."""

    title = "Results"
    cut_marks = False

    def pages(self, items: Sequence[ResultsSheet]) -> Iterator[tuple[list[Box], Sequence[Any]]]:
        yield from ()

    def draw(self, c: Canvas, items: Sequence[ResultsSheet], first_page: int = 1) -> int:
        self._c, self._page, self._started = c, first_page - 1, False
        box = self.slots(1, 1)[0]
        self._new_page()
        for sheet in items:
            text(c, box.x, self._y - 14, self.say(sheet.title), "title")
            self._y -= 22
            for table in (*sheet.standings, *sheet.travellers):
                self._table(table, box)
        c.showPage()
        return self._page - first_page + 1

    def _new_page(self) -> None:
        if self._started:
            self._c.showPage()
        self._started = True
        self._page += 1
        self._c.setPageSize((self.page_w, self.page_h))
        self.draw_heading(self._c, self._page)
        self._y = self.slots(1, 1)[0].top

    def _table(self, table: TextTable, box: Box) -> None:
        grid = Grid(_columns(table), box.w)
        rows = [
            grid.prepare([[(cell, "body")] for cell in self._pad(r, table)]) for r in table.rows
        ]
        first = rows[0][0] if rows else 0
        if self._y - _TITLE_SPACE - grid.header_height - first < box.y:
            self._new_page()
        text(self._c, box.x, self._y - 12, table.title, "bold")
        self._y = start = grid.draw_header(self._c, box.x, self._y - _TITLE_SPACE)
        for i, row in enumerate(rows):
            if self._y - row[0] < box.y:
                grid.draw_rules(self._c, box.x, start, self._y)
                self._new_page()
                more = self.say("%(title)s (continued)", title=table.title)
                text(self._c, box.x, self._y - 12, more, "bold")
                self._y = start = grid.draw_header(self._c, box.x, self._y - _TITLE_SPACE)
            self._y = grid.draw_row(self._c, box.x, self._y, row, i % 2 == 1)
        grid.draw_rules(self._c, box.x, start, self._y)
        self._y -= 6 * mm

    @staticmethod
    def _pad(row: tuple[str, ...], table: TextTable) -> tuple[str, ...]:
        n = len(table.header)
        return tuple(row[:n]) + ("",) * (n - len(row))
