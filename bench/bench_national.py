"""Benchmark: a national simultaneous pairs of 500 clubs, entering a result and seeing the standings.

A competition of 500 sections, one a club, each a 5-table whist Mitchell of five trays a round
(2,500 tables, 5,000 pairs, 25 trays, 62,500 results), scored across the field, built as the
tests build it (``tests/builders/national.py``: the competition through the services, the
results in bulk), with the last ``ENTRIES`` results of the last section left out: the last
club still sending its results.  Then each of those is entered through the traveller service
(as a scorer's or a table's entry is) and the field's standings page fetched at once by a
public reader (``Accept-Encoding: gzip``): the time from the entry to the page in hand, p50
and p95, wall and CPU (the last entry finishes the field).  Between changes, the standings page
(a page of 50 pairs, and the page a pair is found on) and the competition's page are timed as
readers fetch them, and the reading and scoring of the whole field alone: with each section's
columns kept (as after a result), by a process that has kept nothing, and from result values.
The server's own time, in-process (no network), in a throw-away database (a temporary SQLite
file unless DATABASE_URL names another server).  Run with ``python bench/bench_national.py``.
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.bench_site import get_page, setup_django, throwaway_database, time_page  # noqa: E402

SECTIONS, TABLES, TRAYS = 500, 5, 5  # 500 clubs of 5 tables (5,000 pairs), 5 trays a round
ENTRIES = 20
REQUESTS = 30


def _p95(times: list[float]) -> float:
    ordered = sorted(times)
    return round(ordered[max(0, round(0.95 * len(ordered)) - 1)], 1)


def entry_to_standings(client, competition, user, url: str) -> dict:
    """Enter each left-out result and fetch the standings: milliseconds, entry to page."""
    from tests.builders.national import left_out
    from tournaments import services

    times, cpu, entry_times = [], [], []
    for result in left_out(competition, ENTRIES):
        event = result.seating.round.event
        entry = services.WhistEntry(result.seating.pk, result.ns_tricks, None)
        start, start_cpu = time.perf_counter(), time.process_time()
        services.record_whist_traveller(event, result.tray.number, [entry], by=user)
        entered = time.perf_counter()
        _response, _sent, read = get_page(client, url)
        times.append((time.perf_counter() - start) * 1000)
        cpu.append((time.process_time() - start_cpu) * 1000)
        entry_times.append((entered - start) * 1000)
    return {
        "entries": len(times),
        "p50_ms": round(statistics.median(times), 1),
        "p95_ms": _p95(times),
        "cpu_p50_ms": round(statistics.median(cpu), 1),
        "cpu_p95_ms": _p95(cpu),
        "last_ms": round(times[-1], 1),
        "entry_alone_p50_ms": round(statistics.median(entry_times), 1),
    }


def read_and_score(competition) -> dict:
    """CPU milliseconds (best of 3) to read and score the whole field as a public reader, and
    rank it overall: its results as columns (what the site does when every result is a table's
    own score) with each section's columns kept (as after a result: one section read again),
    then by a process that has kept nothing, and as result values (what it does when a ruling
    is among them)."""
    from tournaments.adapters import cached
    from tournaments.adapters import results as rows_of
    from tournaments.standings import competition as read

    events = list(competition.events.select_related("club").order_by("session", "section"))
    as_columns = rows_of.field_columns

    def best(columns: bool, kept: bool) -> float:
        rows_of.field_columns = as_columns if columns else (lambda events: None)
        try:
            times = []
            for _ in range(3):
                if not kept:
                    cached.forget()
                start = time.process_time()
                read._read_and_score(competition, events, public=True, names=True).overall()
                times.append((time.process_time() - start) * 1000)
            return round(min(times), 1)
        finally:
            rows_of.field_columns = as_columns

    return {
        "columns_kept_cpu_ms": best(True, True),
        "columns_cold_cpu_ms": best(True, False),
        "results_cpu_ms": best(False, True),
    }


def measure() -> dict:
    from django.contrib.auth import get_user_model
    from django.core.cache import cache
    from django.db import connection
    from django.test import Client

    from tests.builders.national import national_field
    from tournaments import models as m
    from tournaments.services.clubs import create_club

    cache.clear()
    user = get_user_model().objects.create_user("bench-director")
    create_club(name="Bench Club", organiser=user.username)
    start = time.perf_counter()
    competition = national_field(user, sections=SECTIONS, tables=TABLES, trays=TRAYS, leave=ENTRIES)
    figures: dict[str, object] = {
        "sections": competition.events.count(),
        "pairs": m.Entrant.objects.filter(event__competition=competition).count(),
        "results_at_start": m.Result.objects.filter(tray__event__competition=competition).count(),
        "database": connection.vendor,
        "build_seconds": round(time.perf_counter() - start, 1),
    }
    client = Client()
    url = f"/c/{competition.slug}/standings/"
    get_page(client, url)
    figures["entry_to_standings"] = entry_to_standings(client, competition, user, url)
    figures["read_and_score_field"] = read_and_score(competition)
    get_page(client, url)  # the pages below as readers between changes find them
    figures["standings_page"] = time_page(client, url, REQUESTS)
    figures["standings_found_pair"] = time_page(client, url + "?find=SF3+NS", REQUESTS)
    figures["competition_page"] = time_page(client, f"/c/{competition.slug}/", REQUESTS)
    figures["load_average"] = round(os.getloadavg()[0], 1)  # the machine's other work
    return figures


def run() -> dict:
    """The field in its own throw-away database, then the database dropped."""
    setup_django()
    from django.db import connection
    from django.test.utils import teardown_test_environment

    with tempfile.TemporaryDirectory(prefix="bench-national-") as folder:
        old_name = throwaway_database(folder)
        try:
            return measure()
        finally:
            connection.creation.destroy_test_db(old_name, verbosity=0)
            teardown_test_environment()


if __name__ == "__main__":
    for key, value in run().items():
        print(f"{key:24} {value}")
