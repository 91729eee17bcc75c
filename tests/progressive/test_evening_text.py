"""The text of a simulated evening of running totals (pivot bridge, today's points euchre) comes
from one renderer: each game's page reads as it did when each had its own.

The small evenings below are written out by hand, column by column; the two whole evenings in
``data/`` are ``progressive simulate --format text`` as printed at commit f4943b8, before the
two games shared their renderer.
"""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from django.core.management import call_command

from tournaments.scoring.pivot_sim import render_pivot_text
from tournaments.scoring.progressive_points_sim import render_points_text

DATA = Path(__file__).parent / "data"


def one_round(chart: str, number: int, sides, points, byes, totals, prize) -> dict:
    """An evening of one round at one table, in the shape the simulations give."""
    table = {"table": 1, "partnerships": sides, "points": points}
    rounds = [{"round": number, "tables": [table], "byes": byes}]
    return {"chart": chart, "rounds": rounds, "totals": totals, "prizes": [prize]}


def test_a_pivot_evening_reads_rubber_by_rubber():
    totals = {
        "A": {"place": "1", "table": 1, "points": 450, "games": 1},
        "C": {"place": "=3", "table": 1, "points": 120, "games": 0},
    }
    prize = {"class": "Table 1 first", "group": "1", "player": "A"}
    evening = one_round(
        "4 players at 1 table.", 1, [["A", "B"], ["C", "D"]], [450, 120], [], totals, prize
    )
    assert render_pivot_text(evening) == (
        "Pivot bridge\n"
        "4 players at 1 table.\n"
        "Rubber 1\n"
        "  Table  1: A & B v C & D  450-120\n"
        "Standings (place, player, table, points, rubbers won)\n"
        "     1 A       1    450   1\n"
        "    =3 C       1    120   0\n"
        "Prizes, in the order the winners choose\n"
        "  Table 1 first          A\n"
    )


def test_a_points_evening_names_who_sat_out():
    totals = {"P3": {"place": "1", "points": 10, "games": 1}}
    prize = {"class": "first", "group": "", "player": "P3"}
    sides = [["P1", "P2"], ["P3", "P4"]]
    evening = one_round("5 players at 1 table.", 2, sides, [9, 10], ["P5"], totals, prize)
    assert render_points_text(evening) == (
        "Progressive euchre (points)\n"
        "5 players at 1 table.\n"
        "Round 2\n"
        "  Table  1: P1 & P2 v P3 & P4  9-10\n"
        "  Sitting out: P5\n"
        "Standings (place, player, points, games won)\n"
        "     1 P3      10   1\n"
        "Prizes\n"
        "  first    P3\n"
    )


@pytest.mark.parametrize(
    ("arguments", "printed"),
    [
        (
            ["--game", "bridge-pivot", "--tables", "3", "--rounds", "3"],
            "pivot_3_tables_3_rubbers_seed_1.txt",
        ),
        (
            ["--game", "euchre", "--style", "points", "--players", "9", "--rounds", "3"],
            "points_9_players_3_rounds_seed_1.txt",
        ),
    ],
)
def test_the_command_prints_each_evening_as_before(arguments, printed):
    out = io.StringIO()
    call_command(
        "progressive", "simulate", *arguments, "--seed", "1", "--format", "text", stdout=out
    )
    assert out.getvalue() == (DATA / printed).read_text()
