"""Law X, section 4: the tricks won before the first revoke are kept, and the lines the site's
pages score (a revoke waiting for other tables; match points on each side's final score).

The law, in the source (duplicate_and_progressive_rules.txt, lines 2419-2427): "The penalty for
a revoke is the transfer of two tricks ... for each revoke, after the first, ... one trick only.
The revoking players cannot score more, nor their adversaries less than the average on the deal
in which the revoke occurs; except that in no case shall the infliction of the revoke penalty
deprive the revoking players of any tricks won by them before their first revoke occurs."

Every case: tray 1, tables 1 to 3 made 7, 8 and 6 tricks NS (EW 6, 5, 7): averages NS 7, EW 6,
best EW 7.  Worked by hand.
"""

from __future__ import annotations

from fractions import Fraction

import pytest

from tournaments.scoring.matchpoints import score_matchpoints
from tournaments.scoring.revoke_lines import LAW_X_WORDS, for_match_points, settled, waiting
from tournaments.scoring.revokes import apply_revokes
from tournaments.scoring.tricks import score_trick_totals
from tournaments.scoring.types import Result

OTHERS = [Result(1, "n1", "e1", 7), Result(1, "n2", "e2", 8), Result(1, "n3", "e3", 6)]


def revoking(score: int, *, ns: int = 0, ew: int = 0, kept: int = 0) -> Result:
    return Result(1, "n4", "e4", score, revokes_ns=ns, revokes_ew=ew, revoke_kept=kept)


def test_the_source_says_so(shared_dir):
    text = (shared_dir / "sources" / "duplicate_and_progressive_rules.txt").read_text()
    lines = text.splitlines()
    law = " ".join(lines[2418:2427])
    assert "in no case shall the infliction of the revoke penalty" in law
    assert "their first revoke occurs" in law
    assert "\u201c-R\u201d for the revoking side" in lines[2430]
    assert "their first revoke occurs" in str(LAW_X_WORDS)


def test_tricks_won_before_the_first_revoke_are_kept():
    # NS made 8 and revoked twice: the transfer of 3 would leave 5, but they had won 6 before
    # the first revoke: they keep 6 (also within the average 7).  The transfer is 2 tricks, so
    # EW 5 + 2 = 7 (not below the EW average 6, not above the best EW 7).
    (s,) = apply_revokes([*OTHERS, revoking(8, ns=2, kept=6)])[3:]
    assert (s.ns_field, s.ns_final, s.ew_field, s.ew_final) == (6, 6, 7, 7)
    assert "keeping the 6 tricks won before the first revoke" in s.note


def test_without_the_saving_the_full_penalty_applies():
    (s,) = apply_revokes([*OTHERS, revoking(8, ns=2)])[3:]
    assert s.ns_final == 5


def test_kept_tricks_above_the_average_stand():
    # EW made 9 (NS 4), revoked once, 8 tricks won before it: "cannot score more than the
    # average" (6) gives way to the saving: EW keep 8.  NS 4 + 1 = 5, raised to the NS
    # average 7.
    (s,) = apply_revokes([*OTHERS, revoking(4, ew=1, kept=8)])[3:]
    assert (s.ew_final, s.ns_final) == (8, 7)


def test_more_kept_than_made_is_refused():
    with pytest.raises(ValueError, match="6 tricks won before the revoke, but only 5"):
        apply_revokes([*OTHERS, revoking(8, ew=1, kept=6)])
    with pytest.raises(ValueError, match="need a revoke"):
        revoking(8, kept=2)


def test_a_revoke_waits_for_another_table():
    alone = [revoking(8, ns=2, kept=6), Result(2, "n1", "e2", 7)]
    assert waiting(alone) == {0}
    assert settled(alone)[0].revokes_ns == 0
    assert waiting([*OTHERS, alone[0]]) == set()


def test_match_points_compare_each_side_on_its_final_score():
    # n4's final 6 ties n3's 6 and loses to 7 and 8: 0.5 of 3.  e4's final 7 (NS 6 as NS
    # tricks) ties e3 and beats e1 and e2 (EW 6 and 5): 2.5 of 3.
    report = score_matchpoints(for_match_points([*OTHERS, revoking(8, ns=2, kept=6)]))
    line = report.lines[3]
    assert (line.mp("NS"), line.mp("EW")) == (Fraction(1, 2), Fraction(5, 2))
    assert "Law X" in line.detail.ns
    # the other tables are compared with n4's 6: n3 ties it, n1 and n2 beat it
    assert [report.lines[i].mp("NS") for i in range(3)] == [2, 3, Fraction(1, 2)]


def test_trick_totals_on_the_settled_lines():
    # NS scores for the averages 7, 8, 6, 6: 27/4; n4 finally 6: 6 - 27/4 = -3/4.
    report = score_trick_totals(settled([*OTHERS, revoking(8, ns=2, kept=6)]))
    assert report.standing("n4").plus_minus_exact == Fraction(-3, 4)
    assert report.standing("e4").plus_minus_exact == Fraction(3, 4)


def test_a_field_without_a_revoke_is_scored_as_entered():
    # nothing to settle: every line as the tables entered it, for match points and tricks
    assert waiting(OTHERS) == set()
    assert settled(OTHERS) == OTHERS and for_match_points(OTHERS) == OTHERS
    # one revoke on another tray of the same field still goes through the law
    field = [*OTHERS, Result(2, "n1", "e2", 9, revokes_ew=1), Result(2, "n2", "e1", 8)]
    lines = for_match_points(field)
    assert lines[:3] == OTHERS and lines[4] == field[4]
    assert lines[3].score is None and lines[3].adjustment is not None
