"""The kinds of the source's social and League games, registered by ``kinds`` like the rest.

Kept apart from ``kinds`` so that each system's size rules and options sit beside each other.
"""

from __future__ import annotations

from typing import Any

from movements.kind import Kind, Option, choice, whole, whole_or_auto
from movements.league import league_match
from movements.social import METHODS, WINNERS, mitchell_social


def _social_size(n: int) -> str | None:
    return (
        None
        if n % 4 == 0
        else "needs a multiple of four {size} (two ladies, two gentlemen a table)"
    )


def _social_variants(players: int) -> list[dict[str, Any]]:
    """The regular order, or both of the source's methods for an even number of tables, and
    the regular order in two rooms where half the tables are odd (the winners setting changes
    the prizes, not the movement)."""
    tables = players // 4
    if tables % 2:
        return [{}]
    return [{}, {"method": "skip"}] + ([{"method": "halves"}] if tables % 4 == 2 else [])


SOCIAL = Kind(
    "mitchell-social",
    "players",
    12,
    160,
    "Mitchell's social game: ladies N-E sit, gentlemen S-W move East, trays West",
    (
        Option(
            "method",
            "auto",
            choice(*METHODS),
            "even tables: overplay (first method), skip (second) or, for an odd half, halves "
            "(two rooms in regular order); auto: plain or overplay",
            METHODS,
        ),
        Option("overplay_table", None, whole_or_auto(1), "the first method's table (auto: middle)"),
        Option("boards_per_round", 3, whole(1), "hands each table deals"),
        Option(
            "winners",
            "four",
            choice(*WINNERS),
            "four (best N and E lady, S and W gentleman) or two (best lady and gentleman)",
            WINNERS,
        ),
    ),
    mitchell_social,
    _social_variants,
    _social_size,
    "individuals",
)

LEAGUE = Kind(
    "league-match",
    "players",
    8,
    80,
    "a League team match: A B C D against W X Y Z, positions changed every set",
    (
        Option(
            "league",
            "yes",
            choice("yes", "no"),
            "a League match of four a side plays six sets; others the 1st, 3rd and 5th",
            ("yes", "no"),
        ),
        Option(
            "boards_per_round", None, whole_or_auto(2), "hands a set (auto: 4 for six, 8 for three)"
        ),
        Option(
            "sittings", None, whole_or_auto(1), "afternoon and night: 2 (auto: 2 in the League)"
        ),
    ),
    league_match,
    lambda n: [{}, {"sittings": 1}, {"league": "no"}] if n == 8 else [{}],
    lambda n: None if n % 8 == 0 else "needs a multiple of eight {size} (fours on each side)",
    "individuals",
)

SOCIAL_KINDS = (SOCIAL, LEAGUE)
