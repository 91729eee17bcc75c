"""Pair against pair: each two pairs holding the same cards make a match, won on tricks.

The source ([F], "Pair against pair"): "Eight hands complete a match, and the result must be
tabulated in the same manner as for teams of four, ties being decided by the majority of
tricks won" (four pairs, lines 1378-1380), and "Each pair against each is considered a
match, and the winner of the most matches wins, tricks deciding ties" (six pairs, lines
1630-1631).  Two pairs are matched when they hold the same cards of the same hands, one at
each play of a tray (the two tables of a set, or a table's first play and its overplay), as
a team of four's two pairs are compared with their adversaries' in the other room.

So a match is the two pairs' tricks on the hands they both held: the pair with more wins it,
equal tricks halve it (half a match each).  Pairs are placed by matches won; pairs level on
matches are split by their tricks on balance over all their matches, the "tricks plus" of the
source's example ("The a pair wins the tie with d, being 6 tricks plus", line 1382); pairs
level on both share the place.  A hand that one of the two plays has not reached yet, or
whose score the director adjusted, is left out of the match on both sides and counted apart.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass
from fractions import Fraction

from said import Said

from .ranking import natural_key, rank
from .types import Result

__all__ = ["PairMatch", "MatchStanding", "PairMatchReport", "score_pair_matches"]

TRICKS = 13
WON, LOST, HALVED = "won", "lost", "halved"


@dataclass(frozen=True)
class PairMatch:
    """Two pairs on the same cards: ``tricks`` is each pair's total on the hands compared."""

    pairs: tuple[str, str]
    direction: str  # the cards both held: "NS" or "EW"
    trays: tuple[int, ...]  # the hands compared
    tricks: tuple[int, int]
    adjusted: tuple[int, ...] = ()  # hands left out: an adjusted score at either play
    waiting: tuple[int, ...] = ()  # hands played by one of the two only, so far

    def margin(self, pair: str) -> int:
        """``pair``'s tricks over its rival's (negative: behind)."""
        mine, theirs = self.tricks if pair == self.pairs[0] else self.tricks[::-1]
        return mine - theirs

    def rival(self, pair: str) -> str:
        return self.pairs[1] if pair == self.pairs[0] else self.pairs[0]

    @property
    def complete(self) -> bool:
        return not self.waiting

    def outcome(self, pair: str) -> str:
        margin = self.margin(pair)
        return WON if margin > 0 else LOST if margin < 0 else HALVED


@dataclass(frozen=True)
class MatchStanding:
    """A pair's matches decided so far and its tricks on balance over them."""

    pair: str
    won: int
    halved: int
    lost: int
    tricks_plus: int
    place: str

    @property
    def matches(self) -> Fraction:
        """Matches won, a halved match counting half."""
        return self.won + Fraction(self.halved, 2)

    @property
    def played(self) -> int:
        return self.won + self.halved + self.lost


@dataclass(frozen=True)
class PairMatchReport:
    matches: tuple[PairMatch, ...]
    standings: tuple[MatchStanding, ...]

    def of(self, pair: str) -> tuple[PairMatch, ...]:
        return tuple(x for x in self.matches if pair in x.pairs)


def _held(r: Result, side: str) -> tuple[str, int | None]:
    """Who held ``side``'s cards at this play and the tricks they took (None: adjusted)."""
    if r.score is None or r.adjustment is not None:
        return (r.ns if side == "NS" else r.ew), None
    if not 0 <= r.score <= TRICKS:
        raise ValueError(
            Said(
                "tray %(tray)s: %(score)s is not a number of tricks (0 to 13)",
                tray=r.tray,
                score=r.score,
            )
        )
    return (r.ns, r.score) if side == "NS" else (r.ew, TRICKS - r.score)


def _plays(
    results: Sequence[Result], fillers: Collection[tuple[int, int]]
) -> dict[tuple[int, str], list[tuple[str, int | None]]]:
    """Each tray's holders of each side's cards, play by play (fill-in chairs left out)."""
    plays: dict[tuple[int, str], list[tuple[str, int | None]]] = {}
    for r in results:
        for side in ("NS", "EW"):
            if side == "NS" and (r.round, r.table) in fillers:
                continue
            plays.setdefault((r.tray, side), []).append(_held(r, side))
    return plays


def _matches(
    plays: dict[tuple[int, str], list[tuple[str, int | None]]],
    schedule: Sequence[tuple[tuple[str, str], str, tuple[int, ...]]],
) -> tuple[PairMatch, ...]:
    """Each scheduled match (two pairs, their side, their trays) with its figures so far."""
    out = []
    for (first, second), side, trays in schedule:
        compared, adjusted, waiting, tricks = [], [], [], {first: 0, second: 0}
        for tray in trays:
            held = dict(plays.get((tray, side), ()))
            if first not in held or second not in held:
                waiting.append(tray)
                continue
            first_tricks, second_tricks = held[first], held[second]
            if first_tricks is None or second_tricks is None:
                adjusted.append(tray)
            else:
                compared.append(tray)
                tricks[first] += first_tricks
                tricks[second] += second_tricks
        out.append(
            PairMatch(
                (first, second),
                side,
                tuple(compared),
                (tricks[first], tricks[second]),
                tuple(adjusted),
                tuple(waiting),
            )
        )
    return tuple(out)


def score_pair_matches(
    results: Sequence[Result],
    schedule: Sequence[tuple[tuple[str, str], str, tuple[int, ...]]],
    *,
    fillers: Collection[tuple[int, int]] = (),
) -> PairMatchReport:
    """The matches and the standings.  ``schedule`` lists every match: its two pairs, the
    cards they hold ("NS" or "EW") and its trays; ``fillers`` the (round, table) plays whose
    North-South chairs are only filled in and count for nothing.  A match counts in the
    standings once every hand of it is played at both plays."""
    matches = _matches(_plays(results, fillers), schedule)
    pairs = sorted({p for x in matches for p in x.pairs}, key=natural_key)
    tally = {p: {WON: 0, HALVED: 0, LOST: 0, "plus": 0} for p in pairs}
    for x in matches:
        if not x.complete or not x.trays:
            continue
        for p in x.pairs:
            tally[p][x.outcome(p)] += 1
            tally[p]["plus"] += x.margin(p)
    keys = [(p, (t[WON] + Fraction(t[HALVED], 2), t["plus"])) for p, t in tally.items()]
    placed = {pl.entrant: pl.label for pl in rank(keys)}
    standings = [
        MatchStanding(p, t[WON], t[HALVED], t[LOST], t["plus"], placed[p]) for p, t in tally.items()
    ]
    standings.sort(key=lambda s: (-s.matches, -s.tricks_plus, natural_key(s.pair)))
    return PairMatchReport(matches, tuple(standings))
