"""Addresses carrying text that no table, entrant or guest can have are simply not found.

A NUL byte in particular must never reach the database (PostgreSQL refuses to compare text
holding one, which would otherwise be a server error).
"""

from __future__ import annotations

import pytest

from tests.builders import make_whist_mitchell
from tournaments import services

pytestmark = pytest.mark.django_db


@pytest.fixture
def event(organiser):
    event = make_whist_mitchell(organiser)
    services.publish_event(event, by=organiser)
    return event


@pytest.mark.parametrize("secret", ["abc%00def", "%00", "x" * 41, "a.b", "ünïcode"])
def test_a_table_link_that_cannot_be_a_secret_is_not_found(client, event, secret):
    assert client.get(f"/t/{secret}/").status_code == 404
    assert client.post(f"/t/{secret}/", {"tray": "1"}).status_code == 404


@pytest.mark.parametrize("label", ["1NS%00", "%00", "nobody"])
def test_a_score_card_of_no_entrant_is_not_found(client, event, label):
    assert client.get(f"/e/{event.slug}/card/{label}/").status_code == 404


def test_a_real_table_link_still_opens(client, event):
    table = event.tables.get(number=1)
    assert client.get(f"/t/{table.secret}/").status_code == 200
