"""Progressive rows as the pure engine's dataclasses, and back: seatings, table results and
the outcomes the engine decided.

Every read is a fixed number of queries for the whole evening, so the live star table and the
prize list stay quick at forty tables.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from movements.pivot import RUBBERS, pivot_chart
from movements.progression import (
    HeartsResult,
    PartyGame,
    PokerResult,
    Result,
    TableOutcome,
    TableResult,
)
from movements.progressive import ProgressiveTable, TableSeating
from movements.rotation import Chart, chart
from tournaments import models as m

ENGINE_GAME = {
    m.Drive.EUCHRE: PartyGame.EUCHRE,
    m.Drive.MILITARY: PartyGame.MILITARY,
    m.Drive.HEARTS: PartyGame.HEARTS,
    m.Drive.BRIDGE: PartyGame.BRIDGE,
    m.Drive.BRIDGE_SIT: PartyGame.BRIDGE_SIT,
    m.Drive.WHIST: PartyGame.BRIDGE,
    m.Drive.WHIST_SIT: PartyGame.BRIDGE_SIT,
    m.Drive.POKER: PartyGame.POKER,
    m.Drive.CINCH: PartyGame.CINCH,
    m.Drive.EUCHRE_POINTS: PartyGame.EUCHRE_POINTS,
    m.Drive.BRIDGE_PIVOT: PartyGame.BRIDGE_PIVOT,
}
PARTNERSHIP_GAMES = {
    PartyGame.EUCHRE,
    PartyGame.MILITARY,
    PartyGame.BRIDGE,
    PartyGame.BRIDGE_SIT,
    PartyGame.CINCH,
    PartyGame.EUCHRE_POINTS,
    PartyGame.BRIDGE_PIVOT,
}
SEATS = ("North", "East", "South", "West", "Fifth place", "Sixth place", "Seventh place")


def engine_game(settings: m.ProgressiveSettings) -> PartyGame:
    return ENGINE_GAME[m.Drive(settings.game)]


def event_chart(event: m.Event) -> Chart:
    """The chart a chart game seats from: today's euchre's rotation chart for the evening's
    guests (labels P1 .. Pn), or pivot bridge's rubbers for its tables."""
    if event.game == m.Game.BRIDGE:
        return pivot_chart(event.movement_size, event.progressive.rounds or RUBBERS)
    return chart(event.progressive_players.count())


def label_key(label: str) -> tuple[int, int]:
    return ("LGP".index(label[0]), int(label[1:]))


def seatings_by_round(rounds: Iterable[m.ProgressiveRound]) -> dict[int, TableSeating]:
    """Each round's seating (by round pk), from one query over all their seats."""
    ids = [r.pk for r in rounds]
    places: dict[int, dict[int, list[tuple[int, str]]]] = {i: {} for i in ids}
    seats = m.ProgressiveSeat.objects.filter(round_id__in=ids).values_list(
        "round_id", "table", "seat", "player__label"
    )
    for round_id, table, seat, label in seats:
        places[round_id].setdefault(table, []).append((seat, label))
    return {
        i: tuple(
            ProgressiveTable(t, tuple(label for _seat, label in sorted(tables[t])))
            for t in sorted(tables)
        )
        for i, tables in places.items()
    }


def seating_of(round_: m.ProgressiveRound) -> TableSeating:
    return seatings_by_round([round_])[round_.pk]


def engine_result(row: m.ProgressiveResult, game: PartyGame) -> Result:
    """A stored table result as the engine's result for ``game``."""
    d = row.details or {}
    cuts = {k: int(v) for k, v in (d.get("cuts") or {}).items()}
    if game is PartyGame.HEARTS:
        return HeartsResult(row.table, {k: int(v) for k, v in d["hearts"].items()}, cuts)
    if game is PartyGame.POKER:
        return poker_result(row)
    tricks = None if row.tricks_a is None else (row.tricks_a, row.tricks_b)
    return TableResult(row.table, (row.points_a, row.points_b), tricks, cuts)


def poker_result(row: m.ProgressiveResult) -> PokerResult:
    """A stored poker table's result as the engine's."""
    d = row.details or {}
    return PokerResult(
        row.table,
        d["pool_winner"],
        frozenset(d["in_call"]),
        {k: int(v) for k, v in d["chips"].items()},
        {k: int(v) for k, v in (d.get("cuts") or {}).items()},
    )


def outcome_json(outcomes: Sequence[TableOutcome]) -> list[dict]:
    return [
        {
            "table": o.table,
            "winners": list(o.winners),
            "losers": list(o.losers),
            "decided_by": o.decided_by,
            "winner_index": o.winner_index,
            "down": list(o.down),
            "restaked": list(o.restaked),
        }
        for o in outcomes
    ]


def outcomes_of(round_: m.ProgressiveRound) -> tuple[TableOutcome, ...]:
    return tuple(
        TableOutcome(
            o["table"],
            tuple(o["winners"]),
            tuple(o["losers"]),
            o["decided_by"],
            o.get("winner_index"),
            tuple(o.get("down", ())),
            tuple(o.get("restaked", ())),
        )
        for o in round_.outcome or ()
    )


def closed_rounds(event: m.Event) -> list[m.ProgressiveRound]:
    return list(event.progressive_rounds.filter(state=m.RoundState.CLOSED).order_by("number"))


def player_labels(event: m.Event) -> list[str]:
    labels = event.progressive_players.values_list("label", flat=True)
    return sorted(labels, key=label_key)


@dataclass(frozen=True)
class Place:
    """Where a player sits in a round: table, seat name, partner (partnership games), and the
    others at the table."""

    round: int
    table: int
    seat: str
    partner: str | None
    others: tuple[str, ...]


def place_of(seating: TableSeating, label: str, round_number: int, game: PartyGame) -> Place | None:
    for t in seating:
        if label in t.players:
            i = t.players.index(label)
            partner = None
            if game in PARTNERSHIP_GAMES and len(t.players) == 4:
                partner = t.players[(i + 2) % 4]
            others = tuple(p for p in t.players if p not in (label, partner))
            return Place(round_number, t.table, SEATS[i], partner, others)
    return None


def sitting_out(event: m.Event, seating: TableSeating) -> list[str]:
    """The guests not seated in a round (today's euchre's byes), in label order."""
    seated = {p for t in seating for p in t.players}
    return [p for p in player_labels(event) if p not in seated]


def names_by_label(event: m.Event) -> Mapping[str, m.ProgressivePlayer]:
    return {p.label: p for p in event.progressive_players.all()}
