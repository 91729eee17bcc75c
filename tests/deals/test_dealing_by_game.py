"""The throw-out rule is whist's: a bridge deal stands however long its suits.

How often a fair deal has a suit of seven or more cards, worked from the published table of
hand patterns (Borel and Chéron's, as in "Contract bridge probabilities", e.g. Wikipedia):
the 7-card patterns of one hand sum to 3.53% (7-3-2-1 1.88, 7-2-2-2 0.51, 7-4-1-1 0.39,
7-4-2-0 0.36, 7-3-3-0 0.27, 7-5-1-0 0.11, 7-6-0-0 0.01), the 8-card ones to 0.47% and the
longer to 0.04%: 4.0% a hand.  A deal has four hands, so it has such a suit with a chance
of at least 4.0% and at most 4 x 4.0% = 16% (about one deal in seven).  Among 400 deals kept
as they fall, then, some have a suit of seven or more, and at least 4% of them do; with the
source's rule none does.
"""

from __future__ import annotations

from tournaments.deals.dealing import WHIST_LIMIT, generate, usual_limit

DEALS = 400


def test_bridge_deals_have_no_throw_out_limit_and_whist_deals_the_sources_six():
    assert usual_limit("bridge") is None
    assert usual_limit("auction") is None
    assert usual_limit("whist") == WHIST_LIMIT == 6


def test_bridge_deals_keep_their_long_suits():
    made = [generate(3, n, "N", longer_than=usual_limit("bridge")) for n in range(1, DEALS + 1)]
    assert all(m.thrown_out == 0 for m in made)  # no deal was dealt again
    long_suits = [m for m in made if m.deal.longest >= 7]
    assert len(long_suits) >= 0.04 * DEALS


def test_whist_deals_throw_out_a_suit_longer_than_six():
    made = [generate(3, n, "N", longer_than=usual_limit("whist")) for n in range(1, DEALS + 1)]
    assert all(m.deal.longest <= 6 for m in made)
    assert any(m.thrown_out for m in made)
