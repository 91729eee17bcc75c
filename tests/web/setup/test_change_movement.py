"""Before the start the field may grow or shrink: another movement, and every name kept."""

from __future__ import annotations

import datetime as dt

import pytest

from tournaments import models as m
from tournaments import services

pytestmark = pytest.mark.django_db


def _howell(by, pairs: int = 8):
    event = services.create_event(
        by=by,
        name="Friday pairs",
        date=dt.date(2026, 11, 27),
        game=m.Game.WHIST,
        form=m.Form.PAIRS,
        movement_kind="howell",
        movement_size=pairs,
        boards_per_round=2,
        scoring_method=m.ScoringMethod.MATCHPOINTS,
        seed=2,
    )
    return event


def _name(event, by, names: dict[str, tuple[str, str]]):
    for label, players in names.items():
        services.register_entrant(event.entrants.get(label=label), by=by, player_names=players)


def _change(event, by, kind: str, size: int, boards: int = 2, scoring=m.ScoringMethod.MATCHPOINTS):
    return services.change_movement(
        event,
        by=by,
        movement_kind=kind,
        movement_size=size,
        boards_per_round=boards,
        scoring_method=scoring,
    )


def _line_up(event) -> dict[str, str]:
    return {e.label: e.name for e in event.entrants.all() if e.name}


def test_a_ninth_pair_arriving_gets_a_nine_pair_howell_and_keeps_every_name(organiser):
    event = _howell(organiser)
    _name(event, organiser, {"1": ("Ann", "Bob"), "5": ("Cy", "Di"), "8": ("Ed", "Flo")})
    moved = _change(event, organiser, "howell", 9)
    event.refresh_from_db()
    assert (event.movement_size, moved) == (9, [])
    assert event.entrants.count() == 9
    assert _line_up(event) == {"1": "Ann & Bob", "5": "Cy & Di", "8": "Ed & Flo"}
    ann = m.Player.objects.get(name="Ann")
    assert m.EntrantMember.objects.get(player=ann).entrant.label == "1"
    assert event.log.filter(action="movement").exists()


def test_from_a_howell_to_a_mitchell_names_take_the_first_free_positions(organiser):
    event = _howell(organiser)
    _name(event, organiser, {"2": ("Ann", "Bob"), "7": ("Cy", "Di")})
    moved = _change(event, organiser, "mitchell", 5, boards=3)
    event.refresh_from_db()
    assert sorted(moved) == ["2", "7"]
    named = _line_up(event)
    assert sorted(named.values()) == ["Ann & Bob", "Cy & Di"]
    assert set(named) <= {e.label for e in event.entrants.all()}
    assert (event.movement_kind, event.boards_per_round, event.one_winner) == (
        "mitchell",
        3,
        False,
    )


def test_more_names_than_places_changes_nothing(organiser):
    event = _howell(organiser, pairs=6)
    _name(event, organiser, {str(n): (f"P{n}a", f"P{n}b") for n in range(1, 7)})
    with pytest.raises(services.DomainError, match="6 entrants are named"):
        _change(event, organiser, "howell", 5)
    event.refresh_from_db()
    assert (event.movement_size, event.entrants.count()) == (6, 6)
    assert len(_line_up(event)) == 6


def test_a_started_event_keeps_its_movement(organiser):
    event = _howell(organiser)
    services.start_event(event, by=organiser)
    with pytest.raises(services.DomainError, match="has started"):
        _change(event, organiser, "howell", 9)
    assert event.entrants.count() == 8


def test_a_teams_event_moves_whole_teams(organiser):
    event = services.create_event(
        by=organiser,
        name="Teams",
        date=dt.date(2026, 11, 27),
        game=m.Game.WHIST,
        form=m.Form.TEAMS,
        movement_kind="howell-teams",
        movement_size=3,
        boards_per_round=2,
        scoring_method=m.ScoringMethod.TRICKS,
    )
    services.name_team(event.entrants.get(label="c"), by=organiser, name="Rovers")
    _name(event, organiser, {"c.NS": ("Ann", "Bob"), "c.EW": ("Cy", "Di")})
    _change(event, organiser, "howell-teams", 5, scoring=m.ScoringMethod.TRICKS)
    assert event.entrants.filter(kind=m.Entrant.Kind.TEAM).count() == 5
    team = event.entrants.get(label="c")
    assert team.name == "Rovers"
    assert {p.direction: p.name for p in team.team_pairs.all()} == {
        "NS": "Ann & Bob",
        "EW": "Cy & Di",
    }


def test_the_organiser_changes_it_through_the_wizard(organiser_client, organiser):
    event = _howell(organiser)
    _name(event, organiser, {"3": ("Ann", "Bob")})
    url = f"/e/{event.slug}/change-movement/"
    assert (
        "Change the number of pairs" in organiser_client.get(f"/e/{event.slug}/").content.decode()
    )
    step = {"entrants": "10", "minutes_per_board": "7.5", "session_minutes": "180"}
    page = organiser_client.post(url, {**step, "step": "recommend"})
    rows = page.context["rows"]
    value = next(v for v, rec in rows if rec.kind == "howell")  # 8 of 9 rounds in the time
    done = organiser_client.post(
        url, {**step, "step": "create", "movement": value, "scoring_method": "matchpoints"}
    )
    assert done.status_code == 302 and done["Location"] == f"/e/{event.slug}/entrants/"
    event.refresh_from_db()
    assert (event.movement_kind, event.movement_size) == ("howell", 10)
    assert _line_up(event) == {"3": "Ann & Bob"}


def test_after_the_start_the_page_sends_the_organiser_back(organiser_client, organiser):
    event = _howell(organiser)
    services.start_event(event, by=organiser)
    response = organiser_client.get(f"/e/{event.slug}/change-movement/", follow=True)
    assert "change the movement at the session desk" in response.content.decode()
