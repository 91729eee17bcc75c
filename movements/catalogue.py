"""The registry of movement kinds: what each is sized by, its range, options and generator.

Everything that offers movements (the ``movement`` command, event set-up, the benchmark, the
recommendation in ``movements.recommend``) goes through ``generate`` so that a size or option
is judged in one place.
``catalogue()`` lists every supported (kind, size, options): each must pass the checker.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from movements.kind import CatalogueError, Kind
from movements.kinds import KINDS
from movements.sizes import (
    SEVENTY_PERCENT,
    SIZE_WORDS,
    even_only,
    least_share,
    odd_only,
    sized,
    whist_sizes,
)
from movements.types import Movement
from said import Said

SIZE_NAMES = ("tables", "pairs", "players", "teams")


@dataclass(frozen=True)
class CatalogueItem:
    """One supported movement: kind, size and options (a plain dict)."""

    kind: str
    size: int
    options: tuple[tuple[str, Any], ...] = ()

    def generate(self) -> Movement:
        return generate(self.kind, self.size, **dict(self.options))

    @property
    def label(self) -> str:
        opts = " ".join(f"{k}={v}" for k, v in self.options)
        return f"{self.kind} {KINDS[self.kind].size}={self.size}" + (f" {opts}" if opts else "")


# -- the public functions --------------------------------------------------------------------


def kind(name: str) -> Kind:
    try:
        return KINDS[name]
    except KeyError:
        raise CatalogueError(
            Said(
                "unknown movement kind %(name)s; choose one of %(value)s",
                name=repr(name),
                value=", ".join(KINDS),
            )
        ) from None


def resolve_options(k: Kind, options: dict[str, Any]) -> dict[str, Any]:
    """Parse option values (strings from the command line, or Python values); drop defaults
    that mean "the generator's own choice"."""
    out: dict[str, Any] = {}
    for name, value in options.items():
        opt = k.option(name)
        try:
            parsed = opt.parse(value)
        except CatalogueError as exc:
            raise CatalogueError(
                Said("%(name)s option %(name2)s: %(exc)s", name=k.name, name2=name, exc=exc)
            ) from None
        if parsed is not None:
            out[name] = parsed
        elif name == "arrow_switch_rounds":
            out[name] = None
    return out


def check_size(k: Kind, size: int) -> None:
    if not k.lo <= size <= k.hi:
        words = SIZE_WORDS.get(k.size, k.size)
        raise CatalogueError(
            Said(
                "%(name)s is offered for %(lo)s %(size)s only, not %(size2)s",
                name=k.name,
                lo=k.lo,
                size=words,
                size2=size,
            )
            if k.lo == k.hi
            else Said(
                "%(name)s is offered for %(lo)s to %(hi)s %(size)s, not %(size2)s",
                name=k.name,
                lo=k.lo,
                hi=k.hi,
                size=words,
                size2=size,
            )
        )
    why = k.size_ok(size)
    if why:
        raise CatalogueError(
            Said(
                "%(name)s %(value)s, not %(size)s",
                name=k.name,
                value=sized(why, k.size),
                size=size,
            )
        )


def generate(kind_name: str, size: int, **options: Any) -> Movement:
    """Build a movement of a kind at a size; raises ``CatalogueError`` (a ValueError) with a
    message a director can act on, including a breach of the 70% rule for pairs."""
    k = kind(kind_name)
    check_size(k, size)
    opts = resolve_options(k, options)
    try:
        movement = k.build(size, **opts)
    except CatalogueError:
        raise
    except ValueError as exc:
        raise CatalogueError(
            Said(
                "%(name)s with %(size)s=%(size2)s: %(exc)s",
                name=k.name,
                size=k.size,
                size2=size,
                exc=exc,
            )
        ) from None
    if k.form in ("pairs", "individuals") and not (
        movement.drawn_as_played or movement.scored_by_matches
    ):
        _seventy_percent(movement)
    return movement


def _seventy_percent(movement: Movement) -> None:
    least, total = least_share(movement)
    if total and least < SEVENTY_PERCENT * total - 1e-9:
        raise CatalogueError(
            Said(
                "%(name)s: some entrants play only %(least)s of %(total)s trays in play, below "
                "the 70%% rule; play more rounds, split the field into sections playing the same "
                "deals (each section a smaller movement), or choose another movement",
                name=movement.name,
                least=least,
                total=total,
            )
        )


def catalogue() -> list[CatalogueItem]:
    """Every supported (kind, size, options): every size in range and every variant."""
    items = []
    for k in KINDS.values():
        for size in k.sizes():
            for variant in k.variants(size):
                items.append(CatalogueItem(k.name, size, tuple(sorted(variant.items()))))
    return items


def describe_kinds() -> list[dict[str, Any]]:
    """Kinds with size parameter, range and options, for ``--list`` and the set-up page."""
    return [
        {
            "kind": k.name,
            "size": k.size,
            "range": (k.lo, k.hi),
            "sizes": _sizes(k),
            "description": k.description,
            "options": [
                {
                    "name": o.name,
                    "default": "auto" if o.default is None else o.default,
                    "choices": list(o.choices),
                    "help": o.help,
                }
                for o in k.options
            ],
        }
        for k in KINDS.values()
    ]


def _sizes(k: Kind) -> Said | None:
    """The sizes of the kind's range that generate: None when every one does; "odd",
    "even" or "4n or 4n+1" by its rule; "multiples of 4" when they are exactly the multiples of
    one step; else those sizes one by one."""
    if k.size_ok is odd_only:
        return Said("odd")
    if k.size_ok is even_only:
        return Said("even")
    if k.size_ok is whist_sizes:
        return Said("4n or 4n+1")
    sizes = k.sizes()
    if len(sizes) == k.hi - k.lo + 1:
        return None
    step = sizes[1] - sizes[0] if len(sizes) > 1 else 0
    if step > 1 and sizes == list(range(sizes[0], k.hi + 1, step)):
        if sizes[0] % step == 0 and sizes[0] - step < k.lo:
            return Said("multiples of %(step)s", step=step)
    return Said("only %(sizes)s", sizes=", ".join(str(n) for n in sizes))
