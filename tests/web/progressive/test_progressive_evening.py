"""A four-table progressive euchre evening run through the services, seating and stars worked
by hand from Foster's "Progressing", "Changing Partners" and "Ties"."""

from __future__ import annotations

import datetime as dt

import pytest
from django.utils import timezone

from movements.progressive import draw_positions
from tests.builders import (  # noqa: F401
    HAND_DRAWN,
    ROUNDS,
    euchre_evening,
    play_round,
    quick_user,
    round_pairs,
)
from tournaments import models as m
from tournaments.adapters import progressive as pa
from tournaments.scoring.progressive import Stars
from tournaments.services import progressive as ps
from tournaments.standings import progressive as sp

# Round 2, by hand from round 1 (head 5-2 to L1-G1; table 2 to L4-G4; table 3 to L5-G5;
# booby ties 2-2, East-West L8-G8 take four tricks of the next hand):
#   head: L1-G1 keep their seats, the pair up from table 2 (L4-G4) stay partners;
#   table 2: L3 keeps her seat and takes G5 from table 3, L5 partners G3;
#   table 3: L6 keeps her seat and takes G8 from the booby table, L8 partners G6;
#   booby: the head losers L2-G2 divide: L7 keeps her seat with G2, L2 partners G7.
ROUND_2 = [
    [("L1", "G1"), ("L4", "G4")],
    [("L3", "G5"), ("L5", "G3")],
    [("L8", "G6"), ("L6", "G8")],
    [("L7", "G2"), ("L2", "G7")],
]
# Round 3, from round 2 (head 3-5 to L4-G4; table 2 to L3-G5; table 3 to L6-G8; booby to
# L7-G2): L4-G4 keep their seats and L3-G5 arrive together; L5 keeps her seat with G8 while
# L6 partners G3; L8 keeps hers with G2, L7 partners G6; at the booby table the head losers
# L1-G1 divide: L2 keeps her seat with G1, L1 partners G7.
ROUND_3 = [
    [("L3", "G5"), ("L4", "G4")],
    [("L6", "G3"), ("L5", "G8")],
    [("L8", "G2"), ("L7", "G6")],
    [("L1", "G7"), ("L2", "G1")],
]
# Stars over the three rounds (gold, red, green), counted by hand from the winners above and
# round 3 (head 5-4 to L3-G5; table 2 to L5-G8; table 3 ties 6-6, North-South L8-G2 take
# three tricks of the next hand; booby 0-5 to L2-G1, so L1-G7 stay there and take green).
STARS = {
    "L1": (1, 0, 1),
    "G1": (1, 1, 0),
    "L2": (0, 1, 1),
    "G2": (0, 2, 0),
    "L3": (1, 1, 0),
    "G3": (0, 0, 0),
    "L4": (1, 1, 0),
    "G4": (1, 1, 0),
    "L5": (0, 2, 0),
    "G5": (1, 2, 0),
    "L6": (0, 1, 0),
    "G6": (0, 0, 0),
    "L7": (0, 1, 1),
    "G7": (0, 0, 3),
    "L8": (0, 2, 0),
    "G8": (0, 3, 0),
}


@pytest.fixture
def organiser(db):
    return quick_user("hostess")


@pytest.fixture
def evening(organiser):
    event = euchre_evening(organiser)
    ps.seat_by_hand(event, HAND_DRAWN, by=organiser)
    return event


def test_the_seed_draws_what_the_engine_draws(organiser):
    event = euchre_evening(organiser)
    ps.draw_evening(event, by=organiser)
    expected = draw_positions(4, groups="two", seed=event.seed)
    assert round_pairs(event, 1) == [list(t.partnerships) for t in expected]
    assert event.progressive_players.count() == 16
    event.refresh_from_db()
    assert event.status == m.Status.SEATED


def test_three_rounds_seat_and_star_as_the_rules_say(organiser, evening):
    play_round(organiser, evening, ROUNDS[0])
    assert round_pairs(evening, 2) == ROUND_2
    play_round(organiser, evening, ROUNDS[1])
    assert round_pairs(evening, 3) == ROUND_3
    last = play_round(organiser, evening, ROUNDS[2])
    evening.refresh_from_db()
    assert evening.status == m.Status.FINISHED
    assert not m.ProgressiveRound.objects.filter(event=evening, number=4).exists()
    decided = {o.table: o.decided_by for o in pa.outcomes_of(last)}
    assert decided == {1: "points", 2: "points", 3: "tricks", 4: "points"}
    stars = sp.evening_stars(evening)
    assert stars == {p: Stars(*s) for p, s in STARS.items()}


def test_the_prize_list_follows_the_tie_breaks(organiser, evening):
    for results in ROUNDS:
        play_round(organiser, evening, results)
    prizes = {(p.klass, p.group): p for p in sp.evening_prizes(evening, evening.progressive)}
    # Gentlemen: G5 holds one gold like G1 and G4 but two red; G8 three red; G7 three green.
    assert (prizes["gold", "G"].player, prizes["gold", "G"].decided_by) == ("G5", "red")
    assert prizes["red", "G"].player == "G8"
    assert prizes["green", "G"].player == "G7"
    # Ladies: L3 and L4 tie on gold, red and green (L1 has no red): a cut.
    assert prizes["gold", "L"].player in {"L3", "L4"}
    assert prizes["gold", "L"].decided_by == "cut"
    assert prizes["red", "L"].player in {"L5", "L8"}  # two red each, no gold: a cut
    assert prizes["green", "L"].player in {"L2", "L7"}  # one green, no gold (L1 has gold)
    winners = [p.player for p in prizes.values()]
    assert len(winners) == len(set(winners)) == 6


def test_after_the_time_limit_the_head_table_need_not_finish_its_game(organiser):
    """Foster: "The hostess decides the hour at which play shall cease": the round in play
    when the hour passes is the last, and the bell then finds the head table mid-game."""
    event = ps.set_up_evening(
        ps.EveningSettings(
            name="By the clock",
            date=dt.date(2026, 12, 5),
            game=m.Drive.EUCHRE,
            tables=3,
            minutes=90,
        ),
        by=organiser,
    )
    ps.draw_evening(event, by=organiser)
    ps.open_round(event, by=organiser)
    with pytest.raises(ps.DomainError, match="reaches 5 points"):
        ps.report_result(event, ps.TableReport(1, points=(3, 2)), by=organiser)
    started = timezone.now() - dt.timedelta(minutes=91)
    m.ProgressiveSettings.objects.filter(event=event).update(started_at=started)
    for table, points in ((1, (3, 2)), (2, (2, 1)), (3, (0, 3))):
        ps.report_result(event, ps.TableReport(table, points=points), by=organiser)
    ps.close_round(event, by=organiser)
    event.refresh_from_db()
    assert event.status == m.Status.FINISHED
    assert event.progressive_rounds.get().ended_by_hour
