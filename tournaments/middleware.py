"""The site's own middleware: pages compressed for phones (``PageGZipMiddleware``), the
reader's language and the club's time zone (``ClubLocaleMiddleware``), and a clear page, not a
stack trace, when the database cannot be reached or stays busy
(``DatabaseUnavailableMiddleware``).

A page is compressed as ``adapters.compressed`` says (gzip level 4, a part of the page kept
compressed once used as it is: ``gzip_parts``, set by the view).  Everything else is Django's:
the random padding against BREACH, ``Vary: Accept-Encoding``, a strong ETag made weak, short
or already encoded responses left as they are, and streamed responses (Django's own path).

The language of a page is, in this order:

1. the one the reader chose with the language switch (Django's ``set_language`` keeps it in a
   cookie): a choice made on purpose outranks every guess;
2. the browser's language (``Accept-Language``), when the site speaks it: a player's phone is
   personal and is set up in the language its owner reads, which may not be the club's (a
   German guest at a Dutch club, an English visitor in Paris);
3. for a page about a club's event (and the club's own pages), the club's default language:
   it is the best guess for a reader who says nothing, and the only one for what has no
   reader at hand (the papers a command prints, the results mail: ``models.club_locale``);
4. the site's ``LANGUAGE_CODE`` for any other page.

Times about a club's event are shown in the club's time zone, whatever the language.  The
view that reads the event (``views/locale.py``, called where the event or table is read
anyway) applies the club's language and zone, so no request makes a query for them; this
middleware decides steps 1, 2 and 4 and puts the site's zone back after each request.

On a club evening the database may restart or drop a connection for a few seconds.  A table
phone that sends a result then must learn that nothing from that request was stored (each
service runs in one transaction, so a write either happened whole or not at all) and that it
can send again; results stored before are untouched.  The page is rendered without touching
the database: no session, no user, no context processors.

On SQLite one process writes at a time and the others wait their turn (the settings' busy
timeout).  A request that still meets "database is locked" is run again after a short pause,
a few times, as long as nothing it wrote was committed (so nothing can be stored twice) and
it has spent less than twice the busy timeout (so it ends within about three times the busy
timeout, well inside gunicorn's).  A lock that outlasts that gets a page saying the database
was busy and nothing was saved, not that the database cannot be reached.
"""

from __future__ import annotations

import logging
import random
import re
import time
from collections.abc import Callable

from django.conf import settings
from django.contrib.messages.storage import default_storage
from django.db import InterfaceError, OperationalError, connection
from django.http import HttpRequest, HttpResponse
from django.middleware.gzip import GZipMiddleware, re_accepts_gzip
from django.middleware.locale import LocaleMiddleware
from django.template.loader import render_to_string
from django.utils import timezone, translation
from django.utils.cache import patch_vary_headers
from django.utils.translation import trans_real

from tournaments.adapters import compressed
from tournaments.models.django_internals import forget_attempt

logger = logging.getLogger(__name__)

RETRY_AFTER_SECONDS = 30
UNAVAILABLE = (OperationalError, InterfaceError)

BUSY_RETRY_AFTER_SECONDS = 5
LOCKED_RETRIES = 3
FIRST_PAUSE_SECONDS = 0.05  # doubled before each further attempt, with some jitter
SQLITE_BUSY, SQLITE_LOCKED = 5, 6
WRITE = re.compile(r"\s*(INSERT|UPDATE|DELETE|REPLACE|CREATE|DROP|ALTER)\b", re.IGNORECASE)


class PageGZipMiddleware(GZipMiddleware):
    """Django's ``GZipMiddleware`` compressing pages as ``adapters.compressed`` does: a page
    whose view left its parts on the response (``gzip_parts``: kept parts compressed once,
    the text around them) is compressed from them, when nothing after the view changed its
    text; any other page whole."""

    def process_response(self, request: HttpRequest, response: HttpResponse) -> HttpResponse:
        if response.streaming or response.has_header("Content-Encoding"):
            return super().process_response(request, response)
        content = response.content
        if len(content) < 200:  # not worth compressing: Django's own threshold
            return response
        patch_vary_headers(response, ("Accept-Encoding",))
        if not re_accepts_gzip.search(request.META.get("HTTP_ACCEPT_ENCODING", "")):
            return response
        parts = getattr(response, "gzip_parts", None)
        if parts is None or compressed.text_of(parts) != content:
            parts = [content]
        sent = compressed.gzip_of(parts, self.max_random_bytes)
        if len(sent) >= len(content):
            return response
        response.content = sent
        response.headers["Content-Length"] = str(len(sent))
        etag = response.get("ETag")
        if etag and etag.startswith('"'):  # a strong ETag made weak (RFC 9110, 8.8.1)
            response.headers["ETag"] = "W/" + etag
        response.headers["Content-Encoding"] = "gzip"
        return response


def chosen_language(request: HttpRequest) -> str | None:
    """The language the reader asked for (the switch's cookie, then the browser's
    ``Accept-Language``) when the site speaks it, else None."""
    cookie = request.COOKIES.get(settings.LANGUAGE_COOKIE_NAME)
    asked = [cookie] if cookie else []
    header = request.headers.get("Accept-Language", "")
    asked += [code for code, _q in trans_real.parse_accept_lang_header(header) if code != "*"]
    for code in asked:
        try:
            return translation.get_supported_language_variant(code)
        except LookupError:
            continue
    return None


class ClubLocaleMiddleware(LocaleMiddleware):
    """Django's ``LocaleMiddleware`` (the switch's cookie, the browser, the site's default),
    noting on the request whether the reader chose a language, so that a page about a club's
    event falls back to the club's language rather than the site's (the order: this module's
    docstring)."""

    def process_request(self, request: HttpRequest) -> None:
        request.language_chosen = chosen_language(request) is not None
        super().process_request(request)

    def process_response(self, request: HttpRequest, response: HttpResponse) -> HttpResponse:
        response = super().process_response(request, response)
        timezone.deactivate()
        return response


def unavailable_response(
    request: HttpRequest, *, busy: bool = False, partly_saved: bool = False
) -> HttpResponse:
    """The 503 page: what happened, what was kept, and what to do next.

    ``busy``: the database answered but stayed locked by other writers; ``partly_saved``: the
    request had stored something before it met the lock, so "nothing was saved" would be
    untrue.
    """
    retry_after = BUSY_RETRY_AFTER_SECONDS if busy else RETRY_AFTER_SECONDS
    context = {
        "was_write": request.method == "POST",
        "retry_after": retry_after,
        "busy": busy,
        "partly_saved": partly_saved,
    }
    body = render_to_string("503.html", context)
    response = HttpResponse(body, status=503)
    response["Retry-After"] = str(retry_after)
    response["Cache-Control"] = "no-store"
    return response


def locked(response: HttpResponse) -> bool:
    return getattr(response, "database_locked", False)


def is_locked(exception: BaseException) -> bool:
    """SQLite's "database is locked": another process held the write lock."""
    if not isinstance(exception, OperationalError) or connection.vendor != "sqlite":
        return False
    code = getattr(exception.__cause__, "sqlite_errorcode", None)
    if code is not None:
        return code & 0xFF in (SQLITE_BUSY, SQLITE_LOCKED)
    return "is locked" in str(exception)


class CommittedWrites:
    """Watches a request's statements: has anything it wrote been committed?

    A write inside a transaction counts once that transaction commits (a rolled-back one, as
    when a lock stops it half-way, leaves nothing); a write outside one counts at once.
    """

    def __init__(self) -> None:
        self.committed = False

    def _mark(self) -> None:
        self.committed = True

    def __call__(self, execute, sql, params, many, context):
        result = execute(sql, params, many, context)
        if WRITE.match(sql):
            context["connection"].on_commit(self._mark)  # runs at once outside a transaction
        return result


class DatabaseUnavailableMiddleware:
    """Turn a lost database connection raised by a view into a 503 page; on SQLite, run a
    request that met a lock again first."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]):
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        if connection.vendor != "sqlite":
            return self.get_response(request)
        deadline = time.monotonic() + 2 * connection.settings_dict["OPTIONS"].get("timeout", 5)
        writes = CommittedWrites()
        with connection.execute_wrapper(writes):
            response = self.get_response(request)
            for attempt in range(LOCKED_RETRIES):
                if not locked(response) or writes.committed or time.monotonic() > deadline:
                    break
                pause = FIRST_PAUSE_SECONDS * 2**attempt * random.uniform(1, 1.5)
                logger.warning(
                    "Database locked on %s %s; trying again in %.2f s",
                    request.method,
                    request.path,
                    pause,
                )
                time.sleep(pause)
                _fresh(request)
                response = self.get_response(request)
        if not locked(response):
            return response
        logger.error("Database still locked on %s %s", request.method, request.path)
        return unavailable_response(request, busy=True, partly_saved=writes.committed)

    def process_exception(self, request: HttpRequest, exception: Exception) -> HttpResponse | None:
        if not isinstance(exception, UNAVAILABLE):
            return None
        if is_locked(exception):
            response = unavailable_response(request, busy=True)
            response.database_locked = True  # the page sent if no further attempt succeeds
            return response
        logger.error("Database unavailable on %s %s: %s", request.method, request.path, exception)
        return unavailable_response(request)


def _fresh(request: HttpRequest) -> None:
    """Undo what a failed attempt left on the request: messages it queued (they were never
    sent) and how far it read uploaded files."""
    forget_attempt(request, default_storage)
