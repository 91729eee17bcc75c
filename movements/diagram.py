"""A picture of the room for one round, as SVG text (directors would rather look than read).

Tables are numbered boxes in rows; the entrants sit at their compass sides; blue arrows show
where the moving entrants go after this round and red dashed arrows where the trays go;
sets resting on relay (bye) stands are drawn as a stand below the tables.  Plain string
building: the package stays pure and free of dependencies.
"""

from __future__ import annotations

from xml.sax.saxutils import escape

from movements.types import Movement, Seating

CELL_W, CELL_H = 170, 150
BOX = 64
MARGIN_X, TOP = 30, 70
STAND_H = 90
MOVE_COLOUR, TRAY_COLOUR = "#1f5fbf", "#c0392b"


def _columns(tables: int) -> int:
    return min(tables, 8) if tables > 4 else tables


def _centre(table: int, cols: int) -> tuple[float, float]:
    row, col = divmod(table - 1, cols)
    return MARGIN_X + col * CELL_W + CELL_W / 2, TOP + row * CELL_H + CELL_H / 2


def _text(x: float, y: float, text: str, *, size: int = 12, cls: str = "", weight: str = "") -> str:
    extra = f' class="{cls}"' if cls else ""
    if weight:
        extra += f' font-weight="{weight}"'
    return (
        f'<text x="{x:.1f}" y="{y:.1f}" font-size="{size}" text-anchor="middle"{extra}>'
        f"{escape(text)}</text>"
    )


def _table(m: Movement, table: int, seat: Seating | None, cols: int) -> str:
    """One table: box, number, set, and who sits where."""
    x, y = _centre(table, cols)
    h = BOX / 2
    parts = [
        f'<g class="table" id="table-{table}">',
        f'<rect x="{x - h:.1f}" y="{y - h:.1f}" width="{BOX}" height="{BOX}" rx="4" '
        'fill="#f4efe1" stroke="#333" stroke-width="1.5"/>',
        _text(x, y - 4, f"Table {table}", size=12, weight="bold"),
    ]
    if seat is None:
        parts.append(_text(x, y + 14, "idle", size=10))
    else:
        if seat.tray_set is not None:
            label = m.tray_set(seat.tray_set).label if m.tray_sets else str(seat.tray_set)
            parts.append(_text(x, y + 14, f"set {seat.tray_set}: {label}", size=10, cls="set"))
        elif seat.is_sit_out:
            parts.append(_text(x, y + 14, "sit-out", size=10, cls="sitout"))
        if seat.players is not None:
            n, e, s, w = seat.players
            spots = [
                (x, y - h - 6, n, "middle"),
                (x + h + 6, y + 4, e, "start"),
                (x, y + h + 16, s, "middle"),
                (x - h - 6, y + 4, w, "end"),
            ]
        else:
            mark = " \u21c4" if seat.arrow_switched else ""
            ns = "(sits out)" if seat.ns is None else seat.ns + mark
            ew = "(sits out)" if seat.ew is None else seat.ew + mark
            spots = [
                (x, y - h - 6, ns, "middle"),
                (x, y + h + 16, ns, "middle"),
                (x - h - 6, y + 4, ew, "end"),
                (x + h + 6, y + 4, ew, "start"),
            ]
        for sx, sy, who, anchor in spots:
            parts.append(
                f'<text x="{sx:.1f}" y="{sy:.1f}" font-size="11" text-anchor="{anchor}" '
                f'class="entrant">{escape(who)}</text>'
            )
    parts.append("</g>")
    return "\n".join(parts)


def _arrow(
    a: tuple[float, float], b: tuple[float, float], colour: str, bend: float, dash: bool
) -> str:
    """A curved arrow between two table centres, kept off the boxes."""
    (x1, y1), (x2, y2) = a, b
    dx, dy = x2 - x1, y2 - y1
    length = max((dx * dx + dy * dy) ** 0.5, 1.0)
    ux, uy = dx / length, dy / length
    gap = BOX / 2 + 8
    sx, sy, ex, ey = x1 + ux * gap, y1 + uy * gap, x2 - ux * gap, y2 - uy * gap
    cx, cy = (sx + ex) / 2 - uy * bend, (sy + ey) / 2 + ux * bend
    marker = "tray-head" if dash else "move-head"
    style = ' stroke-dasharray="6 4"' if dash else ""
    return (
        f'<path d="M{sx:.1f},{sy:.1f} Q{cx:.1f},{cy:.1f} {ex:.1f},{ey:.1f}" fill="none" '
        f'stroke="{colour}" stroke-width="1.6"{style} marker-end="url(#{marker})"/>'
    )


def _moves(
    m: Movement, r: int
) -> tuple[set[tuple[int, int]], set[tuple[int, int]], set[int], set[int]]:
    """(from, to) table pairs for entrants and for trays; tables sending / receiving relay sets."""
    people: set[tuple[int, int]] = set()
    trays: set[tuple[int, int]] = set()
    to_stand: set[int] = set()
    from_stand: set[int] = set()
    if r >= m.round_count:
        return people, trays, to_stand, from_stand
    now, nxt = m.round(r), m.round(r + 1)
    where = {e: s.table for s in nxt.seatings for e in s.entrants()}
    for s in now.seatings:
        for e in s.entrants():
            if e in where and where[e] != s.table:
                people.add((s.table, where[e]))
        if s.tray_set is not None:
            dest = m.set_goes_next(s.tray_set, r) or ()
            trays.update((s.table, d) for d in dest if d != s.table)
            if s.tray_set in nxt.resting_sets:
                to_stand.add(s.table)
    for st in now.resting_sets:
        from_stand.update(m.tables_of_set(st, r + 1))
    return people, trays, to_stand, from_stand


def room_svg(movement: Movement, round_number: int = 1) -> str:
    """The room in ``round_number``: tables, entrants, and where people and trays go next."""
    m, r = movement, round_number
    rnd = m.round(r)
    cols = _columns(max(m.tables, 1))
    rows = (m.tables + cols - 1) // cols
    stands = bool(m.relay_stands or any(x.resting_sets for x in m.rounds))
    width = MARGIN_X * 2 + cols * CELL_W
    height = TOP + rows * CELL_H + (STAND_H if stands else 0) + 50
    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
        f'viewBox="0 0 {width} {height}" font-family="sans-serif" class="room">',
        "<defs>",
        *(
            f'<marker id="{mid}" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" '
            f'markerHeight="7" orient="auto"><path d="M0,0 L10,5 L0,10 z" fill="{c}"/></marker>'
            for mid, c in (("move-head", MOVE_COLOUR), ("tray-head", TRAY_COLOUR))
        ),
        "</defs>",
        f"<title>{escape(m.name)}: round {r}</title>",
        _text(width / 2, 26, f"{m.name}: round {r} of {m.round_count}", size=16, weight="bold"),
    ]
    notes = [rnd.note] if rnd.note else []
    if rnd.shared_sets:
        notes.append("shared: " + ", ".join(f"set {s}" for s in rnd.shared_sets))
    if notes:
        out.append(_text(width / 2, 46, "; ".join(notes), size=11, cls="note"))
    seats = {s.table: s for s in rnd.seatings}
    out += [_table(m, t, seats.get(t), cols) for t in range(1, m.tables + 1)]
    people, trays, to_stand, from_stand = _moves(m, r)
    centre = {t: _centre(t, cols) for t in range(1, m.tables + 1)}
    out += [_arrow(centre[a], centre[b], MOVE_COLOUR, 18, False) for a, b in sorted(people)]
    out += [_arrow(centre[a], centre[b], TRAY_COLOUR, -18, True) for a, b in sorted(trays)]
    if stands:
        out.append(_stand(m, r, rows, width, centre, to_stand, from_stand))
    out.append(_legend(height, r >= m.round_count))
    out.append("</svg>")
    return "\n".join(out)


def _stand(
    m: Movement,
    r: int,
    rows: int,
    width: float,
    centre: dict[int, tuple[float, float]],
    to_stand: set[int],
    from_stand: set[int],
) -> str:
    """The relay (bye) stand with the sets resting on it this round."""
    y = TOP + rows * CELL_H + STAND_H / 2
    x = width / 2
    resting = m.round(r).resting_sets
    label = ", ".join(f"set {s}" for s in resting) or "empty"
    parts = [
        '<g class="relay" id="relay">',
        f'<rect x="{x - 90:.1f}" y="{y - 22:.1f}" width="180" height="44" rx="6" '
        'fill="#fff" stroke="#777" stroke-dasharray="4 3"/>',
        _text(x, y - 4, f"Relay (bye stand){'s' if m.relay_stands > 1 else ''}", size=12),
        _text(x, y + 12, label, size=10, cls="set"),
    ]
    parts += [_arrow(centre[t], (x, y), TRAY_COLOUR, 0, True) for t in sorted(to_stand)]
    parts += [_arrow((x, y), centre[t], TRAY_COLOUR, 0, True) for t in sorted(from_stand)]
    parts.append("</g>")
    return "\n".join(parts)


def _legend(height: float, last: bool) -> str:
    y = height - 18
    if last:
        return _text(150, y, "Last round: nobody moves.", size=11, cls="legend")
    return "\n".join(
        [
            f'<line x1="20" y1="{y - 4}" x2="60" y2="{y - 4}" stroke="{MOVE_COLOUR}" stroke-width="2"/>',
            f'<text x="66" y="{y}" font-size="11">players move</text>',
            f'<line x1="170" y1="{y - 4}" x2="210" y2="{y - 4}" stroke="{TRAY_COLOUR}" '
            'stroke-width="2" stroke-dasharray="6 4"/>',
            f'<text x="216" y="{y}" font-size="11">trays move</text>',
            f'<text x="320" y="{y}" font-size="11">{escape(chr(0x21C4))} arrow-switched</text>',
        ]
    )
