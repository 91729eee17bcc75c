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
