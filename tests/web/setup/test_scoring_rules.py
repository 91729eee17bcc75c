"""The organiser chooses whose rules score the event: in the wizard's second step, kept when the
movement changes, shown on the event page, refused when the site does not know them."""

from __future__ import annotations

import datetime as dt
import html
import re

import pytest

from tests.builders import create_through_wizard
from tournaments import models as m
from tournaments import services

pytestmark = pytest.mark.django_db


def text_of(response) -> str:
    """The page's words as a reader sees them (tags gone, spaces folded)."""
    words = html.unescape(re.sub(r"<[^>]+>", " ", response.content.decode()))
    return " ".join(words.split())


BASICS = {
    "name": "Tuesday pairs",
    "date": "2026-11-24",
    "venue": "Club room",
    "game": "bridge",
    "form": "pairs",
    "entrants": "8",
    "minutes_per_board": "7.5",
    "session_minutes": "180",
}


def _step_two(client, **chosen):
    page = client.post("/organise/new/", {**BASICS, "step": "recommend"})
    rows = page.context["rows"]
    data = {
        **BASICS,
        "step": "create",
        "movement": rows[0][0],
        "scoring_method": "matchpoints",
        "seed": "3",
        **chosen,
    }
    return page, client.post("/organise/new/", data)


def test_step_two_offers_every_rule_set_and_stores_the_choice(organiser_client):
    page, done = _step_two(organiser_client, scoring_rules="ebu")
    choices = dict(page.context["choice"].fields["scoring_rules"].choices)
    assert list(choices) == ["club", "ebu", "acbl", "wbf", "compscore"]
    assert choices["ebu"] == "EBU (White Book)"
    assert page.context["choice"]["scoring_rules"].value() == "club"
    assert done.status_code == 302
    event = m.Event.objects.get(name="Tuesday pairs")
    assert event.scoring_rules == "ebu" and event.rules.averages == "session"


def test_an_unknown_rule_set_is_a_form_error_and_nothing_is_created(organiser_client):
    _page, done = _step_two(organiser_client, scoring_rules="fifa")
    assert done.status_code == 200
    assert "Select a valid choice. fifa is not one of the available choices." in text_of(done)
    assert not m.Event.objects.filter(name="Tuesday pairs").exists()


def test_a_new_event_without_a_choice_gets_the_club_rules(organiser_client):
    done = create_through_wizard(organiser_client, name="Plain night", pairs=8)
    assert done.status_code == 302
    assert m.Event.objects.get(name="Plain night").scoring_rules == "club"


def test_the_service_refuses_rules_it_does_not_know(organiser):
    with pytest.raises(services.DomainError, match="No scoring rules 'fifa': choose one of club"):
        services.create_event(
            by=organiser,
            name="Odd rules",
            date=dt.date(2026, 11, 24),
            game=m.Game.BRIDGE,
            form=m.Form.PAIRS,
            movement_kind="howell",
            movement_size=8,
            boards_per_round=2,
            scoring_method=m.ScoringMethod.MATCHPOINTS,
            scoring_rules="fifa",
        )
    assert not m.Event.objects.filter(name="Odd rules").exists()


def _howell(organiser, rules: str) -> m.Event:
    return services.create_event(
        by=organiser,
        name="Howell night",
        date=dt.date(2026, 11, 24),
        game=m.Game.BRIDGE,
        form=m.Form.PAIRS,
        movement_kind="howell",
        movement_size=8,
        boards_per_round=2,
        scoring_method=m.ScoringMethod.MATCHPOINTS,
        scoring_rules=rules,
        seed=4,
    )


def test_changing_the_movement_keeps_the_rules_unless_another_is_chosen(organiser):
    event = _howell(organiser, "acbl")
    common = {
        "movement_kind": "howell",
        "boards_per_round": 2,
        "scoring_method": m.ScoringMethod.MATCHPOINTS,
    }
    services.change_movement(event, by=organiser, movement_size=9, **common)
    event.refresh_from_db()
    assert event.scoring_rules == "acbl"
    services.change_movement(
        event, by=organiser, movement_size=8, scoring_rules="compscore", **common
    )
    event.refresh_from_db()
    assert event.scoring_rules == "compscore"


def test_the_change_movement_page_starts_from_the_events_rules(organiser, organiser_client):
    event = _howell(organiser, "wbf")
    url = f"/e/{event.slug}/change-movement/"
    step = {"entrants": "8", "minutes_per_board": "7.5", "session_minutes": "180"}
    page = organiser_client.post(url, {**step, "step": "recommend"})
    assert page.context["choice"]["scoring_rules"].value() == "wbf"


def test_the_event_page_names_the_rules_and_what_they_say(organiser, organiser_client):
    event = _howell(organiser, "compscore")
    text = text_of(organiser_client.get(f"/e/{event.slug}/"))
    assert "Scored by the Compscore (commercial defaults) rules" in text
    assert "Lines of a board played fewer times" in text
    assert "one top and one bottom dropped from 4 results" in text
