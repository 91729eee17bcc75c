"""Trick totals against the average worked from their definition, slowly and plainly: the
oracle the product's trick totals (``tournaments.scoring.tricks``: as columns and line by
line) are compared with on random fields.

A side's score is NS's tricks at whist (EW took 13 minus them) or NS's points at bridge (EW's
are their negation).  One field: on each tray a side is measured against the average of the
scores made in its direction with the same cards, and the differences are added up.  Two
fields: an entrant's total against the average total of its field.  Table scores only.
"""

from __future__ import annotations

from fractions import Fraction

from tournaments.scoring.types import Result


def sides(result: Result, game: str) -> tuple[int, int]:
    """NS's and EW's scores on the line."""
    ew = 13 - result.score if game == "whist" else -result.score
    return result.score, ew


def reference(results: list[Result], game: str, fields=None) -> dict[str, tuple]:
    """Each entrant's (own total, exact difference from the average)."""
    own: dict[str, Fraction] = {}
    against: dict[str, Fraction] = {}
    for r in results:
        on_tray = [sides(other, game) for other in results if other.tray == r.tray]
        ns_average = Fraction(sum(ns for ns, _ in on_tray), len(on_tray))
        ew_average = Fraction(sum(ew for _, ew in on_tray), len(on_tray))
        ns, ew = sides(r, game)
        for who, score, average in ((r.ns, ns, ns_average), (r.ew, ew, ew_average)):
            own[who] = own.get(who, Fraction(0)) + score
            against[who] = against.get(who, Fraction(0)) + score - average
    if fields is None:
        return {who: (own[who], against[who]) for who in own}
    out = {}
    for who in own:
        field = [other for other in own if fields[other] == fields[who]]
        average = sum(own[other] for other in field) / len(field)
        out[who] = (own[who], own[who] - average)
    return out
