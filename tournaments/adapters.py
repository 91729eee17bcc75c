"""The one place where database rows become the pure packages' dataclasses, and back.

Views and services never build a ``Movement`` or a scoring ``Result`` by hand: they call the
functions here, which read everything they need in a fixed, small number of queries.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable
from dataclasses import dataclass, replace
from functools import lru_cache

from movements import catalogue
from movements.io import import_custom
from movements.types import Movement, Seating
from tournaments import models as m
from tournaments.scoring.individuals import IndividualResult
from tournaments.scoring.types import Adjustment
from tournaments.scoring.types import Result as ScoringResult

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


def movement_options(event: m.Event) -> dict[str, object]:
    options: dict[str, object] = dict(event.movement_options or {})
    if event.movement_kind == CUSTOM:
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
    options = tuple(sorted((k, json.dumps(v)) for k, v in movement_options(event).items()))
    return _generate(event.movement_kind, event.movement_size, options)


@lru_cache(maxsize=64)
def custom_movement(text: str) -> Movement:
    """An organiser's own movement from its CSV; the checker must pass (``InvalidMovementError``
    lists what it found otherwise)."""
    return import_custom(text)


@lru_cache(maxsize=256)
def _generate(kind: str, size: int, options: tuple[tuple[str, str], ...]) -> Movement:
    return catalogue.generate(kind, size, **{k: json.loads(v) for k, v in options})


def movement_for(event: m.Event) -> Movement:
    """The event's movement as it stands.

    Before the start this is the generated movement.  Once seated, the stored seatings are the
    truth: a pair that left or arrived late turns its opponents' later rounds into sit-outs,
    and every page, guide card and next-move answer must show that (three queries).
    """
    movement = generated_movement(event)
    if event.status == m.Status.DRAFT:
        return movement
    seatings = (
        m.Seating.objects.filter(round__event=event)
        .select_related("round", "table", "ns", "ew", "north", "east", "south", "west")
        .order_by("round__number", "table__number")
    )
    by_round: dict[int, list[Seating]] = {}
    for s in seatings:
        players = None
        if s.north_id:
            players = tuple(p.label for p in (s.north, s.east, s.south, s.west))
        by_round.setdefault(s.round.number, []).append(
            Seating(
                round=s.round.number,
                table=s.table.number,
                ns=s.ns.label if s.ns_id else None,
                ew=s.ew.label if s.ew_id else None,
                tray_set=s.tray_set if (s.ns_id and s.ew_id) or players else None,
                arrow_switched=s.arrow_switched,
                players=players,
            )
        )
    rounds = tuple(replace(r, seatings=tuple(by_round.get(r.number, ()))) for r in movement.rounds)
    return replace(movement, rounds=rounds)


SEATS = ("north", "east", "south", "west")
RESULT_RELATED = (
    "tray",
    "seating__ns",
    "seating__ew",
    "seating__round",
    "seating__table",
    *(f"seating__{seat}" for seat in SEATS),
)


def is_individual(seating: m.Seating) -> bool:
    """A seating of an individual movement: the four seats are named, the sides are not."""
    return seating.ns_id is None and seating.north_id is not None


def side_labels(seating: m.Seating) -> tuple[str, str]:
    """The two sides' labels: the pairs, or an individual table's partnerships "N&S", "E&W"."""
    if is_individual(seating):
        return (
            f"{seating.north.label}&{seating.south.label}",
            f"{seating.east.label}&{seating.west.label}",
        )
    return seating.ns.label, seating.ew.label


def _score_of(r: m.Result) -> tuple[int | None, Adjustment | None]:
    adjustment = Adjustment.parse(r.adjustment) if r.adjustment else None
    score = None if adjustment else (r.ns_tricks if r.ns_tricks is not None else r.ns_score)
    return score, adjustment


def scoring_results(results: Iterable[m.Result]) -> list[ScoringResult]:
    """Stored results as the scoring package's plain ``Result`` values.

    An individual table's sides are its partnerships, labelled "north&south" and "east&west"
    (the scoring package's ``from_pair_labels`` convention).  Expects ``results`` fetched as
    ``result_queryset`` fetches them.
    """
    out: list[ScoringResult] = []
    for r in results:
        seating = r.seating
        score, adjustment = _score_of(r)
        ns, ew = side_labels(seating)
        out.append(
            ScoringResult(
                tray=r.tray.number,
                ns=ns,
                ew=ew,
                score=score,
                adjustment=adjustment,
                round=seating.round.number,
                table=seating.table.number,
                revokes_ns=r.revokes_ns,
                revokes_ew=r.revokes_ew,
            )
        )
    return out


def individual_results(results: Iterable[m.Result]) -> list[IndividualResult]:
    """Stored results of an individual event with the four players named (N, E, S, W)."""
    out: list[IndividualResult] = []
    for r in results:
        seating = r.seating
        score, adjustment = _score_of(r)
        out.append(
            IndividualResult(
                tray=r.tray.number,
                north=seating.north.label,
                east=seating.east.label,
                south=seating.south.label,
                west=seating.west.label,
                score=score,
                adjustment=adjustment,
                round=seating.round.number,
                table=seating.table.number,
            )
        )
    return out


def result_queryset(event: m.Event):
    return (
        m.Result.objects.filter(tray__event=event)
        .select_related(*RESULT_RELATED)
        .order_by("tray__number", "seating__table__number")
    )


def fields_for(event: m.Event, entrants: Iterable[m.Entrant]) -> dict[str, str] | None:
    """Two fields (NS and EW) for a two-winner movement; None (one field) otherwise."""
    if event.one_winner:
        return None
    fields = {e.label: e.direction for e in entrants if e.direction}
    return fields or None
