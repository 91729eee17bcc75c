"""A line chart of every entrant's running percentage (or IMP total), as SVG text built from
plain numbers.

Players want to see how the evening went, round by round, on a phone and without a script
library: the server draws the picture once and the page embeds it.  Pure string building (no
Django, no I/O), so the geometry is tested with numbers alone.  ``PERCENT`` draws match points'
percentages about the 50% line; ``IMPS`` an IMP total about the zero line.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from xml.sax.saxutils import escape, quoteattr

from said import Said
from tournaments.standings.numbers import figure_writer

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
class Axis:
    """What the values are: the line the chart is centred on, the bounds no value passes
    (None: none), and the unit written after each figure ("%" straight after it, a word after
    a space)."""

    centre: float
    floor: float | None
    ceiling: float | None
    suffix: str | Said

    @property
    def unit(self) -> str:
        """The unit as it follows a figure, in the language active now: "%", " IMPs"."""
        said = str(self.suffix)
        return said if said == "%" else f" {said}"


PERCENT = Axis(50.0, 0.0, 100.0, "%")
IMPS = Axis(0.0, None, None, Said("IMPs"))
_STEPS = (5, 10, 20, 25, 50, 100, 200, 250, 500, 1000)


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
    axis: Axis = PERCENT
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


def scale_for(series: Sequence[Series], rounds: Sequence[int], axis: Axis = PERCENT) -> Scale:
    """A range in whole tens that holds every value and the centre line (the 50% line, or
    an IMP total's zero), widened to twenty at least."""
    values = [v for s in series for v in s.values if v is not None]
    low = min([axis.centre, *values])
    high = max([axis.centre, *values])
    low, high = math.floor(low / 10) * 10, math.ceil(high / 10) * 10
    if high - low < 20:
        low, high = low - 10, high + 10
    if axis.floor is not None:
        low = max(axis.floor, low)
    if axis.ceiling is not None:
        high = min(axis.ceiling, high)
    return Scale(tuple(rounds), low, high, axis)


def tick_of(scale: Scale) -> float:
    """The grid's step: 10 (5 on a narrow range) for percentages; for IMPs the first round
    step that draws at most ten lines."""
    if scale.axis is PERCENT:
        return 10 if scale.high - scale.low > 20 else 5
    span = scale.high - scale.low
    return next((s for s in _STEPS if span / s <= 10), _STEPS[-1])


def style_of(index: int) -> tuple[str, str]:
    """Colour and dash pattern of the ``index``-th line (distinct for the first forty)."""
    return PALETTE[index % len(PALETTE)], DASHES[(index // len(PALETTE)) % len(DASHES)]


# Where the lines' earlier rounds are kept drawn: given the chart's scale, its lines' entrant
# keys (sorted) and what draws them (each line's stretch over every round but the last, by
# entrant key), those stretches.
Earlier = Mapping[str, "Stretch"]
Keeper = Callable[[Scale, tuple[str, ...], Callable[[], Earlier]], Earlier]


def running_chart_svg(
    series: Sequence[Series],
    rounds: Sequence[int],
    *,
    title: str = "",
    axis: Axis = PERCENT,
    kept: Keeper | None = None,
) -> str:
    """The chart: axes, a grid line every 10% (or a round number of IMPs), one polyline per
    entrant, and a legend.

    ``kept``: where each line's text over every round but the last is kept (the caller's,
    under a digest of what those rounds' figures were worked out from, the language, the
    ``Scale`` and the lines' entrant keys, sorted, that it is given), so that after a result
    in the last round only that round's point and step are written for each line.  The
    picture is the same either way: both are ``_stretch`` of the line's rounds."""
    if not rounds:
        raise ValueError(Said("a running chart needs at least one round"))
    for s in series:
        if len(s.values) != len(rounds) or len(s.captions) != len(rounds):
            raise ValueError(
                Said("%(label)s: one value and one caption per round, please", label=s.label)
            )
    scale = scale_for(series, rounds, axis)
    per_row = max(1, int((WIDTH - LEFT) // LEGEND_COL))
    legend_rows = math.ceil(len(series) / per_row)
    height = TOP + PLOT_H + AXIS_GAP + legend_rows * LEGEND_ROW + 10
    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {WIDTH} {height}" '
        f'class="chart running" role="img" font-family="sans-serif">',
        f"<title>{escape(title or str(_TITLES[axis.suffix]))}</title>",
    ]
    if title:
        out.append(_text(WIDTH / 2, 20, title, size=14, anchor="middle", weight="bold"))
    out += _axes(scale)
    plot = _Plot.of(scale)
    earlier: Earlier = {}
    if kept is not None and len(rounds) > 1:
        before = len(rounds) - 1

        def draw_earlier() -> dict[str, Stretch]:
            return {s.key: _stretch(s, plot, 0, before) for s in series}

        earlier = kept(scale, tuple(sorted(s.key for s in series)), draw_earlier)
    out += [_line(s, i, plot, earlier.get(s.key)) for i, s in enumerate(series)]
    legend_top = TOP + PLOT_H + AXIS_GAP
    out += [_legend_entry(s, i, per_row, legend_top, axis) for i, s in enumerate(series)]
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


_TITLES: dict[str | Said, Said] = {
    "%": Said("Running percentages"),
    IMPS.suffix: Said("Running IMP totals"),
}


def _axes(scale: Scale) -> list[str]:
    parts = ['<g class="axes">']
    tick = tick_of(scale)
    value = math.ceil(scale.low / tick) * tick
    unit = "%" if scale.axis is PERCENT else ""
    while value <= scale.high + 1e-9:
        y = scale.y(value)
        stroke = "#888" if value == scale.axis.centre else "#e2e5ea"
        parts.append(
            f'<line x1="{scale.left:.1f}" y1="{y:.1f}" x2="{scale.right:.1f}" y2="{y:.1f}" '
            f'stroke="{stroke}" stroke-width="1"/>'
        )
        parts.append(_text(scale.left - 6, y + 4, f"{value:g}{unit}", anchor="end"))
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
        _text(
            (scale.left + scale.right) / 2,
            scale.bottom + 32,
            str(Said("after round")),
            anchor="middle",
        )
    )
    parts.append("</g>")
    return parts


@dataclass(frozen=True)
class _Plot:
    """What every line of one chart shares, worked out once: each round's x and the words
    before its figure, the numbers of ``Scale.y`` (a chart of forty pairs over forty rounds
    draws 1,600 points) and how the active language writes a figure (``figure_writer``)."""

    scale: Scale
    x_texts: tuple[str, ...]  # each x as a point's coordinates begin: "12.50,"
    steps: tuple[str, ...]
    unit: str  # ``Axis.unit`` in the active language
    low: float
    span: float
    bottom: float
    height: float
    write: Callable[[str], str]
    written: dict[str, str] = field(default_factory=dict)  # each caption once a chart

    def local(self, caption: str) -> str:
        """``caption`` as the active language writes it, each distinct caption written once
        (a chart's figures repeat: the printed figures are shared, ``running._printed``)."""
        text = self.written.get(caption)
        if text is None:
            text = self.written[caption] = _local(caption, self.write)
        return text

    @classmethod
    def of(cls, scale: Scale) -> _Plot:
        xs = tuple(scale.x(i) for i in range(len(scale.rounds)))
        # the words translated once a chart, each round's number put in as ``Said`` puts it
        words = str(Said("round %(round)s"))  # a message with no values reads as it is
        steps = tuple(words % {"round": r} + ": " for r in scale.rounds)
        height = scale.bottom - scale.top
        low, span, bottom = scale.low, scale.high - scale.low, scale.bottom
        x_texts = tuple(f"{x:.2f}," for x in xs)
        unit = scale.axis.unit
        return cls(scale, x_texts, steps, unit, low, span, bottom, height, figure_writer())


@dataclass(frozen=True)
class Stretch:
    """A line's text over some of its rounds: its points as the polyline lists them
    ("46.00,164.00 58.11,150.13"), its tooltip's steps ("round 1: 50%, round 2: 54.17%") and
    its last point as the circle at the line's end is placed (x, y; None: no point)."""

    points: str
    steps: str
    last: tuple[str, str] | None

    def then(self, later: Stretch) -> Stretch:
        """This stretch followed by ``later``'s rounds."""
        if later.last is None:
            return self
        if self.last is None:
            return later
        return Stretch(f"{self.points} {later.points}", f"{self.steps}, {later.steps}", later.last)


_NO_POINT = Stretch("", "", None)


def _stretch(series: Series, plot: _Plot, start: int, stop: int) -> Stretch:
    """The line's text over the rounds ``start`` to ``stop`` (indexes, ``stop`` left out):
    each point's x as the plot writes it, its y (``Scale.y``, the same arithmetic in the same
    order) and its step, the round's words and the point's figure in the active language."""
    low, span, bottom, height = plot.low, plot.span, plot.bottom, plot.height
    suffix, local = plot.unit, plot.local
    values = series.values[start:stop]
    points = [
        f"{x_text}{bottom - (v - low) / span * height:.2f}"
        for x_text, v in zip(plot.x_texts[start:stop], values, strict=True)
        if v is not None
    ]
    if not points:
        return _NO_POINT
    steps = [
        f"{step}{local(c)}{suffix}"
        for step, v, c in zip(
            plot.steps[start:stop], values, series.captions[start:stop], strict=True
        )
        if v is not None
    ]
    last_x, _comma, last_y = points[-1].partition(",")
    return Stretch(" ".join(points), ", ".join(steps), (last_x, last_y))


def _line(series: Series, index: int, plot: _Plot, earlier: Stretch | None = None) -> str:
    """The line's group: its tooltip, polyline and end point; ``earlier``: its stretch over
    every round but the last, kept (only the last round's is written)."""
    rounds = len(plot.x_texts)
    if earlier is None:
        drawn = _stretch(series, plot, 0, rounds)
    else:
        drawn = earlier.then(_stretch(series, plot, rounds - 1, rounds))
    if drawn.last is None:
        return ""
    colour, dash = style_of(index)
    dashed = f' stroke-dasharray="{dash}"' if dash else ""
    last_x, last_y = drawn.last
    return (
        f'<g class="series" data-entrant={quoteattr(series.key)}>'
        f"<title>{escape(series.label)}: {escape(drawn.steps)}</title>"
        f'<polyline fill="none" stroke="{colour}" stroke-width="2"{dashed} '
        f'points="{drawn.points}"/>'
        f'<circle cx="{last_x}" cy="{last_y}" r="3" fill="{colour}"/>'
        "</g>"
    )


def _local(caption: str, write: Callable[[str], str]) -> str:
    """A point's figure ("54.17", "+3.5") as the active language writes it ("54,17", "+3,5")."""
    sign = caption[:1] if caption[:1] in "+-−" else ""
    return sign + write(caption[len(sign) :])


def _legend_entry(series: Series, index: int, per_row: int, top: float, axis: Axis) -> str:
    colour, dash = style_of(index)
    row, col = divmod(index, per_row)
    x, y = LEFT + col * LEGEND_COL, top + row * LEGEND_ROW
    dashed = f' stroke-dasharray="{dash}"' if dash else ""
    pairs = zip(reversed(series.values), reversed(series.captions), strict=True)
    final = next((c for v, c in pairs if v is not None), "")
    caption = f"{series.label} {final}{axis.unit}" if final else series.label
    return (
        f'<line x1="{x:.1f}" y1="{y - 4:.1f}" x2="{x + 22:.1f}" y2="{y - 4:.1f}" '
        f'stroke="{colour}" stroke-width="2"{dashed}/>' + _text(x + 28, y, caption)
    )
