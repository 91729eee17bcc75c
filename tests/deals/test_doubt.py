"""A result far from what the cards allow is questioned ("are you sure?"): four or more tricks
away from double dummy, or a contract made by a side with almost nothing that double dummy
says fails."""

from __future__ import annotations

from tournaments.deals.cards import Deal
from tournaments.deals.doubt import contract_doubt, strain_of, whist_doubt

# North-South hold 37 of the 40 points (North nearly everything), East-West 3.
RICH = Deal.parse("N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 65.8765.876.8765 432.432.5432.432")


def table(**by_seat: int) -> dict[str, dict[str, int]]:
    """A double-dummy table giving each named seat the same tricks in every strain."""
    return {s: dict.fromkeys(("C", "D", "H", "S", "NT"), by_seat.get(s, 6)) for s in "NESW"}


def test_thirteen_tricks_where_double_dummy_gives_nine_is_questioned():
    tricks = table(N=9, S=9)
    said = str(contract_doubt(RICH, tricks, "4S", "N", 13))
    assert said == "13 tricks by North in 4\u2660, where double dummy North takes 9"
    assert contract_doubt(RICH, tricks, "4S", "N", 12) is None  # three away: it happens
    assert contract_doubt(RICH, tricks, "4S", "N", 5) is not None  # four short


def test_a_contract_by_the_side_with_almost_nothing_made_against_the_cards_is_questioned():
    """East-West hold 3 points: two hearts made by East, where double dummy gives East 7."""
    tricks = table(E=7, W=7)
    said = str(contract_doubt(RICH, tricks, "2H", "E", 8))
    assert said == (
        "2\u2665 made by East, though East-West hold 3 of the 40 high-card points and double "
        "dummy they take 7 tricks"
    )
    assert contract_doubt(RICH, tricks, "2H", "E", 7) is None  # one down: believable
    assert contract_doubt(RICH, table(E=8), "2H", "E", 8) is None  # the cards allow it


def test_passes_adjustments_and_auction_declarations():
    tricks = table(N=9)
    assert contract_doubt(RICH, tricks, "PASS", "", None) is None
    assert strain_of("3NTX") == (3, "NT") and strain_of("2RX") == (2, "S")  # royal spades
    assert contract_doubt(RICH, tricks, "1R", "N", 13) is not None


def test_whist_tricks_far_from_double_dummy_are_questioned():
    """Dealer South, hearts trumps: West leads, so double dummy gives North-South South's 7."""
    tricks = table(S=7)
    assert str(whist_doubt(tricks, "S", "H", 11)) == (
        "North-South 11 tricks with \u2665 trumps, where double dummy they take 7"
    )
    assert whist_doubt(tricks, "S", "H", 10) is None
    # Dealer East: South leads and East-West take East's 6, North-South the other 7.
    assert whist_doubt(table(E=6), "E", "H", 3) is not None
    assert whist_doubt(table(E=6), "E", "H", 4) is None
