"""The wizard sets up what the recommender fitted to the session: a cut-down individual keeps
its rounds, a large field of teams is offered a Swiss, and a session too short is refused with
the reason (issue 15, item 3)."""

from __future__ import annotations

import pytest

from tournaments import models as m
from tournaments.adapters.movements import movement_for

pytestmark = pytest.mark.django_db

BASICS = {
    "name": "Winter individual",
    "date": "2026-12-05",
    "venue": "Club room",
    "game": "bridge",
    "form": "individuals",
    "entrants": "13",
    "minutes_per_board": "7.5",
    "session_minutes": "180",
    "step": "recommend",
}


def _rows(client, **changes):
    response = client.post("/organise/new/", {**BASICS, **changes})
    assert response.status_code == 200
    return response


def test_thirteen_players_play_twelve_rounds_of_two_in_three_hours(organiser_client):
    """Wh(13) is 13 rounds: 26 trays, 195 minutes.  The offer is 12 of them, 24 trays."""
    response = _rows(organiser_client)
    (value, pick) = next((v, r) for v, r in response.context["rows"] if r.default)
    assert (pick.kind, pick.rounds, pick.boards_per_round) == ("individual", 12, 2)
    assert "12 of 13 rounds" in response.content.decode()
    data = {**BASICS, "step": "create", "movement": value, "scoring_method": "matchpoints"}
    assert organiser_client.post("/organise/new/", data).status_code == 302
    event = m.Event.objects.get()
    assert event.movement_options == {"rounds": 12}
    movement = movement_for(event)
    assert movement.round_count == 12 and movement.total_trays == 24


def test_fourteen_teams_are_offered_a_swiss_and_the_round_robin_marked_late(organiser_client):
    rows = _rows(organiser_client, form="teams", entrants="14").context["rows"]
    pick = next(r for _v, r in rows if r.default)
    assert pick.kind == "swiss-teams" and pick.minutes == 180
    robin = next(r for _v, r in rows if r.kind == "team-round-robin")
    assert robin.over_time and "need 195 minutes" in str(robin.note)


def test_a_session_too_short_is_refused_with_the_reason_and_nothing_saved(organiser_client):
    """30 minutes at 15 a tray: 2 trays.  Ten players sit out in turn: in one or two rounds
    someone sits out half of them; all 9 rounds at one tray take 135 minutes."""
    response = _rows(organiser_client, entrants="10", session_minutes="30", minutes_per_board="15")
    body = response.content.decode()
    assert "no individual movement for 10 players fits a session of 2 trays" in body
    assert "plays 9 rounds in 135 minutes" in body
    assert not m.Event.objects.exists()


def test_a_field_in_sections_is_offered_with_its_balance_across_the_field(organiser_client):
    """36 pairs, 180 minutes: two sections of 9 tables, 8 rounds of 3; balance 0.71 across the
    field (tests/movements/test_session_fit_forms.py works it by hand)."""
    response = _rows(organiser_client, form="pairs", entrants="36")
    pick = next(r for _v, r in response.context["rows"] if r.default)
    assert [size for size, _ in pick.sections] == [9, 9]
    body = response.content.decode()
    assert '<td class="num">0.71</td>' in body
    assert "Balance across the field 0.71; the least even section alone 0.00" in body
    assert "for a field in sections, across the whole field" in body


@pytest.mark.parametrize(
    ("game", "board", "boards"), [("bridge", "board", "boards"), ("whist", "tray", "trays")]
)
def test_a_suggestions_note_names_the_games_boards(organiser_client, game, board, boards):
    """Two pairs in two hours: memory duplicate, 120 // 7.5 = 16 of them, short of 22; the
    note says bridge's boards and whist's trays."""
    page = _rows(
        organiser_client, game=game, form="pairs", entrants="2", session_minutes="120"
    ).content.decode()
    assert f"every deal overplayed with the {boards} turned." in page
    assert f"120 minutes at 7.5 minutes a {board} hold 16 {boards}, short of the usual" in page
