"""Time every paper of a played 30-table whist Mitchell, read from the database.

Run: python bench/bench_papers.py  (a throw-away SQLite database in a temporary folder;
prints seconds, pages and queries per paper, and the total; ``make bench`` reads ``run()``)
"""

from __future__ import annotations

import datetime as dt
import os
import sys
import tempfile
import time
from io import BytesIO
from pathlib import Path

TABLES = 30
BOARDS_PER_ROUND = 1


def run() -> dict:
    root = Path(__file__).resolve().parent.parent
    sys.path.insert(0, str(root))
    folder = tempfile.mkdtemp(prefix="bench-papers-")
    os.environ["DATABASE_URL"] = f"sqlite:///{folder}/bench.sqlite3"
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "tournaments.settings")
    import django

    django.setup()
    from django.contrib.auth import get_user_model
    from django.core.management import call_command
    from django.db import connection
    from django.test.utils import CaptureQueriesContext
    from pypdf import PdfReader

    from tournaments import models as m
    from tournaments import papers, services
    from tournaments.services.clubs import create_club

    call_command("migrate", verbosity=0)
    user = get_user_model().objects.create_user("bench")
    create_club(name="Bench Club", organiser=user.username)
    event = services.create_event(
        by=user,
        name="Bench night",
        date=dt.date(2026, 11, 20),
        game=m.Game.WHIST,
        form=m.Form.PAIRS,
        movement_kind="mitchell",
        movement_size=TABLES,
        boards_per_round=BOARDS_PER_ROUND,
        scoring_method=m.ScoringMethod.MATCHPOINTS,
        seed=1,
    )
    for e in event.entrants.all():
        services.register_entrant(e, by=user, player_names=[f"North {e.label}", f"South {e.label}"])
    services.start_event(event, by=user)
    event.refresh_from_db()
    for tray in event.trays.all():
        seatings = tray.seatings.filter(ew__isnull=False).select_related("ns")
        entries = [services.WhistEntry(s.pk, (s.ns.number * 5) % 14, None) for s in seatings]
        services.record_whist_traveller(event, tray.number, entries, by=user)

    total = 0.0
    figures: dict[str, dict[str, float]] = {}
    print(f"{TABLES}-table Mitchell, {event.trays.count()} trays, every result entered")
    for kind in papers.available(event):
        with CaptureQueriesContext(connection) as queries:
            start = time.perf_counter()
            pdf = papers.paper_pdf(event, kind, base_url="http://127.0.0.1:8000")
            took = time.perf_counter() - start
        total += took
        pages = len(PdfReader(BytesIO(pdf)).pages)
        print(
            f"{kind:12} {took:6.2f} s {pages:4} pages {len(queries):4} queries "
            f"{len(pdf) // 1024:6} KiB"
        )
        figures[kind] = {"s": round(took, 3), "pages": pages, "queries": len(queries)}
    print(f"{'total':12} {total:6.2f} s")
    return {"tables": TABLES, "papers": figures, "all_papers_s": round(total, 2)}


if __name__ == "__main__":
    run()
