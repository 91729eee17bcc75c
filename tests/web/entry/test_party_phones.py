"""The guests' phones at a progressive party: a table's link reports that table's result in
the round in play, with the host's checks; a resend stores nothing twice; a slower phone finds
the stored result; the host's result is never replaced from a phone; nothing before the bell,
for another round, or after the evening."""

from __future__ import annotations

import datetime as dt

import pytest
from django.urls import reverse

from tests.builders import HAND_DRAWN, euchre_evening, quick_user
from tournaments import models as m
from tournaments.services import progressive as ps


@pytest.fixture
def hostess(db):
    return quick_user("hostess")


@pytest.fixture
def evening(hostess):
    event = euchre_evening(hostess)
    ps.seat_by_hand(event, HAND_DRAWN, by=hostess)
    ps.open_round(event, by=hostess)
    return event


def link(event, number: int) -> m.PartyTable:
    return m.PartyTable.objects.get(event=event, number=number)


def send(client, event, number: int, body: dict):
    url = reverse("party-table-save", args=[link(event, number).secret])
    return client.post(url, body, content_type="application/json")


def trail(event) -> list[tuple[int, str, str]]:
    changes = m.ProgressiveChange.objects.filter(event=event).order_by("pk")
    return [(c.table, c.action, c.changed_via) for c in changes]


def test_each_table_has_its_own_link_from_the_set_up(evening):
    links = m.PartyTable.objects.filter(event=evening).order_by("number")
    assert [t.number for t in links] == [1, 2, 3, 4]
    assert len({t.secret for t in links}) == 4 and all(len(t.secret) >= 22 for t in links)


def test_the_table_page_shows_its_seats_and_round(client, evening):
    data = client.get(reverse("party-table-state", args=[link(evening, 2).secret])).json()
    # Round 1, table 2 (by hand): L3-G3 North-South, L4-G4 East-West.
    assert (data["status"], data["round"], data["kind"]) == ("open", 1, "taps")
    assert [(p["seat"], p["label"]) for p in data["players"]] == [
        ("North", "L3"), ("East", "L4"), ("South", "G3"), ("West", "G4"),
    ]  # fmt: skip
    page = client.get(reverse("party-table", args=[link(evening, 2).secret]))
    assert page.status_code == 200 and "js/party.js" in page.content.decode()


def test_a_report_is_stored_once_however_often_it_is_sent(client, evening):
    body = {"points": [5, 2], "round": 1, "key": "guest-phone-01"}
    first, again = send(client, evening, 1, body), send(client, evening, 1, body)
    assert (first.json()["outcome"], again.json()["outcome"]) == ("saved", "stored")
    row = m.ProgressiveResult.objects.get(round__event=evening)
    assert (row.table, row.points_a, row.points_b, row.entered_via) == (1, 5, 2, "guests")
    assert trail(evening) == [(1, "reported", "guests")]


def test_a_slower_phone_finds_the_stored_report(client, evening):
    send(client, evening, 3, {"points": [4, 1], "key": "first-phone-1"})
    slower = send(client, evening, 3, {"points": [1, 4], "key": "other-phone-2"})
    assert slower.status_code == 409 and slower.json()["result"]["points"] == [4, 1]
    assert m.ProgressiveResult.objects.get(round__event=evening).points_a == 4


def test_the_guests_put_their_own_report_right_before_the_bell(client, evening):
    stored = send(client, evening, 3, {"points": [4, 1], "key": "first-phone-1"}).json()
    again = {"points": [4, 2], "key": "first-phone-2", "replaces": stored["result"]["id"]}
    assert send(client, evening, 3, again).json()["outcome"] == "saved"
    assert m.ProgressiveResult.objects.get(round__event=evening).points_b == 2
    assert trail(evening) == [(3, "reported", "guests"), (3, "replaced", "guests")]


def test_the_hosts_result_is_never_replaced_from_a_phone(client, evening, hostess):
    row = ps.report_result(evening, ps.TableReport(2, points=(3, 6)), by=hostess)
    for body in ({"points": [6, 3], "key": "guest-key-01"},
                 {"points": [6, 3], "key": "guest-key-02", "replaces": row.pk}):  # fmt: skip
        answer = send(client, evening, 2, body)
        assert answer.status_code == 409 and "by the host" in answer.json()["message"]
    assert m.ProgressiveResult.objects.get(round__event=evening).points_a == 3


@pytest.mark.parametrize(
    ("body", "words"),
    [
        ({"points": [3, 3]}, "give the tricks each side won on the next hand"),
        ({"points": [3, -1]}, "cannot be negative"),
        ({"points": [3, "1"]}, "give the points of both partnerships"),
        ({"points": [3, 1], "round": 2}, "Round 2 is over"),
        ({"points": [3, 1], "key": "no good!"}, "key"),
        ({"points": [2, 1]}, "the game ends when a side reaches 5 points"),
    ],
)
def test_a_bad_report_is_refused_with_the_hosts_reason(client, evening, body, words):
    number = 1 if "game ends" in words else 2  # the head table plays a whole game
    answer = send(client, evening, number, body)
    assert answer.status_code == 422 and words in answer.json()["message"]
    assert not m.ProgressiveResult.objects.exists()


def test_nothing_before_the_bell_or_after_the_evening(client, hostess):
    event = euchre_evening(hostess, rounds=1)
    ps.seat_by_hand(event, HAND_DRAWN, by=hostess)
    answer = send(client, event, 2, {"points": [3, 6]})
    assert answer.status_code == 422 and "wait for the bell" in answer.json()["message"]
    ps.open_round(event, by=hostess)
    for number, points in ((1, (5, 2)), (2, (3, 6)), (3, (4, 1)), (4, (3, 2))):
        ps.report_result(event, ps.TableReport(number, points=points), by=hostess)
    ps.close_round(event, by=hostess)
    answer = send(client, event, 2, {"points": [6, 3], "key": "too-late-01"})
    assert answer.status_code == 422 and "The evening is over" in answer.json()["message"]
    state = client.get(reverse("party-table-state", args=[link(event, 2).secret])).json()
    assert state["status"] == "finished"
    assert m.ProgressiveResult.objects.get(round__event=event, table=2).points_a == 3


def test_hearts_from_a_phone_must_share_out_thirteen(client, hostess):
    event = ps.set_up_evening(
        ps.EveningSettings(
            name="Hearts", date=dt.date(2026, 12, 4), game="hearts", tables=2, rounds=2
        ),
        by=hostess,
    )
    ps.draw_evening(event, by=hostess)
    ps.open_round(event, by=hostess)
    players = m.ProgressiveSeat.objects.filter(round__event=event, table=1)
    labels = list(players.order_by("seat").values_list("player__label", flat=True))
    answer = send(client, event, 1, {"hearts": dict.fromkeys(labels, 3)})
    assert answer.status_code == 422 and "add up to 12" in answer.json()["message"]
    fine = send(client, event, 1, {"hearts": dict(zip(labels, (4, 3, 3, 3), strict=True))})
    assert fine.json()["outcome"] == "saved"


def test_wrong_links_are_not_found_and_a_duplicate_tables_link_is_not_a_partys(client, evening):
    assert client.get(reverse("party-table", args=["no-such-party-link"])).status_code == 404
    assert send(client, evening, 1, {"points": "five"}).status_code == 422
    url = reverse("party-table-save", args=[link(evening, 1).secret])
    assert client.post(url, "[]", content_type="application/json").status_code == 400
    assert not m.ProgressiveResult.objects.exists()


def test_the_qr_codes_are_the_hosts(client, evening, hostess):
    url = reverse("progressive-table-qr", args=[evening.slug, 1])
    assert client.get(url).status_code == 302  # to the login page
    client.force_login(hostess)
    answer = client.get(url)
    assert answer.status_code == 200 and answer["Content-Type"] == "image/svg+xml"
    host = client.get(reverse("progressive-host", args=[evening.slug])).content.decode()
    assert reverse("party-table", args=[link(evening, 4).secret]) in host
