"""Law X, section 4: revokes in whist pair contests, worked by hand.

Every case: tray 1 at four tables.  Tables 1 to 3 made 7, 8 and 6 tricks NS (EW 6, 5, 7):
average NS 7, EW 6; best NS 8, worst NS 6; best EW 7, worst EW 5.
"""

from __future__ import annotations

from fractions import Fraction

import pytest

from tournaments.scoring.matchpoints import score_matchpoints
from tournaments.scoring.revokes import apply_revokes, revoke_transfer
from tournaments.scoring.tricks import score_trick_totals
from tournaments.scoring.types import Result

OTHERS = [Result(1, "n1", "e1", 7), Result(1, "n2", "e2", 8), Result(1, "n3", "e3", 6)]


def _table4(score: int, ns: int = 0, ew: int = 0) -> Result:
    return Result(1, "n4", "e4", score, revokes_ns=ns, revokes_ew=ew)


@pytest.mark.parametrize(("revokes", "tricks"), [(0, 0), (1, 2), (2, 3), (3, 4)])
def test_two_tricks_for_the_first_revoke_one_for_each_after(revokes, tricks):
    assert revoke_transfer(revokes) == tricks


def test_revokers_not_above_the_average_opponents_not_below():
    # NS made 9 and revoked once: 9 - 2 = 7, the average; EW made 4: 4 + 2 = 6, the EW average.
    (s,) = apply_revokes(OTHERS + [_table4(9, ns=1)])[3:]
    assert (s.ns_field, s.ns_final, s.ew_field, s.ew_final) == (7, 7, 6, 6)
    assert "NS -R, EW +R" in s.note


def test_revokers_reduced_below_the_worst_only_after_the_averages():
    # NS made 8 and revoked twice: full penalty 8 - 3 = 5 (below the average 7).  For the
    # averages the penalty stops at the worst NS score elsewhere, 6; NS finally score 5.
    # EW made 5: 5 + 3 = 8 would pass the best EW score elsewhere (7): EW get 7.
    (s,) = apply_revokes(OTHERS + [_table4(8, ns=2)])[3:]
    assert (s.ns_field, s.ns_final) == (6, 5)
    assert (s.ew_field, s.ew_final) == (7, 7)


def test_opponents_above_the_best_keep_what_they_made():
    # NS made 2 and revoked once; EW made 11, more than the best EW elsewhere (7): it stands.
    # NS: 2 - 2 = 0; for the averages the penalty cannot take them below 6, but they made
    # only 2, which stands for the field; they finally score 0.
    (s,) = apply_revokes(OTHERS + [_table4(2, ns=1)])[3:]
    assert (s.ew_field, s.ew_final) == (11, 11)
    assert (s.ns_field, s.ns_final) == (2, 0)


def test_east_west_revoke():
    # EW made 9 (NS 4) and revoked once: 9 - 2 = 7, above the EW average 6: EW take 6.
    # NS: 4 + 2 = 6, raised to the NS average 7 (not above the best NS score 8).
    (s,) = apply_revokes(OTHERS + [_table4(4, ew=1)])[3:]
    assert (s.ns_field, s.ns_final, s.ew_field, s.ew_final) == (7, 7, 6, 6)
    assert "EW -R, NS +R" in s.note


def test_pair_contest_uses_field_scores_for_the_averages():
    # The second case through trick totals: NS scores for the average 7, 8, 6, 6 -> 27/4;
    # EW 6, 5, 7, 7 -> 25/4.  n4 finally has 5: 5 - 27/4 = -7/4.  e4 has 7: 7 - 25/4 = 3/4.
    report = score_trick_totals(OTHERS + [_table4(8, ns=2)])
    by = {s.entrant: s for s in report.standings}
    assert report.tray_averages[(1, "")] == (Fraction(27, 4), Fraction(25, 4))
    assert by["n4"].plus_minus_exact == Fraction(-7, 4)
    assert by["e4"].plus_minus_exact == Fraction(3, 4)
    assert by["n1"].plus_minus_exact == Fraction(1, 4)
    card = report.card("n4")[0]
    assert "6 entered the averages" in card.explanation and "revoked" in card.explanation


def test_two_fields_average_the_field_totals_then_reduce_the_revokers():
    # Compass fields on one tray.  NS totals for the average 7, 8, 6, 6: 27/4 -> 7 (nearest
    # whole number); n4 then finally holds 5: 5 - 7 = -2.  EW 6, 5, 7, 7: 25/4 -> 6; e4: +1.
    fields = {f"n{i}": "NS" for i in range(1, 5)} | {f"e{i}": "EW" for i in range(1, 5)}
    report = score_trick_totals(OTHERS + [_table4(8, ns=2)], fields=fields)
    assert report.averages["NS"].exact == Fraction(27, 4) and report.averages["NS"].whole == 7
    by = {s.entrant: s for s in report.standings}
    assert (by["n4"].tricks, by["n4"].plus_minus) == (5, -2)
    assert (by["e4"].tricks, by["e4"].plus_minus) == (7, 1)
    assert by["n3"].plus_minus == -1  # 6 - 7: compared with the field, not with n4's 5


def test_both_sides_revoking_is_left_to_the_director():
    with pytest.raises(ValueError, match="director"):
        apply_revokes(OTHERS + [_table4(7, ns=1, ew=1)])


def test_a_revoke_needs_other_tables():
    with pytest.raises(ValueError, match="other tables"):
        apply_revokes([_table4(7, ns=1)])


def test_match_points_refuse_revokes():
    with pytest.raises(ValueError, match="Law X"):
        score_matchpoints(OTHERS + [_table4(8, ns=1)])
