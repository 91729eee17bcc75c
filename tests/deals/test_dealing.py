"""Deals from a seed, dealt as the source's Law III deals them, the throw-out rule and
Foster's transposition (../shared/sources/duplicate_and_progressive_rules.txt)."""

from __future__ import annotations

from collections import Counter

import pytest

from tournaments.deals.analysis import tables
from tournaments.deals.cards import SEATS, STRAINS, SUITS, Card, DealError, pack
from tournaments.deals.dealing import (
    FOSTER,
    deal_out,
    describe_transposition,
    generate,
    transpose,
    transpose_card,
    transposition,
)


def test_the_pack_is_dealt_one_at_a_time_from_the_dealers_left():
    """Law III, sec. 1 (line 2184): "the first to the player at the left of the dealer, and
    each successive card to the player at the left of the one to whom the last preceding card
    has been dealt. The last, which is the trump card ..." goes to the dealer.

    The unshuffled pack (ace of spades to two of clubs) dealt by North: East takes cards 1, 5,
    9 ...: the spade ace, ten, six and two, the heart jack, seven and three, the diamond queen,
    eight and four, the club king, nine and five.  North takes cards 4, 8, ... 52."""
    deal = deal_out(pack(), "N")
    assert deal.hand("E").pbn == "AT62.J73.Q84.K95"
    assert deal.hand("N").pbn == "J73.Q84.K95.AT62"
    assert deal.holder(Card("C", "2")) == "N"  # the last card is the dealer's


def test_the_same_seed_always_gives_the_same_deals_and_another_seed_others():
    first = [generate(42, n, "N").deal for n in range(1, 17)]
    again = [generate(42, n, "N").deal for n in range(1, 17)]
    other = [generate(43, n, "N").deal for n in range(1, 17)]
    assert first == again
    assert not set(first) & set(other)
    assert len(set(first)) == 16  # every tray its own deal


def test_every_card_is_as_likely_in_every_hand():
    """Over 2,000 trays the ace of spades lies with each player about a quarter of the time
    (a binomial of 2,000 at 1/4: 500, with a standard deviation of 19.4; 100 is five of
    them)."""
    holders = Counter(generate(7, n, "N").deal.holder(Card("S", "A")) for n in range(1, 2001))
    assert set(holders) == set(SEATS)
    assert all(abs(count - 500) < 100 for count in holders.values()), holders


def test_the_trump_card_is_the_last_card_dealt_so_the_dealers():
    """Law III: "The last, which is the trump card, must be turned" (line 2187)."""
    for n, dealer in enumerate("WNES" * 4, start=1):
        made = generate(11, n, dealer)
        assert made.last_card in made.deal.hand(dealer)


def test_the_throw_out_rule_deals_again_any_deal_with_a_suit_longer_than_six():
    """The source (line 1932): "throwing out all hands in which there is found to be a suit of
    more than six cards, and dealing it over again"."""
    made = [generate(5, n, "N", longer_than=6) for n in range(1, 301)]
    assert all(m.deal.longest <= 6 for m in made)
    # A seven-card suit turns up in about one deal in eight: some of 300 were dealt again,
    # and those trays differ from the deals the same seed gives without the rule.
    again = [n for n, m in enumerate(made, start=1) if m.thrown_out]
    assert 10 < len(again) < 80
    assert all(generate(5, n, "N").deal.longest > 6 for n in again)
    assert all(
        m.deal == generate(5, n, "N").deal for n, m in enumerate(made, 1) if not m.thrown_out
    )


@pytest.mark.parametrize("limit", [3, 13, 0])
def test_a_throw_out_limit_that_cannot_work_is_refused(limit):
    with pytest.raises(DealError, match="from 4 to 12"):
        generate(1, 1, "N", longer_than=limit)


def test_fosters_transposition_makes_clubs_trumps_instead_of_hearts():
    """The source (line 1926): the umpire "duplicated each hand ... but changed the suits,
    making clubs trumps instead of hearts, etc."."""
    assert FOSTER["H"] == "C"
    deal = deal_out(pack(), "N")
    moved = transpose(deal, transposition(None))
    for seat, hand in deal:
        for suit in SUITS:
            assert moved.hand(seat).holding(FOSTER[suit]) == hand.holding(suit)
    assert transpose_card(Card("H", "Q"), FOSTER) == Card("C", "Q")
    assert str(describe_transposition(FOSTER)).startswith("spades become diamonds, hearts clubs")


def test_a_transposed_deal_plays_the_same_in_its_new_suits():
    """Double dummy, each declarer takes in the new suit what it took in the old one, and the
    same at notrumps: the overplay is the same deal in disguise."""
    deal = generate(99, 3, "S").deal
    mapping = transposition("CDHS")  # spades become clubs, hearts diamonds, and back
    before, after = tables([deal, transpose(deal, mapping)])
    for seat in SEATS:
        assert after[seat]["NT"] == before[seat]["NT"]
        for suit in SUITS:
            assert after[seat][mapping[suit]] == before[seat][suit]
    assert set(STRAINS) == set(after["N"])


@pytest.mark.parametrize(
    ("text", "said"),
    [("SHDC", "leaves the spades and hearts and diamonds and clubs"), ("SSDC", "each of"),
     ("DCS", "each of"), ("DHSC", "leaves the hearts and clubs")],
)  # fmt: skip
def test_a_transposition_must_change_every_suit(text, said):
    with pytest.raises(DealError) as caught:
        transposition(text)
    assert said in str(caught.value)
