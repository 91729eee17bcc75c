"""The one place where database rows become the pure packages' dataclasses, and back.

Views and services never build a ``Movement`` or a scoring ``Result`` by hand: they call the
functions here, which read everything they need in a fixed, small number of queries.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from movements import catalogue
from movements.types import Movement
from tournaments import models as m
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


def movement_options(event: m.Event) -> dict[str, object]:
    options: dict[str, object] = dict(event.movement_options or {})
    options["boards_per_round"] = event.boards_per_round
    return options


def movement_for(event: m.Event) -> Movement:
    """The pure movement an event is set up with (deterministic from the stored parameters)."""
    return catalogue.generate(event.movement_kind, event.movement_size, **movement_options(event))


def scoring_results(results: Iterable[m.Result]) -> list[ScoringResult]:
    """Stored results as the scoring package's plain ``Result`` values.

    Expects ``results`` fetched with ``select_related("tray", "seating__ns", "seating__ew",
    "seating__round", "seating__table")``.
    """
    out: list[ScoringResult] = []
    for r in results:
        seating = r.seating
        adjustment = Adjustment.parse(r.adjustment) if r.adjustment else None
        score = None if adjustment else (r.ns_tricks if r.ns_tricks is not None else r.ns_score)
        out.append(
            ScoringResult(
                tray=r.tray.number,
                ns=seating.ns.label,
                ew=seating.ew.label,
                score=score,
                adjustment=adjustment,
                round=seating.round.number,
                table=seating.table.number,
                revokes_ns=r.revokes_ns,
                revokes_ew=r.revokes_ew,
            )
        )
    return out


def result_queryset(event: m.Event):
    return (
        m.Result.objects.filter(tray__event=event)
        .select_related("tray", "seating__ns", "seating__ew", "seating__round", "seating__table")
        .order_by("tray__number", "seating__table__number")
    )


def fields_for(event: m.Event, entrants: Iterable[m.Entrant]) -> dict[str, str] | None:
    """Two fields (NS and EW) for a two-winner movement; None (one field) otherwise."""
    if event.one_winner:
        return None
    fields = {e.label: e.direction for e in entrants if e.direction}
    return fields or None
