"""Places with ties shared: a standings table must never break a tie silently.

Competition ranking ("1, 2=, 2=, 4"): entrants with equal scores share the place and
the next place is skipped.  A tie-break, where a method has one (tricks in a team
series, a fraction in compass whist, the progressive cut), is the caller's business:
it is applied by ranking on a key that includes it, so that the reason a tie was split
is always visible in the data handed in, never hidden in here.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass
from decimal import Decimal
from fractions import Fraction
from functools import lru_cache
from operator import itemgetter
from typing import Any

from said import Said

__all__ = ["Placing", "rank", "rank_fields", "natural_key"]


@dataclass(frozen=True)
class Placing:
    """One entrant's place.  ``label`` is what a results sheet prints: "1" or "3="."""

    entrant: str
    score: Any
    place: int
    tied: bool
    label: str


_DIGITS = re.compile(r"(\d+)")


@lru_cache(maxsize=1 << 16)
def natural_key(label: str) -> tuple[tuple[int, int, str], ...]:
    """Sort key for entrant labels so that "2" comes before "10" and "3NS" before "3EW"-like text.

    Kept for the labels seen last: a field of thousands is ranked on every change.
    """
    parts = _DIGITS.split(str(label))
    return tuple((0, int(p), "") if p.isdigit() else (1, 0, p) for p in parts if p != "")


def _exact(value: Any) -> Any:
    """Compare floats and Decimals exactly as the number they hold (0.1 + 0.2 is not 0.3)."""
    if isinstance(value, float | Decimal):
        return Fraction(value)
    return value


def _sort_key(keyed: list[tuple[Any, str, Any]]) -> Callable[[tuple[Any, str, Any]], Any]:
    """The exact order of the scores, fast: Fractions and ints (a field of thousands of
    percentages) are ordered by their float first and exactly only where two floats are
    equal.  Rounding to a float never reverses two numbers, so the order is exact."""
    exact = itemgetter(0)
    if not all(type(k) in (int, Fraction) for k, _, _ in keyed):
        return exact
    try:
        for k, _, _ in keyed:
            float(k)
    except OverflowError:  # a number past a float's range: exactly only
        return exact
    return lambda item: (float(item[0]), item[0])


# Whole-number keys past this many bits are left to the exact comparison of Fractions.
_WHOLE_BITS = 256


def _whole_keys(keys: Sequence[Any]) -> list[Any] | None:
    """The keys as whole numbers in the same order, ties and all, or None.

    Each score (or each place of a tuple of scores) is multiplied by the least common multiple
    of its denominators across the field, which keeps every order and every equality, so the
    sort and the ties compare integers, not Fractions (the trick totals' standings rank
    (plus or minus, the exact figure) pairs, a Fraction each).  Only ints and Fractions, and
    tuples of them of one length, are so scaled; None for anything else, or for a common
    denominator past ``_WHOLE_BITS`` bits (a field of unrelated denominators).
    """
    if not keys:
        return None
    tuples = type(keys[0]) is tuple
    if tuples:
        width = len(keys[0])
        if not all(type(k) is tuple and len(k) == width for k in keys):
            return None
        columns: Sequence[Sequence[Any]] = list(zip(*keys, strict=True))
    else:
        columns = [keys]
    scaled = []
    for column in columns:
        if not all(type(v) is int or type(v) is Fraction for v in column):
            return None
        common = math.lcm(*{v.denominator for v in column})
        if common.bit_length() > _WHOLE_BITS:
            return None
        scaled.append([v.numerator * (common // v.denominator) for v in column])
    return list(zip(*scaled, strict=True)) if tuples else scaled[0]


def rank(scores: Sequence[tuple[str, Any]], *, higher_is_better: bool = True) -> list[Placing]:
    """Place entrants by score; equal scores share a place ("3=") and the next place is skipped.

    Scores may be ints, floats, Decimals, Fractions, or tuples of them (a score with its
    tie-breaks, compared in order).  Within a tie the list is ordered by entrant label, for a
    stable printout; the place itself is shared.  An entrant listed twice is an error.
    """
    seen: set[str] = set()
    for entrant, _ in scores:
        if entrant in seen:
            raise ValueError(Said("entrant %(entrant)s is ranked twice", entrant=repr(entrant)))
        seen.add(entrant)

    def key(score: Any) -> Any:
        if isinstance(score, tuple):
            return tuple(_exact(s) for s in score)
        return _exact(score)

    keyed = sorted(
        ((key(score), entrant, score) for entrant, score in scores),
        key=lambda item: natural_key(item[1]),
    )
    whole = _whole_keys([k for k, _, _ in keyed])
    if whole is not None:
        keyed = [(w, entrant, score) for w, (_, entrant, score) in zip(whole, keyed, strict=True)]
        keyed.sort(key=itemgetter(0), reverse=higher_is_better)
    else:
        keyed.sort(key=_sort_key(keyed), reverse=higher_is_better)
    placings: list[Placing] = []
    i = 0
    while i < len(keyed):
        j = i
        while j + 1 < len(keyed) and keyed[j + 1][0] == keyed[i][0]:
            j += 1
        tied = j > i
        place = i + 1
        label = f"{place}=" if tied else str(place)
        for _, entrant, score in keyed[i : j + 1]:
            placings.append(Placing(entrant, score, place, tied, label))
        i = j + 1
    return placings


def rank_fields(
    scores: Sequence[tuple[str, Any]],
    fields: Mapping[str, Hashable] | None,
    *,
    higher_is_better: bool = True,
) -> dict[str, Placing]:
    """Rank each field on its own (two winners for a Mitchell: NS and EW); None means one field."""
    groups: dict[Hashable, list[tuple[str, Any]]] = {}
    for entrant, score in scores:
        field = fields.get(entrant, "") if fields else ""
        groups.setdefault(field, []).append((entrant, score))
    placed: dict[str, Placing] = {}
    for members in groups.values():
        for placing in rank(members, higher_is_better=higher_is_better):
            placed[placing.entrant] = placing
    return placed
