"""The migrations say what the models say, and a new site's database is made in one step.

``0001_squashed_0028_usebio_facts`` replaces the 27 migrations a site made before it: a new
database runs it alone (one state to build, not 27), and a database made by the 27 counts it
as applied.  A model changed without its migration fails here, before a site meets it."""

from __future__ import annotations

import io

import pytest
from django.core.management import call_command
from django.db import connection
from django.db.migrations.executor import MigrationExecutor
from django.db.migrations.loader import MigrationLoader

SQUASHED = ("tournaments", "0001_squashed_0028_usebio_facts")


@pytest.mark.django_db
def test_the_models_need_no_migration_that_is_not_written():
    out = io.StringIO()
    call_command("makemigrations", "--check", "--dry-run", stdout=out)
    assert "No changes detected" in out.getvalue()


@pytest.mark.django_db
def test_a_new_database_is_made_by_the_one_squashed_migration():
    loader = MigrationLoader(connection, ignore_no_migrations=True)
    ours = sorted(key for key in loader.graph.nodes if key[0] == "tournaments")
    assert ours[0] == SQUASHED  # the later ones follow it
    assert not any(
        name.startswith("00") and "squashed" not in name and int(name[:4]) <= 28 for _, name in ours
    )  # the 27 it replaces are not in the plan
    replaced = loader.disk_migrations[SQUASHED].replaces
    assert len(replaced) == 27
    assert replaced[0] == ("tournaments", "0001_initial")
    assert replaced[-1] == ("tournaments", "0028_usebio_facts")
    executor = MigrationExecutor(connection)
    assert SQUASHED in executor.loader.applied_migrations  # the test database was made by it
