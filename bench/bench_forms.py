"""The first public score card, traveller and standings after a result, for the forms other
than pairs: an individual event, a whist teams event and a bridge teams event, each at two
sizes.

Each size is built in a throw-away database (``bench_site.throwaway_database``), every seating
given a result on every tray, and published; then each page is timed as the first
public reader after a change (a result of the last round taken off or entered again before
each request, ``bench_site.one_result_changed``, one for all the pages), so every request
scores the event afresh.
Figures are ``bench_site.time_page``'s: CPU medians (``cpu_median_ms``), wall times, the
queries of one request.  ``growth`` is each page's CPU median at the larger size over the
smaller one's.

- individuals: Bench's ``individual`` movement at 20 and 40 players (5 and 10 tables), one
  tray a round;
- teams: Howell's teams at 9 and 19 teams (9 and 19 tables), two trays a set, whist by
  tricks;
- teams-imps: the same movement at bridge, by IMPs (each board compared with its other
  table, the matches in victory points), contracts made, over- and under-made in turn.

In Howell's teams every team meets every other, so the results grow with the square of the
teams (144 at 9 teams, 684 at 19: 4.75 times) and so do the matches the standings list (36,
171); the results a page is made from are given beside each size.

Run with ``python bench/bench_forms.py`` (``make bench`` calls ``run()``).
"""

from __future__ import annotations

import datetime as dt
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.bench_site import (  # noqa: E402
    empty_database,
    one_result_changed,
    play_and_publish,
    setup_django,
    throwaway_database,
    time_page,
)

REQUESTS = 20
# (name, form, movement, sizes as the movement counts them, trays a round, game)
FORMS = (
    ("individuals", "individuals", "individual", (20, 40), 1, "whist"),
    ("teams", "teams", "howell-teams", (9, 19), 2, "whist"),
    ("teams-imps", "teams", "howell-teams", (9, 19), 2, "bridge"),
)
# A bridge table's contract, by table and tray; the tricks made vary by round.
CONTRACTS = ("4S", "3NT", "2H", "4H", "1NT", "5D")
PAGES = ("score_card", "traveller", "standings")


def build_event(form: str, kind: str, size: int, per_round: int, game: str = "whist"):
    """The event, started and published, with a result at every seating on every tray (a
    bridge event's by IMPs, ``CONTRACTS``)."""
    from django.contrib.auth import get_user_model

    from tournaments import models as m
    from tournaments import services
    from tournaments.services.clubs import create_club

    user = get_user_model().objects.create_user("bench-director")
    create_club(name="Bench Club", organiser=user.username)
    event = services.create_event(
        by=user,
        name=f"Bench {form} {size}",
        date=dt.date(2026, 11, 20),
        game=game,
        form=form,
        movement_kind=kind,
        movement_size=size,
        boards_per_round=per_round,
        scoring_method=(
            m.ScoringMethod.IMPS
            if game == m.Game.BRIDGE
            else m.ScoringMethod.TRICKS
            if form == "teams"
            else m.ScoringMethod.MATCHPOINTS
        ),
        seed=11,
    )
    services.start_event(event, by=user)
    event.refresh_from_db()
    seatings = m.Seating.objects.filter(round__event=event)
    if form == "individuals":
        seatings = seatings.filter(north__isnull=False, south__isnull=False)
    else:
        seatings = seatings.filter(ns__isnull=False, ew__isnull=False)
    if game == m.Game.BRIDGE:
        return _bridge_played(event, user, seatings)
    return play_and_publish(event, user, seatings)


def _bridge_played(event, user, seatings):
    """Every tray of ``seatings`` played at bridge (North declaring ``CONTRACTS`` by table and
    tray, made exactly, one over or one down by round), then published."""
    from tournaments import services

    by_tray: dict[int, list] = {}
    for s in seatings.select_related("round", "table").prefetch_related("trays"):
        for tray in s.trays.all():
            contract = CONTRACTS[(s.table.number + tray.number) % len(CONTRACTS)]
            tricks = min(6 + int(contract[0]) + (s.round.number + s.table.number) % 3 - 1, 13)
            entry = services.BridgeEntry(s.pk, contract, "N", tricks)
            by_tray.setdefault(tray.number, []).append(entry)
    for number, entries in sorted(by_tray.items()):
        services.record_traveller(event, number, entries, by=user)
    services.publish_event(event, by=user)
    event.refresh_from_db()
    return event


def measure(form: str, kind: str, size: int, per_round: int, game: str, requests: int) -> dict:
    from django.core.cache import cache
    from django.test import Client

    from tournaments import models as m

    cache.clear()
    start = time.perf_counter()
    event = build_event(form, kind, size, per_round, game)
    base = f"/e/{event.slug}"
    label = event.entrants.order_by("pk").first().label
    urls = {
        "score_card": f"{base}/card/{label}/",
        "traveller": f"{base}/tray/1/",
        "standings": f"{base}/standings/",
    }
    figures: dict[str, object] = {
        "tables": event.tables.count(),
        "results": m.Result.objects.filter(tray__event=event).count(),
        "build_seconds": round(time.perf_counter() - start, 2),
    }
    public = Client()
    # One change for every page: the same result taken off and entered again in turn, so
    # each change is one the public sees (a second result taken off a tray already hidden
    # would change nothing the public reads, and the page would be served as kept).
    change = one_result_changed(event)
    for name in PAGES:
        figures[f"{name}_public_after_a_result"] = time_page(
            public, urls[name], requests, before=change
        )
    return figures


def run(requests: int = REQUESTS) -> dict:
    """Each form at each size in a throw-away database, then the database dropped."""
    setup_django()
    from django.db import connection
    from django.test.utils import teardown_test_environment

    figures: dict[str, dict] = {}
    with tempfile.TemporaryDirectory(prefix="bench-forms-") as folder:
        old_name = throwaway_database(folder)
        try:
            for name, form, kind, sizes, per_round, game in FORMS:
                out: dict[str, object] = {}
                for size in sizes:
                    out[f"{size}"] = measure(form, kind, size, per_round, game, requests)
                    empty_database()
                small, large = (out[f"{s}"] for s in sizes)
                out["growth"] = {
                    page: round(
                        large[page]["cpu_median_ms"] / max(small[page]["cpu_median_ms"], 0.1), 2
                    )
                    for page in (f"{p}_public_after_a_result" for p in PAGES)
                }
                figures[name] = out
        finally:
            connection.creation.destroy_test_db(old_name, verbosity=0)
            teardown_test_environment()
    return figures


if __name__ == "__main__":
    for form, sizes in run().items():
        for size, pages in sizes.items():
            for name, value in pages.items() if isinstance(pages, dict) else ():
                print(f"{form:12} {size:7} {name:36} {value}")
