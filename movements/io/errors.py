"""The two ways a movement file can be refused: unreadable, or readable but not valid."""

from __future__ import annotations

from collections.abc import Sequence

from movements.words import joined
from said import Said


class MovementFormatError(ValueError):
    """A CSV or JSON movement that cannot be read; the message names the line."""


class InvalidMovementError(ValueError):
    """A readable movement that the checker rejects; ``violations`` lists why."""

    def __init__(self, name: str, violations: Sequence[str | Said]) -> None:
        self.violations = list(violations)
        super().__init__(
            Said(
                "movement %(name)s is not valid:\n%(lines)s",
                name=repr(name),
                lines=joined([Said("- %(v)s", v=v) for v in violations], "\n"),
            )
        )
