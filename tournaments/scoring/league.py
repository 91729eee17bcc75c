"""The result of a League team match: the visitors' tricks against the home club's.

[F] lines 301-307: "A B C D should represent the players of the visiting club, or
challengers, and W X Y Z the home club, or holders".  The visitors hold North-South at one
table of each two and East-West at the other, on the same hands, so each club's total of
tricks over the match decides it: 13 a hand are shared between the clubs, and the club with
more wins by the difference.  The players change positions between sets, which changes
nothing in the sum; the figures are kept set by set so that the score can be called after
each.  A hand with an adjusted score is left out of both clubs' totals and counted apart.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from said import Said

from .individuals import IndividualResult

__all__ = ["SetScore", "LeagueReport", "score_league", "VISITORS", "HOME"]

VISITORS = "ABCD"
HOME = "WXYZ"
TRICKS_A_HAND = 13


@dataclass(frozen=True)
class SetScore:
    """One set (a round of the movement), or the whole match when ``round`` is None."""

    round: int | None
    hands: int
    visitors: int
    home: int
    adjusted: int = 0

    @property
    def margin(self) -> int:
        """The visitors' tricks over the home club's (negative: the holders lead)."""
        return self.visitors - self.home

    @property
    def leader(self) -> str:
        if self.margin > 0:
            return "visitors"
        return "home" if self.margin < 0 else ""


@dataclass(frozen=True)
class LeagueReport:
    sets: tuple[SetScore, ...]
    total: SetScore


def _club(label: str) -> str:
    club = label[:1]
    if club not in VISITORS + HOME:
        raise ValueError(
            Said("%(label)s is neither a visitor (A-D) nor of the home club (W-Z)", label=label)
        )
    return "visitors" if club in VISITORS else "home"


def score_league(results: Sequence[IndividualResult]) -> LeagueReport:
    """The match set by set and in all, from each table's North-South tricks."""
    by_round: dict[int | None, list[IndividualResult]] = {}
    for r in results:
        if _club(r.north) != _club(r.south) or _club(r.east) != _club(r.west):
            raise ValueError(
                Said("tray %(tray)s: partners at a table are of the same club", tray=r.tray)
            )
        if _club(r.north) == _club(r.east):
            raise ValueError(
                Said("tray %(tray)s: a club plays against the other club", tray=r.tray)
            )
        by_round.setdefault(r.round, []).append(r)
    sets = tuple(_add(n, rs) for n, rs in sorted(by_round.items(), key=lambda kv: kv[0] or 0))
    return LeagueReport(sets, _add(None, results))


def _add(number: int | None, results: Iterable[IndividualResult]) -> SetScore:
    hands = visitors = home = adjusted = 0
    for r in results:
        if r.score is None or r.adjustment is not None:
            adjusted += 1
            continue
        if not 0 <= r.score <= TRICKS_A_HAND:
            raise ValueError(
                Said(
                    "tray %(tray)s: %(score)s is not a number of tricks (0 to 13)",
                    tray=r.tray,
                    score=r.score,
                )
            )
        ns_visitors = _club(r.north) == "visitors"
        took = r.score if ns_visitors else TRICKS_A_HAND - r.score
        hands += 1
        visitors += took
        home += TRICKS_A_HAND - took
    return SetScore(number, hands, visitors, home, adjusted)
