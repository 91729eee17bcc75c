"""Bridge to the score at a duplicate pairs event (source lines 45-63, "DUPLICATE BRIDGE"),
each round at each table worked by hand.

"In order to prevent the players from giving too much attention to the honours in declaring,
it is sometimes the rule to add a certain number of points to the trick scores, as a bonus.
This is called Bridge to the Score.  Four deals is a round, before changing adversaries, and
fifty points are added to the score of the side having the greater trick score."
"""

from __future__ import annotations

import pytest

from tests.progressive.source import quoted
from tournaments.scoring.to_the_score import Method
from tournaments.scoring.to_the_score_rounds import (
    Deal,
    game_points,
    round_bonuses,
    totals,
    trick_score,
)

QUOTES = [
    (45, 46, "DUPLICATE BRIDGE. This is bridge with the hands"),
    (49, 51, "add a certain number of points to the trick scores, as a bonus."),
    (
        52,
        54,
        "Four deals is a round, before changing adversaries, and fifty points are added to the "
        "score of the side having the greater trick score.",
    ),
]


@pytest.mark.parametrize(("first", "last", "words"), QUOTES)
def test_the_quotes_are_the_sources(shared_dir, first, last, words):
    assert quoted(shared_dir, first, last, words)


def _round(ns_scores, ew_scores, *, rnd=1, table=1, ns="1", ew="2", first_tray=1):
    """A table's round: each tray's trick score goes to the side that scored it."""
    out = []
    for i, (a, b) in enumerate(zip(ns_scores, ew_scores, strict=True)):
        side, points = (0, a) if a else (1, b)
        out.append(Deal(rnd, table, ns, ew, first_tray + i, side, points))
    return out


def test_four_deals_fifty_to_the_greater_trick_score():
    # North-South 60 + 0 + 24 + 0 = 84, East-West 0 + 90 + 0 + 0 = 90: East-West +50.
    (r,) = round_bonuses(_round([60, 0, 24, 0], [0, 90, 0, 0]), Method.ROUND, game=100)
    assert r.bonus.trick_scores == (84, 90)
    assert r.of("2") == 50 and r.of("1") == 0
    assert str(r.words("2")) == "Trays 1, 2, 3, 4: trick scores 90 against 84: +50"
    assert (
        str(r.words("1")) == "Trays 1, 2, 3, 4: trick scores 84 against 90: the bonus goes to "
        "the adversaries"
    )


def test_a_tie_earns_nobody_the_bonus():
    # 60 + 30 against 90: "the side having the greater" - neither has it.
    (r,) = round_bonuses(_round([60, 30, 0], [0, 0, 90]), Method.ROUND, game=100)
    assert r.bonus.points == (0, 0)
    assert str(r.words("1")).endswith(": no bonus")


def test_each_round_and_table_earns_its_own_bonus_and_a_pair_adds_them():
    # Round 1: pair 1 (NS) 84 against pair 2's 90: pair 2 +50.  Round 2, table 2: pair 1 now
    # East-West against pair 3: 120 against 0: pair 1 +50.  Pair 1 50, pair 2 50, pair 3 0.
    deals = _round([60, 0, 24, 0], [0, 90, 0, 0])
    deals += _round([0, 0], [60, 60], rnd=2, table=2, ns="3", ew="1", first_tray=5)
    rounds = round_bonuses(deals, Method.ROUND, game=100)
    assert [(r.round, r.table) for r in rounds] == [(1, 1), (2, 2)]
    assert totals(rounds) == {"1": 50, "2": 50, "3": 0}


def test_the_game_methods_count_games_below_the_line():
    # At contract a game is 100: North-South 60 then 40 (game), East-West 90 on the new game
    # left unfinished.  GAME_BELOW: NS 50 for the game, EW 90, the higher score below the line.
    deals = _round([60, 40, 0], [0, 0, 90])
    (r,) = round_bonuses(deals, Method.GAME_BELOW, game=game_points("bridge"))
    assert r.bonus.games == (1, 0) and r.bonus.points == (50, 90)
    (lead,) = round_bonuses(deals, Method.GAME_LEAD, game=100)
    assert lead.bonus.points == (50, 90)  # ahead by 90 on the unfinished game, a point each


def test_trick_scores_are_below_the_line_only():
    # Contract: two spades making ten tricks is 60 below the line (the overtricks go above);
    # three spades by East making nine is 90 to East-West; a failed contract scores nothing
    # below; a passed deal nothing.
    assert trick_score("bridge", "2S", "N", 10) == (0, 60)
    assert trick_score("bridge", "3S", "E", 9) == (1, 90)
    assert trick_score("bridge", "4H", "S", 9) == (0, 0)
    assert trick_score("bridge", "2HX", "W", 8) == (1, 120)
    assert trick_score("bridge", "PASS", "", None) == (1, 0)
    # Auction: three hearts making nine, three odd at eight = 24; doubled, 48; royals 9 a trick.
    assert trick_score("auction", "3H", "S", 9) == (0, 24)
    assert trick_score("auction", "3HX", "S", 10) == (0, 64)
    assert trick_score("auction", "1R", "E", 7) == (1, 9)
    assert trick_score("auction", "4S", "W", 9) == (1, 0)
    assert game_points("auction") == 30 and game_points("bridge") == 100
