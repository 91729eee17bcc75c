"""Pivot bridge, scored: each player keeps what her side makes, a prize for each table, and
the player with the highest score in the room chooses first.

Foster, "Pivot Bridge": "When there are a number of tables in play, it will be necessary to
have a prize for each, giving the first choice to the player who has the highest score in the
room.  When this method is adopted, it is not necessary to deduct the lower score from the
higher at the end of each rubber, so that each player can keep what she gets."

So a table reports each side's total for the rubber (above and below the line, the rubber's
bonus included) and every player adds her side's total to her own (``euchre_points.standings``
keeps the running totals, the rubbers won beside them).  The source names no tie-break: a tie
for a table's prize goes to the player who won more rubbers, then to a cut with the event's
seed, as every cut the site makes; the table prizes are then listed in the order their winners
choose, the highest score in the room first (equal scores cut the same way).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence

from movements.progressive import cut
from said import Said
from tournaments.scoring.euchre_points import Standing
from tournaments.scoring.progressive import Prize, best

MAX_RUBBER = 9999  # a rubber's total past this is a slip of the pen, not a score


def rubber_problem(points: tuple[int, int]) -> str | Said:
    """What is wrong with a table's two rubber totals ("" when they can be a rubber)."""
    a, b = points
    if a < 0 or b < 0:
        return Said("a side's total for the rubber cannot be negative")
    if a + b == 0:
        return Said("a rubber played scores some points; give each side's total")
    if max(a, b) > MAX_RUBBER:
        return Said("%(total)s is more than a rubber scores", total=max(a, b))
    return ""


def table_prizes(table: Sequence[Standing], tables: Mapping[str, int], *, seed: int) -> list[Prize]:
    """One prize for each table, won by its highest total (then rubbers won, then a cut), in
    the order the winners choose: the highest score in the room first.  ``tables`` gives each
    player's table; the prize's class names the table and the choice."""
    counts = {s.player: {"points": s.total, "games": s.games} for s in table}
    keys = (("points", 1), ("games", 1))
    winners: list[Prize] = []
    for number in sorted(set(tables.values())):
        players = [p for p in counts if tables.get(p) == number]
        prize = best(f"table {number}", "all", players, counts, keys, seed, needs_one=False)
        if prize is not None:
            winners.append(prize)
    return _in_choosing_order(winners, counts, seed)


def _in_choosing_order(
    winners: list[Prize], counts: Mapping[str, Mapping[str, int]], seed: int
) -> list[Prize]:
    """The table winners by total, highest first; winners equal on total are cut (the lowest
    card chooses first)."""
    rng = random.Random(f"progressive-prize:{seed}:pivot-choice")
    by_total: dict[int, list[Prize]] = {}
    for p in winners:
        by_total.setdefault(counts[p.player]["points"], []).append(p)
    out: list[Prize] = []
    for total in sorted(by_total, reverse=True):
        group = by_total[total]
        if len(group) > 1:
            order = cut(rng, sorted(p.player for p in group))
            group = sorted(group, key=lambda p: order.index(p.player))
        out += group
    first = out[0] if out else None
    if first is None:
        return out
    how = "cut for first choice" if len(by_total[first.count]) > 1 else first.decided_by
    chosen = Prize(f"{first.klass}, first choice", first.group, first.player, first.count, how)
    return [chosen, *out[1:]]
