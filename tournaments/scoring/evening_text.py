"""The text of a simulated progressive evening played by partnerships (``progressive simulate
--format text``): one table line for every game where two partnerships meet, and one layout for
the evenings that keep running totals (pivot bridge, today's points euchre) - the chart's
promise, round by round, the standings, the prizes.  Each game says only what differs: its
title, what a round is called, the standings' columns and the prize column's width.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any


def partnership_line(row: dict[str, Any]) -> str:
    """One table of a round: who sat with whom, and each side's points."""
    (a, b), (c, d) = row["partnerships"]
    pa, pb = row["points"]
    return f"Table {row['table']:>2}: {a} & {b} v {c} & {d}  {pa}-{pb}"


@dataclass(frozen=True)
class TotalsLayout:
    """What an evening of running totals calls its parts, and how its standings read."""

    title: str
    round_name: str
    standings_heading: str
    standing: Callable[[str, dict[str, Any]], str]
    prizes_heading: str
    prize_width: int


def render_totals_evening(layout: TotalsLayout, evening: dict[str, Any]) -> str:
    """The evening for a person to read: the chart's promise, round by round (with who sat
    out), the standings and the prizes."""
    lines = [layout.title, evening["chart"]]
    for rnd in evening["rounds"]:
        lines.append(f"{layout.round_name} {rnd['round']}")
        lines += ["  " + partnership_line(row) for row in rnd["tables"]]
        if rnd["byes"]:
            lines.append(f"  Sitting out: {', '.join(rnd['byes'])}")
    lines.append(layout.standings_heading)
    lines += ["  " + layout.standing(player, s) for player, s in evening["totals"].items()]
    lines.append(layout.prizes_heading)
    width = layout.prize_width
    lines += [f"  {pr['class']:<{width}} {pr['player']}" for pr in evening["prizes"]]
    return "\n".join(lines) + "\n"
