"""The social game's cards say what the source tells the players ([F] lines 2040-2055):
the overplay table's card, and the bell of the second method on the gentlemen's cards."""

from __future__ import annotations

from movements.catalogue import generate
from tournaments.printing.build import guide_cards, table_cards


def test_the_bell_is_on_the_moving_gentlemens_cards_only():
    m = generate("mitchell-social", 16, method="skip")  # four tables: the bell before round 3
    cards = {c.entrant.label: c for c in guide_cards(m)}
    gentleman = cards["Gentleman 1S"]
    assert [r.table for r in gentleman.rows] == [1, 2, 4]  # table 3 is skipped
    assert "at the bell, one table further" in gentleman.rows[2].note
    assert all("bell" not in r.note for r in cards["Lady 1N"].rows)
    card = next(c for c in table_cards(m) if c.table == 1)
    assert "SKIP: movers go one table further than usual" in card.rows[1].moves


def test_the_overplay_tables_card_shares_the_trays_from_the_east():
    m = generate("mitchell-social", 16, method="overplay", overplay_table=2)
    card = next(c for c in table_cards(m) if c.table == 2)
    assert all("share trays with table 3" in r.notes for r in card.rows)
    assert {tuple(e.label for e in r.seats) for r in card.rows} == {
        ("Lady 2N", "Lady 2E", "Gentleman 2S", "Gentleman 2W")
    }
