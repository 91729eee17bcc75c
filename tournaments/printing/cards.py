"""Table indicator cards, personal guide cards and score cards."""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import Any

import qrcode
from reportlab.lib.colors import black
from reportlab.lib.units import mm
from reportlab.pdfgen.canvas import Canvas

from .cardsheet import CardSheet, Piece
from .data import Entrant, GuideCard, ScoreCard, TableCard, TableCardRow
from .layout import Box, Cell, Column, fit, text


def entrant_cell(e: Entrant | None, empty: str = "sits out") -> Cell:
    if e is None:
        return [(empty, "small")]
    return [(e.label, "bold"), (e.names, "names")] if e.names else [(e.label, "bold")]


@lru_cache(maxsize=256)
def qr_modules(payload: str) -> tuple[tuple[bool, ...], ...]:
    """The QR matrix of ``payload`` (medium error correction), computed once per payload.

    The ``qrcode`` package (already a dependency) encodes about twice as fast as reportlab's
    encoder, and drawing the matrix as one path avoids the widget's node per module.
    """
    qr = qrcode.QRCode(error_correction=qrcode.constants.ERROR_CORRECT_M, border=0)
    qr.add_data(payload)
    qr.make(fit=True)
    return tuple(tuple(bool(v) for v in row) for row in qr.modules)


def draw_qr(c: Canvas, payload: str, x: float, y: float, size: float) -> None:
    """A QR code of ``payload`` with its lower-left corner at (x, y), as one filled path."""
    modules = qr_modules(payload)
    n = len(modules)
    cell = size / n
    path = c.beginPath()
    for r, row in enumerate(modules):
        top = y + size - (r + 1) * cell
        col = 0
        while col < n:
            if row[col]:
                start = col
                while col < n and row[col]:
                    col += 1
                path.rect(x + start * cell, top, (col - start) * cell, cell)
            else:
                col += 1
    c.setFillColor(black)
    c.drawPath(path, stroke=0, fill=1)


class TableCards(CardSheet):
    """One indicator card per table: two to a page when they fit, else a page each."""

    title = "Table cards"
    band = 30 * mm
    qr_size = 24 * mm
    shapes = ((1, 2), (1, 1))

    def grid_columns(self, items: Sequence[TableCard]) -> Sequence[Column]:
        moves = Column("Notes, and after this round", 3.2)
        if any(card.individual for card in items):
            seats = [Column(s, 1.3) for s in ("North", "East", "South", "West")]
            boards = Column(self.event.terms.Boards, 0.6, "center")
            return [Column("Rnd", 0.45, "center"), *seats, boards, moves]
        return [
            Column("Rnd", 0.45, "center"),
            Column("North-South cards", 1.7),
            Column("East-West cards", 1.7),
            Column(self.event.terms.Boards, 0.65, "center"),
            moves,
        ]

    def cells(self, card: TableCard) -> list[Sequence[Cell]]:
        return [self._row(r) for r in card.rows]

    def _row(self, r: TableCardRow) -> Sequence[Cell]:
        out = self.say("sits out")
        notes: Cell = [(n, "bold") for n in r.notes]
        if r.moves:
            notes = [*notes, ("; ".join(r.moves), "body")]
        head: Cell = [(str(r.round), "bold")]
        trays: Cell = [(r.trays, "bold")]
        if r.seats is not None:
            return [head, *(entrant_cell(e, out) for e in r.seats), trays, notes]
        return [head, entrant_cell(r.ns, out), entrant_cell(r.ew, out), trays, notes]

    def draw_band(self, c: Canvas, piece: Piece, box: Box) -> None:
        card: TableCard = piece.item
        left = box.x + self.inset
        top = box.top - self.inset
        text(c, left, top - 8, self.say("TABLE"), "heading")
        text(c, left, top - 8 - 54, str(card.table), "huge")
        info_x = left + 45 * mm
        right = box.x + box.w - self.inset - (self.qr_size + 2 * mm if card.entry_url else 0)
        y = top - 14
        text(c, info_x, y, self.say("Table %(table)s", table=card.table), "title")
        lines = [card.movement, *card.notes]
        if piece.parts > 1:
            lines.append(
                self.say(
                    "continued: part %(part)s of %(parts)s", part=piece.part, parts=piece.parts
                )
            )
        for line in lines:
            for part in fit(line, "body", right - info_x):
                y -= 11
                text(c, info_x, y, part, "body")
        if card.entry_url:
            qx = box.x + box.w - self.inset - self.qr_size
            draw_qr(c, card.entry_url, qx, top - self.qr_size, self.qr_size)
            text(
                c,
                qx + self.qr_size / 2,
                top - self.qr_size - 8,
                self.say("scan to enter results"),
                "small",
                "center",
            )


class GuideCards(CardSheet):
    """Personal guide cards, up to six to a page."""

    title = "Guide cards"
    band = 15 * mm
    shapes = ((2, 3), (2, 2), (1, 2), (1, 1))

    def grid_columns(self, items: Sequence[Any]) -> Sequence[Column]:
        return [
            Column("Rnd", 0.5, "center"),
            Column("Table", 0.6, "center"),
            Column("Sit", 0.7, "center"),
            Column(self.event.terms.Boards, 0.7, "center"),
            Column("Against", 1.8),
        ]

    def cells(self, card: GuideCard) -> list[Sequence[Cell]]:
        rows: list[Sequence[Cell]] = []
        for r in card.rows:
            against: Cell = [(r.opponents, "body")] if r.opponents else []
            if r.note:
                against = [*against, (r.note, "small")]
            table = str(r.table) if r.table is not None else "\u2013"
            rows.append(
                [
                    [(str(r.round), "body")],
                    [(table, "bold")],
                    [(self.say(r.position), "bold")],
                    [(r.trays, "body")],
                    against,
                ]
            )
        return rows

    def draw_band(self, c: Canvas, piece: Piece, box: Box) -> None:
        card: GuideCard = piece.item
        left = box.x + self.inset
        top = box.top - self.inset
        text(c, left, top - 13, card.entrant.label, "title")
        if card.entrant.names:
            text(c, left, top - 24, card.entrant.names, "body")
        right = box.x + box.w - self.inset
        text(c, right, top - 9, card.movement, "small", "right")
        for k, note in enumerate(card.notes[:2]):  # where the relay stands are
            text(c, right, top - 18 - 8 * k, note, "small", "right")


class ScoreCards(CardSheet):
    """Score cards: every tray the entrant plays, with blank result columns."""

    title = "Score cards"
    band = 15 * mm
    shapes = ((2, 2), (1, 2), (1, 1))

    def grid_columns(self, items: Sequence[ScoreCard]) -> Sequence[Column]:
        extra = items[0].columns if items else ()
        return [
            Column("Rnd", 0.5, "center"),
            Column(self.event.terms.Board, 0.55, "center"),
            Column("Table", 0.6, "center"),
            Column("Cards", 0.6, "center"),
            Column("Against", 1.6),
            *(Column(x, 0.8, "center") for x in extra),
        ]

    def cells(self, card: ScoreCard) -> list[Sequence[Cell]]:
        blank: list[Cell] = [[]] * len(card.columns)
        return [
            [
                [(str(r.round), "body")],
                [(str(r.tray), "bold")],
                [(str(r.table) if r.table is not None else "", "body")],
                [(self.say(r.direction), "body")],
                [(r.opponents, "body")],
                *blank,
            ]
            for r in card.rows
        ]

    def draw_band(self, c: Canvas, piece: Piece, box: Box) -> None:
        card: ScoreCard = piece.item
        left = box.x + self.inset
        top = box.top - self.inset
        text(
            c, left, top - 13, self.say("Score card: %(label)s", label=card.entrant.label), "title"
        )
        if card.entrant.names:
            text(c, left, top - 24, card.entrant.names, "body")
