"""Memory duplicate's four players: each player's tricks won or lost against the same cards.

The source (Individuals, memory duplicate) has South keep a card of the North-South gains and
then "a tabulation of the tricks lost or won by each player will readily show which is the
winner.  In the illustration which we give, No. 3 finishes plus 6; No. 4 plus 2; No. 1 minus
4; and No. 2 minus 4."  Every deal is played twice, each partnership holding each side once,
so a player's figure is, deal by deal, the tricks his side took less the average of the two
plays with the same cards; the four figures always sum to nothing, as the illustration's do.

A line the director adjusted counts as the tray's average (Law V): it wins and loses nothing.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

from .individuals import IndividualResult
from .ranking import rank

__all__ = ["PlayerTricks", "score_memory_players"]

TRICKS = 13


@dataclass(frozen=True)
class PlayerTricks:
    """A player's tricks over the hands played, their average, the difference and place."""

    player: str
    tricks: Fraction
    average: Fraction
    plus_minus: Fraction
    hands: int
    place: str


def score_memory_players(results: Sequence[IndividualResult]) -> tuple[PlayerTricks, ...]:
    """Each player's tricks won or lost against the average of the same cards, best first."""
    by_tray: dict[int, list[int]] = defaultdict(list)
    for r in results:
        if r.score is not None:
            by_tray[r.tray].append(r.score)
    own: dict[str, Fraction] = defaultdict(Fraction)
    average: dict[str, Fraction] = defaultdict(Fraction)
    hands: dict[str, int] = defaultdict(int)
    for r in results:
        scores = by_tray.get(r.tray)
        if not scores:
            continue  # no real play of the tray yet: nothing to measure against
        ns_avg = Fraction(sum(scores), len(scores))
        ns = Fraction(r.score) if r.score is not None else ns_avg
        for side, players in (("NS", (r.north, r.south)), ("EW", (r.east, r.west))):
            took, par = (ns, ns_avg) if side == "NS" else (TRICKS - ns, TRICKS - ns_avg)
            for p in players:
                own[p] += took
                average[p] += par
                hands[p] += 1
    diff = {p: own[p] - average[p] for p in own}
    placed = {pl.entrant: pl.label for pl in rank(list(diff.items()))}
    out = [PlayerTricks(p, own[p], average[p], diff[p], hands[p], placed[p]) for p in own]
    out.sort(key=lambda s: (-s.plus_minus, s.player))
    return tuple(out)
