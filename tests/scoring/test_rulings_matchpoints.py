"""Rulings in match points, worked by hand, each with the rule it follows.

- Weighted scores (Law 12C1(c)): each share is compared with every other result; the other
  tables count the weighted table by its shares.
- Split scores (Law 12C1: the sides' scores need not balance): North-South are compared on
  their result, East-West on theirs.
- Session averages (WBFLC minutes 1998-08-30 #1, in the EBU White Book under Law 12C2):
  average-plus is 60% or the session percentage, whichever is greater; average-minus 40% or
  the session percentage, whichever is less.  Artificial scores are shares of the full top
  and the real scores are factored without them (EBU forum, "Programming Arbitrary Scores").
- Procedural penalties (Law 90) come off the offender's figure and go to nobody.
"""

from __future__ import annotations

from fractions import Fraction

from tournaments.scoring.matchpoints import score_matchpoints
from tournaments.scoring.rules import rules_named
from tournaments.scoring.types import Adjustment, Result

parse = Adjustment.parse

# One board at five tables, scale 2 (top 8): 420, 420, 170, -50 and a ruling at table 5.
BOARD = [
    Result(1, "1", "11", 420),
    Result(1, "2", "12", 420),
    Result(1, "3", "13", 170),
    Result(1, "4", "14", -50),
]


def _with(code: str):
    return score_matchpoints([*BOARD, Result(1, "5", "15", None, parse(code))], scale=2)


def test_weighted_score_worked_by_hand():
    # Table 5: 60% of +420, 40% of -50.  Its NS share at 420 beats 170 and -50 (4) and ties
    # two 420s (2): 6; at -50 it ties one (1): 1.  0.6 x 6 + 0.4 x 1 = 4.
    # A 420 table: beats 170, -50 (4), ties 420 (1), and table 5 by its shares: ties 60% (0.6)
    # and beats 40% (0.8): 6.4.  170: beats -50 (2), beats table 5's 40% (0.8): 2.8.
    # -50: ties table 5's 40% (0.4): 0.4.  East-West take what is left of each top of 8.
    report = _with("SCORE 60% 420, 40% -50")
    assert [line.ns_mp for line in report.lines] == [
        Fraction(32, 5),
        Fraction(32, 5),
        Fraction(14, 5),
        Fraction(2, 5),
        4,
    ]
    assert [line.ew_mp for line in report.lines] == [
        Fraction(8, 5),
        Fraction(8, 5),
        Fraction(26, 5),
        Fraction(38, 5),
        4,
    ]
    (card,) = report.card("15")
    assert "60% of +420: 2 of 8; 40% of -50: 7 of 8; together 4 of 8" in card.explanation


def test_split_score_worked_by_hand():
    # NS at table 5 are compared on +420: beat 170 and -50 (4), tie two 420s (2): 6.
    # EW at table 5 on -50: beat 420, 420 and 170 (6), tie -50 (1): 7.  6 + 7 = 13: the
    # scores do not balance.  The other NS pairs meet +420 there, the other EW pairs -50:
    # NS 420: 4 + 1 + 1 = 6; NS 170: 2; NS -50: 0.  EW of 420: tie (1); EW of 170: 4;
    # EW of -50: beat 420, 420, 170 (6) and tie table 5's -50 (1): 7.
    report = _with("SCORE 420 / -50")
    assert [line.ns_mp for line in report.lines] == [6, 6, 2, 0, 6]
    assert [line.ew_mp for line in report.lines] == [1, 1, 4, 7, 7]


def test_an_assigned_score_is_compared_as_a_table_result():
    report = _with("SCORE 450")
    # 450 beats the other four: 8; the others each lose one more comparison than before.
    assert [line.ns_mp for line in report.lines] == [5, 5, 2, 0, 8]
    assert "assigned score +450" in report.card("5")[0].explanation


# Three boards at three tables (top 4 on scale 2).  Pair 1 (NS) scores 4 and 2 on boards
# 1 and 2 (75%), pair 11 (EW) 0 and 2 (25%).  On board 3 their table gets a ruling; the
# other two tables' 620 and 600 are factored from two results to three (Neuberg):
# (2 + 1) x 3/2 - 1 = 3.5 and (0 + 1) x 3/2 - 1 = 0.5.
SESSION = [
    Result(1, "1", "11", 420),
    Result(1, "2", "12", 170),
    Result(1, "3", "13", -50),
    Result(2, "1", "11", 110),
    Result(2, "2", "12", 140),
    Result(2, "3", "13", -100),
    Result(3, "2", "12", 620),
    Result(3, "3", "13", 600),
]


def _board_three(code: str, rules: str):
    results = [*SESSION, Result(3, "1", "11", None, parse(code))]
    return score_matchpoints(results, rules=rules_named(rules).with_options(scale=2))


def test_fixed_averages_are_sixty_and_forty_percent():
    report = _board_three("A+/-", "club")
    ruled = report.lines[-1]
    assert (ruled.ns_mp, ruled.ew_mp) == (Fraction(12, 5), Fraction(8, 5))  # 60%, 40% of 4
    assert [line.ns_mp for line in report.lines[6:8]] == [Fraction(7, 2), Fraction(1, 2)]


def test_session_averages_take_the_pairs_own_percentage():
    report = _board_three("A+/-", "ebu")
    ruled = report.lines[-1]
    # Pair 1: 75% beats 60%: 3 of 4.  Pair 11: 25% is below 40%: 1 of 4.
    assert (ruled.ns_mp, ruled.ew_mp) == (3, 1)
    ns_card = next(c for c in report.card("1") if c.tray == 3)
    assert ns_card.explanation == (
        "average-plus, the pair's session percentage (above 60%): 75% of the top 4 = 3"
    )
    # The real results do not move: an artificial score is compared with nothing.
    assert [line.ns_mp for line in report.lines[6:8]] == [Fraction(7, 2), Fraction(1, 2)]


def test_session_average_plus_is_never_below_sixty_percent():
    report = _board_three("A-/+", "acbl")
    ruled = report.lines[-1]
    # Pair 1 is average-minus: 40% is below its 75%: 40% of 4 = 1.6.  Pair 11 average-plus:
    # its 25% is below 60%, so 60%: 2.4.
    assert (ruled.ns_mp, ruled.ew_mp) == (Fraction(8, 5), Fraction(12, 5))
    ew_card = next(c for c in report.card("11") if c.tray == 3)
    assert "the pair's session 25% is not above 60%" in ew_card.explanation


def test_a_procedural_penalty_goes_to_nobody():
    penalised = [Result(1, "1", "11", 420, parse("PP NS 25%")), *BOARD[1:]]
    plain = score_matchpoints(BOARD, scale=2)
    report = score_matchpoints(penalised, scale=2)
    # Pair 1 had 5 of 6 (two 420s, top 6 among four); a quarter of the top, 1.5, comes off.
    assert plain.lines[0].ns_mp == 5 and report.lines[0].ns_mp == Fraction(7, 2)
    assert [line.ew_mp for line in report.lines] == [line.ew_mp for line in plain.lines]
    assert [line.ns_mp for line in report.lines[1:]] == [line.ns_mp for line in plain.lines[1:]]
    assert report.standing("1").total == Fraction(7, 2)
    assert report.standing("1").maximum == 6  # the top stays: it is a penalty, not a board less
    working = report.card("1")[0].explanation
    assert "less a procedural penalty (Law 90): 25% of the top 6 = 1.5: 3.5 of 6" in working


def test_a_group_code_fouls_the_board_as_the_group_column_does():
    coded = [
        Result(1, "1", "11", 10),
        Result(1, "2", "12", 9),
        Result(1, "3", "13", 8),
        Result(1, "4", "14", 3, parse("GROUP B")),
        Result(1, "5", "15", 5, parse("GROUP B")),
    ]
    columns = [Result(r.tray, r.ns, r.ew, r.score, group=r.group) for r in coded]
    assert [line.ns_mp for line in score_matchpoints(coded).lines] == [
        line.ns_mp for line in score_matchpoints(columns).lines
    ]
    assert "fouled tray, group B" in score_matchpoints(coded).card("4")[0].explanation


def test_a_pair_with_only_a_board_not_played_has_no_place():
    # Pair 6 sat down for one board and it was not played: no percentage, so no place, and it
    # is listed after everyone placed (it was ranked last before).
    results = [*BOARD, Result(1, "6", "16", None, parse("NP"))]
    report = score_matchpoints(results, scale=2)
    six = report.standing("6")
    assert (six.percentage, six.place, six.placing) == (None, "", None)
    assert report.standings[-1].entrant in ("6", "16")
    assert report.total_working("6") == "no board scored: no percentage and no place"
    assert {s.entrant for s in report.standings if s.place == ""} == {"6", "16"}
