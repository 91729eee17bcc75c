"""Live standings: while the event is in play the page polls a fragment that carries a
version; a new result changes the version, and a finished event stops the polling."""

from __future__ import annotations

import re

from django.urls import reverse

from tests.builders import enter_rounds, example_event
from tournaments import services


def version(html: str) -> str:
    return re.search(r'id="live" data-version="([^"]+)" data-live="(\d)"', html).groups()


def test_the_fragment_changes_when_a_result_arrives(client, organiser):
    """Read by the organiser: mid-play, the public sees only trays every table has played."""
    client.force_login(organiser)
    event = example_event(organiser, rounds=(1,))
    url = reverse("standings-live", args=[event.slug])
    before = client.get(url)
    assert before["Cache-Control"] == "no-store"
    assert "<html" not in before.content.decode()
    enter_rounds(event, organiser, rounds=(2,))
    after = client.get(url).content.decode()
    assert version(before.content.decode())[0] != version(after)[0]
    assert version(after)[1] == "1"
    assert "6 results entered" in after


def test_the_page_polls_only_while_in_play(client, organiser):
    event = example_event(organiser)
    page = client.get(reverse("standings", args=[event.slug])).content.decode()
    assert "js/live.js" in page
    assert reverse("standings-live", args=[event.slug]) in page
    services.finish_event(event, by=organiser)
    page = client.get(reverse("standings", args=[event.slug])).content.decode()
    assert "js/live.js" not in page
    assert version(page)[1] == "0"
