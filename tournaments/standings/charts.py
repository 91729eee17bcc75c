"""A line chart of every entrant's running percentage, as SVG text built from plain numbers.

Players want to see how the evening went, round by round, on a phone and without a script
library: the server draws the picture once and the page embeds it.  Pure string building (no
Django, no I/O), so the geometry is tested with numbers alone.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from xml.sax.saxutils import escape, quoteattr

WIDTH = 520  # narrow enough that the text stays readable when a phone shrinks the picture
LEFT, RIGHT, TOP = 46, 16, 34
PLOT_H = 260
AXIS_GAP = 62
LEGEND_ROW, LEGEND_COL = 20, 118

# Tableau's ten colours, told apart by most readers; dash patterns separate the next tens.
PALETTE = (
    "#4e79a7",
    "#f28e2b",
    "#e15759",
    "#76b7b2",
    "#59a14f",
    "#edc948",
    "#b07aa1",
    "#ff9da7",
    "#9c755f",
    "#79706e",
)
DASHES = ("", "6 3", "2 3", "9 3 2 3")


@dataclass(frozen=True)
class Series:
    """One entrant's line: ``values[i]`` is its percentage after ``rounds[i]`` (None: not yet).

    ``captions`` are the same figures as the standings print them, so the tooltip and the
    table never disagree by a rounding.
    """

    key: str
    label: str
    values: tuple[float | None, ...]
    captions: tuple[str, ...]


@dataclass(frozen=True)
class Scale:
    """Where a round and a percentage fall on the picture."""

    rounds: tuple[int, ...]
    low: float
    high: float
    left: float = LEFT
    right: float = WIDTH - RIGHT
    top: float = TOP
    bottom: float = TOP + PLOT_H

    def x(self, index: int) -> float:
        if len(self.rounds) == 1:
            return (self.left + self.right) / 2
        return self.left + index * (self.right - self.left) / (len(self.rounds) - 1)

    def y(self, percent: float) -> float:
        share = (percent - self.low) / (self.high - self.low)
        return self.bottom - share * (self.bottom - self.top)

    def percent_at(self, y: float) -> float:
        """The inverse of ``y``: the percentage a height on the picture stands for."""
        share = (self.bottom - y) / (self.bottom - self.top)
        return self.low + share * (self.high - self.low)


def scale_for(series: Sequence[Series], rounds: Sequence[int]) -> Scale:
    """A range in whole tens that holds every value and the 50% line."""
    values = [v for s in series for v in s.values if v is not None]
    low = min([50.0, *values])
    high = max([50.0, *values])
    low = max(0.0, math.floor(low / 10) * 10)
    high = min(100.0, math.ceil(high / 10) * 10)
    if high - low < 20:
        low, high = max(0.0, low - 10), min(100.0, high + 10)
    return Scale(tuple(rounds), low, high)


def style_of(index: int) -> tuple[str, str]:
    """Colour and dash pattern of the ``index``-th line (distinct for the first forty)."""
    return PALETTE[index % len(PALETTE)], DASHES[(index // len(PALETTE)) % len(DASHES)]


def running_chart_svg(series: Sequence[Series], rounds: Sequence[int], *, title: str = "") -> str:
    """The chart: axes, a grid line every 10%, one polyline per entrant, and a legend."""
    if not rounds:
        raise ValueError("a running chart needs at least one round")
    for s in series:
        if len(s.values) != len(rounds) or len(s.captions) != len(rounds):
            raise ValueError(f"{s.label}: one value and one caption per round, please")
    scale = scale_for(series, rounds)
    per_row = max(1, int((WIDTH - LEFT) // LEGEND_COL))
    legend_rows = math.ceil(len(series) / per_row)
    height = TOP + PLOT_H + AXIS_GAP + legend_rows * LEGEND_ROW + 10
    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {WIDTH} {height}" '
        f'class="chart running" role="img" font-family="sans-serif">',
        f"<title>{escape(title or 'Running percentages')}</title>",
    ]
    if title:
        out.append(_text(WIDTH / 2, 20, title, size=14, anchor="middle", weight="bold"))
    out += _axes(scale)
    out += [_line(s, i, scale) for i, s in enumerate(series)]
    legend_top = TOP + PLOT_H + AXIS_GAP
    out += [_legend_entry(s, i, per_row, legend_top) for i, s in enumerate(series)]
    out.append("</svg>")
    return "\n".join(out)


def _text(
    x: float, y: float, text: str, *, size: int = 11, anchor: str = "start", weight: str = ""
) -> str:
    bold = f' font-weight="{weight}"' if weight else ""
    return (
        f'<text x="{x:.1f}" y="{y:.1f}" font-size="{size}" text-anchor="{anchor}"{bold}>'
        f"{escape(text)}</text>"
    )


def _axes(scale: Scale) -> list[str]:
    parts = ['<g class="axes">']
    tick = 10 if scale.high - scale.low > 20 else 5
    value = scale.low
    while value <= scale.high + 1e-9:
        y = scale.y(value)
        stroke = "#888" if value == 50 else "#e2e5ea"
        parts.append(
            f'<line x1="{scale.left:.1f}" y1="{y:.1f}" x2="{scale.right:.1f}" y2="{y:.1f}" '
            f'stroke="{stroke}" stroke-width="1"/>'
        )
        parts.append(_text(scale.left - 6, y + 4, f"{value:g}%", anchor="end"))
        value += tick
    parts.append(
        f'<line x1="{scale.left:.1f}" y1="{scale.top:.1f}" x2="{scale.left:.1f}" '
        f'y2="{scale.bottom:.1f}" stroke="#333"/>'
    )
    every = max(1, math.ceil(len(scale.rounds) / 20))
    for i, number in enumerate(scale.rounds):
        if i % every and i != len(scale.rounds) - 1:
            continue
        parts.append(_text(scale.x(i), scale.bottom + 16, str(number), anchor="middle"))
    parts.append(
        _text((scale.left + scale.right) / 2, scale.bottom + 32, "after round", anchor="middle")
    )
    parts.append("</g>")
    return parts


def _line(series: Series, index: int, scale: Scale) -> str:
    colour, dash = style_of(index)
    points = [(scale.x(i), scale.y(v)) for i, v in enumerate(series.values) if v is not None]
    if not points:
        return ""
    dashed = f' stroke-dasharray="{dash}"' if dash else ""
    coords = " ".join(f"{x:.2f},{y:.2f}" for x, y in points)
    steps = ", ".join(
        f"round {r}: {c}%"
        for r, v, c in zip(scale.rounds, series.values, series.captions, strict=True)
        if v is not None
    )
    last_x, last_y = points[-1]
    return (
        f'<g class="series" data-entrant={quoteattr(series.key)}>'
        f"<title>{escape(series.label)}: {escape(steps)}</title>"
        f'<polyline fill="none" stroke="{colour}" stroke-width="2"{dashed} points="{coords}"/>'
        f'<circle cx="{last_x:.2f}" cy="{last_y:.2f}" r="3" fill="{colour}"/>'
        "</g>"
    )


def _legend_entry(series: Series, index: int, per_row: int, top: float) -> str:
    colour, dash = style_of(index)
    row, col = divmod(index, per_row)
    x, y = LEFT + col * LEGEND_COL, top + row * LEGEND_ROW
    dashed = f' stroke-dasharray="{dash}"' if dash else ""
    pairs = zip(reversed(series.values), reversed(series.captions), strict=True)
    final = next((c for v, c in pairs if v is not None), "")
    caption = f"{series.label} {final}%" if final else series.label
    return (
        f'<line x1="{x:.1f}" y1="{y - 4:.1f}" x2="{x + 22:.1f}" y2="{y - 4:.1f}" '
        f'stroke="{colour}" stroke-width="2"{dashed}/>' + _text(x + 28, y, caption)
    )
