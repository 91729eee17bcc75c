"""The evening's pages read as a host and the guests would: the control page, a guest's phone
page, the live star table and the prize list."""

from __future__ import annotations

import datetime as dt

import pytest

from tests.builders import (
    HAND_DRAWN,
    ROUNDS,
    euchre_evening,
    play_round,
    quick_user,
)
from tests.web.html import rows_by, tables_in
from tournaments.services import progressive as ps

NAMES = [
    *[(f"Lady {n}", "L") for n in "ABCDEFGH"],
    *[(f"Gentleman {n}", "G") for n in "ABCDEFGH"],
]


@pytest.fixture
def organiser(db):
    return quick_user("hostess")


@pytest.fixture
def evening(organiser):
    event = euchre_evening(organiser, players=NAMES)
    ps.seat_by_hand(event, HAND_DRAWN, by=organiser)
    return event


def test_the_host_page_follows_the_bell(client, organiser, evening):
    client.force_login(organiser)
    url = f"/e/{evening.slug}/progressive/"
    page = client.get(url).content.decode()
    assert "Round 1: seated, waiting for the bell" in page
    assert client.post(f"{url}bell/", {"action": "open"}).status_code == 302
    page = client.get(url).content.decode()
    assert "Round 1: in play" in page
    assert 'Reported: <span id="reported-count">0</span> of 4 tables' in page
    client.post(f"{url}report/", {"table": 2, "round": 1, "t2-ns": 3, "t2-ew": 6})
    seating = rows_by(tables_in(client.get(url).content.decode())[0], "Reported")
    assert "yes" in seating and len(seating["—"]) > 0


def test_the_phone_page_shows_table_seat_partner_and_stars(client, organiser, evening):
    evening.published = True
    evening.save(update_fields=["published"])
    play_round(organiser, evening, ROUNDS[0])
    # L4 won at table 2 with G4 in round 1 (a red star); round 2 seats them at the head
    # table as East-West, still partners.
    page = client.get(f"/e/{evening.slug}/p/L4/").content.decode()
    assert "Lady D (L4)" in page
    assert "Table 1 (head)" in page
    assert "Seat: East" in page
    assert "Partner: Gentleman D (G4)" in page
    assert "Gold 0 · Red 1 · Green 0" in page


def test_the_star_table_and_the_final_prize_list(client, organiser, evening):
    for results in ROUNDS:
        play_round(organiser, evening, results)
    client.force_login(organiser)
    stars = rows_by(
        tables_in(client.get(f"/e/{evening.slug}/progressive/stars/").content.decode())[0], "Player"
    )
    # G8 won at every table he sat (three red); G7 stayed at the booby table three times.
    assert (stars["G8"]["Gold"], stars["G8"]["Red"], stars["G8"]["Green"]) == ("0", "3", "0")
    assert stars["G7"]["Green"] == "3"
    assert stars["G7"]["Name"] == "Gentleman G"
    page = client.get(f"/e/{evening.slug}/progressive/prizes/").content.decode()
    assert "Final prize list" in page
    prizes = tables_in(page)[0]
    assert ["Gold", "Gentlemen", "Gentleman E (G5)", "1", "red"] in prizes
    assert ["Green", "Gentlemen", "Gentleman G (G7)", "3", "—"] in prizes
    assert len(prizes) == 7


@pytest.mark.parametrize(
    ("game", "rounds"),
    [("hearts", 2), ("poker", 2), ("bridge-sit", 2), ("whist", 2), ("military-euchre", 3)],
)
def test_every_drive_has_its_pages(client, organiser, game, rounds):
    event = ps.set_up_evening(
        ps.EveningSettings(
            name=game, date=dt.date(2026, 12, 4), game=game, tables=3, rounds=rounds
        ),
        by=organiser,
    )
    ps.draw_evening(event, by=organiser)
    ps.open_round(event, by=organiser)
    client.force_login(organiser)
    host = client.get(f"/e/{event.slug}/progressive/").content.decode()
    assert "Save table 3" in host
    label = event.progressive_players.first().label
    phone = client.get(f"/e/{event.slug}/p/{label}/").content.decode()
    assert "Report table" in phone
    for path in ("progressive/stars/", "progressive/prizes/", ""):
        assert client.get(f"/e/{event.slug}/{path}").status_code == 200
