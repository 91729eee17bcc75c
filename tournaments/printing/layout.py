"""The page machinery every paper shares: paper sizes, named styles, slots and cut marks,
the event heading, and a grid that wraps text in its cells.

A paper is a ``Sheet`` subclass: page geometry and slot counts are class attributes, and it
draws one item into one slot.  Drawing goes straight onto a reportlab canvas (no flowables):
the papers are fixed forms, and direct drawing keeps a whole event's set within a second or two.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from io import BytesIO
from typing import Any, ClassVar

from reportlab import rl_config
from reportlab.lib.colors import Color, black, white
from reportlab.lib.pagesizes import A4, LETTER
from reportlab.lib.units import mm
from reportlab.lib.utils import simpleSplit
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfgen.canvas import Canvas

from said import Said

from .data import PAPER_NAMES, EventInfo
from .fonts import BOLD, REGULAR, register_fonts

PAPER_SIZES: dict[str, tuple[float, float]] = dict(zip(PAPER_NAMES, (A4, LETTER), strict=True))
GREY = Color(0.45, 0.45, 0.45)
SHADE = Color(0.93, 0.93, 0.93)
RULE = Color(0.6, 0.6, 0.6)


@dataclass(frozen=True)
class TextStyle:
    font: str
    size: float
    color: Color = black

    @property
    def leading(self) -> float:
        return self.size * 1.2


STYLES: dict[str, TextStyle] = {
    "heading": TextStyle(BOLD, 9),
    "small": TextStyle(REGULAR, 7, GREY),
    "body": TextStyle(REGULAR, 9),
    "bold": TextStyle(BOLD, 9),
    "names": TextStyle(REGULAR, 7.5, GREY),
    "th": TextStyle(BOLD, 8),
    "title": TextStyle(BOLD, 14),
    "huge": TextStyle(BOLD, 54),
    "giant": TextStyle(BOLD, 220),
    "signtitle": TextStyle(BOLD, 36),
    "box": TextStyle(REGULAR, 11),
}

Cell = Sequence[tuple[str, str]]  # lines of (text, style name) in one grid cell


@dataclass(frozen=True)
class Box:
    x: float
    y: float
    w: float
    h: float

    @property
    def top(self) -> float:
        return self.y + self.h


def paper_size(paper: str) -> tuple[float, float]:
    try:
        return PAPER_SIZES[paper.lower()]
    except KeyError:
        raise ValueError(
            Said(
                "unknown paper %(paper)s: choose one of %(value)s",
                paper=repr(paper),
                value=", ".join(PAPER_SIZES),
            )
        ) from None


def text(c: Canvas, x: float, y: float, s: str, style: str, align: str = "left") -> None:
    st = STYLES[style]
    c.setFont(st.font, st.size)
    c.setFillColor(st.color)
    if align == "center":
        c.drawCentredString(x, y, s)
    elif align == "right":
        c.drawRightString(x, y, s)
    else:
        c.drawString(x, y, s)


def fit(s: str, style: str, width: float) -> list[str]:
    """``s`` broken into lines no wider than ``width`` (one measurement when it fits)."""
    st = STYLES[style]
    if not s or stringWidth(s, st.font, st.size) <= width:
        return [s]
    return simpleSplit(s, st.font, st.size, width) or [""]


@dataclass(frozen=True)
class Column:
    title: str
    weight: float
    align: str = "left"


class Grid:
    """A table whose cells wrap; measured first, so a paper can decide how much fits."""

    pad = 1.6 * mm

    def __init__(self, columns: Sequence[Column], width: float) -> None:
        total = sum(col.weight for col in columns)
        self.columns = columns
        self.widths = [width * col.weight / total for col in columns]
        self.width = width

    def prepare(self, cells: Sequence[Cell]) -> tuple[float, list[list[tuple[str, str]]]]:
        """Wrap a row's cells; returns (row height, wrapped lines per cell)."""
        wrapped = []
        height = 0.0
        for cell, w in zip(cells, self.widths, strict=True):
            lines = [(part, style) for s, style in cell for part in fit(s, style, w - 2 * self.pad)]
            wrapped.append(lines)
            height = max(height, sum(STYLES[st].leading for _, st in lines))
        return height + 2 * self.pad, wrapped

    @property
    def header_height(self) -> float:
        return float(STYLES["th"].leading + 2 * self.pad)

    def draw_header(self, c: Canvas, x: float, top: float) -> float:
        h = self.header_height
        c.setFillColor(black)
        c.rect(x, top - h, self.width, h, stroke=0, fill=1)
        cx = x
        for col, w in zip(self.columns, self.widths, strict=True):
            st = STYLES["th"]
            size = st.size
            room = w - 2 * self.pad
            if stringWidth(col.title, st.font, size) > room:
                size = max(5.0, size * room / stringWidth(col.title, st.font, size))
            c.setFont(st.font, size)
            c.setFillColor(white)
            y = top - self.pad - st.size
            if col.align == "center":
                c.drawCentredString(cx + w / 2, y, col.title)
            else:
                c.drawString(cx + self.pad, y, col.title)
            cx += w
        return top - h

    def draw_row(self, c: Canvas, x: float, top: float, row: Any, shade: bool) -> float:
        """One row: all its text in a single text object, fonts and colours set on change."""
        height: float = row[0]
        wrapped = row[1]
        if shade:
            c.setFillColor(SHADE)
            c.rect(x, top - height, self.width, height, stroke=0, fill=1)
        t = c.beginText()
        current: TextStyle | None = None
        cx = x
        for lines, w, col in zip(wrapped, self.widths, self.columns, strict=True):
            y = top - self.pad
            for s, style in lines:
                st = STYLES[style]
                y -= st.leading
                if st is not current:
                    t.setFont(st.font, st.size)
                    t.setFillColor(st.color)
                    current = st
                if not s:
                    continue
                tx = cx + self.pad
                if col.align == "center":
                    tx = cx + (w - stringWidth(s, st.font, st.size)) / 2
                t.setTextOrigin(tx, y + 0.25 * st.size)
                t.textOut(s)
            cx += w
        c.drawText(t)
        c.setStrokeColor(RULE)
        c.setLineWidth(0.4)
        c.line(x, top - height, x + self.width, top - height)
        return top - height

    def draw_rules(self, c: Canvas, x: float, top: float, bottom: float) -> None:
        """The vertical rules between columns, once for a whole block of rows."""
        c.setStrokeColor(RULE)
        c.setLineWidth(0.4)
        cx = x
        for w in self.widths[:-1]:
            cx += w
            c.line(cx, top, cx, bottom)


class Sheet:
    """A document of equal slots, ``columns`` x ``rows`` to a page, with cut marks.

    Subclasses set the geometry and ``draw_item``; ``render`` does the rest.  The event's
    heading is printed at the top of every page.
    """

    margin: ClassVar[float] = 10 * mm
    heading_height: ClassVar[float] = 8 * mm
    gutter: ClassVar[float] = 8 * mm
    columns: ClassVar[int] = 1
    rows: ClassVar[int] = 1
    landscape: ClassVar[bool] = False
    cut_marks: ClassVar[bool] = True
    title: ClassVar[str] = ""

    def __init__(self, event: EventInfo, paper: str = "a4") -> None:
        register_fonts()
        w, h = paper_size(paper)
        self.page_w, self.page_h = (h, w) if self.landscape else (w, h)
        self.event = event

    def say(self, english: str, **values: object) -> str:
        """A fixed word of the paper in the event's language (``Terms.say``)."""
        return self.event.terms.say(english, **values)

    def grid_shape(self, items: Sequence[Any]) -> tuple[int, int]:
        """Slots across and down; a paper may choose per document (e.g. by card length)."""
        return self.columns, self.rows

    def slots(self, cols: int, rows: int) -> list[Box]:
        top = self.page_h - self.margin - self.heading_height
        usable_w = self.page_w - 2 * self.margin
        usable_h = top - self.margin
        w = (usable_w - (cols - 1) * self.gutter) / cols
        h = (usable_h - (rows - 1) * self.gutter) / rows
        return [
            Box(self.margin + i * (w + self.gutter), top - (j + 1) * h - j * self.gutter, w, h)
            for j in range(rows)
            for i in range(cols)
        ]

    def draw_heading(self, c: Canvas, page: int) -> None:
        y = self.page_h - 7 * mm
        text(c, self.margin, y, self.event.heading, "heading")
        title = self.page_title()
        if title:
            right = self.say("%(title)s \u00b7 page %(page)s", title=title, page=page)
        else:
            right = self.say("page %(page)s", page=page)
        text(c, self.page_w - self.margin, y, right, "small", "right")

    def draw_cut_marks(self, c: Canvas, boxes: Sequence[Box]) -> None:
        c.setStrokeColor(GREY)
        c.setLineWidth(0.3)
        arm = 3 * mm
        for b in boxes:
            for x, dx in ((b.x, -1), (b.x + b.w, 1)):
                for y, dy in ((b.y, -1), (b.top, 1)):
                    c.line(x + dx * 1 * mm, y, x + dx * (1 * mm + arm), y)
                    c.line(x, y + dy * 1 * mm, x, y + dy * (1 * mm + arm))

    def draw_item(self, c: Canvas, item: Any, box: Box) -> None:
        raise NotImplementedError

    def pages(self, items: Sequence[Any]) -> Iterator[tuple[list[Box], Sequence[Any]]]:
        cols, rows = self.grid_shape(items)
        boxes = self.slots(cols, rows)
        for i in range(0, len(items), len(boxes)):
            chunk = items[i : i + len(boxes)]
            yield boxes, chunk

    def draw(self, c: Canvas, items: Sequence[Any], first_page: int = 1) -> int:
        """Draw every page onto ``c``; returns the number of pages drawn."""
        page = first_page - 1
        for boxes, chunk in self.pages(items):
            page += 1
            c.setPageSize((self.page_w, self.page_h))
            self.draw_heading(c, page)
            for box, item in zip(boxes, chunk, strict=False):
                self.draw_item(c, item, box)
            if self.cut_marks and len(boxes) > 1:
                self.draw_cut_marks(c, boxes[: len(chunk)])
            c.showPage()
        return page - first_page + 1

    def page_title(self) -> str:
        """The paper's name on every page (a paper may word it by the event's game)."""
        return self.say(self.title)

    def render(self, items: Sequence[Any]) -> bytes:
        return render_sheets(self.event, [(self, items)], self.page_title())


def render_sheets(
    event: EventInfo, parts: Sequence[tuple[Sheet, Sequence[Any]]], title: str
) -> bytes:
    """One PDF from one or more papers (each part on its own pages, in order)."""
    a85 = rl_config.useA85
    rl_config.useA85 = 0  # plain deflate: smaller files, and ASCII85 costs a third of the time
    try:
        return _render(event, parts, title)
    finally:
        rl_config.useA85 = a85


def _render(event: EventInfo, parts: Sequence[tuple[Sheet, Sequence[Any]]], title: str) -> bytes:
    buf = BytesIO()
    c = Canvas(buf)
    c.setTitle(f"{event.name}: {title}" if title else event.name)
    c.setCreator("trays")
    pages = 0
    for sheet, items in parts:
        pages += sheet.draw(c, items, pages + 1)
    if pages == 0:
        sheet = parts[0][0]
        c.setPageSize((sheet.page_w, sheet.page_h))
        sheet.draw_heading(c, 1)
        text(c, sheet.margin, sheet.page_h / 2, sheet.say("Nothing to print."), "body")
        c.showPage()
    c.save()
    return buf.getvalue()
