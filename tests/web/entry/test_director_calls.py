"""A table calls the director from its pad (Law 9B: the director is summoned as soon as
attention is drawn to an irregularity): the call shows at the top of the desk with the table,
the round and the time until the director answers it; the pad says the director is coming;
both go in the director's log.  A table calls once while its call waits; a call is only for a
table of an event in play; only the event's organisers answer; and the public sees nothing of
it (its version does not change)."""

from __future__ import annotations

import pytest
from django.test import Client
from django.urls import reverse

from tests.builders import club_user, make_bridge_mitchell
from tournaments import models as m

pytestmark = pytest.mark.django_db


def call(client, table: m.Table, body: dict):
    url = reverse("table-pad-call", args=[table.secret])
    return client.post(url, body, content_type="application/json")


def pad_call(client, table: m.Table):
    return client.get(reverse("table-pad-state", args=[table.secret])).json()["call"]


@pytest.fixture
def bridge(organiser):
    return make_bridge_mitchell(organiser, tables=3, boards_per_round=2)


def test_a_call_reaches_the_desk_and_the_pad_until_the_director_answers(client, bridge, organiser):
    table = bridge.tables.get(number=2)
    public_before = m.Event.objects.get(pk=bridge.pk).public_version
    answer = call(client, table, {"reason": "revoke"})
    assert answer.status_code == 200
    made = answer.json()
    assert made["outcome"] == "called"
    assert made["call"]["reason"] == "Revoke"
    assert pad_call(client, table) == made["call"]
    # The public's pages show nothing of it.
    assert m.Event.objects.get(pk=bridge.pk).public_version == public_before
    desk = client_for(organiser)
    page = desk.get(reverse("run", args=[bridge.slug])).content.decode()
    at = made["call"]["at"]
    assert f"Table 2 (round 1) called at {at}: Revoke." in page
    polled = desk.get(reverse("run-calls", args=[bridge.slug])).json()["calls"]
    assert [(c["table"], c["round"], c["reason"]) for c in polled] == [(2, 1, "Revoke")]
    pk = polled[0]["id"]
    answered = desk.post(reverse("run-call-answer", args=[bridge.slug, pk]))
    assert answered.status_code == 302
    assert desk.get(reverse("run-calls", args=[bridge.slug])).json()["calls"] == []
    assert pad_call(client, table) is None
    assert "called at" not in desk.get(reverse("run", args=[bridge.slug])).content.decode()
    log = list(bridge.log.order_by("pk").values_list("action", "text"))
    assert log[-2:] == [
        ("call", "Table 2 called the director in round 1: Revoke."),
        ("call-answered", f"Table 2's call of {at} answered."),
    ]
    stored = m.DirectorCall.objects.get()
    assert stored.answered_by == organiser and stored.answered_at is not None


def client_for(user):
    desk = Client()
    desk.force_login(user)
    return desk


def test_a_table_calls_once_while_its_call_waits(client, bridge):
    table = bridge.tables.get(number=1)
    first = call(client, table, {"reason": "claim"}).json()
    again = call(client, table, {}).json()  # tapped twice, or sent again after losing signal
    assert (first["outcome"], again["outcome"]) == ("called", "waiting")
    assert again["call"] == first["call"]
    assert m.DirectorCall.objects.count() == 1
    assert bridge.log.filter(action="call").count() == 1
    # Another table's call is its own.
    other = call(client, bridge.tables.get(number=3), {}).json()
    assert other["outcome"] == "called" and other["call"]["reason"] == "Something else"
    assert m.DirectorCall.objects.count() == 2


@pytest.mark.parametrize(
    ("body", "status", "message"),
    [
        ({"reason": "cheating"}, 422, "Say why the director is called: Revoke, Lead out of turn, "
         "Claim, Something else, or nothing."),
        ({"reason": 7}, 400, "Say why the director is called in words, or nothing."),
    ],
)  # fmt: skip
def test_a_reason_the_pad_could_not_send_is_refused(client, bridge, body, status, message):
    answer = call(client, bridge.tables.get(number=1), body)
    assert answer.status_code == status
    assert answer.json() == {"outcome": "refused", "message": message}
    assert not m.DirectorCall.objects.exists()


def test_no_call_before_the_start_or_after_the_finish(client, bridge):
    m.Event.objects.filter(pk=bridge.pk).update(status=m.Status.DRAFT)
    answer = call(client, bridge.tables.get(number=1), {"reason": "revoke"})
    assert answer.status_code == 422
    assert answer.json()["message"] == "The event has not started yet."
    m.Event.objects.filter(pk=bridge.pk).update(status=m.Status.FINISHED)
    answer = call(client, bridge.tables.get(number=1), {"reason": "revoke"})
    assert "finished" in answer.json()["message"]
    assert not m.DirectorCall.objects.exists()


def test_only_the_events_organisers_answer(client, bridge, organiser):
    call(client, bridge.tables.get(number=1), {"reason": "lead"})
    pk = m.DirectorCall.objects.get().pk
    scorer = client_for(club_user("scorer", role=m.Role.SCORER))
    assert scorer.post(reverse("run-call-answer", args=[bridge.slug, pk])).status_code == 404
    assert scorer.get(reverse("run-calls", args=[bridge.slug])).status_code == 404
    assert m.DirectorCall.objects.get().answered_at is None
