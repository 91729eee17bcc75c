"""An unpublished event: every page of its results is a 404 for anonymous readers and other
organisers, and readable by its own organiser.  Its movement and "where next" are read by
anyone while it is in play (they show who sits where and where the trays go, never a result,
and no names until it is published), and by nobody but its club's staff before the start and
after the finish."""

from __future__ import annotations

import pytest
from django.urls import reverse

from tests.builders import example_event
from tournaments import models as m
from tournaments import services


def public_urls(event, player_pk: int) -> list[str]:
    slug = event.slug
    return [
        reverse("event", args=[slug]),
        reverse("standings", args=[slug]),
        reverse("standings", args=[slug]) + "?_export=csv",
        reverse("standings-live", args=[slug]),
        reverse("score-card", args=[slug, "1NS"]),
        reverse("traveller", args=[slug, 1]),
        reverse("player", args=[player_pk]),
    ]


def movement_urls(event) -> list[str]:
    slug = event.slug
    return [
        reverse("movement", args=[slug]),
        reverse("where-next", args=[slug]) + "?number=1&direction=NS",
    ]


@pytest.fixture
def hidden(organiser):
    return example_event(organiser, published=False)


def ada(event):
    return event.entrants.get(label="1NS").players.get(name="Ada Byron").pk


def test_anonymous_readers_get_404_everywhere_but_the_movement(client, hidden):
    for url in public_urls(hidden, ada(hidden)):
        assert client.get(url).status_code == 404, url
    assert "Ada Byron" not in client.get(reverse("players")).content.decode()
    for url in movement_urls(hidden):
        response = client.get(url)
        assert response.status_code == 200, url
        page = response.content.decode()
        assert "Ada Byron" not in page and "Jane Austen" not in page, url
        # no link to a page the reader cannot open
        assert reverse("standings", args=[hidden.slug]) not in page, url
    answer = client.get(movement_urls(hidden)[1]).content.decode()
    # 1 NS in the example (tests/builders/pairs.py EXAMPLE): round 1 against 1 EW, round 2
    # against 3 EW (Jane Austen's pair, named by number only)
    now, following = answer.split('id="now"')[1].split('id="next"')
    assert "<dd>1 EW</dd>" in now and "<dd>3 EW</dd>" in following


def test_another_organiser_gets_404_everywhere_but_the_movement(client, hidden, other_organiser):
    client.force_login(other_organiser)
    for url in public_urls(hidden, ada(hidden)):
        assert client.get(url).status_code == 404, url
    for url in movement_urls(hidden):
        assert client.get(url).status_code == 200, url


def test_the_movement_is_the_staffs_alone_before_the_start_and_after_the_finish(
    client, organiser, hidden
):
    draft = services.create_event(
        by=organiser, name="Next week", date=hidden.date, game=m.Game.WHIST,
        form=m.Form.PAIRS, movement_kind="mitchell", movement_size=3, boards_per_round=1,
        scoring_method=m.ScoringMethod.MATCHPOINTS,
    )  # fmt: skip
    services.finish_event(hidden, by=organiser)
    for event in (draft, hidden):
        for url in movement_urls(event):
            assert client.get(url).status_code == 404, url
    client.force_login(organiser)
    for event in (draft, hidden):
        for url in movement_urls(event):
            assert client.get(url).status_code == 200, url


def test_the_organiser_reads_every_page(client, hidden, organiser):
    client.force_login(organiser)
    for url in public_urls(hidden, ada(hidden)) + movement_urls(hidden):
        assert client.get(url).status_code == 200, url
    answer = client.get(movement_urls(hidden)[1]).content.decode()
    assert "Ada Byron" in answer  # 1 NS's own names, for the club's staff
    assert "Ada Byron" in client.get(reverse("players")).content.decode()


def test_publishing_opens_every_page(client, hidden, organiser):
    services.publish_event(hidden, by=organiser)
    for url in public_urls(hidden, ada(hidden)) + movement_urls(hidden):
        assert client.get(url).status_code == 200, url
