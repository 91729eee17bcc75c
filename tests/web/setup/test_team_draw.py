"""The seating draw of a teams event deals whole teams, never a pair without its team-mates."""

from __future__ import annotations

import datetime as dt

import pytest

from tournaments import models as m
from tournaments import services

pytestmark = pytest.mark.django_db

TEAMS = {
    "a": ("Wanderers", ("Ann", "Bob"), ("Cy", "Di")),
    "b": ("Rovers", ("Eve", "Fay"), ("Gus", "Hal")),
    "c": ("Stayers", ("Ida", "Jo"), ("Kit", "Lu")),
}


def _teams_event(by, teams: int = 3):
    event = services.create_event(
        by=by,
        name="Teams night",
        date=dt.date(2026, 11, 21),
        game=m.Game.WHIST,
        form=m.Form.TEAMS,
        movement_kind="howell-teams",
        movement_size=teams,
        boards_per_round=2,
        scoring_method=m.ScoringMethod.TRICKS,
        seed=11,
    )
    for label, (name, ns, ew) in TEAMS.items():
        services.name_team(m.Entrant.objects.get(event=event, label=label), by=by, name=name)
        for direction, players in (("NS", ns), ("EW", ew)):
            pair = m.Entrant.objects.get(event=event, label=f"{label}.{direction}")
            services.register_entrant(pair, by=by, player_names=players)
    return event


def _line_up(event) -> dict[str, tuple[str, str, str]]:
    """Each team position: (team name, NS pair name, EW pair name)."""
    out = {}
    for team in m.Entrant.objects.filter(event=event, kind=m.Entrant.Kind.TEAM):
        pairs = {p.direction: p.name for p in team.team_pairs.all()}
        out[team.label] = (team.name, pairs["NS"], pairs["EW"])
    return out


def _expected(name: str) -> tuple[str, str, str]:
    _label, ns, ew = next((k, v[1], v[2]) for k, v in TEAMS.items() if v[0] == name)
    return name, " & ".join(ns), " & ".join(ew)


def test_the_draw_keeps_every_team_together(organiser):
    event = _teams_event(organiser)
    services.draw_seating(event, by=organiser)
    line_up = _line_up(event)
    assert sorted(name for name, _ns, _ew in line_up.values()) == [
        "Rovers",
        "Stayers",
        "Wanderers",
    ]
    for name, ns, ew in line_up.values():
        assert (name, ns, ew) == _expected(name)
    members = m.EntrantMember.objects.filter(entrant__event=event)
    assert members.count() == 12


def test_the_same_seed_draws_the_same_way(organiser):
    first = _teams_event(organiser)
    services.draw_seating(first, by=organiser)
    second = _teams_event(organiser)
    services.draw_seating(second, by=organiser)
    assert _line_up(first) == _line_up(second)


def test_a_swap_by_hand_exchanges_two_whole_teams(organiser):
    event = _teams_event(organiser)
    services.swap_positions(event, "a", "c", by=organiser)
    line_up = _line_up(event)
    assert line_up["a"] == _expected("Stayers")
    assert line_up["c"] == _expected("Wanderers")
    assert line_up["b"] == _expected("Rovers")
    ann = m.Player.objects.get(name="Ann")
    assert m.EntrantMember.objects.get(player=ann).entrant.label == "c.NS"


def test_the_draw_page_of_a_teams_event_draws_teams(organiser_client, organiser):
    event = _teams_event(organiser)
    response = organiser_client.post(
        f"/e/{event.slug}/entrants/swap/", {"first": "a", "second": "b"}
    )
    assert response.status_code == 302
    assert _line_up(event)["a"] == _expected("Rovers")


@pytest.mark.parametrize(
    ("first", "second", "words"),
    [("a", "a", "two different teams"), ("a", "a.NS", "must be teams of this event")],
)
def test_a_bad_swap_changes_nothing(organiser, first, second, words):
    event = _teams_event(organiser)
    before = _line_up(event)
    with pytest.raises(services.DomainError, match=words):
        services.swap_positions(event, first, second, by=organiser)
    assert _line_up(event) == before


def test_no_draw_once_the_teams_have_started(organiser):
    event = _teams_event(organiser)
    services.start_event(event, by=organiser)
    event.refresh_from_db()
    before = _line_up(event)
    with pytest.raises(services.DomainError, match="only before the event starts"):
        services.draw_seating(event, by=organiser)
    assert _line_up(event) == before


def test_another_organiser_cannot_draw(organiser, other_organiser):
    event = _teams_event(organiser)
    with pytest.raises(services.DomainError):
        services.draw_seating(event, by=other_organiser)
    assert _line_up(event) == {k: _expected(v[0]) for k, v in TEAMS.items()}
