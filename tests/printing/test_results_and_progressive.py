"""The results sheet, and the progressive tally cards and table signs."""

from __future__ import annotations

from movements.progressive import progressive
from tests.printing.pdfread import page_with, pages_text
from tournaments.printing.build import table_signs, tally_cards
from tournaments.printing.data import EventInfo, ResultsSheet, TextTable
from tournaments.printing.render import render

EVENT = EventInfo("Euchre Party", "14 February 1910")


def test_results_standings_then_travellers_across_pages() -> None:
    standings = TextTable(
        "North-South",
        ("Place", "Pair", "Tricks", "+/-"),
        (("1", "e", "212", "+5"), ("2", "c", "211", "+4")),
    )
    travs = tuple(
        TextTable(
            f"Tray {t}",
            ("Table", "NS", "EW", "NS tricks"),
            tuple((str(i), f"{i} NS", f"{i} EW", "7") for i in range(1, 16)),
        )
        for t in range(1, 31)
    )
    pages = pages_text(render("results", EVENT, ResultsSheet((standings,), travs)))
    assert len(pages) > 3
    assert pages[0].index("North-South") < pages[0].index("Tray 1")
    assert "Tray 30" in pages[-1]
    assert all("Euchre Party · 14 February 1910" in p for p in pages)


def test_tally_cards_and_signs() -> None:
    m = progressive(4, groups="two", seed=3)
    cards = tally_cards(m, games=10)
    assert len(cards) == 16 and all(len(c.rows) == 10 for c in cards)
    for card, label in zip(cards, m.entrants, strict=True):
        assert card.rows[0].table == m.seating_of(label, 1).table
        assert all(r.table is None for r in card.rows[1:])
    assert {c.group for c in cards} == {"Ladies", "Gentlemen"}
    signs = table_signs(4)
    assert [s.title for s in signs] == ["Head table", "Second table", "Third table", "Booby table"]
    pages = pages_text(render("tally-cards", EVENT, [*cards, *signs]))
    assert len(pages) == 4 + 4  # four tallies to a page, then a sign a page
    assert "Gentleman 1" in pages[0] and "Gold Red Green" in pages[0]
    assert "Lady 4" in page_with(pages, "Ladies")
    assert "Head table" in pages[4] and "Booby table" in pages[7]
    assert "Booby table" in page_with(pages, "Table 4")
