"""Individual contests: Safford's top-loss scoring and match points for individual movements.

Safford: each player adds up the tricks taken in each set (the hands a group of tables plays
between changes of position) and is compared with the player in the same position (N, E, S or
W) at the other table(s) of the set.  "Call the top score zero, and charge all players with the
loss of as many tricks as their total is short of the top score"; the fewest tricks lost wins.

Match points: the deal is match-pointed as a pairs event between the partnerships that held each
side, and every player takes its side's match points; one field, one winner.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from fractions import Fraction

from movements.types import Direction, Seat
from said import Said

from .explain import CardLine, figure
from .matchpoints import MP, PairsReport, normal, score_matchpoints, share
from .ranking import Placing, rank
from .rules import DEFAULT_RULES, Rules
from .types import Adjustment, Result

__all__ = [
    "IndividualResult",
    "SetLoss",
    "LossStanding",
    "TopLossReport",
    "PlayerStanding",
    "IndividualReport",
    "score_top_loss",
    "score_individual_matchpoints",
    "from_pair_labels",
]

SEATS = ("N", "E", "S", "W")
# A table of a round, (round, table); a seat of a set at one table, (set, seat, table).
TableKey = tuple[int | None, int | None]
# A set of trays played at tables of one round: the round (None when not known) and its lowest tray.
SetName = tuple[int | None, int]
SeatKey = tuple[SetName, str, int]


@dataclass(frozen=True)
class IndividualResult:
    """One table's result on one tray with the four players named; ``score`` is NS tricks."""

    tray: int
    north: str
    east: str
    south: str
    west: str
    score: int | None
    adjustment: Adjustment | None = None
    round: int | None = None
    table: int | None = None

    def __post_init__(self) -> None:
        if len({self.north, self.east, self.south, self.west}) != 4:
            raise ValueError(
                Said("tray %(tray)s: four different players are needed at a table", tray=self.tray)
            )
        replaced = self.adjustment is not None and self.adjustment.replaces_score
        if (self.score is None) != replaced:
            raise ValueError(
                Said(
                    "tray %(tray)s: give either a score or an adjustment, not both", tray=self.tray
                )
            )

    def seat(self, seat: str) -> str:
        return {"N": self.north, "E": self.east, "S": self.south, "W": self.west}[seat]


def from_pair_labels(result: Result, separator: str = "&") -> IndividualResult:
    """Read an individual line written as pairs: ns "b&d" is North b, South d; ew "a&c" East, West."""
    ns = result.ns.split(separator)
    ew = result.ew.split(separator)
    if len(ns) != 2 or len(ew) != 2:
        raise ValueError(
            Said(
                "tray %(tray)s: write individual sides as 'north%(separator)ssouth'",
                tray=result.tray,
                separator=separator,
            )
        )
    return IndividualResult(
        result.tray,
        ns[0].strip(),
        ew[0].strip(),
        ns[1].strip(),
        ew[1].strip(),
        result.score,
        result.adjustment,
        result.round,
        result.table,
    )


@dataclass(frozen=True)
class SetLoss:
    set: SetName
    seat: str
    table: int
    tricks: int
    top: int
    loss: int


@dataclass(frozen=True)
class LossStanding:
    player: str
    loss: int
    place: str
    placing: Placing
    sets: tuple[SetLoss, ...]


@dataclass(frozen=True)
class TopLossReport:
    standings: tuple[LossStanding, ...]

    def card(self, player: str) -> tuple[SetLoss, ...]:
        """The player's sets: tricks, the top score in that position, the loss charged."""
        for standing in self.standings:
            if standing.player == player:
                return standing.sets
        raise KeyError(player)


def score_top_loss(results: Sequence[IndividualResult]) -> TopLossReport:
    """Safford's scoring.  A table's trays in a round form its set, with the other tables of
    that round sharing any of them (the round and the set's lowest tray name it).  Every result needs its
    ``table``; artificial scores have no place in a trick comparison and are refused.
    """
    trays_at: dict[TableKey, set[int]] = defaultdict(set)
    for r in results:
        if r.score is None:
            raise ValueError(
                Said("tray %(tray)s: top-loss scoring compares tricks; no adjustments", tray=r.tray)
            )
        if r.table is None:
            raise ValueError(
                Said("tray %(tray)s: top-loss scoring needs the table of every result", tray=r.tray)
            )
        trays_at[(r.round, r.table)].add(r.tray)

    sets = _sets_by_shared_trays(trays_at)

    tricks: dict[SeatKey, int] = defaultdict(int)
    holder: dict[SeatKey, str] = {}
    played: dict[tuple[SetName, int], set[int]] = defaultdict(set)
    for r in results:
        assert r.score is not None and r.table is not None  # both checked in the pass above
        key_set = sets[(r.round, r.table)]
        for seat in SEATS:
            key = (key_set, seat, r.table)
            player = holder.setdefault(key, r.seat(seat))
            if player != r.seat(seat):
                raise ValueError(
                    Said(
                        "set %(key_set)s: table %(table)s %(seat)s changed player mid-set",
                        key_set=key_set,
                        table=r.table,
                        seat=seat,
                    )
                )
            tricks[key] += r.score if Seat(seat).direction is Direction.NS else 13 - r.score
            played[(key_set, r.table)].add(r.tray)
    return TopLossReport(_losses(tricks, holder, played))


def _sets_by_shared_trays(trays_at: dict[TableKey, set[int]]) -> dict[TableKey, SetName]:
    """Tables of one round that share any tray form one set, named (round, its lowest tray)."""
    out: dict[TableKey, SetName] = {}
    for key in sorted(trays_at, key=repr):
        members, trays = {key}, set(trays_at[key])
        grew = True
        while grew:
            grew = False
            for other, its in trays_at.items():
                if other not in members and other[0] == key[0] and its & trays:
                    members.add(other)
                    trays |= its
                    grew = True
        for member in members:
            out[member] = (key[0], min(trays))
    return out


def _losses(
    tricks: dict[SeatKey, int],
    holder: dict[SeatKey, str],
    played: dict[tuple[SetName, int], set[int]],
) -> tuple[LossStanding, ...]:
    by_position: dict[tuple[SetName, str], list[SeatKey]] = defaultdict(list)
    for key in tricks:
        by_position[key[:2]].append(key)
    charged: dict[str, list[SetLoss]] = defaultdict(list)
    for (key_set, seat), keys in by_position.items():
        if len({frozenset(played[(key_set, k[2])]) for k in keys}) > 1:
            raise ValueError(
                Said("set %(key_set)s: its tables did not play the same trays", key_set=key_set)
            )
        if len(keys) < 2:
            raise ValueError(
                Said("set %(key_set)s: one table only, nothing to compare with", key_set=key_set)
            )
        top = max(tricks[k] for k in keys)
        for k in keys:
            charged[holder[k]].append(SetLoss(key_set, seat, k[2], tricks[k], top, top - tricks[k]))
    totals = [(player, sum(s.loss for s in lost)) for player, lost in charged.items()]
    return tuple(
        LossStanding(p.entrant, p.score, p.label, p, tuple(charged[p.entrant]))
        for p in rank(totals, higher_is_better=False)
    )


@dataclass(frozen=True)
class PlayerStanding:
    """A player's line; ``placing`` None (no place) when no tray of the player was scored."""

    player: str
    total: Fraction
    maximum: int
    percentage: Fraction | None
    place: str
    trays: int
    placing: Placing | None
    event_maximum: int = 0
    scaled: bool = False

    @property
    def scaled_total(self) -> Fraction | None:
        return self.total * self.event_maximum / self.maximum if self.maximum else None

    @property
    def shown_total(self) -> Fraction:
        """The total as the rules print it (scaled to the most trays played, or as is)."""
        if self.scaled and self.maximum and self.event_maximum:
            return self.total * self.event_maximum / self.maximum
        return self.total


@dataclass(frozen=True)
class IndividualReport:
    pairs: PairsReport
    standings: tuple[PlayerStanding, ...]
    sides: dict[tuple[int, str], tuple[str, str]]
    awards: dict[tuple[int, str], tuple[MP, str]] = field(default_factory=dict)

    def card(self, player: str) -> list[CardLine]:
        """The player's trays: the card of the partnership it sat in on each tray (a named
        average under session rules is the player's own, see ``score_individual_matchpoints``)."""
        out: list[CardLine] = []
        for line in self.pairs.lines:
            for label in (line.result.ns, line.result.ew):
                if player in self.sides.get((line.result.tray, label), ()):
                    for c in self.pairs.card(label):
                        if c.tray != line.result.tray:
                            continue
                        award = self.awards.get((c.tray, player))
                        if award is not None:
                            c = replace(c, mp=award[0], counted=award[0], explanation=award[1])
                        out.append(c)
        return out


def score_individual_matchpoints(
    results: Sequence[IndividualResult],
    *,
    rules: Rules | None = None,
    scale: int | None = None,
    factor: bool | None = None,
    overplayed: bool = False,
) -> IndividualReport:
    """Match-point each tray between its partnerships; each player takes its side's points.

    A partnership lasts a round, so under session rules a named average-plus or -minus is the
    player's own: the better (or worse) of 60% (40%) and the player's percentage on the trays
    it played with a result.  ``overplayed``: memory duplicate, each deal played twice.
    """
    pair_results = []
    sides: dict[tuple[int, str], tuple[str, str]] = {}
    seen: set[tuple[int, int | None, str]] = set()
    for r in results:
        for player in (r.north, r.east, r.south, r.west):
            if (r.tray, r.round, player) in seen:  # memory duplicate: once a round
                raise ValueError(
                    Said(
                        "tray %(tray)s: %(player)s is at two tables",
                        tray=r.tray,
                        player=repr(player),
                    )
                )
            seen.add((r.tray, r.round, player))
        ns, ew = f"{r.north}&{r.south}", f"{r.east}&{r.west}"
        sides[(r.tray, ns)] = (r.north, r.south)
        sides[(r.tray, ew)] = (r.east, r.west)
        pair_results.append(Result(r.tray, ns, ew, r.score, r.adjustment, r.round, r.table))
    rules = (rules or DEFAULT_RULES).with_options(
        scale=scale, factoring=None if factor is None else ("neuberg" if factor else "none")
    )
    fixed = rules.with_options(averages="fixed") if rules.averages == "session" else rules
    report = score_matchpoints(pair_results, rules=fixed, overplayed=overplayed)
    figures = _player_figures(report, sides)
    awards = _session_awards(report, sides, figures) if rules.averages == "session" else {}
    total: dict[str, Fraction] = defaultdict(Fraction)
    maximum: dict[str, int] = defaultdict(int)
    trays: dict[str, int] = defaultdict(int)
    for (tray, _round, player), (mp, top, _artificial) in figures.items():
        total.setdefault(player, Fraction(0))
        if mp is None:
            continue
        award = awards.get((tray, player))
        total[player] += award[0] if award is not None else mp
        maximum[player] += top
        trays[player] += 1
    pct = {p: (total[p] * 100 / maximum[p] if maximum[p] else None) for p in total}
    placed = {p.entrant: p for p in rank([(p, v) for p, v in pct.items() if v is not None])}
    most = max(maximum.values(), default=0)
    scaled = rules.sitout_totals == "factored"
    standings = [
        PlayerStanding(p, total[p], maximum[p], pct[p], placed[p].label if p in placed else "",
                       trays[p], placed.get(p), most, scaled)
        for p in total
    ]  # fmt: skip
    standings.sort(key=lambda s: s.placing.place if s.placing else len(standings) + 1)
    return IndividualReport(report, tuple(standings), sides, awards)


def _player_figures(
    report: PairsReport, sides: dict[tuple[int, str], tuple[str, str]]
) -> dict[tuple[int, int | None, str], tuple[MP | None, int, bool]]:
    """(tray, round, player) -> (match points, top, artificial?) from the partnerships' lines
    (the round tells apart a deal's two plays in memory duplicate)."""
    out: dict[tuple[int, int | None, str], tuple[MP | None, int, bool]] = {}
    for line in report.lines:
        r = line.result
        for side, label in (("NS", r.ns), ("EW", r.ew)):
            for player in sides[(r.tray, label)]:
                out[(r.tray, r.round, player)] = (line.mp(side), line.top, r.artificial)
    return out


def _session_awards(
    report: PairsReport,
    sides: dict[tuple[int, str], tuple[str, str]],
    figures: dict[tuple[int, int | None, str], tuple[MP | None, int, bool]],
) -> dict[tuple[int, str], tuple[MP, str]]:
    """Each player's named average under session rules, with its working."""
    got: dict[str, Fraction] = defaultdict(Fraction)
    most: dict[str, int] = defaultdict(int)
    for (_tray, _round, player), (mp, top, artificial) in figures.items():
        if mp is not None and not artificial:
            got[player] += mp
            most[player] += top
    awards: dict[tuple[int, str], tuple[MP, str]] = {}
    for line in report.lines:
        r = line.result
        if not r.artificial:
            continue
        adjustment = r.adjustment
        assert adjustment is not None  # an artificial score is a ruling's
        for side, label in (("NS", r.ns), ("EW", r.ew)):
            if adjustment.named(side) not in ("+", "-"):
                continue
            for player in sides[(r.tray, label)]:
                session = got[player] * 100 / most[player] if most[player] else None
                pct, said = share(adjustment, side, session, "session")
                mp = normal(Fraction(line.top) * pct / 100)
                said += f": {figure(pct)}% of the top {line.top} = {figure(mp)}"
                awards[(r.tray, player)] = (mp, said)
    return awards
