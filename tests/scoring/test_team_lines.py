"""Teams of four from traveller lines: IMPs, VPs, board-a-match, aggregate, Swiss totals.

Sources: the WBF IMP scale; the WBF 2013 continuous VP scale (16 boards: 10.31, 10.61, 10.91
for margins of 1, 2 and 3 IMPs, from the WBF's published tables); the ACBL's 20- and
30-point Swiss scales (BridgeHands, "Victory Points": 6-8 boards, 8-10 IMPs is 14-6 and 9-10
IMPs 24-6; 9-11 boards, 6-9 IMPs is 13-7); board-a-match won 2, tied 1, lost 0 on the 2/1
scale (RealBridge's "European PAB 0/1/2"), 1, ½, 0 on the ACBL's.
"""

from __future__ import annotations

from decimal import Decimal
from fractions import Fraction

import pytest

from tournaments.scoring.rules import rules_named
from tournaments.scoring.team_lines import score_team_lines, team_of
from tournaments.scoring.types import Adjustment, Result

CLUB = rules_named("club")


def _match(boards, *, home="A", away="B", rnd=None) -> list[Result]:
    """Each board: (NS score with home NS, NS score with away NS)."""
    out = []
    for tray, (home_ns, away_ns) in enumerate(boards, 1):
        out.append(Result(tray, f"{home}.NS", f"{away}.EW", home_ns, round=rnd))
        out.append(Result(tray, f"{away}.NS", f"{home}.EW", away_ns, round=rnd))
    return out


def test_a_pairs_label_names_its_team():
    assert team_of("A.NS") == "A" and team_of("B") == "B"


def test_imps_worked_by_hand():
    # Board 1: A +420 at one table, B +170 at the other: A gains 250: 6 IMPs.
    # Board 2: A -100, B +600: A loses 700: 12 IMPs.  A 6, B 12: B wins by 6.
    report = score_team_lines(_match([(420, 170), (-100, 600)]), method="team-imps", rules=CLUB)
    assert [(line.ns, line.ew) for line in report.lines] == [(6, -6), (-6, 6), (-12, 12), (12, -12)]
    (match,) = report.matches
    assert match.score("A") == (6, 12) and match.score("B") == (12, 6) and match.boards == 2
    standings = {s.team: (s.total, s.place) for s in report.standings}
    assert standings == {"B": (6, "1"), "A": (-6, "2")}
    assert report.lines[0].ns_working == (
        "A: NS 420 here, NS 170 at the other table: net +250: +6 IMPs"
    )


def test_wbf_victory_points_for_a_sixteen_board_match():
    # Fifteen flat boards and one where A gains 90 (3 IMPs): 10.91 to 9.09.
    boards = [(420, 420)] * 15 + [(110, 20)]
    report = score_team_lines(_match(boards), method="team-vps", rules=CLUB)
    (match,) = report.matches
    assert (match.home_vps, match.away_vps) == (Decimal("10.91"), Decimal("9.09"))
    assert {s.team: s.total for s in report.standings} == {
        "A": Decimal("10.91"),
        "B": Decimal("9.09"),
    }


@pytest.mark.parametrize(
    ("scale", "boards", "vps"),
    [("acbl-20", 7, ("14", "6")), ("acbl-30", 7, ("24", "6")), ("acbl-20", 10, ("13", "7"))],
)
def test_the_acbl_discrete_scales(scale, boards, vps):
    # A 9-IMP margin: board 1 gains 370 (9 IMPs), the rest flat.
    played = [(420, 50)] + [(100, 100)] * (boards - 1)
    report = score_team_lines(_match(played), method="team-vps", rules=CLUB, vp_scale=scale)
    (match,) = report.matches
    assert (match.home_vps, match.away_vps) == (Decimal(vps[0]), Decimal(vps[1]))


def test_a_discrete_scale_refuses_a_match_length_it_has_no_band_for():
    with pytest.raises(ValueError, match="6 to 8 or 9 to 11 boards, not 4"):
        score_team_lines(_match([(0, 0)] * 4), method="team-vps", rules=CLUB, vp_scale="acbl-20")


def test_swiss_totals_add_every_rounds_vps():
    # Round 1: A beat B by 3 IMPs over 16 boards (10.91); round 2: A drew with C (10).
    round_one = _match([(420, 420)] * 15 + [(110, 20)], rnd=1)
    round_two = _match([(420, 420)] * 16, home="A", away="C", rnd=2)
    report = score_team_lines(round_one + round_two, method="team-vps", rules=CLUB)
    totals = {s.team: s.total for s in report.standings}
    assert totals == {"A": Decimal("20.91"), "C": Decimal("10.00"), "B": Decimal("9.09")}
    a = next(s for s in report.standings if s.team == "A")
    assert a.played == 2 and a.place == "1"
    assert "v B (round 1): 16 boards, 3-0, 10.91 VPs; v C (round 2)" in a.working


def test_board_a_match_on_each_scale():
    boards = [(420, 170), (100, 100), (-100, 600)]  # won, tied, lost for A
    two = score_team_lines(_match(boards), method="board-a-match", rules=rules_named("ebu"))
    assert {s.team: s.total for s in two.standings} == {"A": 3, "B": 3}
    one = score_team_lines(_match(boards), method="board-a-match", rules=rules_named("acbl"))
    assert {s.team: s.total for s in one.standings} == {"A": Fraction(3, 2), "B": Fraction(3, 2)}
    assert [line.ns for line in two.lines[:2]] == [2, 0]


def test_aggregate_adds_the_points():
    report = score_team_lines(_match([(420, 170), (-100, 600)]), method="aggregate", rules=CLUB)
    # A: +250 and -700: -450; B: +450.
    assert {s.team: s.total for s in report.standings} == {"B": 450, "A": -450}


def test_an_artificial_score_gives_each_pair_its_average():
    results = _match([(420, 170)])
    results[0] = Result(1, "A.NS", "B.EW", None, Adjustment.parse("A+/-"))
    report = score_team_lines(results, method="team-imps", rules=CLUB)
    assert (report.lines[0].ns, report.lines[0].ew) == (3, -3)
    with pytest.raises(ValueError, match="no aggregate points"):
        score_team_lines(results, method="aggregate", rules=CLUB)


def test_a_weighted_ruling_is_imped_share_by_share():
    # At A's NS table: 50% +420, 50% +170; B's NS scored +170.  A gains 250 (6 IMPs) on half
    # and nothing on the other half: 3 IMPs.
    results = _match([(420, 170)])
    results[0] = Result(1, "A.NS", "B.EW", None, Adjustment.parse("SCORE 50% 420, 50% 170"))
    report = score_team_lines(results, method="team-imps", rules=CLUB)
    assert (report.lines[0].ns, report.lines[0].ew) == (3, -3)


def test_a_procedural_penalty_comes_off_the_offending_team():
    results = _match([(420, 170)])
    results[1] = Result(1, "B.NS", "A.EW", 170, Adjustment.parse("PP EW 2"))  # A's EW pair
    report = score_team_lines(results, method="team-imps", rules=CLUB)
    assert (report.lines[0].ns, report.lines[0].ew) == (4, -6)  # A 6 - 2; B still -6


def test_a_board_needs_both_tables():
    with pytest.raises(ValueError, match="A v B needs two tables"):
        score_team_lines(_match([(420, 170)])[:1], method="team-imps", rules=CLUB)


def test_a_weighted_ruling_leaves_a_fraction_the_vp_scale_reads_at_the_nearest_whole():
    # Sixteen boards, fifteen flat.  At A's NS table 50% +420, 50% +210; B's NS scored +210:
    # A gains 210 (5 IMPs) on half: +2.5 IMPs, read as +3 on the WBF scale: 10.91 to 9.09
    # (the WBF's 16-board table); B's -2.5 is read as -3.
    results = _match([(420, 420)] * 15 + [(210, 210)])
    results[30] = Result(16, "A.NS", "B.EW", None, Adjustment.parse("SCORE 50% 420, 50% 210"))
    report = score_team_lines(results, method="team-vps", rules=CLUB)
    (match,) = report.matches
    assert match.score("A") == (Fraction(5, 2), 0)
    assert (match.home_vps, match.away_vps) == (Decimal("10.91"), Decimal("9.09"))
    assert "A +2.5 IMPs, read as +3, over 16 boards: 10.91-9.09 (WBF scale)" in match.working
