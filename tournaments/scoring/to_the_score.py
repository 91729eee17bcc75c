"""Bridge to the score: a bonus added to the trick scores of a round of deals, so that the
players do not bid for honours alone.

Foster, "Duplicate Bridge": "it is sometimes the rule to add a certain number of points to
the trick scores, as a bonus.  This is called Bridge to the Score.  Four deals is a round,
before changing adversaries, and fifty points are added to the score of the side having the
greater trick score.  Another method is to add fifty points to the side winning a game, if a
game is won before moving, and then to add a definite number of points for every trick point
that one side may be ahead of the other on unfinished games; or as many points as the higher
score below the line."  And: "the first is the one commonly adopted for club tournaments,
adding fifty points bonus for the higher trick score, regardless of any games or rubbers."

So three methods, each a setting:

- ``ROUND``: fifty to the side whose trick points over the round are the greater;
- ``GAME_LEAD``: fifty for every game won before moving, and, on the game left unfinished,
  ``per_point`` points for every trick point the side ahead leads by (the source leaves the
  "definite number" to the club; one point a trick point unless the host sets another);
- ``GAME_BELOW``: fifty for every game won, and on the game left unfinished as many points as
  the higher score below the line, to the side that has it.

A round is given as its deals' trick scores: ``(side, points)`` per deal, side 0 North-South
or 1 East-West, the points the declarer's side scored below the line (0 when the contract
failed).  Games are counted below the line as the game is played: ``game`` points (thirty at
auction, the source's bridge; a hundred at contract) win one, and both sides start the next
game from nothing.  Equal trick scores, or equal scores on the unfinished game, earn neither
side a bonus: the source gives it to the side "having the greater" and is silent on a tie.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum

from said import Said

PREMIUM = 50  # "fifty points are added to the score of the side having the greater trick score"
DEALS = 4  # "Four deals is a round, before changing adversaries"
AUCTION_GAME = 30
MAX_TRICK_SCORE = 880  # seven no trumps redoubled at contract: (40 + 6 x 30) x 4


class Method(str, Enum):
    NONE = "none"
    ROUND = "round"
    GAME_LEAD = "game-lead"
    GAME_BELOW = "game-below"


LABELS = {
    Method.NONE: Said("No bonus"),
    Method.ROUND: Said("Fifty to the higher trick score of each round"),
    Method.GAME_LEAD: Said(
        "Fifty a game won, and points for each trick point ahead on the unfinished game"
    ),
    Method.GAME_BELOW: Said(
        "Fifty a game won, and the higher score below the line on the unfinished game"
    ),
}


@dataclass(frozen=True)
class Bonus:
    """A round's bonus for each side (North-South, East-West), with what earned it."""

    points: tuple[int, int]
    trick_scores: tuple[int, int]
    games: tuple[int, int]
    below: tuple[int, int]

    def words(self) -> str:
        a, b = self.points
        if not a and not b:
            return "no bonus"
        sides = [f"{n} +{p}" for n, p in (("North-South", a), ("East-West", b)) if p]
        return ", ".join(sides)


def check_deals(deals: Sequence[tuple[int, int]], *, game: int = AUCTION_GAME) -> None:
    """``ValueError`` naming the first deal that cannot be a trick score."""
    for i, (side, points) in enumerate(deals, start=1):
        if side not in (0, 1):
            raise ValueError(
                Said("deal %(i)s: the trick score goes to North-South or East-West", i=i)
            )
        if not 0 <= points <= MAX_TRICK_SCORE:
            raise ValueError(
                Said(
                    "deal %(i)s: %(points)s is more than a deal's trick score can be",
                    i=i,
                    points=points,
                )
            )
    if game < 1:
        raise ValueError(Said("a game is won with at least one point below the line"))


def games_and_below(
    deals: Sequence[tuple[int, int]], *, game: int = AUCTION_GAME
) -> tuple[tuple[int, int], tuple[int, int]]:
    """The games each side won in the round, and each side's score below the line on the
    game left unfinished when the players moved."""
    games, below = [0, 0], [0, 0]
    for side, points in deals:
        below[side] += points
        if below[side] >= game:
            games[side] += 1
            below = [0, 0]
    return (games[0], games[1]), (below[0], below[1])


def _to_greater(a: int, b: int, amount_a: int, amount_b: int) -> tuple[int, int]:
    if a == b:
        return (0, 0)
    return (amount_a, 0) if a > b else (0, amount_b)


def bonus(
    method: Method | str,
    deals: Sequence[tuple[int, int]],
    *,
    game: int = AUCTION_GAME,
    per_point: int = 1,
    premium: int = PREMIUM,
) -> Bonus:
    """The round's bonus by ``method`` from its deals' trick scores."""
    method = Method(method)
    check_deals(deals, game=game)
    tricks = (
        sum(p for s, p in deals if s == 0),
        sum(p for s, p in deals if s == 1),
    )
    games, below = games_and_below(deals, game=game)
    if method is Method.NONE:
        points = (0, 0)
    elif method is Method.ROUND:
        points = _to_greater(*tricks, premium, premium)
    else:
        lead = abs(below[0] - below[1])
        if method is Method.GAME_LEAD:
            extra = _to_greater(*below, lead * per_point, lead * per_point)
        else:
            extra = _to_greater(*below, below[0], below[1])
        points = (premium * games[0] + extra[0], premium * games[1] + extra[1])
    return Bonus(points, tricks, games, below)


def with_bonus(totals: tuple[int, int], b: Bonus) -> tuple[int, int]:
    """The sides' scores for the round with the bonus added."""
    return totals[0] + b.points[0], totals[1] + b.points[1]
