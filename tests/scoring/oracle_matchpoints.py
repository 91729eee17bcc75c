"""Match points worked from their definition, slowly and plainly: the oracle the product's
match-pointing (``tournaments.scoring.matchpoints``: line by line, and as columns) is compared
with on random fields.

Every result is compared with every other one on its tray, as a scorer does by hand (2 for
each result beaten and 1 for each tie on scale 2; 1 and 1/2 on scale 1); a tray played fewer
times than the most played one is factored with Neuberg's formula (MP + s/2) * N/n - s/2; the
entrants are placed by percentage with ties sharing the place.  Table scores only: no
rulings, no fouled trays.
"""

from __future__ import annotations

from fractions import Fraction

from tournaments.scoring.types import Result


def reference(results: list[Result], scale: int) -> tuple[list, dict]:
    """Each line's (NS, EW) match points and each entrant's (total, maximum), in Fractions."""
    trays: dict[int, list[int]] = {}
    for i, r in enumerate(results):
        trays.setdefault(r.tray, []).append(i)
    full = max(len(lines) for lines in trays.values())
    top = (full - 1) * scale
    half = Fraction(scale, 2)
    lines: list = [None] * len(results)
    totals: dict[str, list] = {}
    for idxs in trays.values():
        n = len(idxs)
        for i in idxs:
            mine = results[i].score
            ns = sum(
                (Fraction(scale) if mine > results[j].score else half)
                for j in idxs
                if j != i and mine >= results[j].score
            )
            ew = (n - 1) * scale - Fraction(ns)
            if n != full:
                ns, ew = ((mp + half) * full / n - half for mp in (ns, ew))
            lines[i] = (Fraction(ns), Fraction(ew))
            for who, mp in ((results[i].ns, lines[i][0]), (results[i].ew, lines[i][1])):
                total = totals.setdefault(who, [Fraction(0), 0])
                total[0] += mp
                total[1] += top
    return lines, totals


def places(totals: dict) -> dict[str, str]:
    """Competition places by percentage: "1", "2=", "2=", "4"."""
    share = {who: total / most for who, (total, most) in totals.items()}
    out = {}
    for who, mine in share.items():
        above = sum(1 for other in share.values() if other > mine)
        tied = sum(1 for other in share.values() if other == mine) > 1
        out[who] = f"{above + 1}{'=' if tied else ''}"
    return out
