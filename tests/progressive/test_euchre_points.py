"""Today's progressive euchre, scored by hand: the hands' count, the totals a round can give,
the byes, the running totals and the prizes.

The count is the parties' score sheets' (ohioeuchre.com, vowstokeep.com, miet.ca): on each hand
one side scores 1 (three or four tricks), 2 (a march, or the makers euchred) or the loner bonus
(a lone hand taking all five, commonly 4); eight hands a round, each player dealing twice.
"""

from __future__ import annotations

import random

import pytest

from movements.progression import PartyGame, TableResult, next_round
from movements.rotation import chart
from tournaments.scoring.euchre_points import (
    PlayedRound,
    bye_score,
    hand_values,
    points_prizes,
    standings,
    totals_of_hands,
    totals_problem,
)

NS, EW = 0, 1


def hands(ns: list[int], ew: list[int]) -> list[tuple[int, int]]:
    return [(NS, p) for p in ns] + [(EW, p) for p in ew]


def test_a_round_of_eight_hands_adds_up():
    assert hand_values() == (1, 2, 4)
    assert hand_values(5) == (1, 2, 5)
    assert totals_of_hands(hands([1, 2, 1, 4], [1, 2, 1, 1]), deals=8, loner_points=4) == (8, 5)


@pytest.mark.parametrize(
    ("played", "words"),
    [
        (hands([1, 2, 1, 4], [1, 2, 1]), "a round is 8 hands, not 7"),
        (hands([1, 2, 1, 3], [1, 2, 1, 1]), "hand 4: a side scores 1, 2, 4 on a hand, not 3"),
        ([(2, 1)] * 8, "hand 1: the points go to North-South or East-West"),
    ],
)
def test_a_hand_that_cannot_be_is_named(played, words):
    with pytest.raises(ValueError, match=words):
        totals_of_hands(played, deals=8, loner_points=4)


def test_a_round_ended_by_the_hour_may_be_short():
    assert totals_of_hands(hands([2, 2], [1]), deals=8, loner_points=4, short=True) == (4, 1)


@pytest.mark.parametrize(
    ("points", "problem"),
    [
        ((8, 5), ""),
        ((16, 0), ""),  # a march every hand
        ((32, 0), ""),  # a loner every hand
        ((0, 8), ""),
        ((33, 0), "33 points is more than 8 hands can give"),
        ((3, 4), "every one of the 8 hands scores a point at least; 7 are too few"),
        ((31, 1), "31 and 1 cannot be made from 8 hands scoring 1, 2, 4"),  # 7 hands give 28
        ((-1, 9), "points cannot be negative"),
    ],
)
def test_which_totals_eight_hands_can_give(points, problem):
    assert str(totals_problem(points, deals=8, loner_points=4)) == problem


def test_short_totals_are_fine_when_the_hour_ended_the_round():
    assert totals_problem((3, 4), deals=8, loner_points=4, short=True) == ""


def test_a_bye_scores_the_rounds_average_rounded_half_up_or_the_hosts_number():
    assert bye_score([8, 8, 5, 5, 4, 4, 7, 7], None) == 6  # 48 / 8
    assert bye_score([6, 6, 6, 6, 9, 9, 5, 5], None) == 7  # 52 / 8 = 6.5
    assert bye_score([6, 6, 6, 6, 9, 9, 4, 4], None) == 6  # 50 / 8 = 6.25
    assert bye_score([8, 8, 5, 5], 3) == 3


def play_nine():
    """Nine players, two rounds of the chart (Wh(9)), worked by hand.

    Round 1: table 1 P4 & P7 v P2 & P3, 8-5 (hands 1 2 1 4 v 1 2 1 1); table 2 P5 & P9 v
    P8 & P6, 4-7; P1 sits out: 48 points were made by eight players, so the bye is 6.
    Round 2: table 1 P5 & P8 v P3 & P1, 6-6, and East-West take three tricks of one more hand;
    table 2 P6 & P7 v P9 & P4, 9-5; P2 sits out: 12 + 12 + 18 + 10 = 52 over 8 = 6.5, so 7.
    """
    c = chart(9)
    results = [
        [TableResult(1, (8, 5)), TableResult(2, (4, 7))],
        [TableResult(1, (6, 6), next_hand_tricks=(2, 3)), TableResult(2, (9, 5))],
    ]
    played = []
    for i, rs in enumerate(results):
        follow = c.rounds[i + 1]
        out = next_round(
            PartyGame.EUCHRE_POINTS, c.rounds[i], rs, rng=random.Random(0), chart_next=follow
        )
        assert out.next_seating == follow
        winners = {o.table: o.winner_index for o in out.tables}
        played.append(PlayedRound(c.rounds[i], {r.table: r.points for r in rs}, winners, c.byes[i]))
    return c, played


def test_nine_players_two_rounds_by_hand():
    c, played = play_nine()
    assert [t.players for t in c.rounds[0]] == [("P4", "P2", "P7", "P3"), ("P5", "P8", "P9", "P6")]
    assert [t.players for t in c.rounds[1]] == [("P5", "P3", "P8", "P1"), ("P6", "P9", "P7", "P4")]
    table = standings(c.players, played)
    got = [(s.place, s.player, s.rounds, s.total, s.games) for s in table]
    assert got == [
        ("1", "P7", (8, 9), 17, 2),
        ("2", "P6", (7, 9), 16, 2),
        ("=3", "P4", (8, 5), 13, 1),
        ("=3", "P8", (7, 6), 13, 1),
        ("5", "P1", (6, 6), 12, 1),  # the bye, then the tie won on the extra hand
        ("6", "P2", (5, 7), 12, 0),
        ("7", "P3", (5, 6), 11, 1),
        ("8", "P5", (4, 6), 10, 0),
        ("9", "P9", (4, 5), 9, 0),
    ]
    assert [s.byes for s in table if any(s.byes)] == [(True, False), (False, True)]


def test_a_fixed_bye_replaces_the_average():
    c, played = play_nine()
    by_player = {s.player: s for s in standings(c.players, played, bye_points=3)}
    assert by_player["P1"].rounds == (3, 6) and by_player["P2"].rounds == (5, 3)


def test_the_prizes_first_second_third_and_the_booby():
    c, played = play_nine()
    prizes = points_prizes(standings(c.players, played), seed=4)
    assert [(p.klass, p.player) for p in prizes][:2] == [("first", "P7"), ("second", "P6")]
    third = prizes[2]
    assert third.player in ("P4", "P8") and third.decided_by == "cut"
    assert (prizes[3].klass, prizes[3].player, prizes[3].count) == ("booby", "P9", 9)
    assert points_prizes(standings(c.players, played), seed=4) == prizes  # the seed decides
