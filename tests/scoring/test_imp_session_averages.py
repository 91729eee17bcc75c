"""Average-plus and average-minus in IMP pairs by the pair's session average, worked by hand.

The rule (``--imp-averages session``): a named average-plus is the better of +3 IMPs (Law
86A's figure) and the pair's average a board on the other boards it played with a result;
average-minus the worse of -3 and that average; average stays 0.  It is the IMP form of the
session rule the WBF Laws Committee gives for match points (minutes 1998-08-30 #1: "Average
Plus is defined as 60% or session average, whichever is greater"); no rule set takes it by
default (ACBLscore's manual, page 83, gives AVE+ 3 IMPs in every IMP method; Law 86A +3).

The session (club rules: IMPs against a Butler datum, nothing dropped below five results,
the datum to the nearest 10):
- Board 1: 1 v 11 +420, 2 v 12 +420, 3 v 13 -50.  Datum (420 + 420 - 50) / 3 = 263.3: 260.
  NS 1 and 2: +160, 4 IMPs; NS 3: -310, -7 IMPs.  EW 11 and 12 -4, EW 13 +7.
- Board 2: 1 v 12 AVE+ (both sides); 2 v 13 +100, 3 v 11 +100: datum 100, 0 IMPs each.
- Board 3: 3 v 13 A-/+ (NS average-minus, EW average-plus).
Session averages a board (artificial boards left out): 1 +4 (board 1 only); 12 -4; 3 (-7 + 0)
/ 2 = -3.5; 13 (+7 + 0) / 2 = +3.5.
- 1's average-plus: +4 (above +3).  12's: +3 (-4 is not above +3).
- 3's average-minus: -3.5 (below -3).  13's average-plus: +3.5 (above +3).
Totals, session: 1 4 + 4 = 8; 2 4 + 0 = 4; 3 -7 + 0 - 3.5 = -10.5; 11 -4; 12 -4 + 3 = -1;
13 7 + 0 + 3.5 = 10.5.  Fixed: 1 7; 3 -10; 13 10; the others as with session.
"""

from __future__ import annotations

import io
import json
from fractions import Fraction

from django.core.management import call_command

from tournaments.scoring.imp_pairs import score_imp_pairs
from tournaments.scoring.rules import rules_named
from tournaments.scoring.types import Adjustment, Result

CLUB = rules_named("club")
SESSION = CLUB.with_options(imp_averages="session")


def _session() -> list[Result]:
    return [
        Result(1, "1", "11", 420),
        Result(1, "2", "12", 420),
        Result(1, "3", "13", -50),
        Result(2, "1", "12", None, Adjustment.parse("AVE+")),
        Result(2, "2", "13", 100),
        Result(2, "3", "11", 100),
        Result(3, "3", "13", None, Adjustment.parse("A-/+")),
    ]


def _totals(report) -> dict[str, Fraction]:
    return {s.entrant: s.total for s in report.standings}


def test_session_averages_in_butler():
    report = score_imp_pairs(_session(), method="butler", rules=SESSION)
    assert (report.lines[3].ns, report.lines[3].ew) == (4, 3)
    assert (report.lines[6].ns, report.lines[6].ew) == (Fraction(-7, 2), Fraction(7, 2))
    assert _totals(report) == {
        "1": 8, "2": 4, "3": Fraction(-21, 2), "11": -4, "12": -1, "13": Fraction(21, 2),
    }  # fmt: skip
    assert report.lines[3].ns_working == (
        "artificial score AVE+: average-plus, the pair's session average (+4 IMPs a board, "
        "above +3)"
    )
    assert report.lines[3].ew_working == (
        "artificial score AVE+: average-plus (the pair's session average -4 IMPs a board is "
        "not above +3): +3 IMPs"
    )
    assert report.lines[6].ns_working == (
        "artificial score A-/+: average-minus, the pair's session average (-3.5 IMPs a board, "
        "below -3)"
    )


def test_fixed_averages_are_the_laws_three_imps():
    report = score_imp_pairs(_session(), method="butler", rules=CLUB)
    assert (report.lines[3].ns, report.lines[3].ew) == (3, 3)
    assert (report.lines[6].ns, report.lines[6].ew) == (-3, 3)
    assert _totals(report) == {"1": 7, "2": 4, "3": -10, "11": -4, "12": -1, "13": 10}


def test_a_pair_with_no_other_board_gets_the_fixed_figure():
    results = [Result(1, "1", "11", 420), Result(1, "2", "12", None, Adjustment.parse("AVE+"))]
    report = score_imp_pairs(results, method="butler", rules=SESSION)
    assert (report.lines[1].ns, report.lines[1].ew) == (3, 3)
    assert report.lines[1].ns_working == (
        "artificial score AVE+: average-plus (no other board of the pair scored): +3 IMPs"
    )


def test_total_cross_imps_compare_with_three_imps_a_comparison():
    # Total cross-IMPs, board 1 as above: NS 1 v 2 +420 v +420: 0; v 3's -50: +470, 10 IMPs:
    # 1 and 2 +10 each, 3 -20 (two comparisons).  Board 2 is played three times: 2 comparisons
    # each, so the fixed average-plus is +3 x 2 = +6.  Board 2's two plain results tie: 0.
    # NS 1's session: +10 a board, above +6: +10.  EW 12's: board 1, -10: +6.
    rules = SESSION.with_options(cross_imps="total")
    report = score_imp_pairs(_session(), method="cross-imps", rules=rules)
    assert (report.lines[3].ns, report.lines[3].ew) == (10, 6)
    assert report.lines[3].ew_working == (
        "artificial score AVE+: average-plus (the pair's session average -10 IMPs a board is "
        "not above +6 (+3 × 2)): +6 (+3 × 2) IMPs"
    )


def test_the_command_and_its_rule_option(tmp_path):
    rows = [
        "tray,ns,ew,score,adjust",
        "1,1,11,420,", "1,2,12,420,", "1,3,13,-50,",
        "2,1,12,,AVE+", "2,2,13,100,", "2,3,11,100,",
        "3,3,13,,A-/+",
    ]  # fmt: skip
    path = tmp_path / "results.csv"
    path.write_text("\n".join(rows) + "\n", encoding="utf-8")
    out = io.StringIO()
    args = ("--game", "bridge", "--method", "butler", "--format", "json", "--explain")
    call_command("score", "--input", str(path), *args, "--imp-averages", "session", stdout=out)
    data = json.loads(out.getvalue())
    assert {s["entrant"]: s["total"] for s in data["standings"]} == {
        "1": 8, "2": 4, "3": -10.5, "11": -4, "12": -1, "13": 10.5,
    }  # fmt: skip
    assert data["rule_set"] == "Club (the Laws' figures, 1 and ½), with imp averages session"
