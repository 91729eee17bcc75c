"""The opening lead checked against the hand (pure): the declarer's left-hand opponent leads,
and must hold the card.  The deal is made by hand so that each seat's cards are plain: North
holds every spade, East every heart, South every diamond, West every club."""

from __future__ import annotations

import pytest

from tournaments.deals.cards import Deal
from tournaments.deals.lead import check_lead, opening_leader
from tournaments.scoring.entry import EntryError

ONE_SUIT_EACH = Deal.parse("N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432")


def test_the_opening_leader_sits_on_the_declarers_left():
    assert [opening_leader(d) for d in "NESW"] == ["E", "S", "W", "N"]


@pytest.mark.parametrize(
    ("lead", "declarer", "stored"),
    [
        ("HQ", "N", "HQ"),
        ("h10", "N", "HT"),
        ("D2", "E", "D2"),
        ("CA", "S", "CA"),
        ("SK", "W", "SK"),
    ],
)
def test_a_card_the_leader_holds_is_kept(lead, declarer, stored):
    assert check_lead(lead, "4S", declarer, "Tray 1", deal=ONE_SUIT_EACH) == stored


def test_a_card_the_leader_does_not_hold_is_refused_with_who_holds_it():
    with pytest.raises(EntryError) as refused:
        check_lead("SA", "4S", "N", "Tray 1, table 2", deal=ONE_SUIT_EACH)
    assert str(refused.value) == (
        "Tray 1, table 2: the opening lead is made by East, on the declarer's left, who does "
        "not hold \u2660A (North holds it): check the lead."
    )


def test_without_the_deal_only_the_card_itself_is_checked():
    assert check_lead("SA", "4S", "N", "Tray 1") == "SA"
    assert check_lead("", "4S", "N", "Tray 1", deal=ONE_SUIT_EACH) == ""
    with pytest.raises(EntryError, match="suit then rank"):
        check_lead("S1", "4S", "N", "Tray 1")
    with pytest.raises(EntryError, match="no opening lead without a contract"):
        check_lead("SA", "PASS", "", "Tray 1", deal=ONE_SUIT_EACH)
