"""The table phones' requests run a fixed number of queries, the same at 3 tables as at 15:
a result saved from the pad, the same result sent again, the pad's state before and after
the table's trays are in, and the table's page.

Counted inside the test's transaction, so the service's own transaction and the result's
savepoint show as SAVEPOINT and RELEASE lines (two each); both databases count the same.
"""

from __future__ import annotations

import json

import pytest
from django.urls import reverse

from tests.builders import make_whist_mitchell
from tournaments import models as m
from tournaments.services.settings import update_settings

# The table and its event; the tray; the seating that plays it here; the result stored for
# it (locked); the tray's deal, for the "are you sure?" warning; the result; the event's
# version; whether the public sees the tray yet; the trail line; and the two savepoints; and,
# the phone's key being new here, whether the director removed a result sent with it.
SAVE = 9 + 4 + 1
# A resend of the same key: the table, the tray, the seating, the stored result it finds.
RESEND = 4 + 2
# The table, its seating for the round, the seating's trays, the results on those trays, the
# table's results of earlier rounds the opponents have not accepted, its call waiting for the
# director, the round clock, and the seats' players and who entered them (two).  Whether the
# club keeps a member list (the pad then asks the players by itself) comes with the table's
# event and club.
STATE = 9
# Once the table has results of its own: whether the director has written over any of them.
STATE_ENTERED = STATE + 1
# The page reads what the pad reads, less the call, the clock and the seats' players.
PAGE = STATE_ENTERED - 4


@pytest.fixture(params=[3, 15], ids=["3-tables", "15-tables"])
def evening(request, organiser):
    """A whist Mitchell of two trays a round, as the load test's evenings are."""
    return make_whist_mitchell(organiser, tables=request.param, boards_per_round=2)


def save(client, secret: str, tray: int, tricks: int, key: str):
    body = {"tray": tray, "round": 1, "ns_tricks": tricks, "key": key}
    url = reverse("table-pad-save", args=[secret])
    return client.post(url, json.dumps(body), content_type="application/json")


def test_the_pads_requests_use_a_fixed_number_of_queries(
    client, evening, django_assert_num_queries
):
    table = evening.tables.get(number=2)
    trays = sorted(t.number for t in table.seatings.get(round__number=1).trays.all())
    state = reverse("table-pad-state", args=[table.secret])
    with django_assert_num_queries(STATE):
        before = client.get(state).json()
    assert [t["result"] for t in before["trays"]] == [None, None]
    for n, tray in enumerate(trays):
        with django_assert_num_queries(SAVE):
            saved = save(client, table.secret, tray, 7 + n, f"queries-{tray:04d}")
        assert saved.json()["outcome"] == "saved"
    with django_assert_num_queries(RESEND):
        again = save(client, table.secret, trays[0], 7, f"queries-{trays[0]:04d}")
    assert again.json()["outcome"] == "stored"
    assert m.Result.objects.count() == 2 and m.ResultChange.objects.count() == 2
    # and, once, the seatings for where to go next
    with django_assert_num_queries(STATE_ENTERED + 1):
        after = client.get(state).json()
    assert [t["result"]["ns_tricks"] for t in after["trays"]] == [7, 8]
    assert after["moves"]
    with django_assert_num_queries(STATE_ENTERED):  # the seatings are kept for this version
        client.get(state)
    with django_assert_num_queries(PAGE):
        page = client.get(reverse("table-entry", args=[table.secret]))
    assert page.status_code == 200


# With tables moving on by themselves, a table in the event's round whose trays nobody else
# plays this round reads its own step only: the event's number of rounds.  Its seating's
# results, and whether the director has written over any of them, are the ones the pad's
# state and the table's page have read already.
MOVING_ON = 1
MOVING_ON_ENTERED = MOVING_ON


@pytest.fixture(params=[5, 15], ids=["5-tables", "15-tables"])
def moving_evening(request, organiser):
    """The load test's evening, its tables moving on by themselves."""
    event = make_whist_mitchell(organiser, tables=request.param, boards_per_round=2)
    update_settings(event, by=organiser, moving_on=m.MovingOn.TABLES)
    return event


def test_the_pads_state_with_tables_moving_on_reads_only_its_own_table(
    client, moving_evening, django_assert_num_queries
):
    table = moving_evening.tables.get(number=2)
    trays = sorted(t.number for t in table.seatings.get(round__number=1).trays.all())
    state = reverse("table-pad-state", args=[table.secret])
    client.get(state)  # the movement, read once for the event
    with django_assert_num_queries(STATE + MOVING_ON):
        before = client.get(state).json()
    assert before["moving"]["round"] == 1 and before["moving"]["done"] is False
    for n, tray in enumerate(trays):
        assert save(client, table.secret, tray, 7 + n, f"moving-{tray:04d}").status_code == 200
    client.get(state)  # the seatings for where to go next, once
    with django_assert_num_queries(STATE_ENTERED + MOVING_ON_ENTERED):
        after = client.get(state).json()
    # Entered but not yet accepted by the opponents: the table has not finished its round.
    assert after["moving"]["done"] is False and after["moving"]["waits"] == []
    with django_assert_num_queries(PAGE + MOVING_ON_ENTERED):
        page = client.get(reverse("table-entry", args=[table.secret]))
    assert page.status_code == 200
