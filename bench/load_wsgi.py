"""The site as the load test's gunicorn loads it, with ``--preload``: Django's application
with every URL's view imported and the site's templates compiled once, in the master, before
the port is opened.  Each worker forked from it (at the start, or when a killed machine comes
back) then serves its first request warm, and until the master is ready its port refuses
connections, so the clients retry instead of waiting in the queue of a machine still loading.
"""

from __future__ import annotations

import os
import time
from pathlib import Path

from django.db import connections
from django.template.loader import get_template
from django.urls import get_resolver

from tournaments.lazy import LazyView
from tournaments.wsgi import application as django_application

ROOT = Path(__file__).resolve().parent.parent


def _warm() -> None:
    for pattern in get_resolver().url_patterns:
        view = getattr(pattern, "callback", None)
        if isinstance(view, LazyView):  # the site names its views to import them on first use
            view.loaded()
    folder = ROOT / "templates"
    for path in sorted(folder.rglob("*.html")):
        get_template(path.relative_to(folder).as_posix())
    connections.close_all()  # no connection of the master's is shared with a worker


def application(environ, start_response):
    """Django's application, timed: the CPU it took joins the answer's headers."""
    started = time.process_time()
    held: list = []

    def keep(status, headers, exc_info=None):
        held[:] = [status, headers, exc_info]
        return lambda data: None  # the site writes through the iterable it returns

    answer = django_application(environ, keep)
    try:
        body = b"".join(answer)
    finally:
        answer.close()  # request_finished: the connection kept or closed, as without timing
    status, headers, exc_info = held
    spent = (time.process_time() - started) * 1000
    start_response(status, [*headers, ("Server-Timing", f"cpu;dur={spent:.2f}")], exc_info)
    return [body]


if os.environ.get("TRAYS_WARM", "1") == "1":
    _warm()

__all__ = ["application"]
