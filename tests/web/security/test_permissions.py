"""Who may write: organisers of this event only.  Who may read: anyone, once published."""

from __future__ import annotations

import pytest
from django.urls import reverse

from tests.builders import make_whist_mitchell, seating_for
from tournaments import models as m


def writing_requests(event):
    """Every URL that changes something, with a POST body that would change it."""
    seating = seating_for(event, 1, "1NS", "1EW")
    return [
        (reverse("event-start", args=[event.slug]), {"confirmed": "yes"}),
        (reverse("event-publish", args=[event.slug]), {"published": "1", "confirmed": "yes"}),
        (reverse("event-finish", args=[event.slug]), {"confirmed": "yes"}),
        (
            reverse("entrants", args=[event.slug]),
            {"1NS-player_1": "Eve", "1NS-player_2": "Mallory"},
        ),
        (reverse("traveller-entry", args=[event.slug, 1]), {f"ns_{seating.pk}": "7"}),
        (reverse("slip-entry", args=[event.slug]), {"tray": "1", "table": "1", "ns_tricks": "7"}),
        (
            reverse("event-create"),
            {
                "name": "Sneaky",
                "date": "2026-11-21",
                "game": "whist",
                "form": "pairs",
                "entrants": "6",
                "minutes_per_board": "7",
                "session_minutes": "180",
                "step": "create",
                "movement": "0",
                "scoring_method": "matchpoints",
            },
        ),
    ]


def snapshot(event):
    event.refresh_from_db()
    return (
        event.status,
        event.published,
        m.Result.objects.count(),
        m.Event.objects.count(),
        list(event.entrants.values_list("name", flat=True)),
    )


def test_anonymous_posts_change_nothing(client, mitchell3):
    before = snapshot(mitchell3)
    for url, data in writing_requests(mitchell3):
        response = client.post(url, data)
        assert response.status_code in (302, 403, 404), url
        if response.status_code == 302:
            assert response["Location"].startswith(reverse("login")), url
    assert snapshot(mitchell3) == before


def test_an_organiser_of_another_event_changes_nothing(client, mitchell3, other_organiser):
    make_whist_mitchell(other_organiser, name="Rival club night")
    client.force_login(other_organiser)
    before = snapshot(mitchell3)
    for url, data in writing_requests(mitchell3)[:-1]:
        response = client.post(url, data)
        assert response.status_code == 404, url
    assert snapshot(mitchell3) == before


def test_writing_urls_refuse_get_for_actions(organiser_client, mitchell3):
    for name in ("event-start", "event-publish", "event-finish"):
        response = organiser_client.get(reverse(name, args=[mitchell3.slug]))
        assert response.status_code == 405


@pytest.mark.parametrize("page", ["event", "standings", "score-card", "traveller"])
def test_an_unpublished_event_is_hidden_from_the_public(client, mitchell3, page):
    args = {"score-card": ["1NS"], "traveller": [1]}.get(page, [])
    assert client.get(reverse(page, args=[mitchell3.slug, *args])).status_code == 404


@pytest.mark.parametrize("page", ["movement", "where-next"])
def test_an_unpublished_event_in_play_shows_the_public_its_movement(client, mitchell3, page):
    """Players find their seats from the first round (tests/web/standings/
    test_public_during_play.py shows what these pages hold: numbers, no names, no result)."""
    assert mitchell3.status == "playing"
    assert client.get(reverse(page, args=[mitchell3.slug])).status_code == 200


def test_a_published_event_is_public(client, organiser, mitchell3):
    from tournaments import services

    services.publish_event(mitchell3, by=organiser)
    for url in (
        reverse("event", args=[mitchell3.slug]),
        reverse("standings", args=[mitchell3.slug]),
        reverse("score-card", args=[mitchell3.slug, "1NS"]),
        reverse("traveller", args=[mitchell3.slug, 1]),
        reverse("movement", args=[mitchell3.slug]),
    ):
        assert client.get(url).status_code == 200, url
    # the table cards carry the tables' entry links: never public
    assert client.get(reverse("print-table-cards", args=[mitchell3.slug])).status_code == 404
    assert reverse("event", args=[mitchell3.slug]) in client.get(reverse("home")).content.decode()
