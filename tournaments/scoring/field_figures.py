"""A field's figures as whole-number columns: every line's figures, every entrant's total and
place, as the column readings (``matchpoints.columns``, ``imp_columns``) work them out.

Match points are halves (a whole number of half points; a factored board's figure a whole
number over twice the least common multiple of the factored boards' sizes), Butler and IMPs
against a datum whole IMPs, averaged cross-IMPs a whole number over the least common multiple
of the boards' n - 1: so each figure is kept as a whole number over one ``denominator`` shared
by the field, in numpy columns.  A reader that wants every figure at once (an export, a
comparison with another scorer) reads the columns; a page that shows one line asks for that
line's exact figures (``line``), made then.  The report's ``lines`` and ``standings`` hold the
same figures as Python objects with their working, built when first read.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import numpy as np
    from numpy.typing import NDArray

__all__ = ["FieldFigures"]


@dataclass(frozen=True, eq=False)
class FieldFigures:
    """``ns``/``ew``: each line's figures times ``denominator``, the lines in the order given;
    ``names``: the entrants, and by their index ``totals`` (each total times ``denominator``),
    ``places`` (the competition place within the entrant's field, 1 + those above) and
    ``tied`` (the place shared)."""

    names: Sequence[str]
    ns: NDArray[np.int64]
    ew: NDArray[np.int64]
    totals: NDArray[np.int64]
    places: NDArray[np.int64]
    tied: NDArray[np.bool_]
    denominator: int

    def line(self, index: int) -> tuple[int | Fraction, int | Fraction]:
        """Line ``index``'s exact (NS, EW) figures: an int when whole, else a Fraction."""
        return self._exact(self.ns[index]), self._exact(self.ew[index])

    def total(self, entrant: int) -> Fraction:
        """The exact total of the entrant named ``names[entrant]``."""
        return Fraction(int(self.totals[entrant]), self.denominator)

    def place(self, entrant: int) -> str:
        """The entrant's place as the standings print it: "3", or "3=" when shared."""
        place = int(self.places[entrant])
        return f"{place}=" if self.tied[entrant] else str(place)

    def _exact(self, value: Any) -> int | Fraction:
        exact = Fraction(int(value), self.denominator)
        return exact.numerator if exact.denominator == 1 else exact
