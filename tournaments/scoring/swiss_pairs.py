"""Swiss pairs: each match's Butler IMPs converted to victory points, the VPs summed.

The rule (as clubs score Swiss pairs with a datum: EBUScore's Swiss pairs scorer, the
Cambridge club's "Cross-IMP scoring: new options for the scoring of Swiss pairs", which
describes Butler datum scoring as the usual one, and the EBU's forum thread "VP scales in
Swiss pairs": "we convert the resultant total imp score to VPs"):

1. Every table of a match plays the same deals, so each tray is IMPed against its datum
   across the whole field (``imp_pairs``' Butler, under the event's rules).
2. A pair's match total is the sum of its Butler IMPs on the match's trays; that total is
   the match's IMP margin for the pair (the opponents' total is its negative unless a ruling
   did not balance: each side is converted from its own).  A total with a fraction (a
   weighted ruling) is rounded to the nearest whole IMP, a half away from nought.
3. The margin becomes VPs on the event's scale for a match of its trays (WBF continuous
   20-point, or a stated ACBL scale); a pair's VPs add up over the matches, a bye scores the
   stated VPs, and the pairs are placed by VPs (equal VPs share a place).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from decimal import Decimal
from fractions import Fraction

from said import Said

from .explain import figure
from .imp_pairs import ImpLine
from .ranking import rank
from .victory import vps, whole_imps

__all__ = ["PairMatch", "SwissStanding", "match_vps", "swiss_standings", "whole_imps"]


@dataclass(frozen=True)
class PairMatch:
    number: int
    home: str  # North-South at the match's table
    away: str
    trays: int
    home_imps: Fraction
    away_imps: Fraction
    home_vps: Decimal
    away_vps: Decimal

    def side(self, pair: str) -> tuple[str, Fraction, Decimal]:
        """(Opponents, the pair's IMPs, the pair's VPs)."""
        if pair == self.home:
            return self.away, self.home_imps, self.home_vps
        return self.home, self.away_imps, self.away_vps


@dataclass(frozen=True)
class SwissStanding:
    entrant: str
    matches: int
    imps: Fraction
    vps: Decimal
    byes: int
    place: str
    working: str


def match_vps(
    lines: Iterable[tuple[int, ImpLine]], *, trays: int, scale: str = "wbf"
) -> list[PairMatch]:
    """The matches of ``(match number, IMPed line)``: each pair's IMPs and VPs, a match
    counted over ``trays`` (the match's length, by which the scale is read)."""
    sums: dict[tuple[int, str, str], list[Fraction]] = {}
    for number, line in lines:
        r = line.result
        got = sums.setdefault((number, r.ns, r.ew), [Fraction(0), Fraction(0)])
        if line.ns is not None:
            got[0] += Fraction(line.ns)
        if line.ew is not None:
            got[1] += Fraction(line.ew)
    out = []
    for (number, home, away), (home_imps, away_imps) in sorted(sums.items()):
        home_vps = vps(home_imps, trays, scale)[0]
        away_vps = vps(away_imps, trays, scale)[0]
        out.append(PairMatch(number, home, away, trays, home_imps, away_imps, home_vps, away_vps))
    return out


def swiss_standings(
    matches: Sequence[PairMatch], byes: Mapping[str, int], bye_vps: int
) -> list[SwissStanding]:
    """Each pair's matches, IMPs and VPs (its byes' VPs included), best first."""
    said: dict[str, list[str]] = {}
    imps: dict[str, Fraction] = {}
    points: dict[str, Decimal] = {}
    for match in matches:
        for pair in (match.home, match.away):
            other, got, vp = match.side(pair)
            said.setdefault(pair, []).append(
                str(
                    Said(
                        "match %(number)s v %(other)s: %(imps)s IMPs, %(vps)s VPs",
                        number=match.number,
                        other=other,
                        imps=_signed(got),
                        vps=vp,
                    )
                )
            )
            imps[pair] = imps.get(pair, Fraction(0)) + got
            points[pair] = points.get(pair, Decimal(0)) + vp
    for pair, count in byes.items():
        said.setdefault(pair, []).append(
            str(
                Said("1 bye, %(vps)s VPs", vps=bye_vps)
                if count == 1
                else Said("%(count)s byes, %(vps)s VPs", count=count, vps=bye_vps)
            )
        )
        imps.setdefault(pair, Fraction(0))
        points[pair] = points.get(pair, Decimal(0)) + bye_vps * count
    out = []
    for p in rank(list(points.items())):
        pair = p.entrant
        played = sum(1 for match in matches if pair in (match.home, match.away))
        total = str(Said("total %(vps)s VPs", vps=points[pair]))
        working = "; ".join([*said[pair], total])
        out.append(
            SwissStanding(
                pair, played, imps[pair], points[pair], byes.get(pair, 0), p.label, working
            )
        )
    return out


def _signed(value: Fraction) -> str:
    text = figure(value)
    return text if text.startswith("-") or value == 0 else f"+{text}"
