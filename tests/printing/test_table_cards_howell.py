"""Table and guide cards for a Howell with a sit-out."""

from __future__ import annotations

import pytest

from movements.howell import howell
from tests.printing.movements_by_hand import howell_sit_out_by_hand
from tests.printing.pdfread import page_with, pages_text
from tournaments.printing.build import guide_cards, table_cards
from tournaments.printing.data import EventInfo, GuideRow
from tournaments.printing.render import render

EVENT = EventInfo("Howell Night", "3 May 1910")


def test_moves_around_the_sit_out() -> None:
    cards = table_cards(howell_sit_out_by_hand())
    one = cards[0].rows[0]
    assert (one.ns.label, one.ew.label, one.trays) == ("Pair 2", "Pair 5", "1-2")
    # round 2: pair 2 sits out (at table 3), pair 5 is EW at table 2; set 1 is done
    assert one.moves == (
        "NS sit out next round at table 3",
        "EW to table 2, sit EW",
        "trays finished: hand them to the director",
    )
    assert "share trays with table 2" in one.notes
    sit_out = cards[2].rows[0]
    assert sit_out.ns.label == "Pair 1" and sit_out.ew is None
    # round 2: pair 1 holds the EW cards at table 1 (4+1 = 5 = residue 0)
    assert sit_out.moves == ("NS to table 1, sit EW",)


def test_guide_card_of_pair_one() -> None:
    card = guide_cards(howell_sit_out_by_hand(), {"1": "Mrs Amos & Mr Amos"})[0]
    assert card.entrant.label == "Pair 1" and card.entrant.names == "Mrs Amos & Mr Amos"
    assert card.rows[0] == GuideRow(1, 3, "sits out")
    assert card.rows[1] == GuideRow(2, 1, "EW", "3-4", "Pair 3")


def test_howell_cards_read_back() -> None:
    m = howell_sit_out_by_hand()
    pages = pages_text(render("table-cards", EVENT, table_cards(m)))
    assert len(pages) == 2
    assert "sits out" in page_with(pages, "Table 3")
    guides = pages_text(render("guide-cards", EVENT, guide_cards(m)))
    assert len(guides) == 1  # five cards, six to a page
    for pair in range(1, 6):
        assert f"Pair {pair}" in guides[0]


@pytest.mark.parametrize("pairs", [7, 9])
def test_generated_howell_with_sit_out(pairs: int) -> None:
    m = howell(pairs)
    cards = table_cards(m)
    texts = [" ".join(x for r in c.rows for x in r.moves) for c in cards]
    assert any("sit out next round" in t for t in texts)
    pages = pages_text(render("table-cards", EVENT, cards))
    for c in cards:
        page_with(pages, f"Table {c.table}")
