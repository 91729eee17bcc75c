"""A board's contract, declarer and tricks from its auction, play and claim as a LIN file
records them; each expected value worked out by hand from the calls and the cards."""

from __future__ import annotations

import pytest

from tournaments.deals import play
from tournaments.deals.cards import Deal

# North J73.Q84.K95.AT62, East AT62.J73.Q84.K95, South K95.AT62.J73.Q84, West Q84.K95.AT62.J73.
ROUND = Deal.parse("N:J73.Q84.K95.AT62 AT62.J73.Q84.K95 K95.AT62.J73.Q84 Q84.K95.AT62.J73")


@pytest.mark.parametrize(
    ("calls", "dealer", "contract", "declarer"),
    [
        # North opens 1C, East overcalls 1H, three passes: 1H by East.
        ("1C 1H p p p", "N", "1H", "E"),
        # North 1H, South 4H, West doubles, North redoubles: North named hearts first.
        ("1H p 4H d r p p p", "N", "4HXX", "N"),
        # West deals; North opens 1S, South bids 1N! (alerted), North raises to 3N: South
        # named notrumps first.
        ("p 1S p 1N! p 3N p p p", "W", "3NT", "S"),
        ("p p p p", "E", "Pass", None),
    ],
)
def test_the_auction_gives_the_contract_and_its_declarer(calls, dealer, contract, declarer):
    assert play.final_contract(calls.split(), dealer) == (contract, declarer)


@pytest.mark.parametrize(
    ("calls", "said"),
    [
        ("1S 1H", "call 2 (1H, East): not higher than 1S"),
        ("1S p d", "call 3 (d, South): not a call that can be made here"),
        ("1S d d", "call 3 (d, South): not a call that can be made here"),
        ("1S p p", "the auction has not ended"),
        ("p p p p 1C", "call 5 (1C, North): the auction had ended"),
        ("8C", "call 1 (8C, North): not a call that can be made here"),
    ],
)
def test_a_call_that_cannot_be_made_is_refused(calls, said):
    with pytest.raises(play.PlayError, match=said.replace("(", r"\(").replace(")", r"\)")):
        play.final_contract(calls.split(), "N")


# 1H by East: South leads.  Trick 1: South ♠K, West ♠4, North ♠3, East ♠A: East wins.
# Trick 2: East ♥3, South ♥2, West ♥K, North ♥4: West wins.  East-West have both tricks.
TWO_TRICKS = "SK S4 S3 SA H3 H2 HK H4".split()


def test_the_claim_gives_the_tricks_of_the_declarers_side_in_all():
    result = play.outcome(ROUND, "N", "1C 1H p p p".split(), TWO_TRICKS, 9)
    assert result == play.Outcome("1H", "E", 9)


def test_a_play_that_stops_without_a_claim_leaves_the_tricks_unknown():
    assert play.outcome(ROUND, "N", "1C 1H p p p".split(), TWO_TRICKS, None).tricks is None


def test_a_passed_out_board_has_no_declarer_and_no_tricks():
    assert play.outcome(ROUND, "E", "p p p p".split(), [], None) == play.Outcome("Pass", None, None)


@pytest.mark.parametrize(
    ("cards", "claim", "said"),
    [
        # South holds the ♠K, not the ♠A (East does).
        ("SA", None, "card 1 (SA, South, trick 1): South does not hold the \u2660A"),
        # West holds ♠Q84 and must follow to the spade lead.
        ("SK H5", None, "card 2 (H5, West, trick 1): West holds a card of the suit led"),
        # East-West took both tricks played: a claim of 1 is fewer than they have.
        (" ".join(TWO_TRICKS), 1, "a claim of 1 tricks: the declarer's side has 2 of the 2"),
        # ... and 14 more than 2 and the 11 left.
        (" ".join(TWO_TRICKS), 14, "so it can take 2 to 13"),
    ],
)
def test_a_card_or_claim_that_cannot_be_is_refused(cards, claim, said):
    with pytest.raises(play.PlayError) as caught:
        play.tricks_taken(ROUND, "1H", "E", cards.split(), claim)
    assert said in str(caught.value)


# Each hand one whole suit: North the spades, East the hearts, South the diamonds, West the
# clubs.  East leads to a North declarer; every player follows in turn from the lowest card.
ONE_SUIT_EACH = Deal.parse("N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432")


def test_a_trump_wins_the_trick_and_thirteen_tricks_played_are_counted():
    ranks = "23456789TJQKA"
    # Trick 1: East's ♥2 led, South's ♦2, West's ♣2, North's ♠2.  Then North leads.
    cards = ["H2", "D2", "C2", "S2"]
    for rank in ranks[1:]:
        cards += ["S" + rank, "H" + rank, "D" + rank, "C" + rank]
    # In spades North's ♠2 ruffs trick 1 and North's spades win the rest: all 13.
    assert play.tricks_taken(ONE_SUIT_EACH, "7S", "N", cards, None) == 13
    # At notrumps East's heart wins trick 1, and East leads a heart to every trick: none.
    at_notrumps = ["H2", "D2", "C2", "S2"]
    for rank in ranks[1:]:
        at_notrumps += ["H" + rank, "D" + rank, "C" + rank, "S" + rank]
    assert play.tricks_taken(ONE_SUIT_EACH, "7NT", "N", at_notrumps, None) == 0
