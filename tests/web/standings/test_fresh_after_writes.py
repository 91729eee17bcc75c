"""The pages keep an event's scores and parts once per version (``adapters.cached``): every
kind of write the pages show is seen by the very next reader, public and staff alike.

Each test reads the pages first (so the cache holds them), writes through the service a
director uses, then reads again.  The event is the three-table Mitchell of
``tests/web/standings/test_public_standings.py``, whose docstring works the match points by
hand: tray 1 NS 1NS 8, 3NS 6, 2NS 7 tricks; tray 2 2NS 9, 1NS 5, 3NS 9; tray 3 3NS 4, 2NS 7,
1NS 10, giving NS match points 1NS 4, 2NS 3.5, 3NS 1.5.
"""

from __future__ import annotations

import csv
import io

import pytest
from django.test import Client
from django.urls import reverse

from tests.builders import enter_rounds, example_event, seating_for
from tournaments import models as m
from tournaments import services
from tournaments.services.settings import update_settings
from tournaments.standings.visibility import STANDINGS_OFF

pytestmark = pytest.mark.django_db


@pytest.fixture
def readers(organiser_client):
    """The public (a fresh anonymous browser) and the club's organiser."""
    return {"public": Client(), "staff": organiser_client}


def page(reader, name: str, event: m.Event, *args) -> str:
    response = reader.get(reverse(name, args=[event.slug, *args]))
    assert response.status_code == 200
    return response.content.decode()


def ns_match_points(reader, event: m.Event) -> dict[str, str]:
    """North-South match points from the standings CSV."""
    url = reverse("standings", args=[event.slug]) + "?_export=csv"
    rows = csv.DictReader(io.StringIO(reader.get(url).content.decode()))
    return {r["Pair"]: r["Match points"] for r in rows if r["Pair"].endswith("NS")}


def live(reader, event: m.Event) -> str:
    return page(reader, "standings-live", event)


def test_results_entered_are_counted_by_the_next_reader(organiser, readers):
    event = example_event(organiser, rounds=(1, 2))
    assert "6 results entered" in live(readers["staff"], event)
    # No tray has been played by all three tables yet: the public sees none of them.
    assert "No result can be shown yet" in live(readers["public"], event)
    enter_rounds(event, organiser, rounds=(3,))
    assert "9 results entered" in live(readers["staff"], event)
    assert "9 results shown" in live(readers["public"], event)


def test_a_correction_changes_the_match_points_at_once(organiser, readers):
    event = example_event(organiser)
    before = {"1 NS": "4", "2 NS": "3.5", "3 NS": "1.5"}
    for reader in readers.values():
        assert ns_match_points(reader, event) == before
    seating = seating_for(event, 1, "1NS", "1EW")
    services.record_whist_traveller(
        event, 1, [services.WhistEntry(seating.pk, 5, None)], by=organiser, reason="Misread"
    )
    # Tray 1 now: 1NS 5, 3NS 6, 2NS 7 tricks -> 0, 1, 2 (top 2); trays 2 and 3 unchanged.
    after = {"1 NS": "2", "2 NS": "4.5", "3 NS": "2.5"}
    for reader in readers.values():
        assert ns_match_points(reader, event) == after


def test_a_removed_result_leaves_the_count(organiser, readers):
    event = example_event(organiser)
    for reader in readers.values():
        assert "9 results" in live(reader, event)
    result = m.Result.objects.get(seating=seating_for(event, 3, "3NS", "3EW"), tray__number=3)
    services.remove_result(result, by=organiser, reason="Wrong table")
    assert "8 results" in live(readers["staff"], event)


def test_a_ruling_shows_on_the_traveller(organiser, readers):
    event = example_event(organiser)
    for reader in readers.values():
        assert "AVE" not in page(reader, "traveller", event, 1)
    seating = seating_for(event, 1, "1NS", "1EW")
    services.record_whist_traveller(
        event, 1, [services.WhistEntry(seating.pk, None, None, "AVE")], by=organiser,
        reason="Fouled tray",
    )  # fmt: skip
    for reader in readers.values():
        assert "AVE" in page(reader, "traveller", event, 1)


def test_a_deal_shows_on_the_traveller(organiser, readers):
    event = example_event(organiser)
    for reader in readers.values():
        assert 'class="deal"' not in page(reader, "traveller", event, 1)
    services.generate_deals(event, by=organiser)
    for reader in readers.values():
        assert 'class="deal"' in page(reader, "traveller", event, 1)


def test_a_pair_taken_out_of_a_round_shows_in_the_movement(organiser, readers):
    event = example_event(organiser, rounds=(1, 2))
    for reader in readers.values():
        assert "sit-out" not in page(reader, "movement", event)
    services.sit_out(event, event.entrants.get(label="3NS"), rounds=[3], by=organiser)
    for reader in readers.values():
        assert "sit-out" in page(reader, "movement", event)


def test_a_setting_changes_what_the_public_sees(organiser, readers):
    event = example_event(organiser, rounds=(1, 2))
    assert STANDINGS_OFF not in live(readers["public"], event)
    update_settings(event, by=organiser, standings_shown=m.StandingsShown.OFF)
    assert STANDINGS_OFF in live(readers["public"], event)
    assert STANDINGS_OFF not in live(readers["staff"], event)  # staff still see everything


def test_names_given_show_in_the_standings(organiser, readers):
    event = example_event(organiser)
    for reader in readers.values():
        assert "Grace Hopper" not in page(reader, "standings", event)
    services.register_entrant(
        event.entrants.get(label="2NS"), by=organiser, player_names=["Grace Hopper", "Alan Turing"]
    )
    for reader in readers.values():
        assert "Grace Hopper" in page(reader, "standings", event)


def test_a_player_renamed_in_the_club_shows_in_the_standings(organiser, readers):
    event = example_event(organiser)
    for reader in readers.values():
        assert "Ada Lovelace" not in page(reader, "standings", event)
    player = m.Player.objects.get(club=event.club, name="Ada Byron")
    player.name = "Ada Lovelace"  # what the club's players form saves
    player.save()
    for reader in readers.values():
        assert "Ada Lovelace" in page(reader, "standings", event)
