"""What every hostile request must keep: no server error, no traceback, a message with every
refusal, nothing stored from a refused input, and no worker held past a bound."""

from __future__ import annotations

import gc
import os
import time
from contextlib import contextmanager

from django.apps import apps
from django.core.cache import cache
from django.db import transaction
from hypothesis import settings

from tests.web.security.stored import state
from tournaments.adapters import cached

# The profile tests/fuzz/conftest.py registered (conftest is read before these modules):
# ``make fuzz`` sets TRAYS_FUZZ=long.
FUZZ = settings.get_profile("fuzz-long" if os.environ.get("TRAYS_FUZZ") == "long" else "fuzz")
# For a test whose every example sweeps many requests (every form, every page): half as many.
SWEEP = settings(FUZZ, max_examples=max(3, FUZZ.max_examples // 2))
# CPU seconds one request (or one import) may take.
BOUND = 2.0


def snapshot() -> dict:
    """The stored values a request could change, and how many rows every table holds."""
    counts = {
        model._meta.label: model._default_manager.count()
        for config in (apps.get_app_config("tournaments"), apps.get_app_config("auth"))
        for model in config.get_models()
    }
    return {"counts": counts, **state()}


@contextmanager
def example():
    """One hypothesis example: whatever it stores is rolled back after it, and no cache
    carries a page from one example to the next."""
    cache.clear()
    cached.forget()
    with transaction.atomic():
        yield
        transaction.set_rollback(True)
    cache.clear()
    cached.forget()


def timed(call, *args, **kwargs):
    """``call``'s answer, failing when it took more CPU time than ``BOUND``.

    The cycle collector waits until the call is done: a full collection of everything the
    suite's earlier tests left in this process is not the request's work (a worker serving
    one club holds far less)."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        start = time.process_time()
        answer = call(*args, **kwargs)
        spent = time.process_time() - start
    finally:
        if enabled:
            gc.enable()
    assert spent < BOUND, f"{spent:.1f} s of CPU for one request"
    return answer


def text_of(response) -> str:
    if getattr(response, "streaming", False):
        return b"".join(response.streaming_content).decode(errors="replace")
    return response.content.decode(errors="replace")


def sound(response) -> str:
    """The response's text, checked: no server error, no traceback, and a refusal says why."""
    body = text_of(response)
    assert response.status_code < 500, body[:500]
    assert "Traceback" not in body, body[:500]
    if 400 <= response.status_code < 500 and response.status_code != 405:
        assert body.strip(), f"a bare {response.status_code}"
    return body


def refused(response, body: str) -> bool:
    """The request was refused: a 4xx, or the form shown again with its errors."""
    if 400 <= response.status_code < 500:
        return True
    return response.status_code == 200 and (
        'class="errorlist' in body or 'aria-invalid="true"' in body
    )
