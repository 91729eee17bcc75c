"""A player's percentages over time as an SVG line chart, drawn on the server from plain
numbers like the running chart (``charts``): one point an event, oldest on the left, the 50%
line marked, each point's date and event in its tooltip."""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from dataclasses import dataclass
from xml.sax.saxutils import escape

from tournaments.standings.charts import LEFT, PLOT_H, RIGHT, TOP, WIDTH, Scale, Series, scale_for

COLOUR = "#4e79a7"


@dataclass(frozen=True)
class Point:
    date: dt.date
    percentage: float
    caption: str  # the event, as the tooltip names it


def history_chart_svg(points: Sequence[Point], *, title: str = "") -> str:
    """The chart; an empty string when fewer than one point has a percentage."""
    if not points:
        return ""
    points = sorted(points, key=lambda p: p.date)
    values = tuple(p.percentage for p in points)
    scale = scale_for([Series("p", "", values, ("",) * len(values))], tuple(range(len(points))))
    height = TOP + PLOT_H + 50
    name = title or "Percentages over time"
    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {WIDTH} {height}" '
        f'class="chart history" role="img" font-family="sans-serif">',
        f"<title>{escape(name)}</title>",
        *_grid(scale),
        *_dates(points, scale),
    ]
    coords = " ".join(f"{scale.x(i):.2f},{scale.y(p.percentage):.2f}" for i, p in enumerate(points))
    out.append(f'<polyline fill="none" stroke="{COLOUR}" stroke-width="2" points="{coords}"/>')
    for i, p in enumerate(points):
        out.append(
            f'<circle cx="{scale.x(i):.2f}" cy="{scale.y(p.percentage):.2f}" r="4" '
            f'fill="{COLOUR}"><title>{escape(f"{p.date:%d %b %Y}, {p.caption}: {p.percentage:.2f}%")}'
            "</title></circle>"
        )
    out.append("</svg>")
    return "\n".join(out)


def _text(x: float, y: float, text: str, anchor: str = "middle") -> str:
    return (
        f'<text x="{x:.1f}" y="{y:.1f}" font-size="11" text-anchor="{anchor}">{escape(text)}</text>'
    )


def _grid(scale: Scale) -> list[str]:
    parts = []
    value = scale.low
    while value <= scale.high + 1e-9:
        y = scale.y(value)
        stroke = "#888" if value == 50 else "#e2e5ea"
        parts.append(
            f'<line x1="{LEFT}" y1="{y:.1f}" x2="{WIDTH - RIGHT}" y2="{y:.1f}" '
            f'stroke="{stroke}" stroke-width="1"/>'
        )
        parts.append(_text(LEFT - 6, y + 4, f"{value:g}%", "end"))
        value += 10
    return parts


def _dates(points: Sequence[Point], scale: Scale) -> list[str]:
    every = max(1, -(-len(points) // 8))
    return [
        _text(scale.x(i), scale.bottom + 16, f"{p.date:%d %b %y}")
        for i, p in enumerate(points)
        if i % every == 0 or i == len(points) - 1
    ]
