"""Progressive papers: tally cards with star boxes, and the head, booby and numbered
table signs with the party's rules; for today's points euchre, tally cards that are each
player's guide card (every round's table, seat, partner and opponents, a box for the points)
and the rotation chart itself."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any, ClassVar

from reportlab.lib.colors import black
from reportlab.lib.units import mm
from reportlab.pdfgen.canvas import Canvas

from .cardsheet import CardSheet, Piece
from .data import ChartRound, PointsTally, TableSign, TallyCard
from .layout import Box, Cell, Column, Sheet, fit, text

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
            text(c, box.x + box.w - self.inset, top - 10, self.say(card.group), "bold", "right")


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
        numbered = self.say("Table %(table)s", table=sign.table)
        title = numbered if sign.title == f"Table {sign.table}" else self.say(sign.title)
        text(c, cx, box.y + box.h * 0.22, title, "signtitle", "center")
        if sign.subtitle:
            text(c, cx, box.y + box.h * 0.14, numbered, "body", "center")
        y = box.y + box.h * 0.10
        for rule in sign.rules:
            for line in fit(rule, "body", box.w - 20 * mm):
                text(c, cx, y, line, "body", "center")
                y -= 11

    def pages(self, items: Sequence[Any]) -> Iterator[tuple[list[Box], Sequence[Any]]]:
        box = self.slots(1, 1)[0]
        for item in items:
            yield [box], [item]


class PointsTallyCards(CardSheet):
    """Four to a page: a row per round of the chart the evening plays, and the total."""

    title = "Tally cards"
    band = 24 * mm
    shapes = ((2, 2), (1, 2), (1, 1))

    def grid_columns(self, items: Sequence[PointsTally]) -> Sequence[Column]:
        return [
            Column("Round", 0.75, "center"),
            Column("Table", 0.75, "center"),
            Column("Seat", 0.9),
            Column("Partner", 1.4),
            Column("Against", 2.0),
            Column("Points", 0.8, "center"),
        ]

    def cells(self, card: PointsTally) -> list[Sequence[Cell]]:
        rows: list[Sequence[Cell]] = []
        for r in card.rows:
            points = str(r.points) if r.points is not None else STAR_BOX
            if r.table is None:
                rows.append(
                    [[(str(r.round), "body")], [], [], [(self.say("Sitting out"), "body")]]
                    + [[(self.say("a bye"), "body")], [(points, "box")]]
                )
                continue
            rows.append(
                [
                    [(str(r.round), "body")],
                    [(str(r.table), "bold")],
                    [(self.say(r.seat), "body")],
                    [(r.partner, "body")],
                    [(r.against, "body")],
                    [(points, "box")],
                ]
            )
        total = str(card.total) if card.total is not None else STAR_BOX
        rows.append([[(self.say("Total"), "bold")], [], [], [], [], [(total, "box")]])
        return rows

    def draw_band(self, c: Canvas, piece: Piece, box: Box) -> None:
        card: PointsTally = piece.item
        left = box.x + self.inset
        top = box.top - self.inset
        text(c, left, top - 13, card.player.label, "title")
        if card.player.names:
            text(c, left, top - 25, card.player.names, "body")
        for i, line in enumerate(fit(card.rules, "small", box.w - 2 * self.inset)[:4]):
            text(c, left, top - 35 - 8 * i, line, "small")


class ChartRounds(CardSheet):
    """The rotation chart, a round to a card: table, North-South, East-West."""

    title = "Rotation chart"
    band: ClassVar[float] = 12 * mm
    shapes = ((2, 3), (2, 2), (1, 2), (1, 1))

    def band_height(self, item: ChartRound) -> float:
        return self.band + (10 * mm if item.note else 0)

    def grid_columns(self, items: Sequence[ChartRound]) -> Sequence[Column]:
        return [Column("Table", 0.5, "center"), Column("North-South", 2), Column("East-West", 2)]

    def cells(self, item: ChartRound) -> list[Sequence[Cell]]:
        rows: list[Sequence[Cell]] = [
            [[(str(t), "bold")], [(ns, "body")], [(ew, "body")]] for t, ns, ew in item.tables
        ]
        if item.out:
            rows.append([[(self.say("Out"), "bold")], [(", ".join(item.out), "body")], []])
        return rows

    def draw_band(self, c: Canvas, piece: Piece, box: Box) -> None:
        item: ChartRound = piece.item
        left = box.x + self.inset
        top = box.top - self.inset
        text(c, left, top - 13, self.say("Round %(round)s", round=item.round), "title")
        if not item.played:
            right = box.x + box.w - self.inset
            text(c, right, top - 11, self.say("after this evening's rounds"), "small", "right")
        for i, line in enumerate(fit(item.note, "small", box.w - 2 * self.inset)[:3]):
            text(c, left, top - 24 - 8 * i, line, "small")
