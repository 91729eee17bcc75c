"""Table cards for Mitchells: the skip, share-and-relay, names and the entry QR code."""

from __future__ import annotations

from movements.mitchell import mitchell
from tests.printing.movements_by_hand import mitchell_skip_by_hand
from tests.printing.pdfread import page_with, pages_text
from tournaments.printing.build import table_cards
from tournaments.printing.cards import qr_modules
from tournaments.printing.data import EventInfo
from tournaments.printing.render import render

EVENT = EventInfo("Spring Pairs", "12 March 1910", "Knickerbocker Club")


def _card(cards, table):
    return next(c for c in cards if c.table == table)


def test_hand_built_skip_mitchell_moves() -> None:
    cards = table_cards(mitchell_skip_by_hand())
    rows = _card(cards, 1).rows
    assert [(r.round, r.ns.label, r.ew.label, r.trays) for r in rows] == [
        (1, "1 NS", "1 EW", "1-2"),
        (2, "1 NS", "4 EW", "3-4"),
        (3, "1 NS", "2 EW", "5-6"),
    ]
    assert rows[0].moves == ("NS stay", "EW to table 2, sit EW", "trays to table 4")
    assert rows[1].moves[0].startswith("SKIP")
    assert "EW to table 3, sit EW" in rows[1].moves
    assert rows[2].moves == ("last round",)


def test_hand_built_skip_mitchell_reads_back() -> None:
    pdf = render("table-cards", EVENT, table_cards(mitchell_skip_by_hand()))
    pages = pages_text(pdf)
    assert len(pages) == 2  # four short cards, two to a page
    for table in (1, 2, 3, 4):
        assert f"Table {table}" in pages[(table - 1) // 2]
    assert "SKIP: movers go one table further than usual" in pages[0]
    assert all("Spring Pairs · 12 March 1910" in p for p in pages)


def test_generated_six_table_skip() -> None:
    m = mitchell(6, variant="skip")
    pages = pages_text(
        render("table-cards", EVENT, table_cards(m, names={"1NS": "Ann Lee & Bo Ng"}))
    )
    assert len(pages) == 3
    first = page_with(pages, "Table 1")
    assert "Ann Lee & Bo Ng" in first
    # round 3 at table 1: EW pair 5 (5+3-1 = 7 = table 1); before round 4 it skips to table 3
    assert (
        "5 EW 5-6 SKIP: movers go one table further than usual; NS stay; EW to table 3, sit EW"
        in first
    )


def test_share_and_relay_texts() -> None:
    cards = table_cards(mitchell(8, variant="relay"))
    five = _card(cards, 5)
    assert "trays to the relay stand between tables 4 and 5" in five.rows[0].moves
    assert "next trays come from the relay stand" in _card(cards, 4).rows[0].moves
    assert "share trays with table 8" in _card(cards, 1).rows[0].notes
    assert "share trays with table 1" in _card(cards, 8).rows[0].notes
    pdf = render("table-cards", EVENT, cards)
    page = page_with(pages_text(pdf), "Table 5")
    assert "trays to the relay stand between tables 4 and 5" in page


def test_arrow_switched_round_is_printed() -> None:
    m = mitchell(7, arrow_switch_rounds=1)
    last = table_cards(m)[0].rows[-1]
    assert last.round == 7
    assert any("arrow" in n for n in last.notes)
    # the stationary pair 1 NS holds the East-West cards in the switched round
    assert last.ew.label == "1 NS"
    assert "(arrow switch)" in table_cards(m)[0].rows[-2].moves[0]


def test_entry_qr_only_where_an_url_is_given() -> None:
    cards = table_cards(mitchell(5), entry_urls={2: "https://club.example/e/spring/t/2"})
    assert _card(cards, 2).entry_url == "https://club.example/e/spring/t/2"
    assert _card(cards, 1).entry_url is None
    pages = pages_text(render("table-cards", EVENT, cards))
    assert sum(p.count("scan to enter results") for p in pages) == 1


def test_qr_matrix_has_its_finder_patterns() -> None:
    m = qr_modules("https://club.example/e/spring/t/2")
    n = len(m)
    assert all(len(row) == n for row in m) and (n - 21) % 4 == 0
    for r0, c0 in ((0, 0), (0, n - 7), (n - 7, 0)):
        ring = [m[r0][c0 + i] for i in range(7)] + [m[r0 + i][c0] for i in range(7)]
        assert all(ring)
        assert not m[r0 + 1][c0 + 1] and m[r0 + 3][c0 + 3]
