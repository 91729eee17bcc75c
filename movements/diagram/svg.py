"""A picture of the room for one round, as SVG text (directors would rather look than read).

The layout (``movements.diagram.layout``) places tables, seat labels, relay stands and arrow
routes; this module only draws them.  Plain string building: no dependencies, no I/O.
"""

from __future__ import annotations

import math
from collections import defaultdict
from xml.sax.saxutils import escape

from movements.diagram.layout import SWITCHED, room_layout, set_text, table_text
from movements.diagram.parts import (
    CORNER,
    MOVE_COLOUR,
    SEAT_FONT,
    SWITCH_COLOUR,
    TRAY_COLOUR,
    Arrow,
    Label,
    Node,
    Point,
)
from movements.types import Movement, Seating
from said import Said


def _text(x: float, y: float, text: str, size: float, extra: str = "") -> str:
    return f'<text x="{x:.1f}" y="{y:.1f}" font-size="{size}" text-anchor="middle"{extra}>{escape(text)}</text>'


def _path(points: list[Point]) -> str:
    """The corner points joined by straight runs and gentle bends; the runs from and to the
    nodes bend all the way, so arrows leave and arrive as arcs, heads pointing at the node."""
    d = [f"M{_xy(points[0])}"]
    last = len(points) - 1
    for i in range(1, last):
        p, c, n = points[i - 1], points[i], points[i + 1]
        cut_in = _dist(p, c) if i == 1 else min(CORNER, _dist(p, c) / 2)
        cut_out = _dist(c, n) if i + 1 == last else min(CORNER, _dist(c, n) / 2)
        if i > 1:
            d.append(f"L{_xy(_toward(c, p, cut_in))}")
        d.append(f"Q{_xy(c)} {_xy(_toward(c, n, cut_out))}")
    if last == 1:
        d.append(f"L{_xy(points[1])}")
    return " ".join(d)


def _xy(p: Point) -> str:
    return f"{p[0]:.1f},{p[1]:.1f}"


def _dist(a: Point, b: Point) -> float:
    return math.sqrt((b[0] - a[0]) ** 2 + (b[1] - a[1]) ** 2)


def _toward(a: Point, b: Point, dist: float) -> Point:
    length = _dist(a, b)
    if length <= dist:
        return b
    f = dist / length
    return (a[0] + (b[0] - a[0]) * f, a[1] + (b[1] - a[1]) * f)


CHIP_STYLE = {
    "moves": ("#e8f0fb", MOVE_COLOUR, MOVE_COLOUR, ' font-weight="bold"'),
    "stays": ("#ececec", "#8a8a8a", "#222", ""),
    "sits-out": ("#fff", "#aaa", "#777", ' font-style="italic"'),
    "": ("#fff", "#8a8a8a", "#222", ""),
}


def _chip(label: Label) -> str:
    b = label.box
    fill, stroke, ink, extra = CHIP_STYLE[label.state]
    dash = ' stroke-dasharray="3 2"' if label.state == "sits-out" else ""
    return (
        f'<g class="seat {label.state}"><title>{escape(label.tip)}</title>'
        f'<rect x="{b.x:.1f}" y="{b.y:.1f}" width="{b.w:.1f}" height="{b.h}" rx="3" fill="{fill}" '
        f'stroke="{stroke}"{dash}/>'
        + _text(
            b.x + b.w / 2, b.y + 12, label.text, SEAT_FONT, f' class="entrant" fill="{ink}"{extra}'
        )
        + "</g>"
    )


def _table(m: Movement, node: Node, seat: Seating | None, chips: list[Label]) -> str:
    """One table: box, number, set, arrow-switch mark, and who sits where."""
    b = node.box
    assert b is not None
    switched = seat is not None and seat.arrow_switched
    parts = [
        f'<g class="table" id="table-{node.number}">',
        f'<rect x="{b.x:.1f}" y="{b.y:.1f}" width="{b.w:.1f}" height="{b.h}" rx="5" fill="#f4efe1" '
        f'stroke="{SWITCH_COLOUR if switched else "#333"}" stroke-width="{2.5 if switched else 1.5}"/>',
        _text(node.x, b.y + 18, table_text(node.number), 13, ' font-weight="bold"'),
    ]
    if seat is None:
        parts.append(_text(node.x, b.y + 34, str(Said("idle")), 10))
    elif seat.tray_set is not None:
        parts.append(_text(node.x, b.y + 34, set_text(m, seat.tray_set), 10, ' class="set"'))
    elif seat.is_sit_out:
        parts.append(_text(node.x, b.y + 34, str(Said("sit-out")), 10, ' class="sitout"'))
    if switched:
        parts.append(
            _text(node.x, b.y + 48, str(SWITCHED), 10, f' class="switch" fill="{SWITCH_COLOUR}"')
        )
    parts += [_chip(c) for c in chips]
    parts.append("</g>")
    return "\n".join(parts)


def _arrow(a: Arrow) -> str:
    trays = a.kind == "trays"
    colour, head = (TRAY_COLOUR, "tray-head") if trays else (MOVE_COLOUR, "move-head")
    dash = ' stroke-dasharray="6 4"' if trays else ""
    return (
        f'<g class="{"tray" if trays else "move"}" data-from="{a.source}" data-to="{a.target}">'
        f'<path d="{_path(a.points)}" fill="none" stroke="{colour}" stroke-width="1.8"{dash} '
        f'marker-end="url(#{head})"/></g>'
    )


def _who(a: Arrow) -> str:
    assert a.label is not None
    b = a.label.box
    names = ", ".join(f"<tspan>{escape(w)}</tspan>" for w in a.who)
    return (
        f'<text class="who" data-from="{a.source}" data-to="{a.target}" x="{b.x + b.w / 2:.1f}" '
        f'y="{b.y + 10:.1f}" font-size="10" text-anchor="middle" fill="{MOVE_COLOUR}" stroke="#fff" '
        f'stroke-width="3" paint-order="stroke">{names}</text>'
    )


def _stand(node: Node, texts: tuple[str, str], arrows: list[Arrow]) -> str:
    b = node.box
    assert b is not None
    title, sets = texts
    return "\n".join(
        [
            f'<g class="relay" id="relay{node.number}">',
            f'<rect x="{b.x:.1f}" y="{b.y:.1f}" width="{b.w:.1f}" height="{b.h}" rx="6" fill="#fff" '
            'stroke="#666" stroke-dasharray="4 3"/>',
            _text(node.x, b.y + 16, title, 11),
            _text(node.x, b.y + 30, sets, 10, ' class="set"'),
            *(_arrow(a) for a in arrows),
            "</g>",
        ]
    )


def _legend(label: Label) -> str:
    b, kind = label.box, label.state
    x, y = b.x - 42, b.y + 7
    sample = ""
    if kind in ("players", "trays"):
        colour = MOVE_COLOUR if kind == "players" else TRAY_COLOUR
        dash = ' stroke-dasharray="6 4"' if kind == "trays" else ""
        sample = (
            f'<path d="M{x:.1f},{y + 5:.1f} Q{x + 16:.1f},{y - 12:.1f} {x + 30:.1f},{y + 1:.1f}" fill="none" '
            f'stroke="{colour}" stroke-width="1.8"{dash}/><path d="M{x + 34:.1f},{y + 5:.1f} '
            f'l-9,-3 l5,-6 z" fill="{colour}"/>'
        )
    elif kind in ("moves", "stays"):
        fill, stroke, _, _ = CHIP_STYLE[kind]
        sample = f'<rect x="{x:.1f}" y="{y - 7:.1f}" width="32" height="14" rx="3" fill="{fill}" stroke="{stroke}"/>'
    elif kind == "relay":
        sample = f'<rect x="{x:.1f}" y="{y - 7:.1f}" width="32" height="14" rx="4" fill="#fff" stroke="#666" stroke-dasharray="4 3"/>'
    elif kind == "switch":
        sample = _text(x + 16, y + 5, "\u21c4", 14, f' fill="{SWITCH_COLOUR}"')
    return (
        sample
        + f'<text x="{b.x:.1f}" y="{b.y + 11:.1f}" font-size="11" class="legend">{escape(label.text)}</text>'
    )


def room_svg(movement: Movement, round_number: int = 1) -> str:
    """The room in ``round_number``: tables, entrants, and where people and trays go next."""
    m, r = movement, round_number
    lay = room_layout(m, r)
    seats = {s.table: s for s in m.round(r).seatings}
    chips: dict[int, list[Label]] = defaultdict(list)
    for lab in lay.labels:
        if lab.kind == "seat":
            chips[lab.node].append(lab)
    heads = [lab for lab in lay.labels if lab.kind == "heading"]
    at_stand = {
        n: [a for a in lay.arrows if a.source == n or a.target == n and a.source > 0]
        for n in lay.stands
    }
    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{lay.width:.0f}" height="{lay.height:.0f}" '
        f'viewBox="0 0 {lay.width:.0f} {lay.height:.0f}" font-family="sans-serif" class="room">',
        "<defs>",
        *(
            f'<marker id="{mid}" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="10" '
            f'markerHeight="10" markerUnits="userSpaceOnUse" orient="auto">'
            f'<path d="M0,0 L10,5 L0,10 z" fill="{c}"/></marker>'
            for mid, c in (("move-head", MOVE_COLOUR), ("tray-head", TRAY_COLOUR))
        ),
        "</defs>",
        f"<title>{escape(heads[0].text)}</title>",
        f'<rect x="0" y="0" width="{lay.width:.0f}" height="{lay.height:.0f}" fill="#fff"/>',
    ]
    for k, lab in enumerate(heads):
        size = 16 if k == 0 else 11
        out.append(
            _text(
                lay.width / 2,
                lab.box.y + size,
                lab.text,
                size,
                ' font-weight="bold"' if k == 0 else ' class="note"',
            )
        )
    out += [_table(m, lay.nodes[t], seats.get(t), chips[t]) for t in range(1, m.tables + 1)]
    out += [_stand(lay.nodes[n], lay.stands[n], at_stand[n]) for n in sorted(lay.stands)]
    out += [_arrow(a) for a in lay.arrows if a.source > 0 and a.target > 0]
    out += [_who(a) for a in lay.arrows if a.label]
    out += [_legend(lab) for lab in lay.labels if lab.kind == "legend"]
    out.append("</svg>")
    return "\n".join(out)
