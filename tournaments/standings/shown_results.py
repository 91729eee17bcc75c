"""A stored result as a score card, a traveller and the results sheet print it, made from plain
values (one ``values_list`` row) instead of a model row with its tray, seating, round, table
and pairs.

A page reads a result's fields by the model's names (``r.seating.round.number``,
``r.seating.ns.code``, ``r.tray.vulnerability``, ``r.contract``...), so the templates, the
ruling filters (``adapters.results.ruling_of``) and the sheets read these values as they read a
row.  A pairs table's result is seated by its two pairs (``SeatingShown``), an individual
table's by its four players (``PlayersSeated``).  The pairs and players are the event's own
entrants (hidden names are hidden once, on them), and the revoke marks the model's own rule
(``models.results.revoke_mark``): one rule for a row and for its values.
"""

from __future__ import annotations

from typing import Any

from tournaments import models as m
from tournaments.models.results import revoke_mark

# What a page prints of a result, beyond what scoring reads (``pairs_values.VALUE_COLUMNS``).
SHOWN_COLUMNS = (
    "ew_tricks",
    "contract",
    "declarer",
    "tricks_taken",
    "honours",
    "honours_side",
    "out_of_turn",
    "law",
    "lead",
)


class Numbered:
    """A round, a table or a tray as a page names it: its number (a tray with its
    vulnerability, which an assigned contract is scored with)."""

    __slots__ = ("number", "vulnerability")

    number: int
    vulnerability: str

    def __init__(self, number: int, vulnerability: str = "") -> None:
        self.number = number
        self.vulnerability = vulnerability


def _id_of(seat: str) -> property:
    """The id of the entrant in ``seat``, as a model's ``<seat>_id`` reads it."""
    return property(lambda self: getattr(self, seat).pk)


class SeatingShown:
    """Where a result was played: its round and table, the two pairs seated there."""

    __slots__ = ("round", "table", "ns", "ew")

    round: Numbered
    table: Numbered
    ns: m.Entrant
    ew: m.Entrant
    north_id = east_id = south_id = west_id = None  # a pairs seating names no players
    north = east = south = west = None

    def __init__(self, round_: int, table: int, ns: m.Entrant, ew: m.Entrant) -> None:
        self.round = Numbered(round_)
        self.table = Numbered(table)
        self.ns = ns
        self.ew = ew

    ns_id = _id_of("ns")
    ew_id = _id_of("ew")


class PlayersSeated:
    """Where a result of an individual table was played: its round and table, the four
    players seated there (no pairs)."""

    __slots__ = ("round", "table", "north", "east", "south", "west")

    round: Numbered
    table: Numbered
    north: m.Entrant
    east: m.Entrant
    south: m.Entrant
    west: m.Entrant
    ns = ew = ns_id = ew_id = None  # an individual seating names no pairs

    def __init__(self, round_: int, table: int, *players: m.Entrant) -> None:
        self.round = Numbered(round_)
        self.table = Numbered(table)
        self.north, self.east, self.south, self.west = players

    north_id = _id_of("north")
    east_id = _id_of("east")
    south_id = _id_of("south")
    west_id = _id_of("west")


class ResultShown:
    """One stored result's printed fields, by the model's names."""

    __slots__ = (
        "pk",
        "tray",
        "seating",
        "ns_tricks",
        "ns_score",
        "adjustment",
        "revokes_ns",
        "revokes_ew",
        "revoke_kept",
        *SHOWN_COLUMNS,
    )  # each typed by ``__init__``

    @property
    def ns_revoke_mark(self) -> str:
        return revoke_mark(self.revokes_ns, self.revokes_ew)

    @property
    def ew_revoke_mark(self) -> str:
        return revoke_mark(self.revokes_ew, self.revokes_ns)

    def __init__(
        self,
        pk: int,
        tray: Numbered,
        seating: SeatingShown | PlayersSeated,
        ns_tricks: int | None,
        ns_score: int | None,
        adjustment: str,
        revokes_ns: int,
        revokes_ew: int,
        revoke_kept: int,
        # ``SHOWN_COLUMNS``, in their order
        ew_tricks: int | None,
        contract: str,
        declarer: str,
        tricks_taken: int | None,
        honours: str,
        honours_side: str,
        out_of_turn: str,
        law: str,
        lead: str,
    ) -> None:
        self.pk, self.tray, self.seating = pk, tray, seating
        self.ns_tricks, self.ns_score, self.adjustment = ns_tricks, ns_score, adjustment
        self.revokes_ns, self.revokes_ew, self.revoke_kept = revokes_ns, revokes_ew, revoke_kept
        self.ew_tricks, self.contract, self.declarer = ew_tricks, contract, declarer
        self.tricks_taken, self.honours, self.honours_side = tricks_taken, honours, honours_side
        self.out_of_turn, self.law, self.lead = out_of_turn, law, lead

    @property
    def id(self) -> int:
        return self.pk

    def __eq__(self, other: object) -> bool:
        """The same stored result (as model rows compare)."""
        if isinstance(other, ResultShown | m.Result):
            return self.pk == other.pk
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self.pk)


def result_shown(
    entrants: dict[str, m.Entrant],
    pk: int,
    tray: int,
    vulnerability: str,
    ns: str,
    ew: str,
    round_: int,
    table: int,
    *figures: Any,
) -> ResultShown:
    """A result from its id, the values ``adapters.results.plain_result`` takes, then
    ``SHOWN_COLUMNS``; its pairs are ``entrants``' own.  ``figures``: the tricks, points,
    ruling and revokes, then the shown columns, in ``ResultShown``'s order."""
    seating = SeatingShown(round_, table, entrants[ns], entrants[ew])
    return ResultShown(pk, Numbered(tray, vulnerability), seating, *figures)


# A stored result as a page reads it: its model row, or its values.
Printed = m.Result | ResultShown

__all__ = [
    "SHOWN_COLUMNS",
    "Numbered",
    "PlayersSeated",
    "Printed",
    "ResultShown",
    "SeatingShown",
    "result_shown",
]
