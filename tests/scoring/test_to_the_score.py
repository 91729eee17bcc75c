"""Bridge to the score (source lines 48-60), each method worked by hand.

"Four deals is a round, before changing adversaries, and fifty points are added to the score
of the side having the greater trick score.  Another method is to add fifty points to the side
winning a game, if a game is won before moving, and then to add a definite number of points for
every trick point that one side may be ahead of the other on unfinished games; or as many
points as the higher score below the line."
"""

from __future__ import annotations

import pytest

from tests.progressive.source import quoted
from tournaments.scoring.to_the_score import Method, bonus, games_and_below, with_bonus

QUOTES = [
    (
        52,
        54,
        "Four deals is a round, before changing adversaries, and fifty points are added to the "
        "score of the side having the greater trick score.",
    ),
    (
        54,
        58,
        "add fifty points to the side winning a game, if a game is won before moving, and then "
        "to add a definite number of points for every trick point that one side may be ahead "
        "of the other on unfinished games; or as many points as the higher score below the line.",
    ),
    (62, 63, "adding fifty points bonus for the higher trick score, regardless of any games"),
]

# A round of four deals at auction (thirty points a game), trick scores below the line:
# North-South make 24 (three no trumps at eight a trick), East-West 18, North-South 12 (game:
# 36), then East-West 16 on the new game.
ROUND = [(0, 24), (1, 18), (0, 12), (1, 16)]


@pytest.mark.parametrize(("first", "last", "words"), QUOTES)
def test_the_quotes_are_the_sources(shared_dir, first, last, words):
    assert quoted(shared_dir, first, last, words)


def test_fifty_to_the_greater_trick_score_of_the_round():
    # North-South 24 + 12 = 36 trick points, East-West 18 + 16 = 34: North-South take fifty.
    b = bonus(Method.ROUND, ROUND)
    assert b.trick_scores == (36, 34) and b.points == (50, 0)
    assert with_bonus((136, 90), b) == (186, 90)
    assert b.words() == "North-South +50"


def test_equal_trick_scores_earn_no_bonus():
    assert bonus(Method.ROUND, [(0, 20), (1, 20)]).points == (0, 0)


def test_games_are_counted_below_the_line():
    # 24 + 18 leave the game open; North-South's 12 brings 36 (game); East-West 16 after it.
    assert games_and_below(ROUND) == ((1, 0), (0, 16))
    # At contract a hundred wins the game: nobody has one, 36 against 34 below the line.
    assert games_and_below(ROUND, game=100) == ((0, 0), (36, 34))


def test_fifty_a_game_and_points_for_each_trick_point_ahead():
    # North-South won a game (50); East-West lead the unfinished game 16 to 0: at two points a
    # trick point that is 32.
    assert bonus(Method.GAME_LEAD, ROUND, per_point=2).points == (50, 32)
    assert bonus(Method.GAME_LEAD, ROUND).points == (50, 16)


def test_fifty_a_game_and_the_higher_score_below_the_line():
    assert bonus(Method.GAME_BELOW, ROUND).points == (50, 16)
    # Contract: no game; the higher score below the line is North-South's 36.
    assert bonus(Method.GAME_BELOW, ROUND, game=100).points == (36, 0)
    assert bonus(Method.GAME_LEAD, ROUND, game=100, per_point=5).points == (10, 0)


def test_no_bonus_and_bad_deals():
    assert bonus(Method.NONE, ROUND).points == (0, 0)
    with pytest.raises(ValueError, match="deal 2"):
        bonus(Method.ROUND, [(0, 10), (2, 10)])


def test_a_trick_score_past_seven_no_trumps_redoubled_is_refused():
    assert bonus(Method.ROUND, [(0, 880), (1, 0)]).points == (50, 0)
    with pytest.raises(ValueError, match="deal 1: 881 is more than"):
        bonus(Method.ROUND, [(0, 881)])
