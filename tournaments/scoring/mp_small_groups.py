"""ACBLscore's fixed shares for a fouled board's groups too small to compare.

The ACBLscore manual ("Fouled/Adjusted board formula", web2.acbl.org/acblscore/manual/92.htm):
Neuberg's formula "is used only when there are four or more scores within the same comparison
group", and on a group of three "when it is the larger group (e.g., a board is played five
times, three times fouled and twice unfouled).  Otherwise the scores in a group of three are
awarded matchpoint scores of 70%, 60% and 50% of top.  In groups of two, the better score
receives 65% of the matchpoints and the worse receives 55% of the matchpoints.  A single score
is awarded 60% of top for each direction."  Equal scores share the shares of the places they
tie for (the ASE Scorer's help, which applies the ACBL Bulletin's rules of June 1991: "Equal
scores share arbitrary scores").  Each direction is ranked on its own: East-West's best is the
lowest North-South score, so both sides of a table can be above average.
"""

from __future__ import annotations

from fractions import Fraction

from .explain import figure
from .mp_types import LineDetail, ScoredLine, normal

__all__ = ["fixed_shares_apply", "score_fixed_shares", "SHARES"]

# The shares of the top by place in the group, best first.
SHARES = {1: (60,), 2: (65, 55), 3: (70, 60, 50)}


def fixed_shares_apply(rules, n: int, groups: int, largest_other: int) -> bool:
    """Whether a group of ``n`` compared results takes the fixed shares: a fouled tray (more
    than one group), factoring on, and a group of one or two, or of three that is not the
    larger group."""
    if rules.small_groups != "fixed" or not rules.factor or groups < 2 or not n:
        return False
    return n <= 2 or (n == 3 and largest_other >= 3)


def score_fixed_shares(run, members: list[int], n: int, full: int, top: int, note: str) -> None:
    """Give each side of the group's results its fixed share of the full top."""
    results = run.results
    scores = [results[i].plain_score for i in members]
    compared = tuple(sorted(scores))
    shares = SHARES[n]
    group = results[members[0]].group
    lead = f"fouled tray, group {group}" if group else "fouled tray, the board's own cards"
    listed = " and ".join(" ".join(f"{s}%," for s in shares).rstrip(",").rsplit(", ", 1))
    for i, score in zip(members, scores, strict=True):
        r = results[i]
        figures, words = {}, {}
        for side in ("NS", "EW"):
            better = sum(1 for s in scores if (s > score if side == "NS" else s < score))
            tied = sum(1 for s in scores if s == score)
            pct = Fraction(sum(shares[better : better + tied]), tied)
            figures[side] = normal(Fraction(top) * pct / 100)
            place = f"tied {better + 1}" if tied > 1 else f"{better + 1}"
            words[side] = (
                f"{lead}: {n} result{'s' if n > 1 else ''} with these cards, too "
                f"few to compare, so fixed shares ({listed} of the top, ACBLscore); {side} "
                f"{place} of {n}: {figure(pct)}% of the top {top} = {figure(figures[side])}"
            )
        detail = LineDetail(ns=words["NS"], ew=words["EW"])
        run.lines[i] = ScoredLine(
            r, figures["NS"], figures["EW"], top, None, None, compared, n, full, note, None, detail
        )
        for who, mp in ((r.ns, figures["NS"]), (r.ew, figures["EW"])):
            run.acc.add(who, mp)
            run.acc.play(who, top)
