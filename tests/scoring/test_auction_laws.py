"""Duplicate auction's laws F and the English rule, in the source's words
(duplicate_and_progressive_rules.txt).

Law F, lines 143-147: "A declaration (other than passing) out of turn must stand; as a penalty,
the adversaries score 50 honour points in their honour column".  The English rule, lines
180-181: "Some players in America are adopting the English rule, which allows the dealer to
pass, without making any declaration"; its slams count 50 and 100 (the source's own table, line
2896, has "Grand Slam 40, Little Slam 20").  Scores worked by hand from the source's tables.
"""

from __future__ import annotations

import pytest

from tournaments.scoring.auction import AuctionResult, score_auction
from tournaments.scoring.entry import EntryError, check_auction, describe_auction


def entries(score) -> dict[tuple[str, str], int]:
    return {(e.side, e.item): e.points for e in score.entries}


def test_the_source_says_so(shared_dir):
    lines = (shared_dir / "sources" / "duplicate_and_progressive_rules.txt").read_text()
    lines = lines.splitlines()
    law_f = " ".join(lines[142:147])
    assert "A declaration (other than passing) out of turn must stand" in law_f
    assert "the adversaries score 50 honour points in their honour" in law_f
    assert "allows the dealer to pass, without making any declaration" in " ".join(lines[179:181])
    assert lines[141] == "F. A New Deal. A new deal is not allowed for any reason,"
    assert lines[2895] == "Rubber 250, Grand Slam 40, Little Slam 20."


def test_a_declaration_out_of_turn_gives_the_adversaries_50():
    # 2 hearts by South making 8 tricks: 2 odd x 8 = 16 to NS.  NS declared out of turn: EW 50
    # in their honour column.  Net for NS: 16 - 50 = -34.
    score = score_auction(AuctionResult(2, "H", "S", 8, out_of_turn="NS"))
    assert entries(score) == {("NS", "2 odd"): 16, ("EW", "out of turn (law F)"): 50}
    assert score.net_ns == -34


def test_the_defenders_out_of_turn_give_the_declarers_50():
    # 3 no trump by West, 9 tricks: 3 x 10 = 30, the duplicate premium 125: EW 155.  NS
    # declared out of turn: EW 50 more, 205.
    score = score_auction(AuctionResult(3, "NT", "W", 9, out_of_turn="NS"))
    assert score.ew == 205 and score.ns == 0


@pytest.mark.parametrize(
    ("tricks", "slam", "american", "english"),
    [(12, "little slam", 20, 50), (13, "grand slam", 40, 100)],
)
def test_english_slams_count_50_and_100(tricks, slam, american, english):
    # 6 clubs by North: 20 and 40 by the source's table, 50 and 100 by the English rule.
    plain = entries(score_auction(AuctionResult(6, "C", "N", tricks)))
    assert plain[("NS", slam)] == american
    ruled = entries(score_auction(AuctionResult(6, "C", "N", tricks, english=True)))
    assert ruled[("NS", f"{slam} (English rule)")] == english
    # the defenders' slam too: 7 spades by North taking one trick, EW take twelve
    set_ = entries(score_auction(AuctionResult(7, "S", "N", 1, english=True)))
    assert set_[("EW", "little slam (English rule)")] == 50


def test_the_entry_line_carries_law_f_and_refuses_it_on_a_passed_deal():
    values = check_auction("2H", "S", 8, "Tray 1", out_of_turn="ns")
    assert (values["out_of_turn"], values["ns_score"]) == ("NS", -34)
    with pytest.raises(EntryError, match="out of turn stands"):
        check_auction("PASS", "", None, "Tray 1", out_of_turn="EW")
    with pytest.raises(EntryError, match="NS or EW"):
        check_auction("2H", "S", 8, "Tray 1", out_of_turn="N")
    # 6 clubs making 12: 6 odd x 6 = 36, the premium 125 (36 is 30 or more), little slam 50.
    assert check_auction("6C", "N", 12, "Tray 1", english=True)["ns_score"] == 36 + 125 + 50


def test_only_the_english_rule_lets_the_dealer_say_no_bid():
    # Lines 180-181: the English rule "allows the dealer to pass, without making any
    # declaration"; without it the dealer must declare, so no deal is passed out.
    with pytest.raises(EntryError, match="the dealer must make a declaration"):
        check_auction("PASS", "", None, "Tray 1")
    with pytest.raises(EntryError, match="only the English rule"):
        check_auction("no bid", "", None, "Tray 1")
    # With it, nobody bidding is a score of nothing to either side, compared with the other
    # tables as it stands: law F, line 142, "A new deal is not allowed for any reason".
    values = check_auction("no bid", "", None, "Tray 1", english=True)
    assert (values["contract"], values["ns_score"], values["declarer"]) == ("PASS", 0, "")
    assert describe_auction(values) == "No bid all round (English rule): 0 to both sides"
