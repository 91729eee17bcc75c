"""What a party's checks, a deal file's problems, a member list's bad lines, a score read back
and the movement command say, read in the reader's language: catalogue entries made for the
test stand in for a translator's.  Each English text is the sentence the site printed before
it was made translatable, and the Dutch is the made-up entry with the values put in by hand."""

from __future__ import annotations

import dataclasses

import pytest

from movements.io.text import to_text
from movements.mitchell import mitchell
from movements.pivot import pivot_chart, pivot_problems
from movements.progression import game_end_problem
from tests.translations import made_up_catalogue as dutch
from tournaments.deals import lin
from tournaments.exchange.members import find_columns, headers_of, read_members
from tournaments.scoring.entry import describe
from tournaments.scoring.euchre_points import totals_problem


@pytest.mark.django_db
def test_the_bell_at_the_head_table_reads_in_dutch():
    # Five points are the game: 7-2 passes 4 (one short of five) by three, more than a hand
    # without a lone hand brings (two).
    problem = game_end_problem((7, 2), 5, lone_hands=False)
    english = (
        "7 points is more than one hand can bring from 4 (with lone hands barred a hand "
        "scores at most two)"
    )
    assert str(problem) == english
    entries = {
        "%(won)s points is more than one hand can bring from %(before)s (with lone hands"
        " barred a hand scores at most two)": "%(won)s punten is meer dan één spel vanaf"
        " %(before)s kan opleveren (zonder alleenspel hoogstens twee)",
    }
    with dutch(entries):
        assert str(problem) == (
            "7 punten is meer dan één spel vanaf 4 kan opleveren (zonder alleenspel hoogstens twee)"
        )


@pytest.mark.django_db
def test_eight_hands_cannot_give_thirty_three_points_in_dutch():
    # At most four points a hand (a loner's): 8 x 4 = 32 < 33.
    problem = totals_problem((33, 0), deals=8, loner_points=4)
    entries = {
        "%(total)s points is more than %(deals)s hands can give": "%(total)s punten is meer"
        " dan %(deals)s spellen kunnen geven",
    }
    with dutch(entries):
        assert str(problem) == "33 punten is meer dan 8 spellen kunnen geven"


def test_the_pivots_repeated_partner_names_the_table_by_its_number():
    # Rubber 1 played three times: every table keeps its four and its dealer, but each
    # player has the same partner all three rubbers, so both tables repeat a partner.
    chart = pivot_chart(2)
    again = dataclasses.replace(chart, rounds=(chart.rounds[0],) * 3, byes=((),) * 3)
    assert [str(p) for p in pivot_problems(again)] == [
        "table 1: rubbers 1-3 repeat a partner",
        "table 2: rubbers 1-3 repeat a partner",
    ]


@pytest.mark.django_db
def test_a_lin_files_problem_reads_in_dutch():
    with pytest.raises(lin.LinError) as caught:
        lin.read("zzz|x|")
    entries = {
        "line %(line)s: %(text)s": "regel %(line)s: %(text)s",
        "%(key)s is not a LIN key: a LIN file is key|value| pairs": "%(key)s is geen LIN-sleutel:"
        " een LIN-bestand bestaat uit paren sleutel|waarde|",
    }
    assert str(caught.value) == "line 1: 'zzz' is not a LIN key: a LIN file is key|value| pairs"
    with dutch(entries):
        assert str(caught.value) == (
            "regel 1: 'zzz' is geen LIN-sleutel: een LIN-bestand bestaat uit paren sleutel|waarde|"
        )


@pytest.mark.django_db
def test_a_member_lists_bad_line_reads_in_dutch():
    text = "number,name\n100237,\n"
    listed = read_members(text, find_columns(headers_of(text)))
    (bad,) = listed.bad
    assert (bad.line, str(bad.reason)) == (2, "member 100237 has no name")
    with dutch({"member %(number)s has no name": "lid %(number)s heeft geen naam"}):
        assert str(bad.reason) == "lid 100237 heeft geen naam"


def test_a_score_read_back_counts_one_trick_in_the_singular():
    # 7NT by South, one trick: down six, not vulnerable (50 a trick): EW +300.
    values = {"contract": "7NT", "declarer": "S", "tricks_taken": 1, "ns_score": -300}
    assert describe("bridge", values) == "7NT by S, 1 trick: EW +300"
    values = {**values, "tricks_taken": 13, "ns_score": 1520}
    assert describe("bridge", values) == "7NT by S, 13 tricks: NS +1520"


@pytest.mark.django_db
def test_the_movement_commands_chart_reads_in_dutch():
    text = to_text(mitchell(3))
    assert "3 tables, 3 rounds, 2 boards a round, 3 sets of 2 (6 boards)" in text
    assert "\nRound 2\n" in text
    entries = {"Round %(number)s": "Ronde %(number)s", "%(n)s table": "%(n)s tafel"}
    with dutch(entries):
        text = to_text(mitchell(3))
    assert "\nRonde 2\n" in text
