"""Progressive hearts and poker: one deal at each table, and players (not partnerships)
going up.  Every rule is quoted from Foster's Complete Hoyle; ``movements.progression`` calls
these for the two games.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence

from movements.progression_results import (
    HeartsResult,
    PokerResult,
    Result,
    RoundOutcome,
    TableOutcome,
)
from movements.progressive import ProgressiveTable, TableSeating, cut, group_of
from said import Said


def hearts_round(
    seating: TableSeating, by_table: Mapping[int, Result], rng: random.Random
) -> RoundOutcome:
    """Progressive hearts (Foster): "the ladies compare their cards, and the one having the
    fewer hearts goes to the next higher table.  The gentlemen then compare their cards in the
    same way, so that one lady and one gentleman go up from each table at the end of every
    hand.  They take the seats vacated by those leaving the table they go to.  All ties are
    determined by cutting, those cutting the lower cards going up."

    "The general arrangements for the players and their positions are exactly the same as
    those already described in connection with Progressive Euchre": so the head table's
    fewer-hearts players stay (they get the gold stars) and the others go down to the booby
    table.  With one group the two of four with the fewest hearts go up.
    """
    outcomes = []
    for t in seating:
        result = by_table[t.table]
        if not isinstance(result, HeartsResult):
            raise TypeError(
                Said("table %(table)s: a hearts party needs a HeartsResult", table=t.table)
            )
        _check_hearts(t, result)
        winners: list[str] = []
        how = "hearts"
        for g in sorted({group_of(p) for p in t.players}, key="LGP".index):
            members = [p for p in t.players if group_of(p) == g]
            up, cut_made = _fewest(members, result, len(members) // 2, rng)
            winners += up
            how = "cut" if cut_made else how
        losers = tuple(p for p in t.players if p not in winners)
        outcomes.append(TableOutcome(t.table, tuple(winners), losers, how))
    return RoundOutcome(tuple(outcomes), _seat_arrivals(seating, outcomes))


def _check_hearts(t: ProgressiveTable, result: HeartsResult) -> None:
    if set(result.hearts) != set(t.players):
        raise ValueError(
            Said(
                "table %(table)s: give the hearts taken by each of %(players)s",
                table=t.table,
                players=t.players,
            )
        )
    if any(h < 0 for h in result.hearts.values()) or sum(result.hearts.values()) != 13:
        raise ValueError(
            Said("table %(table)s: the thirteen hearts must be shared out, no fewer", table=t.table)
        )


def _fewest(
    members: list[str], result: HeartsResult, k: int, rng: random.Random
) -> tuple[list[str], bool]:
    """The ``k`` members with fewest hearts; a tie across the line is cut, lowest going up."""
    h = result.hearts
    ordered = sorted(members, key=lambda p: h[p])
    line = h[ordered[k - 1]]
    sure = [p for p in ordered if h[p] < line]
    tied = [p for p in ordered if h[p] == line]
    if len(sure) + len(tied) == k:
        return sure + tied, False
    return sure + cut(rng, tied, result.cuts)[: k - len(sure)], True


def _seat_arrivals(seating: TableSeating, outcomes: Sequence[TableOutcome]) -> TableSeating:
    """Arrivals "take the seats vacated by those leaving the table they go to": the winners of
    table t+1 take the seats of those leaving t (its winners, or at the head table those going
    down); the head table's leavers take the booby table's vacated seats.  With two groups a
    lady takes a lady's seat; otherwise arrivals fill the vacated seats in seat order."""
    n = len(seating)
    oc = {o.table: o for o in outcomes}
    seat = {p: i for t in seating for i, p in enumerate(t.players)}

    def leaving(t: int) -> list[str]:
        gone = oc[t].down if oc[t].down else (oc[t].losers if t == 1 else oc[t].winners)
        return sorted(gone, key=seat.__getitem__)

    out = []
    for t in seating:
        arriving = leaving(t.table + 1) if t.table < n else leaving(1)
        gone = set(leaving(t.table))
        players = list(t.players)
        for i, p in enumerate(players):
            if p in gone:
                same = [a for a in arriving if group_of(a) == group_of(p)] or arriving
                players[i] = same[0]
                arriving.remove(same[0])
        out.append(ProgressiveTable(t.table, tuple(players)))
    return tuple(out)


def poker_round(
    seating: TableSeating, by_table: Mapping[int, Result], rng: random.Random, stake: int
) -> RoundOutcome:
    """Progressive poker (Foster): "the winner of the pool at each of the other tables [moves]
    up to the table next above.  At the head table, the chips are counted, and the player with
    the smallest number in his possession goes down to the booby table, unless he was one of
    the players in the call. ... the player with the smallest number of counters who was not in
    the call goes to the booby table. ... In case of ties, the players cut to decide which
    shall go down, the lowest cut remaining."  When everybody was in the call the text names
    nobody; then the smallest stack other than the pool winner's goes down.

    "Any player losing all his counters at any table must get a fresh stake of fifty more from
    the banker, and must then exchange seats with the player at the booby table who has the
    most counters" (done after the moves; equal stacks there are cut, lowest cut moving).
    """
    outcomes = []
    chips: dict[str, int] = {}
    for t in seating:
        r = by_table[t.table]
        if not isinstance(r, PokerResult):
            raise TypeError(
                Said("table %(table)s: a poker party needs a PokerResult", table=t.table)
            )
        chips.update(r.chips)
        _check_poker(t, r)
        down: tuple[str, ...] = ()
        if t.table == 1:
            out = [p for p in t.players if p not in r.in_call]
            out = out or [p for p in t.players if p != r.pool_winner]
            low = min(r.chips[p] for p in out)
            tied = [p for p in out if r.chips[p] == low]
            down = (cut(rng, tied, r.cuts)[-1],)
        losers = tuple(p for p in t.players if p != r.pool_winner)
        busted = tuple(p for p in t.players if r.chips[p] == 0)
        outcomes.append(TableOutcome(t.table, (r.pool_winner,), losers, "pool", None, down, busted))
    nxt = _seat_arrivals(seating, outcomes)
    for o in outcomes:
        for p in o.restaked:
            chips[p] = stake
            nxt = _exchange_with_booby(nxt, p, chips, rng, set(_all_restaked(outcomes)))
    return RoundOutcome(tuple(outcomes), nxt)


def _all_restaked(outcomes: Sequence[TableOutcome]) -> list[str]:
    return [p for o in outcomes for p in o.restaked]


def _check_poker(t: ProgressiveTable, r: PokerResult) -> None:
    if set(r.chips) != set(t.players):
        raise ValueError(
            Said(
                "table %(table)s: give the counters of each of %(players)s",
                table=t.table,
                players=t.players,
            )
        )
    if any(c < 0 for c in r.chips.values()):
        raise ValueError(Said("table %(table)s: a stack cannot be negative", table=t.table))
    if r.pool_winner not in t.players or not r.in_call <= set(t.players):
        raise ValueError(
            Said("table %(table)s: the pool winner and the call sit at this table", table=t.table)
        )
    if r.pool_winner not in r.in_call:
        raise ValueError(Said("table %(table)s: the pool winner is in the call", table=t.table))


def _exchange_with_booby(
    seating: TableSeating, player: str, chips: Mapping[str, int], rng: random.Random, skip: set[str]
) -> TableSeating:
    booby = seating[-1]
    if player in booby.players:
        return seating
    others = [p for p in booby.players if p not in skip]
    if not others:
        return seating
    most = max(chips[p] for p in others)
    rich = cut(rng, [p for p in others if chips[p] == most])[0]
    swap = {player: rich, rich: player}
    return tuple(
        ProgressiveTable(t.table, tuple(swap.get(p, p) for p in t.players)) for t in seating
    )
