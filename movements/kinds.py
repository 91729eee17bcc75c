"""The movement kinds the catalogue offers: size parameter, range, options and builder.

This is the one module that knows every generator: it imports them all and registers each
kind in ``KINDS``.  The generators import nothing from here (nor from the catalogue), so the
dependency runs one way: catalogue -> kinds -> generators -> types.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from movements.bowman import bowman
from movements.compass import compass
from movements.hesitation import hesitation
from movements.howell import howell
from movements.individual import married_couples, safford
from movements.individual_sitout import individual, individual_size_ok
from movements.kind import (
    BOARDS,
    ROUNDS,
    CatalogueError,
    Kind,
    Option,
    choice,
    one_variant,
    whole,
    whole_or_auto,
)
from movements.kinds_copies import BAROMETER, SCRAMBLED
from movements.kinds_halftable import HALF_TABLE_KINDS
from movements.kinds_social import SOCIAL_KINDS
from movements.memory_kinds import MEMORY_KINDS
from movements.mitchell import mitchell
from movements.pair_match_kinds import PAIR_MATCH_KINDS
from movements.pivot import PIVOT_KIND
from movements.progressive import progressive
from movements.sizes import (
    even_only,
    missing_pair_ok,
    odd_only,
    three_quarter_rounds,
)
from movements.swiss import swiss_pairs, swiss_teams
from movements.teams import club_match, gilman_teams, howell_teams, team_match, team_round_robin
from movements.types import Movement


def _mitchell_variants(t: int) -> list[dict[str, Any]]:
    out = []
    for v in ("standard",) if t % 2 else ("skip", "relay"):
        for arrow in (0, "auto"):
            out.append({"variant": v, "arrow_switch_rounds": arrow})
            if missing_pair_ok(t, v):
                out.append({"variant": v, "arrow_switch_rounds": arrow, "pairs": 2 * t - 1})
    return out


def _compass_variants(t: int) -> list[dict[str, Any]]:
    forms = ("relay",) if t == 2 else (("standard",) if t % 2 else ("skip", "relay"))
    out: list[dict[str, Any]] = []
    for v in forms:
        out.append({"variant": "auto" if v == "standard" else v})
        if missing_pair_ok(t, v):
            out.append({"variant": "auto" if v == "standard" else v, "pairs": 2 * t - 1})
    return out


def _howell_variants(p: int) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = [{}]
    reduced = three_quarter_rounds(p)
    if reduced:
        out.append({"rounds": reduced})
    return out


def _sizeless(build: Callable[..., Movement]) -> Callable[..., Movement]:
    """A builder for a kind of one size only, whose generator takes no size argument."""

    def build_at(size: int, **o: Any) -> Movement:
        return build(**o)

    return build_at


KINDS: dict[str, Kind] = {}


def _register(kind: Kind) -> None:
    KINDS[kind.name] = kind


_register(
    Kind(
        "mitchell",
        "tables",
        3,
        40,
        "N-S stationary, E-W up one table, trays down one; skip or share-and-relay for even tables",
        (
            Option(
                "variant",
                "auto",
                choice("auto", "standard", "skip", "relay"),
                "auto: standard for odd tables, skip for even",
                ("auto", "standard", "skip", "relay"),
            ),
            Option(
                "arrow_switch_rounds",
                0,
                whole_or_auto(0),
                "last K rounds arrow-switched for one winner (auto: the most even count, maybe none)",
            ),
            BOARDS,
            ROUNDS,
            Option("pairs", None, whole_or_auto(1), "number of pairs: 2T, or 2T-1 (a sit-out)"),
        ),
        mitchell,
        _mitchell_variants,
    )
)
_ONE_FIELD_SWITCH = Option(
    "arrow_switch_rounds",
    None,
    whole_or_auto(0),
    "last K rounds arrow-switched (auto: the most even count)",
)
_MISSING_PAIR = Option("pairs", None, whole_or_auto(1), "number of pairs: 2T, or 2T-1 (a sit-out)")
_register(
    Kind(
        "hesitation",
        "tables",
        3,
        25,
        "web Mitchell: one round more than tables, the moving pairs play both ways: one winner",
        (BOARDS, _ONE_FIELD_SWITCH, _MISSING_PAIR),
        hesitation,
        lambda t: [{}, {"pairs": 2 * t - 1}],
    )
)
_register(
    Kind(
        "bowman",
        "tables",
        7,
        31,
        "appendix Mitchell: two tables more than sets (27 boards at 11 tables), one winner",
        (BOARDS, _ONE_FIELD_SWITCH, _MISSING_PAIR),
        bowman,
        lambda t: [{}, {"pairs": 2 * t - 1}],
        odd_only,
    )
)
_register(SCRAMBLED)
_register(BAROMETER)
_register(
    Kind(
        "howell",
        "pairs",
        4,
        60,
        "every pair meets every other once (one winner); odd counts sit out; reduced by rounds",
        (BOARDS, ROUNDS),
        howell,
        _howell_variants,
    )
)
_register(
    Kind(
        "individual",
        "players",
        8,
        48,
        "partners every other once (4n, 4n+1); other sizes: sit-outs, partners at most once",
        (BOARDS, ROUNDS),
        individual,
        one_variant({}),
        individual_size_ok,
        "individuals",
    )
)
_register(
    Kind(
        "safford",
        "players",
        8,
        8,
        "Safford's eight players at two tables: partners once, opponents twice",
        (),  # the schedule fixes its deals: the source's layout, not a choice
        _sizeless(safford),
        one_variant({}),
        form="individuals",
    )
)
_register(
    Kind(
        "married-couples",
        "players",
        16,
        16,
        "Safford's married couples: eight couples, husband and wife never in the same half",
        (),  # the schedule fixes its deals: the source's layout, not a choice
        _sizeless(married_couples),
        one_variant({}),
        form="individuals",
    )
)
for _memory in MEMORY_KINDS:  # the one-table games: movements/memory_kinds.py
    _register(_memory)
for _matched in PAIR_MATCH_KINDS:  # pair against pair: movements/pair_match_kinds.py
    _register(_matched)
_register(
    Kind(
        "compass",
        "tables",
        2,
        40,
        "compass whist: N-S sit, E-W move down one table, trays as a Mitchell (trick averages)",
        (
            Option(
                "variant",
                "auto",
                choice("auto", "skip", "relay"),
                "auto: standard for odd tables, skip for even, relay for two",
                ("auto", "skip", "relay"),
            ),
            BOARDS,
            ROUNDS,
            Option("pairs", None, whole_or_auto(1), "number of pairs: 2T, or 2T-1 (a sit-out)"),
        ),
        compass,
        _compass_variants,
    )
)
_MOVE = Option(
    "move",
    "trays",
    choice("trays", "players"),
    "overplay by exchanging trays or by the fours changing places",
    ("trays", "players"),
)
_EVEN_ROUNDS = Option("rounds", 2, whole(2), "rounds: deal and overplay count separately (even)")
_register(
    Kind(
        "team-match",
        "teams",
        2,
        2,
        "a team-of-four match at two tables: each deals, then the tables exchange trays",
        (Option("boards_per_round", 4, whole(1), "trays dealt at each table"), _EVEN_ROUNDS, _MOVE),
        _sizeless(team_match),
        lambda n: [{}, {"move": "players"}, {"rounds": 4}],
        form="teams",
    )
)
_register(
    Kind(
        "club-match",
        "tables",
        2,
        40,
        "club against club: tables in sets of two exchange trays after each deal",
        (Option("boards_per_round", 4, whole(1), "trays dealt at each table"), _EVEN_ROUNDS, _MOVE),
        club_match,
        lambda n: [{}, {"move": "players"}],
        even_only,
        "teams",
    )
)
_register(
    Kind(
        "howell-teams",
        "teams",
        3,
        25,
        "Howell's system for an odd number of teams: every team meets every other in one match",
        (Option("boards_per_round", 4, whole(1), "deals a set"),),
        howell_teams,
        one_variant({}),
        odd_only,
        "teams",
    )
)
_register(
    Kind(
        "gilman-teams",
        "teams",
        2,
        26,
        "Gilman's method: N-S stay, E-W move two tables (odd) or round two rows (even)",
        (Option("boards_per_round", None, whole_or_auto(1), "deals a set (auto: 4 odd, 3 even)"),),
        gilman_teams,
        one_variant({}),
        form="teams",
    )
)
_register(
    Kind(
        "team-round-robin",
        "teams",
        2,
        26,
        "every team plays every other one match of two exchanges (odd: one sits out each match)",
        (Option("boards_per_round", 4, whole(1), "trays dealt at each table"),),
        team_round_robin,
        one_variant({}),
        form="teams",
    )
)


def _draws(value: Any) -> list[list[list[str]]]:
    """Matches drawn so far: a list of matches, each a list of [home, visitors] labels (JSON
    text on the command line).  Whether they fit the field is the builder's check."""
    if isinstance(value, str):
        try:
            value = json.loads(value)
        except json.JSONDecodeError:
            raise CatalogueError("draws is JSON: [[[home, visitors], ...], ...]") from None
    if not isinstance(value, list | tuple) or not all(
        isinstance(d, list | tuple) and all(isinstance(p, list | tuple) and len(p) == 2 for p in d)
        for d in value
    ):
        raise CatalogueError("draws is a list of matches, each a list of [home, visitors]")
    return [[[str(x) for x in p] for p in d] for d in value]


def _swiss_options(boards: int) -> tuple[Option, ...]:
    return (
        Option("matches", None, whole_or_auto(1), "matches (auto: 6, or one fewer than the field)"),
        Option("boards_per_round", boards, whole(1), "trays a table plays in a round"),
        Option("bye_vps", 12, whole(0, 30), "VPs a bye scores (odd fields)"),
        Option("draws", None, _draws, "matches drawn so far (auto: match 1 by seeding)"),
    )


_register(
    Kind(
        "swiss-teams",
        "teams",
        4,
        26,
        "Swiss teams: each match drawn from the VPs so far, no repeat meeting (odd: a bye)",
        _swiss_options(4),
        swiss_teams,
        one_variant({}, {"matches": 3}),
        form="teams",
    )
)
_register(
    Kind(
        "swiss-pairs",
        "pairs",
        4,
        80,
        "Swiss pairs: each match drawn from the VPs so far, no repeat meeting (odd: a bye)",
        _swiss_options(6),
        swiss_pairs,
        one_variant({}, {"matches": 3}),
    )
)
_register(
    Kind(
        "progressive",
        "tables",
        2,
        40,
        "progressive party: numbered tables from head to booby, positions drawn (first round)",
        (
            Option(
                "groups",
                "one",
                choice("one", "two"),
                "one group, or ladies and gentlemen",
                ("one", "two"),
            ),
            Option("seed", 0, whole(0), "seed of the draw (the same seed, the same seating)"),
        ),
        progressive,
        lambda n: [{}, {"groups": "two"}],
        form="progressive",
    )
)
for _kind in (*SOCIAL_KINDS, PIVOT_KIND, *HALF_TABLE_KINDS):
    _register(_kind)
