"""IMP pairs worked from their definitions, slowly and plainly: the oracle the product's IMP
pairs scoring (``tournaments.scoring.imp_pairs`` line by line, ``imp_columns`` as columns) is
compared with on random fields of table scores.

Sources: the WBF IMP scale as printed (each band's lowest difference; a difference between
printed bands, such as 15, takes the band it has reached); the Butler datum of the EBU White
Book and ACBLscore's manual (page 83): the board's NS scores in order, one top and one bottom
left out from a number of results (EBU: 4) or a percentage at each end rounded down (ACBL:
5%), the rest averaged and rounded to the nearest 10 (halves away from zero, or ACBL's halves
to the even ten), or kept exact; IMPs against the plain average leave nothing out; cross-IMPs
IMP every result against every other one on the board and total them, or divide by the
comparisons.  A pair's total is the sum of its figures, scaled to the most boards of its
field when the rules scale sit-outs; places are shared by equal totals ("2=") within a field.
"""

from __future__ import annotations

from decimal import ROUND_HALF_EVEN, ROUND_HALF_UP, Decimal
from fractions import Fraction

from tournaments.scoring.types import Result

# The WBF scale: the lowest point difference of 1, 2, ... 24 IMPs.
BAND_STARTS = [
    20, 50, 90, 130, 170, 220, 270, 320, 370, 430, 500, 600,
    750, 900, 1100, 1300, 1500, 1750, 2000, 2250, 2500, 3000, 3500, 4000,
]  # fmt: skip


def imps_for(difference: Fraction) -> int:
    """The IMPs of a point difference: the highest band whose lowest difference it reaches
    in whole points (a difference from an exact datum counts its whole points)."""
    points = abs(difference)
    won = 0
    for band, start in enumerate(BAND_STARTS, 1):
        if points >= start:
            won = band
    return won if difference >= 0 else -won


def left_out(count: int, drop: str) -> int:
    """Results left out at each end of a datum of ``count`` results."""
    if drop in ("none", "0"):
        return 0
    if drop.endswith("%"):
        return min(count * int(drop[:-1]) // 100, (count - 1) // 2)
    return 1 if count >= max(int(drop), 3) else 0


def datum(scores: list[int], method: str, drop: str, rounding: str) -> Fraction:
    """A board's datum from its NS scores."""
    ordered = sorted(scores)
    cut = left_out(len(ordered), drop) if method == "butler" else 0
    kept = ordered[cut : len(ordered) - cut]
    average = Fraction(sum(kept), len(kept))
    if rounding == "none":
        return average
    tens = Decimal(average.numerator) / Decimal(average.denominator) / 10
    if rounding == "away":
        # ROUND_HALF_UP in decimal rounds halves away from zero.
        return Fraction(int(tens.quantize(Decimal(1), rounding=ROUND_HALF_UP)) * 10)
    return Fraction(int(tens.quantize(Decimal(1), rounding=ROUND_HALF_EVEN)) * 10)


def reference(
    results: list[Result], method: str, drop: str, rounding: str, cross: str
) -> tuple[list[tuple[Fraction, Fraction]], dict[str, Fraction], dict[int, Fraction]]:
    """Each line's (NS, EW) figure, each entrant's total and each board's datum (none for
    cross-IMPs), in Fractions."""
    boards: dict[int, list[int]] = {}
    for i, r in enumerate(results):
        boards.setdefault(r.tray, []).append(i)
    lines: list = [None] * len(results)
    datums: dict[int, Fraction] = {}
    for tray, members in boards.items():
        scores = [results[i].score for i in members]
        if method != "cross-imps":
            datums[tray] = datum(scores, method, drop, rounding)
        for i in members:
            mine = results[i].score
            if method == "cross-imps":
                won = Fraction(
                    sum(imps_for(Fraction(mine - results[j].score)) for j in members if j != i)
                )
                if cross == "average" and len(members) > 1:
                    won /= len(members) - 1
            else:
                won = Fraction(imps_for(mine - datums[tray]))
            lines[i] = (won, -won)
    totals: dict[str, Fraction] = {}
    for r, (ns, ew) in zip(results, lines, strict=True):
        totals[r.ns] = totals.get(r.ns, Fraction(0)) + ns
        totals[r.ew] = totals.get(r.ew, Fraction(0)) + ew
    return lines, totals, datums


def boards_played(results: list[Result]) -> dict[str, int]:
    played: dict[str, int] = {}
    for r in results:
        for who in (r.ns, r.ew):
            played[who] = played.get(who, 0) + 1
    return played


def shown_totals(
    results: list[Result], totals: dict[str, Fraction], fields: dict[str, str] | None, scaled: bool
) -> dict[str, Fraction]:
    """Each total as shown: scaled to the most boards of the entrant's field, if ``scaled``."""
    played = boards_played(results)
    field = {who: (fields or {}).get(who, "") for who in totals}
    most: dict[str, int] = {}
    for who, count in played.items():
        most[field[who]] = max(most.get(field[who], 0), count)
    return {
        who: total * most[field[who]] / played[who] if scaled else total
        for who, total in totals.items()
    }


def places(shown: dict[str, Fraction], fields: dict[str, str] | None) -> dict[str, str]:
    """Competition places within each field: one more than the entrants above, "=" if shared."""
    field = {who: (fields or {}).get(who, "") for who in shown}
    out = {}
    for who, total in shown.items():
        rivals = [shown[o] for o in shown if field[o] == field[who]]
        above = sum(1 for t in rivals if t > total)
        equal = sum(1 for t in rivals if t == total)
        out[who] = f"{above + 1}=" if equal > 1 else str(above + 1)
    return out
