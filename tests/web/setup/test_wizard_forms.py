"""The wizard and the names page for every form a club plays: pairs, teams of four, individuals."""

from __future__ import annotations

import pytest

from tournaments import models as m

pytestmark = pytest.mark.django_db

BASICS = {
    "name": "Autumn teams",
    "date": "2026-11-21",
    "venue": "Club room",
    "game": "whist",
    "form": "teams",
    "entrants": "5",
    "minutes_per_board": "7.5",
    "session_minutes": "180",
    "step": "recommend",
}


def _step_two(client, **changes):
    response = client.post("/organise/new/", {**BASICS, **changes})
    assert response.status_code == 200
    return response


def _create(client, kind: str, scoring: str, **changes):
    rows = _step_two(client, **changes).context["rows"]
    value = next(v for v, rec in rows if rec.kind == kind)
    data = {**BASICS, **changes, "step": "create", "movement": value, "scoring_method": scoring}
    return client.post("/organise/new/", data)


def test_five_teams_are_offered_howells_system_first(organiser_client):
    response = _step_two(organiser_client)
    rows = response.context["rows"]
    kinds = [rec.kind for _v, rec in rows]
    assert kinds[0] == "howell-teams" and rows[0][1].default
    assert "gilman-teams" in kinds
    body = response.content.decode()
    assert "5 teams," in body
    assert "Matches won, then tricks on balance" in body


def test_bridge_teams_score_in_imps_and_whist_pairs_cannot(organiser_client):
    response = _step_two(organiser_client, game="bridge")
    choices = dict(response.context["choice"].fields["scoring_method"].choices)
    assert list(choices) == ["imps", "board-a-match", "points"]
    refused = _create(organiser_client, "howell", "imps", form="pairs", entrants="10")
    assert refused.status_code == 200
    assert "scoring_method" in refused.context["choice"].errors
    assert not m.Event.objects.exists()


def test_a_teams_event_is_named_team_by_team_and_started(organiser_client):
    response = _create(organiser_client, "howell-teams", "tricks")
    event = m.Event.objects.get()
    assert response.status_code == 302 and response["Location"] == f"/e/{event.slug}/entrants/"
    assert (event.form, event.movement_kind, event.movement_size) == ("teams", "howell-teams", 5)
    page = organiser_client.get(f"/e/{event.slug}/entrants/")
    body = page.content.decode()
    assert body.count("<legend>Team ") == 5
    assert "Team a" in body and "a NS" in body and "a EW" in body
    saved = organiser_client.post(
        f"/e/{event.slug}/entrants/",
        {
            "team-a-name": "Wanderers",
            "a.NS-player_1": "Ann",
            "a.NS-player_2": "Bob",
            "a.EW-player_1": "Cy",
            "a.EW-player_2": "Di",
        },
    )
    assert saved.status_code == 302
    team = m.Entrant.objects.get(event=event, label="a")
    assert team.name == "Wanderers" and team.code == "a"
    assert m.Entrant.objects.get(event=event, label="a.EW").name == "Cy & Di"
    start = organiser_client.post(f"/e/{event.slug}/start/", {"confirmed": "yes"})
    assert start.status_code == 302
    event_page = organiser_client.get(f"/e/{event.slug}/").content.decode()
    assert "<h2>Teams</h2>" in event_page
    assert "Wanderers" in event_page and "a NS: Ann &amp; Bob" in event_page


def test_a_half_named_pair_of_a_team_saves_nothing(organiser_client):
    _create(organiser_client, "howell-teams", "tricks")
    event = m.Event.objects.get()
    response = organiser_client.post(
        f"/e/{event.slug}/entrants/",
        {"team-a-name": "Wanderers", "a.NS-player_1": "Ann", "a.NS-player_2": ""},
    )
    assert response.status_code == 200
    assert "Name both players of the pair" in response.content.decode()
    assert m.Entrant.objects.get(event=event, label="a").name == ""


def test_twelve_players_get_a_whist_tournament_named_one_by_one(organiser_client):
    response = _step_two(organiser_client, form="individuals", entrants="12")
    rows = response.context["rows"]
    assert [rec.kind for _v, rec in rows][0] == "individual" and rows[0][1].default
    assert {rec.kind for _v, rec in rows[1:]} == {"mitchell-social"}  # whist: the social game
    choices = dict(response.context["choice"].fields["scoring_method"].choices)
    assert list(choices) == ["matchpoints", "top-loss"]
    created = _create(organiser_client, "individual", "top-loss", form="individuals", entrants="12")
    assert created.status_code == 302
    event = m.Event.objects.get()
    assert (event.form, event.scoring_method) == ("individuals", "top-loss")
    page = organiser_client.get(f"/e/{event.slug}/entrants/").content.decode()
    assert "Player number" in page and "Partner" not in page
    names = {f"{n}-player_1": f"Player {n:02d}" for n in range(1, 13)}
    assert organiser_client.post(f"/e/{event.slug}/entrants/", names).status_code == 302
    named = m.Entrant.objects.get(event=event, label="7")
    assert [p.name for p in named.players.all()] == ["Player 07"]


def test_eight_players_may_choose_saffords_schedule(organiser_client):
    rows = _step_two(organiser_client, form="individuals", entrants="8").context["rows"]
    kinds = [rec.kind for _v, rec in rows]
    assert kinds == ["individual", "safford", "league-match", "league-match"]  # whist: League


def test_sixteen_players_may_play_the_married_couples(organiser_client):
    _create(organiser_client, "married-couples", "matchpoints", form="individuals", entrants="16")
    event = m.Event.objects.get()
    page = organiser_client.get(f"/e/{event.slug}/entrants/").content.decode()
    assert "lady a and gentleman 1 are one couple" in page


@pytest.mark.parametrize(
    ("form", "entrants", "words"),
    [
        ("individuals", "49", "no individual movement for 49"),
        ("individuals", "6", "at least 8 players"),
        ("teams", "30", "2 to 26 teams"),
    ],
)
def test_a_field_no_movement_fits_is_a_form_error(organiser_client, form, entrants, words):
    response = _step_two(organiser_client, form=form, entrants=entrants)
    assert response.context["step"] == 1
    assert words in str(response.context["basics"].errors["entrants"])
    assert not m.Event.objects.exists()


def test_the_wizard_points_to_the_progressive_drive(organiser_client):
    body = organiser_client.get("/organise/new/").content.decode()
    assert 'href="/organise/progressive/new/"' in body


def test_auction_bridge_is_offered_and_its_teams_score_total_points(organiser_client):
    response = _step_two(organiser_client, game="auction", entrants="2")
    choices = dict(response.context["choice"].fields["scoring_method"].choices)
    assert list(choices) == ["points"]
    created = _create(organiser_client, "team-match", "points", game="auction", entrants="2")
    assert created.status_code == 302
    event = m.Event.objects.get()
    assert (event.game, event.form, event.scoring_method) == ("auction", "teams", "points")


def test_a_nine_pair_howell_says_24_trays_each_of_27_in_play(organiser_client):
    """Nine pairs: the Howell's eight rounds of three trays use trays 1 to 27, and each pair
    (sitting out once) plays 24 of them; the wizard says both."""
    page = _step_two(organiser_client, form="pairs", entrants="9").content.decode()
    assert '<th class="num">Trays each</th>' in page and "Trays in play" in page
    row = next(r for r in page.split("<tr") if "Howell, 9 pairs" in r)
    assert '<td class="num">24</td><td class="num hide-narrow">27</td>' in row


def test_twelve_teams_are_offered_a_swiss_of_six_matches(organiser_client):
    rows = _step_two(organiser_client, game="bridge", entrants="12").context["rows"]
    swiss = next(rec for _v, rec in rows if rec.kind == "swiss-teams")
    # Six matches of 2 x 2 trays in 180 minutes at 7.5 a tray (24 trays): 12 rounds, 24 each.
    assert (swiss.rounds, swiss.boards_per_round, swiss.total_boards) == (12, 2, 24)
    assert swiss.trays_in_play == 24
