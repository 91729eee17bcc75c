"""The servers the load test starts on loopback: PostgreSQL (the running cluster when it
answers, else a private one under a temporary folder), Redis as a child process, and gunicorn
processes that can be killed outright and started again, as a machine that dies.
"""

from __future__ import annotations

import glob
import http.client
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

HOST = "127.0.0.1"


def free_port() -> int:
    with socket.socket() as s:
        s.bind((HOST, 0))
        return s.getsockname()[1]


def connect_postgresql(url: str, dbname: str | None = None, *, timeout: int = 5):
    """An autocommit connection to the cluster ``url`` names: to ``dbname`` (the maintenance
    database "postgres" to create or drop others), else to the database of the URL.  Used by
    the load test and by the tests that serve the site with many workers."""
    import psycopg

    parts = urlsplit(url)
    return psycopg.connect(
        host=parts.hostname,
        port=parts.port or 5432,
        user=parts.username,
        password=parts.password,
        dbname=dbname or parts.path.lstrip("/"),
        connect_timeout=timeout,
        autocommit=True,
    )


def _binary(name: str) -> str | None:
    found = shutil.which(name)
    if found:
        return found
    versions = sorted(glob.glob(f"/usr/lib/postgresql/*/bin/{name}"))
    return versions[-1] if versions else None


class Postgres:
    """The database the run uses: the cluster ``url`` names when it answers; else a private
    cluster (initdb and pg_ctl under a temporary folder, on a free port), stopped afterwards.
    """

    def __init__(self, url: str):
        parts = urlsplit(url)
        if parts.scheme not in {"postgres", "postgresql"} or parts.hostname not in {
            HOST,
            "localhost",
        }:
            sys.exit(f"The load test runs against PostgreSQL on loopback only, not {url!r}")
        self.url = url
        self.folder: str | None = None
        self.description = ""

    def start(self) -> str:
        import psycopg

        try:
            connect_postgresql(self.url, "postgres").close()
            self.description = f"the running cluster on {urlsplit(self.url).netloc.split('@')[-1]}"
        except psycopg.OperationalError:
            self._start_private()
        self._create_database()
        return self.url

    def _as_owner(self) -> list[str]:
        """initdb refuses to run as root: run it as ``postgres`` then."""
        if os.geteuid() == 0:
            return ["runuser", "-u", "postgres", "--"]
        return []

    def _start_private(self) -> None:
        initdb, pg_ctl = _binary("initdb"), _binary("pg_ctl")
        if not (initdb and pg_ctl):
            sys.exit(f"PostgreSQL at {self.url} does not answer and initdb/pg_ctl are missing")
        self.folder = tempfile.mkdtemp(prefix="trays-loadtest-pg-")
        if os.geteuid() == 0:
            shutil.chown(self.folder, "postgres", "postgres")
        port = free_port()
        parts = urlsplit(self.url)
        user, password = parts.username or "trays", parts.password or "trays"
        secret = Path(self.folder) / "password"
        secret.write_text(password)
        if os.geteuid() == 0:
            shutil.chown(secret, "postgres", "postgres")
        data = f"{self.folder}/data"
        subprocess.run(
            [*self._as_owner(), initdb, "-D", data, "-U", user, f"--pwfile={secret}"]
            + ["--auth=scram-sha-256", "-E", "UTF8"],
            check=True,
            stdout=subprocess.DEVNULL,
        )
        options = f"-p {port} -k {self.folder} -c listen_addresses={HOST} -c fsync=off"
        subprocess.run(
            [*self._as_owner(), pg_ctl, "-D", data, "-o", options, "-w", "-l"]
            + [f"{self.folder}/log", "start"],
            check=True,
            stdout=subprocess.DEVNULL,
        )
        netloc = f"{user}:{password}@{HOST}:{port}"
        self.url = urlunsplit(parts._replace(netloc=netloc))
        self.description = f"a private cluster started here on port {port} ({self.folder})"

    def _create_database(self) -> None:
        dbname = urlsplit(self.url).path.lstrip("/")
        with connect_postgresql(self.url, "postgres") as admin:
            found = admin.execute(
                "SELECT 1 FROM pg_database WHERE datname = %s", [dbname]
            ).fetchone()
            if not found:
                admin.execute(f'CREATE DATABASE "{dbname}"')

    def stop(self) -> None:
        if self.folder:
            subprocess.run(
                [*self._as_owner(), _binary("pg_ctl"), "-D", f"{self.folder}/data"]
                + ["-m", "fast", "-w", "stop"],
                check=False,
                stdout=subprocess.DEVNULL,
            )
            shutil.rmtree(self.folder, ignore_errors=True)


class Redis:
    """redis-server as a child process on a free loopback port, nothing kept on disk."""

    def __init__(self) -> None:
        binary = shutil.which("redis-server")
        if not binary:
            sys.exit("redis-server is not installed: the load test shares its cache through it")
        self.port = free_port()
        self.folder = tempfile.mkdtemp(prefix="trays-loadtest-redis-")
        self.process = subprocess.Popen(
            [binary, "--port", str(self.port), "--bind", HOST, "--save", "", "--appendonly"]
            + ["no", "--dir", self.folder, "--maxmemory", "256mb"]
            + ["--maxmemory-policy", "allkeys-lru"],
            stdout=subprocess.DEVNULL,
            start_new_session=True,
        )
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline:
            try:
                with socket.create_connection((HOST, self.port), timeout=1) as s:
                    s.sendall(b"PING\r\n")
                    if s.recv(16).startswith(b"+PONG"):
                        return
            except OSError:
                time.sleep(0.1)
        self.stop()
        sys.exit("redis-server did not answer within 20 seconds")

    @property
    def url(self) -> str:
        return f"redis://{HOST}:{self.port}/0"

    def stop(self) -> None:
        stop_process(self.process)
        shutil.rmtree(self.folder, ignore_errors=True)


class DatabaseCpu:
    """The CPU time (user and system) PostgreSQL's processes on this machine spend while it
    runs: the database's share of the cores, beside the site's.  Each process is read once a
    second and counted from its first reading to its last, so the work of a connection that
    ends meanwhile (one opened before, to build the evenings) is not counted whole when the
    server reaps it; a process's last second before it ends may be missed."""

    def __init__(self) -> None:
        self.first: dict[str, int] = {}
        self.last: dict[str, int] = {}
        self.stopping = threading.Event()
        self.thread = threading.Thread(target=self._watch, daemon=True)

    def start(self) -> None:
        self._read(first=True)
        self.thread.start()

    def stop(self) -> float:
        """Seconds of CPU since ``start``."""
        self.stopping.set()
        self.thread.join()
        self._read()
        ticks = os.sysconf("SC_CLK_TCK")
        return sum(self.last[pid] - self.first.get(pid, 0) for pid in self.last) / ticks

    def _watch(self) -> None:
        while not self.stopping.wait(1.0):
            self._read()

    def _read(self, first: bool = False) -> None:
        for stat in Path("/proc").glob("[0-9]*/stat"):
            try:
                name, rest = stat.read_text().split("(", 1)[1].rsplit(")", 1)
            except (OSError, ValueError):
                continue
            if name != "postgres":
                continue
            fields = rest.split()
            spent = int(fields[11]) + int(fields[12])
            pid = f"{stat.parent.name}:{fields[19]}"  # with its start time: a reused pid is new
            if first:
                self.first[pid] = spent
            self.last[pid] = spent


class Gunicorn:
    """One application "machine": a gunicorn master and its workers in their own process
    group, so that ``kill`` takes the whole machine down at once (SIGKILL: no goodbye)."""

    def __init__(self, port: int, workers: int, root: Path, env: dict[str, str], log: Path):
        self.port, self.workers, self.root, self.env = port, workers, root, env
        self.log = log  # the server's own messages (4xx warnings, tracebacks), kept apart
        self.process: subprocess.Popen | None = None
        self.spent = 0.0  # CPU seconds of the processes killed before

    def cpu_seconds(self) -> float:
        """CPU time (user and system) of the master and its workers, alive or killed."""
        if not self.process:
            return self.spent
        ticks = os.sysconf("SC_CLK_TCK")
        total = 0.0
        for stat in Path("/proc").glob("[0-9]*/stat"):
            try:
                fields = stat.read_text().rsplit(")", 1)[1].split()
            except OSError:
                continue
            if int(fields[2]) == self.process.pid:  # the process group: this machine
                total += (int(fields[11]) + int(fields[12])) / ticks
        return self.spent + total

    def start(self) -> None:
        """Start the machine and return once it answers.  ``--preload`` (``load_wsgi``): the
        application is loaded and warmed before the port is opened, so a machine coming back
        refuses connections (its clients retry) until it can serve them, instead of holding
        them while it loads."""
        command = [
            sys.executable, "-m", "gunicorn", "load_wsgi:application", "--pythonpath", "bench",
            "--bind", f"{HOST}:{self.port}", "--workers", str(self.workers),
            "--timeout", "120", "--graceful-timeout", "10", "--log-level", "error",
            "--preload",
        ]  # fmt: skip
        with open(self.log, "ab") as log:
            self.process = subprocess.Popen(
                command, cwd=self.root, env=self.env, start_new_session=True, stderr=log
            )
        deadline = time.monotonic() + 90
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise SystemExit(f"gunicorn stopped with code {self.process.returncode}")
            conn = http.client.HTTPConnection(HOST, self.port, timeout=5)
            try:
                conn.request("GET", "/")
                if conn.getresponse().status == 200:
                    return
            except OSError:
                time.sleep(0.3)
            finally:
                conn.close()
        self.stop()
        raise SystemExit("gunicorn did not answer within 90 seconds")

    def warm(self, paths: list[str]) -> None:
        """Every worker's first requests import and compile what the pages need: ask for
        each page a few times at once before the clock starts, as a deployed site has been."""
        import threading

        def fetch(path: str) -> None:
            conn = http.client.HTTPConnection(HOST, self.port, timeout=120)
            try:
                conn.request("GET", path)
                conn.getresponse().read()
            except OSError:
                pass
            finally:
                conn.close()

        for _ in range(3):
            threads = [
                threading.Thread(target=fetch, args=(p,))
                for p in paths
                for _ in range(self.workers)
            ]
            for t in threads:
                t.start()
            for t in threads:
                t.join()

    def kill(self) -> None:
        """The machine dies: SIGKILL to the master and every worker, requests cut off."""
        if self.process and self.process.poll() is None:
            self.spent = self.cpu_seconds()
            os.killpg(self.process.pid, signal.SIGKILL)
            self.process.wait()

    def stop(self) -> None:
        if self.process:
            stop_process(self.process)
            try:
                os.killpg(self.process.pid, signal.SIGKILL)  # workers left behind, if any
            except ProcessLookupError:
                pass


def stop_process(process: subprocess.Popen) -> None:
    """Stop a child gracefully (SIGTERM), killing it only if it hangs."""
    if process.poll() is not None:
        return
    process.terminate()
    try:
        process.wait(timeout=30)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()
