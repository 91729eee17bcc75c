"""One competition's standings from its sessions, and standings by stratum and by handicap.

A pair that plays both sessions of a championship is ranked on what the sessions add up to:
match-pointed sessions by their percentages averaged by the trays played in each (so a session
of 24 trays weighs twice one of 12), IMP or victory-point sessions by the sum of their totals,
or, with carry-over, each session's percentage weighted as the director sets (a qualifying
session carried at half, say).  Strata rank the same figures within bands of the club's own
rating; a handicap is added to a pair's percentage before it is ranked.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from functools import cached_property

from said import Said

from .ranking import rank_fields

AVERAGE, SUM, CARRY = "average", "sum", "carry"


@dataclass(frozen=True)
class SessionScore:
    """An entry's result in one session: its total, the most it could have had (match
    points; None for IMPs and VPs) and the trays it played."""

    entry: str
    session: int
    total: Fraction
    maximum: int | None
    trays: int
    field: str = ""  # "NS" or "EW" for a two-winner movement: each field is ranked apart

    @cached_property
    def percentage(self) -> Fraction | None:
        """Worked out once (a field of thousands reads it to combine, rank and show)."""
        return None if not self.maximum else Fraction(self.total) * 100 / self.maximum


@dataclass(frozen=True)
class Combined:
    """An entry's place over the whole competition."""

    entry: str
    figure: Fraction  # the percentage (average, carry) or the total (sum)
    sessions: tuple[SessionScore, ...]
    place: str
    trays: int
    field: str = ""


def combine(
    scores: Iterable[SessionScore], how: str, weights: Mapping[int, Fraction] | None = None
) -> list[Combined]:
    """Every entry's overall figure and place, best first; ties share a place ("2=")."""
    if how not in (AVERAGE, SUM, CARRY):
        raise ValueError(
            Said("sessions are combined by average, sum or carry, not %(how)s", how=repr(how))
        )
    by_entry: dict[str, list[SessionScore]] = {}
    for s in scores:
        by_entry.setdefault(s.entry, []).append(s)
    figures = {e: _figure(rows, how, weights or {}) for e, rows in by_entry.items()}
    fields = {e: _field(rows) for e, rows in by_entry.items()}
    placed = rank_fields(list(figures.items()), fields)
    out = [
        Combined(
            e,
            figures[e],
            tuple(sorted(rows, key=lambda r: r.session)),
            placed[e].label,
            sum(r.trays for r in rows),
            fields[e],
        )
        for e, rows in by_entry.items()
    ]
    out.sort(key=lambda c: (c.field != "NS", c.field, placed[c.entry].place, c.entry))
    return out


def _field(rows: Sequence[SessionScore]) -> str:
    """The entry's field: the same in every session, else one field for it."""
    found = {r.field for r in rows}
    return found.pop() if len(found) == 1 else ""


def _figure(rows: Sequence[SessionScore], how: str, weights: Mapping[int, Fraction]) -> Fraction:
    if how == SUM:
        return sum((Fraction(r.total) for r in rows), Fraction(0))
    played = [(r, p) for r in rows for p in [r.percentage] if p is not None]
    if not played:
        return Fraction(0)
    if how == AVERAGE:
        if len(played) == 1:  # one session: its percentage (a national simultaneous field)
            return played[0][1]
        trays = sum(r.trays for r, _ in played)
        return sum((p * r.trays for r, p in played), Fraction(0)) / trays
    weight = {r.session: Fraction(weights.get(r.session, 1)) for r, _ in played}
    total = sum(weight.values(), Fraction(0))
    if total == 0:
        raise ValueError(Said("the carry-over weights of the sessions played add up to nothing"))
    return sum((p * weight[r.session] for r, p in played), Fraction(0)) / total


def stratum_of(rating: int | None, strata: Sequence[tuple[str, int]]) -> str:
    """The highest stratum whose least rating ``rating`` reaches ("" without strata; an
    unrated entry belongs to the lowest stratum)."""
    if not strata:
        return ""
    for letter, least in strata:
        if rating is not None and rating >= least:
            return letter
    return strata[-1][0]


def by_stratum(
    figures: Mapping[str, Fraction],
    ratings: Mapping[str, int | None],
    strata: Iterable[Sequence[str | int]],
    fields: Mapping[str, str] | None = None,
) -> dict[str, list[tuple[str, str]]]:
    """Each stratum's standings as (entry, place): a stratum ranks its own entries and every
    entry of the strata below it, as stratified club events do (stratum A is the whole
    field)."""
    ladder = [(str(letter), int(least)) for letter, least in strata]
    letters = [letter for letter, _ in ladder]
    home = {e: stratum_of(ratings.get(e), ladder) for e in figures}
    out = {}
    for i, letter in enumerate(letters):
        eligible = [(e, f) for e, f in figures.items() if letters.index(home[e]) >= i]
        out[letter] = _ordered(eligible, fields)
    return out


def _ordered(
    scores: list[tuple[str, Fraction]], fields: Mapping[str, str] | None
) -> list[tuple[str, str]]:
    placed = rank_fields(scores, fields)
    order = sorted(
        placed.values(),
        key=lambda p: (
            (fields or {}).get(p.entrant, "") != "NS",
            (fields or {}).get(p.entrant, ""),
            p.place,
            p.entrant,
        ),
    )
    return [(p.entrant, p.label) for p in order]


def with_handicaps(
    percentages: Mapping[str, Fraction],
    handicaps: Mapping[str, Fraction],
    fields: Mapping[str, str] | None = None,
) -> list[tuple[str, Fraction, str]]:
    """(entry, handicapped percentage, place): each percentage plus the entry's handicap,
    ranked (each field apart, with ``fields``), best first."""
    adjusted = {e: Fraction(p) + Fraction(handicaps.get(e, 0)) for e, p in percentages.items()}
    return [(e, adjusted[e], place) for e, place in _ordered(list(adjusted.items()), fields)]
