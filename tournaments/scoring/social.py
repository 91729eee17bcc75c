"""The prizes of Mitchell's social game: four winners, or the best lady and gentleman.

[F] "Scoring. There must be four winners; the ladies with the best scores for the N & E hands
respectively, and the gentlemen with the best S & W scores.  If a choice is necessary, the
lady and the gentleman taking the greatest number of tricks above the average should be
selected as the winners."

Each player keeps one seat all session (ladies North or East, gentlemen South or West), so a
player's score is the tricks his or her side took, and the tricks above the average are those
tricks less, hand by hand, the average of that side's tricks at every table that played the
hand.  Players of one seat who held the same hands rank alike on either figure; where they did
not (the second method, each missing one set), only the figure above the average compares
them, so it is the one the places go by.  A hand with an adjusted score counts for nobody's
figures: the players at that table are held to the average on it.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

from said import Said
from tournaments.deals.cards import SEAT_WORDS

from .individuals import IndividualResult
from .ranking import rank_fields

__all__ = ["SocialStanding", "SocialReport", "score_social", "TRICKS_A_HAND"]

TRICKS_A_HAND = 13
LADIES = ("N", "E")
GENTLEMEN = ("S", "W")


@dataclass(frozen=True)
class SocialStanding:
    """One player's figures: seat held, hands scored, tricks taken, tricks above the average,
    and the place among the players of the same seat."""

    player: str
    seat: str
    hands: int
    tricks: int
    above: Fraction
    place: str


@dataclass(frozen=True)
class SocialReport:
    """Every player's standing, and the winners: (prize, players) pairs, ties sharing it."""

    standings: tuple[SocialStanding, ...]
    winners: tuple[tuple[Said, tuple[str, ...]], ...]

    def of(self, player: str) -> SocialStanding:
        return next(s for s in self.standings if s.player == player)


def score_social(results: Sequence[IndividualResult], *, winners: str = "four") -> SocialReport:
    """Score the game from each table's North-South tricks; ``winners`` "four" (one a seat)
    or "two" (the lady and the gentleman with the most tricks above the average)."""
    if winners not in ("four", "two"):
        raise ValueError(Said("winners are four or two, not %(winners)s", winners=repr(winners)))
    scored = [(r, r.score) for r in results if r.score is not None and r.adjustment is None]
    by_tray: dict[int, list[int]] = defaultdict(list)
    for r, score in scored:
        if not 0 <= score <= TRICKS_A_HAND:
            raise ValueError(
                Said(
                    "tray %(tray)s: %(score)s is not a number of tricks (0 to 13)",
                    tray=r.tray,
                    score=score,
                )
            )
        by_tray[r.tray].append(score)
    average = {t: Fraction(sum(v), len(v)) for t, v in by_tray.items()}
    seat_of: dict[str, str] = {}
    tricks: dict[str, int] = defaultdict(int)
    above: dict[str, Fraction] = defaultdict(Fraction)
    hands: dict[str, int] = defaultdict(int)
    for r in results:
        for seat in ("N", "E", "S", "W"):
            player = r.seat(seat)
            if seat_of.setdefault(player, seat) != seat:
                raise ValueError(
                    Said(
                        "%(player)s holds both %(seat_of)s and %(seat)s: not this game",
                        player=player,
                        seat_of=seat_of[player],
                        seat=seat,
                    )
                )
    for r, score in scored:
        ns = Fraction(score) - average[r.tray]
        for seat in ("N", "E", "S", "W"):
            player = r.seat(seat)
            own = score if seat in ("N", "S") else TRICKS_A_HAND - score
            tricks[player] += own
            above[player] += ns if seat in ("N", "S") else -ns
            hands[player] += 1
    places = rank_fields([(p, above[p]) for p in seat_of], seat_of)
    standings = [
        SocialStanding(p, seat_of[p], hands[p], tricks[p], above[p], places[p].label)
        for p in sorted(seat_of, key=lambda p: ("NESW".index(seat_of[p]), places[p].place, p))
    ]
    return SocialReport(tuple(standings), _winners(standings, winners))


def _best(standings: list[SocialStanding], seats: tuple[str, ...]) -> tuple[str, ...]:
    field = [s for s in standings if s.seat in seats and s.hands]
    if not field:
        return ()
    top = max(s.above for s in field)
    return tuple(s.player for s in field if s.above == top)


def _winners(
    standings: list[SocialStanding], winners: str
) -> tuple[tuple[Said, tuple[str, ...]], ...]:
    if winners == "two":
        return (
            (Said("Best lady"), _best(standings, LADIES)),
            (Said("Best gentleman"), _best(standings, GENTLEMEN)),
        )
    return tuple(
        (
            Said("Best lady, %(seat)s", seat=SEAT_WORDS[seat])
            if seat in LADIES
            else Said("Best gentleman, %(seat)s", seat=SEAT_WORDS[seat]),
            _best(standings, (seat,)),
        )
        for seat in ("N", "E", "S", "W")
    )
