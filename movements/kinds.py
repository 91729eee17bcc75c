"""The movement kinds the catalogue offers: size parameter, range, options and builder.

Generators are imported when a kind is built, so that one family's module never has to load
the others'.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from movements.types import Movement

SEVENTY_PERCENT = 0.7


class CatalogueError(ValueError):
    """A request the catalogue cannot meet; the message says what would work."""


# -- option parsing --------------------------------------------------------------------------


def _int(lo: int, hi: int | None = None) -> Callable[[Any], int]:
    def parse(value: Any) -> int:
        try:
            n = int(value)
        except (TypeError, ValueError):
            raise CatalogueError(f"{value!r} is not a whole number") from None
        if n < lo or (hi is not None and n > hi):
            raise CatalogueError(f"{n} is out of range ({lo} to {hi if hi is not None else 'any'})")
        return n

    return parse


def _int_or_auto(lo: int) -> Callable[[Any], int | None]:
    whole = _int(lo)

    def parse(value: Any) -> int | None:
        return None if value in (None, "auto", "default") else whole(value)

    return parse


def _choice(*choices: str) -> Callable[[Any], str]:
    def parse(value: Any) -> str:
        if str(value) not in choices:
            raise CatalogueError(f"{value!r} is not one of {', '.join(choices)}")
        return str(value)

    return parse


@dataclass(frozen=True)
class Option:
    """One option of a kind.  ``default`` None means the generator's own sensible choice."""

    name: str
    default: Any
    parse: Callable[[Any], Any] = field(repr=False, compare=False)
    help: str = ""
    choices: tuple[str, ...] = ()


@dataclass(frozen=True)
class Kind:
    """A movement kind: its size parameter and range, options, and how to build one."""

    name: str
    size: str
    lo: int
    hi: int
    description: str
    options: tuple[Option, ...]
    build: Callable[..., Movement] = field(repr=False, compare=False)
    variants: Callable[[int], list[dict[str, Any]]] = field(repr=False, compare=False)
    size_ok: Callable[[int], str | None] = field(default=lambda n: None, repr=False, compare=False)
    form: str = "pairs"

    def option(self, name: str) -> Option:
        for o in self.options:
            if o.name == name:
                return o
        known = ", ".join(o.name for o in self.options) or "none"
        raise CatalogueError(f"{self.name} has no option {name!r} (options: {known})")

    def sizes(self) -> list[int]:
        return [n for n in range(self.lo, self.hi + 1) if self.size_ok(n) is None]


# -- the kinds -------------------------------------------------------------------------------

BOARDS = Option("boards_per_round", None, _int_or_auto(1), "trays per round (auto: the kind's own)")
ROUNDS = Option("rounds", None, _int_or_auto(1), "rounds to play (auto: the complete movement)")


def _mitchell_like_rounds(tables: int, variant: str) -> int:
    if variant == "relay" or tables % 2:
        return tables
    return tables - 1


def _missing_pair_ok(tables: int, variant: str) -> bool:
    """Whether a pair sitting out one round still plays 70% of the trays in play (all T sets
    are in play in every form)."""
    rounds = _mitchell_like_rounds(tables, variant)
    return (rounds - 1) >= SEVENTY_PERCENT * tables - 1e-9


def _mitchell(tables: int, **o: Any) -> Movement:
    from movements.mitchell import mitchell

    return mitchell(tables, **o)


def _mitchell_variants(t: int) -> list[dict[str, Any]]:
    out = []
    for v in ("standard",) if t % 2 else ("skip", "relay"):
        for arrow in (0, "auto"):
            out.append({"variant": v, "arrow_switch_rounds": arrow})
            if _missing_pair_ok(t, v):
                out.append({"variant": v, "arrow_switch_rounds": arrow, "pairs": 2 * t - 1})
    return out


def _compass(tables: int, **o: Any) -> Movement:
    from movements.compass import compass

    return compass(tables, **o)


def _compass_variants(t: int) -> list[dict[str, Any]]:
    forms = ("relay",) if t == 2 else (("standard",) if t % 2 else ("skip", "relay"))
    out: list[dict[str, Any]] = []
    for v in forms:
        out.append({"variant": "auto" if v == "standard" else v})
        if _missing_pair_ok(t, v):
            out.append({"variant": "auto" if v == "standard" else v, "pairs": 2 * t - 1})
    return out


def _howell(pairs: int, **o: Any) -> Movement:
    from movements.howell import howell

    return howell(pairs, **o)


def howell_rounds(pairs: int) -> int:
    return 2 * ((pairs + 1) // 2) - 1


def three_quarter_rounds(pairs: int) -> int | None:
    """Rounds of a three-quarter Howell, or None when it would break the 70% rule (a pair
    sitting out a round in an odd field counted; all sets assumed in play)."""
    full = howell_rounds(pairs)
    rounds = math.ceil(0.75 * full)
    played = rounds - (pairs % 2)
    if rounds >= full or pairs < 8 or played < SEVENTY_PERCENT * full - 1e-9:
        return None
    return rounds


def _howell_variants(p: int) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = [{}]
    reduced = three_quarter_rounds(p)
    if reduced:
        out.append({"rounds": reduced})
    return out


def _teams_fn(name: str) -> Callable[..., Movement]:
    def build(size: int, **o: Any) -> Movement:
        from movements import teams

        fn = getattr(teams, name)
        return fn(**o) if name == "team_match" else fn(size, **o)

    return build


def _individual_fn(name: str) -> Callable[..., Movement]:
    def build(size: int, **o: Any) -> Movement:
        from movements import individual

        fn = getattr(individual, name)
        return fn(size, **o) if name == "whist_tournament" else fn(**o)

    return build


def _progressive(tables: int, **o: Any) -> Movement:
    from movements.progressive import progressive

    return progressive(tables, **o)


def odd_only(n: int) -> str | None:
    return None if n % 2 else "needs an odd number of {size}"


def even_only(n: int) -> str | None:
    return None if n % 2 == 0 else "needs an even number of {size}"


def whist_sizes(n: int) -> str | None:
    if n % 4 not in (0, 1):
        return "needs 4n or 4n+1 {size}"
    from movements.individual import whist_sizes as available

    if n not in available():
        listed = ", ".join(str(v) for v in available())
        return f"has no whist tournament for {n} {{size}} yet (available: {listed})"
    return None


def _one(*variants: dict[str, Any]) -> Callable[[int], list[dict[str, Any]]]:
    return lambda n: [dict(v) for v in variants] or [{}]


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
                _choice("auto", "standard", "skip", "relay"),
                "auto: standard for odd tables, skip for even",
                ("auto", "standard", "skip", "relay"),
            ),
            Option(
                "arrow_switch_rounds",
                0,
                _int_or_auto(0),
                "last K rounds arrow-switched for one winner (auto: Moore's number)",
            ),
            BOARDS,
            ROUNDS,
            Option("pairs", None, _int_or_auto(1), "number of pairs: 2T, or 2T-1 (a sit-out)"),
        ),
        _mitchell,
        _mitchell_variants,
    )
)
_register(
    Kind(
        "howell",
        "pairs",
        4,
        60,
        "every pair meets every other once (one winner); odd counts sit out; reduced by rounds",
        (BOARDS, ROUNDS),
        _howell,
        _howell_variants,
    )
)
_register(
    Kind(
        "individual",
        "players",
        8,
        48,
        "whist tournament: every player partners every other once (4n, or 4n+1 with a sit-out)",
        (BOARDS,),
        _individual_fn("whist_tournament"),
        _one({}),
        whist_sizes,
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
        _individual_fn("safford"),
        _one({}),
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
        _individual_fn("married_couples"),
        _one({}),
        form="individuals",
    )
)
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
                _choice("auto", "skip", "relay"),
                "auto: standard for odd tables, skip for even, relay for two",
                ("auto", "skip", "relay"),
            ),
            BOARDS,
            ROUNDS,
            Option("pairs", None, _int_or_auto(1), "number of pairs: 2T, or 2T-1 (a sit-out)"),
        ),
        _compass,
        _compass_variants,
    )
)
_MOVE = Option(
    "move",
    "trays",
    _choice("trays", "players"),
    "overplay by exchanging trays or by the fours changing places",
    ("trays", "players"),
)
_EVEN_ROUNDS = Option("rounds", 2, _int(2), "rounds: deal and overplay count separately (even)")
_register(
    Kind(
        "team-match",
        "teams",
        2,
        2,
        "a team-of-four match at two tables: each deals, then the tables exchange trays",
        (Option("boards_per_round", 4, _int(1), "trays dealt at each table"), _EVEN_ROUNDS, _MOVE),
        _teams_fn("team_match"),
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
        (Option("boards_per_round", 4, _int(1), "trays dealt at each table"), _EVEN_ROUNDS, _MOVE),
        _teams_fn("club_match"),
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
        (Option("boards_per_round", 4, _int(1), "deals a set"),),
        _teams_fn("howell_teams"),
        _one({}),
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
        (Option("boards_per_round", None, _int_or_auto(1), "deals a set (auto: 4 odd, 3 even)"),),
        _teams_fn("gilman_teams"),
        _one({}),
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
        (Option("boards_per_round", 4, _int(1), "trays dealt at each table"),),
        _teams_fn("team_round_robin"),
        _one({}),
        form="teams",
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
                _choice("one", "two"),
                "one group, or ladies and gentlemen",
                ("one", "two"),
            ),
            Option("seed", 0, _int(0), "seed of the draw (the same seed, the same seating)"),
        ),
        _progressive,
        lambda n: [{}, {"groups": "two"}],
        form="progressive",
    )
)
