"""A busy SQLite database: a request that meets "database is locked" is run again before the
phone is told anything, never when something it wrote was already committed, and a lock that
outlasts the retries says the database was busy (not that it cannot be reached).

The lock is simulated: the statement named fails as SQLite fails when another process holds
the write lock for longer than the busy timeout.  The phones of ``test_phones_at_once`` meet
real locks.
"""

from __future__ import annotations

import pytest
from django.contrib.auth import get_user_model
from django.core.files.uploadedfile import SimpleUploadedFile
from django.db import OperationalError, connection, transaction
from django.http import HttpResponse
from django.test import RequestFactory
from django.urls import reverse

from tests.builders import make_whist_mitchell
from tournaments import middleware
from tournaments import models as m

on_sqlite = pytest.mark.skipif(
    connection.vendor != "sqlite", reason="locks are retried on SQLite only"
)


class Locks:
    """Statements starting with ``sql`` fail with a lock, the first ``times`` times."""

    def __init__(self, sql: str, times: int):
        self.sql, self.times, self.raised = sql, times, 0

    def __call__(self, execute, sql, params, many, context):
        if sql.startswith(self.sql) and self.raised < self.times:
            self.raised += 1
            raise OperationalError("database is locked")
        return execute(sql, params, many, context)


TRAIL_INSERT = f'INSERT INTO "{m.ResultChange._meta.db_table}"'
RESULT_INSERT = f'INSERT INTO "{m.Result._meta.db_table}"'


@pytest.fixture(autouse=True)
def _no_pauses(monkeypatch):
    monkeypatch.setattr(middleware, "FIRST_PAUSE_SECONDS", 0.0)


@pytest.fixture
def table_page(organiser):
    """A table's page in a started whist Mitchell, and the form saving its first tray."""
    event = make_whist_mitchell(organiser, tables=3, boards_per_round=2)
    table = m.Table.objects.get(event=event, number=1)
    tray = min(t.number for t in table.seatings.get(round__number=1).trays.all())
    url = reverse("table-entry", args=[table.secret])
    return event, url, {"tray": tray, f"t{tray}-ns_tricks": "9", "action": "save"}


@on_sqlite
@pytest.mark.parametrize("locks", [1, middleware.LOCKED_RETRIES])
def test_a_save_that_meets_a_lock_is_sent_again_and_stored_once(client, table_page, locks):
    event, url, data = table_page
    # The result row is written, then the trail line meets the lock: the whole save rolls back.
    lock = Locks(TRAIL_INSERT, locks)
    with connection.execute_wrapper(lock):
        response = client.post(url, data)
    assert lock.raised == locks
    assert response.status_code == 302
    result = m.Result.objects.get(tray__event=event)
    assert (result.ns_tricks, result.ew_tricks) == (9, 4)
    assert m.ResultChange.objects.filter(event=event).count() == 1
    page = client.get(url).content.decode()
    assert page.count(f"Tray {data['tray']} saved.") == 1
    assert "already entered" not in page


@on_sqlite
def test_a_lock_that_outlasts_the_retries_says_the_database_was_busy(client, table_page):
    event, url, data = table_page
    lock = Locks(RESULT_INSERT, 99)
    with connection.execute_wrapper(lock):
        response = client.post(url, data)
    assert lock.raised == 1 + middleware.LOCKED_RETRIES
    assert response.status_code == 503
    assert response["Retry-After"] == str(middleware.BUSY_RETRY_AFTER_SECONDS)
    text = response.content.decode()
    assert "The results database was busy just now" in text
    assert "Nothing from what you just sent was saved" in text
    assert "send it again" in text
    assert "cannot be reached" not in text
    assert not m.Result.objects.filter(tray__event=event).exists()
    assert client.post(url, data).status_code == 302
    assert m.Result.objects.filter(tray__event=event).count() == 1


@on_sqlite
def test_a_request_that_waited_long_already_is_not_run_again(client, table_page, monkeypatch):
    _, url, data = table_page
    # a busy timeout of nothing: any time spent is more than twice the busy timeout
    monkeypatch.setitem(connection.settings_dict["OPTIONS"], "timeout", 0)
    lock = Locks(RESULT_INSERT, 99)
    with connection.execute_wrapper(lock):
        response = client.post(url, data)
    assert lock.raised == 1
    assert response.status_code == 503
    assert "The results database was busy just now" in response.content.decode()


@on_sqlite
def test_a_page_read_that_meets_a_lock_is_read_again(client, organiser):
    event = make_whist_mitchell(organiser, tables=3, boards_per_round=2)
    url = reverse("table-entry", args=[m.Table.objects.get(event=event, number=2).secret])
    lock = Locks("SELECT", 1)
    with connection.execute_wrapper(lock):
        response = client.get(url)
    assert lock.raised == 1
    assert response.status_code == 200


@pytest.mark.parametrize("message", ["could not connect to server", "disk I/O error"])
def test_other_database_errors_are_not_retried(client, table_page, message):
    _, url, data = table_page
    calls = []

    def fail(execute, sql, params, many, context):
        calls.append(sql)
        raise OperationalError(message)

    with connection.execute_wrapper(fail):
        response = client.post(url, data)
    assert len(calls) == 1
    assert response.status_code == 503
    assert "The results database cannot be reached just now" in response.content.decode()


def test_a_lock_is_retried_on_sqlite_only(client, table_page):
    _, url, data = table_page
    lock = Locks(RESULT_INSERT, 99)
    with connection.execute_wrapper(lock):
        response = client.post(url, data)
    retried = connection.vendor == "sqlite"
    assert lock.raised == (1 + middleware.LOCKED_RETRIES if retried else 1)
    assert response.status_code == 503


# -- a request that already stored something is never run again ------------------------------


def locked_after(write) -> middleware.DatabaseUnavailableMiddleware:
    """The middleware around a view that does ``write`` and then meets a lock."""
    calls = []

    def view(request) -> HttpResponse:
        calls.append(1)
        write()
        return layer.process_exception(request, OperationalError("database is locked"))

    layer = middleware.DatabaseUnavailableMiddleware(view)
    layer.calls = calls
    return layer


@on_sqlite
@pytest.mark.django_db(transaction=True)
def test_a_request_that_committed_a_write_is_not_run_again():
    made = iter(range(100))
    layer = locked_after(lambda: get_user_model().objects.create_user(f"u{next(made)}"))
    response = layer(RequestFactory().post("/somewhere/"))
    assert len(layer.calls) == 1
    assert get_user_model().objects.count() == 1
    assert response.status_code == 503
    text = response.content.decode()
    assert "Part of what you just sent may have been saved" in text
    assert "Nothing from what you just sent was saved" not in text


@on_sqlite
@pytest.mark.django_db(transaction=True)
def test_a_write_rolled_back_by_its_transaction_does_not_count_as_stored():
    def rolled_back():
        try:
            with transaction.atomic():
                get_user_model().objects.create_user("gone")
                raise OperationalError("database is locked")
        except OperationalError:
            pass

    layer = locked_after(rolled_back)
    response = layer(RequestFactory().post("/somewhere/"))
    assert len(layer.calls) == 1 + middleware.LOCKED_RETRIES
    assert not get_user_model().objects.exists()
    assert "Nothing from what you just sent was saved" in response.content.decode()


def test_a_request_sent_again_reads_its_upload_from_the_start():
    upload = SimpleUploadedFile("event.json", b'{"event": 1}')
    request = RequestFactory().post("/restore/", {"file": upload})
    assert request.FILES["file"].read() == b'{"event": 1}'
    middleware._fresh(request)
    assert request.FILES["file"].read() == b'{"event": 1}'
