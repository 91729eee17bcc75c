"""Score cards: each figure on a standings page traced back, tray by tray, to what made it.

The cards read a match-point report (``matchpoints.PairsReport``) or a trick report
(``tricks.TrickReport``); those modules call these, so this one imports neither.

A card line says which cards the entrant held, its raw score, what that score was compared
with, the match points (or plus/minus) it earned, and in words any factoring or adjustment.
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal
from fractions import Fraction
from typing import Any

from movements.types import Direction

__all__ = ["CardLine", "matchpoint_card", "trick_card", "show"]


def show(value: Any, places: int = 2) -> str:
    """A figure for display: exact values rounded half up only here, at the last moment."""
    if value is None:
        return ""
    if isinstance(value, int | str):
        return str(value)
    if isinstance(value, Fraction):
        if value.denominator == 1:
            return str(value.numerator)
        value = Decimal(value.numerator) / Decimal(value.denominator)
    quantum = Decimal(1).scaleb(-places)
    return str(Decimal(value).quantize(quantum, rounding=ROUND_HALF_UP))


@dataclass(frozen=True)
class CardLine:
    """One tray on an entrant's card.

    For match points ``score`` and ``compared_with`` are NS figures, as written on a traveller;
    for trick totals ``score`` is the side's own score and ``compared_with`` holds the average
    it was measured against, ``mp`` the difference.
    """

    tray: int
    direction: str
    opponent: str
    score: Any
    compared_with: tuple
    mp: Any
    top: Any
    raw_mp: Any
    explanation: str


def matchpoint_card(report: Any, entrant: str) -> list[CardLine]:
    """The entrant's trays in order; the compared scores are NS figures, as on a traveller."""
    out = []
    for line in report.lines:
        r = line.result
        if entrant not in (r.ns, r.ew):
            continue
        ns = entrant == r.ns
        direction = Direction.NS.value if ns else Direction.EW.value
        others = list(line.compared)
        if r.score is not None:
            others.remove(r.score)
        mp = line.ns_mp if ns else line.ew_mp
        raw = line.ns_raw if ns else line.ew_raw
        parts = []
        if r.adjustment is not None:
            parts.append(line.note)
        else:
            beaten = _beaten(r.score, others, ns)
            parts.append(
                f"NS score {r.score} against {len(others)} other result(s): beat {beaten[0]}, "
                f"tied {beaten[1]}, lost to {beaten[2]}: {show(raw)} of "
                f"{report.scale * len(others)}"
            )
            if line.note:
                parts.append(f"{line.note}: {show(mp)} of {line.top}")
        out.append(
            CardLine(
                r.tray,
                direction,
                r.ew if ns else r.ns,
                r.score,
                tuple(others),
                mp,
                line.top,
                raw,
                "; ".join(parts),
            )
        )
    return out


def _beaten(score: Any, others: list, ns: bool) -> tuple[int, int, int]:
    low = sum(1 for o in others if o < score)
    tie = sum(1 for o in others if o == score)
    high = len(others) - low - tie
    return (low, tie, high) if ns else (high, tie, low)


def trick_card(report: Any, entrant: str) -> list[CardLine]:
    """The entrant's trays: its own score, the average it is measured against, the difference."""
    out = []
    for line in report.lines:
        r = line.result
        if entrant not in (r.ns, r.ew):
            continue
        ns = entrant == r.ns
        own = line.ns_score if ns else line.ew_score
        average = line.ns_average if ns else line.ew_average
        diff = None if own is None or average is None else own - average
        field_score = line.ns_field if ns else line.ew_field
        parts = [f"{show(own)} against the tray's {'NS' if ns else 'EW'} average {show(average)}"]
        if field_score is not None and field_score != own:
            parts.append(f"{show(field_score)} entered the averages")
        if line.note:
            parts.append(line.note)
        out.append(
            CardLine(
                r.tray,
                Direction.NS.value if ns else Direction.EW.value,
                r.ew if ns else r.ns,
                own,
                (average,),
                diff,
                None,
                None,
                "; ".join(parts),
            )
        )
    return out
