"""Progressive parties, the moving part: from this round's seating and each table's result,
the next round's seating.

Every rule below is quoted from Foster's Complete Hoyle (Progressive Euchre, Military Euchre,
Progressive Hearts, Progressive Poker, Progressive Bridge) or from Hoffmann's Hoyle's Games
Modernized (Progressive Euchre).  Where the text is silent the docstring says what is done.
Random choices (the cuts) come from the ``rng`` handed in, seeded by the event.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from enum import Enum

from movements.progressive import ProgressiveTable, TableSeating, check_seating, cut, group_of


class PartyGame(str, Enum):
    """The drives the source describes: the rule that moves the players of a progressive
    party after each round (the game an event is played at is ``movements.types.Game``).
    The values are what the command takes."""

    EUCHRE = "euchre"
    HEARTS = "hearts"
    POKER = "poker"
    BRIDGE = "bridge"  # "arrange for the winners to move in a certain direction"
    BRIDGE_SIT = "bridge-sit"  # "all the N & S pairs shall sit still, all the E & W pairs moving"
    MILITARY = "military-euchre"


@dataclass(frozen=True)
class TableResult:
    """A partnership game's result at one table (euchre, bridge, military euchre).

    ``points`` are the two partnerships' points when the bell tapped (North-South first).
    Foster: "In case of ties in points at any table when the bell taps, those having won the
    most tricks on the next hand are declared the winners.  If that is also a tie, the ladies
    cut to decide it, the lowest cut going up."  ``next_hand_tricks`` is needed only on a tie,
    ``cuts`` (rank cut by each lady, ace = 1) only when the tricks tie too; a cut not reported
    is made with the event's seeded generator.
    """

    table: int
    points: tuple[int, int]
    next_hand_tricks: tuple[int, int] | None = None
    cuts: Mapping[str, int] = field(default_factory=dict, compare=False)


@dataclass(frozen=True)
class HeartsResult:
    """Progressive hearts: "Only one deal is played at each table": hearts taken by each player.
    ``cuts`` as in :class:`TableResult` ("All ties are determined by cutting")."""

    table: int
    hearts: Mapping[str, int]
    cuts: Mapping[str, int] = field(default_factory=dict, compare=False)


@dataclass(frozen=True)
class PokerResult:
    """Progressive poker: "One deal is made at each table": who won the pool, who was in the
    call (the winner and those who called him), and every player's stack after the deal."""

    table: int
    pool_winner: str
    in_call: frozenset[str]
    chips: Mapping[str, int]
    cuts: Mapping[str, int] = field(default_factory=dict, compare=False)


Result = TableResult | HeartsResult | PokerResult


@dataclass(frozen=True)
class TableOutcome:
    """What a table's result decided: ``winners`` go up (at the head table they stay),
    ``losers`` stay (at the head table they go down to the booby table).  For poker the
    winner is the pool winner and ``down`` is who leaves the head table; ``restaked`` are
    players who lost all their counters.  ``decided_by`` names the deciding rule."""

    table: int
    winners: tuple[str, ...]
    losers: tuple[str, ...]
    decided_by: str
    winner_index: int | None = None
    down: tuple[str, ...] = ()
    restaked: tuple[str, ...] = ()


@dataclass(frozen=True)
class RoundOutcome:
    tables: tuple[TableOutcome, ...]
    next_seating: TableSeating


STAKE = (
    50  # "Each player is provided at starting with a certain number of counters, usually fifty."
)


def next_round(
    game: PartyGame,
    seating: TableSeating,
    results: Sequence[Result],
    *,
    rng: random.Random,
    game_points: int | None = 5,
    stake: int = STAKE,
) -> RoundOutcome:
    """Decide every table and seat the next round by the rules of ``game``.

    ``game_points`` ("Five points is a game, and after that number is reached by either side
    at the head table, the bell is struck") is checked at the euchre head table; pass None
    when the hostess ended the last round by the hour.
    """
    game = PartyGame(game)
    check_seating(seating, partnerships=game is not PartyGame.POKER)
    by_table = {r.table: r for r in results}
    if sorted(by_table) != [t.table for t in seating] or len(results) != len(seating):
        raise ValueError("give exactly one result for every table")
    if game is PartyGame.HEARTS:
        return _hearts(seating, by_table, rng)
    if game is PartyGame.POKER:
        return _poker(seating, by_table, rng, stake)
    if game is PartyGame.EUCHRE and game_points is not None:
        _check_bell(by_table[1], game_points)
    outcomes = tuple(_decide_partnerships(t, by_table[t.table], rng) for t in seating)
    winner_index = {o.table: o.winner_index for o in outcomes}
    if game in (PartyGame.BRIDGE_SIT, PartyGame.MILITARY):
        nxt = east_west_move(seating)
    else:
        nxt = _winners_move(seating, winner_index, divide=game is PartyGame.EUCHRE)
    return RoundOutcome(outcomes, nxt)


def _check_bell(head: TableResult, game_points: int) -> None:
    """The bell is struck as soon as a side reaches a game at the head table, so one side
    there has the game and the points cannot tie."""
    a, b = head.points
    if max(a, b) < game_points or a == b:
        raise ValueError(
            f"head table: the bell is struck when a side reaches {game_points} points; "
            f"{a}-{b} cannot end a round there"
        )


def _decide_partnerships(
    table: ProgressiveTable, result: TableResult, rng: random.Random
) -> TableOutcome:
    pairs = table.partnerships
    a, b = result.points
    if min(a, b) < 0:
        raise ValueError(f"table {table.table}: points cannot be negative")
    if a != b:
        w, how = (0 if a > b else 1), "points"
    elif result.next_hand_tricks is None:
        raise ValueError(
            f"table {table.table}: points tie {a}-{b}; report the tricks each side won on the "
            "next hand"
        )
    elif result.next_hand_tricks[0] != result.next_hand_tricks[1]:
        ta, tb = result.next_hand_tricks
        w, how = (0 if ta > tb else 1), "tricks"
    else:
        ladies = [pairs[0][0], pairs[1][0]]
        w, how = ladies.index(cut(rng, ladies, result.cuts)[0]), "cut"
    return TableOutcome(table.table, pairs[w], pairs[1 - w], how, winner_index=w)


def _winners_move(
    seating: TableSeating, winner: Mapping[int, int | None], *, divide: bool
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


def _hearts(
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
            raise TypeError(f"table {t.table}: a hearts party needs a HeartsResult")
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
        raise ValueError(f"table {t.table}: give the hearts taken by each of {t.players}")
    if any(h < 0 for h in result.hearts.values()) or sum(result.hearts.values()) != 13:
        raise ValueError(f"table {t.table}: the thirteen hearts must be shared out, no fewer")


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


def _poker(
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
    for t in seating:
        r = by_table[t.table]
        if not isinstance(r, PokerResult):
            raise TypeError(f"table {t.table}: a poker party needs a PokerResult")
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
    chips = {p: c for r in by_table.values() for p, c in r.chips.items()}  # type: ignore[union-attr]
    for o in outcomes:
        for p in o.restaked:
            chips[p] = stake
            nxt = _exchange_with_booby(nxt, p, chips, rng, set(_all_restaked(outcomes)))
    return RoundOutcome(tuple(outcomes), nxt)


def _all_restaked(outcomes: Sequence[TableOutcome]) -> list[str]:
    return [p for o in outcomes for p in o.restaked]


def _check_poker(t: ProgressiveTable, r: PokerResult) -> None:
    if set(r.chips) != set(t.players):
        raise ValueError(f"table {t.table}: give the counters of each of {t.players}")
    if any(c < 0 for c in r.chips.values()):
        raise ValueError(f"table {t.table}: a stack cannot be negative")
    if r.pool_winner not in t.players or not r.in_call <= set(t.players):
        raise ValueError(f"table {t.table}: the pool winner and the call sit at this table")
    if r.pool_winner not in r.in_call:
        raise ValueError(f"table {t.table}: the pool winner is in the call")


def _exchange_with_booby(
    seating: TableSeating, player: str, chips: Mapping[str, int], rng: random.Random, skip: set
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
