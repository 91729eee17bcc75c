"""`manage.py score`: CSV in, scored lines and standings out; bad lines named, status 2.

No django_db mark: pytest-django refuses database access here, so these tests also show the
command does not need the database.
"""

from __future__ import annotations

import io
import json

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError

from tournaments.scoring.csvinput import InputError, read_results


def _run(tmp_path, text: str, *args: str) -> str:
    path = tmp_path / "results.csv"
    path.write_text(text, encoding="utf-8")
    out = io.StringIO()
    call_command("score", "--input", str(path), *args, stdout=out)
    return out.getvalue()


WHIST = "tray,ns,ew,score\n1,1,11,8\n1,2,12,7\n1,3,13,7\n1,4,14,5\n"


def test_matchpoints_csv(tmp_path):
    # Tray 1 NS 8, 7, 7, 5: 8 -> 3; 7 -> 1 1/2 each; 5 -> 0 (scale 1, top 3).
    out = _run(tmp_path, WHIST, "--fields", "two")
    results, standings = out.strip().split("\n\n")
    assert results.splitlines() == [
        "tray,ns,ew,score,adjust,ns_mp,ew_mp",
        "1,1,11,8,,3,0",
        "1,2,12,7,,1.50,1.50",
        "1,3,13,7,,1.50,1.50",
        "1,4,14,5,,0,3",
    ]
    lines = standings.splitlines()
    assert lines[0] == "entrant,field,total,percentage,place"
    assert "1,NS,3,100,1" in lines and "14,EW,3,100,1" in lines
    assert "2,NS,1.50,50,2=" in lines and "3,NS,1.50,50,2=" in lines


def test_json_keys_and_scale_two(tmp_path):
    data = json.loads(_run(tmp_path, WHIST, "--format", "json", "--scale", "2"))
    assert set(data) == {"results", "standings"}
    first = data["results"][0]
    assert {"tray", "ns", "ew", "score", "ns_mp", "ew_mp"} <= set(first)
    assert (first["ns_mp"], first["ew_mp"]) == (6, 0)
    assert {"entrant", "field", "total", "percentage", "place"} == set(data["standings"][0])
    assert data["standings"][0]["place"] == "1="  # 1 and 14 both have 6 of 6


def test_bridge_contract_columns_give_the_score(tmp_path):
    text = (
        "tray,ns,ew,score,contract,declarer,tricks,vulnerable\n"
        "1,1,11,,4S,N,10,none\n"  # 420
        "1,2,12,,3NT,E,8,none\n"  # one down: +50 to NS
        "1,3,13,,PASS,,,none\n"
    )
    data = json.loads(_run(tmp_path, text, "--game", "bridge", "--format", "json"))
    assert [r["score"] for r in data["results"]] == [420, 50, 0]
    assert [r["ns_mp"] for r in data["results"]] == [2, 1, 0]


def test_trick_totals_method(tmp_path):
    data = json.loads(_run(tmp_path, WHIST, "--method", "tricks", "--format", "json"))
    # NS average 27/4: 8 is +5/4; EW average 25/4: 5 (EW of 8) is -5/4.
    assert data["results"][0]["ns_mp"] == 1.25 and data["results"][0]["ew_mp"] == -1.25


def test_butler_imps(tmp_path):
    text = "tray,ns,ew,score\n1,1,11,420\n1,2,12,170\n1,3,13,-50\n"
    data = json.loads(
        _run(tmp_path, text, "--game", "bridge", "--method", "butler", "--format", "json")
    )
    # Datum: (420 + 170 - 50) / 3 = 180; 420 - 180 = 240 -> 6 IMPs; -10 -> 0; -230 -> -6.
    assert [r["ns_mp"] for r in data["results"]] == [6, 0, -6]


def test_top_loss_method(tmp_path):
    rows = ["tray,ns,ew,score,round,table"]
    for tray in range(1, 5):
        rows.append(f"{tray},b&d,a&c,{13 - (9 if tray % 2 else 8)},1,1")
        rows.append(f"{tray},f&h,e&g,{13 - (8 if tray % 2 else 7)},1,2")
    data = json.loads(
        _run(tmp_path, "\n".join(rows) + "\n", "--method", "top-loss", "--format", "json")
    )
    loss = {s["entrant"]: s["total"] for s in data["standings"]}
    assert loss == {"a": 0, "c": 0, "f": 0, "h": 0, "b": 4, "d": 4, "e": 4, "g": 4}


@pytest.mark.parametrize(
    ("text", "game", "message"),
    [
        ("tray,ns,ew,score,colour\n1,1,2,7,red\n", "whist", "line 1: unknown column 'colour'"),
        ("tray,ns,ew,score,tricks\n1,1,2,7,3\n1,3,4,7,14\n", "whist", "line 3: tricks 14"),
        ("tray,ns,ew,score\n1,1,2,14\n", "whist", "line 2: score (NS tricks) 14"),
        (
            "tray,ns,ew,score,contract,declarer,tricks,vulnerable\n1,1,2,,8NT,N,9,none\n",
            "bridge",
            "line 2: contract '8NT'",
        ),
        ("tray,ns,ew,score\n1,1,2,7\n2,5,5,6\n", "whist", "line 3: '5' is on both sides"),
        ("tray,ns,ew,score\n1,1,2,7\n1,1,3,6\n", "whist", "line 3: '1' has two results on tray 1"),
        ("tray,ns,ew,score,adjust\n1,1,2,,A70\n", "whist", "line 2: not an adjustment"),
    ],
)
def test_bad_input_names_the_line_and_exits_2(tmp_path, text, game, message):
    with pytest.raises(CommandError) as caught:
        _run(tmp_path, text, "--game", game)
    assert caught.value.returncode == 2
    assert message in str(caught.value)


def test_both_directions_with_two_fields_is_refused(tmp_path):
    text = "tray,ns,ew,score\n1,1,2,7\n2,2,1,6\n"
    with pytest.raises(CommandError, match="line 3: '2' sits both NS and EW"):
        _run(tmp_path, text, "--fields", "two")


def test_missing_file_exits_2(tmp_path):
    with pytest.raises(CommandError) as caught:
        call_command("score", "--input", str(tmp_path / "none.csv"), stdout=io.StringIO())
    assert caught.value.returncode == 2


def test_reader_keeps_line_numbers_and_scores_agree():
    text = "tray,ns,ew,score,contract,declarer,tricks,vulnerable\n1,1,2,620,4H,S,10,ns\n"
    (line,) = read_results(text, game="bridge")
    assert line.line == 2 and line.result.score == 620
    with pytest.raises(InputError, match="does not match"):
        read_results(text.replace("620", "420"), game="bridge")
