"""What the column (numpy) readings of a plain field share: match points
(``matchpoints.columns``), IMP pairs (``imp_columns``) and trick totals (``tricks``).

``entrant_codes`` numbers the entrants of a list of results; ``board_then_score`` sorts the
lines by board, then score; ``first_met`` puts the entrants back in the order the
line-by-line paths meet them; ``BuiltWhenRead`` holds a report's lines or
standings, made from the columns only when first read; ``collector_paused`` keeps the making
of thousands of small objects linear; ``filled`` makes thousands of frozen dataclass objects
at once.
"""

from __future__ import annotations

import gc
from collections import deque
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import fields as dataclass_fields
from itertools import count, repeat
from operator import attrgetter
from typing import TYPE_CHECKING, Any, TypeVar, overload

from tournaments import lazy

from .types import Result

if TYPE_CHECKING:
    import numpy as np
else:  # numpy is imported when a field is first scored
    np = lazy.module("numpy")

__all__ = [
    "BuiltWhenRead",
    "board_then_score",
    "collector_paused",
    "entrant_codes",
    "filled",
    "first_met",
]

_NS, _EW = attrgetter("ns"), attrgetter("ew")
Item = TypeVar("Item")


class collector_paused:  # noqa: N801 (used as a statement: ``with collector_paused():``)
    """Python's cycle collector paused for a block that makes thousands of small acyclic
    tuples (a field's lines and standings): a large field stays linear instead of paying for
    repeated full collections of them.

    A class, not a generator (``contextlib.contextmanager``): leaving a generator raises a
    StopIteration, whose allocation would set off at once the collection of every object the
    block made."""

    __slots__ = ("collecting",)

    def __enter__(self) -> None:
        self.collecting = gc.isenabled()
        gc.disable()

    def __exit__(self, *exc: object) -> None:
        if self.collecting:
            gc.enable()


class BuiltWhenRead(Sequence[Item]):
    """A tuple made by ``build`` the first time anything is read from it, then kept.

    Compares equal to the tuple it holds and pickles as that tuple, so a reader cannot tell
    it from the tuple the line-by-line path returns.  ``part``, when given, makes only the
    items at some indexes (``some``), for a reader that wants a few of them before the
    whole is made.
    """

    __slots__ = ("_build", "_items", "_part")

    def __init__(
        self,
        build: Callable[[], Iterable[Item]],
        part: Callable[[Sequence[int]], Sequence[Item]] | None = None,
    ) -> None:
        self._build: Callable[[], Iterable[Item]] | None = build
        self._items: tuple[Item, ...] | None = None
        self._part = part

    def some(self, indices: Sequence[int]) -> list[Item]:
        """The items at ``indices``, in that order: taken from the whole once it is made,
        else made alone by ``part`` (the whole made first when there is none)."""
        part = self._part
        if self._items is None and part is not None:
            return list(part(indices))
        items = self._tuple()
        return [items[i] for i in indices]

    def _tuple(self) -> tuple[Item, ...]:
        items = self._items
        if items is not None:
            return items
        build = self._build
        if build is None:  # made meanwhile by another thread, which set the items first
            items = self._items
            assert items is not None  # set before the build is let go
            return items
        with collector_paused():
            items = tuple(build())
        self._items = items
        self._build = self._part = None  # the columns they read are let go
        return items

    @overload
    def __getitem__(self, index: int) -> Item: ...

    @overload
    def __getitem__(self, index: slice) -> tuple[Item, ...]: ...

    def __getitem__(self, index: int | slice) -> Item | tuple[Item, ...]:
        return self._tuple()[index]

    def __len__(self) -> int:
        return len(self._tuple())

    def __iter__(self) -> Iterator[Item]:
        return iter(self._tuple())

    def __eq__(self, other: object) -> bool:
        if isinstance(other, BuiltWhenRead):
            other = other._tuple()
        return self._tuple() == other

    __hash__ = None  # type: ignore[assignment]

    def __reduce__(self) -> tuple[type[tuple[Item, ...]], tuple[tuple[Item, ...]]]:
        return (tuple, (self._tuple(),))

    def __repr__(self) -> str:
        return repr(self._tuple())


def entrant_codes(results: Sequence[Result]) -> tuple[list[str], np.ndarray, np.ndarray]:
    """Every entrant once, and each line's NS and EW entrant as an index into that list.

    Each name is numbered by the first line naming it (``dict.setdefault`` mapped in C, one
    pass a side), then the numbers are closed up to 0, 1, 2... in numpy.
    """
    size = len(results)
    first: dict[str, int] = {}
    ns = np.fromiter(map(first.setdefault, map(_NS, results), count()), np.int64, size)
    ew = np.fromiter(map(first.setdefault, map(_EW, results), count(size)), np.int64, size)
    closed = np.zeros(2 * size, np.int64)
    closed[np.fromiter(first.values(), np.int64, len(first))] = np.arange(len(first))
    return list(first), closed[ns], closed[ew]


def board_then_score(trays: np.ndarray, scores: np.ndarray) -> np.ndarray:
    """The lines in order of board, then score: one sort of a key that holds both (the order
    of equal results does not matter), or a lexsort if the key would not fit in 62 bits."""
    low, span = int(scores.min()), int(scores.max()) - int(scores.min()) + 1
    tray_low, tray_span = int(trays.min()), int(trays.max()) - int(trays.min()) + 1
    if span * tray_span >= 1 << 62:
        return np.lexsort((scores, trays))
    return np.argsort((trays - tray_low) * span + (scores - low))


def first_met(ns: np.ndarray, ew: np.ndarray, order: np.ndarray | None = None) -> list[int]:
    """Entrant codes in the order the lines name them, NS then EW, each once: the lines as
    given, or in ``order`` (an index array over them)."""
    seats = np.empty(2 * len(ns), np.int64)
    if order is None:
        seats[::2], seats[1::2] = ns, ew
    else:
        seats[::2], seats[1::2] = ns[order], ew[order]
    _, first = np.unique(seats, return_index=True)
    codes: list[int] = seats[np.sort(first)].tolist()
    return codes


def filled(cls: type[Item], rows: Iterable[tuple[Any, ...]]) -> list[Item]:
    """Instances of the frozen dataclass ``cls``, one a row of its fields' values in order,
    filled in C without the generated ``__init__`` (a Python call an object, one
    ``setattr`` a field): the same objects, in a fraction of the time for a large field."""
    names = [f.name for f in dataclass_fields(cls)]  # type: ignore[arg-type]
    rows = list(rows)
    made: list[Item] = list(map(object.__new__, repeat(cls, len(rows))))
    deque(map(dict.update, map(vars, made), map(zip, repeat(names), rows)), maxlen=0)
    return made
