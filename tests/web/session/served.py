"""The site served by gunicorn on loopback, with a database of its own, for tests of many
phones sending at once: several worker processes writing one database, as on a club evening.

SQLite: a migrated file in a temporary folder (the test suite's own SQLite database lives in
memory and cannot be shared between processes).  PostgreSQL, when ``DATABASE_URL`` names
one: a database of its own on that server, dropped afterwards.  Events are built through
``tests.builders`` in a subprocess set up against that database; the phones are the load
test's cookie-keeping HTTP clients (``bench/load_support.py``).
"""

from __future__ import annotations

import csv
import http.client
import io
import json
import os
import re
import secrets
import subprocess
import sys
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlencode, urlsplit, urlunsplit

from bench.load_servers import connect_postgresql, free_port, stop_process
from bench.load_support import HOST, TOKEN, Browser, Recorder

ROOT = Path(__file__).resolve().parents[3]
SUITE_DATABASE = os.environ.get("DATABASE_URL", "")
MESSAGE = re.compile(r'<li class="(?:debug|info|success|warning|error)">([^<]*)</li>')


def backends() -> list[str]:
    """SQLite always; PostgreSQL too when the suite itself runs on it."""
    on_postgresql = urlsplit(SUITE_DATABASE).scheme in {"postgres", "postgresql"}
    return ["sqlite", "postgresql"] if on_postgresql else ["sqlite"]


# -- the database ---------------------------------------------------------------------------


def create_database(backend: str, folder: Path) -> str:
    """An empty database for the site: its URL."""
    if backend == "sqlite":
        return f"sqlite:///{folder / 'db.sqlite3'}"
    parts = urlsplit(SUITE_DATABASE)
    name = f"{parts.path.lstrip('/') or 'trays'}_served_{secrets.token_hex(4)}"
    with connect_postgresql(SUITE_DATABASE, "postgres", timeout=10) as admin:
        admin.execute(f'CREATE DATABASE "{name}"')
    return urlunsplit(parts._replace(path=f"/{name}"))


def drop_database(url: str) -> None:
    parts = urlsplit(url)
    if parts.scheme == "sqlite":
        return  # the temporary folder goes with it
    with connect_postgresql(url, "postgres", timeout=10) as admin:
        admin.execute(f'DROP DATABASE IF EXISTS "{parts.path.lstrip("/")}" WITH (FORCE)')


def environment(folder: Path, database_url: str, **extra: str) -> dict[str, str]:
    """The machine's environment less any Django or Trays setting, pointed at the database."""
    env = {
        k: v
        for k, v in os.environ.items()
        if not k.startswith(("DJANGO_", "DATABASE_URL", "TRAYS_"))
    }
    env.update(
        DATABASE_URL=database_url,
        DJANGO_SETTINGS_MODULE="tournaments.settings",
        DJANGO_DEBUG="false",
        DJANGO_CONN_MAX_AGE="60",  # keep connections between requests, as production does
        TRAYS_VAR_DIR=str(folder / "var"),
    )
    env.update(extra)
    return env


def run_django(env: dict[str, str], code: str, *, before: str = ""):
    """Run ``code`` in a fresh Django process; it prints one JSON value last, returned here.
    ``before`` runs ahead of Django's set-up."""
    script = "import json\n" + before + "\nimport django\ndjango.setup()\n" + code
    done = subprocess.run(
        [sys.executable, "-c", script],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    if done.returncode != 0:
        raise AssertionError(f"Django script failed:\n{done.stderr[-3000:]}")
    return json.loads(done.stdout.strip().splitlines()[-1])


def migrate(env: dict[str, str]) -> None:
    done = subprocess.run(
        [sys.executable, "manage.py", "migrate", "--noinput", "-v0"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    if done.returncode != 0:
        raise AssertionError(f"migrate failed:\n{done.stderr[-3000:]}")


# -- the events -----------------------------------------------------------------------------

BUILD = """
from tests.builders import club_user, make_whist_mitchell
from tournaments import models as m
from tournaments import services

by = club_user("director", password="pw-director-1")
plans = {}
for name, tables, boards in EVENTS:
    event = make_whist_mitchell(by, tables=tables, boards_per_round=boards, name=name)
    services.publish_event(event, by=by)
    seatings = m.Seating.objects.filter(round__event=event, round__number=1, ns__isnull=False)
    plans[name] = {
        "slug": event.slug,
        "tables": {
            s.table.number: [s.table.secret, sorted(t.number for t in s.trays.all())]
            for s in seatings.select_related("table").prefetch_related("trays")
        },
    }
print(json.dumps(plans))
"""


@dataclass
class Plan:
    """A started, published event: its slug and, by table, the secret and round one's trays."""

    slug: str
    tables: dict[int, tuple[str, list[int]]]


def build_events(env: dict[str, str], events: list[tuple[str, int, int]]) -> dict[str, Plan]:
    """Whist Mitchells (name, tables, trays a round), started and published."""
    plans = run_django(env, f"EVENTS = {events!r}\n{BUILD}")
    return {
        name: Plan(p["slug"], {int(t): (s, trays) for t, (s, trays) in p["tables"].items()})
        for name, p in plans.items()
    }


STORED = """
from tournaments import models as m
from tournaments.standings import scores_for

event = m.Event.objects.get(slug=SLUG)
rows = m.Result.objects.filter(tray__event=event).values_list(
    "seating__table__number", "tray__number", "ns_tricks", "ew_tricks"
)
print(json.dumps({
    "results": [list(r) for r in rows],
    "trail": m.ResultChange.objects.filter(event=event).count(),
    "standings": [
        [str(r[k]) for k in ("place", "code", "trays", "matchpoints", "maximum", "percentage")]
        for r in scores_for(event).rows()
    ],
}))
"""


def stored(env: dict[str, str], slug: str) -> dict:
    """What the database holds for the event, read afresh: results (table, tray, NS, EW), the
    number of trail lines, and the standings recomputed from the stored results."""
    return run_django(env, f"SLUG = {slug!r}\n{STORED}")


def finish(env: dict[str, str], slug: str) -> None:
    """The director finishes the event: from then on everything of it is public."""
    run_django(
        env,
        "from tournaments import models as m\nfrom tournaments import services\n"
        f"event = m.Event.objects.get(slug={slug!r})\n"
        "by = event.club.members.get(role='organiser').user\n"
        "services.finish_event(event, by=by)\n"
        "print(json.dumps(True))\n",
    )


# -- the site -------------------------------------------------------------------------------


@dataclass
class Site:
    """The site under gunicorn, its environment and its events."""

    env: dict[str, str]
    port: int
    server: subprocess.Popen
    log: Path
    plans: dict[str, Plan] = field(default_factory=dict)

    def stop(self) -> None:
        stop_process(self.server)

    def log_tail(self) -> str:
        """The end of gunicorn's log, for a failing test's message."""
        return self.log.read_text(errors="replace")[-3000:]

    def served_standings(self, slug: str) -> list[list[str]]:
        """The standings as the site serves them (its CSV), in the columns ``stored`` gives."""
        _, page = Browser(self.port, Recorder(), "check").get(
            f"/e/{slug}/standings/?_export=csv", "csv"
        )
        head, *body = list(csv.reader(io.StringIO(page)))
        wanted = ["Place", "Pair", "Trays", "Match points", "Max", "%"]
        return [[line[head.index(h)] for h in wanted] for line in body]


def serve(env: dict[str, str], workers: int, log: Path) -> Site:
    """The site under gunicorn with ``workers`` processes; returns once it answers."""
    port = free_port()
    command = [
        sys.executable, "-m", "gunicorn", "tournaments.wsgi:application",
        "--bind", f"{HOST}:{port}", "--workers", str(workers),
        "--timeout", "60", "--graceful-timeout", "5", "--log-level", "warning",
    ]  # fmt: skip
    with log.open("ab") as out:
        server = subprocess.Popen(command, cwd=ROOT, env=env, stdout=out, stderr=out)
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        if server.poll() is not None:
            raise AssertionError(f"gunicorn stopped:\n{log.read_text()[-3000:]}")
        conn = http.client.HTTPConnection(HOST, port, timeout=5)
        try:
            conn.request("GET", "/")
            if conn.getresponse().status == 200:
                return Site(env, port, server, log)
        except OSError:
            time.sleep(0.2)
        finally:
            conn.close()
    stop_process(server)
    raise AssertionError("gunicorn did not answer within 60 seconds")


# -- the phones -----------------------------------------------------------------------------


@dataclass(frozen=True)
class Send:
    """One phone's save: at the table with this secret, ``field`` of ``tray`` is ``value``."""

    secret: str
    tray: int
    field: str
    value: int


@dataclass
class Answer:
    """What the phone got back: the status of its POST and the message shown afterwards."""

    status: int
    body: str = ""
    told: str = ""


def phones_at_once(port: int, sends: list[Send]) -> list[Answer]:
    """Each send from its own phone: every phone opens its table page, then all press Save
    at the same instant, then each reads the page it is sent back to."""
    gate = threading.Barrier(len(sends))
    answers = [Answer(0) for _ in sends]

    def phone(i: int, send: Send) -> None:
        browser = Browser(port, Recorder(), "phone")
        url = f"/t/{send.secret}/"
        _, page = browser.get(url, "table page")
        found = TOKEN.search(page)
        form = {
            "csrfmiddlewaretoken": found.group(1) if found else "",
            "tray": str(send.tray),
            send.field: str(send.value),
            "action": "save",
        }
        try:
            gate.wait(timeout=60)
        except threading.BrokenBarrierError:
            return
        form_type = {"Content-Type": "application/x-www-form-urlencoded"}
        status, text = browser.request("POST", url, "save", urlencode(form), (302,), **form_type)
        answers[i].status, answers[i].body = status, text
        if status == 302:
            answers[i].told = " ".join(MESSAGE.findall(browser.get(url, "table page")[1]))

    threads = [threading.Thread(target=phone, args=(i, s)) for i, s in enumerate(sends)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=180)
    return answers
