"""The catalogue's movement kinds: each kind's name, size parameter and range, options,
variants and builder, registered in ``KINDS`` in the order the catalogue lists them.

Start at ``KINDS``: ``catalogue`` reads it (``catalogue.kind(name)``, ``build``, the sizes
and variants it offers).  The vocabulary (``Kind``, ``Option``, the option parsers) is in
``kind``; the generators are in their own modules.  This is the one module that knows every
generator: it imports them all, and they import nothing from here (nor from the catalogue), so
the dependency runs one way: catalogue -> kinds -> generators -> types.

The kinds are registered family by family: Mitchell and its relatives, copies and switched
tables, Howell, individuals, the one-table games, pair against pair, compass whist, teams,
Swiss, the progressive party, the social and League games, pivot, and the half-table Mitchells.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from movements.barometer import barometer
from movements.bowman import bowman
from movements.compass import compass
from movements.halftable import (
    MAX_TABLES,
    bump_mitchell,
    bump_size_problem,
    rover_mitchell,
    rover_size_problem,
)
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
from movements.league import league_match
from movements.memory import memory_individuals, memory_pairs
from movements.mitchell import mitchell
from movements.mnemonic import mnemonic
from movements.pair_matches import FOUR_PAIRS_KIND, SIX_PAIRS_KIND, four_pairs, six_pairs
from movements.pivot import MAX_RUBBERS, pivot
from movements.progressive import MAX_TABLES as PROGRESSIVE_TABLES
from movements.progressive import progressive
from movements.scrambled import scrambled_mitchell
from movements.sizes import (
    even_only,
    missing_pair_ok,
    odd_only,
    three_quarter_rounds,
)
from movements.social import METHODS, WINNERS, mitchell_social
from movements.swiss import swiss_pairs, swiss_teams
from movements.teams import club_match, gilman_teams, howell_teams, team_match, team_round_robin
from movements.types import Movement
from said import TRAYS, Said


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
"""Every kind the catalogue offers, by name, in the order it lists them."""


def _register(kind: Kind) -> None:
    KINDS[kind.name] = kind


# -- Mitchell and its relatives ----------------------------------------------------------------
_register(
    Kind(
        "mitchell",
        "tables",
        3,
        40,
        Said(
            "N-S stationary, E-W up one table, trays down one; skip or share-and-relay for even tables"
        ),
        (
            Option(
                "variant",
                "auto",
                choice("auto", "standard", "skip", "relay"),
                Said("auto: standard for odd tables, skip for even"),
                ("auto", "standard", "skip", "relay"),
            ),
            Option(
                "arrow_switch_rounds",
                0,
                whole_or_auto(0),
                Said(
                    "last K rounds arrow-switched for one winner (auto: the most even count, maybe "
                    "none)"
                ),
            ),
            BOARDS,
            ROUNDS,
            Option(
                "pairs", None, whole_or_auto(1), Said("number of pairs: 2T, or 2T-1 (a sit-out)")
            ),
        ),
        mitchell,
        _mitchell_variants,
    )
)
_ONE_FIELD_SWITCH = Option(
    "arrow_switch_rounds",
    None,
    whole_or_auto(0),
    Said("last K rounds arrow-switched (auto: the most even count)"),
)
_MISSING_PAIR = Option(
    "pairs", None, whole_or_auto(1), Said("number of pairs: 2T, or 2T-1 (a sit-out)")
)
_register(
    Kind(
        "hesitation",
        "tables",
        3,
        25,
        Said(
            "web Mitchell: one round more than tables, the moving pairs play both ways: one winner"
        ),
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
        Said("appendix Mitchell: two tables more than sets (27 boards at 11 tables), one winner"),
        (BOARDS, _ONE_FIELD_SWITCH, _MISSING_PAIR),
        bowman,
        lambda t: [{}, {"pairs": 2 * t - 1}],
        odd_only,
    )
)

# -- copies of the trays, or tables switched one by one ----------------------------------------
_register(
    Kind(
        "scrambled-mitchell",
        "tables",
        3,
        15,
        Said(
            "Mitchell with some tables arrow-switched on some rounds, chosen by balance: one winner"
        ),
        (BOARDS,),
        scrambled_mitchell,
        one_variant({}),
    )
)
_BAROMETER_BASE = ("mitchell", "howell")
_register(
    Kind(
        "barometer",
        "tables",
        3,
        15,
        Said("every table plays the same trays each round (a copy each): live standings"),
        (
            BOARDS,
            Option(
                "base",
                "mitchell",
                choice(*_BAROMETER_BASE),
                Said("the pairs' moves"),
                _BAROMETER_BASE,
            ),
        ),
        barometer,
        lambda t: [{}, {"base": "howell"}],
    )
)

# -- Howell and the individuals ----------------------------------------------------------------
_register(
    Kind(
        "howell",
        "pairs",
        4,
        60,
        Said(
            "every pair meets every other once (one winner); odd counts sit out; reduced by rounds"
        ),
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
        Said("partners every other once (4n, 4n+1); other sizes: sit-outs, partners at most once"),
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
        Said("Safford's eight players at two tables: partners once, opponents twice"),
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
        Said("Safford's married couples: eight couples, husband and wife never in the same half"),
        (),  # the schedule fixes its deals: the source's layout, not a choice
        _sizeless(married_couples),
        one_variant({}),
        form="individuals",
    )
)

# -- the one-table games (movements.memory, movements.mnemonic) --------------------------------
_register(
    Kind(
        "memory",
        "pairs",
        2,
        2,
        Said(
            "memory duplicate: two pairs at one table, each batch dealt, then overplayed with the "
            "%(trays)s turned",
            trays=TRAYS,
        ),
        (
            Option("boards_per_round", 8, whole(1), Said("trays dealt before they are overplayed")),
            Option(
                "rounds", 2, whole(2), Said("rounds: deal and overplay count separately (even)")
            ),
        ),
        _sizeless(memory_pairs),
        lambda n: [{}, {"rounds": 4, "boards_per_round": 4}],
    )
)
_register(
    Kind(
        "memory-individual",
        "players",
        4,
        4,
        Said("memory duplicate: four players at one table, South sits, the others rotate"),
        (Option("boards_per_round", 4, whole(1), Said("trays dealt in each position")),),
        _sizeless(memory_individuals),
        lambda n: [{}],
        form="individuals",
    )
)
_register(
    Kind(
        "mnemonic",
        "pairs",
        4,
        20,
        Said("mnemonic duplicate: a Howell or Mitchell played up and back, the hands exchanged"),
        (
            Option(
                "base",
                "howell",
                choice("howell", "mitchell"),
                Said("the schedule played twice (Mitchell: even pairs, 6 up)"),
                ("howell", "mitchell"),
            ),
            Option("boards_per_round", None, whole_or_auto(1), Said("trays a round (auto: 2)")),
            Option(
                "rounds", None, whole_or_auto(1), Said("rounds of the schedule, before the replay")
            ),
        ),
        mnemonic,
        lambda n: [{}] + ([{"base": "mitchell"}] if n % 2 == 0 and n >= 6 else []),
    )
)

# -- pair against pair (movements.pair_matches) ------------------------------------------------
_register(
    Kind(
        FOUR_PAIRS_KIND,
        "pairs",
        4,
        4,
        Said(
            "four pairs at two tables, pair against pair: three sets, a match on each set's cards"
        ),
        (
            Option(
                "boards_per_round", 8, whole(2), Said("hands a set (even: each table deals half)")
            ),
        ),
        _sizeless(four_pairs),
        lambda n: [{}, {"boards_per_round": 4}],
    )
)
_register(
    Kind(
        SIX_PAIRS_KIND,
        "pairs",
        6,
        6,
        Said("Foster's six pairs: three tables, the third half the time, matches and a final"),
        (
            Option(
                "boards_per_round", 2, whole(2), Said("hands a match (even: tables 1 and 2 share)")
            ),
        ),
        _sizeless(six_pairs),
        lambda n: [{}, {"boards_per_round": 4}],
    )
)

# -- compass whist -----------------------------------------------------------------------------
_register(
    Kind(
        "compass",
        "tables",
        2,
        40,
        Said(
            "compass whist: N-S sit, E-W move down one table, trays as a Mitchell (trick averages)"
        ),
        (
            Option(
                "variant",
                "auto",
                choice("auto", "skip", "relay"),
                Said("auto: standard for odd tables, skip for even, relay for two"),
                ("auto", "skip", "relay"),
            ),
            BOARDS,
            ROUNDS,
            Option(
                "pairs", None, whole_or_auto(1), Said("number of pairs: 2T, or 2T-1 (a sit-out)")
            ),
        ),
        compass,
        _compass_variants,
    )
)

# -- teams -------------------------------------------------------------------------------------
_MOVE = Option(
    "move",
    "trays",
    choice("trays", "players"),
    Said("overplay by exchanging trays or by the fours changing places"),
    ("trays", "players"),
)
_EVEN_ROUNDS = Option(
    "rounds", 2, whole(2), Said("rounds: deal and overplay count separately (even)")
)
_register(
    Kind(
        "team-match",
        "teams",
        2,
        2,
        Said("a team-of-four match at two tables: each deals, then the tables exchange trays"),
        (
            Option("boards_per_round", 4, whole(1), Said("trays dealt at each table")),
            _EVEN_ROUNDS,
            _MOVE,
        ),
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
        Said("club against club: tables in sets of two exchange trays after each deal"),
        (
            Option("boards_per_round", 4, whole(1), Said("trays dealt at each table")),
            _EVEN_ROUNDS,
            _MOVE,
        ),
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
        Said(
            "Howell's system for an odd number of teams: every team meets every other in one match"
        ),
        (Option("boards_per_round", 4, whole(1), Said("deals a set")),),
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
        Said("Gilman's method: N-S stay, E-W move two tables (odd) or round two rows (even)"),
        (
            Option(
                "boards_per_round",
                None,
                whole_or_auto(1),
                Said("deals a set (auto: 4 odd, 3 even)"),
            ),
        ),
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
        Said(
            "every team plays every other one match of two exchanges (odd: one sits out each match)"
        ),
        (Option("boards_per_round", 4, whole(1), Said("trays dealt at each table")),),
        team_round_robin,
        one_variant({}),
        form="teams",
    )
)


# -- Swiss -------------------------------------------------------------------------------------


def _draws(value: Any) -> list[list[list[str]]]:
    """Matches drawn so far: a list of matches, each a list of [home, visitors] labels (JSON
    text on the command line).  Whether they fit the field is the builder's check."""
    if isinstance(value, str):
        try:
            value = json.loads(value)
        except json.JSONDecodeError:
            raise CatalogueError(Said("draws is JSON: [[[home, visitors], ...], ...]")) from None
    if not isinstance(value, list | tuple) or not all(
        isinstance(d, list | tuple) and all(isinstance(p, list | tuple) and len(p) == 2 for p in d)
        for d in value
    ):
        raise CatalogueError(Said("draws is a list of matches, each a list of [home, visitors]"))
    return [[[str(x) for x in p] for p in d] for d in value]


def _swiss_options(boards: int) -> tuple[Option, ...]:
    return (
        Option(
            "matches",
            None,
            whole_or_auto(1),
            Said("matches (auto: 6, or one fewer than the field)"),
        ),
        Option("boards_per_round", boards, whole(1), Said("trays a table plays in a round")),
        Option("bye_vps", 12, whole(0, 30), Said("VPs a bye scores (odd fields)")),
        Option("draws", None, _draws, Said("matches drawn so far (auto: match 1 by seeding)")),
    )


_register(
    Kind(
        "swiss-teams",
        "teams",
        4,
        26,
        Said("Swiss teams: each match drawn from the VPs so far, no repeat meeting (odd: a bye)"),
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
        Said("Swiss pairs: each match drawn from the VPs so far, no repeat meeting (odd: a bye)"),
        _swiss_options(6),
        swiss_pairs,
        one_variant({}, {"matches": 3}),
    )
)

# -- the progressive party ---------------------------------------------------------------------
_register(
    Kind(
        "progressive",
        "tables",
        2,
        PROGRESSIVE_TABLES,
        Said(
            "progressive party: numbered tables from head to booby, positions drawn (first round)"
        ),
        (
            Option(
                "groups",
                "one",
                choice("one", "two"),
                Said("one group, or ladies and gentlemen"),
                ("one", "two"),
            ),
            Option("seed", 0, whole(0), Said("seed of the draw (the same seed, the same seating)")),
        ),
        progressive,
        lambda n: [{}, {"groups": "two"}],
        form="progressive",
    )
)


# -- the source's social and League games (movements.social, movements.league) -----------------


def _social_size(n: int) -> Said | None:
    return (
        None
        if n % 4 == 0
        else Said("needs a multiple of four %(size)s (two ladies, two gentlemen a table)")
    )


def _social_variants(players: int) -> list[dict[str, Any]]:
    """The regular order, or both of the source's methods for an even number of tables, and
    the regular order in two rooms where half the tables are odd (the winners setting changes
    the prizes, not the movement)."""
    tables = players // 4
    if tables % 2:
        return [{}]
    return [{}, {"method": "skip"}] + ([{"method": "halves"}] if tables % 4 == 2 else [])


_register(
    Kind(
        "mitchell-social",
        "players",
        12,
        160,
        Said("Mitchell's social game: ladies N-E sit, gentlemen S-W move East, trays West"),
        (
            Option(
                "method",
                "auto",
                choice(*METHODS),
                Said(
                    "even tables: overplay (first method), skip (second) or, for an odd half, halves "
                    "(two rooms in regular order); auto: plain or overplay"
                ),
                METHODS,
            ),
            Option(
                "overplay_table",
                None,
                whole_or_auto(1),
                Said("the first method's table (auto: middle)"),
            ),
            Option("boards_per_round", 3, whole(1), Said("hands each table deals")),
            Option(
                "winners",
                "four",
                choice(*WINNERS),
                Said(
                    "four (best N and E lady, S and W gentleman) or two (best lady and gentleman)"
                ),
                WINNERS,
            ),
        ),
        mitchell_social,
        _social_variants,
        _social_size,
        "individuals",
    )
)
_register(
    Kind(
        "league-match",
        "players",
        8,
        80,
        Said("a League team match: A B C D against W X Y Z, positions changed every set"),
        (
            Option(
                "league",
                "yes",
                choice("yes", "no"),
                Said(
                    "yes: a League match of four a side plays six sets; no: a match of any "
                    "other size plays the 1st, 3rd and 5th"
                ),
                ("yes", "no"),
            ),
            Option(
                "boards_per_round",
                None,
                whole_or_auto(2),
                Said("hands a set (auto: 4 for six, 8 for three)"),
            ),
            Option(
                "sittings",
                None,
                whole_or_auto(1),
                Said("afternoon and night: 2 (auto: 2 in the League)"),
            ),
        ),
        league_match,
        lambda n: [{}, {"sittings": 1}, {"league": "no"}] if n == 8 else [{}],
        lambda n: (
            None if n % 8 == 0 else Said("needs a multiple of eight %(size)s (fours on each side)")
        ),
        "individuals",
    )
)

# -- pivot bridge (movements.pivot) -------------------------------------------------------------
_register(
    Kind(
        "pivot",
        "tables",
        1,
        PROGRESSIVE_TABLES,
        Said("pivot bridge: four keep each table, partners change each rubber (three partner all)"),
        (
            Option(
                "rubbers",
                3,
                whole(1, MAX_RUBBERS),
                Said("rubbers played (three partner everyone once)"),
            ),
        ),
        pivot,
        lambda n: [{}, {"rubbers": 6}],
        form="progressive",
    )
)

# -- the half-table Mitchells: 2T + 1 pairs at T tables (movements.halftable) ------------------
_register(
    Kind(
        "mitchell-rover",
        "tables",
        3,
        MAX_TABLES,
        Said("Mitchell for 2T+1 pairs: the extra pair roves, displacing a N-S pair each round"),
        (BOARDS,),
        rover_mitchell,
        one_variant({}),
        rover_size_problem,
    )
)
_register(
    Kind(
        "mitchell-bump",
        "tables",
        3,
        MAX_TABLES,
        Said("Mitchell for 2T+1 pairs: the pair that sat out bumps the next table's N-S pair"),
        (BOARDS,),
        bump_mitchell,
        one_variant({}),
        bump_size_problem,
    )
)
