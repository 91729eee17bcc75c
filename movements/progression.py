"""Progressive parties, the moving part: from this round's seating and each table's result,
the next round's seating.

Every rule below is quoted from Foster's Complete Hoyle (Progressive Euchre, Military Euchre,
Progressive Hearts, Progressive Poker, Progressive Bridge) or from Hoffmann's Hoyle's Games
Modernized (Progressive Euchre); hearts and poker are in ``movements.progression_cards``.
Progressive cinch follows the rule the project's issue states ("four deals a table, the pair
with fewest points to go progresses, ties cut, high going up, partners divide"), and today's
points euchre seats each round from its rotation chart (``movements.rotation``).  Where a
text is silent the docstring says what is done.  Random choices (the cuts) come from the
``rng`` handed in, seeded by the event.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence

from movements.progression_cards import hearts_round, poker_round
from movements.progression_results import (
    CHART_GAMES,
    STAKE,
    HeartsResult,
    PartyGame,
    PokerResult,
    Result,
    RoundOutcome,
    TableOutcome,
    TableResult,
)
from movements.progressive import ProgressiveTable, TableSeating, check_seating, cut
from said import Said

__all__ = [
    "CHART_GAMES",
    "STAKE",
    "HeartsResult",
    "PartyGame",
    "PokerResult",
    "Result",
    "RoundOutcome",
    "TableOutcome",
    "TableResult",
    "east_west_move",
    "game_end_problem",
    "next_round",
]

# The most a partnership scores on one hand of euchre (the standard count: one for three or
# four tricks, two for a march or for euchring the makers, four for a lone hand's march).
HAND_MOST = 2
LONE_HAND_MOST = 4


def next_round(
    game: PartyGame,
    seating: TableSeating,
    results: Sequence[Result],
    *,
    rng: random.Random,
    game_points: int | None = 5,
    stake: int = STAKE,
    lone_hands_barred: bool = False,
    chart_next: TableSeating = (),
) -> RoundOutcome:
    """Decide every table and seat the next round by the rules of ``game``.

    ``game_points`` ("Five points is a game, and after that number is reached by either side
    at the head table, the bell is struck") is checked at the euchre head table and at every
    military euchre table; pass None when the hostess ended the last round by the hour.
    ``lone_hands_barred``: "Lone hands are usually barred at the head table" (euchre).
    ``chart_next``: today's points euchre and pivot bridge take their next seating from their
    chart (empty after its last round); the tables' results only say who won each game.
    """
    game = PartyGame(game)
    check_seating(seating, partnerships=game is not PartyGame.POKER)
    by_table = {r.table: r for r in results}
    if sorted(by_table) != [t.table for t in seating] or len(results) != len(seating):
        raise ValueError(Said("give exactly one result for every table"))
    if game is PartyGame.HEARTS:
        return hearts_round(seating, by_table, rng)
    if game is PartyGame.POKER:
        return poker_round(seating, by_table, rng, stake)
    _check_games(game, by_table, game_points, lone_hands_barred)
    decide = DECIDE.get(game, _decide_partnerships)
    outcomes = tuple(decide(t, _table_result(by_table, t.table), rng) for t in seating)
    if game in CHART_GAMES:
        return RoundOutcome(outcomes, tuple(chart_next))
    if game in (PartyGame.BRIDGE_SIT, PartyGame.MILITARY):
        nxt = east_west_move(seating)
    else:
        divide = game in (PartyGame.EUCHRE, PartyGame.CINCH)
        # Only a pivot rubber (a chart game) may be left undecided.
        winner_index = {o.table: o.winner_index for o in outcomes if o.winner_index is not None}
        nxt = _winners_move(seating, winner_index, divide=divide)
    return RoundOutcome(outcomes, nxt)


def game_end_problem(points: tuple[int, int], game_points: int, *, lone_hands: bool) -> str | Said:
    """What is wrong with a table's points where the round ends as a side reaches the game
    (the euchre head table, every military euchre table); "" when nothing.

    Foster: "Five points is a game, and after that number is reached by either side at the
    head table, the bell is struck."  Only one side scores on a hand, so the other is still
    short of the game, and the winners passed it by less than one hand's most: two points,
    or four when a lone hand is allowed ("Lone hands are usually barred at the head table";
    military euchre: "no lone hands allowed")."""
    a, b = points
    won, lost = max(a, b), min(a, b)
    if won < game_points or a == b:
        return Said(
            "the game ends when a side reaches %(game)s points; %(a)s-%(b)s does not end one",
            game=game_points,
            a=a,
            b=b,
        )
    if lost >= game_points:
        return Said(
            "only one side can reach %(game)s points: the game ends when the first side does",
            game=game_points,
        )
    most = LONE_HAND_MOST if lone_hands else HAND_MOST
    if won > game_points - 1 + most and lone_hands:
        return Said(
            "%(won)s points is more than one hand can bring from %(before)s",
            won=won,
            before=game_points - 1,
        )
    if won > game_points - 1 + most:
        return Said(
            "%(won)s points is more than one hand can bring from %(before)s (with lone hands"
            " barred a hand scores at most two)",
            won=won,
            before=game_points - 1,
        )
    return ""


def _table_result(by_table: Mapping[int, Result], table: int) -> TableResult:
    result = by_table[table]
    if not isinstance(result, TableResult):
        raise TypeError(
            Said("table %(table)s: a partnership game needs a TableResult", table=table)
        )
    return result


def _check_games(
    game: PartyGame, by_table: Mapping[int, Result], game_points: int | None, barred: bool
) -> None:
    if game_points is None or game not in (PartyGame.EUCHRE, PartyGame.MILITARY):
        return
    tables = sorted(by_table) if game is PartyGame.MILITARY else [1]
    for t in tables:
        result = by_table[t]
        if not isinstance(result, TableResult):
            raise TypeError(Said("table %(t)s: a euchre party needs a TableResult", t=t))
        lone = game is PartyGame.EUCHRE and not barred
        problem = game_end_problem(result.points, game_points, lone_hands=lone)
        if problem:
            if t == 1 and game is PartyGame.EUCHRE:
                raise ValueError(
                    Said(
                        "head table, where the bell ends the round: %(problem)s",
                        problem=problem,
                    )
                )
            raise ValueError(Said("table %(t)s: %(problem)s", t=t, problem=problem))


def _decide_cinch(table: ProgressiveTable, result: Result, rng: random.Random) -> TableOutcome:
    """Progressive cinch: "the pair with fewest points to go progresses, ties cut, high going
    up".  One player of each pair cuts (the first, the lady's place as at euchre); the higher
    card goes up, the ace low as in every cut the source describes."""
    if not isinstance(result, TableResult):
        raise TypeError(
            Said("table %(table)s: a cinch party needs a TableResult", table=table.table)
        )
    pairs = table.partnerships
    a, b = result.points
    if min(a, b) < 0:
        raise ValueError(
            Said("table %(table)s: points to go cannot be negative", table=table.table)
        )
    if a != b:
        w, how = (0 if a < b else 1), "points to go"
    else:
        cutters = [pairs[0][0], pairs[1][0]]
        w, how = cutters.index(cut(rng, cutters, result.cuts)[-1]), "cut"
    return TableOutcome(table.table, pairs[w], pairs[1 - w], how, winner_index=w)


def _decide_rubber(table: ProgressiveTable, result: Result, _rng: random.Random) -> TableOutcome:
    """Pivot bridge: the side with the greater total won the rubber; nothing moves on it, so
    equal totals leave the rubber undecided (``winner_index`` None) rather than cut."""
    if not isinstance(result, TableResult):
        raise TypeError(
            Said("table %(table)s: a pivot bridge party needs a TableResult", table=table.table)
        )
    pairs = table.partnerships
    a, b = result.points
    if min(a, b) < 0:
        raise ValueError(Said("table %(table)s: points cannot be negative", table=table.table))
    if a == b:
        return TableOutcome(table.table, (), (*pairs[0], *pairs[1]), "equal totals")
    w = 0 if a > b else 1
    return TableOutcome(table.table, pairs[w], pairs[1 - w], "points", winner_index=w)


def _decide_partnerships(
    table: ProgressiveTable, result: TableResult, rng: random.Random
) -> TableOutcome:
    pairs = table.partnerships
    a, b = result.points
    if min(a, b) < 0:
        raise ValueError(Said("table %(table)s: points cannot be negative", table=table.table))
    if a != b:
        w, how = (0 if a > b else 1), "points"
    elif result.next_hand_tricks is None:
        raise ValueError(
            Said(
                "table %(table)s: points tie %(a)s-%(b)s; report the tricks each side won on the "
                "next hand",
                table=table.table,
                a=a,
                b=b,
            )
        )
    elif result.next_hand_tricks[0] != result.next_hand_tricks[1]:
        ta, tb = result.next_hand_tricks
        w, how = (0 if ta > tb else 1), "tricks"
    else:
        ladies = [pairs[0][0], pairs[1][0]]
        w, how = ladies.index(cut(rng, ladies, result.cuts)[0]), "cut"
    return TableOutcome(table.table, pairs[w], pairs[1 - w], how, winner_index=w)


def _winners_move(
    seating: TableSeating, winner: Mapping[int, int], *, divide: bool
) -> TableSeating:
    """Euchre (Foster, "Progressing"): "The partners winning the game at the head table ...
    retain their seats for the next game.  The losing players at the head table go down to
    the booby table.  All the winning players at the other tables ... go to the table next in
    order above, those at table No. 2, going to No. 1."

    "Changing Partners. At all but the head table the partners that progress to the next
    table divide, the lady who has just lost at each table retains her seat, and takes for her
    partner the gentleman who has just arrived from the table below.  At the head table the
    newly arrived pair remain as partners; but at the booby table the players who have just
    arrived from the head table divide."  Hoffmann: "The losers at all but the head table keep
    their places, but exchange partners with the newcomers at the table."

    With ``divide`` false (progressive bridge, winners moving) the pairs stay together: the
    bridge passage says only that winners move, nothing of changing partners.
    """
    n = len(seating)
    by = {t.table: t.partnerships for t in seating}
    out = []
    for t in range(1, n + 1):
        w = winner[t]
        pairs: list[tuple[str, str]] = [by[t][0], by[t][1]]
        if t == 1:
            pairs[1 - w] = by[2][winner[2]]  # the pair arriving from table 2 stays together
        else:
            arriving = by[t + 1][winner[t + 1]] if t < n else by[1][1 - winner[1]]
            lost = by[t][1 - w]
            if divide:
                pairs[1 - w] = (lost[0], arriving[1])  # the lady keeps her seat
                pairs[w] = (arriving[0], lost[1])
            else:
                pairs[w] = arriving
        out.append(ProgressiveTable.of_partnerships(t, pairs))
    return tuple(out)


DECIDE = {PartyGame.CINCH: _decide_cinch, PartyGame.BRIDGE_PIVOT: _decide_rubber}


def east_west_move(seating: TableSeating) -> TableSeating:
    """Progressive bridge "much as described under the heading of compass whist": "all the N &
    S players sit still, and at the end of each round ... all the E & W players move up one
    table, 2 going to 1, 3 to 2, etc." (table 1's East-West go round to the last table).
    Military euchre: "The partners who sit East and West progress round the room from table to
    table" -- the same motion."""
    n = len(seating)
    by = {t.table: t.partnerships for t in seating}
    return tuple(
        ProgressiveTable.of_partnerships(t, (by[t][0], by[t % n + 1][1])) for t in range(1, n + 1)
    )
