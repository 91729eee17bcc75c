"""What match-pointing returns: each line with its working, each entrant's standing.

The shapes both readings of the rule (``rule``, line by line, and ``columns``) build, and
what the standings pages, papers and exports read.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from typing import NamedTuple

from said import Said

from ..explain import CardLine, matchpoint_card, total_working
from ..field_columns import BuiltWhenRead
from ..field_figures import FieldFigures
from ..ranking import Placing
from ..rules import DEFAULT_RULES, Rules
from ..types import Result

__all__ = ["MP", "LineDetail", "ScoredLine", "Standing", "PairsReport", "normal"]

MP = int | Fraction


def normal(value: Fraction) -> MP:
    """A Fraction that is whole as an int (figures print as 4, not 4/1)."""
    return value.numerator if value.denominator == 1 else value


@dataclass(frozen=True)
class LineDetail:
    """The working of a line that is more than a plain comparison, one text per side.

    ``ns``/``ew`` say how the side's figure was reached (an artificial share, a weighted or
    split assigned score); ``*_penalty`` the match points a procedural penalty took off (the
    line's figure already has them taken off).
    """

    ns: str = ""
    ew: str = ""
    ns_penalty: MP = 0
    ew_penalty: MP = 0

    def text(self, side: str) -> str:
        return self.ns if side == "NS" else self.ew

    def penalty(self, side: str) -> MP:
        return self.ns_penalty if side == "NS" else self.ew_penalty


class ScoredLine(NamedTuple):
    """One input line with its match points and the working behind them.

    ``ns_mp``/``ew_mp`` are the figures that count in the totals.  ``compared`` is the sorted
    tuple of plain scores the line was compared with (its own included; one tuple shared by
    the whole group), ``ns_raw``/``ew_raw`` the match points among those before factoring,
    ``compared_count``/``full_count`` the n and N of the factoring.  ``own_top`` is set when the
    rules show the line on its board's own top (a board played fewer times): the line then
    shows the raw figures of that top.  NP lines carry None match points; artificial lines
    carry None raw match points.
    """

    result: Result
    ns_mp: MP | None
    ew_mp: MP | None
    top: int
    ns_raw: MP | None
    ew_raw: MP | None
    compared: tuple[int | Fraction, ...]
    compared_count: int
    full_count: int
    note: str | Said
    own_top: int | None = None
    detail: LineDetail | None = None

    @property
    def factored(self) -> bool:
        return self.ns_raw is not None and self.compared_count != self.full_count

    @property
    def ns_percent(self) -> Fraction | None:
        return _percent(self.ns_mp, self.top)

    @property
    def ew_percent(self) -> Fraction | None:
        return _percent(self.ew_mp, self.top)

    @property
    def shown_top(self) -> int:
        """The top the line is printed on (its own, or the full one)."""
        return self.top if self.own_top is None else self.own_top

    def mp(self, side: str) -> MP | None:
        return self.ns_mp if side == "NS" else self.ew_mp

    def raw(self, side: str) -> MP | None:
        return self.ns_raw if side == "NS" else self.ew_raw

    def shown(self, side: str) -> MP | None:
        """The side's figure as the line is printed (see ``own_top``)."""
        return self.mp(side) if self.own_top is None else self.raw(side)


def _percent(mp: MP | None, top: int) -> Fraction | None:
    if mp is None or top == 0:
        return None
    return Fraction(mp) * 100 / top


@dataclass(frozen=True)
class Standing:
    """An entrant's line on the standings: exact totals, rounded only when displayed.

    ``maximum`` is the sum of the tops of the trays the entrant played (NP trays left out) and
    ``percentage`` is ``total`` of that maximum.  ``scaled_total`` is the total scaled to the
    largest maximum of the entrant's field (``event_maximum``); ``shown_total`` is the total
    the rules print (scaled or not).
    An entrant with no tray scored has no percentage and no place (``placing`` None, ``place``
    empty): it is listed after everyone placed.
    """

    entrant: str
    field: str
    total: Fraction
    maximum: int
    place: str
    trays: int
    placing: Placing | None
    event_maximum: int
    scaled: bool = False

    @property
    def percentage(self) -> Fraction | None:
        return self.total * 100 / self.maximum if self.maximum else None

    @property
    def scaled_total(self) -> Fraction | None:
        return self.total * self.event_maximum / self.maximum if self.maximum else None

    @property
    def shown_total(self) -> Fraction:
        """The total as the rules print it: scaled to the full number of boards, or as is."""
        if self.scaled and self.maximum:
            scaled = self.scaled_total
            assert scaled is not None  # a maximum gives a scaled total
            return scaled
        return self.total


@dataclass(frozen=True)
class PairsReport:
    lines: Sequence[ScoredLine]  # a tuple, or one built when first read
    standings: Sequence[Standing]
    tops: dict[int, int]
    scale: int
    factor: bool
    full_count: int | None
    rules: Rules = DEFAULT_RULES
    # Every line's figures and every total and place as whole-number columns, when the field
    # was scored as columns (``columns``); the lines and standings hold the same figures.
    figures: FieldFigures | None = field(default=None, compare=False, repr=False)

    def standing(self, entrant: str) -> Standing:
        index: dict[str, Standing] | None = self.__dict__.get("_index")
        if index is None:  # built once: a report of thousands is asked for each entrant
            index = {s.entrant: s for s in self.standings}
            object.__setattr__(self, "_index", index)
        return index[entrant]

    def lines_at(self, indices: Sequence[int]) -> list[ScoredLine]:
        """The lines at ``indices`` (in that order), the same as ``lines[i]`` each: when the
        lines are built when read, those alone are made if they can be (their trays scored
        alone), the rest of the field not."""
        lines = self.lines
        if isinstance(lines, BuiltWhenRead):
            return lines.some(indices)
        return [lines[i] for i in indices]

    def card(
        self, entrant: str, *, view: str = "", indices: Sequence[int] | None = None
    ) -> list[CardLine]:
        """The entrant's score card: tray by tray, its working (see ``explain.matchpoint_card``);
        ``indices``: the lines the entrant played, when the caller knows them (only those
        are read)."""
        return matchpoint_card(self, entrant, view=view, indices=indices)

    def total_working(self, entrant: str) -> str:
        """How the entrant's total, percentage and place were reached, in words."""
        return total_working(self, self.standing(entrant))
