"""Travellers, score cards and tray labels for a five-table Mitchell."""

from __future__ import annotations

from movements.mitchell import mitchell
from movements.trays import Vulnerability
from movements.types import Seat
from tests.printing.pdfread import page_with, pages_text
from tournaments.printing.build import score_cards, travellers, tray_labels
from tournaments.printing.data import EventInfo, ScoreRow, TravellerRow
from tournaments.printing.render import render

EVENT = EventInfo("Five Tables", "9 April 1910")


def test_traveller_rows_follow_the_tray() -> None:
    m = mitchell(5)
    slip = travellers(m, tray_labels(m, "whist"))[0]
    # trays go down one (1 to 5), EW pair e sits at table e+r-1
    assert slip.rows == (
        TravellerRow(1, 1, "1 NS", "1 EW"),
        TravellerRow(2, 5, "5 NS", "4 EW"),
        TravellerRow(3, 4, "4 NS", "2 EW"),
        TravellerRow(4, 3, "3 NS", "5 EW"),
        TravellerRow(5, 2, "2 NS", "3 EW"),
    )
    assert slip.dealer is Seat.W and slip.vulnerability is None
    pages = pages_text(render("travellers", EVENT, travellers(m, tray_labels(m, "whist"))))
    assert len(pages) == 3  # ten slips, four to a page
    assert "Traveller · Tray 1 Dealer: West" in pages[0]


def test_bridge_traveller_shows_vulnerability() -> None:
    m = mitchell(5)
    slips = travellers(m, tray_labels(m, "contract-bridge"))
    assert slips[3].vulnerability is Vulnerability.BOTH and slips[3].dealer is Seat.W
    page = page_with(pages_text(render("travellers", EVENT, slips)), "Tray 4")
    assert "Dealer: West · All vulnerable" in page
    assert "Contract" in page


def test_score_card_of_one_ew() -> None:
    m = mitchell(5)
    card = next(
        c for c in score_cards(m, {"1EW": "Mr Brown & Mr Green"}) if c.entrant.label == "1 EW"
    )
    assert card.entrant.names == "Mr Brown & Mr Green"
    # round 2 at table 2 against 2 NS, on the set that started at table 3 (trays 5-6)
    assert card.rows[:4] == (
        ScoreRow(1, 1, "1 NS", "EW", 1),
        ScoreRow(1, 2, "1 NS", "EW", 1),
        ScoreRow(2, 5, "2 NS", "EW", 2),
        ScoreRow(2, 6, "2 NS", "EW", 2),
    )
    pages = pages_text(render("score-cards", EVENT, score_cards(m, {"1EW": "Mr Brown & Mr Green"})))
    assert len(pages) == 3  # ten cards of ten rows, four to a page
    page = page_with(pages, "Score card: 1 EW")
    assert "Mr Brown & Mr Green" in page and "Tricks Gain Loss" in page


def test_tray_labels_and_trump_slips() -> None:
    m = mitchell(5)
    pdf = render("tray-labels", EVENT, tray_labels(m, "whist"))
    pages = pages_text(pdf)
    assert len(pages) == 2  # ten labels, eight to a page
    assert pages[0].count("TRUMP SLIP") == 8
    assert "Dealer: West" in pages[0] and "Deal No. 4" in pages[0]
    assert "♠ ♥ ♦ ♣" in pages[0]
    bridge = pages_text(render("tray-labels", EVENT, tray_labels(m, "contract-bridge")))
    assert "TRUMP SLIP" not in bridge[0]
    assert "Dealer: North Nobody vulnerable" in bridge[0]
