"""Two processes sharing a real Redis through Django's own back-end see one version of an
event's standings: what one renders the other serves, and a write makes both render anew.

The two "processes" are two cache clients (``RedisCache`` objects, each with its own
connection pool) put in turn behind ``adapters.cached``.  redis-server is started on a free
loopback port for this module and stopped after it; without the binary the module skips.
"""

from __future__ import annotations

import shutil
import socket
import subprocess
import time

import pytest
from django.core.cache.backends.redis import RedisCache
from django.test import Client
from django.urls import reverse

from tests.builders import example_event
from tests.needs import missing
from tournaments import services
from tournaments.adapters import cached
from tournaments.views.public import LIVE_KEPT_AS

pytestmark = pytest.mark.django_db
REDIS = shutil.which("redis-server")


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="module")
def redis_url(tmp_path_factory):
    if REDIS is None:
        missing("redis-server is not installed (apt-get install redis-server)")
    port = _free_port()
    folder = tmp_path_factory.mktemp("redis")
    server = subprocess.Popen(
        [REDIS, "--port", str(port), "--bind", "127.0.0.1", "--save", "", "--dir", str(folder)],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        deadline = time.monotonic() + 10
        while True:
            try:
                socket.create_connection(("127.0.0.1", port), timeout=0.2).close()
                break
            except OSError:
                if time.monotonic() > deadline or server.poll() is not None:
                    pytest.fail("redis-server did not start")
                time.sleep(0.05)
        yield f"redis://127.0.0.1:{port}/0"
    finally:
        server.terminate()
        server.wait(timeout=10)


def machine(url: str) -> RedisCache:
    """One process's client of the shared cache, as ``CACHE_URL`` makes it."""
    return RedisCache(url, {"KEY_PREFIX": "trays"})


def live_part(monkeypatch, cache, event) -> tuple[str, int]:
    """The live standings as served by the process using ``cache``, and how many times that
    process rendered them."""
    rendered = []
    real = cached.kept

    def counting(key, build):
        if f":{LIVE_KEPT_AS}:" not in key:
            return real(key, build)
        return real(key, lambda: rendered.append(key) or build())

    monkeypatch.setattr(cached, "cache", cache)
    monkeypatch.setattr(cached, "kept", counting)
    cached.forget()
    body = Client().get(reverse("standings-live", args=[event.slug])).content.decode()
    monkeypatch.undo()
    return body, len(rendered)


def test_two_processes_serve_one_version(monkeypatch, organiser, redis_url):
    first, second = machine(redis_url), machine(redis_url)
    first.clear()
    event = example_event(organiser, rounds=(1, 2, 3))
    body_a, rendered_a = live_part(monkeypatch, first, event)
    body_b, rendered_b = live_part(monkeypatch, second, event)
    assert "9 results shown" in body_a
    assert (rendered_a, rendered_b) == (1, 0)  # the second process served the first's part
    assert body_b == body_a

    # A result removed on one machine: both see the new version, rendered once between them.
    result = event.trays.get(number=1).results.order_by("pk").first()
    services.remove_result(result, by=organiser, reason="Entered at the wrong table")
    body_b, rendered_b = live_part(monkeypatch, second, event)
    body_a, rendered_a = live_part(monkeypatch, first, event)
    # Tray 1 lacks a table's result again, so the public sees trays 2 and 3 alone.
    assert "6 results shown" in body_b
    assert (rendered_b, rendered_a) == (1, 0)
    assert body_a == body_b
