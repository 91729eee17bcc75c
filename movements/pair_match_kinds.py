"""The catalogue's entries for pair against pair (``movements.pair_matches``), registered by
``movements.kinds`` beside the others."""

from __future__ import annotations

from typing import Any

from movements.kind import Kind, Option, whole
from movements.pair_matches import FOUR_PAIRS_KIND, SIX_PAIRS_KIND, four_pairs, six_pairs
from movements.types import Movement


def _four(size: int, **options: Any) -> Movement:
    return four_pairs(**options)


def _six(size: int, **options: Any) -> Movement:
    return six_pairs(**options)


PAIR_MATCH_KINDS = (
    Kind(
        FOUR_PAIRS_KIND,
        "pairs",
        4,
        4,
        "four pairs at two tables, pair against pair: three sets, a match on each set's cards",
        (Option("boards_per_round", 8, whole(2), "hands a set (even: each table deals half)"),),
        _four,
        lambda n: [{}, {"boards_per_round": 4}],
    ),
    Kind(
        SIX_PAIRS_KIND,
        "pairs",
        6,
        6,
        "Foster's six pairs: three tables, the third half the time, matches and a final",
        (Option("boards_per_round", 2, whole(2), "hands a match (even: tables 1 and 2 share)"),),
        _six,
        lambda n: [{}, {"boards_per_round": 4}],
    ),
)
