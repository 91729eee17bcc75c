"""Today's points euchre played with seeded random hands through the site's own rules: the
rotation chart, the hands' count, the tie settled by one more hand, the byes and the running
totals.  Used by ``progressive simulate --game euchre --style points``.

Each hand gives one side 1 (three or four tricks), 2 (a march, or the makers euchred) or the
loner bonus (a lone hand's march), as the score sheets of today's parties count.
"""

from __future__ import annotations

import random
from typing import Any

from movements.progression import PartyGame, TableResult, next_round
from movements.progressive import ProgressiveTable
from movements.rotation import chart
from said import Said
from tournaments.scoring.euchre_points import (
    HANDS,
    LONER_POINTS,
    PlayedRound,
    points_prizes,
    standings,
    totals_of_hands,
)
from tournaments.scoring.evening_text import TotalsLayout, render_totals_evening


def simulate_points(
    players: int,
    rounds: int,
    seed: int,
    *,
    hands: int = HANDS,
    loner_points: int = LONER_POINTS,
    bye_points: int | None = None,
) -> dict[str, Any]:
    """Play the first ``rounds`` rounds of the chart for ``players``; the same arguments give
    the same evening.  ``ValueError`` when the chart has fewer rounds."""
    rotation = chart(players)
    if not 1 <= rounds <= len(rotation.rounds):
        raise ValueError(
            Said(
                "the rotation chart for %(players)s players has %(count_rounds)s rounds; play 1 "
                "to %(count_rounds)s, not %(rounds)s",
                players=players,
                count_rounds=len(rotation.rounds),
                rounds=rounds,
            )
        )
    if hands < 1:
        raise ValueError(Said("a round is at least one hand, not %(hands)s", hands=hands))
    rng = random.Random(f"progressive-points:{seed}")
    played, rows = [], []
    for number in range(1, rounds + 1):
        seating = rotation.rounds[number - 1]
        following = rotation.rounds[number] if number < rounds else ()
        results = [_random_table(t, rng, hands, loner_points) for t in seating]
        outcome = next_round(
            PartyGame.EUCHRE_POINTS, seating, results, rng=rng, chart_next=following
        )
        points = {r.table: r.points for r in results}
        winners = {o.table: o.winner_index for o in outcome.tables if o.winner_index is not None}
        played.append(PlayedRound(seating, points, winners, rotation.byes[number - 1]))
        rows.append(
            {
                "round": number,
                "tables": [
                    {
                        "table": t.table,
                        "partnerships": [list(p) for p in t.partnerships],
                        "winner": winners[t.table],
                        "points": list(points[t.table]),
                    }
                    for t in seating
                ],
                "byes": list(rotation.byes[number - 1]),
            }
        )
    table = standings(rotation.players, played, bye_points=bye_points)
    return {
        "chart": str(rotation.note()),
        "rounds": rows,
        "totals": {
            s.player: {
                "place": s.place,
                "points": s.total,
                "games": s.games,
                "rounds": list(s.rounds),
            }
            for s in table
        },
        "prizes": [
            {"class": p.klass, "group": p.group, "player": p.player}
            for p in points_prizes(table, seed=seed)
        ],
    }


def _random_table(
    t: ProgressiveTable, rng: random.Random, hands: int, loner_points: int
) -> TableResult:
    played = []
    for _ in range(hands):
        roll = rng.random()
        points = 1 if roll < 0.6 else 2 if roll < 0.92 else loner_points
        played.append((rng.randrange(2), points))
    totals = totals_of_hands(played, deals=hands, loner_points=loner_points)
    if totals[0] != totals[1]:
        return TableResult(t.table, totals)
    tricks = rng.randint(0, 5)  # one more hand settles it; its points are not counted
    return TableResult(t.table, totals, next_hand_tricks=(tricks, 5 - tricks))


POINTS_TEXT = TotalsLayout(
    title="Progressive euchre (points)",
    round_name="Round",
    standings_heading="Standings (place, player, points, games won)",
    standing=lambda player, s: f"{s['place']:>4} {player:<5} {s['points']:>4} {s['games']:>3}",
    prizes_heading="Prizes",
    prize_width=8,
)


def render_points_text(evening: dict[str, Any]) -> str:
    """The evening for a person to read: the chart's promise, round by round, the standings."""
    return render_totals_evening(POINTS_TEXT, evening)
