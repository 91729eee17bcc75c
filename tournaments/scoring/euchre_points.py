"""Today's progressive euchre, scored: each table plays a fixed number of hands (commonly
eight, every player dealing twice), each player's points for the round are the points his
side made, and the standings are the players' running totals.

The count is the one the parties' score sheets use (ohioeuchre.com's "Hold Your Own Euchre
Tournament", vowstokeep.com's euchre night rules, miet.ca's tournament rules): on every hand
one side scores, 1 when the makers take three or four tricks, 2 for a march or for euchring
the makers, and a lone hand taking all five scores the loner bonus (commonly 4); each box of
the sheet holds 1, 2, 4 or an X.  A tie at a table is settled by one more hand whose points
are not counted (miet.ca), so every table has a winning side; in the standings a tie on
points goes to the player who won more games (miet.ca again), and players equal on both
share the place.

A player sitting out a round (a bye, ``movements.rotation``) scores the round's average (the
points of every player who played it, over their number, rounded half up) unless the host set
a fixed number of points for a bye.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache

from movements.progressive import TableSeating
from said import Said
from tournaments.scoring.progressive import Prize, best

HANDS = 8  # each player deals twice
LONER_POINTS = 4  # a declared lone hand taking all five tricks


def hand_values(loner_points: int = LONER_POINTS) -> tuple[int, ...]:
    """What one side may score on one hand: 1, 2 and the loner bonus."""
    return tuple(sorted({1, 2, loner_points}))


def totals_of_hands(
    hands: Sequence[tuple[int, int]], *, deals: int, loner_points: int, short: bool = False
) -> tuple[int, int]:
    """The two sides' totals from the hands as scored ((side, points), side 0 North-South,
    1 East-West); ``ValueError`` naming the first hand that cannot be.  ``short``: the round
    was ended by the hour, so fewer hands than ``deals`` may have been played."""
    if len(hands) > deals or (not short and len(hands) != deals):
        raise ValueError(
            Said(
                "a round is %(deals)s hands, not %(count_hands)s",
                deals=deals,
                count_hands=len(hands),
            )
        )
    values = hand_values(loner_points)
    totals = [0, 0]
    for i, (side, points) in enumerate(hands, start=1):
        if side not in (0, 1):
            raise ValueError(Said("hand %(i)s: the points go to North-South or East-West", i=i))
        if points not in values:
            allowed = ", ".join(map(str, values))
            raise ValueError(
                Said(
                    "hand %(i)s: a side scores %(allowed)s on a hand, not %(points)s",
                    i=i,
                    allowed=allowed,
                    points=points,
                )
            )
        totals[side] += points
    return totals[0], totals[1]


def totals_problem(
    points: tuple[int, int], *, deals: int, loner_points: int, short: bool = False
) -> str | Said:
    """What is wrong with two sides' totals for a round of ``deals`` hands ("" when they can
    be): every hand gives one side 1, 2 or the loner bonus."""
    a, b = points
    if a < 0 or b < 0:
        return Said("points cannot be negative")
    values = hand_values(loner_points)
    counts = range(0 if short else deals, deals + 1)
    if any(
        _reachable(a, k, values) and _reachable(b, n - k, values)
        for n in counts
        for k in range(n + 1)
    ):
        return ""
    if a + b > deals * max(values):
        return Said(
            "%(total)s points is more than %(deals)s hands can give", total=a + b, deals=deals
        )
    if a + b < (0 if short else deals):
        return Said(
            "every one of the %(deals)s hands scores a point at least; %(total)s are too few",
            deals=deals,
            total=a + b,
        )
    return Said(
        "%(a)s and %(b)s cannot be made from %(deals)s hands scoring %(values)s",
        a=a,
        b=b,
        deals=deals,
        values=", ".join(map(str, values)),
    )


@cache
def _reachable(total: int, hands: int, values: tuple[int, ...]) -> bool:
    """Whether ``hands`` hands, each scoring one of ``values``, add up to ``total``."""
    if hands == 0:
        return total == 0
    if total < hands * values[0] or total > hands * values[-1]:
        return False
    return any(_reachable(total - v, hands - 1, values) for v in values)


@dataclass(frozen=True)
class PlayedRound:
    """One round as the standings read it: who sat where, each table's points (North-South,
    East-West), the side that won each table's game, and who sat out."""

    seating: TableSeating
    points: Mapping[int, tuple[int, int]]
    winners: Mapping[int, int]
    byes: tuple[str, ...] = ()


@dataclass(frozen=True)
class Standing:
    """A player's evening: points each round (None before the round is played), whether it
    was a bye, the total, the games won, and the place ("=2" when shared)."""

    player: str
    rounds: tuple[int, ...]
    byes: tuple[bool, ...]
    total: int
    games: int
    place: str = ""


def round_points(played: PlayedRound, bye_points: int | None) -> dict[str, tuple[int, bool]]:
    """Each player's points for one round, and whether the player won the table's game."""
    out: dict[str, tuple[int, bool]] = {}
    for t in played.seating:
        for side, pair in enumerate(t.partnerships):
            for p in pair:
                out[p] = (played.points[t.table][side], played.winners.get(t.table) == side)
    bye = bye_score([pts for pts, _won in out.values()], bye_points)
    out.update({p: (bye, False) for p in played.byes})
    return out


def bye_score(points: Sequence[int], bye_points: int | None) -> int:
    """A bye's points: the fixed number, else the round's average rounded half up."""
    if bye_points is not None:
        return bye_points
    if not points:
        return 0
    return (2 * sum(points) + len(points)) // (2 * len(points))


def standings(
    players: Sequence[str], rounds: Sequence[PlayedRound], *, bye_points: int | None = None
) -> list[Standing]:
    """The running totals, best first: total, then games won; equal on both share a place."""
    per = [round_points(r, bye_points) for r in rounds]
    rows = []
    for p in players:
        got = [r.get(p, (0, False)) for r in per]
        rows.append(
            Standing(
                p,
                tuple(pts for pts, _won in got),
                tuple(p in r.byes for r in rounds),
                sum(pts for pts, _won in got),
                sum(won for _pts, won in got),
            )
        )
    rows.sort(key=lambda s: (-s.total, -s.games, _key(s.player)))
    keys = [(s.total, s.games) for s in rows]
    return [
        _with_place(s, f"={keys.index(k) + 1}" if keys.count(k) > 1 else str(keys.index(k) + 1))
        for s, k in zip(rows, keys, strict=True)
    ]


def _with_place(s: Standing, place: str) -> Standing:
    return Standing(s.player, s.rounds, s.byes, s.total, s.games, place)


def _key(player: str) -> tuple[str, int]:
    return (player[0], int(player[1:]) if player[1:].isdigit() else 0)


PLACES = ("first", "second", "third")


def points_prizes(table: Sequence[Standing], *, seed: int) -> list[Prize]:
    """First, second and third highest totals, and the booby prize for the lowest; games won
    break a tie, then a cut with the event's seed (as every prize cut the site makes).  One
    player cannot win two prizes, as at the source's parties."""
    counts = {s.player: {"points": s.total, "games": s.games} for s in table}
    won: set[str] = set()
    out: list[Prize] = []
    plan = [(klass, (("points", 1), ("games", 1))) for klass in PLACES]
    plan.append(("booby", (("points", -1), ("games", -1))))
    for klass, keys in plan:
        candidates = [p for p in counts if p not in won]
        prize = best(klass, "all", candidates, counts, keys, seed, needs_one=False)
        if prize is not None:
            won.add(prize.player)
            out.append(prize)
    return out
