"""The wizard opens on the club's usual game: the game of the last event the club set up,
contract bridge for a club that has set up none."""

from __future__ import annotations

import re

from tests.builders import make_bridge_mitchell, make_whist_mitchell
from tests.web.words.visible import visible_text, whist_words

SELECTED = re.compile(r'<option value="(\w+)"[^>]*\bselected\b')


def opening_game(client) -> str:
    page = client.get("/organise/new/").content.decode()
    select = page[page.index('name="game"') :]
    select = select[: select.index("</select>")]
    chosen = SELECTED.findall(select)
    assert len(chosen) == 1, select
    return chosen[0]


def test_a_club_with_no_events_opens_on_contract_bridge(organiser_client):
    assert opening_game(organiser_client) == "bridge"


def test_the_wizard_opens_on_the_game_the_club_last_set_up(organiser_client, organiser):
    make_whist_mitchell(organiser, name="Whist drive")
    assert opening_game(organiser_client) == "whist"
    make_bridge_mitchell(organiser, name="Bridge night")
    assert opening_game(organiser_client) == "bridge"


def test_another_clubs_events_do_not_change_the_opening_game(
    organiser_client, organiser, other_organiser
):
    make_bridge_mitchell(organiser, name="Bridge night")
    make_whist_mitchell(other_organiser, name="Their whist drive")
    assert opening_game(organiser_client) == "bridge"


def test_the_wizards_second_step_says_board_for_bridge_and_tray_for_whist(organiser_client):
    basics = {
        "name": "Club night",
        "date": "2026-11-21",
        "game": "bridge",
        "form": "pairs",
        "entrants": "12",
        "minutes_per_board": "7.5",
        "session_minutes": "180",
        "step": "recommend",
    }
    bridge = visible_text(organiser_client.post("/organise/new/", basics).content.decode())
    assert "minutes a board" in bridge and "Boards a round" in bridge
    assert not whist_words(bridge)
    whist = organiser_client.post("/organise/new/", {**basics, "game": "whist"})
    assert "Trays a round" in visible_text(whist.content.decode())
