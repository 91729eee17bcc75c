"""The lines a pairs event's pages print: a traveller's results with their match points, and a
score card's trays with what each was compared with and earned."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from said import Said
from tournaments import models as m
from tournaments.standings.shown_results import Printed


@dataclass
class TravellerLine:
    """A result on a tray with each side's match points (individuals: the four players)."""

    result: Printed
    ns_mp: str
    ew_mp: str
    note: str | Said
    law: str = ""
    north: m.Entrant | None = None
    east: m.Entrant | None = None
    south: m.Entrant | None = None
    west: m.Entrant | None = None


class CardRow(Protocol):
    """What a line of every pairs form's score card says (match points', IMPs', a player's):
    the round, the table and the tray it was played at."""

    @property
    def round(self) -> int: ...

    @property
    def table(self) -> int: ...

    @property
    def tray(self) -> int: ...


@dataclass
class CardLine:
    round: int
    table: int
    tray: int
    direction: str
    opponents: m.Entrant
    tricks: int | None
    adjustment: str
    plus_minus: str
    mp: str
    top: str
    percent: str
    explanation: str
    result: Printed | None = None

    @property
    def revoke_mark(self) -> str:
        """ "-R" or "+R" beside the tricks as made when a side revoked (Law X, sec. 4)."""
        if self.result is None:
            return ""
        return self.result.ns_revoke_mark if self.direction == "NS" else self.result.ew_revoke_mark

    @property
    def own_score(self) -> int | None:
        """The bridge score from the card's side: North-South's, or East-West's negated (a
        procedural penalty or a fouled board's group keeps the table's own score; none when a
        ruling replaced it)."""
        if self.result is None or self.result.ns_score is None:
            return None
        return self.result.ns_score if self.direction == "NS" else -self.result.ns_score
