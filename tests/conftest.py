"""Shared fixtures.  Reference data lives in ../shared; tests that read it skip without it,
and fail without it under CI's ``TRAYS_REQUIRE_ALL=1`` (``tests/needs.py``)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.needs import missing

SHARED = Path(__file__).resolve().parent.parent.parent / "shared"


@pytest.fixture
def shared_dir() -> Path:
    """The ../shared folder beside the checkout."""
    if not SHARED.is_dir():
        missing("../shared is not beside this checkout")
    return SHARED


@pytest.fixture(scope="session")
def django_db_setup(django_db_setup, django_db_blocker):
    """On PostgreSQL, the test database's tables are left to the planner's own measure.

    Every test's rows are rolled back, so between tests autovacuum finds the tables' pages
    full of dead rows and records each table as holding none; the planner then takes a
    test's own thousands of rows (a national field of 40 sections) for one, and joins them
    in nested loops over whole tables: minutes where the right plan takes milliseconds.
    With autovacuum off for these tables and their empty pages vacuumed away (now, and every
    ``VACUUM_EVERY`` tests), the planner counts the pages a table really has, as it does for
    a table never measured. (A site
    commits its rows, and autovacuum measures them; a restore or an import, which fills
    tables in one transaction, measures them itself: ``adapters.statistics``.)"""
    from django.db import connection

    with django_db_blocker.unblock():
        if connection.vendor == "postgresql":
            with connection.cursor() as cursor:
                cursor.execute(
                    "SELECT tablename FROM pg_tables WHERE schemaname = current_schema()"
                )
                for (table,) in cursor.fetchall():
                    name = connection.ops.quote_name(table)
                    cursor.execute(f"ALTER TABLE {name} SET (autovacuum_enabled = false)")
                    cursor.execute(f"VACUUM {name}")
    yield


RUN = {"tests": 0}
VACUUM_EVERY = 200  # tests between two vacuums of the PostgreSQL test database


def pytest_runtest_setup(item):
    """On PostgreSQL, vacuum the test database every ``VACUUM_EVERY`` tests, from a connection
    of its own, before the test opens its transaction: with autovacuum off (see
    ``django_db_setup``) the rolled-back rows of earlier tests would otherwise pile up, and
    every scan would read through them. The vacuum also gives their pages back, so the
    planner goes on counting the tables' real pages."""
    from django.db import connection

    RUN["tests"] += 1
    if RUN["tests"] % VACUUM_EVERY or connection.vendor != "postgresql":
        return
    import psycopg

    given = connection.settings_dict
    with psycopg.connect(
        dbname=given["NAME"],
        user=given["USER"],
        password=given["PASSWORD"],
        host=given["HOST"] or None,
        port=given["PORT"] or None,
        autocommit=True,
    ) as own:
        own.execute("VACUUM")


@pytest.fixture(autouse=True)
def _fast_password_hashing(settings):
    """Tests create many users; the production hasher is slow on purpose."""
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]


@pytest.fixture(autouse=True)
def _empty_cache():
    """Pages keep scores and drawings per event; every test starts from an empty cache."""
    from django.core.cache import cache

    from tournaments.adapters import cached

    cache.clear()
    cached.forget()
    yield
