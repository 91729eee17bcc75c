"""Pivot bridge played with seeded random rubbers through the site's own rules: the pivot
chart, each player keeping her side's totals, and a prize for each table with the room's best
choosing first.  Used by ``progressive simulate --game bridge-pivot``; the JSON has the shape
of today's euchre's (``progressive_points_sim``): the chart's promise, the rounds, the totals
and the prizes.

A rubber's totals are drawn, not dealt: the winners take the rubber's bonus (250 at auction
bridge, the source's game) and some hundreds more, the losers a few hundred at most, in tens
as the score is kept.
"""

from __future__ import annotations

import random
from typing import Any

from movements.pivot import pivot_chart, table_of
from movements.progression import PartyGame, TableResult, next_round
from movements.progressive import ProgressiveTable
from tournaments.scoring.euchre_points import PlayedRound, standings
from tournaments.scoring.evening_text import TotalsLayout, render_totals_evening
from tournaments.scoring.pivot import table_prizes

RUBBER_BONUS = 250


def simulate_pivot(tables: int, rubbers: int, seed: int) -> dict[str, Any]:
    """Play ``rubbers`` rubbers at ``tables`` tables; the same arguments give the same
    evening.  ``ValueError`` for a size the chart cannot seat."""
    chart = pivot_chart(tables, rubbers)
    rng = random.Random(f"progressive-pivot:{seed}")
    played, rows = [], []
    for number, seating in enumerate(chart.rounds, start=1):
        following = chart.rounds[number] if number < rubbers else ()
        results = [_random_rubber(t, rng) for t in seating]
        outcome = next_round(
            PartyGame.BRIDGE_PIVOT, seating, results, rng=rng, chart_next=following
        )
        points = {r.table: r.points for r in results}
        winners = {o.table: o.winner_index for o in outcome.tables if o.winner_index is not None}
        played.append(PlayedRound(seating, points, winners))
        rows.append(
            {
                "round": number,
                "tables": [
                    {
                        "table": t.table,
                        "partnerships": [list(p) for p in t.partnerships],
                        "winner": winners.get(t.table),
                        "points": list(points[t.table]),
                    }
                    for t in seating
                ],
                "byes": [],
            }
        )
    table = standings(chart.players, played)
    where = {p: table_of(chart, p) for p in chart.players}
    return {
        "chart": str(chart.note()),
        "rounds": rows,
        "totals": {
            s.player: {
                "place": s.place,
                "points": s.total,
                "games": s.games,
                "rounds": list(s.rounds),
                "table": where[s.player],
            }
            for s in table
        },
        "prizes": [
            {"class": p.klass, "group": p.group, "player": p.player}
            for p in table_prizes(table, where, seed=seed)
        ],
    }


def _random_rubber(t: ProgressiveTable, rng: random.Random) -> TableResult:
    won = RUBBER_BONUS + 10 * rng.randint(5, 60)
    lost = 10 * rng.randint(0, 40)
    side = rng.randrange(2)
    return TableResult(t.table, (won, lost) if side == 0 else (lost, won))


PIVOT_TEXT = TotalsLayout(
    title="Pivot bridge",
    round_name="Rubber",
    standings_heading="Standings (place, player, table, points, rubbers won)",
    standing=lambda player, s: (
        f"{s['place']:>4} {player:<5} {s['table']:>3} {s['points']:>6} {s['games']:>3}"
    ),
    prizes_heading="Prizes, in the order the winners choose",
    prize_width=22,
)


def render_pivot_text(evening: dict[str, Any]) -> str:
    """The evening for a person to read: the chart's promise, rubber by rubber, the totals."""
    return render_totals_evening(PIVOT_TEXT, evening)
