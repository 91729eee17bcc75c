"""Cards made of a heading band and a grid of rounds, laid out as many to a page as fit.

A card for a 3-table Howell and one for a 30-table Mitchell differ tenfold in length, so the
layout is chosen per document: the first of ``shapes`` (slots across x down) in which every
card fits is used; when none fits, the last shape is used and long cards continue on the
next slot, each part carrying its own heading band.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass, replace
from typing import Any, ClassVar

from reportlab.lib.units import mm
from reportlab.pdfgen.canvas import Canvas

from .layout import Box, Cell, Column, Grid, Sheet, text


@dataclass(frozen=True)
class Piece:
    """One slot's worth of a card: the item, its wrapped rows, and which part it is."""

    item: Any
    rows: list[Any]
    part: int
    parts: int


class CardSheet(Sheet):
    shapes: ClassVar[tuple[tuple[int, int], ...]] = ((1, 2), (1, 1))
    band: ClassVar[float] = 16 * mm
    footer: ClassVar[float] = 5 * mm
    inset: ClassVar[float] = 3 * mm

    def grid_columns(self, items: Sequence[Any]) -> Sequence[Column]:
        raise NotImplementedError

    def cells(self, item: Any) -> list[Sequence[Cell]]:
        raise NotImplementedError

    def draw_band(self, c: Canvas, piece: Piece, box: Box) -> None:
        raise NotImplementedError

    def band_height(self, item: Any) -> float:
        return self.band

    def _prepared(self, items: Sequence[Any], width: float) -> tuple[Grid, list[list[Any]]]:
        # The column heads in the event's language (a head already in it is kept as it is).
        columns = [replace(col, title=self.say(col.title)) for col in self.grid_columns(items)]
        grid = Grid(columns, width - 2 * self.inset)
        return grid, [[grid.prepare(row) for row in self.cells(item)] for item in items]

    def _room(self, item: Any, box: Box, grid: Grid) -> float:
        return box.h - self.band_height(item) - self.footer - grid.header_height - self.inset

    def pages(self, items: Sequence[Any]) -> Iterator[tuple[list[Box], Sequence[Any]]]:
        if not items:
            return
        cache: dict[float, tuple[Grid, list[list[Any]]]] = {}
        for cols, down in self.shapes:
            boxes = self.slots(cols, down)
            width = boxes[0].w
            if width not in cache:
                cache[width] = self._prepared(items, width)
            grid, prepared = cache[width]
            fits = all(
                sum(h for h, _ in rows) <= self._room(item, boxes[0], grid)
                for item, rows in zip(items, prepared, strict=True)
            )
            if fits:
                break
        self._grid = grid
        pieces = [
            p
            for item, rows in zip(items, prepared, strict=True)
            for p in self._split(item, rows, boxes[0], grid)
        ]
        for i in range(0, len(pieces), len(boxes)):
            yield boxes, pieces[i : i + len(boxes)]

    def _split(self, item: Any, rows: list[Any], box: Box, grid: Grid) -> list[Piece]:
        room = self._room(item, box, grid)
        chunks: list[list[Any]] = [[]]
        used = 0.0
        for row in rows:
            if chunks[-1] and used + row[0] > room:
                chunks.append([])
                used = 0.0
            chunks[-1].append(row)
            used += row[0]
        return [Piece(item, ch, i + 1, len(chunks)) for i, ch in enumerate(chunks)]

    def draw_item(self, c: Canvas, piece: Piece, box: Box) -> None:
        c.setStrokeColorRGB(0, 0, 0)
        c.setLineWidth(0.8)
        c.rect(box.x, box.y, box.w, box.h, stroke=1, fill=0)
        self.draw_band(c, piece, box)
        x = box.x + self.inset
        top = box.top - self.band_height(piece.item)
        y = start = self._grid.draw_header(c, x, top)
        for i, row in enumerate(piece.rows):
            y = self._grid.draw_row(c, x, y, row, i % 2 == 1)
        self._grid.draw_rules(c, x, start, y)
        footer = self.event.heading
        if piece.parts > 1:
            footer += " \u00b7 " + self.say(
                "part %(part)s of %(parts)s", part=piece.part, parts=piece.parts
            )
        text(c, box.x + self.inset, box.y + 2 * mm, footer, "small")
