"""Progressive parties: stars on the tally cards, prizes with the source's tie-breaks, the
poker counters and the military euchre flags.

Foster, Progressive Euchre: "The partners winning the game at the head table each receive a
gold star ... All the winning players at the other tables receive red stars ... Those losing
and remaining at the booby table each receive a green star."  Progressive Hearts: "The gold
stars are given to those at the head table who have the fewest hearts.  Those moving from
other tables receive red stars; and those taking in the most hearts at the booby table receive
green stars."  Both are the same rule over a table's winners and losers, so one function
gives them.  Progressive bridge names no stars; the drive's tally card is kept the same way.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field

from movements.progression import PokerResult, TableOutcome
from movements.progressive import TableSeating, cut, group_of
from said import Said

CLASSES = ("gold", "red", "green")
GROUP_ORDER = ("L", "G", "P")


@dataclass(frozen=True)
class Stars:
    gold: int = 0
    red: int = 0
    green: int = 0

    def __add__(self, other: Stars) -> Stars:
        return Stars(self.gold + other.gold, self.red + other.red, self.green + other.green)

    def of(self, klass: str) -> int:
        count: int = getattr(self, klass)
        return count


@dataclass(frozen=True)
class Prize:
    """One prize: its class, the group it is for, the player, the count that won it, and the
    rule that settled a tie ("" when the count alone decided)."""

    klass: str
    group: str
    player: str
    count: int
    decided_by: str = ""


def round_stars(outcomes: Sequence[TableOutcome], tables: int) -> dict[str, Stars]:
    """One round's stars: gold to the head table's winners, red to the winners at every other
    table, green to the losers who remain at the booby table."""
    stars: dict[str, Stars] = {}
    for o in outcomes:
        won = Stars(gold=1) if o.table == 1 else Stars(red=1)
        for p in o.winners:
            stars[p] = stars.get(p, Stars()) + won
        if o.table == tables:
            for p in o.losers:
                stars[p] = stars.get(p, Stars()) + Stars(green=1)
    return stars


def award_stars(
    rounds: Iterable[Sequence[TableOutcome]], tables: int, players: Iterable[str] = ()
) -> dict[str, Stars]:
    """Every player's stars over the evening (players with none are listed when named)."""
    total = {p: Stars() for p in players}
    for outcomes in rounds:
        for p, s in round_stars(outcomes, tables).items():
            total[p] = total.get(p, Stars()) + s
    return total


def groups_of(players: Iterable[str]) -> list[str]:
    present = {group_of(p) for p in players}
    return [g for g in GROUP_ORDER if g in present]


# Tie-breaks by class.  Foster (euchre): "In case of ties for the gold stars, the accompanying
# red stars decide it; if that is also a tie, the player with the fewest number of green stars
# wins; and if that is still a tie, the players must cut for it."  Foster (hearts): "If there
# is a tie in one class, the number of other stars must decide; equal numbers of gold being
# decided by the majority of red on the same card; red ties, by the greater number of gold;
# and green ties by the fewest number of gold stars."  The cut ends every class.
STAR_KEYS: dict[str, tuple[tuple[str, int], ...]] = {
    "gold": (("gold", 1), ("red", 1), ("green", -1)),
    "red": (("red", 1), ("gold", 1)),
    "green": (("green", 1), ("gold", -1)),
}


def prizes(
    stars: Mapping[str, Stars], *, seed: int, classes: Sequence[str] = CLASSES
) -> list[Prize]:
    """The prize list: for each class in order, one prize for each group.

    Foster: "The lady and gentleman having the largest number of gold stars taking the first
    prizes; the largest number of red stars winning the second prizes; and the largest number
    of green stars the booby prizes.  One player cannot win two prizes."  A player who has won
    is passed over in later classes.  A class nobody left holds a star of gives no prize.
    """
    unknown = [c for c in classes if c not in STAR_KEYS]
    if unknown:
        raise ValueError(
            Said(
                "prize classes are %(value)s, not %(value2)s",
                value=", ".join(CLASSES),
                value2=", ".join(unknown),
            )
        )
    won: set[str] = set()
    out: list[Prize] = []
    for klass in classes:
        for g in groups_of(stars):
            field = {p: {k: s.of(k) for k in CLASSES} for p, s in stars.items()}
            candidates = [p for p in stars if group_of(p) == g and p not in won]
            prize = best(klass, g, candidates, field, STAR_KEYS[klass], seed)
            if prize is not None:
                won.add(prize.player)
                out.append(prize)
    return out


def best(
    klass: str,
    group: str,
    candidates: Sequence[str],
    counts: Mapping[str, Mapping[str, int]],
    keys: Sequence[tuple[str, int]],
    seed: int,
    *,
    needs_one: bool = True,
) -> Prize | None:
    """The winner of one prize: the first key (more is better with sign 1, fewer with -1),
    then each tie-break in turn, then a cut with a generator seeded by the event, the class and
    the group, so one prize's cut never shifts another's.  The cut's lowest card wins, as in
    every cut the source describes ("the lowest cut going up").  With ``needs_one`` only a
    player holding at least one of the class can win it."""
    main, _sign = keys[0]
    pool = [p for p in sorted(candidates) if counts[p][main] > 0 or not needs_one]
    if not pool:
        return None
    decided_by = ""
    for i, (name, sgn) in enumerate(keys):
        top = max(counts[p][name] * sgn for p in pool)
        narrowed = [p for p in pool if counts[p][name] * sgn == top]
        if i and len(narrowed) < len(pool):
            decided_by = name
        pool = narrowed
        if len(pool) == 1:
            break
    if len(pool) > 1:
        pool = cut(random.Random(f"progressive-prize:{seed}:{klass}:{group}"), pool)
        decided_by = "cut"
    return Prize(klass, group, pool[0], counts[pool[0]][main], decided_by)


@dataclass(frozen=True)
class PokerTally:
    """A poker player's evening: yellow chips won at the head table, the counters held at the
    end, and the extra stakes taken from the banker ("Those who have been provided with an
    extra stake must be charged with it when settling up")."""

    yellow: int
    counters: int
    stakes: int
    stake: int = 50

    @property
    def net(self) -> int:
        """Counters held less the extra stakes charged."""
        return self.counters - self.stake * self.stakes


def poker_tally(
    players: Iterable[str],
    rounds: Iterable[tuple[Sequence[PokerResult], Sequence[TableOutcome]]],
    stake: int = 50,
) -> dict[str, PokerTally]:
    """Foster: "The winner of each pool at the head table is given one of the special chips
    provided for that purpose, and which are usually yellow"; a player losing all his counters
    "must get a fresh stake of fifty more from the banker"."""
    counters = {p: stake for p in players}
    yellow = dict.fromkeys(counters, 0)
    stakes = dict.fromkeys(counters, 0)
    for results, outcomes in rounds:
        for r in results:
            counters.update(r.chips)
            if r.table == 1:
                yellow[r.pool_winner] += 1
        for o in outcomes:
            for p in o.restaked:
                counters[p] = stake
                stakes[p] += 1
    return {p: PokerTally(yellow[p], counters[p], stakes[p], stake) for p in counters}


def poker_prizes(tally: Mapping[str, PokerTally], *, seed: int) -> list[Prize]:
    """Foster: "One for the player who has won the greatest number of yellow chips at the head
    table, and one each for the lady and gentleman winning the greatest number of counters
    during the evening's play. ... In case of ties for the number of yellow chips, the player
    with the largest number of ordinary counters wins.  The booby prize, if any, is usually
    given to the player with the smallest number of ordinary chips, or the fewest number of
    yellow ones."  Counters are net of extra stakes.  The poker passage is silent on a second
    prize; the euchre rule "One player cannot win two prizes" is kept.  Other ties are cut."""
    counts = {p: {"yellow": t.yellow, "counters": t.net} for p, t in tally.items()}
    won: set[str] = set()
    out: list[Prize] = []
    plan: list[tuple[str, str, tuple[tuple[str, int], ...]]]
    plan = [("yellow", "all", (("yellow", 1), ("counters", 1)))]
    plan += [("counters", g, (("counters", 1),)) for g in groups_of(tally)]
    plan += [("booby", "all", (("counters", -1), ("yellow", -1)))]
    for klass, group, keys in plan:
        candidates = [p for p in tally if p not in won and (group == "all" or group_of(p) == group)]
        prize = best(klass, group, candidates, counts, keys, seed, needs_one=klass == "yellow")
        if prize is not None:
            won.add(prize.player)
            out.append(prize)
    return out


def fort_flags(
    first_round: TableSeating, rounds: Iterable[Sequence[TableOutcome]]
) -> dict[int, int]:
    """Military euchre (Foster): "The hostess arranges each table as a fort ... The winners of
    each game get a little flag from the losers as a trophy.  By the time the E and W pairs
    have made the circuit of all the tables and got home again, the game is ended, the victors
    being the fort that has captured the greatest number of flags."  A fort is its table's
    North-South pair and the East-West pair whose home it is (where it sat in round one)."""
    home = {p: t.table for t in first_round for p in t.players}
    flags = dict.fromkeys(home.values(), 0)
    for outcomes in rounds:
        for o in outcomes:
            flags[home[o.winners[0]]] += 1
    return flags


@dataclass(frozen=True)
class TableReport:
    """What a table reports when the bell taps.  Partnership games: ``points`` (North-South,
    East-West; at cinch the points each pair has to go) and, on a tie, ``next_hand_tricks``;
    today's points euchre may give its ``hands`` one by one ((side, points), side 0
    North-South), from which the points are added; progressive bridge played to the score
    gives each deal's trick score there ((side, trick points)), from which the bonus is
    counted (``to_the_score``).  Hearts: ``hearts`` taken by each player.
    Poker: ``pool_winner``, ``in_call`` and every player's ``chips``.  ``cuts``: cards really
    cut (ace 1 .. king 13); cuts not reported are made with the event's seed."""

    table: int
    points: tuple[int, int] | None = None
    next_hand_tricks: tuple[int, int] | None = None
    hearts: Mapping[str, int] | None = None
    pool_winner: str = ""
    in_call: Sequence[str] = ()
    chips: Mapping[str, int] | None = None
    cuts: Mapping[str, int] = field(default_factory=dict)
    hands: Sequence[tuple[int, int]] | None = None
