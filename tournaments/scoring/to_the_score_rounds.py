"""Bridge to the score at a duplicate pairs event: each round at each table earns its bonus
from the two pairs' trick scores over the round's trays (``to_the_score.bonus``), and the
bonus is added to each pair's total points.

The source, "Duplicate Bridge": "Four deals is a round, before changing adversaries, and
fifty points are added to the score of the side having the greater trick score."  A round is
what a pair plays against one pair of adversaries before the movement changes them, so a
round here is the trays one North-South pair played against one East-West pair in one round
of the movement, whatever their number.

A deal's trick score is what the declaring side scored below the line: at contract the
contract's trick score (overtricks are scored above the line), at auction the odd tricks at
the declaration's value (doubled, redoubled).  A contract that failed, a deal passed out and
a tray given an artificial score add nothing below the line.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from movements.types import Game
from said import TRAYS_TITLE, Said
from tournaments.scoring import to_the_score
from tournaments.scoring.auction import TRICK_VALUES, parse_declaration
from tournaments.scoring.contract import parse_contract, score_breakdown

CONTRACT_GAME = 100  # a game at contract is a hundred below the line


def game_points(game: str) -> int:
    """What wins a game below the line: thirty at auction, a hundred at contract."""
    return to_the_score.AUCTION_GAME if game == Game.AUCTION else CONTRACT_GAME


def trick_score(game: str, contract: str, declarer: str, tricks: int | None) -> tuple[int, int]:
    """One deal's trick score as ``(side, points)``: side 0 North-South, 1 East-West, the
    points the declaring side scored below the line (0 when nothing was)."""
    side = 0 if declarer in ("N", "S") else 1
    if not contract or not declarer or tricks is None:
        return (side, 0)
    if game == Game.AUCTION:
        if contract.strip().upper() in ("PASS", "PASSED", "P", "AP"):
            return (side, 0)
        level, strain, doubled = parse_declaration(contract)
        if tricks < 6 + level:
            return (side, 0)
        return (side, (tricks - 6) * TRICK_VALUES[strain] * (1, 2, 4)[doubled])
    made = score_breakdown(parse_contract(contract), tricks, False)
    return (side, made.trick_score)


@dataclass(frozen=True)
class Deal:
    """One tray as played at a table: the round, table, the two pairs and its trick score."""

    round: int
    table: int
    ns: str
    ew: str
    tray: int
    side: int
    points: int


@dataclass(frozen=True)
class RoundBonus:
    """One round at one table: its pairs, its trays' trick scores and the bonus earned."""

    round: int
    table: int
    ns: str
    ew: str
    trays: tuple[int, ...]
    bonus: to_the_score.Bonus

    def of(self, label: str) -> int:
        """The bonus ``label`` earned here (0 if it did not play here)."""
        if label == self.ns:
            return self.bonus.points[0]
        return self.bonus.points[1] if label == self.ew else 0

    def opponent(self, label: str) -> str:
        return self.ew if label == self.ns else self.ns

    def words(self, label: str) -> Said:
        """The working as the score card prints it, from ``label``'s side."""
        own, other = (0, 1) if label == self.ns else (1, 0)
        values = {
            "Trays": TRAYS_TITLE,
            "trays": ", ".join(str(t) for t in self.trays),
            "mine": self.bonus.trick_scores[own],
            "theirs": self.bonus.trick_scores[other],
        }
        got = self.bonus.points[own]
        if self.bonus.points == (0, 0):
            return Said(
                "%(Trays)s %(trays)s: trick scores %(mine)s against %(theirs)s: no bonus", **values
            )
        if got:
            return Said(
                "%(Trays)s %(trays)s: trick scores %(mine)s against %(theirs)s: +%(got)s",
                got=got,
                **values,
            )
        return Said(
            "%(Trays)s %(trays)s: trick scores %(mine)s against %(theirs)s: the bonus goes to"
            " the adversaries",
            **values,
        )


def round_bonuses(
    deals: Iterable[Deal], method: str, *, game: int = to_the_score.AUCTION_GAME
) -> list[RoundBonus]:
    """Every table's round with its bonus by ``method``, in round and table order; the
    trays of a round are taken in their numbers' order (games are counted as played)."""
    rounds: dict[tuple[int, int, str, str], list[Deal]] = {}
    for d in deals:
        rounds.setdefault((d.round, d.table, d.ns, d.ew), []).append(d)
    out = []
    for (rnd, table, ns, ew), played in sorted(rounds.items()):
        played.sort(key=lambda d: d.tray)
        b = to_the_score.bonus(method, [(d.side, d.points) for d in played], game=game)
        out.append(RoundBonus(rnd, table, ns, ew, tuple(d.tray for d in played), b))
    return out


def totals(bonuses: Sequence[RoundBonus]) -> dict[str, int]:
    """Each pair's bonuses added over the event."""
    out: dict[str, int] = {}
    for r in bonuses:
        out[r.ns] = out.get(r.ns, 0) + r.bonus.points[0]
        out[r.ew] = out.get(r.ew, 0) + r.bonus.points[1]
    return out
