"""A clear page, not a stack trace, when the database cannot be reached.

On a club evening the database may restart or drop a connection for a few seconds.  A table
phone that sends a result then must learn that nothing from that request was stored (each
service runs in one transaction, so a write either happened whole or not at all) and that it
can send again; results stored before are untouched.  The page is rendered without touching
the database: no session, no user, no context processors.
"""

from __future__ import annotations

import logging
from collections.abc import Callable

from django.db import InterfaceError, OperationalError
from django.http import HttpRequest, HttpResponse
from django.template.loader import render_to_string

logger = logging.getLogger(__name__)

RETRY_AFTER_SECONDS = 30
UNAVAILABLE = (OperationalError, InterfaceError)


def unavailable_response(request: HttpRequest) -> HttpResponse:
    """The 503 page: what happened, what was kept, and what to do next."""
    body = render_to_string(
        "503.html",
        {"was_write": request.method == "POST", "retry_after": RETRY_AFTER_SECONDS},
    )
    response = HttpResponse(body, status=503)
    response["Retry-After"] = str(RETRY_AFTER_SECONDS)
    response["Cache-Control"] = "no-store"
    return response


class DatabaseUnavailableMiddleware:
    """Turn a lost database connection raised by a view into a 503 page."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]):
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        return self.get_response(request)

    def process_exception(self, request: HttpRequest, exception: Exception) -> HttpResponse | None:
        if not isinstance(exception, UNAVAILABLE):
            return None
        logger.error("Database unavailable on %s %s: %s", request.method, request.path, exception)
        return unavailable_response(request)
