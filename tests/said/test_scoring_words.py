"""The scoring rules, the deal's heading, the score cards' working and the running chart read
in the reader's language: catalogue entries made for the test stand in for a translator's."""

from __future__ import annotations

import pytest

from tests.translations import made_up_catalogue as dutch
from tournaments.deals.cards import Card, Deal
from tournaments.deals.text import Record, par_label
from tournaments.scoring.explain import total_working
from tournaments.scoring.rules import rules_named
from tournaments.standings import charts

ROUND = Deal.parse("N:J73.Q84.K95.AT62 AT62.J73.Q84.K95 K95.AT62.J73.Q84 Q84.K95.AT62.J73")


@pytest.mark.django_db
def test_the_deals_heading_reads_in_dutch():
    record = Record(1, "W", "", ROUND, None, "", Card("H", "5"))
    assert record.heading == "Board 1 \u00b7 Dealer West \u00b7 Trump card \u26655"
    entries = {
        "Board %(board)s": "Spel %(board)s",
        "Dealer %(seat)s": "Gever %(seat)s",
        "West": "West",
        "Trump card %(card)s": "Troefkaart %(card)s",
    }
    with dutch(entries):
        assert record.heading == "Spel 1 \u00b7 Gever West \u00b7 Troefkaart \u26655"


@pytest.mark.django_db
def test_par_reads_in_dutch_with_its_seats():
    par = par_label(620, ["4SN", "4SS"])
    entries = {
        "North": "Noord",
        "South": "Zuid",
        "%(seats)s or %(seat)s": "%(seats)s of %(seat)s",
        "%(contract)s by %(seats)s": "%(contract)s door %(seats)s",
        "%(score)s: %(contracts)s": "%(score)s: %(contracts)s",
    }
    with dutch(entries):
        assert str(par) == "NS +620: 4\u2660 door Noord of Zuid"
    assert str(par) == "NS +620: 4\u2660 by North or South"


@pytest.mark.django_db
def test_a_rule_and_its_value_read_in_dutch():
    rule, value = rules_named("club").describe()[0]
    entries = {
        "Match points": "Matchpunten",
        "1 for each result beaten, ½ for a tie": "1 voor elke geslagen score, ½ bij gelijkspel",
    }
    with dutch(entries):
        assert (str(rule), str(value)) == (
            "Matchpunten",
            "1 voor elke geslagen score, ½ bij gelijkspel",
        )
    assert (str(rule), str(value)) == ("Match points", "1 for each result beaten, ½ for a tie")


class _Unscored:
    maximum = 0


@pytest.mark.django_db
def test_a_card_with_no_board_scored_says_so_in_dutch():
    english = "no board scored: no percentage and no place"
    with dutch({english: "geen spel gescoord: geen percentage en geen plaats"}):
        assert total_working(None, _Unscored()) == (
            "geen spel gescoord: geen percentage en geen plaats"
        )
    assert total_working(None, _Unscored()) == english


@pytest.mark.django_db
def test_the_running_charts_axis_reads_in_dutch():
    series = [charts.Series("1NS", "1 NS", (50.0,), ("50",))]
    assert ">after round</text>" in charts.running_chart_svg(series, (1,))
    with dutch({"after round": "na ronde", "round %(round)s": "ronde %(round)s"}):
        drawn = charts.running_chart_svg(series, (1,))
    assert ">na ronde</text>" in drawn
    assert "ronde 1: 50%" in drawn  # the line's tooltip
