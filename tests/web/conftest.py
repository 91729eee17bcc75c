"""Fixtures for the site: organisers, and a started whist Mitchell (events are built in
``tests.builders``)."""

from __future__ import annotations

import pytest
from django.contrib.auth import get_user_model

from tests.builders import make_whist_mitchell


@pytest.fixture
def organiser(db):
    return get_user_model().objects.create_user("director", password="pw-director-1")


@pytest.fixture
def other_organiser(db):
    return get_user_model().objects.create_user("rival", password="pw-rival-1")


@pytest.fixture
def organiser_client(client, organiser):
    client.force_login(organiser)
    return client


@pytest.fixture
def mitchell3(organiser):
    return make_whist_mitchell(organiser)
