"""The club page: published events for everyone, grouped as in play, upcoming and finished."""

from __future__ import annotations

import datetime as dt

from django.urls import reverse

from tests.builders import make_whist_mitchell
from tournaments import models as m
from tournaments import services


def sections(page: str) -> dict[str, str]:
    """Each group's heading and the HTML under it."""
    out = {}
    for chunk in page.split('<section class="event-group"')[1:]:
        heading = chunk.split("<h2>", 1)[1].split("</h2>", 1)[0]
        out[heading] = chunk.split("</section>", 1)[0]
    return out


def draft(by, name: str) -> m.Event:
    return services.create_event(
        by=by,
        name=name,
        date=dt.date(2026, 12, 4),
        game=m.Game.WHIST,
        form=m.Form.PAIRS,
        movement_kind="mitchell",
        movement_size=3,
        boards_per_round=1,
        scoring_method=m.ScoringMethod.MATCHPOINTS,
        seed=3,
    )


def test_events_are_grouped_by_where_they_stand(client, organiser):
    playing = make_whist_mitchell(organiser, name="Tuesday pairs")
    finished = make_whist_mitchell(organiser, name="Last month")
    services.finish_event(finished, by=organiser)
    for event in (playing, finished):
        services.publish_event(event, by=organiser)
    page = client.get(reverse("home")).content.decode()
    groups = sections(page)
    assert list(groups) == ["In play", "Finished"]
    assert "Tuesday pairs" in groups["In play"] and "live" in groups["In play"]
    assert "Last month" in groups["Finished"] and "Tuesday pairs" not in groups["Finished"]
    assert reverse("standings", args=[playing.slug]) in groups["In play"]


def test_unpublished_events_are_shown_only_to_their_organisers(client, organiser, other_organiser):
    make_whist_mitchell(organiser, name="Secret session")
    draft(organiser, "Next week")
    assert "Secret session" not in client.get(reverse("home")).content.decode()
    client.force_login(other_organiser)
    assert "Secret session" not in client.get(reverse("home")).content.decode()
    client.force_login(organiser)
    groups = sections(client.get(reverse("home")).content.decode())
    assert "Secret session" in groups["In play"] and "not published" in groups["In play"]
    assert "Next week" in groups["Upcoming"]


def test_an_empty_club_says_so(client, db):
    assert "No event has been published yet." in client.get(reverse("home")).content.decode()
