"""The read side of a progressive party: every guest's stars, poker tallies, the forts' flags,
today's euchre's running totals and the prize list, read from the closed rounds' stored
outcomes (a fixed number of queries for the whole evening).
"""

from __future__ import annotations

from dataclasses import dataclass

from django.utils.translation import gettext_noop

from movements.pivot import table_of
from movements.progression import CHART_GAMES, PartyGame, PokerResult
from tournaments import models as m
from tournaments.adapters.progressive import (
    closed_rounds,
    engine_game,
    engine_result,
    event_chart,
    outcomes_of,
    player_labels,
    poker_result,
    seating_of,
    seatings_by_round,
)
from tournaments.scoring.euchre_points import PlayedRound, Standing, points_prizes, standings
from tournaments.scoring.party_rules import PartyRules
from tournaments.scoring.pivot import table_prizes
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
from tournaments.standings.base import PROGRESSIVE_PAPERS, Shown


@dataclass
class ProgressiveShown(Shown):
    """A progressive party: guests, not pairs; stars and prizes instead of standings."""

    form = m.Form.PROGRESSIVE
    word = "players"
    noun = gettext_noop("Player")
    players_each = 1
    papers = PROGRESSIVE_PAPERS
    has_standings = False  # the star table and the prize list are its results

    event: m.Event
    settings: m.ProgressiveSettings | None

    @classmethod
    def load(cls, event: m.Event, *, tray: int | None = None, public: bool = False):
        return cls(event, m.ProgressiveSettings.objects.filter(event=event).first())

    def prizes(self) -> list[Prize]:
        return [] if self.settings is None else evening_prizes(self.event, self.settings)

    def read_all(self) -> None:
        """The star table, the prize list and every round's results, read as the pages read
        them (a restored backup must read back whole)."""
        if self.settings is None:
            return
        game = engine_game(self.settings)
        rounds = list(self.event.progressive_rounds.all())
        seatings_by_round(rounds)
        for row in m.ProgressiveResult.objects.filter(round__event=self.event):
            engine_result(row, game)
        for round_ in rounds:
            outcomes_of(round_)
        if game in CHART_GAMES:
            event_chart(self.event)
            evening_points(self.event, self.settings)
        self.prizes()


def party_rules(event: m.Event, settings: m.ProgressiveSettings) -> PartyRules:
    """The evening's rules as the host, the phones and the papers word them."""
    return PartyRules(
        engine_game(settings),
        event.movement_size,
        settings.game_points,
        settings.deals,
        settings.lone_hands_barred,
        settings.loner_points,
        settings.bye_points,
        settings.score_bonus,
        settings.bonus_per_point,
        settings.bonus_game,
    )


def evening_stars(event: m.Event) -> dict[str, Stars]:
    """Every player's stars from the closed rounds' outcomes (players without any included)."""
    outcomes = [outcomes_of(r) for r in closed_rounds(event)]
    return award_stars(outcomes, event.movement_size, player_labels(event))


def poker_tallies(event: m.Event, stake: int) -> dict[str, PokerTally]:
    rounds = closed_rounds(event)
    results: dict[int, list[PokerResult]] = {r.pk: [] for r in rounds}
    rows = m.ProgressiveResult.objects.filter(round__in=rounds).order_by("table")
    for row in rows:
        results[row.round_id].append(poker_result(row))
    played = [(results[r.pk], outcomes_of(r)) for r in rounds]
    return poker_tally(player_labels(event), played, stake)


def evening_flags(event: m.Event) -> dict[int, int]:
    """Military euchre: the flags each fort has captured."""
    rounds = closed_rounds(event)
    first = event.progressive_rounds.filter(number=1).first()
    if first is None:
        return {}
    return fort_flags(seating_of(first), [outcomes_of(r) for r in rounds])


def evening_points(event: m.Event, settings: m.ProgressiveSettings) -> list[Standing]:
    """Today's euchre: every player's running total over the closed rounds, best first (a
    player not seated in a round sat it out and scores a bye)."""
    rounds = closed_rounds(event)
    seatings = seatings_by_round(rounds)
    players = player_labels(event)
    points: dict[int, dict[int, tuple[int, int]]] = {r.pk: {} for r in rounds}
    rows = m.ProgressiveResult.objects.filter(round__in=rounds)
    for round_id, table, a, b in rows.values_list("round_id", "table", "points_a", "points_b"):
        points[round_id][table] = (a, b)
    played = []
    for r in rounds:
        seating = seatings[r.pk]
        seated = {p for t in seating for p in t.players}
        winners = {o.table: o.winner_index for o in outcomes_of(r) if o.winner_index is not None}
        byes = tuple(p for p in players if p not in seated)
        played.append(PlayedRound(seating, points[r.pk], winners, byes))
    return standings(players, played, bye_points=settings.bye_points)


def evening_prizes(event: m.Event, settings: m.ProgressiveSettings) -> list[Prize]:
    """The prize list as it stands: the source's classes and tie-breaks, cuts with the seed
    (today's euchre: the three highest totals and the lowest; pivot bridge: a prize a table,
    the room's highest choosing first)."""
    if engine_game(settings) is PartyGame.POKER:
        return poker_prizes(poker_tallies(event, settings.stake), seed=event.seed)
    if engine_game(settings) is PartyGame.EUCHRE_POINTS:
        return points_prizes(evening_points(event, settings), seed=event.seed)
    if engine_game(settings) is PartyGame.BRIDGE_PIVOT:
        chart = event_chart(event)
        tables = {p: table_of(chart, p) for p in chart.players}
        return table_prizes(evening_points(event, settings), tables, seed=event.seed)
    classes = settings.prize_classes or list(CLASSES)
    return prizes(evening_stars(event), seed=event.seed, classes=classes)


@dataclass(frozen=True)
class RoundBonus:
    """Bridge to the score at one table in one round: the partnerships (North-South first),
    their trick scores, their scores as reported, the bonus and the scores with it."""

    round: int
    table: int
    pairs: tuple[tuple[str, str], tuple[str, str]]
    trick_scores: tuple[int, int]
    before: tuple[int, int]
    bonus: tuple[int, int]
    scored: tuple[int, int]


def round_bonuses(event: m.Event) -> list[RoundBonus]:
    """Every closed round's bonus, table by table (empty for a party without one)."""
    rounds = closed_rounds(event)
    seatings = seatings_by_round(rounds)
    rows = m.ProgressiveResult.objects.filter(round__in=rounds).order_by("round__number", "table")
    number = {r.pk: r.number for r in rounds}
    out = []
    for row in rows:
        d = row.details or {}
        if "bonus" not in d:
            continue
        table = next(t for t in seatings[row.round_id] if t.table == row.table)
        out.append(
            RoundBonus(
                number[row.round_id],
                row.table,
                table.partnerships,
                tuple(d["trick_scores"]),
                tuple(d["before_bonus"]),
                tuple(d["bonus"]),
                (row.points_a, row.points_b),
            )
        )
    return out
