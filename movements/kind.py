"""What a movement kind is: its size parameter and range, its options, and its builder.

The registered kinds themselves are in ``kinds``; this module holds only the vocabulary
(``Kind``, ``Option``, the option parsers and ``CatalogueError``), so the size rules and the
catalogue can speak of kinds without loading any generator.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from movements.types import Movement
from said import TRAYS, Said


class CatalogueError(ValueError):
    """A request the catalogue cannot meet; the message says what would work."""


# -- option parsing --------------------------------------------------------------------------


def whole(lo: int, hi: int | None = None) -> Callable[[Any], int]:
    """A parser for a whole number from ``lo`` to ``hi`` (no upper bound when None)."""

    def parse(value: Any) -> int:
        try:
            n = int(value)
        except (TypeError, ValueError):
            raise CatalogueError(
                Said("%(value)s is not a whole number", value=repr(value))
            ) from None
        if n < lo or (hi is not None and n > hi):
            raise CatalogueError(
                Said(
                    "%(n)s is out of range (%(lo)s to %(value)s)",
                    n=n,
                    lo=lo,
                    value=hi if hi is not None else "any",
                )
            )
        return n

    return parse


def whole_or_auto(lo: int) -> Callable[[Any], int | None]:
    """A parser for a whole number, or None for "auto" (the generator's own choice)."""
    parse_whole = whole(lo)

    def parse(value: Any) -> int | None:
        return None if value in (None, "auto", "default") else parse_whole(value)

    return parse


def choice(*choices: str) -> Callable[[Any], str]:
    """A parser for one of ``choices``."""

    def parse(value: Any) -> str:
        if str(value) not in choices:
            raise CatalogueError(
                Said(
                    "%(value)s is not one of %(value2)s",
                    value=repr(value),
                    value2=", ".join(choices),
                )
            )
        return str(value)

    return parse


@dataclass(frozen=True)
class Option:
    """One option of a kind.  ``default`` None means the generator's own sensible choice."""

    name: str
    default: Any
    parse: Callable[[Any], Any] = field(repr=False, compare=False)
    help: str | Said = ""
    choices: tuple[str, ...] = ()


@dataclass(frozen=True)
class Kind:
    """A movement kind: its size parameter and range, options, and how to build one."""

    name: str
    size: str
    lo: int
    hi: int
    description: str | Said
    options: tuple[Option, ...]
    build: Callable[..., Movement] = field(repr=False, compare=False)
    variants: Callable[[int], list[dict[str, Any]]] = field(repr=False, compare=False)
    size_ok: Callable[[int], Said | None] = field(default=lambda n: None, repr=False, compare=False)
    form: str = "pairs"

    def option(self, name: str) -> Option:
        for o in self.options:
            if o.name == name:
                return o
        known = ", ".join(o.name for o in self.options) or Said("none")
        raise CatalogueError(
            Said(
                "%(name)s has no option %(name2)s (options: %(known)s)",
                name=self.name,
                name2=repr(name),
                known=known,
            )
        )

    def sizes(self) -> list[int]:
        return [n for n in range(self.lo, self.hi + 1) if self.size_ok(n) is None]


BOARDS = Option(
    "boards_per_round",
    None,
    whole_or_auto(1),
    Said("%(trays)s per round (auto: the kind's own)", trays=TRAYS),
)
ROUNDS = Option(
    "rounds", None, whole_or_auto(1), Said("rounds to play (auto: the complete movement)")
)


def one_variant(*variants: dict[str, Any]) -> Callable[[int], list[dict[str, Any]]]:
    """The variants a kind checks at every size: these, or the kind's defaults alone."""
    return lambda n: [dict(v) for v in variants] or [{}]
