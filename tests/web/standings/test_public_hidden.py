"""An unpublished event: every public page is a 404 for anonymous readers and other
organisers, and readable by its own organiser."""

from __future__ import annotations

import pytest
from django.urls import reverse

from tests.builders import example_event


def public_urls(event, player_pk: int) -> list[str]:
    slug = event.slug
    return [
        reverse("event", args=[slug]),
        reverse("standings", args=[slug]),
        reverse("standings", args=[slug]) + "?_export=csv",
        reverse("standings-live", args=[slug]),
        reverse("score-card", args=[slug, "1NS"]),
        reverse("traveller", args=[slug, 1]),
        reverse("movement", args=[slug]),
        reverse("where-next", args=[slug]) + "?number=1&direction=NS",
        reverse("player", args=[player_pk]),
    ]


@pytest.fixture
def hidden(organiser):
    return example_event(organiser, published=False)


def ada(event):
    return event.entrants.get(label="1NS").players.get(name="Ada Byron").pk


def test_anonymous_readers_get_404_everywhere(client, hidden):
    for url in public_urls(hidden, ada(hidden)):
        assert client.get(url).status_code == 404, url
    assert "Ada Byron" not in client.get(reverse("players")).content.decode()


def test_another_organiser_gets_404_everywhere(client, hidden, other_organiser):
    client.force_login(other_organiser)
    for url in public_urls(hidden, ada(hidden)):
        assert client.get(url).status_code == 404, url


def test_the_organiser_reads_every_page(client, hidden, organiser):
    client.force_login(organiser)
    for url in public_urls(hidden, ada(hidden)):
        assert client.get(url).status_code == 200, url
    assert "Ada Byron" in client.get(reverse("players")).content.decode()


def test_publishing_opens_every_page(client, hidden, organiser):
    from tournaments import services

    services.publish_event(hidden, by=organiser)
    for url in public_urls(hidden, ada(hidden)):
        assert client.get(url).status_code == 200, url
