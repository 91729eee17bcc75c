"""Victory points: the WBF's continuous scale, and the discrete scales clubs used before it.

A VP scale turns a match's IMP margin into points out of a fixed total, so that one rout
cannot decide an event.  ``wbf`` is the WBF's 2013 continuous 20-point scale (``imps.vp_table``
has the formula).  The discrete scales give whole VPs for bands of IMPs: ``acbl-20`` and
``acbl-30`` are the ACBL's 20- and 30-point Swiss teams scales, whose printed tables cover
matches of 6 to 8 and of 9 to 11 boards (as published by BridgeHands from the ACBL's
handbook); another match length has no band in them and is refused.

Every scale is a table of whole IMP margins: the WBF's Technical Report defines its scale for
"the IMP margin (a non-negative integer)" and publishes a VP figure "for each integer IMP
margin", and the discrete scales give bands of whole IMPs.  A margin with a fraction (left by
a weighted ruling, Law 12C1(c)) is therefore read at the nearest whole IMP, a half away from
nought, and the working says so: the site and the ``score`` command do it in this one place.
"""

from __future__ import annotations

from decimal import Decimal
from fractions import Fraction

from .explain import figure
from .imps import victory_points

__all__ = ["VP_SCALES", "vps", "vp_total", "whole_imps"]

# For each discrete scale: the winner's VPs from an even match up, and for each band of match
# lengths (first, last board count) the lowest IMP margin that earns each of those VPs.
_DISCRETE: dict[str, tuple[tuple[int, ...], dict[tuple[int, int], tuple[int, ...]]]] = {
    "acbl-20": (
        (10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20),
        {
            (6, 8): (0, 1, 3, 5, 8, 11, 14, 17, 20, 24, 28),
            (9, 11): (0, 1, 3, 6, 10, 14, 18, 22, 26, 31, 36),
        },
    ),
    "acbl-30": (
        (15, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30),
        {
            (6, 8): (0, 1, 2, 3, 4, 5, 7, 9, 11, 14, 17, 20, 24, 28),
            (9, 11): (0, 1, 2, 3, 5, 7, 9, 12, 15, 18, 22, 26, 31, 36),
        },
    ),
}
VP_SCALES = ("wbf", *_DISCRETE)


def vp_total(scale: str) -> int:
    """The VPs a match shares out on the scale (20 or 30)."""
    if scale == "wbf":
        return 20
    points, _bands = _DISCRETE[scale]
    return points[-1]


def whole_imps(margin: int | Fraction | Decimal) -> int:
    """The nearest whole IMP, a half away from nought: the margin a VP scale is read at."""
    value = Fraction(margin)
    size = int(abs(value) + Fraction(1, 2))
    return size if value >= 0 else -size


def vps(
    margin: int | Fraction | Decimal, boards: int, scale: str = "wbf"
) -> tuple[Decimal, Decimal, str]:
    """(VPs to the side with this IMP margin, VPs to its opponents, the working in words).

    A margin with a fraction is read at the nearest whole IMP (see the module's docstring).
    """
    whole = whole_imps(margin)
    shown = f"{whole:+d} IMPs"
    if Fraction(margin) != whole:
        exact = figure(Fraction(margin))
        shown = f"{'' if exact.startswith('-') else '+'}{exact} IMPs, read as {whole:+d},"
    mine, theirs, said = _converted(whole, boards, scale)
    return mine, theirs, f"{shown} over {boards} boards: {said}"


def _converted(margin: int, boards: int, scale: str) -> tuple[Decimal, Decimal, str]:
    if scale == "wbf":
        mine, theirs = victory_points(margin, boards)
        return mine, theirs, f"{mine}-{theirs} (WBF scale)"
    if scale not in _DISCRETE:
        raise ValueError(f"VP scale is one of {', '.join(VP_SCALES)}, not {scale!r}")
    points, bands = _DISCRETE[scale]
    band = next((b for b in bands if b[0] <= boards <= b[1]), None)
    if band is None:
        lengths = " or ".join(f"{low} to {high}" for low, high in bands)
        raise ValueError(
            f"the {scale} scale has bands for matches of {lengths} boards, not {boards}"
        )
    size = abs(margin)
    step = max(i for i, low in enumerate(bands[band]) if size >= low)
    total = points[-1]
    winner = Decimal(points[step])
    loser = Decimal(total) - winner
    mine, theirs = (winner, loser) if margin >= 0 else (loser, winner)
    return mine, theirs, f"{mine}-{theirs} ({scale} scale)"
