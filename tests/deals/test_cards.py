"""Hands and deals read strictly: 52 different cards, 13 to a hand, or a message that names
the hand and the card."""

from __future__ import annotations

import pytest

from tournaments.deals.cards import (
    Card,
    Deal,
    DealError,
    Hand,
    keep_board,
    parse_trump,
    trump_label,
)
from tournaments.deals.pbn import BoardDeal

# The unshuffled pack (ace of spades first) dealt one at a time by North, the first card to
# East: East takes cards 1, 5, 9 ..., South 2, 6, 10 ..., West 3, 7 ..., North 4, 8 ... 52.
ROUND = "N:J73.Q84.K95.AT62 AT62.J73.Q84.K95 K95.AT62.J73.Q84 Q84.K95.AT62.J73"
# North holds the top of every suit; South and West hold no card above a nine.
RICH = "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 65.8765.876.8765 432.432.5432.432"


def test_a_deal_reads_and_writes_back_from_any_first_seat():
    deal = Deal.parse(ROUND)
    assert deal.hand("N").pbn == "J73.Q84.K95.AT62"
    assert deal.hand("W").pbn == "Q84.K95.AT62.J73"
    assert deal.pbn() == ROUND
    # From the dealer's seat, as PBN export writes it: the same hands clockwise from East.
    assert deal.pbn("E") == "E:AT62.J73.Q84.K95 K95.AT62.J73.Q84 Q84.K95.AT62.J73 J73.Q84.K95.AT62"
    assert Deal.parse(deal.pbn("E")) == deal


def test_high_card_points_count_four_three_two_one():
    deal = Deal.parse(RICH)
    # North: four aces, four kings, four queens and a jack (16 + 12 + 8 + 1); East the other
    # three jacks.
    assert deal.hand("N").points == 37
    assert deal.hand("E").points == 3
    assert deal.hand("S").points == deal.hand("W").points == 0
    assert deal.side_points("S") == 37 and deal.side_points("W") == 3
    assert deal.longest == 4
    assert Deal.parse(ROUND).hand("S").points == 10  # one of each honour, in every hand


def test_hands_typed_by_a_person_are_taken_as_meant():
    hand = Hand.parse("akq.10 9 8.-.J765432", "North")
    assert hand.pbn == "AKQ.T98..J765432"
    assert hand.shown("H") == "10 9 8" and hand.shown("D") == "\u2014"


def test_three_hands_give_the_fourth():
    three = {"N": "J73.Q84.K95.AT62", "E": "AT62.J73.Q84.K95", "S": "K95.AT62.J73.Q84"}
    assert Deal.from_hands(three) == Deal.parse(ROUND)
    assert Deal.parse(ROUND.rsplit(" ", 1)[0] + " -") == Deal.parse(ROUND)


@pytest.mark.parametrize(
    ("text", "said"),
    [
        # 51 cards: North is a club short.
        ("N:J73.Q84.K95.AT6 AT62.J73.Q84.K95 K95.AT62.J73.Q84 Q84.K95.AT62.J73",
         "North has 12 cards; every hand holds 13"),
        # The two of clubs twice, in North's and West's hands, and no three of clubs.
        ("N:J73.Q84.K95.AT62 AT62.J73.Q84.K95 K95.AT62.J73.Q84 Q84.K95.AT62.J72",
         "the \u26632 is in both North's and West's hands"),
        ("N:J73.Q84.K95 AT62.J73.Q84.K95 K95.AT62.J73.Q84 Q84.K95.AT62.J73",
         "North 'J73.Q84.K95' has 3 suits"),
        ("N:J73.Q84.K95.AT62 AT62.J73.Q84.K95 K95.AT62.J73.Q84", "a deal has four hands"),
        ("X:J73.Q84.K95.AT62", "does not start with the first hand's seat"),
        ("N:J73.Q84.K95.AT6X AT62.J73.Q84.K95 K95.AT62.J73.Q84 Q84.K95.AT62.J73",
         "North's clubs 'AT6X': 'X' is not a card rank"),
        ("N:J73.Q84.K95.AT66 AT62.J73.Q84.K95 K95.AT62.J73.Q84 Q84.K95.AT62.J73",
         "North's clubs 'AT66' list the 6 twice"),
        ("N:- - K95.AT62.J73.Q84 Q84.K95.AT62.J73", "North and East are unknown"),
    ],
)  # fmt: skip
def test_a_wrong_deal_is_refused_with_what_is_wrong(text, said):
    with pytest.raises(DealError) as caught:
        Deal.parse(text)
    assert said in str(caught.value)


def test_cards_read_either_way_round():
    queen = Card("H", "Q")
    for text in ("HQ", "QH", "\u2665Q", "hq", "Q\u2665"):
        assert Card.parse(text) == queen
    assert Card.parse("10c") == Card.parse("CT") == Card("C", "T")
    assert queen.code == "HQ" and queen.label == "\u2665Q"
    # Dealing machines number the pack from the ace of spades (1) to the two of clubs (52).
    assert Card("S", "A").number == 1 and Card("H", "A").number == 14
    assert Card("C", "2").number == 52
    with pytest.raises(DealError):
        Card.parse("ZZ")


def test_a_whist_trump_is_a_card_turned_or_a_suit_declared():
    assert parse_trump("HQ") == ("H", Card("H", "Q"))
    assert parse_trump("h") == ("H", None)  # Law IV, sec. 11: a suit declared, none turned
    assert parse_trump("") == ("", None)
    assert trump_label("CT") == "\u266310"
    assert trump_label("S") == "\u2660 (declared)"


def test_one_board_one_deal_whichever_file_says_it():
    # The rule both hand-record readers (PBN and LIN) ask: a board said twice is kept once
    # when both say the same deal; another deal names the line of the first.
    boards: dict[int, BoardDeal] = {}
    first = BoardDeal(board=3, deal=Deal.parse(ROUND), line=4)
    assert keep_board(boards, first) is None
    assert keep_board(boards, BoardDeal(board=3, deal=Deal.parse(ROUND), line=9)) is None
    assert boards == {3: first}
    assert keep_board(boards, BoardDeal(board=3, deal=Deal.parse(RICH), line=12)) == 4
    assert boards == {3: first}


def test_three_hands_of_which_one_is_short_name_it():
    three = {"N": "J73.Q84.K95.AT6", "E": "AT62.J73.Q84.K95", "S": "K95.AT62.J73.Q84"}
    with pytest.raises(DealError, match="North has 12 cards; every hand holds 13"):
        Deal.from_hands(three)
