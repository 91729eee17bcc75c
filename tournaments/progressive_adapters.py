"""Progressive rows as the pure engine's dataclasses, and back: seatings, table results, the
outcomes the engine decided, and the evening's stars, tallies and prizes read from them.

Every read is a fixed number of queries for the whole evening, so the live star table and the
prize list stay quick at forty tables.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from movements.progression import (
    Game,
    HeartsResult,
    PokerResult,
    Result,
    TableOutcome,
    TableResult,
)
from movements.progressive import ProgressiveTable, TableSeating
from tournaments import models as m
from tournaments.scoring.progressive import (
    CLASSES,
    PokerTally,
    Prize,
    Stars,
    award_stars,
    fort_flags,
    poker_prizes,
    poker_tally,
    prizes,
)

ENGINE_GAME = {
    m.Drive.EUCHRE: Game.EUCHRE,
    m.Drive.MILITARY: Game.MILITARY,
    m.Drive.HEARTS: Game.HEARTS,
    m.Drive.BRIDGE: Game.BRIDGE,
    m.Drive.BRIDGE_SIT: Game.BRIDGE_SIT,
    m.Drive.WHIST: Game.BRIDGE,
    m.Drive.WHIST_SIT: Game.BRIDGE_SIT,
    m.Drive.POKER: Game.POKER,
}
PARTNERSHIP_GAMES = {Game.EUCHRE, Game.MILITARY, Game.BRIDGE, Game.BRIDGE_SIT}
SEATS = ("North", "East", "South", "West", "Fifth place", "Sixth place", "Seventh place")


def engine_game(settings: m.ProgressiveSettings) -> Game:
    return ENGINE_GAME[m.Drive(settings.game)]


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


def engine_result(row: m.ProgressiveResult, game: Game) -> Result:
    """A stored table result as the engine's result for ``game``."""
    d = row.details or {}
    cuts = {k: int(v) for k, v in (d.get("cuts") or {}).items()}
    if game is Game.HEARTS:
        return HeartsResult(row.table, {k: int(v) for k, v in d["hearts"].items()}, cuts)
    if game is Game.POKER:
        return PokerResult(
            row.table,
            d["pool_winner"],
            frozenset(d["in_call"]),
            {k: int(v) for k, v in d["chips"].items()},
            cuts,
        )
    tricks = None if row.tricks_a is None else (row.tricks_a, row.tricks_b)
    return TableResult(row.table, (row.points_a, row.points_b), tricks, cuts)


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


def evening_stars(event: m.Event) -> dict[str, Stars]:
    """Every player's stars from the closed rounds' outcomes (players without any included)."""
    outcomes = [outcomes_of(r) for r in closed_rounds(event)]
    return award_stars(outcomes, event.movement_size, player_labels(event))


def poker_tallies(event: m.Event, stake: int) -> dict[str, PokerTally]:
    rounds = closed_rounds(event)
    results: dict[int, list[PokerResult]] = {r.pk: [] for r in rounds}
    rows = m.ProgressiveResult.objects.filter(round__in=rounds).order_by("table")
    for row in rows:
        results[row.round_id].append(engine_result(row, Game.POKER))  # type: ignore[arg-type]
    played = [(results[r.pk], outcomes_of(r)) for r in rounds]
    return poker_tally(player_labels(event), played, stake)


def evening_flags(event: m.Event) -> dict[int, int]:
    """Military euchre: the flags each fort has captured."""
    rounds = closed_rounds(event)
    first = event.progressive_rounds.filter(number=1).first()
    if first is None:
        return {}
    return fort_flags(seating_of(first), [outcomes_of(r) for r in rounds])


def evening_prizes(event: m.Event, settings: m.ProgressiveSettings) -> list[Prize]:
    """The prize list as it stands: the source's classes and tie-breaks, cuts with the seed."""
    if engine_game(settings) is Game.POKER:
        return poker_prizes(poker_tallies(event, settings.stake), seed=event.seed)
    classes = settings.prize_classes or list(CLASSES)
    return prizes(evening_stars(event), seed=event.seed, classes=classes)


@dataclass(frozen=True)
class Place:
    """Where a player sits in a round: table, seat name, partner (partnership games), and the
    others at the table."""

    round: int
    table: int
    seat: str
    partner: str | None
    others: tuple[str, ...]


def place_of(seating: TableSeating, label: str, round_number: int, game: Game) -> Place | None:
    for t in seating:
        if label in t.players:
            i = t.players.index(label)
            partner = None
            if game in PARTNERSHIP_GAMES and len(t.players) == 4:
                partner = t.players[(i + 2) % 4]
            others = tuple(p for p in t.players if p not in (label, partner))
            return Place(round_number, t.table, SEATS[i], partner, others)
    return None


def names_by_label(event: m.Event) -> Mapping[str, m.ProgressivePlayer]:
    return {p.label: p for p in event.progressive_players.all()}
