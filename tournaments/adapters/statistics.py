"""The database's statistics about the site's own tables, brought up to date after many rows
arrive in one transaction.

PostgreSQL plans each query from what it knows of each table's size, and its autovacuum learns
that only from committed rows. Inside the one transaction that fills tables from nothing (a
restored backup, an imported results file, an evening entered in one go, the demo) every table
still looks empty to the planner, which then joins results, seatings and pairs as nested
loops over whole tables: seconds for a few thousand results where the right plan takes
milliseconds. ``ANALYZE`` inside the transaction reads the transaction's own rows. SQLite
plans by its indexes alone and needs nothing.
"""

from __future__ import annotations

from django.apps import apps
from django.db import connection

__all__ = ["refresh_statistics"]


def refresh_statistics() -> None:
    """Have PostgreSQL measure the site's tables now (a few milliseconds for a club's data)."""
    if connection.vendor != "postgresql":
        return
    tables = sorted(
        connection.ops.quote_name(model._meta.db_table)
        for model in apps.get_app_config("tournaments").get_models()
        if model._meta.managed and not model._meta.proxy
    )
    with connection.cursor() as cursor:
        cursor.execute(f"ANALYZE {', '.join(tables)}")
