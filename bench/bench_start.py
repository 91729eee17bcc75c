"""Benchmark: a worker's start, from a fresh process to its first page, beside a bare Django
project doing the same, and the demo's set-up steps that ``make run`` takes before serving.

- ``first_page``: a new Python process sets Django up, loads the WSGI application and serves
  the home page and the login page of a migrated site (Django's test client, no network); its
  wall time from the parent's start of the process to the answer, and the process's CPU time
  (``os.wait4``).  Medians of ``RUNS`` processes.
- ``bare_django``: the same in a bare project made here (``django-admin startproject``'s
  applications, one page rendered from a template), on the same Django and SQLite: the floor a
  Django site starts from.  ``ratio`` is ours over the bare project's, CPU time.
- ``heavy_on_first_page``: the heavy libraries a first page loaded (none: they are imported when
  first used, ``tournaments.lazy``; psycopg stays out on SQLite, ``tournaments.apps``), and
  ``own``, how many of the project's own modules it loaded (each page's view is imported
  when its address is first asked for, ``lazy.view`` in ``tournaments/urls.py``).
- ``make_run``: the steps ``make run`` takes on a fresh clone once its packages are installed
  (``migrate`` on an empty database, ``demo``, and the development server up and answering);
  ``--pip`` adds a fresh virtual environment's ``pip install -r requirements.txt`` (from pip's
  cache where it has one: the network's time is not ours).

Run: python bench/bench_start.py [--pip]
"""

from __future__ import annotations

import os
import socket
import statistics
import subprocess
import sys
import tempfile
import textwrap
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
RUNS = 7
HEAVY = ("endplay", "matplotlib", "numpy", "reportlab", "psycopg")

SERVE = """
import json, os, sys
import django
from django.core.wsgi import get_wsgi_application
application = get_wsgi_application()
from django.test import Client
client = Client()
codes = [client.get(path).status_code for path in sys.argv[1:]]
heavy = sorted({n.split(".")[0] for n in sys.modules} & set(json.loads(os.environ["HEAVY"])))
own = sum(n.split(".")[0] in ("tournaments", "movements", "said") for n in sys.modules)
print(json.dumps({"codes": codes, "heavy": heavy, "own": own}))
"""

BARE_SETTINGS = """
SECRET_KEY = "bench"
DEBUG = False
ALLOWED_HOSTS = ["*"]
ROOT_URLCONF = "bare.urls"
INSTALLED_APPS = [
    "django.contrib.admin", "django.contrib.auth", "django.contrib.contenttypes",
    "django.contrib.sessions", "django.contrib.messages", "django.contrib.staticfiles",
]
MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
]
TEMPLATES = [{
    "BACKEND": "django.template.backends.django.DjangoTemplates",
    "DIRS": [], "APP_DIRS": True,
    "OPTIONS": {"context_processors": [
        "django.template.context_processors.request",
        "django.contrib.auth.context_processors.auth",
        "django.contrib.messages.context_processors.messages",
    ]},
}]
DATABASES = {"default": {"ENGINE": "django.db.backends.sqlite3", "NAME": DB}}
STATIC_URL = "static/"
USE_TZ = True
"""

BARE_URLS = """
from django.contrib import admin
from django.shortcuts import render
from django.urls import path

def home(request):
    return render(request, "home.html", {"user": request.user})

urlpatterns = [path("", home), path("admin/", admin.site.urls)]
"""


def _timed(argv: list[str], env: dict[str, str], cwd: Path) -> tuple[float, float, str]:
    """Wall and CPU seconds of one process, and what it printed last."""
    start = time.perf_counter()
    child = subprocess.Popen(argv, env=env, cwd=cwd, stdout=subprocess.PIPE, text=True)
    out = child.stdout.read() if child.stdout else ""
    _pid, status, usage = os.wait4(child.pid, 0)
    child.returncode = os.waitstatus_to_exitcode(status)
    wall = time.perf_counter() - start
    if child.returncode != 0:
        raise RuntimeError(f"{argv[:3]} stopped with exit code {child.returncode}")
    return wall, usage.ru_utime + usage.ru_stime, out.strip().splitlines()[-1]


def _medians(samples: list[tuple[float, float, str]]) -> dict[str, float]:
    return {
        "wall_s": round(statistics.median(s[0] for s in samples), 3),
        "cpu_s": round(statistics.median(s[1] for s in samples), 3),
    }


def _machine() -> dict[str, str]:
    """This environment, less a setting that stops Python keeping compiled modules: a worker
    on a server reads them from ``__pycache__``, written by its first start (not timed)."""
    return {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}


def _environment(folder: Path, **extra: str) -> dict[str, str]:
    env = {k: v for k, v in _machine().items() if not k.startswith(("DJANGO_", "TRAYS_"))}
    env.update(
        DATABASE_URL=f"sqlite:///{folder / 'db.sqlite3'}",
        DJANGO_SETTINGS_MODULE="tournaments.settings",
        DJANGO_DEBUG="false",
        TRAYS_VAR_DIR=str(folder / "var"),
        HEAVY=str(list(HEAVY)).replace("'", '"'),
    )
    env.update(extra)
    return env


def first_page(runs: int = RUNS) -> dict:
    """Our site: migrated once, then ``runs`` fresh processes each serving its first pages."""
    with tempfile.TemporaryDirectory(prefix="bench-start-") as name:
        folder = Path(name)
        env = _environment(folder)
        manage = [sys.executable, str(ROOT / "manage.py")]
        subprocess.run([*manage, "migrate", "--noinput", "-v0"], env=env, cwd=ROOT, check=True)
        argv = [sys.executable, "-c", SERVE, "/", "/login/"]
        _timed(argv, env, ROOT)  # writes the compiled modules a server keeps
        samples = [_timed(argv, env, ROOT) for _ in range(runs)]
    last = samples[-1][2]
    return {**_medians(samples), "answer": last}


def bare_django(runs: int = RUNS) -> dict:
    """The bare project: its pages served by ``runs`` fresh processes."""
    with tempfile.TemporaryDirectory(prefix="bench-bare-") as name:
        folder = Path(name)
        package = folder / "bare"
        (package / "templates").mkdir(parents=True)
        (package / "__init__.py").write_text("")
        db = folder / "db.sqlite3"
        settings = BARE_SETTINGS.replace("INSTALLED_APPS = [", 'INSTALLED_APPS = ["bare", ')
        (package / "settings.py").write_text(f"DB = {str(db)!r}\n" + textwrap.dedent(settings))
        (package / "urls.py").write_text(textwrap.dedent(BARE_URLS))
        (package / "templates" / "home.html").write_text(
            "<!doctype html><title>Home</title><p>Hello {{ user }}</p>"
        )
        env = {**_machine(), "DJANGO_SETTINGS_MODULE": "bare.settings", "PYTHONPATH": name}
        env["HEAVY"] = "[]"
        setup = "import django; django.setup(); from django.core.management import call_command"
        migrate = f"{setup}; call_command('migrate', verbosity=0)"
        subprocess.run([sys.executable, "-c", migrate], env=env, cwd=folder, check=True)
        argv = [sys.executable, "-c", SERVE, "/", "/admin/login/"]
        _timed(argv, env, folder)
        samples = [_timed(argv, env, folder) for _ in range(runs)]
    return {**_medians(samples), "answer": samples[-1][2]}


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def make_run(pip: bool = False) -> dict[str, float]:
    """``make run``'s steps after the packages: migrate, the demo, the server answering."""
    figures: dict[str, float] = {}
    with tempfile.TemporaryDirectory(prefix="bench-run-") as name:
        folder = Path(name)
        env = _environment(folder)
        if pip:
            start = time.perf_counter()
            subprocess.run([sys.executable, "-m", "venv", str(folder / "venv")], check=True)
            pip_argv = [str(folder / "venv/bin/python"), "-m", "pip", "install", "--quiet"]
            subprocess.run([*pip_argv, "-r", str(ROOT / "requirements.txt")], check=True)
            figures["pip_install_s"] = round(time.perf_counter() - start, 1)
        manage = [sys.executable, str(ROOT / "manage.py")]
        for step in (["migrate", "--noinput", "-v0"], ["demo"]):
            start = time.perf_counter()
            subprocess.run([*manage, *step], env=env, cwd=ROOT, check=True, capture_output=True)
            figures[f"{step[0]}_s"] = round(time.perf_counter() - start, 2)
        port = _free_port()
        start = time.perf_counter()
        server = subprocess.Popen(
            [*manage, "runserver", "--noreload", f"127.0.0.1:{port}"],
            env=env,
            cwd=ROOT,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        try:
            figures["server_to_first_page_s"] = round(_first_answer(port, start), 2)
        finally:
            server.terminate()
            server.wait(timeout=30)
    figures["to_serving_s"] = round(
        figures["migrate_s"] + figures["demo_s"] + figures["server_to_first_page_s"], 2
    )
    return figures


def _first_answer(port: int, start: float, limit: float = 60.0) -> float:
    """Seconds from ``start`` until the server answers the demo event's page."""
    while time.perf_counter() - start < limit:
        try:
            with urllib.request.urlopen(f"http://127.0.0.1:{port}/e/demo/", timeout=5) as page:
                if page.status == 200:
                    return time.perf_counter() - start
        except OSError:
            time.sleep(0.05)
    raise RuntimeError(f"the development server did not answer within {limit:.0f} s")


def run(pip: bool = False) -> dict:
    ours, bare = first_page(), bare_django()
    return {
        "first_page": ours,
        "bare_django": bare,
        "ratio_cpu": round(ours["cpu_s"] / bare["cpu_s"], 2),
        "heavy_on_first_page": ours.pop("answer"),
        "bare_answer": bare.pop("answer"),
        "make_run": make_run(pip),
    }


if __name__ == "__main__":
    import json

    print(json.dumps(run(pip="--pip" in sys.argv[1:]), indent=2))
