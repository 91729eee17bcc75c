"""Shared fixtures.  Reference data lives in ../shared and tests that read it skip without it."""

from __future__ import annotations

from pathlib import Path

import pytest

SHARED = Path(__file__).resolve().parent.parent.parent / "shared"


@pytest.fixture
def shared_dir() -> Path:
    """The ../shared folder beside the checkout; skips the test when it is absent."""
    if not SHARED.is_dir():
        pytest.skip("../shared is not beside this checkout")
    return SHARED


@pytest.fixture(autouse=True)
def _fast_password_hashing(settings):
    """Tests create many users; the production hasher is slow on purpose."""
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]


@pytest.fixture(autouse=True)
def _empty_cache():
    """Pages keep scores and drawings per event; every test starts from an empty cache."""
    from django.core.cache import cache

    from tournaments.standings import cached

    cache.clear()
    cached.forget()
    yield
