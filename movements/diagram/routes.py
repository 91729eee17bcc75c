"""Routing the room picture's arrows: lanes above and below each row, gutters between rows."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Hashable
from typing import TypeVar

from movements.diagram.parts import ANCHORS, LANE_BASE, STEP, Arrow, Node, Point, text_width

Key = TypeVar("Key", bound=Hashable)


def _stack(items: list[tuple[float, float, Key]]) -> dict[Key, int]:
    """Heights for intervals, shortest first: above every interval nested inside, clear of
    every other one it overlaps (moves that only partly overlap can alternate two heights)."""
    placed: list[tuple[float, float, int]] = []
    level: dict[Key, int] = {}
    for lo, hi, key in sorted(items, key=lambda it: (it[1] - it[0], it[0])):
        over = [(plo, phi, lv) for plo, phi, lv in placed if lo < phi - 0.5 and plo < hi - 0.5]
        lv = 1 + max(
            (lv for plo, phi, lv in over if lo - 0.5 <= plo and phi <= hi + 0.5), default=-1
        )
        while any(lv == other for _, _, other in over):
            lv += 1
        level[key] = lv
        placed.append((lo, hi, lv))
    return level


def _label_x(a: Arrow, nodes: dict[int, Node], right: float) -> float:
    """The middle of the first gap the move crosses: no other arrow rises or lands there."""
    s = nodes[a.source]
    way = a.side or (1 if nodes[a.target].x > s.x else -1)
    ahead = [
        n.x - way * n.half
        for n in nodes.values()
        if n.row == s.row and (n.x - s.x) * way > 0 and n.number > 0
    ]
    end = min(ahead, key=lambda x: abs(x - s.x)) if ahead else (right if way > 0 else 0.0)
    return (s.x + way * s.half + end) / 2


def route_arrows(arrows: list[Arrow], nodes: dict[int, Node], right: float) -> None:
    """Give every arrow its side, lane levels and gutter level."""
    lanes: dict[tuple[int, str], list[tuple[float, float, tuple[int, int]]]] = defaultdict(list)
    gutters: dict[int, list[tuple[float, float, int]]] = defaultdict(list)
    for i, a in enumerate(arrows):
        s, t = nodes[a.source], nodes[a.target]
        if s.row == t.row:
            spans = [(s.row, s.x, t.x)]
        else:
            a.side = -1 if s.x + t.x < 2 * right - s.x - t.x else 1
            edge = 0.0 if a.side < 0 else right
            spans = [(s.row, s.x, edge), (t.row, edge, t.x)]
            rank = 1 if a.kind == "trays" else 0
            ends = sorted((2 * s.row + rank, 2 * t.row + rank))
            gutters[a.side].append((ends[0], ends[1], i))
        a.levels = [0] * len(spans)
        for k, (row, x1, x2) in enumerate(spans):
            lo, hi = min(x1, x2), max(x1, x2)
            if a.who and k == 0:
                a.label_x = _label_x(a, nodes, right)
                half = text_width(", ".join(a.who), 10) / 2 + 6
                lo, hi = min(lo, a.label_x - half), max(hi, a.label_x + half)
            lanes[(row, a.kind)].append((lo, hi, (i, k)))
    for in_lane in lanes.values():
        for (i, k), lv in _stack(in_lane).items():
            arrows[i].levels[k] = lv
    for in_gutter in gutters.values():
        for g, lv in _stack(in_gutter).items():
            arrows[g].gutter = lv


# -- geometry --------------------------------------------------------------------------------


def span_rows(a: Arrow, nodes: dict[int, Node]) -> list[int]:
    return (
        [nodes[a.source].row] if len(a.levels) == 1 else [nodes[a.source].row, nodes[a.target].row]
    )


def lane_heights(
    arrows: list[Arrow], nodes: dict[int, Node], rows: int
) -> tuple[list[float], list[float]]:
    """Room above each row for the players' lane and below it for the trays' lane."""
    top: list[list[int]] = [[] for _ in range(rows)]
    low: list[list[int]] = [[] for _ in range(rows)]
    for a in arrows:
        for row, lv in zip(span_rows(a, nodes), a.levels, strict=True):
            (top if a.kind == "players" else low)[row].append(lv)
    above: list[float] = [LANE_BASE + max(lv) * STEP + 18 if lv else 10 for lv in top]
    below: list[float] = [LANE_BASE + max(lv) * STEP + 8 if lv else 10 for lv in low]
    return above, below


def anchors(arrows: list[Arrow], nodes: dict[int, Node]) -> dict[tuple[int, int], float]:
    """Where each arrow end touches its node: ends leaving leftwards on the left, the higher
    ones nearer the middle, so arrows sharing a node nest instead of crossing."""
    ends: dict[tuple[int, str], list[tuple[int, int, int, int]]] = defaultdict(list)
    for i, a in enumerate(arrows):
        for e, (me, other) in enumerate(((a.source, a.target), (a.target, a.source))):
            n, o = nodes[me], nodes[other]
            way = a.side or (1 if o.x > n.x else -1)
            level = a.levels[0 if e == 0 else -1]
            ends[(me, a.kind)].append((way, level if way < 0 else -level, i, e))
    x: dict[tuple[int, int], float] = {}
    for (me, _), items in ends.items():
        box = nodes[me].box
        assert box is not None
        width = box.w * ANCHORS
        for k, (_, _, i, e) in enumerate(sorted(items)):
            x[(i, e)] = box.x + (box.w - width) / 2 + width * (k + 0.5) / len(items)
    return x


def anchor_y(n: Node, lines: list[float], players: bool) -> float:
    """Arrows meet a table at its lane line (clear of its labels), a relay stand at its box."""
    assert n.box is not None
    if n.number > 0:
        return lines[n.row]
    return n.box.y if players else n.box.y + n.box.h


def arrow_points(
    ax: float, bx: float, ys: tuple[float, float], ly: list[float], gx: float
) -> list[Point]:
    """The corner points: up (or down) into the lane, along it (via a gutter), onto the target."""
    if len(ly) == 1:
        return [(ax, ys[0]), (ax, ly[0]), (bx, ly[0]), (bx, ys[1])]
    return [(ax, ys[0]), (ax, ly[0]), (gx, ly[0]), (gx, ly[1]), (bx, ly[1]), (bx, ys[1])]
