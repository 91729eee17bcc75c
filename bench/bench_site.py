"""Benchmark: server time and query count of the standings page of a 40-table event.

A whist Mitchell of 40 tables (80 pairs, 39 rounds of one tray) is built through the services
with every result entered (1,560 results), published, then the standings page, its live part
and its CSV are fetched in-process with Django's test client: the time is the server's own
(no network, no browser).  The database is a throw-away one made by Django's test utilities
(a temporary SQLite file unless DATABASE_URL names another server).  Run with
``python bench/bench_site.py``.
"""

from __future__ import annotations

import datetime as dt
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

TABLES = 40
REQUESTS = 30
PAGES = {
    "standings": "",
    "standings_live": "live/",
    "standings_csv": "?_export=csv",
}


def _django() -> None:
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "tournaments.settings")
    import django
    from django.apps import apps

    if not apps.ready:
        django.setup()


def _throwaway_database(folder: str):
    """A fresh database beside the real one: a temporary file for SQLite, test_* elsewhere."""
    from django.db import connection
    from django.test.utils import setup_test_environment

    setup_test_environment()
    if connection.vendor == "sqlite":
        connection.settings_dict.setdefault("TEST", {})["NAME"] = f"{folder}/bench-site.sqlite3"
    old_name = connection.settings_dict["NAME"]
    connection.creation.create_test_db(verbosity=0, autoclobber=True)
    return old_name


def build_event(tables: int = TABLES):
    """The event, started and published, with one result per seating on every tray."""
    from django.contrib.auth import get_user_model

    from tournaments import models as m
    from tournaments import services
    from tournaments.services.clubs import create_club

    user = get_user_model().objects.create_user("bench-director")
    create_club(name="Bench Club", organiser=user.username)
    event = services.create_event(
        by=user,
        name=f"Bench {tables} tables",
        date=dt.date(2026, 11, 20),
        game=m.Game.WHIST,
        form=m.Form.PAIRS,
        movement_kind="mitchell",
        movement_size=tables,
        boards_per_round=1,
        scoring_method=m.ScoringMethod.MATCHPOINTS,
        seed=11,
    )
    services.start_event(event, by=user)
    event.refresh_from_db()
    by_tray: dict[int, list] = {}
    seatings = m.Seating.objects.filter(round__event=event, ns__isnull=False, ew__isnull=False)
    for s in seatings.select_related("round", "table").prefetch_related("trays"):
        tricks = (3 * s.table.number + s.round.number) % 14
        for tray in s.trays.all():
            by_tray.setdefault(tray.number, []).append(services.WhistEntry(s.pk, tricks, None))
    for number, entries in sorted(by_tray.items()):
        services.record_whist_traveller(event, number, entries, by=user)
    services.publish_event(event, by=user)
    event.refresh_from_db()
    return event


def time_page(client, url: str, requests: int) -> dict:
    """Milliseconds per request (median, p95, best) and the queries of one request."""
    from django.db import connection

    queries: list[str] = []

    def count(execute, sql, params, many, context):
        queries.append(sql)
        return execute(sql, params, many, context)

    with connection.execute_wrapper(count):
        first = client.get(url)
    if first.status_code != 200:
        raise RuntimeError(f"{url} answered {first.status_code}")
    times = []
    for _ in range(requests):
        start = time.perf_counter()
        response = client.get(url)
        times.append((time.perf_counter() - start) * 1000)
        if response.status_code != 200:
            raise RuntimeError(f"{url} answered {response.status_code}")
    times.sort()
    return {
        "median_ms": round(statistics.median(times), 1),
        "p95_ms": round(times[max(0, round(0.95 * len(times)) - 1)], 1),
        "best_ms": round(times[0], 1),
        "queries": len(queries),
        "bytes": len(first.content),
    }


def run(tables: int = TABLES, requests: int = REQUESTS) -> dict:
    """Build the event in a throw-away database, time each page, and drop the database."""
    _django()
    from django.db import connection
    from django.test import Client
    from django.test.utils import teardown_test_environment

    from tournaments import models as m

    with tempfile.TemporaryDirectory(prefix="bench-site-") as folder:
        old_name = _throwaway_database(folder)
        try:
            start = time.perf_counter()
            event = build_event(tables)
            built = time.perf_counter() - start
            figures: dict[str, object] = {
                "tables": tables,
                "results": m.Result.objects.filter(tray__event=event).count(),
                "database": connection.vendor,
                "build_seconds": round(built, 2),
            }
            client = Client()
            base = f"/e/{event.slug}/standings/"
            for name, suffix in PAGES.items():
                for key, value in time_page(client, base + suffix, requests).items():
                    figures[f"{name}_{key}"] = value
        finally:
            connection.creation.destroy_test_db(old_name, verbosity=0)
            teardown_test_environment()
    return figures


if __name__ == "__main__":
    for key, value in run().items():
        print(f"{key:28} {value}")
