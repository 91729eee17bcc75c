"""Progressive papers: tally cards with star boxes, and the head, booby and numbered
table signs."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from reportlab.lib.colors import black
from reportlab.lib.units import mm
from reportlab.pdfgen.canvas import Canvas

from .cardsheet import CardSheet, Piece
from .data import TableSign, TallyCard
from .layout import Box, Cell, Column, Sheet, text

STAR_BOX = "\u2610"


class TallyCards(CardSheet):
    """Four tally cards to a page: a row per game, the table, and a box per star colour
    (the source's gold, red and green stars are stuck on or ticked here)."""

    title = "Tally cards"
    band = 16 * mm
    shapes = ((2, 2), (1, 2), (1, 1))

    def grid_columns(self, items: Sequence[TallyCard]) -> Sequence[Column]:
        stars = items[0].stars if items else ()
        return [
            Column("Game", 0.7, "center"),
            Column("Table", 0.8, "center"),
            *(Column(s, 0.8, "center") for s in stars),
        ]

    def cells(self, card: TallyCard) -> list[Sequence[Cell]]:
        boxes: list[Cell] = [[(STAR_BOX, "box")] for _ in card.stars]
        return [
            [
                [(str(r.round), "body")],
                [(str(r.table) if r.table is not None else "", "bold")],
                *boxes,
            ]
            for r in card.rows
        ]

    def draw_band(self, c: Canvas, piece: Piece, box: Box) -> None:
        card: TallyCard = piece.item
        left = box.x + self.inset
        top = box.top - self.inset
        text(c, left, top - 13, card.player.label, "title")
        if card.player.names:
            text(c, left, top - 25, card.player.names, "body")
        if card.group:
            text(c, box.x + box.w - self.inset, top - 10, card.group, "bold", "right")


class TableSigns(Sheet):
    """One sign to a page, landscape, to fold into a tent: the number readable across a room."""

    title = "Table signs"
    landscape = True
    cut_marks = False

    def draw_item(self, c: Canvas, sign: TableSign, box: Box) -> None:
        c.setStrokeColor(black)
        c.setLineWidth(1)
        c.rect(box.x, box.y, box.w, box.h)
        cx = box.x + box.w / 2
        text(c, cx, box.y + box.h * 0.38, str(sign.table), "giant", "center")
        text(c, cx, box.y + box.h * 0.22, sign.title, "signtitle", "center")
        if sign.subtitle:
            text(c, cx, box.y + box.h * 0.14, sign.subtitle, "body", "center")

    def pages(self, items: Sequence[Any]):  # type: ignore[override]
        box = self.slots(1, 1)[0]
        for item in items:
            yield [box], [item]
