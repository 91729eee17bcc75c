"""The table phones' requests, measured: CPU time and queries of a pad save, the pad's state
and the table's page, as the load test makes them (``bench/load_clients.py``).

Builds one of the load test's evenings (``bench/load_events.py``: a whist Mitchell of 15
tables, 2 trays a round, started and published, its tables moving on by themselves) in a
throw-away database; every table then enters round 1 (``--rounds`` for more, each in turn)
through the pad's own address, each tray's save followed by the table's pad state, and opens
its page once a round.  Prints, per kind of request, the median CPU time
(``time.process_time``, in-process through Django's test client) and the queries each ran;
with ``--profile "pad save"`` (or another) the top lines of a cProfile of those requests.  Run with
``python bench/profile_pad.py [--tables 15] [--boards-per-round 2] [--rounds 1] [--profile]``.  It has no
``run()``, so ``make bench`` leaves it out.
"""

from __future__ import annotations

import argparse
import cProfile
import json
import pstats
import statistics
import sys
import tempfile
import time
from pathlib import Path
from types import SimpleNamespace

sys.path.insert(0, str(Path(__file__).resolve().parent))

import bench_site  # noqa: E402


def enter_round(client, plan, measure, number: int = 1) -> None:
    """Every table's trays of round ``number`` through the pad (a save, then the state), then
    its page."""
    for table, secret in sorted(plan.secrets.items()):
        for tray in plan.trays.get((number, table), []):
            body = {
                "tray": tray,
                "round": number,
                "ns_tricks": plan.tricks(number, table, tray),
                "key": f"bench-{table:03d}-{tray:03d}",
            }
            measure(
                "pad save",
                lambda s=secret, b=body: client.post(
                    f"/t/{s}/api/save/", json.dumps(b), content_type="application/json"
                ),
            )
            measure("pad state", lambda s=secret: client.get(f"/t/{s}/api/"))
        measure("table page", lambda s=secret: client.get(f"/t/{s}/"))


def call_round(plan) -> None:
    """The next round called from the desk (tables whose results wait to be accepted do not
    move on by themselves)."""
    from django.contrib.auth import get_user_model

    from tournaments import models as m
    from tournaments import services

    event = m.Event.objects.get(slug=plan.slug)
    director = get_user_model().objects.get(username=plan.director[0])
    services.advance_round(event, by=director)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=15)
    parser.add_argument("--boards-per-round", type=int, default=2)
    parser.add_argument(
        "--profile",
        choices=["pad save", "pad state", "table page"],
        help="cProfile of that request instead of the timings",
    )
    parser.add_argument("--top", type=int, default=30)
    parser.add_argument(
        "--rounds",
        type=int,
        default=1,
        help="rounds entered, each in turn (the event's 11 at most)",
    )
    args = parser.parse_args()
    bench_site.setup_django()
    from django.db import connection
    from django.test import Client
    from django.test.utils import CaptureQueriesContext, teardown_test_environment
    from load_events import build_event

    with tempfile.TemporaryDirectory(prefix="profile-pad-") as folder:
        old_name = bench_site.throwaway_database(folder)
        try:
            options = SimpleNamespace(
                tables=args.tables, boards_per_round=args.boards_per_round, rounds=11, seed=1
            )
            plan = build_event(options, 0)
            client = Client()
            times: dict[str, list[float]] = {}
            queries: dict[str, list[int]] = {}

            profiler = cProfile.Profile()

            def measure(name, call):
                with CaptureQueriesContext(connection) as seen:
                    start = time.process_time()
                    if name == args.profile:
                        profiler.enable()
                    response = call()
                    profiler.disable()
                    spent = time.process_time() - start
                assert response.status_code == 200, (
                    name,
                    response.status_code,
                    response.content[:300],
                )
                times.setdefault(name, []).append(spent * 1000)
                queries.setdefault(name, []).append(len(seen.captured_queries))

            for number in range(1, min(args.rounds, plan.rounds) + 1):
                if number > 1:  # the director calls the round, as the load test's does
                    call_round(plan)
                enter_round(client, plan, measure, number)
            if args.profile:
                stats = pstats.Stats(profiler).strip_dirs()
                stats.sort_stats("cumulative").print_stats(args.top)
                stats.sort_stats("tottime").print_stats(args.top)
                return
            print(f"{'request':<12} {'n':>4} {'CPU ms (median)':>16} {'queries':>10}")
            for name, spent in times.items():
                counts = sorted(set(queries[name]))
                shown = "/".join(str(c) for c in counts)
                print(f"{name:<12} {len(spent):>4} {statistics.median(spent):>16.2f} {shown:>10}")
        finally:
            connection.creation.destroy_test_db(old_name, verbosity=0)
            teardown_test_environment()


if __name__ == "__main__":
    main()
