"""Rule sets and single rules: what each body's set holds, and the datum's drop and rounding.

Sources: ACBLscore manual, "IMP scoring methods" (web2.acbl.org/acblscore/manual/83.htm):
a computed datum drops 5% high and 5% low scores by default and rounds to the nearest 10,
a 5 going to the even ten (425 to 420, 435 to 440).  The commercial scorer's Butler datum
drops the top and bottom from four results (board 2 of a real 4-table Butler Howell: 50, -460,
-490, -430 gives -450).  The EBU's tops are 2 a result beaten (EBU Club Management Focus,
Winter 2019: "In a 6-table section the 'top' will be 10").
"""

from __future__ import annotations

from fractions import Fraction

import pytest

from tournaments.scoring.rules import DEFAULT_RULES, RULE_NAMES, RULE_SETS, rules_named


def test_the_rule_sets_the_command_and_the_site_offer():
    assert RULE_NAMES == ("club", "ebu", "acbl", "wbf", "compscore")
    assert DEFAULT_RULES.name == "club"


@pytest.mark.parametrize(
    ("name", "scale", "averages", "sitout", "short"),
    [
        ("club", 1, "fixed", "raw", "factored"),
        ("ebu", 2, "session", "factored", "factored"),
        ("acbl", 1, "session", "factored", "factored"),
        ("wbf", 2, "session", "raw", "factored"),
        ("compscore", 2, "fixed", "factored", "own-top"),
    ],
)
def test_each_rule_set(name, scale, averages, sitout, short):
    rules = rules_named(name)
    assert (rules.scale, rules.averages, rules.sitout_totals, rules.short_lines) == (
        scale,
        averages,
        sitout,
        short,
    )
    assert rules.factoring == "neuberg"


def test_a_rule_changed_on_its_own_is_named_in_the_label():
    rules = rules_named("ebu").with_options(scale="1", averages=None)
    assert rules.scale == 1 and rules.averages == "session"
    assert rules.changed == ("scale",)
    assert str(rules.label()) == "EBU (White Book), with scale 1"
    assert rules_named("ebu").with_options(scale=2).changed == ()  # the same value: no change


@pytest.mark.parametrize(
    ("option", "value", "message"),
    [
        ("scale", 3, "scale is one of 1, 2"),
        ("averages", "sometimes", "averages is one of fixed, session"),
        ("datum_drop", "2", "datum drop is none"),
        ("datum_drop", "30%", "up to 25%"),
        ("colour", "red", "no such rule: colour"),
    ],
)
def test_a_rule_out_of_its_values_is_refused(option, value, message):
    with pytest.raises(ValueError, match=message):
        DEFAULT_RULES.with_options(**{option: value})


def test_an_unknown_rule_set_names_the_ones_there_are():
    with pytest.raises(ValueError, match="use club, ebu, acbl, wbf, compscore"):
        rules_named("fifa")


@pytest.mark.parametrize(
    ("drop", "results", "each_end"),
    [
        ("4", 4, 1),  # the commercial scorer: from four results
        ("4", 3, 0),
        ("5", 4, 0),  # the club's: from five
        ("5", 5, 1),
        ("5%", 19, 0),  # ACBLscore: 5% at each end, rounded down
        ("5%", 20, 1),
        ("5%", 45, 2),
        ("none", 30, 0),
    ],
)
def test_how_many_results_a_datum_leaves_out(drop, results, each_end):
    assert DEFAULT_RULES.with_options(datum_drop=drop).dropped(results) == each_end


@pytest.mark.parametrize(
    ("rounding", "average", "datum"),
    [
        ("even", Fraction(425), 420),  # ACBLscore manual: 425 is rounded to 420
        ("even", Fraction(435), 440),  # and 435 to 440
        ("even", Fraction(-445), -440),
        ("away", Fraction(425), 430),
        ("away", Fraction(-445), -450),  # the commercial scorer's board 2: -445 to -450
        ("away", Fraction(444), 440),
        ("none", Fraction(-445), -445),
        ("none", Fraction(2825, 10), Fraction(565, 2)),
    ],
)
def test_datum_rounding(rounding, average, datum):
    assert DEFAULT_RULES.with_options(datum_rounding=rounding).round_datum(average) == datum


def _described(rules):
    return {str(rule): str(value) for rule, value in rules.describe()}


def test_every_rule_set_describes_itself():
    for rules in RULE_SETS.values():
        described = _described(rules)
        assert set(described) >= {"Match points", "Average-plus and average-minus"}
    assert "from 4 results" in _described(rules_named("compscore"))["Butler datum"]
    assert "5% at each end" in _described(rules_named("acbl"))["Butler datum"]
    assert _described(rules_named("acbl"))["Butler datum"] == (
        "5% at each end dropped; rounded to the nearest 10, halves to the even ten"
    )
