"""``manage.py progressive simulate``: JSON shape, text, and exit status 2 on bad arguments."""

from __future__ import annotations

import json
import subprocess
import sys
from io import StringIO
from pathlib import Path

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError

ROOT = Path(__file__).resolve().parents[2]


def run(*args):
    out = StringIO()
    call_command("progressive", "simulate", *args, stdout=out)
    return out.getvalue()


def test_json_has_the_issue_shape():
    evening = json.loads(
        run("--game", "euchre", "--tables", "4", "--rounds", "3", "--seed", "5", "--groups", "two")
    )
    assert set(evening) == {"rounds", "stars", "prizes"}
    row = evening["rounds"][0]["tables"][0]
    assert set(row) == {"table", "partnerships", "winner", "points"}
    assert row["winner"] in (0, 1) and len(row["points"]) == 2
    assert all(len(pair) == 2 for pair in row["partnerships"])
    assert set(next(iter(evening["stars"].values()))) == {"gold", "red", "green"}
    assert set(evening["prizes"][0]) == {"class", "group", "player"}


def test_hearts_lists_who_goes_up():
    evening = json.loads(run("--game", "hearts", "--tables", "3", "--rounds", "2", "--seed", "1"))
    row = evening["rounds"][0]["tables"][1]
    assert len(row["up"]) == 2 and sum(row["hearts"].values()) == 13


def test_text_format_reads_round_by_round():
    text = run(
        "--game",
        "bridge",
        "--bridge-form",
        "sit",
        "--tables",
        "3",
        "--rounds",
        "2",
        "--seed",
        "1",
        "--format",
        "text",
    )
    assert "Round 2" in text and "Prizes" in text


@pytest.mark.parametrize(
    "args",
    [
        ["--game", "chess", "--tables", "4", "--rounds", "2", "--seed", "1"],
        ["--game", "euchre", "--tables", "1", "--rounds", "2", "--seed", "1"],
        ["--game", "euchre", "--tables", "4", "--rounds", "0", "--seed", "1"],
        ["--game", "euchre", "--tables", "four", "--rounds", "2", "--seed", "1"],
        ["--game", "euchre", "--tables", "4", "--rounds", "2", "--seed", "1", "--groups", "3"],
        ["--game", "military-euchre", "--tables", "4", "--rounds", "2", "--seed", "1"],
        ["--tables", "4", "--rounds", "2", "--seed", "1"],
    ],
)
def test_bad_arguments_exit_with_status_2(args):
    with pytest.raises(CommandError) as caught:
        run(*args)
    assert caught.value.returncode == 2
    assert str(caught.value)


def test_from_the_shell_a_bad_argument_exits_2_with_a_message():
    done = subprocess.run(
        [
            sys.executable,
            "manage.py",
            "progressive",
            "simulate",
            "--game",
            "euchre",
            "--tables",
            "99",
            "--rounds",
            "2",
            "--seed",
            "1",
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 2
    assert "--tables must be 2 to 40" in done.stderr


def test_cinch_prints_points_to_go_in_the_same_shape():
    evening = json.loads(run("--game", "cinch", "--tables", "4", "--rounds", "3", "--seed", "2"))
    assert set(evening) == {"rounds", "stars", "prizes"}
    for rnd in evening["rounds"]:
        for row in rnd["tables"]:
            assert set(row) == {"table", "partnerships", "winner", "points"}
            # fewest points to go goes up; a tie is cut
            a, b = row["points"]
            if a != b:
                assert row["winner"] == (0 if a < b else 1)
    text = run(
        "--game", "cinch", "--tables", "3", "--rounds", "1", "--seed", "2", "--format", "text"
    )
    assert text.startswith("Progressive cinch") and " to go  won by " in text


def test_points_euchre_prints_the_rounds_and_each_players_total():
    args = ["--game", "euchre", "--style", "points", "--players", "21", "--rounds", "4"]
    evening = json.loads(run(*args, "--seed", "1"))
    assert set(evening) == {"chart", "rounds", "totals", "prizes"}
    assert "every player partners every other once" in evening["chart"]
    row = evening["rounds"][0]["tables"][0]
    assert set(row) == {"table", "partnerships", "winner", "points"}
    assert [len(r["byes"]) for r in evening["rounds"]] == [1, 1, 1, 1]
    assert len(evening["totals"]) == 21
    for total in evening["totals"].values():
        assert total["points"] == sum(total["rounds"]) and len(total["rounds"]) == 4
    # each table's hands add up: eight hands a round, every hand scoring 1, 2 or 4
    for rnd in evening["rounds"]:
        for t in rnd["tables"]:
            assert 8 <= sum(t["points"]) <= 32
    assert [p["class"] for p in evening["prizes"]] == ["first", "second", "third", "booby"]
    assert json.loads(run(*args, "--seed", "1")) == evening


def test_the_chart_command_lists_every_round():
    text = run_chart("--players", "10")
    assert text.splitlines()[0].startswith("10 players at 2 tables, 9 rounds")
    assert "Round  9" in text and "(out: " in text
    doc = json.loads(run_chart("--players", "21", "--format", "json"))
    assert (doc["tables"], len(doc["rounds"]), doc["rounds"][0]["byes"]) == (5, 21, ["P8"])


def run_chart(*args):
    out = StringIO()
    call_command("progressive", "chart", *args, stdout=out)
    return out.getvalue()


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (["--style", "points", "--players", "7"], "--players must be 8 to 163, not 7"),
        (["--style", "points", "--players", "20", "--rounds", "20"], "has 19 rounds"),
        (["--style", "points", "--game", "hearts"], "--style points is for --game euchre only"),
        (["--style", "points", "--loner", "0"], "--loner must be 1 to 24"),
        (["--deals", "0"], "--deals must be 1 to 30"),
        (["--style", "stars"], "give --tables"),
    ],
)
def test_bad_new_arguments_exit_with_status_2(args, words):
    base = {"--game": "euchre", "--rounds": "3", "--seed": "1", "--players": "12"}
    given = dict(zip(args[::2], args[1::2], strict=True))
    if given.get("--style") == "stars":
        base.pop("--players")
    full = [x for k, v in {**base, **given}.items() for x in (k, v)]
    with pytest.raises(CommandError) as caught:
        run(*full)
    assert caught.value.returncode == 2 and words in str(caught.value)
