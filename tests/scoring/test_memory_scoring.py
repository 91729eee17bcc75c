"""Memory duplicate's scoring, worked by hand from the source's rules.

Two pairs (../shared/sources/duplicate_and_progressive_rules.txt lines 1252-1255): "The E & W
hands only are scored, the card being laid aside after the original play is completed, and a
new card used for the overplay.  The difference in the totals of these two sets of
score-cards will show which pair gained the most tricks."

Four individuals (lines 1881-1904): a tabulation of the tricks each player lost or won; in the
source's illustration "No. 3 finishes plus 6; No. 4 plus 2; No. 1 minus 4; and No. 2 minus 4"
(its card is an image missing from the text, so the figures are checked for what they show:
the four add up to nothing).
"""

from __future__ import annotations

from fractions import Fraction

from tournaments.scoring.individuals import IndividualResult, score_individual_matchpoints
from tournaments.scoring.matchpoints import score_matchpoints
from tournaments.scoring.memory import score_memory_players
from tournaments.scoring.tricks import score_trick_totals
from tournaments.scoring.types import Result

# East-West tricks on four deals: pair 2 on the original play, pair 1 on the overplay.
ORIGINAL_EW = [6, 8, 5, 7]  # pair 2's card: 26
OVERPLAY_EW = [7, 9, 5, 8]  # pair 1's card: 29


def two_pair_results():
    out = []
    for tray, (first, second) in enumerate(zip(ORIGINAL_EW, OVERPLAY_EW, strict=True), 1):
        out.append(Result(tray, "1", "2", 13 - first, round=1, table=1))
        out.append(Result(tray, "2", "1", 13 - second, round=2, table=1))
    return out


def test_the_difference_of_the_two_east_west_cards_decides():
    """Pair 1's overplay card 29, pair 2's original card 26: pair 1 gained 3 tricks."""
    report = score_trick_totals(two_pair_results())
    one, two = report.standing("1"), report.standing("2")
    assert sum(OVERPLAY_EW) - sum(ORIGINAL_EW) == 3
    assert (one.plus_minus, two.plus_minus) == (3, -3)
    # each pair held 52 cards' worth of tricks on each of the four deals: 4 x 13 average
    assert (one.tricks, one.average, two.tricks, two.average) == (55, 52, 49, 52)
    assert one.trays == 8 and one.place == "1"


def test_match_points_allow_a_pair_once_each_way_on_a_tray_and_no_more():
    report = score_matchpoints(two_pair_results(), overplayed=True)
    # deals 1, 2 and 4 won by pair 1 (both ways), deal 3 tied: 7 of 8 match points
    totals = {s.entrant: s.total for s in report.standings}
    assert totals == {"1": 7, "2": 1}
    try:
        score_matchpoints(two_pair_results())
    except ValueError as exc:
        assert "two results on tray 1" in str(exc)
    else:
        raise AssertionError("an ordinary event must refuse a pair twice on a tray")


def four_player_results(ns_tricks):
    """Deal k: South (1) and partner p hold North-South's cards first, the other two on the
    overplay.  ``ns_tricks`` gives (first, overplay) North-South tricks for each deal."""
    partners = {1: "4", 2: "3", 3: "2"}
    out = []
    for tray, (first, second) in enumerate(ns_tricks, 1):
        p = partners[tray]
        q, r = (x for x in ("2", "3", "4") if x != p)
        out.append(IndividualResult(tray, p, q, "1", r, first, round=1))
        out.append(IndividualResult(tray, q, "1", r, p, second, round=2))
    return out


def test_each_player_wins_or_loses_tricks_against_the_same_cards():
    # Deal 1: 1 and 4 take 8 with N-S's cards, 2 and 3 take 6 with them: 1 and 4 plus 2 each
    # (8 against the N-S average 7, then 13 - 6 = 7 against the E-W average 6), 2 and 3 minus 2.
    # Deal 2: 1 and 3 take 5, the others 7: 1 and 3 minus 2 each, 2 and 4 plus 2 each.
    # Deal 3: 1 and 2 take 9, the others 9: nobody wins or loses.
    results = four_player_results([(8, 6), (5, 7), (9, 9)])
    figures = {s.player: s.plus_minus for s in score_memory_players(results)}
    assert figures == {"1": 0, "2": 0, "3": -4, "4": 4}
    assert sum(figures.values()) == 0  # as the source's +6, +2, -4, -4
    best = score_memory_players(results)[0]
    assert (best.player, best.place, best.hands) == ("4", "1", 6)
    # 4 took 8 (N-S) and 7 (E-W) on deal 1, 8 and 7 on deal 2, 4 and 9 on deal 3
    assert best.tricks == 43 and best.average == Fraction(6 * 13, 2)


def test_the_individual_match_points_count_both_plays():
    results = four_player_results([(8, 6), (5, 7), (9, 9)])
    report = score_individual_matchpoints(results, overplayed=True)
    totals = {s.player: s.total for s in report.standings}
    # a win is 1 match point each way on a deal (a top of 1), a tie half each way:
    # 1 takes 2 + 0 + 1, 2 takes 0 + 2 + 1, 3 takes 0 + 0 + 1, 4 takes 2 + 2 + 1
    assert totals == {"1": 3, "2": 3, "3": 1, "4": 5}
