"""A Swiss's field in order for the next draw: by the VPs so far, ties by seeding."""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal

from movements import swiss
from movements.types import Movement
from tournaments import models as m
from tournaments.adapters import movements as movement_rows
from tournaments.standings.method_values import SwissPairsFromValues
from tournaments.standings.team_values import TeamsFromValues


def totals(event: m.Event) -> dict[str, Decimal]:
    """Each team's or pair's VPs so far, its byes included (every result, public or not),
    read as plain values as the pages read them."""
    if event.form == m.Form.PAIRS:
        pairs = SwissPairsFromValues.load(event)
        return {s.entrant: s.vps for s in pairs.swiss_standings}
    scores = TeamsFromValues.load(event)
    return {row.team.label: row.vps or Decimal(0) for row in scores.standings}


def ranking(event: m.Event, movement: Movement) -> list[str]:
    """The field best first: most VPs, then the seeding (entry order)."""
    field = swiss.field_of(movement)
    seed = {label: i for i, label in enumerate(field)}
    got = totals(event)
    return sorted(field, key=lambda e: (-got.get(e, Decimal(0)), seed[e]))


@dataclass(frozen=True)
class MatchRow:
    tables: tuple[int, int] | tuple[int]
    home: m.Entrant
    away: m.Entrant


@dataclass(frozen=True)
class SwissPanel:
    """What the desk shows of a Swiss: the latest draw, what comes next, the field."""

    match: int
    planned: int
    rows: tuple[MatchRow, ...]
    bye: m.Entrant | None
    field: tuple[m.Entrant, ...]
    last_round: int
    bye_vps: int

    @property
    def all_drawn(self) -> bool:
        return self.match >= self.planned


def panel(event: m.Event) -> SwissPanel:
    """The desk's Swiss panel, from the generated movement and the entrants (one query)."""
    movement = movement_rows.generated_movement(event)
    draws = swiss.drawn(movement)
    step = swiss.rounds_per_match(movement)
    kind = m.Entrant.Kind.TEAM if movement.teams else m.Entrant.Kind.PAIR
    entrants = {e.label: e for e in event.entrants.filter(kind=kind)}
    latest = draws[-1]
    rows = []
    for k, (home, away) in enumerate(latest.matches, start=1):
        tables = (2 * k - 1, 2 * k) if step == 2 else (k,)
        rows.append(MatchRow(tables, entrants[home], entrants[away]))
    return SwissPanel(
        match=len(draws),
        planned=swiss.planned_matches(movement),
        rows=tuple(rows),
        bye=entrants[latest.bye] if latest.bye else None,
        field=tuple(entrants[label] for label in swiss.field_of(movement)),
        last_round=len(draws) * step,
        bye_vps=swiss.bye_vps(movement),
    )
