"""``progressive simulate --game bridge-pivot``: the points evening's JSON shape, each player
keeping her side's totals, a prize a table, and exit status 2 on bad arguments."""

from __future__ import annotations

import json
from io import StringIO

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError


def run(*args):
    out = StringIO()
    call_command("progressive", "simulate", "--game", "bridge-pivot", *args, stdout=out)
    return out.getvalue()


def test_json_has_the_points_shape_and_adds_up():
    evening = json.loads(run("--tables", "3", "--rounds", "3", "--seed", "4"))
    assert set(evening) == {"chart", "rounds", "totals", "prizes"}
    assert "12 players at 3 tables, 3 rubbers" in evening["chart"]
    row = evening["rounds"][1]["tables"][0]
    assert set(row) == {"table", "partnerships", "winner", "points"}
    # Rubber 2 at table 1: P1 sits still and partners P4; P2 has passed behind her to West.
    assert row["partnerships"] == [["P1", "P4"], ["P3", "P2"]]
    for player, total in evening["totals"].items():
        got = 0
        for rnd in evening["rounds"]:
            for t in rnd["tables"]:
                for side, pair in enumerate(t["partnerships"]):
                    got += t["points"][side] if player in pair else 0
        assert total["points"] == got == sum(total["rounds"])
    prizes = evening["prizes"]
    assert len(prizes) == 3 and prizes[0]["class"].endswith("first choice")
    best = max(evening["totals"].values(), key=lambda s: s["points"])
    assert evening["totals"][prizes[0]["player"]]["points"] == best["points"]
    assert sorted(evening["totals"][p["player"]]["table"] for p in prizes) == [1, 2, 3]


def test_the_same_seed_gives_the_same_evening_and_text_reads():
    assert run("--tables", "2", "--rounds", "3", "--seed", "9") == run(
        "--tables", "2", "--rounds", "3", "--seed", "9"
    )
    text = run("--tables", "2", "--rounds", "3", "--seed", "9", "--format", "text")
    assert text.startswith("Pivot bridge\n") and "Rubber 3" in text


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (("--rounds", "3", "--seed", "1"), "give --tables"),
        (("--tables", "41", "--rounds", "3", "--seed", "1"), "--tables must be 1 to 40"),
        (("--tables", "2", "--rounds", "13", "--seed", "1"), "1 to 12"),
    ],
)
def test_bad_arguments_exit_with_status_two(args, words):
    with pytest.raises(CommandError, match=words) as caught:
        run(*args)
    assert caught.value.returncode == 2


def simulate_bridge(*args):
    out = StringIO()
    call_command("progressive", "simulate", "--game", "bridge", *args, stdout=out)
    return json.loads(out.getvalue())


def test_bridge_to_the_score_keeps_the_shape_and_gives_fifty_to_one_side():
    plain = simulate_bridge("--tables", "3", "--rounds", "2", "--seed", "4")
    scored = simulate_bridge("--tables", "3", "--rounds", "2", "--seed", "4", "--bonus", "round")
    assert set(scored) == set(plain) == {"rounds", "stars", "prizes"}
    for rnd in scored["rounds"]:
        for row in rnd["tables"]:
            assert set(row) == {"table", "partnerships", "winner", "points", "bonus"}
            # "fifty points are added to the score of the side having the greater trick score"
            assert sorted(row["bonus"]) in ([0, 50], [0, 0])
    assert all("bonus" not in row for rnd in plain["rounds"] for row in rnd["tables"])


def test_the_bonus_is_for_bridge_only():
    with pytest.raises(CommandError, match="--bonus is for --game bridge only") as caught:
        run("--tables", "2", "--rounds", "3", "--seed", "1", "--bonus", "round")
    assert caught.value.returncode == 2
