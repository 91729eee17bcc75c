"""Points at one table of progressive euchre or progressive hearts.

The progressive module needs, per table and per bell, who won (euchre) or who goes up and who
takes the green star (hearts); this module turns the hands played into exactly that, with
every tie left visible so the caller can apply the source's tie rule (the next hand's tricks,
then a cut) instead of one being broken here silently.

Euchre hand values are the standard ones (Foster's and Hoffmann's Hoyle; the progressive
chapters take the ordinary four-handed game as read): the makers score 1 for three or four
tricks and 2 for all five (a march); a lone hand scores 1 for three or four and 4 for a
march; makers who fail (are euchred) give the adversaries 2.  "Five points is a game."
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from said import Said

__all__ = [
    "EuchreHand",
    "EuchreTable",
    "euchre_hand_points",
    "euchre_table",
    "HeartsTable",
    "hearts_table",
    "GAME",
]

GAME = 5


@dataclass(frozen=True)
class EuchreHand:
    """One hand: which side made the trump (``makers``), their tricks, and a lone hand."""

    makers: str
    maker_tricks: int
    lone: bool = False

    def __post_init__(self) -> None:
        if isinstance(self.maker_tricks, bool) or not 0 <= self.maker_tricks <= 5:
            raise ValueError(
                Said(
                    "euchre has five tricks a hand, not %(maker_tricks)s",
                    maker_tricks=repr(self.maker_tricks),
                )
            )


def euchre_hand_points(maker_tricks: int, *, lone: bool = False) -> tuple[int, int]:
    """(points to the makers, points to the adversaries) for one hand."""
    if isinstance(maker_tricks, bool) or not 0 <= maker_tricks <= 5:
        raise ValueError(
            Said(
                "euchre has five tricks a hand, not %(maker_tricks)s",
                maker_tricks=repr(maker_tricks),
            )
        )
    if maker_tricks < 3:
        return 0, 2
    if maker_tricks == 5:
        return (4 if lone else 2), 0
    return 1, 0


@dataclass(frozen=True)
class EuchreTable:
    """A table's game when the bell rang: points per side, the winner, and how decided.

    ``decided_by`` is "points", "next hand" (tied on points, the most tricks on the next
    hand) or "" when still tied: the source then has the ladies cut, which the caller draws.
    """

    points: dict[str, int]
    winner: str | None
    decided_by: str


def euchre_table(
    sides: tuple[str, str],
    hands: Sequence[EuchreHand],
    *,
    head_table: bool = False,
    lone_hands: bool = True,
    next_hand_tricks: Mapping[str, int] | None = None,
    game: int = GAME,
) -> EuchreTable:
    """Total the hands played at one table up to the bell.

    At the head table the game is ``game`` points (five) and the bell rings when a side reaches it, so
    no hand may follow; elsewhere "they play on, counting all points made until the bell
    taps".  Lone hands may be barred (they usually are at the head table).  A tie in points
    goes to the side "having won the most tricks on the next hand".
    """
    if len(set(sides)) != 2:
        raise ValueError(Said("a euchre table has two sides, not %(sides)s", sides=repr(sides)))
    points = {side: 0 for side in sides}
    for number, hand in enumerate(hands, start=1):
        if hand.makers not in points:
            raise ValueError(
                Said(
                    "hand %(number)s: makers %(makers)s are not at this table",
                    number=number,
                    makers=repr(hand.makers),
                )
            )
        if hand.lone and not lone_hands:
            raise ValueError(
                Said("hand %(number)s: lone hands are barred at this table", number=number)
            )
        if head_table and max(points.values()) >= game:
            raise ValueError(
                Said(
                    "hand %(number)s was played after the head table reached %(game)s",
                    number=number,
                    game=game,
                )
            )
        made, against = euchre_hand_points(hand.maker_tricks, lone=hand.lone)
        other = sides[1] if hand.makers == sides[0] else sides[0]
        points[hand.makers] += made
        points[other] += against
    first, second = sides
    if points[first] != points[second]:
        winner = first if points[first] > points[second] else second
        return EuchreTable(points, winner, "points")
    if next_hand_tricks:
        tricks = [next_hand_tricks.get(first, 0), next_hand_tricks.get(second, 0)]
        if sum(tricks) > 5:
            raise ValueError(
                Said("the next hand has five tricks, not %(tricks)s", tricks=sum(tricks))
            )
        if tricks[0] != tricks[1]:
            return EuchreTable(points, first if tricks[0] > tricks[1] else second, "next hand")
    return EuchreTable(points, None, "")


@dataclass(frozen=True)
class HeartsTable:
    """One deal of progressive hearts, by group (ladies and gentlemen, or one group).

    ``fewest`` holds, per group, the players with the fewest hearts: they go up (and take
    gold at the head table).  ``most`` holds those with the most: at the booby table they
    take green.  More than one name in a tuple is a tie, which the source settles by cutting.
    """

    hearts: dict[str, int]
    fewest: dict[str, tuple[str, ...]]
    most: dict[str, tuple[str, ...]]


def hearts_table(hearts: Mapping[str, int], groups: Mapping[str, str] | None = None) -> HeartsTable:
    """Compare the hearts each player took ("each heart taken counts one against").

    ``groups`` maps each player to a group ("L"/"G"); the source compares the ladies with
    each other and the gentlemen with each other.  A completed deal has all 13 hearts taken.
    """
    if sum(hearts.values()) != 13 or any(h < 0 for h in hearts.values()):
        raise ValueError(
            Said("the hearts taken must be 13 in all, not %(hearts)s", hearts=dict(hearts))
        )
    by_group: dict[str, list[str]] = {}
    for player in hearts:
        by_group.setdefault(groups[player] if groups else "", []).append(player)
    fewest: dict[str, tuple[str, ...]] = {}
    most: dict[str, tuple[str, ...]] = {}
    for group, players in by_group.items():
        low = min(hearts[p] for p in players)
        high = max(hearts[p] for p in players)
        fewest[group] = tuple(sorted(p for p in players if hearts[p] == low))
        most[group] = tuple(sorted(p for p in players if hearts[p] == high))
    return HeartsTable(dict(hearts), fewest, most)
