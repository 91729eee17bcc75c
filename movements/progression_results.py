"""Progressive parties: what a table reports and what the rules decide from it.

The game a party plays (``PartyGame``), each table's result when the round ends, and the
outcome the rules draw from it.  ``movements.progression`` holds the rules that move the
players; these are the plain values they take and give.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import Enum

from movements.progressive import TableSeating


class PartyGame(str, Enum):
    """The drives: the rule that moves the players of a progressive party after each round
    (the game an event is played at is ``movements.types.Game``).  The values are what the
    command takes.  All but the last are the source's; ``EUCHRE_POINTS`` is the progressive
    euchre most parties play today (running points, partners from a rotation chart)."""

    EUCHRE = "euchre"
    HEARTS = "hearts"
    POKER = "poker"
    BRIDGE = "bridge"  # "arrange for the winners to move in a certain direction"
    BRIDGE_SIT = "bridge-sit"  # "all the N & S pairs shall sit still, all the E & W pairs moving"
    MILITARY = "military-euchre"
    CINCH = "cinch"  # four deals a table; the pair with fewest points to go goes up
    EUCHRE_POINTS = "euchre-points"  # today's: fixed hands, running points, a rotation chart
    BRIDGE_PIVOT = "bridge-pivot"  # four keep their table, partners change each rubber


# Seated every round from a chart made before the evening (``movements.rotation``,
# ``movements.pivot``), each player keeping a running total of points.
CHART_GAMES = frozenset({PartyGame.EUCHRE_POINTS, PartyGame.BRIDGE_PIVOT})

# Euchre deals five cards to each player, so a hand has five tricks; bridge and whist deal the
# whole pack, thirteen tricks a hand.
EUCHRE_GAMES = frozenset({PartyGame.EUCHRE, PartyGame.MILITARY, PartyGame.EUCHRE_POINTS})


def tricks_a_hand(game: PartyGame) -> int:
    """The tricks in one hand of ``game``: what a tie's next hand is counted in."""
    return 5 if game in EUCHRE_GAMES else 13


@dataclass(frozen=True)
class TableResult:
    """A partnership game's result at one table (euchre, bridge, military euchre, cinch).

    ``points`` are the two partnerships' points when the bell tapped (North-South first); at
    cinch, the points each pair still has to go after its four deals.
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
