"""Fixtures for the site: organisers, and a started whist Mitchell (events are built in
``tests.builders``)."""

from __future__ import annotations

import pytest

from tests.builders import club_named, club_user, make_whist_mitchell


@pytest.fixture
def organiser(db):
    """An organiser of the Compass Club."""
    return club_user("director", password="pw-director-1")


@pytest.fixture
def other_organiser(db):
    """An organiser of another club: none of the Compass Club's events are theirs."""
    return club_user("rival", password="pw-rival-1", club=club_named("Rival Club"))


@pytest.fixture
def organiser_client(client, organiser):
    client.force_login(organiser)
    return client


@pytest.fixture
def mitchell3(organiser):
    return make_whist_mitchell(organiser)
