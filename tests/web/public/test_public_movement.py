"""The movement page: the room drawn for one round at a time, with a round picker."""

from __future__ import annotations

import pytest
from django.urls import reverse

from tests.builders import make_whist_mitchell
from tournaments import services


@pytest.fixture
def mitchell5(organiser):
    event = make_whist_mitchell(organiser, tables=5, boards_per_round=1)
    services.publish_event(event, by=organiser)
    return event


def test_the_room_is_drawn_inline_for_the_round_in_play(client, mitchell5, organiser):
    services.advance_round(mitchell5, by=organiser)
    page = client.get(reverse("movement", args=[mitchell5.slug])).content.decode()
    assert page.count("<svg") == 1
    assert "round 2 of 5" in page
    assert 'id="table-5"' in page
    for n in range(1, 6):
        assert f'href="?round={n}#picture"' in page


@pytest.mark.parametrize(("asked", "shown"), [("3", 3), ("99", 5), ("0", 1), ("x", 1)])
def test_the_round_picker_stays_within_the_movement(client, mitchell5, asked, shown):
    page = client.get(reverse("movement", args=[mitchell5.slug]), {"round": asked})
    assert page.status_code == 200
    assert f"round {shown} of 5" in page.content.decode()


def test_the_round_by_round_chart_is_kept(client, mitchell5):
    page = client.get(reverse("movement", args=[mitchell5.slug])).content.decode()
    assert "1 NS v 1 EW" in page and "1 NS v 5 EW" in page
