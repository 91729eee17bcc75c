"""Faults on a busy evening: a request killed while saving, a double tap, the database away.

A result is written whole or not at all (one transaction per service), a tray entered twice
at a table is stored once, and a database that goes away gives a clear 503 page while every
result stored before survives.  Phones racing for one tray from several server processes are
in ``test_phones_at_once``.
"""

from __future__ import annotations

from unittest import mock

import pytest
from django.db import DatabaseError, InterfaceError, OperationalError, connection
from django.urls import reverse

from tests.builders import make_whist_mitchell, seating_for
from tournaments import models as m
from tournaments import services


class Killed(Exception):
    """Stands for the worker dying half-way through a request."""


def table(event, number: int) -> m.Table:
    return m.Table.objects.get(event=event, number=number)


def first_tray(event, number: int) -> int:
    seating = m.Seating.objects.get(
        round__event=event, round__number=event.current_round, table__number=number
    )
    return min(t.number for t in seating.trays.all())


def kill_on_call(n: int):
    """A stand-in for ResultChange.objects.create that lets n - 1 calls through, then dies."""
    real = m.ResultChange.objects.create
    calls = {"count": 0}

    def create(**kwargs):
        calls["count"] += 1
        if calls["count"] >= n:
            raise Killed("worker killed")
        return real(**kwargs)

    return mock.patch.object(m.ResultChange.objects, "create", side_effect=create)


def tray_one_lines(event) -> list[services.WhistEntry]:
    """Tray 1 of a Mitchell with one tray a round: table t plays it in round t, NS take t + 3."""
    seatings = m.Seating.objects.filter(round__event=event, trays__number=1, ew__isnull=False)
    return [services.WhistEntry(s.pk, s.table.number + 3, None) for s in seatings]


# -- a request killed in the middle of saving -----------------------------------------------


@pytest.mark.parametrize("tables", [3, 5])
@pytest.mark.parametrize("dies_on", ["first", "last"])
def test_a_traveller_killed_while_saving_leaves_nothing(organiser, tables, dies_on):
    event = make_whist_mitchell(organiser, tables=tables, boards_per_round=1)
    lines = tray_one_lines(event)
    assert len(lines) == tables
    with kill_on_call(1 if dies_on == "first" else tables), pytest.raises(Killed):
        services.record_whist_traveller(event, 1, lines, by=organiser)
    assert m.Result.objects.filter(tray__event=event).count() == 0
    assert m.ResultChange.objects.filter(event=event).count() == 0
    assert services.record_whist_traveller(event, 1, lines, by=organiser) == tables
    assert m.Result.objects.filter(tray__event=event).count() == tables


def test_a_correction_killed_while_saving_keeps_the_old_result(organiser):
    event = make_whist_mitchell(organiser, tables=3, boards_per_round=1)
    seating = seating_for(event, 1, "1NS", "1EW")
    services.record_whist_traveller(
        event, 1, [services.WhistEntry(seating.pk, 8, None)], by=organiser
    )
    with kill_on_call(1), pytest.raises(Killed):
        services.record_whist_traveller(
            event, 1, [services.WhistEntry(seating.pk, 6, None)], by=organiser, reason="misread"
        )
    result = m.Result.objects.get(seating=seating)
    assert (result.ns_tricks, result.ew_tricks) == (8, 5)
    assert m.ResultChange.objects.filter(event=event).count() == 1


def test_a_table_entry_killed_while_saving_stores_nothing_and_can_be_sent_again(client, organiser):
    event = make_whist_mitchell(organiser, tables=3, boards_per_round=2)
    url = reverse("table-entry", args=[table(event, 2).secret])
    tray = first_tray(event, 2)
    data = {"tray": tray, f"t{tray}-ns_tricks": "9", "action": "save"}
    client.raise_request_exception = False
    with kill_on_call(1):
        response = client.post(url, data)
    assert response.status_code == 500
    assert "Something went wrong on the server" in response.content.decode()
    assert m.Result.objects.filter(tray__event=event).count() == 0
    assert client.post(url, data).status_code == 302
    result = m.Result.objects.get(tray__event=event)
    assert (result.tray.number, result.ns_tricks, result.ew_tricks) == (tray, 9, 4)


# -- double tap -----------------------------------------------------------------------------


@pytest.mark.parametrize("taps", [2, 3])
def test_a_double_tapped_submit_stores_one_result(client, organiser, taps):
    event = make_whist_mitchell(organiser, tables=3, boards_per_round=2)
    url = reverse("table-entry", args=[table(event, 1).secret])
    tray = first_tray(event, 1)
    data = {"tray": tray, f"t{tray}-ew_tricks": "5", "action": "save"}
    responses = [client.post(url, data) for _ in range(taps)]
    assert [r.status_code for r in responses] == [302] * taps
    result = m.Result.objects.get(tray__event=event)
    assert (result.ns_tricks, result.ew_tricks) == (8, 5)
    assert m.ResultChange.objects.filter(event=event).count() == 1
    page = client.get(url).content.decode()
    assert "already entered" in page and "NS 8 · EW 5" in page


# -- the database goes away ---------------------------------------------------------------


def database_away(error: type[DatabaseError]):
    """Every query fails as it would with the server down or the connection dropped."""

    def refuse(execute, sql, params, many, context):
        raise error("could not connect to server: Connection refused")

    return connection.execute_wrapper(refuse)


@pytest.fixture
def running(organiser):
    event = make_whist_mitchell(organiser, tables=3, boards_per_round=2)
    services.publish_event(event, by=organiser)
    event.refresh_from_db()
    return event


@pytest.mark.parametrize("error", [OperationalError, InterfaceError])
@pytest.mark.parametrize("page", ["standings", "event", "table-entry"])
def test_a_page_read_with_the_database_away_is_a_clear_503(client, running, error, page):
    arg = table(running, 1).secret if page == "table-entry" else running.slug
    url = reverse(page, args=[arg])
    with database_away(error):
        response = client.get(url)
    assert response.status_code == 503
    assert response["Retry-After"] == "30"
    text = response.content.decode()
    assert "The results database cannot be reached just now" in text
    assert "reload this page" in text
    assert client.get(url).status_code == 200


@pytest.mark.parametrize("error", [OperationalError, InterfaceError])
def test_a_result_sent_with_the_database_away_is_refused_and_nothing_is_lost(
    client, running, organiser, error
):
    url = reverse("table-entry", args=[table(running, 1).secret])
    before = first_tray(running, 1)
    client.post(url, {"tray": before, f"t{before}-ns_tricks": "10", "action": "save"})
    other = max(t.number for t in table(running, 1).seatings.get(round__number=1).trays.all())
    data = {"tray": other, f"t{other}-ns_tricks": "3", "action": "save"}
    with database_away(error):
        response = client.post(url, data)
    assert response.status_code == 503
    assert "Nothing from what you just sent was saved" in response.content.decode()
    stored = {r.tray.number: r.ns_tricks for r in m.Result.objects.filter(tray__event=running)}
    assert stored == {before: 10}
    assert client.post(url, data).status_code == 302
    stored = {r.tray.number: r.ns_tricks for r in m.Result.objects.filter(tray__event=running)}
    assert stored == {before: 10, other: 3}
    client.force_login(organiser)  # mid-play, unfinished trays are the club staff's to read
    standings = client.get(reverse("standings", args=[running.slug]))
    assert standings.status_code == 200 and "2 results entered" in standings.content.decode()


def test_an_error_that_is_not_the_database_stays_a_plain_500(client, running):
    client.raise_request_exception = False
    loader = "tournaments.standings.pairs_values.PairsFromValues.load"
    with mock.patch(loader, side_effect=ValueError("bug")):
        response = client.get(reverse("standings", args=[running.slug]))
    assert response.status_code == 500
    assert "Something went wrong on the server" in response.content.decode()
