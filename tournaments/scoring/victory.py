"""Victory points: the WBF's 2013 scales, continuous and discrete, and the ACBL's.

A VP scale turns a match's IMP margin into points out of a fixed total, so that one rout
cannot decide an event.  ``wbf`` is the WBF's 2013 continuous 20-point scale (``imps.vp_table``
has the formula).  The discrete scales give whole VPs for bands of IMPs.  ``wbf-discrete`` is
the WBF's 2013 discrete 20-point scale, built for any match length from the same curve
(``wbf_discrete_table``).  ``acbl-20`` and ``acbl-30`` are the ACBL's 20- and 30-point Swiss
teams scales, whose printed tables cover matches of 6 to 8 and of 9 to 11 boards (as published
by BridgeHands from the ACBL's handbook); another match length has no band in them and is
refused.

Every scale is a table of whole IMP margins: the WBF's Technical Report defines its scale for
"the IMP margin (a non-negative integer)" and publishes a VP figure "for each integer IMP
margin", and the discrete scales give bands of whole IMPs.  A margin with a fraction (left by
a weighted ruling, Law 12C1(c)) is therefore read at the nearest whole IMP, a half away from
nought, and the working says so: the site and the ``score`` command do it in this one place.
"""

from __future__ import annotations

import math
from decimal import Decimal
from fractions import Fraction
from functools import lru_cache

from said import Said

from .explain import figure
from .imps import victory_points

__all__ = ["VP_SCALES", "vps", "vp_total", "wbf_discrete_table", "whole_imps"]

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
WBF_DISCRETE = "wbf-discrete"
VP_SCALES = ("wbf", WBF_DISCRETE, *_DISCRETE)

# The WBF curve's constant: the cube of the golden ratio's conjugate, (sqrt(5) - 1) / 2.
_R = ((math.sqrt(5) - 1) / 2) ** 3


def vp_total(scale: str) -> int:
    """The VPs a match shares out on the scale (20 or 30)."""
    if scale in ("wbf", WBF_DISCRETE):
        return 20
    points, _bands = _DISCRETE[scale]
    return points[-1]


@lru_cache(maxsize=256)
def wbf_discrete_table(boards: int) -> tuple[int, ...]:
    """The lowest IMP margin that earns the winner 10, 11, ..., 20 VPs on the WBF's 2013
    discrete scale, for a match of ``boards`` boards (any number the continuous scale takes).

    The discrete scale "gives a range of IMPs for each integer VP score", and "the IMP range is
    non-decreasing for each subsequent integer VP score" (the WBF Scoring Panel's Technical
    Report).  It comes from the continuous curve V = 10 + 10 (1 - R^(I/X)) / (1 - R), with
    blitz X = 15 sqrt(boards) and R the cube of the golden ratio's conjugate: the last margin
    of the band for V VPs is the curve's inverse at V + 1/2, I = X ln(1 - (1 - R)(V/10 - 1)) /
    ln R, rounded down.  A concavity pass then narrows any band wider than the next, from the
    first: the draw band counts its margins both ways (-m to +m), so it holds 2m + 1.  This is
    the EBU's generator of its published tables (ebu.co.uk, vps.js) and reproduces every
    boundary of them (tests/scoring/test_wbf_discrete.py).  Rounding down in floating point is
    safe: for matches of up to 1,000 boards no inverse comes within 0.00003 of a whole IMP.
    """
    if boards < 1:
        raise ValueError(Said("a match has at least one board, not %(boards)s", boards=boards))
    blitz = 15 * math.sqrt(boards)
    last = [
        math.floor(blitz * math.log(1 - (1 - _R) * (half / 10 - 1)) / math.log(_R))
        for half in (10.5 + step for step in range(10))
    ]
    widths_ok = False
    while not widths_ok:
        widths_ok = True
        for step in range(9):
            before = 2 * last[0] + 1 if step == 0 else last[step] - last[step - 1]
            if last[step + 1] - last[step] < before:
                last[step] -= 1
                widths_ok = False
                break
    return (0, *(end + 1 for end in last))


def whole_imps(margin: int | Fraction | Decimal) -> int:
    """The nearest whole IMP, a half away from nought: the margin a VP scale is read at."""
    if type(margin) is int:
        return margin
    value = Fraction(margin)
    size = int(abs(value) + Fraction(1, 2))
    return size if value >= 0 else -size


@lru_cache(maxsize=4096)
def vps(
    margin: int | Fraction | Decimal, boards: int, scale: str = "wbf"
) -> tuple[Decimal, Decimal, str]:
    """(VPs to the side with this IMP margin, VPs to its opponents, the working in words).

    A margin with a fraction is read at the nearest whole IMP (see the module's docstring).
    Kept per process by its arguments: an event's standings read the same margins over the
    same boards at every reading.
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
    points, lows, name = _bands(boards, scale)
    size = abs(margin)
    step = max(i for i, low in enumerate(lows) if size >= low)
    winner = Decimal(points[step])
    loser = Decimal(points[-1]) - winner
    mine, theirs = (winner, loser) if margin >= 0 else (loser, winner)
    return mine, theirs, f"{mine}-{theirs} ({name}: {_band_words(lows, step)})"


def _band_words(lows: tuple[int, ...], step: int) -> str:
    """The band's margins as a table prints them: "5 to 8 IMPs", "1 IMP", "54 IMPs or more"."""
    first = lows[step]
    if step + 1 == len(lows):
        return f"{first} IMPs or more"
    last = lows[step + 1] - 1
    if last > first:
        return f"{first} to {last} IMPs"
    return "1 IMP" if first == 1 else f"{first} IMPs"


def _bands(boards: int, scale: str) -> tuple[tuple[int, ...], tuple[int, ...], str]:
    """(the winner's VPs band by band, the lowest margin of each band, the scale's name)."""
    if scale == WBF_DISCRETE:
        return tuple(range(10, 21)), wbf_discrete_table(boards), "WBF discrete scale"
    if scale not in _DISCRETE:
        raise ValueError(
            Said(
                "VP scale is one of %(value)s, not %(scale)s",
                value=", ".join(VP_SCALES),
                scale=repr(scale),
            )
        )
    points, bands = _DISCRETE[scale]
    band = next((b for b in bands if b[0] <= boards <= b[1]), None)
    if band is None:
        lengths = " or ".join(f"{low} to {high}" for low, high in bands)
        raise ValueError(
            Said(
                "the %(scale)s scale has bands for matches of %(lengths)s boards, not %(boards)s",
                scale=scale,
                lengths=lengths,
                boards=boards,
            )
        )
    return points, bands[band], f"{scale} scale"
