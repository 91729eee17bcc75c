"""Load test: a whole session entered from table phones while players watch the standings.

The site runs under gunicorn on loopback with PostgreSQL.  A whist Mitchell of 30 tables (60
pairs, the wizard's recommended share-and-relay movement: 21 rounds of 2 trays) is built
through the services and published.  Two phones a table (60 devices) each open their table
page and save one tray a round; some tap Save twice, and at some tables both phones send the
same tray.  The director calls each round from the session desk once every table reported,
and 100 readers poll the live standings.  Afterwards every submitted result must be stored
exactly once with its values, and the standings the site serves must equal a fresh
recomputation from the stored results.

Run ``python bench/load.py`` (or ``make load``); ``--help`` lists the knobs.  Exits 1 when
the verification fails or a server error was seen.
"""

from __future__ import annotations

import argparse
import csv
import datetime as dt
import io
import os
import random
import re
import secrets
import sys
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import quote

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from load_support import (  # noqa: E402
    Browser,
    Recorder,
    ensure_database,
    free_port,
    start_gunicorn,
    stop_process,
)

DEFAULT_URL = "postgres://trays:trays@127.0.0.1:5432/trays_load"


@dataclass
class Plan:
    """Who enters what: (round, table) -> the trays the table plays, and the values."""

    slug: str
    rounds: int
    secrets: dict[int, str]
    trays: dict[tuple[int, int], list[int]]
    director: tuple[str, str]

    def tricks(self, rnd: int, table: int, tray: int) -> int:
        return (7 * table + 3 * tray + rnd) % 14


@dataclass
class Ledger:
    """Every save the devices sent, and which of them the site acknowledged."""

    sent: dict[tuple[int, int, int], int] = field(default_factory=dict)
    acknowledged: set[tuple[int, int, int]] = field(default_factory=set)
    double_taps: int = 0
    races: int = 0
    lock: threading.Lock = field(default_factory=threading.Lock)


def build_event(args) -> Plan:
    """The event, through the services: created, started and published, with a director."""
    from django.contrib.auth import get_user_model

    from tournaments import models as m
    from tournaments import services

    password = secrets.token_urlsafe(12)
    name = f"load-{secrets.token_hex(4)}"
    user = get_user_model().objects.create_user(name, password=password)
    event = services.create_event(
        by=user,
        name=f"Load test {name}",
        date=dt.date.today(),
        game=m.Game.WHIST,
        form=m.Form.PAIRS,
        movement_kind="mitchell",
        movement_size=args.tables,
        boards_per_round=args.boards_per_round,
        movement_options={"variant": args.variant, "rounds": args.rounds},
        scoring_method=m.ScoringMethod.MATCHPOINTS,
        seed=args.seed,
    )
    services.start_event(event, by=user)
    event.refresh_from_db()
    services.publish_event(event, by=user)
    seatings = m.Seating.objects.filter(round__event=event, ns__isnull=False, ew__isnull=False)
    trays: dict[tuple[int, int], list[int]] = {}
    for s in seatings.select_related("round", "table").prefetch_related("trays"):
        trays[(s.round.number, s.table.number)] = sorted(t.number for t in s.trays.all())
    tables = {t.number: t.secret for t in m.Table.objects.filter(event=event)}
    return Plan(event.slug, event.rounds.count(), tables, trays, (name, password))


class Session:
    """Rounds called by the director and reported by the devices, with a deadline for all."""

    def __init__(self, plan: Plan, devices: int, deadline: float):
        self.plan = plan
        self.deadline = deadline
        self.called = [threading.Event() for _ in range(plan.rounds + 2)]
        self.called[1].set()
        self.reported = threading.Semaphore(0)
        self.devices = devices
        self.finished = threading.Event()

    def late(self) -> bool:
        return time.monotonic() > self.deadline

    def wait_called(self, rnd: int) -> bool:
        while not self.called[rnd].wait(0.2):
            if self.late():
                return False
        return True


def device(session: Session, table: int, phone: int, args, rec: Recorder, ledger: Ledger):
    """One phone at a table: each round, open the page and save this phone's share of trays."""
    plan = session.plan
    rng = random.Random(f"{args.seed}-{table}-{phone}")
    browser = Browser(args.port, rec, "writer")
    url = f"/t/{plan.secrets[table]}/"
    for rnd in range(1, plan.rounds + 1):
        if not session.wait_called(rnd):
            return
        trays = plan.trays.get((rnd, table), [])
        time.sleep(rng.uniform(0, args.think))  # players reach their table at different times
        page = browser.get(url, "table page")
        mine = trays[phone :: args.phones]
        if trays and rng.random() < args.race and phone == 1:
            mine = [*mine, trays[0]]
            with ledger.lock:
                ledger.races += 1
        for tray in mine:
            time.sleep(rng.uniform(0, args.think))
            if session.late():
                return
            save(browser, page, url, (rnd, table, tray), plan, rng, args, ledger)
        session.reported.release()


def save(browser, page, url, key, plan, rng, args, ledger: Ledger) -> None:
    rnd, table, tray = key
    ns = plan.tricks(rnd, table, tray)
    side = f"t{tray}-ns_tricks" if rng.random() < 0.5 else f"t{tray}-ew_tricks"
    value = ns if side.endswith("ns_tricks") else 13 - ns
    form = {"tray": str(tray), side: str(value), "action": "save"}
    taps = 2 if rng.random() < args.double_tap else 1
    with ledger.lock:
        ledger.sent[key] = ns
        ledger.double_taps += taps - 1
    answers = browser.post_form(url, page, form, "save", taps=taps)
    if any(status == 302 for status in answers):
        with ledger.lock:
            ledger.acknowledged.add(key)
        browser.get(url, "table page")


def director(session: Session, args, rec: Recorder) -> None:
    """Log in, and call the next round from the desk once every device has reported."""
    plan = session.plan
    browser = Browser(args.port, rec, "director")
    login = browser.get("/login/", "login")
    user, password = plan.director
    browser.post_form("/login/", login, {"username": user, "password": password}, "login")
    for rnd in range(1, plan.rounds):
        for _ in range(session.devices):
            while not session.reported.acquire(timeout=0.2):
                if session.late():
                    return
        desk = browser.get(f"/e/{plan.slug}/run/", "desk")
        browser.post_form(f"/e/{plan.slug}/run/advance/", desk, {}, "advance")
        session.called[rnd + 1].set()
    for _ in range(session.devices):
        while not session.reported.acquire(timeout=0.2):
            if session.late():
                return


def reader(session: Session, index: int, args, rec: Recorder) -> None:
    """A player's phone on the standings page, which fetches its live part every interval."""
    rng = random.Random(f"{args.seed}-reader-{index}")
    browser = Browser(args.port, rec, "reader")
    base = f"/e/{session.plan.slug}/standings/"
    if session.finished.wait(rng.uniform(0, args.reader_interval)):
        return
    version = _version_of(browser.get(base, "standings"))
    while not session.finished.wait(args.reader_interval * rng.uniform(0.8, 1.2)):
        if session.late():
            return
        # as the page's own script does: name the version shown; 204 while nothing changed
        body = browser.get(f"{base}live/?since={quote(version)}", "standings live")
        version = _version_of(body) or version


def _version_of(html: str) -> str:
    found = re.search(r'data-version="([^"]*)"', html)
    return found.group(1) if found else ""


def run_load(plan: Plan, args, rec: Recorder, ledger: Ledger) -> float:
    devices = len(plan.secrets) * args.phones
    session = Session(plan, devices, time.monotonic() + args.max_seconds)
    threads = [threading.Thread(target=director, args=(session, args, rec))]
    threads += [
        threading.Thread(target=device, args=(session, t, p, args, rec, ledger))
        for t in sorted(plan.secrets)
        for p in range(args.phones)
    ]
    readers = [
        threading.Thread(target=reader, args=(session, i, args, rec)) for i in range(args.readers)
    ]
    start = time.monotonic()
    for t in threads + readers:
        t.start()
    for t in threads:
        t.join()
    session.finished.set()
    for t in readers:
        t.join()
    return time.monotonic() - start


def verify_results(slug: str, ledger: Ledger) -> list[str]:
    """Stored = submitted, once each, with the submitted values; one trail line each."""
    from tournaments import models as m

    rows = m.Result.objects.filter(tray__event__slug=slug).values_list(
        "seating__round__number",
        "seating__table__number",
        "tray__number",
        "ns_tricks",
        "ew_tricks",
    )
    stored: dict[tuple[int, int, int], tuple[int, int]] = {}
    problems = []
    for rnd, table, tray, ns, ew in rows:
        if (rnd, table, tray) in stored:
            problems.append(f"round {rnd} table {table} tray {tray} stored twice")
        stored[(rnd, table, tray)] = (ns, ew)
    lost = ledger.acknowledged - stored.keys()
    extra = stored.keys() - ledger.sent.keys()
    wrong = [
        k
        for k, v in stored.items()
        if k in ledger.sent and v != (ledger.sent[k], 13 - ledger.sent[k])
    ]
    trail = m.ResultChange.objects.filter(event__slug=slug).count()
    problems += [f"{len(lost)} acknowledged results missing"] if lost else []
    problems += [f"{len(extra)} results stored that were never sent"] if extra else []
    problems += [f"{len(wrong)} results stored with other values"] if wrong else []
    problems += [f"{trail} trail lines for {len(stored)} results"] if trail != len(stored) else []
    print(
        f"\nResults: sent {len(ledger.sent)}, acknowledged {len(ledger.acknowledged)}, stored "
        f"{len(stored)} ({ledger.double_taps} double taps, {ledger.races} second-phone sends)"
    )
    return problems


def verify_standings(slug: str, port: int) -> list[str]:
    """The site's CSV against the standings computed here (``scores_for(event).rows()``)."""
    from tournaments import models as m
    from tournaments.standings import scores_for

    browser = Browser(port, Recorder(), "check")
    served = list(csv.reader(io.StringIO(browser.get(f"/e/{slug}/standings/?_export=csv", "csv"))))
    head, body = served[0], served[1:]
    columns = {
        "Place": "place",
        "Pair": "code",
        "Trays": "trays",
        "Match points": "matchpoints",
        "Max": "maximum",
        "%": "percentage",
    }
    fresh = scores_for(m.Event.objects.get(slug=slug)).rows()
    want = [[str(row[columns[h]]) for h in head if h in columns] for row in fresh]
    got = [[cell for h, cell in zip(head, line, strict=True) if h in columns] for line in body]
    print(f"Standings: {len(got)} rows served, {len(want)} recomputed")
    if got != want or not want:
        return ["the served standings differ from the recomputation"]
    return []


def parse_args(argv=None):
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--tables", type=int, default=30)
    p.add_argument("--rounds", type=int, default=21)
    p.add_argument("--boards-per-round", type=int, default=2)
    p.add_argument("--variant", default="relay")
    p.add_argument("--phones", type=int, default=2, help="devices a table")
    p.add_argument("--readers", type=int, default=100)
    p.add_argument("--reader-interval", type=float, default=30.0, help="seconds between polls")
    p.add_argument(
        "--think",
        type=float,
        default=4.0,
        help="most seconds a phone waits before each save (a real table takes minutes)",
    )
    p.add_argument("--double-tap", type=float, default=0.1, help="share of saves sent twice")
    p.add_argument(
        "--race",
        type=float,
        default=0.1,
        help="share of rounds where the second phone also sends the first phone's tray",
    )
    p.add_argument("--workers", type=int, default=2 * (os.cpu_count() or 1) + 1)
    p.add_argument("--max-seconds", type=float, default=480.0)
    p.add_argument("--seed", type=int, default=2026)
    return p.parse_args(argv)


def main(argv=None) -> int:
    args = parse_args(argv)
    url = os.environ.get("DATABASE_URL") or DEFAULT_URL
    ensure_database(url)
    os.environ.update(DATABASE_URL=url, DJANGO_DEBUG="false", DJANGO_ENV="development")
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "tournaments.settings")
    import django
    from django.core.management import call_command

    django.setup()
    call_command("migrate", verbosity=0)
    plan = build_event(args)
    args.port = free_port()
    print(
        f"Event {plan.slug}: {len(plan.secrets)} tables, {plan.rounds} rounds, "
        f"{sum(len(t) for t in plan.trays.values())} results to enter; gunicorn "
        f"{args.workers} workers on 127.0.0.1:{args.port}",
        flush=True,
    )
    server = start_gunicorn(args.port, args.workers, ROOT)
    rec, ledger = Recorder(), Ledger()
    try:
        load_before = os.getloadavg()[0]
        elapsed = run_load(plan, args, rec, ledger)
        rec.report(elapsed)
        print(
            f"Machine load average (1 min): {load_before:.2f} before, "
            f"{os.getloadavg()[0]:.2f} after, on {os.cpu_count()} cores"
        )
        problems = verify_results(plan.slug, ledger)
        problems += verify_standings(plan.slug, args.port)
    finally:
        stop_process(server)
    planned = sum(len(t) for t in plan.trays.values())
    problems += (
        [f"only {len(ledger.acknowledged)} of {planned} results entered in time"]
        if len(ledger.acknowledged) < planned
        else []
    )
    problems += [f"{rec.server_errors()} server errors"] if rec.server_errors() else []
    problems += [f"{rec.failures()} failed requests"] if rec.failures() else []
    print(
        "\n"
        + (
            "PASS: every result stored once, standings identical"
            if not problems
            else "FAIL: " + "; ".join(problems)
        )
    )
    return 1 if problems else 0


if __name__ == "__main__":
    raise SystemExit(main())
