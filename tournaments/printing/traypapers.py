"""Tray labels (with the whist trump slip) and traveller slips."""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from reportlab.lib.colors import Color, black, white
from reportlab.lib.units import mm
from reportlab.pdfgen.canvas import Canvas

from movements.types import Direction, Seat

from .cardsheet import CardSheet, Piece
from .data import TravellerSlip, TrayLabel
from .fonts import SUITS
from .layout import GREY, Box, Cell, Column, Sheet, text

VULNERABLE_RED = Color(0.8, 0.1, 0.1)


def vulnerability_text(label: TrayLabel | TravellerSlip) -> str:
    return label.vulnerability.label if label.vulnerability is not None else ""


class TrayLabels(Sheet):
    """Eight labels to a page; a whist label carries its trump slip, cut off along the line."""

    title = "Tray labels"
    columns = 2
    rows = 4
    gutter = 6 * mm
    compass: ClassVar[float] = 24 * mm

    def page_title(self) -> str:
        return self.say("%(Board)s labels", Board=self.event.terms.Board)

    def draw_item(self, c: Canvas, label: TrayLabel, box: Box) -> None:
        c.setStrokeColor(black)
        c.setLineWidth(0.8)
        c.rect(box.x, box.y, box.w, box.h)
        left = box.x + 3 * mm
        top = box.top - 3 * mm
        text(c, left, top - 8, self.event.terms.Board.upper(), "heading")
        text(c, left, top - 8 - 50, str(label.tray), "huge")
        dealer = self.say("Dealer: %(seat)s", seat=self.say(label.dealer.label))
        text(c, left, box.y + 12 * mm, dealer, "bold")
        if label.vulnerability is not None:
            text(c, left, box.y + 7 * mm, self.say(vulnerability_text(label)), "bold")
        text(c, left, box.y + 2.5 * mm, self.event.name, "small")
        slip = label.is_whist and label.trump_slip
        cx = box.x + box.w * (0.42 if slip else 0.62)
        self.draw_compass(c, label, cx, box.y + box.h / 2)
        if slip:
            self.draw_trump_slip(c, label, Box(box.x + box.w * 0.62, box.y, box.w * 0.38, box.h))

    def draw_compass(self, c: Canvas, label: TrayLabel, cx: float, cy: float) -> None:
        """The arrow marks North (the source: "an arrow, showing which end of the tray should
        point toward ... the North"); the dealer's pocket is ringed, vulnerable sides red."""
        half = self.compass / 2
        for seat, (dx, dy) in zip(Seat, ((0, 1), (1, 0), (0, -1), (-1, 0)), strict=True):
            vul = label.vulnerability is not None and label.vulnerability.includes(seat.direction)
            c.setFillColor(VULNERABLE_RED if vul else white)
            c.setStrokeColor(black)
            c.setLineWidth(1.5 if seat is label.dealer else 0.5)
            x, y = cx + dx * half * 0.75, cy + dy * half * 0.75
            c.circle(x, y, 4.2 * mm, stroke=1, fill=1)
            text(c, x, y - 3, self.say(seat.value), "bold", "center")
            if vul:
                c.setFillColor(white)
                c.setFont("DejaVuSans-Bold", 9)
                c.drawCentredString(x, y - 3, self.say(seat.value))
            if seat is label.dealer:
                text(c, x, y - 5.6 * mm - 6, self.say("deals"), "small", "center")
        c.setFillColor(black)
        p = c.beginPath()
        p.moveTo(cx, cy + 5 * mm)
        p.lineTo(cx - 2.5 * mm, cy)
        p.lineTo(cx - 0.8 * mm, cy)
        p.lineTo(cx - 0.8 * mm, cy - 5 * mm)
        p.lineTo(cx + 0.8 * mm, cy - 5 * mm)
        p.lineTo(cx + 0.8 * mm, cy)
        p.lineTo(cx + 2.5 * mm, cy)
        p.close()
        c.drawPath(p, stroke=0, fill=1)

    def draw_trump_slip(self, c: Canvas, label: TrayLabel, slip: Box) -> None:
        """Law IV: "The trump card and the number of the deal must be recorded, before the
        play begins, on a slip provided for that purpose"."""
        c.setDash(3, 2)
        c.setStrokeColor(GREY)
        c.setLineWidth(0.5)
        c.line(slip.x, slip.y + 2 * mm, slip.x, slip.top - 2 * mm)
        c.setDash()
        x = slip.x + 3 * mm
        y = slip.top - 6 * mm
        text(c, x, y, self.say("TRUMP SLIP"), "heading")
        text(c, x, y - 13, self.say("Deal No. %(number)s", number=label.tray), "bold")
        text(c, x, y - 30, self.say("Trump card:"), "body")
        c.setStrokeColor(black)
        c.line(x, y - 46, slip.x + slip.w - 3 * mm, y - 46)
        suits = "  ".join(SUITS.values())
        c.setFont("DejaVuSans", 16)
        c.setFillColor(black)
        c.drawString(x, y - 66, suits)
        text(c, x, y - 78, self.say("ring the suit"), "small")
        text(c, x, slip.y + 6 * mm, self.say("shown to an adversary,"), "small")
        board = self.event.terms.board
        text(c, x, slip.y + 2.5 * mm, self.say("face down in the %(board)s", board=board), "small")


class Travellers(CardSheet):
    """Traveller slips, pre-filled in the order the tray is played; result columns blank."""

    title = "Travellers"
    band = 16 * mm
    shapes = ((2, 2), (1, 2), (1, 1))

    def grid_columns(self, items: Sequence[TravellerSlip]) -> Sequence[Column]:
        extra = items[0].columns if items else ()
        return [
            Column("Rnd", 0.45, "center"),
            Column("Table", 0.55, "center"),
            Column(Direction.NS.value, 1.1),
            Column(Direction.EW.value, 1.1),
            *(Column(x, 0.75, "center") for x in extra),
        ]

    def cells(self, slip: TravellerSlip) -> list[Sequence[Cell]]:
        blank: list[Cell] = [[] for _ in slip.columns]
        return [
            [
                [(str(r.round), "body")],
                [(str(r.table), "bold")],
                [(r.ns, "body")],
                [(r.ew, "body")],
                *blank,
            ]
            for r in slip.rows
        ]

    def draw_band(self, c: Canvas, piece: Piece, box: Box) -> None:
        slip: TravellerSlip = piece.item
        left = box.x + self.inset
        top = box.top - self.inset
        heading = self.say(
            "Traveller \u00b7 %(Board)s %(number)s", Board=self.event.terms.Board, number=slip.tray
        )
        text(c, left, top - 13, heading, "title")
        info = self.say("Dealer: %(seat)s", seat=self.say(slip.dealer.label))
        if slip.vulnerability is not None:
            info += f" \u00b7 {self.say(vulnerability_text(slip))}"
        if slip.source:
            info += f" \u00b7 {slip.source}"
        text(c, left, top - 25, info, "body")
        text(
            c,
            box.x + box.w - self.inset,
            top - 25,
            self.say("keep with the %(board)s", board=self.event.terms.board),
            "small",
            "right",
        )
