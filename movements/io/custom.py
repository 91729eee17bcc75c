"""An organiser's own movement: read from CSV, then only accepted when the checker passes."""

from __future__ import annotations

from movements.check import check
from movements.io.csv_read import from_csv
from movements.io.errors import InvalidMovementError
from movements.types import Movement


def import_custom(text: str, *, name: str | None = None, min_fraction: float = 0.7) -> Movement:
    """A movement from CSV that an event may use: read it, then insist the checker passes."""
    movement = from_csv(text, name=name)
    report = check(movement, min_fraction=min_fraction)
    if not report.ok:
        raise InvalidMovementError(str(movement.name), report.violations)
    return movement
