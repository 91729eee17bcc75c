"""``manage.py movement``: output formats, --check, --list, and exit status 2 on bad input."""

from __future__ import annotations

import itertools
import subprocess
import sys
from io import StringIO
from pathlib import Path

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError

from movements.check import check
from movements.io import from_csv, from_json

ROOT = Path(__file__).resolve().parents[2]


def run(*args: str) -> str:
    out, err = StringIO(), StringIO()
    call_command("movement", *args, stdout=out, stderr=err)
    return out.getvalue()


@pytest.mark.parametrize("pairs", [8, 12, 16, 20, 24])
def test_balanced_howell_acceptance(pairs):
    """Every pair meets every other exactly once, plays every set once, competition SD 0."""
    movement = from_csv(run("howell", "--pairs", str(pairs), "--format", "csv"))
    report = check(movement)
    assert report.ok, report.violations
    i = report.entrants.index
    for a, b in itertools.combinations(movement.entrants, 2):
        assert report.meetings[i(a)][i(b)] == 1
    assert len(movement.tray_sets) == pairs - 1
    per_set = len(movement.tray_sets[0].trays)
    assert report.trays_per_entrant == (per_set * (pairs - 1),) * pairs
    assert report.balance.stats.sd == 0


def test_json_and_text_formats():
    m = from_json(run("mitchell", "--tables", "7", "--format", "json"))
    assert m.tables == 7 and m.round_count == 7
    text = run("mitchell", "--tables", "7", "--boards-per-round", "3", "--rounds", "6")
    assert "Round 6" in text and "Round 7" not in text


def test_options_are_passed_through():
    m = from_json(
        run(
            "mitchell",
            "--tables",
            "8",
            "--option",
            "variant=relay",
            "--option",
            "arrow_switch_rounds=1",
            "--format",
            "json",
        )
    )
    assert m.round_count == 8 and m.one_winner and m.rounds[-1].arrow_switched


def test_check_prints_the_report():
    text = run("mitchell", "--tables", "8", "--option", "variant=relay", "--check")
    assert "Check: valid" in text and "shared tables: [[1, 8]]" in text


def test_check_counts_the_rounds_sat_out():
    # seven pairs at four tables: one pair sits out each of the seven rounds
    text = run("howell", "--pairs", "7", "--check")
    assert "sit-outs: 7 times an entrant sits out a round" in text


def test_list_shows_every_kind():
    text = run("--list")
    for kind in (
        "mitchell",
        "howell",
        "individual",
        "safford",
        "married-couples",
        "compass",
        "team-match",
        "club-match",
        "howell-teams",
        "gilman-teams",
        "team-round-robin",
        "progressive",
    ):
        assert kind in text


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("swiss", "--pairs", "8"), "unknown movement kind"),
        (("howell", "--pairs", "61"), "4 to 60 pairs"),
        (("howell", "--tables", "4"), "sized by --pairs"),
        (("mitchell", "--tables", "7", "--option", "colour=red"), "no option 'colour'"),
        (("mitchell", "--tables", "7", "--option", "oops"), "key=value"),
        (("howell-teams", "--teams", "5", "--rounds", "3"), "no option 'rounds'"),
        ((), "give a movement KIND"),
    ],
)
def test_bad_arguments_raise_with_status_2(args, message):
    with pytest.raises(CommandError, match=message) as info:
        run(*args)
    assert info.value.returncode == 2


@pytest.mark.parametrize("args", [("howell", "--pairs", "3"), ("howell", "--pairs", "x")])
def test_bad_arguments_exit_with_status_2_from_the_shell(args):
    done = subprocess.run(
        [sys.executable, "manage.py", "movement", *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 2
    assert done.stderr.strip()
