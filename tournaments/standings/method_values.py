"""Pairs scored on total points, pair against pair or as a Swiss in victory points, read as
plain values (``pairs_values.FromValues``, which says why) instead of model rows.

These methods read more of each result while scoring than the match points do (a Swiss its
rounds, total points its contracts and scores), so every result is made from its values at
once (``FromValues.results``), a few plain objects a result instead of the row path's seven
model instances; the scoring, standings, cards and travellers are each method's own class,
inherited, so the figures and pages are those of the row path, value for value
(tests/web/standings/test_method_values.py compares both, pages rendered).
"""

from __future__ import annotations

from tournaments.standings.pair_matches import PairMatchScores
from tournaments.standings.pairs_values import FromValues
from tournaments.standings.points_pairs import PointsPairsScores
from tournaments.standings.swiss_pairs import SwissPairsScores


class PointsPairsFromValues(FromValues, PointsPairsScores):
    """Pairs on total points (and bonuses to the score) from values."""


class PairMatchesFromValues(FromValues, PairMatchScores):
    """Whist pairs scored pair against pair from values."""


class SwissPairsFromValues(FromValues, SwissPairsScores):
    """A Swiss of pairs in victory points from values."""


__all__ = ["PairMatchesFromValues", "PointsPairsFromValues", "SwissPairsFromValues"]
