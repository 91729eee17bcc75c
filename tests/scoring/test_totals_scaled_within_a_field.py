"""A two-winner event whose two directions played different numbers of boards: each pair's
total is scaled to its own direction's full count, not to the other direction's.

The commercial scorer (Compscore) factors a pair only to its own direction's count: in a
Mitchell whose North-South pairs all played 18 boards and East-West pairs 21, a North-South
pair's 97 is printed 97.00, not 97 × 21/18 = 113.17.

The field here, worked by hand (three boards, each played twice, so no board is short):
North-South pairs N1, N2, N3 each play two boards, East-West pairs E1, E2 play all three.

    board 1: N1-E1 +100, N2-E2 +200      board 2: N2-E1 +300, N3-E2 +100
    board 3: N3-E1 +50,  N1-E2 +150

At 2 for each result beaten (a top of 2 a board): board 1 N2 2, N1 0 (E1 2, E2 0); board 2
N2 2, N3 0 (E2 2, E1 0); board 3 N1 2, N3 0 (E1 2, E2 0).  North-South: N1 2 and N2 4 of 4,
N3 0; East-West: E1 4 and E2 2 of 6.  Scaled to each direction's own full count nothing
changes (every pair played its direction's full count); scaled to the event's largest
maximum, N2 would print 6.
"""

from __future__ import annotations

from fractions import Fraction

from tournaments.scoring.imp_pairs import score_imp_pairs
from tournaments.scoring.matchpoints import score_matchpoints
from tournaments.scoring.rules import RULE_SETS
from tournaments.scoring.types import Result

RESULTS = [
    Result(1, "N1", "E1", 100),
    Result(1, "N2", "E2", 200),
    Result(2, "N2", "E1", 300),
    Result(2, "N3", "E2", 100),
    Result(3, "N3", "E1", 50),
    Result(3, "N1", "E2", 150),
]
FIELDS = {"N1": "NS", "N2": "NS", "N3": "NS", "E1": "EW", "E2": "EW"}


def test_match_point_totals_are_scaled_to_the_pairs_own_direction():
    report = score_matchpoints(RESULTS, rules=RULE_SETS["compscore"], fields=FIELDS)
    shown = {s.entrant: s.shown_total for s in report.standings}
    assert shown == {"N1": 2, "N2": 4, "N3": 0, "E1": 4, "E2": 2}
    percent = {s.entrant: s.percentage for s in report.standings}
    assert percent["N2"] == 100 and percent["E1"] == Fraction(200, 3)


def test_a_pair_short_of_its_own_directions_count_is_still_scaled_to_it():
    # N3 leaves before board 3 (its line there is gone): it played one board of its two.
    # Board 3 is then played once (N1-E2 alone, top 0 for both under factoring's own top);
    # N3's 0 on board 2 of a top of 2 scales to 0 of 4; N1 keeps 2 of its boards.
    results = [r for r in RESULTS if not (r.tray == 3 and r.ns == "N3")]
    report = score_matchpoints(results, rules=RULE_SETS["compscore"], fields=FIELDS)
    by = {s.entrant: s for s in report.standings}
    assert by["N3"].maximum == 2 and by["N3"].event_maximum == 4
    assert by["E1"].event_maximum == 6


def test_butler_totals_are_scaled_to_the_pairs_own_direction():
    # Each North-South pair played two boards, its direction's full count: its total is
    # shown as it is (not scaled by 3/2); each East-West pair played all three.
    report = score_imp_pairs(RESULTS, method="butler", rules=RULE_SETS["compscore"], fields=FIELDS)
    by = {s.entrant: s for s in report.standings}
    for pair in ("N1", "N2", "N3"):
        assert (by[pair].boards, by[pair].most_boards) == (2, 2), pair
        assert by[pair].shown_total == by[pair].total, pair
    for pair in ("E1", "E2"):
        assert (by[pair].boards, by[pair].most_boards) == (3, 3), pair
