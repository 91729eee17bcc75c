"""The code a traveller stores for a director's ruling: every kind the Laws give, read back.

Laws of Duplicate Bridge (2017): Law 12C1 (an assigned score replaces the table's; weighted
scores, 12C1(c); the two sides' scores need not balance), Law 12C2 (artificial scores: average
50%, average-plus at least 60%, average-minus at most 40%), Law 87 (a fouled board's groups),
Law 90 (procedural penalties).  The named/fixed notation follows the scoring programs clubs
use: "+, = and - follow the session, numbers are fixed; NS first" (RealBridge, Adjusting
Scores).
"""

from __future__ import annotations

from decimal import Decimal
from fractions import Fraction

import pytest

from tournaments.scoring.types import Adjustment, Result

parse = Adjustment.parse


def test_named_averages_for_each_side():
    adj = parse("A+/-")
    assert (adj.kind, adj.named("NS"), adj.named("EW")) == ("NAMED", "+", "-")
    assert (adj.ns_percent, adj.ew_percent) == (60, 40)  # their fixed values
    assert parse("AVE+/AVE-") == adj
    assert parse("a+/+").kind == "AVE+"  # the same on both sides is the usual code
    assert str(parse("AVE+/AVE=")) == "A+/="


def test_fixed_percentages_are_not_named():
    adj = parse("A6040")  # as USEBIO writes it
    assert (adj.kind, adj.named("NS"), adj.ns_percent, adj.ew_percent) == (
        "SPLIT",
        "",
        Decimal(60),
        Decimal(40),
    )
    assert str(adj) == "A60/40"


def test_an_assigned_score_in_points_or_as_a_contract():
    assert parse("SCORE 420").single_score == 420
    assert parse("score -50").single_score == -50
    # 4S making by North, NS vulnerable: 120 + 500 = 620 (Law 77).
    four_spades = parse("SCORE 4S= N", vulnerability="ns")
    assert four_spades.single_score == 620 and str(four_spades) == "SCORE 4S= N"
    # 3NT doubled two down by East, not vulnerable: 100 + 200 = 300 to NS.
    assert parse("SCORE 3NTX-2 E", vulnerability="none").single_score == 300
    assert parse("SCORE PASS").single_score == 0


def test_an_assigned_contract_needs_the_vulnerability():
    with pytest.raises(ValueError, match="needs the board's vulnerability"):
        parse("SCORE 4S= N")


def test_a_weighted_score_keeps_each_share():
    adj = parse("SCORE 60% 4S= N, 40% 4S-1 N", vulnerability="none")
    assert adj.single_score is None
    assert [(p.weight, p.score) for p in adj.ns_parts] == [
        (Fraction(3, 5), 420),
        (Fraction(2, 5), -50),
    ]
    assert adj.ew_parts == adj.ns_parts
    assert str(adj) == "SCORE 60% 4S= N, 40% 4S-1 N"


def test_a_split_score_gives_each_side_its_own():
    adj = parse("SCORE 4S= N / 4S-1 N", vulnerability="none")
    assert [p.score for p in adj.ns_parts] == [420]
    assert [p.score for p in adj.ew_parts] == [-50]
    assert adj.single_score is None
    mixed = parse("SCORE 420 / 50% 420, 50% -50")
    assert len(mixed.ew_parts) == 2


def test_penalties_and_groups_keep_the_table_result():
    adj = parse("PP NS 25%; PP EW 3; GROUP B")
    assert not adj.replaces_score and adj.group == "B"
    assert [str(p) for p in adj.penalties] == ["PP NS 25%", "PP EW 3"]
    result = Result(1, "1", "11", 420, adj)
    assert result.group == "B" and result.plain_score == 420
    ruled = parse("SCORE 420; PP NS 10%")
    assert ruled.replaces_score and str(ruled) == "SCORE 420; PP NS 10%"


@pytest.mark.parametrize(
    ("code", "message"),
    [
        ("SCORE 60% 420, 30% -50", "add up to 100%, not 90%"),
        ("SCORE 420, -50", "give each result of a weighted score its share"),
        ("AVE; SCORE 420", "gives two adjusted scores"),
        ("NP; PP NS 10%", "goes on a board with a score"),
        ("PP NS 120%", "at most a whole top"),
        ("PP NS 10%; PP NS 5%", "each side's procedural penalty once"),
        ("GROUP A; GROUP B", "not two"),
        ("SCORE 8S= N", "level 8 is not 1 to 7"),
        ("SCORE 4Q= N", "strain Q is not"),
        ("SCORE 4S N", "not a result"),
        ("SCORE 7NT+1 N", "cannot be taken"),
        ("A70", "not an adjustment"),
        ("AVE;", "an empty part"),
    ],
)
def test_a_code_that_cannot_be_right_is_refused(code, message):
    with pytest.raises(ValueError, match=message):
        parse(code, vulnerability="none")


@pytest.mark.parametrize(
    ("code", "game", "message"),
    [
        ("SCORE 14", "whist", "0 to 13"),
        ("SCORE 4S= N", "whist", "tricks"),
        ("SCORE 425", "bridge", "not a bridge score"),
        ("SCORE 2H= S", "auction", "in points"),
    ],
)
def test_each_game_refuses_a_result_it_cannot_have(code, game, message):
    with pytest.raises(ValueError, match=message):
        parse(code, vulnerability="none").check_game(game)
    parse("SCORE 8", vulnerability="none").check_game("whist")


def test_a_result_with_a_penalty_code_still_needs_its_score():
    with pytest.raises(ValueError, match="either a score or an adjustment"):
        Result(1, "1", "11", None, parse("PP NS 10%"))
    with pytest.raises(ValueError, match="group A and GROUP B"):
        Result(1, "1", "11", 420, parse("GROUP B"), group="A")
