"""A field too big for one section in the session: the wizard recommends sections playing the
same deals, and choosing it sets up a competition scored across the field."""

from __future__ import annotations

import pytest

from tournaments import models as m

pytestmark = pytest.mark.django_db

BASICS = {
    "name": "Winter pairs",
    "date": "2026-12-05",
    "venue": "Town hall",
    "game": "bridge",
    "form": "pairs",
    "entrants": "40",
    "minutes_per_board": "7.5",
    "session_minutes": "180",
    "step": "recommend",
}


def _rows(client, **changes):
    response = client.post("/organise/new/", {**BASICS, **changes})
    assert response.status_code == 200
    return response.context["rows"]


def test_twenty_tables_in_three_hours_are_set_up_as_two_sections(organiser_client):
    """40 pairs, 180 minutes at 7.5 a tray: 24 trays.  One room of 20 tables needs 14 rounds
    (the 70% rule), 210 minutes; two sections of 10 tables play 8 rounds of 3 trays."""
    rows = _rows(organiser_client)
    value, rec = next((v, r) for v, r in rows if r.default)
    assert rec.sections and "2 sections of 10 + 10 tables" in str(rec.name)
    response = organiser_client.post(
        "/organise/new/",
        {**BASICS, "step": "create", "movement": value, "scoring_method": "matchpoints"},
    )
    competition = m.Competition.objects.get()
    assert response.status_code == 302 and response["Location"] == f"/c/{competition.slug}/"
    assert competition.across_field
    events = list(competition.events.order_by("section"))
    assert [e.section for e in events] == ["A", "B"]
    for event in events:
        assert (event.movement_kind, event.movement_size, event.boards_per_round) == (
            "mitchell",
            10,
            3,
        )
        assert event.movement_options["rounds"] == 8
        assert event.entrants.filter(kind=m.Entrant.Kind.PAIR).count() == 20


def test_an_odd_field_gives_the_smaller_section_a_half_table(organiser_client):
    """39 pairs: 20 and 19, both at 10 tables; section B's Mitchell has one pair missing."""
    rows = _rows(organiser_client, entrants="39")
    value = next(v for v, r in rows if r.default)
    organiser_client.post(
        "/organise/new/",
        {
            **BASICS,
            "entrants": "39",
            "step": "create",
            "movement": value,
            "scoring_method": "matchpoints",
        },
    )
    a, b = m.Event.objects.order_by("section")
    pairs = m.Entrant.Kind.PAIR
    assert a.entrants.filter(kind=pairs).count() == 20
    assert b.entrants.filter(kind=pairs).count() == 19
    assert a.movement_options["rounds"] == b.movement_options["rounds"]


def test_changing_an_event_set_up_offers_one_room_only(organiser_client):
    """An event already set up stays one event: 40 pairs on its change page get the one-room
    offers (over time, marked so), and none in sections."""
    organiser_client.post(
        "/organise/new/",
        {**BASICS, "entrants": "20", "step": "create", "movement": "0",
         "scoring_method": "matchpoints"},
    )  # fmt: skip
    event = m.Event.objects.get()
    response = organiser_client.post(
        f"/e/{event.slug}/change-movement/",
        {"entrants": "40", "minutes_per_board": "7.5", "session_minutes": "180",
         "step": "recommend"},
    )  # fmt: skip
    rows = response.context["rows"]
    assert rows and not any(r.sections for _v, r in rows)
    (default,) = [r for _v, r in rows if r.default]
    assert default.over_time and "over time" in response.content.decode()
