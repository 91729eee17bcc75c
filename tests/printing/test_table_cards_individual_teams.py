"""Table cards for the Safford individual (four seats) and Howell's teams (team and pair)."""

from __future__ import annotations

from movements.individual import safford
from movements.teams import howell_teams
from tests.printing.movements_by_hand import safford_by_hand
from tests.printing.pdfread import page_with, pages_text
from tournaments.printing.build import guide_cards, table_cards
from tournaments.printing.data import EventInfo
from tournaments.printing.render import render

EVENT = EventInfo("Club Individual", "1 June 1910")


def test_safford_card_has_four_seats_and_seat_moves() -> None:
    row = table_cards(safford_by_hand())[0].rows[0]
    assert [e.label for e in row.seats] == ["Player 8", "Player 2", "Player 1", "Player 4"]
    # round 2: player 2 (residue 1) sits South at table 1, player 1 South at table 2,
    # player 4 (residue 3) North at table 2
    assert row.moves[:4] == (
        "North stay",
        "East to table 1, sit South",
        "South to table 2, sit South",
        "West to table 2, sit North",
    )
    assert "share trays with table 2" in row.notes


def test_safford_cards_read_back() -> None:
    m = safford_by_hand()
    pages = pages_text(render("table-cards", EVENT, table_cards(m)))
    assert 1 <= len(pages) <= 2
    one = page_with(pages, "Table 1")
    assert "North East South West" in one
    assert "East to table 1, sit South" in one
    guides = guide_cards(m)
    assert guides[7].entrant.label == "Player 8"
    assert all(r.table == 1 and r.position == "North" for r in guides[7].rows)


def test_an_individual_guide_card_names_each_rounds_partner() -> None:
    # Safford's first set: table 1 N 1, E 2, S 3, W 5; player 1 partners player 3 there.
    first = guide_cards(safford())[0]
    assert first.entrant.label == "Player 1"
    row = first.rows[0]
    assert (row.table, row.position, row.note) == (1, "North", "partner Player 3")
    assert row.opponents == "Player 2 & Player 5"


def test_generated_safford_when_available() -> None:
    m = safford()
    cards = table_cards(m)
    assert len(cards) == 2 and all(r.seats is not None for c in cards for r in c.rows)
    pages = pages_text(render("table-cards", EVENT, cards))
    assert "sit" in page_with(pages, "Table 2")


def test_five_team_howell_cards() -> None:
    m = howell_teams(5)
    cards = table_cards(m)
    first = cards[0].rows[0]
    # set 1 at table 1: NS team 1-1 = e (team 5), EW team a; NS move East, trays go to 1-2 = 4
    assert (first.ns.label, first.ew.label) == ("Team e NS pair", "Team a EW pair")
    assert first.moves == ("NS to table 2, sit NS", "EW stay", "trays to table 4")
    pages = pages_text(render("table-cards", EVENT, cards))
    assert len(pages) == 3
    assert "Team a EW pair" in page_with(pages, "Table 1")
    assert "NS to table 2, sit NS; EW stay; trays to table 4" in page_with(pages, "Table 1")
