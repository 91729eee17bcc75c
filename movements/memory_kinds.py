"""The catalogue's entries for the one-table games (``movements.memory``), registered by
``movements.kinds`` beside the others."""

from __future__ import annotations

from typing import Any

from movements.kind import Kind, Option, choice, whole, whole_or_auto
from movements.memory import memory_individuals, memory_pairs
from movements.mnemonic import mnemonic
from movements.types import Movement


def _pairs(size: int, **options: Any) -> Movement:
    return memory_pairs(**options)


def _individuals(size: int, **options: Any) -> Movement:
    return memory_individuals(**options)


MEMORY_KINDS = (
    Kind(
        "memory",
        "pairs",
        2,
        2,
        "memory duplicate: two pairs at one table, each batch dealt, then overplayed turned",
        (
            Option("boards_per_round", 8, whole(1), "trays dealt before they are overplayed"),
            Option("rounds", 2, whole(2), "rounds: deal and overplay count separately (even)"),
        ),
        _pairs,
        lambda n: [{}, {"rounds": 4, "boards_per_round": 4}],
    ),
    Kind(
        "memory-individual",
        "players",
        4,
        4,
        "memory duplicate: four players at one table, South sits, the others rotate",
        (Option("boards_per_round", 4, whole(1), "trays dealt in each position"),),
        _individuals,
        lambda n: [{}],
        form="individuals",
    ),
    Kind(
        "mnemonic",
        "pairs",
        4,
        20,
        "mnemonic duplicate: a Howell or Mitchell played up and back, the hands exchanged",
        (
            Option(
                "base",
                "howell",
                choice("howell", "mitchell"),
                "the schedule played twice (Mitchell: even pairs, 6 up)",
                ("howell", "mitchell"),
            ),
            Option("boards_per_round", None, whole_or_auto(1), "trays a round (auto: 2)"),
            Option("rounds", None, whole_or_auto(1), "rounds of the schedule, before the replay"),
        ),
        mnemonic,
        lambda n: [{}] + ([{"base": "mitchell"}] if n % 2 == 0 and n >= 6 else []),
    ),
)
