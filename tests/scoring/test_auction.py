"""Duplicate auction scoring, from the source's wording and its worked examples."""

import pytest

from tournaments.scoring.auction import (
    HONOURS,
    AuctionResult,
    parse_declaration,
    score_auction,
)


def entries(score):
    return {(e.side, e.item): e.points for e in score.entries}


def test_one_heart_made_with_simple_honours():
    # "WE started with a contract to win one heart and made it, with simple honours,
    # scoring 8 toward game and 16 above for honours."  Below 30: no duplicate premium.
    score = score_auction(AuctionResult(1, "H", "N", 7, honours="3", honours_side="NS"))
    assert entries(score) == {("NS", "1 odd"): 8, ("NS", "3 honours"): 16}
    assert (score.ns, score.ew) == (24, 0)


def test_set_two_tricks_against_simple_honours_in_royals():
    # "THEY set a contract for two tricks, getting 100 in penalties, against simple honours
    # in royals, scored as 18 above for WE and 100 for THEY."  (WE declared 3 royals, made 7.)
    score = score_auction(AuctionResult(3, "R", "S", 7, honours="3", honours_side="NS"))
    assert (score.ns, score.ew) == (18, 100)


def test_four_odd_at_no_trump_with_thirty_aces_takes_the_premium():
    # "THEY made four odd at no trump and 30 aces": 40 for tricks, so law A's 125 as well.
    score = score_auction(AuctionResult(4, "NT", "E", 10, honours="3", honours_side="EW"))
    assert entries(score) == {
        ("EW", "4 odd"): 40,
        ("EW", "3 aces"): 30,
        ("EW", "duplicate premium"): 125,
    }
    assert score.ew == 195


def test_four_odd_in_royals_with_four_honours_is_36_each_way():
    score = score_auction(AuctionResult(4, "R", "W", 10, honours="4", honours_side="EW"))
    assert entries(score)[("EW", "4 odd")] == 36
    assert entries(score)[("EW", "4 honours")] == 36
    assert score.ew == 36 + 36 + 125


def test_three_hearts_making_the_odd_trick_only():
    # "the declarer makes the odd trick only, holding simple honours, he scores 16 above
    # the line, while the other side scores 100 points ... by two tricks, worth 50 each."
    score = score_auction(AuctionResult(3, "H", "N", 7, honours="3", honours_side="NS"))
    assert (score.ns, score.ew) == (16, 100)


def test_three_no_trumps_doubled_making_five_by_cards():
    # "He scores 5 times 20 toward game, aces as held, and then 150 in penalties, 50 of
    # which is for fulfilling his contract and twice 50 for the two tricks over."
    score = score_auction(AuctionResult(3, "NT", "S", 11, doubled=1))
    got = entries(score)
    assert got[("NS", "5 odd")] == 100
    assert got[("NS", "fulfilling doubled")] + got[("NS", "2 over doubled")] == 150
    assert score.ns == 100 + 150 + 125


def test_redoubled_contract_made_with_an_overtrick():
    # 2 hearts redoubled, 9 tricks: 3 odd x 8 x 4 = 96; 100 fulfilling, 100 over; premium.
    score = score_auction(AuctionResult(2, "H", "E", 9, doubled=2))
    assert score.ew == 96 + 100 + 100 + 125


@pytest.mark.parametrize(
    ("doubled", "down", "penalty"),
    [(0, 1, 50), (0, 3, 150), (1, 1, 100), (1, 3, 300), (2, 2, 400)],
)
def test_undertricks_score_for_the_defenders(doubled, down, penalty):
    score = score_auction(AuctionResult(2, "D", "N", 8 - down, doubled=doubled))
    assert (score.ns, score.ew) == (0, penalty)


@pytest.mark.parametrize(
    ("doubled", "tricks", "loss"),
    [(0, 6, 50), (0, 1, 100), (1, 6, 100), (1, 3, 100), (2, 3, 800)],
)
def test_dealers_one_spade_loses_at_most_100_unless_redoubled(doubled, tricks, loss):
    # "he cannot lose more than 100 points, even if he is doubled, provided neither he nor
    # his partner redouble ... set for six tricks, he can lose only the 100."
    result = AuctionResult(1, "S", "N", tricks, doubled=doubled, dealer="N")
    penalty = [e.points for e in score_auction(result).entries if e.item.endswith("under")]
    assert penalty == [loss]


def test_the_limit_is_on_the_penalty_not_on_a_defenders_slam():
    # Set six tricks, the defenders took twelve: 100 and their little slam.
    assert score_auction(AuctionResult(1, "S", "N", 1, dealer="N")).ew == 120


def test_one_spade_by_a_player_other_than_the_dealer_has_no_limit():
    assert score_auction(AuctionResult(1, "S", "S", 4, dealer="N")).ew == 150


def test_one_spade_failing_beyond_100_needs_the_dealer():
    with pytest.raises(ValueError, match="dealer"):
        score_auction(AuctionResult(1, "S", "N", 4))
    # Within 100 the dealer does not matter.
    assert score_auction(AuctionResult(1, "S", "N", 6)).ew == 50


def test_slams_for_the_declarer_who_makes_them():
    grand = score_auction(AuctionResult(1, "NT", "N", 13))
    assert entries(grand) == {
        ("NS", "7 odd"): 70,
        ("NS", "grand slam"): 40,
        ("NS", "duplicate premium"): 125,
    }
    little = score_auction(AuctionResult(2, "C", "W", 12))
    assert entries(little)[("EW", "little slam")] == 20
    assert little.ew == 36 + 20 + 125


def test_defenders_may_score_slams_but_never_tricks():
    # 4 spades (plain) by N taking one trick: EW take twelve.  9 under x 50 and little slam.
    score = score_auction(AuctionResult(4, "S", "N", 1))
    assert entries(score) == {("EW", "9 under"): 450, ("EW", "little slam"): 20}


def test_a_declarer_who_fails_scores_no_slam():
    score = score_auction(AuctionResult(7, "H", "N", 12))
    assert score.ns == 0
    assert score.ew == 50


def test_honours_are_never_doubled_and_go_to_their_holders():
    score = score_auction(
        AuctionResult(2, "H", "N", 8, doubled=1, honours="4-in-1", honours_side="EW")
    )
    assert entries(score)[("EW", "4-in-1 honours")] == 64
    # 2 odd x 8 x 2 = 32: over 30, so the premium.
    assert score.ns == 32 + 50 + 125


@pytest.mark.parametrize(
    ("kind", "declaration", "value"),
    [
        ("3", "S", 4), ("4", "C", 24), ("4-in-1", "D", 56), ("5", "H", 40),
        ("5-4-in-1", "R", 81), ("5-in-1", "S", 20), ("5-in-1", "R", 90),
        ("3", "NT", 30), ("4", "NT", 40), ("4-in-1", "NT", 100),
    ],
)  # fmt: skip
def test_honour_table_as_printed(kind, declaration, value):
    assert HONOURS[kind][declaration] == value


def test_simple_honours_are_worth_two_tricks():
    # "The value of simple honours is always the same as two tricks."
    for declaration, value in (("S", 2), ("C", 6), ("D", 7), ("H", 8), ("R", 9)):
        assert HONOURS["3"][declaration] == 2 * value


def test_trick_values_below_thirty_take_no_premium():
    # 3 diamonds, 10 tricks: 4 odd x 7 = 28.
    assert score_auction(AuctionResult(3, "D", "N", 10)).ns == 28
    # 5 diamonds, 11 tricks: 5 x 7 = 35.
    assert score_auction(AuctionResult(5, "D", "N", 11)).ns == 35 + 125


def test_net_and_explain():
    score = score_auction(AuctionResult(3, "R", "S", 7, honours="3", honours_side="NS"))
    assert score.net_ns == -82
    assert score.explain() == "EW 2 under 100; NS 3 honours 18"


@pytest.mark.parametrize(
    ("text", "parsed"),
    [("1S", (1, "S", 0)), ("2R", (2, "R", 0)), ("3NTX", (3, "NT", 1)), ("4hxx", (4, "H", 2))],
)
def test_parse_declaration(text, parsed):
    assert parse_declaration(text) == parsed


@pytest.mark.parametrize("text", ["8S", "0H", "4Z", "1SXXX", ""])
def test_parse_declaration_refuses(text):
    with pytest.raises(ValueError, match="declaration"):
        parse_declaration(text)


def test_invalid_results_are_refused():
    with pytest.raises(ValueError, match="tricks"):
        AuctionResult(1, "H", "N", 14)
    with pytest.raises(ValueError, match="honours"):
        AuctionResult(1, "NT", "N", 7, honours="5", honours_side="NS")
    with pytest.raises(ValueError, match="together"):
        AuctionResult(1, "H", "N", 7, honours="3")
