"""The movement chart and the where-next look-up for individuals and teams."""

from __future__ import annotations

import pytest

from tests.builders import make_individual, make_team_event, seating_at, seats
from tests.web.html import tables_in
from tournaments import services

pytestmark = pytest.mark.django_db


def test_the_movement_chart_of_an_individual_event_shows_four_seats(organiser, client):
    event = make_individual(organiser, kind="safford", size=8)
    services.publish_event(event, by=organiser)
    page = client.get(f"/e/{event.slug}/movement/").content.decode()
    chart = next(t for t in tables_in(page) if t[0][:2] == ["Round", "Table 1"])
    # Safford's first set: table 1 N 1, E 2, S 3, W 5; table 2 N 4, E 6, S 8, W 7.
    assert chart[1][1].startswith("N 1 · E 2 · S 3 · W 5")
    assert chart[1][2].startswith("N 4 · E 6 · S 8 · W 7")


def test_a_player_finds_the_seat_and_the_partner(organiser, client):
    event = make_individual(organiser, kind="safford", size=8)
    services.publish_event(event, by=organiser)
    north, east, south, west = seats(seating_at(event, 1, 2))
    assert (north, south) == ("4", "8")
    page = client.get(f"/e/{event.slug}/where/", {"number": "4"}).content.decode()
    now = page[page.index('id="now"') : page.index('id="next"')]
    assert '<dt>Table</dt><dd class="big">2</dd>' in now
    assert "<dt>Sit</dt><dd>North" in now
    assert "<dt>Partner</dt><dd>8" in now
    assert "Player 6" in now and "Player 7" in now  # the opponents, East and West


def test_a_teams_pair_finds_its_table_by_team_letter_or_number(organiser, client):
    event = make_team_event(organiser, kind="howell-teams", size=5, boards_per_round=2)
    for typed in ("a", "A", "1"):
        page = client.get(
            f"/e/{event.slug}/where/", {"number": typed, "direction": "EW"}
        ).content.decode()
        now = page[page.index('id="now"') : page.index('id="next"')]
        # Howell's teams: each team's East-West pair stays at its own table (a at table 1).
        assert '<dt>Table</dt><dd class="big">1</dd>' in now, typed
    missing = client.get(f"/e/{event.slug}/where/", {"number": "z", "direction": "NS"})
    assert "There is no team pair with that number" in missing.content.decode()
