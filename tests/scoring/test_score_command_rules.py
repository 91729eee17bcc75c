"""`manage.py score --rules`: a rule set, each rule on its own, the working, teams.

The figures are worked by hand in the comments; the rules' sources are in test_rules.py and
docs/SCORING.md.  No database: pytest-django refuses it here.
"""

from __future__ import annotations

import csv
import io
import json

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError


def _run(tmp_path, text: str, *args: str) -> str:
    path = tmp_path / "results.csv"
    path.write_text(text, encoding="utf-8")
    out = io.StringIO()
    call_command("score", "--input", str(path), *args, stdout=out)
    return out.getvalue()


def _json(tmp_path, text: str, *args: str) -> dict:
    return json.loads(_run(tmp_path, text, *args, "--format", "json"))


BUTLER = "tray,ns,ew,score\n2,1,11,50\n2,2,12,-460\n2,3,13,-490\n2,4,14,-430\n"


def test_the_rule_set_decides_the_butler_datum(tmp_path):
    # Board 2 of the commercial scorer's Butler Howell: -450 with its rules (top and bottom
    # dropped from four results), -330 with the club's (nothing dropped below five).
    args = ("--game", "bridge", "--method", "butler", "--explain")
    compscore = _json(tmp_path, BUTLER, *args, "--rules", "compscore")
    assert [r["ns_mp"] for r in compscore["results"]] == [11, 0, -1, 1]
    club = _json(tmp_path, BUTLER, *args)
    assert "datum -330" in club["results"][0]["ns_working"]
    # The club's rules told to drop from four give the commercial figures.
    changed = _json(tmp_path, BUTLER, *args, "--datum-drop", "4")
    assert [r["ns_mp"] for r in changed["results"]] == [11, 0, -1, 1]
    assert changed["rule_set"] == "Club (the Laws' figures, 1 and ½), with datum drop 4"


WHIST = "tray,ns,ew,score\n1,1,11,8\n1,2,12,7\n1,3,13,7\n1,4,14,5\n"


def test_a_rule_given_on_its_own_overrides_the_sets(tmp_path):
    # The EBU's scale is 2 and 1: 8 beats three results (6); each 7 beats one and ties one (3).
    ebu = _json(tmp_path, WHIST, "--rules", "ebu")
    assert [r["ns_mp"] for r in ebu["results"]] == [6, 3, 3, 0]
    one = _json(tmp_path, WHIST, "--rules", "ebu", "--scale", "1")
    assert [r["ns_mp"] for r in one["results"]] == [3, 1.5, 1.5, 0]


def test_explain_in_csv_adds_the_working_and_the_rules(tmp_path):
    text = _run(tmp_path, WHIST, "--rules", "acbl", "--explain")
    results, standings, rules = text.strip().split("\n\n")
    rows = list(csv.DictReader(io.StringIO(results)))
    assert rows[0]["ns_working"] == (
        "NS score 8 against 3 other result(s): beat 3, tied 0, lost to 0: 3 of 3"
    )
    placed = list(csv.DictReader(io.StringIO(standings)))
    assert placed[0]["working"].startswith("3 match points of a possible 3 on 1 board: 100")
    described = {row["rule"]: row["value"] for row in csv.DictReader(io.StringIO(rules))}
    assert described["Butler datum"].startswith("5% at each end dropped")


def test_text_report_reads_like_a_directors_sheet(tmp_path):
    text = _run(tmp_path, WHIST, "--format", "text")
    assert text.startswith("Rules: Club (the Laws' figures, 1 and ½)\n")
    assert "Tray 1\n  1 v 11  8  NS 3  EW 0\n" in text


def test_an_adjusted_line_and_a_penalty_from_the_csv(tmp_path):
    text = (
        "tray,ns,ew,score,contract,declarer,tricks,vulnerable,adjust\n"
        "1,1,11,,4S,N,10,none,\n"  # +420
        "1,2,12,,4S,N,9,none,PP NS 50%\n"  # -50, less half a top
        "1,3,13,,,,,none,SCORE 60% 4S= N; 40% 4S-1 N\n"
    )
    with pytest.raises(
        CommandError, match="line 4: the shares of a weighted score add up to 100%, not 60%"
    ):
        _run(tmp_path, text, "--game", "bridge")
    text = text.replace("SCORE 60% 4S= N; 40% 4S-1 N", '"SCORE 60% 4S= N, 40% 4S-1 N"')
    data = _json(tmp_path, text, "--game", "bridge", "--scale", "2")
    # Top 4.  +420 beats -50 (2) and the ruling's 40% (0.8), ties its 60% (0.6): 3.4.
    # -50: ties the ruling's 40% (0.4): 0.4, less 50% of 4 (2): -1.6.
    # The ruling: 60% of (beats -50, ties 420: 3) + 40% of (ties -50: 1) = 2.2.
    assert [r["ns_mp"] for r in data["results"]] == [3.4, -1.6, 2.2]
    assert data["results"][2]["adjust"] == "SCORE 60% 4S= N, 40% 4S-1 N"


TEAMS = (
    "tray,ns,ew,score,round\n"
    "1,A.NS,B.EW,420,1\n1,B.NS,A.EW,170,1\n"
    "2,A.NS,B.EW,-100,1\n2,B.NS,A.EW,600,1\n"
)


def test_teams_through_the_command(tmp_path):
    imps = _json(tmp_path, TEAMS, "--game", "bridge", "--method", "team-imps", "--explain")
    assert [(r["ns_mp"], r["ew_mp"]) for r in imps["results"]] == [
        (6, -6),
        (-6, 6),
        (-12, 12),
        (12, -12),
    ]
    assert [(s["entrant"], s["total"], s["place"]) for s in imps["standings"]] == [
        ("B", 6, "1"),
        ("A", -6, "2"),
    ]
    bam = _json(tmp_path, TEAMS, "--game", "bridge", "--method", "board-a-match")
    assert {s["entrant"]: s["total"] for s in bam["standings"]} == {"A": 1, "B": 1}
    aggregate = _json(tmp_path, TEAMS, "--game", "bridge", "--method", "aggregate")
    assert {s["entrant"]: s["total"] for s in aggregate["standings"]} == {"A": -450, "B": 450}


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("--datum-drop", "two"), "datum drop is none, a number of results from 3"),
        (("--rules", "fifa"), "invalid choice: 'fifa'"),
        (("--averages", "best"), "invalid choice: 'best'"),
        (("--method", "team-vps", "--vp-scale", "acbl-20"), "6 to 8 or 9 to 11 boards, not 2"),
    ],
)
def test_bad_rules_exit_with_status_two(tmp_path, args, message):
    with pytest.raises(CommandError) as caught:
        _run(tmp_path, TEAMS, "--game", "bridge", *args)
    assert caught.value.returncode == 2
    assert message in str(caught.value)


def test_a_fractional_margin_is_converted_to_vps_as_the_site_does(tmp_path):
    # Sixteen boards, fifteen flat; on board 16 A's NS table is ruled 50% +420, 50% +210
    # against B's NS +210: A +2.5 IMPs (5 IMPs on half), read at +3 on the WBF scale:
    # 10.91 to 9.09 (the WBF's 16-board table), as the site's standings convert it.
    rows = ["tray,ns,ew,score,adjust"]
    for tray in range(1, 16):
        rows += [f"{tray},A.NS,B.EW,420,", f"{tray},B.NS,A.EW,420,"]
    rows += ['16,A.NS,B.EW,,"SCORE 50% 420, 50% 210"', "16,B.NS,A.EW,210,"]
    text = "\n".join(rows) + "\n"
    vps = _json(tmp_path, text, "--game", "bridge", "--method", "team-vps", "--explain")
    assert {s["entrant"]: s["total"] for s in vps["standings"]} == {"A": 10.91, "B": 9.09}
    assert vps["standings"][0]["working"] == (
        "v B: 16 boards, 2.5-0, margin read as +3 IMPs, 10.91 VPs; total 10.91"
    )


def test_the_wbf_discrete_scale_in_the_command(tmp_path):
    # Sixteen boards, fifteen flat; on board 16 A's NS +420, B's NS +330: A gains 90, 3 IMPs.
    # On the WBF's discrete scale 3 IMPs is in the 16-board band 2 to 4 IMPs: 11-9 (the
    # EBU's published WBF discrete table).
    rows = ["tray,ns,ew,score"]
    for tray in range(1, 16):
        rows += [f"{tray},A.NS,B.EW,420", f"{tray},B.NS,A.EW,420"]
    rows += ["16,A.NS,B.EW,420", "16,B.NS,A.EW,330"]
    args = ("--game", "bridge", "--method", "team-vps", "--vp-scale", "wbf-discrete")
    vps = _json(tmp_path, "\n".join(rows) + "\n", *args, "--explain")
    assert {s["entrant"]: s["total"] for s in vps["standings"]} == {"A": 11, "B": 9}
    assert vps["standings"][0]["working"] == "v B: 16 boards, 3-0, 11 VPs; total 11"
