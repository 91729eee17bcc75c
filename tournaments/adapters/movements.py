"""An event's movement: built by the engine from the stored parameters, or read back from
the stored seatings once the event is seated; and a movement's labels as the entrants players
see.  Views and services never build a ``Movement`` by hand.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, replace
from functools import lru_cache

from movements import catalogue
from movements.io import from_csv, import_custom
from movements.types import Movement, Seating
from tournaments import models as m
from tournaments.adapters import cached

_PAIR_LABEL = re.compile(r"^(?P<number>\d+)(?P<direction>NS|EW)$")
_TEAM_PAIR_LABEL = re.compile(r"^(?P<team>[^.]+)\.(?P<direction>NS|EW)$")


@dataclass(frozen=True)
class LabelParts:
    number: int
    direction: str
    team: str | None = None


def label_parts(label: str, index: int) -> LabelParts:
    """Split a movement label into the number and direction players see.

    ``index`` (1-based position in the movement's entrant list) numbers labels that carry no
    number of their own, such as team letters.
    """
    match = _PAIR_LABEL.match(label)
    if match:
        return LabelParts(int(match["number"]), match["direction"])
    match = _TEAM_PAIR_LABEL.match(label)
    if match:
        return LabelParts(index, match["direction"], team=match["team"])
    if label.isdigit():
        return LabelParts(int(label), "")
    return LabelParts(index, "")


CUSTOM = "custom"
# An event scored elsewhere and imported from its results file: its movement is the one the
# travellers show (``exchange.rebuild``), a record of what was played rather than a plan, so
# it is read as it is, without the checker's rules for a movement to run.
IMPORTED = "imported"
OWN_MOVEMENTS = (CUSTOM, IMPORTED)


def movement_options(event: m.Event) -> dict[str, object]:
    options: dict[str, object] = dict(event.movement_options or {})
    if event.movement_kind in OWN_MOVEMENTS:
        return options
    takes = {o.name for o in catalogue.kind(event.movement_kind).options}
    if "boards_per_round" in takes:
        options["boards_per_round"] = event.boards_per_round
    return options


def generated_movement(event: m.Event) -> Movement:
    """The movement as the engine builds it from the event's stored parameters.

    Movements are immutable and fully determined by their parameters, so each process builds
    a given one once (a 60-pair Howell with its balance figures takes a noticeable moment).
    """
    if event.movement_kind == CUSTOM:
        return custom_movement(event.custom_movement)
    if event.movement_kind == IMPORTED:
        return imported_movement(event.custom_movement)
    options = tuple(sorted((k, json.dumps(v)) for k, v in movement_options(event).items()))
    return _generate(event.movement_kind, event.movement_size, options)


@lru_cache(maxsize=64)
def custom_movement(text: str) -> Movement:
    """An organiser's own movement from its CSV; the checker must pass (``InvalidMovementError``
    lists what it found otherwise)."""
    return import_custom(text)


@lru_cache(maxsize=64)
def imported_movement(text: str) -> Movement:
    """An imported event's movement, rebuilt from its travellers (see ``IMPORTED``)."""
    return from_csv(text)


@lru_cache(maxsize=256)
def _generate(kind: str, size: int, options: tuple[tuple[str, str], ...]) -> Movement:
    return catalogue.generate(kind, size, **{k: json.loads(v) for k, v in options})


def movement_for(event: m.Event) -> Movement:
    """The event's movement as it stands.

    Before the start this is the generated movement.  Once seated, the stored seatings are the
    truth: a pair that left or arrived late turns its opponents' later rounds into sit-outs,
    and every page, guide card and next-move answer must show that (one query).
    """
    if event.status == m.Status.DRAFT:
        return generated_movement(event)
    if cached.in_writer_transaction():
        return _seated_movement(event)
    cached.refresh_version(event)
    key = cached.seating_key(event, "movement")
    return cached.small(key, lambda: _seated_movement(event))


# A seating as ``_seated_movement`` reads it: plain values, no model rows.
_SEATING_VALUES = (
    "round__number",
    "table__number",
    "ns__label",
    "ew__label",
    "north__label",
    "east__label",
    "south__label",
    "west__label",
    "tray_set",
    "arrow_switched",
)


def _seated_movement(event: m.Event) -> Movement:
    """The generated movement with the stored seatings in place of its own (one query of
    plain values): immutable, so the readers of one version share it."""
    movement = generated_movement(event)
    seatings = (
        m.Seating.objects.filter(round__event=event)
        .order_by("round__number", "table__number")
        .values_list(*_SEATING_VALUES)
    )
    by_round: dict[int, list[Seating]] = {}
    for number, table, ns, ew, north, east, south, west, tray_set, switched in seatings:
        players = (north, east, south, west) if north is not None else None
        tray_set = tray_set if (ns is not None and ew is not None) or players else None
        by_round.setdefault(number, []).append(
            Seating(
                round=number,
                table=table,
                ns=ns,
                ew=ew,
                tray_set=tray_set,
                arrow_switched=switched,
                players=players,
                trays=_planned_trays(movement, number, table, tray_set),
            )
        )
    rounds = tuple(replace(r, seatings=tuple(by_round.get(r.number, ()))) for r in movement.rounds)
    return replace(movement, rounds=rounds)


def _planned_trays(
    movement: Movement, round_number: int, table: int, tray_set: int | None
) -> tuple[int, ...] | None:
    """The trays the plan gives a table when they are not one whole set (a split round):
    the stored seating keeps the set, and the trays stay as planned."""
    if tray_set is None or round_number > movement.round_count:
        return None
    planned = movement.round(round_number).at_table(table)
    return planned.trays if planned is not None and planned.tray_set == tray_set else None


def form_of(movement: Movement) -> str:
    """The form a movement seats: four players a table, teams' pairs, or pairs."""
    if any(s.players for s in movement.seatings()):
        return m.Form.INDIVIDUALS
    return m.Form.TEAMS if movement.teams else m.Form.PAIRS
