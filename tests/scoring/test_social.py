"""The prizes of Mitchell's social game ([F] lines 2057-2061 of the source text).

Worked by hand: three tables, one hand dealt at each (trays 1-3), the regular order (round
r, table t: the gentlemen of table t - r + 1, the tray dealt at t + r - 1).  North-South
tricks: tray 1 - 7 at table 1, 8 at 3, 9 at 2 (average 8); tray 2 - 5 at 2, 6 at 1, 10 at 3
(average 7); tray 3 - 6 at 3, 6 at 2, 10 at 1 (average 22/3).
"""

from __future__ import annotations

from fractions import Fraction

import pytest

from tests.progressive.source import quoted
from tournaments.scoring.individuals import IndividualResult
from tournaments.scoring.social import score_social


def _at(tray, table, rnd, ns_tricks):
    home = (table - rnd) % 3 + 1  # the gentlemen's first table
    return IndividualResult(
        tray, f"{table}N", f"{table}E", f"{home}S", f"{home}W", ns_tricks, round=rnd, table=table
    )


RESULTS = [
    _at(1, 1, 1, 7), _at(2, 2, 1, 5), _at(3, 3, 1, 6),
    _at(2, 1, 2, 6), _at(3, 2, 2, 6), _at(1, 3, 2, 8),
    _at(3, 1, 3, 10), _at(1, 2, 3, 9), _at(2, 3, 3, 10),
]  # fmt: skip


def test_the_quotes_are_the_sources(shared_dir):
    assert quoted(
        shared_dir,
        2057,
        2061,
        "There must be four winners; the ladies with the best scores for the N & E hands "
        "respectively, and the gentlemen with the best S & W scores. If a choice is necessary, "
        "the lady and the gentleman taking the greatest number of tricks above the average "
        "should be selected as the winners.",
    )


def test_four_winners_one_a_seat():
    report = score_social(RESULTS)
    # 3N: tray 3 at table 3 (6, -4/3), tray 1 (8, 0), tray 2 (10, +3): 24 tricks, +5/3.
    assert (report.of("3N").tricks, report.of("3N").above) == (24, Fraction(5, 3))
    # 2N: 5, 6, 9: 20 tricks, -2 - 4/3 + 1 = -7/3; 2E held the other cards: 19, +7/3.
    assert (report.of("2N").tricks, report.of("2N").above) == (20, Fraction(-7, 3))
    assert (report.of("2E").tricks, report.of("2E").above) == (19, Fraction(7, 3))
    # Gentlemen: 1S 7 + 6 + 10 and 2S 5 + 8 + 10, both 23 and +2/3: they share South.
    assert report.of("1S").above == report.of("2S").above == Fraction(2, 3)
    assert report.of("3W").above == Fraction(4, 3)
    assert {str(prize): who for prize, who in report.winners} == {
        "Best lady, North": ("3N",),
        "Best lady, East": ("2E",),
        "Best gentleman, South": ("1S", "2S"),
        "Best gentleman, West": ("3W",),
    }
    assert report.of("1S").place == report.of("2S").place == "1="


def test_if_a_choice_is_necessary_the_most_tricks_above_the_average():
    report = score_social(RESULTS, winners="two")
    # 2E's +7/3 beats 3N's +5/3; 3W's +4/3 beats the South gentlemen's +2/3.
    assert {str(prize): who for prize, who in report.winners} == {
        "Best lady": ("2E",),
        "Best gentleman": ("3W",),
    }


def test_an_adjusted_hand_holds_its_table_to_the_average():
    from tournaments.scoring.types import Adjustment

    adjusted = IndividualResult(
        1, "1N", "1E", "1S", "1W", None, adjustment=Adjustment("AVE"), round=1, table=1
    )
    report = score_social([adjusted, *RESULTS[1:]])
    # Tray 1 now averages (8 + 9) / 2; table 1's players score nothing on it.
    assert report.of("1N").hands == 2 and report.of("1N").tricks == 6 + 10


def test_a_player_in_two_seats_is_not_this_game():
    moved = IndividualResult(1, "1S", "1E", "1N", "1W", 7)
    with pytest.raises(ValueError, match="holds both"):
        score_social([*RESULTS, moved])
