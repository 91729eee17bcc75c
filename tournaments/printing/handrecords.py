"""Hand records: every board's four hands round the compass, its double-dummy table and par,
six to a page (or four, larger, for a notice board or tired eyes).

Each board is drawn as hand records print it: North at the top, West and East either side of
a box with the board number and each hand's high-card points, South below; then a row per
declarer of the tricks double dummy gives in each strain, and the par.  A whist board says
its trump card and what double dummy gives North-South with that trump and the lead from the
dealer's left.  Hearts and diamonds are printed red.
"""

from __future__ import annotations

from typing import ClassVar

from reportlab.lib.colors import Color, black
from reportlab.lib.units import mm
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfgen.canvas import Canvas

from tournaments.deals.cards import SEAT_NAMES, STRAINS, SUIT_SYMBOLS, SUITS, Hand, rank_text
from tournaments.deals.text import TABLE_SEATS, Record

from .fonts import BOLD, REGULAR
from .layout import GREY, RULE, Box, Sheet

RED = Color(0.78, 0.08, 0.1)
_RED_SUITS = ("H", "D")


class HandRecords(Sheet):
    """Six boards to a page, two across."""

    title = "Hand records"
    columns = 2
    rows = 3
    gutter = 6 * mm
    size: ClassVar[float] = 8.0  # the type size of the hands, in points

    @property
    def leading(self) -> float:
        return self.size * 1.25

    def draw_item(self, c: Canvas, record: Record, box: Box) -> None:
        c.setStrokeColor(RULE)
        c.setLineWidth(0.4)
        c.rect(box.x, box.y, box.w, box.h)
        pad = 2.5 * mm
        size = self.size * 1.1
        room = box.w - 2 * pad
        width = stringWidth(record.heading, BOLD, size)
        if width > room:
            size *= room / width
        top = box.top - pad - self.size * 1.1
        c.setFillColor(black)
        c.setFont(BOLD, size)
        c.drawString(box.x + pad, top, record.heading)
        below = self._diagram(c, record, Box(box.x + pad, box.y, box.w - 2 * pad, top - box.y))
        self._analysis(c, record, box.x + pad, below - self.leading * 0.6, box.w - 2 * pad)

    def _fitted(self, text: str, font: str, size: float, box: Box) -> str:
        while text and stringWidth(text, font, size) > box.w - 5 * mm:
            text = text[:-2] + "\u2026"
        return text

    # -- the four hands ---------------------------------------------------------------------

    def _suit_text(self, hand: Hand, suit: str, width: float) -> str:
        held = hand.holding(suit)
        if not held:
            return "\u2014"
        spaced = " ".join(rank_text(r) for r in held)
        if stringWidth(spaced, REGULAR, self.size) <= width:
            return spaced
        return "".join(rank_text(r) for r in held)

    def _hand(self, c: Canvas, hand: Hand, x: float, top: float, width: float) -> None:
        for i, suit in enumerate(SUITS):
            y = top - (i + 1) * self.leading
            c.setFillColor(RED if suit in _RED_SUITS else black)
            c.setFont(REGULAR, self.size)
            c.drawString(x, y, SUIT_SYMBOLS[suit])
            c.setFillColor(black)
            c.drawString(x + self.size * 1.05, y, self._suit_text(hand, suit, width))

    def _diagram(self, c: Canvas, record: Record, area: Box) -> float:
        """The compass; returns the height where it ends."""
        centre = self.size * 5.5
        side = (area.w - centre) / 2
        block = 4 * self.leading
        mid_x = area.x + side
        north_top = area.top - self.leading * 0.4
        deal = record.deal
        self._hand(c, deal.hand("N"), mid_x + self.size * 0.6, north_top, side + centre / 2)
        middle_top = north_top - block - self.leading * 0.3
        self._hand(c, deal.hand("W"), area.x, middle_top, side - 2)
        self._hand(c, deal.hand("E"), mid_x + centre + self.size * 0.6, middle_top, side - 4)
        self._centre(c, record, Box(mid_x, middle_top - block, centre, block))
        south_top = middle_top - block - self.leading * 0.3
        self._hand(c, deal.hand("S"), mid_x + self.size * 0.6, south_top, side + centre / 2)
        return south_top - block

    def _centre(self, c: Canvas, record: Record, box: Box) -> None:
        inset = self.size * 0.5
        inner = Box(box.x + inset, box.y + 1, box.w - 2 * inset, box.h - 2)
        c.setStrokeColor(GREY)
        c.setLineWidth(0.6)
        c.rect(inner.x, inner.y, inner.w, inner.h)
        cx, cy = inner.x + inner.w / 2, inner.y + inner.h / 2
        small = self.size * 0.8
        c.setFillColor(black)
        c.setFont(BOLD, self.size * 1.3)
        c.drawCentredString(cx, cy - self.size * 0.45, str(record.board))
        c.setFont(REGULAR, small)
        c.setFillColor(GREY)
        deal = record.deal
        c.drawCentredString(cx, inner.top - small * 1.1, str(deal.hand("N").points))
        c.drawCentredString(cx, inner.y + small * 0.35, str(deal.hand("S").points))
        c.drawString(inner.x + 1.5, cy - small * 0.35, str(deal.hand("W").points))
        c.drawRightString(inner.x + inner.w - 1.5, cy - small * 0.35, str(deal.hand("E").points))
        c.setFillColor(black)

    # -- the double-dummy table and par -------------------------------------------------------

    def _analysis(self, c: Canvas, record: Record, x: float, top: float, width: float) -> None:
        size = self.size * 0.9
        line = size * 1.25
        if not record.tricks:
            c.setFont(REGULAR, size)
            c.setFillColor(GREY)
            c.drawString(x, top - line, self.say("Double dummy: not worked out yet"))
            c.setFillColor(black)
            return
        # As wide as "South " in English, wider for a language's longer seat name.
        named = [self.say(name) for name in SEAT_NAMES.values()]
        label_w = max(stringWidth(f"{name} ", REGULAR, size) for name in ["South", *named]) + 2
        cell = min((width - label_w) / 8, size * 2.4)
        y = top - line
        c.setFont(BOLD, size)
        for i, strain in enumerate(STRAINS):
            c.setFillColor(RED if strain in _RED_SUITS else black)
            symbol = SUIT_SYMBOLS.get(strain, strain)
            c.drawCentredString(x + label_w + (i + 0.5) * cell, y, symbol)
        c.setFillColor(black)
        c.setFont(REGULAR, size)
        for seat in TABLE_SEATS:
            y -= line
            c.drawString(x, y, self.say(SEAT_NAMES[seat]))
            for i, strain in enumerate(STRAINS):
                c.drawCentredString(
                    x + label_w + (i + 0.5) * cell, y, str(record.tricks[seat][strain])
                )
        notes = [self.say("Par: %(par)s", par=record.par) if record.par else "", str(record.whist)]
        for text in (t for t in notes if t):
            y -= line * 1.15
            c.setFont(BOLD, size)
            c.drawString(x, y, self._fitted(text, BOLD, size, Box(x, 0, width + 5 * mm, 0)))


class LargeHandRecords(HandRecords):
    """Four boards to a page, in larger type."""

    title = "Hand records"
    rows = 2
    size = 11.5
