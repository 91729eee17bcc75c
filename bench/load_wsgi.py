"""The site as the load test's gunicorn loads it, with ``--preload``: Django's application
with every URL's view imported and the site's templates compiled once, in the master, before
the port is opened.  Each worker forked from it (at the start, or when a killed machine comes
back) then serves its first request warm, and until the master is ready its port refuses
connections, so the clients retry instead of waiting in the queue of a machine still loading.
"""

from __future__ import annotations

import os
from pathlib import Path

from django.db import connections
from django.template.loader import get_template
from django.urls import get_resolver

from tournaments.lazy import LazyView
from tournaments.wsgi import application

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


if os.environ.get("TRAYS_WARM", "1") == "1":
    _warm()

__all__ = ["application"]
