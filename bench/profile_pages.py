"""Where a page's server time goes: cProfile of the public pages and the pad's poll.

Builds the site bench's event (``bench_site.build_event``, 40 tables unless ``--tables``) in a
throw-away database, fetches each page once to warm up, then profiles ``--requests`` fetches
of each and prints the top lines by cumulative and by own time.  Run with
``python bench/profile_pages.py [--tables 40] [--requests 10] [--top 25]``.  It has no
``run()``, so ``make bench`` leaves it out.
"""

from __future__ import annotations

import argparse
import cProfile
import io
import pstats
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import bench_site  # noqa: E402


def page_urls(event) -> dict[str, str]:
    """The pages profiled: standings, its live part, a card, a traveller, the movement, a pad."""
    base = f"/e/{event.slug}"
    table = event.tables.order_by("number").first()
    return {
        "standings": f"{base}/standings/",
        "standings_live": f"{base}/standings/live/",
        "score_card": f"{base}/card/{event.entrants.order_by('pk').first().label}/",
        "traveller": f"{base}/tray/1/",
        "movement": f"{base}/movement/",
        "pad_state": f"/t/{table.secret}/api/",
    }


def profile(client, url: str, requests: int, top: int) -> str:
    """The profile's top lines for ``requests`` fetches of ``url``."""
    client.get(url)
    profiler = cProfile.Profile()
    profiler.enable()
    for _ in range(requests):
        response = client.get(url)
    profiler.disable()
    out = io.StringIO()
    stats = pstats.Stats(profiler, stream=out).strip_dirs()
    print(f"## {url} ({response.status_code}, {len(response.content)} bytes)", file=out)
    stats.sort_stats("cumulative").print_stats(top)
    stats.sort_stats("tottime").print_stats(top)
    return out.getvalue()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=bench_site.TABLES)
    parser.add_argument("--requests", type=int, default=10)
    parser.add_argument("--top", type=int, default=25)
    parser.add_argument("--only", nargs="*", default=None, help="page names to profile")
    args = parser.parse_args()
    bench_site.setup_django()
    from django.db import connection
    from django.test import Client
    from django.test.utils import teardown_test_environment

    with tempfile.TemporaryDirectory(prefix="profile-pages-") as folder:
        old_name = bench_site.throwaway_database(folder)
        try:
            event = bench_site.build_event(args.tables)
            client = Client()
            for name, url in page_urls(event).items():
                if args.only is None or name in args.only:
                    print(profile(client, url, args.requests, args.top))
        finally:
            connection.creation.destroy_test_db(old_name, verbosity=0)
            teardown_test_environment()


if __name__ == "__main__":
    main()
