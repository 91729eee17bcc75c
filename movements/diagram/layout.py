"""Where everything goes in the room picture: boxes, labels and arrow routes, as plain data.

Tables are boxes in rows (a snake: the second row runs back, so table 9 sits under table 8);
each entrant has a fixed slot at its compass side.  Where people go next is drawn above the
row of tables, where trays go below it, so arrows never cross a label: every arrow rises from
its source into a lane, runs at its own height there (longer moves higher, so wrap-arounds
and skips arch clear over the tables between) and comes down onto its target.  Moves
between rows run through the gutters beside the rows.  A relay (bye) stand is a node of its
own between the tables it serves.  Plain string building: no dependencies, no I/O.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field
from math import ceil

from movements.diagram.parts import (
    ANCHORS,
    BOX_H,
    CHIP_H,
    CLEAR,
    COL_GAP,
    GAP,
    GUTTER_PAD,
    GUTTER_STEP,
    LANE_BASE,
    MARGIN,
    ONE_ROW_UP_TO,
    PER_ROW,
    SEAT_FONT,
    STEP,
    Arrow,
    Box,
    Label,
    Node,
    RoomLayout,
    text_width,
)
from movements.diagram.routes import (
    anchor_y,
    anchors,
    arrow_points,
    lane_heights,
    route_arrows,
    span_rows,
)
from movements.stands import rest_runs
from movements.types import Family, Movement, Seating
from movements.where import next_tables
from said import TRAYS, Said

SWITCHED = Said("⇄ switched")


def table_text(number: int) -> str:
    """A table's name in the picture: "Table 3"."""
    return str(Said("Table %(number)s", number=number))


def _chip_w(text: str) -> float:
    return text_width(text, SEAT_FONT) + 10


# -- who and what moves ---------------------------------------------------------------------


def _moves(
    m: Movement, r: int, rest: dict[tuple[int, int], int]
) -> tuple[dict[tuple[int, int], list[str]], set[tuple[int, int]], dict[str, str]]:
    """People bundled by (from, to) table; tray (from, to) node pairs; each entrant's state."""
    people: dict[tuple[int, int], list[str]] = defaultdict(list)
    trays: set[tuple[int, int]] = set()
    state: dict[str, str] = {}
    if r >= m.round_count:
        return people, trays, state
    now, nxt = m.round(r), m.round(r + 1)
    where = next_tables(m, r)
    sources: dict[int, list[int]] = defaultdict(list)
    for s in now.seatings:
        for e in s.entrants():
            if e in where:
                state[e] = "stays" if where[e] == s.table else "moves"
                if where[e] != s.table:
                    people[(s.table, where[e])].append(e)
        if s.tray_set is not None:
            sources[s.tray_set].append(s.table)
    for st in now.resting_sets:
        sources[st].append(rest[(st, r)])
    for st, tables in sources.items():
        dest = m.tables_of_set(st, r + 1) or (
            (rest[(st, r + 1)],) if st in nxt.resting_sets else ()
        )
        for d in dest:
            if d not in tables:
                trays.add((min(tables, key=lambda t: _ring(t, d, m.tables)), d))
    return people, trays, state


def _ring(a: int, b: int, tables: int) -> int:
    if a < 1 or b < 1:
        return 0
    return min(abs(a - b), tables - abs(a - b))


@dataclass(frozen=True)
class _Stands:
    """Relay stands, grouped by the gap on the trays' path where they stand: node -(k + 1)
    is ``gaps[k]`` = (table before it, table after it, number of stands there)."""

    gaps: tuple[tuple[int, int, int], ...] = ()
    rest: dict[tuple[int, int], int] = field(default_factory=dict)  # (set, round) -> node


def _stands(m: Movement) -> _Stands:
    """Where the relay stands are: between the table a set leaves and the one it comes to."""
    runs = rest_runs(m)
    size: dict[tuple[int, int], int] = {}
    for _, r, e, before, after in runs:
        if before and after:
            gap = min(
                ((a, b) for a in before for b in after), key=lambda g: _ring(g[0], g[1], m.tables)
            )
            size[gap] = max(size.get(gap, 0), e - r + 1)
    keys = sorted(size)
    if not keys and (runs or m.relay_stands):
        keys, size = [(0, 0)], {(0, 0): max(m.relay_stands, 1)}
    node = {g: -(k + 1) for k, g in enumerate(keys)}
    by_a, by_b = {g[0]: node[g] for g in keys}, {g[1]: node[g] for g in keys}
    rest = {}
    for st, r, e, before, after in runs:
        options = [by_a[a] for a in before if a in by_a] + [by_b[b] for b in after if b in by_b]
        if before and after:
            gap = min(
                ((a, b) for a in before for b in after), key=lambda g: _ring(g[0], g[1], m.tables)
            )
            options.insert(0, node.get(gap, 0))
        here = next((n for n in options if n), -1)
        rest.update({(st, k): here for k in range(r, e + 1)})
    return _Stands(tuple((a, b, size[(a, b)]) for a, b in keys), rest)


# -- sizes and places ------------------------------------------------------------------------


def _seat_texts(s: Seating) -> tuple[str, str, str, str]:
    """What the N, E, S and W slots say."""
    if s.players is not None:
        return s.players
    out = str(Said("(sits out)"))
    ns = out if s.ns is None else s.ns
    ew = out if s.ew is None else s.ew
    return ns, ew, ns, ew


def set_text(m: Movement, number: int) -> str:
    if m.tray_sets:
        return str(Said("set %(number)s: %(trays)s", number=number, trays=m.tray_set(number).label))
    return str(Said("set %(number)s", number=number))


def _stand_texts(m: Movement, r: int, plan: _Stands, node: int) -> tuple[str, str]:
    """The stand's name, and the sets on it in round ``r`` (runs of numbers shortened)."""
    count = plan.gaps[-node - 1][2]
    resting = sorted(st for st in m.round(r).resting_sets if plan.rest.get((st, r)) == node)
    runs: list[list[int]] = []
    for st in resting:
        if runs and st == runs[-1][-1] + 1:
            runs[-1].append(st)
        else:
            runs.append([st])
    parts = [str(x[0]) if len(x) == 1 else f"{x[0]}-{x[-1]}" for x in runs]
    if not resting:
        sets = str(Said("empty"))
    elif len(resting) > 1:
        sets = str(Said("sets %(numbers)s", numbers=", ".join(parts)))
    else:
        sets = str(Said("set %(number)s", number=parts[0]))
    # A Howell's resting sets queue on one stand, as its printed cards have them
    # (movements.stands); a path with several stand places in a row has that many.
    many = count > 1 and m.family is not Family.HOWELL
    name = Said("Relay stands (%(count)s)", count=count) if many else Said("Relay stand")
    return str(name), sets


@dataclass(frozen=True)
class _Sizes:
    box_w: float
    side_w: float
    cell_w: float
    stand_w: float


def _sizes(m: Movement, plan: _Stands) -> _Sizes:
    """Widths fixed for the whole movement, so every round's picture has the same geometry."""
    inner = [text_width(table_text(m.tables), 13), text_width(str(SWITCHED), 10)]
    inner += [text_width(set_text(m, s.number), 10) for s in m.tray_sets]
    box_w = max(70.0, *inner) + 14
    slots = [_seat_texts(s) for s in m.seatings()]
    side_w = max((_chip_w(t) for sl in slots for t in (sl[1], sl[3])), default=30.0)
    top_w = max((_chip_w(t) for sl in slots for t in (sl[0], sl[2])), default=30.0)
    stand_w = 0.0
    if plan.gaps:
        nodes = range(-len(plan.gaps), 0)
        texts = [
            w
            for r in range(1, m.round_count + 1)
            for n in nodes
            for w in _stand_texts(m, r, plan, n)
        ]
        stand_w = max(text_width(t, 11) for t in texts) + 14
    return _Sizes(box_w, side_w, max(box_w + 2 * (side_w + 6), top_w) + COL_GAP, stand_w)


def _rows(m: Movement, plan: _Stands) -> list[list[int]]:
    """Node numbers row by row in drawing order; every second row runs back (a snake).
    A stand between neighbouring tables stands between them; any other at the end."""
    after: dict[int, list[int]] = {t: [] for t in range(m.tables + 1)}
    for k, (a, b, _) in enumerate(plan.gaps):
        after[min(a, b) if abs(a - b) == 1 else m.tables].append(-(k + 1))
    order = [n for t in range(1, m.tables + 1) for n in (t, *after[t])]
    n = len(order)
    count = 1 if n <= ONE_ROW_UP_TO else ceil(n / PER_ROW)
    per = ceil(n / count)
    starts = [0, *range(per, n, per), n]
    for k in range(1, len(starts) - 1):  # keep every stand in a row with both its neighbours
        fine = [b for b in range(starts[k - 1] + 1, n) if order[b - 1] > 0 and order[b] > 0]
        starts[k] = min(fine, key=lambda b: abs(b - starts[k]), default=starts[k])
    rows = [order[a:b] for a, b in zip(starts, starts[1:], strict=False)]
    return [row[::-1] if i % 2 else row for i, row in enumerate(rows)]


# -- routing ---------------------------------------------------------------------------------


def room_layout(movement: Movement, round_number: int = 1) -> RoomLayout:
    """Where every table, label and arrow of ``round_number``'s picture goes."""
    m, r = movement, round_number
    rnd = m.round(r)  # a bad round number fails here, before any work
    plan = _stands(m)
    sz = _sizes(m, plan)
    rows = _rows(m, plan)
    nodes: dict[int, Node] = {}
    widths = [[sz.stand_w + COL_GAP if n < 1 else sz.cell_w for n in row] for row in rows]
    right = max(sum(w) for w in widths)
    for ri, row in enumerate(rows):
        x = right - sum(widths[ri]) if ri % 2 else 0.0  # rows running back end under the row above
        for n, w in zip(row, widths[ri], strict=True):
            nodes[n] = Node(n, ri, x + w / 2, ANCHORS * (sz.stand_w if n < 1 else sz.box_w) / 2)
            x += w
    people, trays, state = _moves(m, r, plan.rest)
    arrows = [Arrow("players", a, b, tuple(who)) for (a, b), who in sorted(people.items())]
    arrows += [Arrow("trays", a, b) for a, b in sorted(trays)]
    route_arrows(arrows, nodes, right)
    gut = {s: [a.gutter for a in arrows if a.side == s] for s in (-1, 1)}
    left_w, right_w = (
        GUTTER_PAD + GUTTER_STEP * (max(g) + 1) if g else MARGIN for g in (gut[-1], gut[1])
    )
    for node in nodes.values():
        node.x += left_w
    above, below = lane_heights(arrows, nodes, len(rows))
    y = 60.0 if _notes(m, r) else 42.0
    line_top, line_low = [], []
    for ri, row in enumerate(rows):
        top = y + above[ri]
        box_top = top + CLEAR + CHIP_H + GAP
        low = box_top + BOX_H + GAP + CHIP_H + CLEAR
        for n in row:
            w = sz.stand_w if n < 1 else sz.box_w
            inset = 8 if n < 1 else 0
            nodes[n].box = Box(nodes[n].x - w / 2, box_top + inset, w, BOX_H - 2 * inset)
        line_top.append(top)
        line_low.append(low)
        y = low + below[ri]
    labels = _seat_labels(rnd.seatings, nodes, state, people)
    ends = anchors(arrows, nodes)
    for i, a in enumerate(arrows):
        s, t = nodes[a.source], nodes[a.target]
        players = a.kind == "players"

        lines = line_top if players else line_low
        lane = [
            lines[row] + (-1 if players else 1) * (LANE_BASE + lv * STEP)
            for row, lv in zip(span_rows(a, nodes), a.levels, strict=True)
        ]
        edge = left_w if a.side < 0 else left_w + right
        gx = edge + a.side * (GUTTER_PAD / 2 + GUTTER_STEP * (a.gutter + 0.5))
        a.points = arrow_points(
            ends[(i, 0)],
            ends[(i, 1)],
            (anchor_y(s, lines, players), anchor_y(t, lines, players)),
            lane,
            gx,
        )
        if a.who:
            text = ", ".join(a.who)
            w = text_width(text, 10)
            a.label = Label(Box(a.label_x + left_w - w / 2, lane[0] - 14, w, 12), text, "arrow")
    labels += [a.label for a in arrows if a.label]
    heads = [(_heading(m, r), 16), *((note, 11) for note in _notes(m, r))]
    width = max(left_w + right + right_w, *(text_width(t, z) + 2 * MARGIN for t, z in heads))
    legend, height = _legend_labels(m, r, bool(plan.gaps), width, y + 10)
    labels += legend
    for k, (note, size) in enumerate(heads):
        w = text_width(note, size)
        labels.append(
            Label(Box(width / 2 - w / 2, 26 + 20 * k - size, w, size + 4), note, "heading")
        )
    stands = {n: _stand_texts(m, r, plan, n) for n in nodes if n < 1}
    return RoomLayout(width, height, nodes, labels, arrows, stands)


def _heading(m: Movement, r: int) -> str:
    return str(
        Said("%(name)s: round %(round)s of %(rounds)s", name=m.name, round=r, rounds=m.round_count)
    )


def _notes(m: Movement, r: int) -> list[str]:
    rnd = m.round(r)
    notes = [str(rnd.note)] if rnd.note else []
    if rnd.shared_sets:
        shared = ", ".join(str(Said("set %(number)s", number=s)) for s in rnd.shared_sets)
        notes.append(str(Said("shared this round: %(sets)s", sets=shared)))
    if r < m.round_count and m.round(r + 1).skip_before:
        after = m.round(r + 1).note or Said("skip")
        notes.append(str(Said("after this round: %(note)s", note=after)))
    return ["; ".join(notes)] if notes else []


def _seat_labels(
    seatings: tuple[Seating, ...],
    nodes: dict[int, Node],
    state: dict[str, str],
    people: dict[tuple[int, int], list[str]],
) -> list[Label]:
    """The four compass slots around every box."""
    dest = {e: b for (_, b), who in people.items() for e in who}
    out = []
    for s in seatings:
        box = nodes[s.table].box
        assert box is not None
        who = s.players or (s.ns, s.ew, s.ns, s.ew)
        mid = box.y + box.h / 2 - CHIP_H / 2
        for k, (text, e) in enumerate(zip(_seat_texts(s), who, strict=True)):
            w = _chip_w(text)
            x = (
                box.x + box.w / 2 - w / 2,
                box.x + box.w + 6,
                box.x + box.w / 2 - w / 2,
                box.x - 6 - w,
            )[k]
            y = (box.y - GAP - CHIP_H, mid, box.y + box.h + GAP, mid)[k]
            st = "sits-out" if e is None else state.get(e, "")
            tip = {
                "moves": str(
                    Said("%(who)s moves to table %(table)s", who=e, table=dest.get(e or ""))
                ),
                "stays": str(Said("%(who)s stays at table %(table)s", who=e, table=s.table)),
            }
            out.append(Label(Box(x, y, w, CHIP_H), text, "seat", st, tip.get(st, text), s.table))
    return out


def _legend_labels(
    m: Movement, r: int, stands: bool, width: float, y: float
) -> tuple[list[Label], float]:
    """Legend entries (text boxes; the renderer draws each sample to the left of its text)."""
    if r >= m.round_count:
        items = [("", Said("Last round: nobody moves."))]
    else:
        items = [
            ("players", Said("players move")),
            ("moves", Said("moves on")),
            ("stays", Said("stays")),
        ]
        if m.tray_sets:
            items.insert(1, ("trays", Said("%(trays)s move", trays=TRAYS)))
    if stands:
        items.append(("relay", Said("relay stand")))
    if any(s.arrow_switched for s in m.seatings()):
        items.append(("switch", Said("arrow switch: the stationary pair plays the other cards")))
    out: list[Label] = []
    x: float = MARGIN
    y += 12
    for sample, said in items:
        text = str(said)
        w = text_width(text, 11)
        lead = 42 if sample else 0
        if x > MARGIN and x + lead + w > width - MARGIN:
            x, y = MARGIN, y + 22
        out.append(Label(Box(x + lead, y - 11, w, 14), text, "legend", sample))
        x += lead + w + 24
    return out, y + 16


# -- drawing ---------------------------------------------------------------------------------
