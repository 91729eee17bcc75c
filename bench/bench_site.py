"""Benchmark: server time, size and queries of the public pages at 5, 10, 20 and 40 tables.

For each size a whist Mitchell (two pairs a table, one tray a round) is built through the
services with every result entered (1,560 results at 40 tables), published, then the standings
page, its live part (a plain fetch, and a poll naming the version it shows), its CSV, a score
card, a traveller, the movement page and a table pad's state are fetched in-process with
Django's test client, as a phone asks for them (``Accept-Encoding: gzip``): the time is the
server's own (no network, no browser), the size what is sent.  ``cold`` is the standings page
with the cache emptied first (the first reader after a change, nothing kept);
``staff_after_a_result`` the club's staff reading it after each of a result of the last round
taken off and entered again (the first reader after one change, the rest kept), and
``*_public_after_a_result`` the same for the public's score card, traveller and standings
(``standings_public_new_figures_after_a_result``: a last-round result corrected instead, so
no request meets figures seen before);
``growth_20_to_40_tables`` each of those pages' CPU median at 40 tables over 20.  The database
is a throw-away one made by Django's test utilities (a temporary SQLite file unless
DATABASE_URL names another server).  Run with
``python bench/bench_site.py``.

``python bench/bench_site.py imp-charts`` times IMP pairs' running charts alone, nothing kept
(``scores.charts()`` after the caches are emptied, CPU median of 15), on a bridge Mitchell of
20 and 40 tables scored by Butler and by cross-IMPs (EBU rules, contracts of 4S made with six
to thirteen tricks): each prefix scored afresh (``running_imp_totals`` made to decline, the
path a field with a ruling takes) and every prefix at once as columns, in turn, the two
charts checked equal.
"""

from __future__ import annotations

import datetime as dt
import gzip
import os
import re
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

TABLES = 40
SIZES = (5, 10, 20, 40)
REQUESTS = 30


def setup_django() -> None:
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "tournaments.settings")
    import django
    from django.apps import apps

    if not apps.ready:
        django.setup()


def throwaway_database(folder: str):
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
    seatings = m.Seating.objects.filter(round__event=event, ns__isnull=False, ew__isnull=False)
    return play_and_publish(event, user, seatings)


def play_and_publish(event, user, seatings):
    """Every tray of ``seatings`` played (tricks from the table and round), then published."""
    from tournaments import services

    by_tray: dict[int, list] = {}
    for s in seatings.select_related("round", "table").prefetch_related("trays"):
        tricks = (3 * s.table.number + s.round.number) % 14
        for tray in s.trays.all():
            by_tray.setdefault(tray.number, []).append(services.WhistEntry(s.pk, tricks, None))
    for number, entries in sorted(by_tray.items()):
        services.record_whist_traveller(event, number, entries, by=user)
    services.publish_event(event, by=user)
    event.refresh_from_db()
    return event


def get_page(client, url: str):
    """A page as a phone asks for it: gzip accepted; its body as sent and as read."""
    response = client.get(url, HTTP_ACCEPT_ENCODING="gzip")
    if response.status_code not in (200, 204):
        raise RuntimeError(f"{url} answered {response.status_code}")
    sent = b"".join(response.streaming_content) if response.streaming else response.content
    read = gzip.decompress(sent) if response.get("Content-Encoding") == "gzip" else sent
    return response, sent, read


def time_page(client, url: str, requests: int, before=None) -> dict:
    """Milliseconds per request (median, p95, best; ``cpu_median_ms`` the process's own CPU
    time, which a machine shared with other work disturbs less), the queries of one request
    and the kilobytes sent (``raw_kb``: before compression).  ``before`` runs ahead of each request,
    outside the timing."""
    from django.db import connection

    queries: list[str] = []

    def count(execute, sql, params, many, context):
        queries.append(sql)
        return execute(sql, params, many, context)

    if before:
        before()
    with connection.execute_wrapper(count):
        _response, sent, read = get_page(client, url)
    times, cpu = [], []
    for _ in range(requests):
        if before:
            before()
        start, start_cpu = time.perf_counter(), time.process_time()
        get_page(client, url)
        times.append((time.perf_counter() - start) * 1000)
        cpu.append((time.process_time() - start_cpu) * 1000)
    times.sort()
    return {
        "median_ms": round(statistics.median(times), 1),
        "cpu_median_ms": round(statistics.median(cpu), 1),
        "p95_ms": round(times[max(0, round(0.95 * len(times)) - 1)], 1),
        "best_ms": round(times[0], 1),
        "queries": len(queries),
        "kb": round(len(sent) / 1024, 1),
        "raw_kb": round(len(read) / 1024, 1),
    }


def page_urls(client, event) -> dict[str, str]:
    """The pages timed, by name (the poll names the version the live part shows)."""
    base = f"/e/{event.slug}"
    _response, _sent, live = get_page(client, f"{base}/standings/live/")
    version = re.search(rb'data-version="([^"]*)"', live).group(1).decode()
    table = event.tables.order_by("number").first()
    label = event.entrants.order_by("pk").first().label
    return {
        "standings": f"{base}/standings/",
        "standings_live": f"{base}/standings/live/",
        "standings_poll_unchanged": f"{base}/standings/live/?since={version}",
        "standings_csv": f"{base}/standings/?_export=csv",
        "score_card": f"{base}/card/{label}/",
        "traveller": f"{base}/tray/1/",
        "movement": f"{base}/movement/",
        "pad_state": f"/t/{table.secret}/api/",
    }


def measure(tables: int, requests: int) -> dict:
    """Build one event of ``tables`` tables and time each page."""
    from django.core.cache import cache
    from django.db import connection
    from django.test import Client

    from tournaments import models as m

    cache.clear()
    start = time.perf_counter()
    event = build_event(tables)
    figures: dict[str, object] = {
        "results": m.Result.objects.filter(tray__event=event).count(),
        "database": connection.vendor,
        "build_seconds": round(time.perf_counter() - start, 2),
    }
    client = Client()
    urls = page_urls(client, event)
    for name, url in urls.items():
        figures[name] = time_page(client, url, requests)
    figures["standings_cold"] = time_page(client, urls["standings"], requests, before=_forget)
    staff = Client()
    staff.force_login(m.ClubMember.objects.get(club=event.club).user)
    change = one_result_changed(event)
    figures["standings_staff_after_a_result"] = time_page(
        staff, urls["standings"], requests, before=change
    )
    public = Client()
    for name in PUBLIC_AFTER_A_RESULT:
        change = one_result_changed(event)
        figures[f"{name}_public_after_a_result"] = time_page(
            public, urls[name], requests, before=change
        )
    figures["standings_public_new_figures_after_a_result"] = time_page(
        public, urls["standings"], requests, before=_one_result_corrected(event)
    )
    return figures


# The public's pages timed as the first reader after each change (a result of the last round
# taken off or entered again before each request): the public's version moves with it, so
# each request scores the event afresh, the rest of the process's scores kept.
PUBLIC_AFTER_A_RESULT = ("score_card", "traveller", "standings")


def growth(figures: dict, small: int = 20, large: int = 40) -> dict[str, float]:
    """Each first-reader-after-a-result page's CPU median at ``large`` tables over its median
    at ``small`` (the goal: at most 2.2 for twice the tables); empty unless both were run."""
    low, high = figures.get(f"{small}_tables"), figures.get(f"{large}_tables")
    if not low or not high:
        return {}
    out = {}
    for key, value in high.items():
        if key.endswith("after_a_result") and key in low:
            out[key] = round(value["cpu_median_ms"] / max(low[key]["cpu_median_ms"], 0.1), 2)
    return out


def one_result_changed(event):
    """Before each request: a result of the last round taken off or entered again, in turn
    (one change, as a table entering its tray makes), for the staff's first reader after it:
    the running charts' figures are worked out afresh for every round at once (table
    scores; a field with a ruling keeps its earlier rounds' standings)."""
    from tournaments import models as m
    from tournaments import services

    user = m.ClubMember.objects.get(club=event.club).user
    taken: list[tuple[int, m.Result]] = []

    def change() -> None:
        if taken:
            tray, was = taken.pop()
            if was.contract:  # bridge: the contract, its declarer and the tricks again
                entry = services.BridgeEntry(
                    was.seating_id, was.contract, was.declarer, was.tricks_taken
                )
                services.record_traveller(event, tray, [entry], by=user)
            else:
                entry = services.WhistEntry(was.seating_id, was.ns_tricks, None)
                services.record_whist_traveller(event, tray, [entry], by=user)
            return
        rows = m.Result.objects.filter(tray__event=event).select_related("tray")
        result = rows.order_by("-seating__round__number", "pk").first()
        taken.append((result.tray.number, result))
        services.remove_result(result, by=user, reason="The bench's change")

    return change


def _one_result_corrected(event):
    """Before each request: a result of the last round corrected (its tricks one more, in
    turn over the round's results), so every request meets figures no process has seen: the
    public's standings and running charts after a new result, nothing of them kept."""
    from tournaments import models as m
    from tournaments import services

    user = m.ClubMember.objects.get(club=event.club).user
    rows = m.Result.objects.filter(tray__event=event).select_related("tray")
    last = list(rows.order_by("-seating__round__number", "pk")[: event.tables.count()])
    turn = iter(range(1 << 30))

    def change() -> None:
        result = last[next(turn) % len(last)]
        result.refresh_from_db()
        entry = services.WhistEntry(result.seating_id, (result.ns_tricks + 1) % 14, None)
        services.record_whist_traveller(
            event, result.tray.number, [entry], by=user, reason="The bench's correction"
        )

    return change


def _forget() -> None:
    """Empty the shared cache and this process's scores: the first reader after a change."""
    from django.core.cache import cache

    from tournaments.adapters import cached
    from tournaments.standings import running

    cache.clear()
    cached.forget()
    running.caption_cache_clear()


def run(sizes: tuple[int, ...] = SIZES, requests: int = REQUESTS) -> dict:
    """Each size in its own throw-away database, then the database dropped."""
    setup_django()
    from django.db import connection
    from django.test.utils import teardown_test_environment

    figures: dict[str, object] = {}
    with tempfile.TemporaryDirectory(prefix="bench-site-") as folder:
        old_name = throwaway_database(folder)
        try:
            for tables in sizes:
                figures[f"{tables}_tables"] = measure(tables, requests)
                empty_database()
            grown = growth(figures)
            if grown:
                figures["growth_20_to_40_tables"] = grown
        finally:
            connection.creation.destroy_test_db(old_name, verbosity=0)
            teardown_test_environment()
    return figures


def build_imp_event(tables: int, method: str):
    """A bridge Mitchell scored by ``method`` under EBU rules, every result entered."""
    from django.contrib.auth import get_user_model

    from tournaments import models as m
    from tournaments import services
    from tournaments.services.clubs import create_club

    user = get_user_model().objects.create_user(f"bench-imps-{method}")
    create_club(name=f"Bench IMPs {method}", organiser=user.username)
    event = services.create_event(
        by=user,
        name=f"Bench IMPs {tables} tables",
        date=dt.date(2026, 11, 20),
        game=m.Game.BRIDGE,
        form=m.Form.PAIRS,
        movement_kind="mitchell",
        movement_size=tables,
        boards_per_round=1,
        scoring_method=method,
        scoring_rules="ebu",
        seed=7,
    )
    services.start_event(event, by=user)
    event.refresh_from_db()
    seatings = m.Seating.objects.filter(round__event=event, ns__isnull=False, ew__isnull=False)
    by_tray: dict[int, list] = {}
    for s in seatings.select_related("round", "table").prefetch_related("trays"):
        tricks = 6 + (3 * s.table.number + 5 * s.round.number) % 8
        for tray in s.trays.all():
            entry = services.BridgeEntry(s.pk, "4S", "N", tricks)
            by_tray.setdefault(tray.number, []).append(entry)
    for number, entries in sorted(by_tray.items()):
        services.record_traveller(event, number, entries, by=user)
    event.refresh_from_db()
    return event


def imp_charts(sizes: tuple[int, ...] = (20, 40), calls: int = 15) -> dict:
    """IMP running charts alone, nothing kept: each prefix scored afresh, then as columns."""
    setup_django()
    import gc

    from django.db import connection
    from django.test.utils import teardown_test_environment

    from tournaments.standings import running, scores_for

    real = running.running_imp_totals
    figures: dict[str, object] = {}
    with tempfile.TemporaryDirectory(prefix="bench-site-") as folder:
        old_name = throwaway_database(folder)
        try:
            for tables in sizes:
                for method in ("butler", "cross-imps"):
                    scores = scores_for(build_imp_event(tables, method))
                    spent: dict[str, list[float]] = {"prefixes": [], "columns": []}
                    drawn: dict[str, object] = {}
                    for _ in range(calls):
                        for name in spent:
                            declined = name == "prefixes"
                            running.running_imp_totals = (lambda *a: None) if declined else real
                            _forget()
                            gc.collect()
                            start = time.process_time()
                            drawn[name] = scores.charts()
                            spent[name].append(time.process_time() - start)
                    running.running_imp_totals = real
                    key = f"{tables}_tables_{method}"
                    figures[f"{key}_results"] = len(scores.plain)
                    for name, seconds in spent.items():
                        median = statistics.median(seconds) * 1000
                        figures[f"{key}_{name}_cpu_ms"] = round(median, 1)
                    figures[f"{key}_equal"] = drawn["prefixes"] == drawn["columns"]
                empty_database()
        finally:
            running.running_imp_totals = real
            connection.creation.destroy_test_db(old_name, verbosity=0)
            teardown_test_environment()
    return figures


def empty_database() -> None:
    """Every table emptied, for the next size (Django's own flush, without its signals)."""
    from django.core.management import call_command

    call_command("flush", interactive=False, inhibit_post_migrate=True, verbosity=0)


if __name__ == "__main__":
    if sys.argv[1:2] == ["imp-charts"]:
        chosen = tuple(int(a) for a in sys.argv[2:]) or (20, 40)
        for name, value in imp_charts(chosen).items():
            print(f"{name:40} {value}")
        sys.exit()
    # ``python bench/bench_site.py 40`` measures that size alone.
    chosen = tuple(int(a) for a in sys.argv[1:]) or SIZES
    for size, pages in run(chosen).items():
        for name, value in pages.items():
            print(f"{size:10} {name:26} {value}")
