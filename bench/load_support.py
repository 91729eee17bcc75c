"""The load test's plumbing: a cookie-keeping HTTP client, latency figures, the database and
the gunicorn process.  Loopback only: the client talks to 127.0.0.1 and nothing else.
"""

from __future__ import annotations

import http.client
import os
import re
import shutil
import socket
import subprocess
import sys
import threading
import time
from collections import defaultdict
from http.cookies import SimpleCookie
from pathlib import Path
from urllib.parse import urlencode, urlsplit

HOST = "127.0.0.1"
EXPECTED = {"GET": (200, 204), "POST": (302,)}
TOKEN = re.compile(r'name="csrfmiddlewaretoken" value="([^"]+)"')


class Recorder:
    """Every request's role, kind, status and milliseconds, for the figures afterwards."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.rows: list[tuple[str, str, int, float, bool]] = []

    def add(self, role: str, kind: str, status: int, ms: float, ok: bool) -> None:
        with self.lock:
            self.rows.append((role, kind, status, ms, ok))

    def server_errors(self) -> int:
        return sum(1 for row in self.rows if row[2] >= 500)

    def failures(self) -> int:
        return sum(1 for row in self.rows if not row[4])

    def figures(self, elapsed: float) -> dict[str, dict[str, float]]:
        groups: dict[str, list[tuple]] = defaultdict(list)
        for row in self.rows:
            groups[row[0]].append(row)
            groups[f"{row[0]}: {row[1]}"].append(row)
        groups["all"] = list(self.rows)
        out = {}
        for name, rows in sorted(groups.items(), key=lambda kv: (kv[0] != "all", kv[0])):
            ms = sorted(r[3] for r in rows)
            out[name] = {
                "requests": len(rows),
                "per_second": len(rows) / elapsed if elapsed else 0.0,
                "p50_ms": percentile(ms, 50),
                "p95_ms": percentile(ms, 95),
                "p99_ms": percentile(ms, 99),
                "max_ms": ms[-1],
                "server_errors": sum(1 for r in rows if r[2] >= 500),
                "failed": sum(1 for r in rows if not r[4]),
            }
        return out

    def report(self, elapsed: float) -> dict[str, dict[str, float]]:
        figures = self.figures(elapsed)
        print(f"\nLoad phase: {elapsed:.1f} s")
        head = f"{'':28} {'requests':>8} {'req/s':>7} {'p50 ms':>8} {'p95 ms':>8} "
        print(head + f"{'p99 ms':>8} {'max ms':>8} {'5xx':>5} {'failed':>6}")
        for name, f in figures.items():
            print(
                f"{name:28} {f['requests']:>8} {f['per_second']:>7.1f} {f['p50_ms']:>8.0f} "
                f"{f['p95_ms']:>8.0f} {f['p99_ms']:>8.0f} {f['max_ms']:>8.0f} "
                f"{f['server_errors']:>5} {f['failed']:>6}",
            )
        return figures


def percentile(sorted_values: list[float], p: float) -> float:
    """Nearest-rank percentile of an already sorted list."""
    if not sorted_values:
        return 0.0
    rank = max(1, -(-len(sorted_values) * p // 100))
    return sorted_values[int(rank) - 1]


class Browser:
    """One device: its own cookies (session, CSRF, messages), one request at a time unless
    it double-taps.
    """

    def __init__(self, port: int, recorder: Recorder, role: str):
        self.port = port
        self.recorder = recorder
        self.role = role
        self.cookies: dict[str, str] = {}
        self.lock = threading.Lock()

    def request(self, method: str, path: str, kind: str, body: str | None = None):
        with self.lock:
            cookie = "; ".join(f"{k}={v}" for k, v in self.cookies.items())
        headers = {"Cookie": cookie} if cookie else {}
        if body is not None:
            headers["Content-Type"] = "application/x-www-form-urlencoded"
        start = time.perf_counter()
        conn = http.client.HTTPConnection(HOST, self.port, timeout=120)
        try:
            conn.request(method, path, body=body, headers=headers)
            response = conn.getresponse()
            text = response.read().decode("utf-8", "replace")
            status, set_cookies = response.status, response.headers.get_all("Set-Cookie") or []
        except OSError:
            status, text, set_cookies = 0, "", []
        finally:
            conn.close()
        ms = (time.perf_counter() - start) * 1000
        self._keep(set_cookies)
        self.recorder.add(self.role, kind, status, ms, status in EXPECTED[method])
        return status, text

    def _keep(self, set_cookies: list[str]) -> None:
        with self.lock:
            for header in set_cookies:
                for name, morsel in SimpleCookie(header).items():
                    if morsel.value == "" or morsel["max-age"] == "0":
                        self.cookies.pop(name, None)
                    else:
                        self.cookies[name] = morsel.value

    def get(self, path: str, kind: str) -> str:
        return self.request("GET", path, kind)[1]

    def post_form(self, path: str, page: str, fields: dict, kind: str, taps: int = 1):
        """Post a form with the CSRF token of the page it came from; ``taps`` > 1 sends the
        same form that many times at once, as a double-tapped button does.
        """
        found = TOKEN.search(page)
        token = found.group(1) if found else self.cookies.get("csrftoken", "")
        body = urlencode({"csrfmiddlewaretoken": token, **fields})
        if taps == 1:
            return [self.request("POST", path, kind, body)[0]]
        statuses: list[int] = []
        threads = [
            threading.Thread(
                target=lambda: statuses.append(self.request("POST", path, kind, body)[0]),
            )
            for _ in range(taps)
        ]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        return statuses


def free_port() -> int:
    with socket.socket() as s:
        s.bind((HOST, 0))
        return s.getsockname()[1]


def _connect(url: str, dbname: str | None = None):
    import psycopg

    parts = urlsplit(url)
    return psycopg.connect(
        host=parts.hostname,
        port=parts.port or 5432,
        user=parts.username,
        password=parts.password,
        dbname=dbname or parts.path.lstrip("/"),
        connect_timeout=5,
        autocommit=True,
    )


def _start_cluster() -> None:
    """Start Debian's PostgreSQL cluster when it is installed here but not running."""
    if not shutil.which("pg_lsclusters"):
        return
    listed = subprocess.run(
        ["pg_lsclusters", "-h"], check=False, capture_output=True, text=True
    ).stdout
    for line in listed.splitlines():
        version, name, _port, status, *_ = line.split()
        if status != "online":
            print(f"Starting PostgreSQL {version}/{name}", flush=True)
            subprocess.run(["pg_ctlcluster", version, name, "start"], check=False)
    time.sleep(1)


def _as_postgres(sql: str) -> None:
    if shutil.which("runuser"):
        subprocess.run(["runuser", "-u", "postgres", "--", "psql", "-qc", sql], check=False)


def ensure_database(url: str) -> None:
    """PostgreSQL on loopback, the role of the URL, and its database, made when missing."""
    import psycopg

    parts = urlsplit(url)
    if parts.scheme not in {"postgres", "postgresql"} or parts.hostname not in {HOST, "localhost"}:
        sys.exit(f"The load test runs against PostgreSQL on loopback only, not {url!r}")
    dbname = parts.path.lstrip("/")
    try:
        _connect(url).close()
        return
    except psycopg.OperationalError as exc:
        reason = str(exc)
    if "refused" in reason or "No such file" in reason:
        _start_cluster()
    try:
        admin = _connect(url, "postgres")
    except psycopg.OperationalError:
        _as_postgres(
            f"CREATE ROLE {parts.username} LOGIN PASSWORD '{parts.password}' CREATEDB",
        )
        admin = _connect(url, "postgres")
    with admin:
        found = admin.execute("SELECT 1 FROM pg_database WHERE datname = %s", [dbname]).fetchone()
        if not found:
            admin.execute(f'CREATE DATABASE "{dbname}"')
            print(f"Created database {dbname}", flush=True)


def start_gunicorn(port: int, workers: int, root: Path) -> subprocess.Popen:
    """The site under gunicorn on loopback; returns once it answers."""
    command = [
        sys.executable, "-m", "gunicorn", "tournaments.wsgi:application",
        "--bind", f"{HOST}:{port}", "--workers", str(workers),
        "--timeout", "120", "--graceful-timeout", "10", "--log-level", "warning",
    ]  # fmt: skip
    # keep database connections between requests, as production does
    env = {**os.environ, "DJANGO_CONN_MAX_AGE": os.environ.get("DJANGO_CONN_MAX_AGE", "60")}
    server = subprocess.Popen(command, cwd=root, env=env)
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        if server.poll() is not None:
            raise SystemExit(f"gunicorn stopped with code {server.returncode}")
        try:
            conn = http.client.HTTPConnection(HOST, port, timeout=5)
            conn.request("GET", "/")
            if conn.getresponse().status == 200:
                return server
        except OSError:
            time.sleep(0.3)
        finally:
            conn.close()
    stop_process(server)
    raise SystemExit("gunicorn did not answer within 60 seconds")


def stop_process(process: subprocess.Popen) -> None:
    """Stop gunicorn gracefully (SIGTERM to its master), killing it only if it hangs."""
    if process.poll() is not None:
        return
    process.terminate()
    try:
        process.wait(timeout=30)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()
