"""The table's corrections rule, on the pad's API, the table's page and the desk.

A three-table contract bridge Mitchell, one tray a round: North-South stay, East-West move up
one table and the trays down one, so tray 1 is played at table 1 in round 1 and at table 3
in round 2.  Scores by the Laws' scoring table (Law 77), none vulnerable on tray 1: 3NT made
+400 (100 for the tricks, 300 for the game), one down -50; 4H made +420; 2S by East with 8
tricks, made: -110.

The faults a director found, each with its own test:
- the opponents of a pair that left could replace the director's average-plus from their
  phone ("Change it" on the A+/- line, 4H= stored, "Changed at the table");
- a table could save any result, read the tray's traveller, then change its own result;
- a result left unaccepted vanished from the phone at the round call, unflagged on the desk.
"""

from __future__ import annotations

import pytest
from django.urls import reverse

from tests.builders import make_bridge_mitchell
from tests.web.words.visible import has_word
from tournaments import models as m
from tournaments import services
from tournaments.backup import export_event, import_event
from tournaments.services.table_requests import accept_change_request, reject_change_request


@pytest.fixture
def event(organiser):
    return make_bridge_mitchell(organiser, tables=3, boards_per_round=1)


def post(client, name, secret, body):
    return client.post(reverse(name, args=[secret]), body, content_type="application/json")


def state(client, table):
    return client.get(reverse("table-pad-state", args=[table.secret])).json()


def table(event, number) -> m.Table:
    return m.Table.objects.get(event=event, number=number)


def trail_and_requests() -> tuple:
    rows = m.Result.objects.values_list(
        "pk", "contract", "declarer", "tricks_taken", "adjustment", "confirmed_at", "disputed_at"
    )
    return (sorted(rows), m.ResultChange.objects.count(), m.ChangeRequest.objects.count())


# -- 1. A ruling belongs to the director -------------------------------------------------------


@pytest.fixture
def leaver(event, organiser):
    """Pair 2 EW leaves after round 1 and its opponents score average-plus; round 2 is called.
    In round 2 East-West 2 would sit at table 3 (East-West move up one)."""
    pair = event.entrants.get(label="2EW")
    services.withdraw_entrant(
        event, pair, from_round=2, by=organiser, reason="went home", opponents="average-plus"
    )
    services.advance_round(event, by=organiser)
    event.refresh_from_db()
    at = m.Seating.objects.get(round__event=event, round__number=2, ew=pair)
    return at.table, at.trays.get().number


def test_the_leavers_average_plus_is_read_only_on_the_opponents_phone(client, event, leaver):
    at, tray = leaver
    assert at.number == 3
    data = state(client, at)
    assert "2 EW" not in [s["code"] for s in data["seats"]]
    assert [s["code"] for s in data["seats"]] == ["3 NS", ""]
    line = data["trays"][0]["result"]
    assert (line["adjustment"], line["state"], line["by_table"]) == ("A+/-", "ruled", False)


def test_the_opponents_phone_cannot_replace_the_directors_ruling(client, event, leaver):
    """The fault: one tap on "Change it" stored 4H= over the director's A+/-."""
    at, tray = leaver
    ruling = m.Result.objects.get(seating__table=at, tray__number=tray)
    before = trail_and_requests()
    change = {"tray": tray, "round": 2, "contract": "4H", "declarer": "N", "tricks": 10}
    answer = post(
        client, "table-pad-save", at.secret, {**change, "edit_of": ruling.pk, "key": "change-it-1"}
    )
    assert answer.status_code == 422 and answer.json()["outcome"] == "refused"
    assert "only the director can change it" in answer.json()["message"]
    # A new entry for the board (a phone that was offline) is shown the ruling, never written.
    answer = post(client, "table-pad-save", at.secret, {**change})
    assert answer.status_code == 409 and answer.json()["outcome"] == "taken"
    assert answer.json()["result"]["id"] == ruling.pk
    for word in ("accept", "disagree"):
        answer = post(client, "table-pad-answer", at.secret, {"result": ruling.pk, "answer": word})
        assert answer.status_code == 422 and "the director has ruled" in answer.json()["message"]
    assert trail_and_requests() == before
    assert not m.ResultChange.objects.filter(reason="Changed at the table").exists()


def test_the_tables_page_without_javascript_cannot_change_the_ruling(client, event, leaver):
    at, tray = leaver
    url = reverse("table-entry", args=[at.secret])
    page = client.get(url + f"?edit={tray}").content.decode()
    assert "ruling: only the director can change it." in page
    assert "Change it" not in page and "East-West accept" not in page
    assert "2 EW" not in page and "left: the director has given averages" in page
    ruling = m.Result.objects.get(seating__table=at, tray__number=tray)
    before = trail_and_requests()
    form = {"tray": tray, "edit_of": ruling.pk, f"t{tray}-contract": "4H",
            f"t{tray}-declarer": "N", f"t{tray}-tricks": "10", "action": "save"}  # fmt: skip
    answer = client.post(url, form, follow=True).content.decode()
    assert "only the director can change it" in answer
    assert trail_and_requests() == before


def test_a_result_the_director_corrected_is_the_directors(client, event, organiser):
    """Table 1 enters 3NT one down; before the opponents answer, the director corrects it to
    3NT made on the traveller: the table can no longer change, accept or dispute it."""
    one = table(event, 1)
    body = {"tray": 1, "contract": "3NT", "declarer": "S", "tricks": 8, "key": "first-entry"}
    saved = post(client, "table-pad-save", one.secret, body).json()["result"]
    seating = m.Seating.objects.get(table=one, round__number=1)
    entry = services.BridgeEntry(seating.pk, "3NT", "S", 9)
    services.record_traveller(event, 1, [entry], by=organiser, reason="the slip said 9")
    line = state(client, one)["trays"][0]["result"]
    assert (line["state"], line["ns_score"]) == ("ruled", 400)
    before = trail_and_requests()
    again = {**body, "tricks": 7, "edit_of": saved["id"], "key": "second-entry"}
    assert post(client, "table-pad-save", one.secret, again).status_code == 422
    accept = post(
        client, "table-pad-answer", one.secret, {"result": saved["id"], "answer": "accept"}
    )
    assert accept.status_code == 422
    assert trail_and_requests() == before


def test_a_resend_does_not_bring_back_a_result_the_director_removed(client, event, organiser):
    """Found by the evening simulator: table 1 saves board 1 with its key, the answer is lost,
    the director removes the result (entered for the wrong board), and the phone sends the
    same submission again: it was stored anew. Now it is refused and nothing is stored."""
    one = table(event, 1)
    body = {"tray": 1, "contract": "3NT", "declarer": "S", "tricks": 9, "key": "lost-answer"}
    saved = post(client, "table-pad-save", one.secret, body).json()["result"]
    services.remove_result(m.Result.objects.get(pk=saved["id"]), by=organiser, reason="wrong board")
    before = trail_and_requests()
    again = post(client, "table-pad-save", one.secret, body)
    assert again.status_code == 422
    assert again.json()["message"] == (
        "Board 1: the director removed this result; it was not stored again. Ask the director."
    )
    assert trail_and_requests() == before and not m.Result.objects.exists()
    fresh = post(client, "table-pad-save", one.secret, {**body, "key": "entered-again"})
    assert fresh.json()["outcome"] == "saved"  # the table may enter the board anew


def test_a_resend_after_a_change_and_a_removal_stores_nothing(client, event, organiser):
    """Found by the evening simulator: table 1 saves board 1 (key "first-entry"), the answer
    is lost; it changes the result (key "second-entry"); the director removes it; the phone sends the
    first submission again.  The trail knows that key at this board and table, so it is
    refused and nothing is stored."""
    one = table(event, 1)
    body = {"tray": 1, "contract": "4S", "declarer": "E", "tricks": 10, "key": "first-entry"}
    saved = post(client, "table-pad-save", one.secret, body).json()["result"]
    changed = {**body, "contract": "4H", "tricks": 9, "edit_of": saved["id"], "key": "second-entry"}
    assert post(client, "table-pad-save", one.secret, changed).json()["outcome"] == "saved"
    services.remove_result(m.Result.objects.get(pk=saved["id"]), by=organiser, reason="fouled")
    before = trail_and_requests()
    again = post(client, "table-pad-save", one.secret, body)
    assert again.status_code == 422
    assert "the director removed this result" in again.json()["message"]
    assert trail_and_requests() == before and not m.Result.objects.exists()


def first_read_before_the_other_tap(monkeypatch):
    """The second of two taps of one submission, interleaved with the first on a database
    that reads committed rows (PostgreSQL): its first read of the stored result is made
    before the first tap commits, every later read after."""
    from tournaments.services import table as service

    real, calls = service.stored_result, []

    def stored_result(tray, seating):
        calls.append(tray.number)
        return None if len(calls) == 1 else real(tray, seating)

    monkeypatch.setattr(service, "stored_result", stored_result)


def test_a_second_tap_that_reads_before_the_first_commits_is_acknowledged(
    client, event, monkeypatch
):
    """Found by the load test: of two taps sent at once, the second read no result, then
    found the first's trail line with its own key, and was told "the director removed this
    result" though nobody had.  It is acknowledged as stored, and nothing is stored twice."""
    one = table(event, 1)
    body = {"tray": 1, "contract": "3NT", "declarer": "S", "tricks": 9, "key": "double-tap"}
    saved = post(client, "table-pad-save", one.secret, body)
    assert saved.json()["outcome"] == "saved"
    before = trail_and_requests()
    first_read_before_the_other_tap(monkeypatch)
    again = post(client, "table-pad-save", one.secret, body)
    assert (again.status_code, again.json()["outcome"]) == (200, "stored")
    assert again.json()["result"]["id"] == saved.json()["result"]["id"]
    assert trail_and_requests() == before  # one result, one trail line


def test_a_second_tap_that_meets_the_first_on_writing_is_acknowledged(client, event, monkeypatch):
    """The other interleaving: the second tap read neither the result nor its trail line
    before the first committed, so it meets the first's row when it writes.  It is
    acknowledged as stored (the same key), not shown as another phone's result."""
    from tournaments.services import table as service

    one = table(event, 1)
    body = {"tray": 1, "contract": "4S", "declarer": "E", "tricks": 10, "key": "double-tap"}
    saved = post(client, "table-pad-save", one.secret, body).json()["result"]
    before = trail_and_requests()
    monkeypatch.setattr(service, "stored_result", lambda tray, seating: None)
    monkeypatch.setattr(service, "removed_by_director", lambda tray, seating, key: False)
    again = post(client, "table-pad-save", one.secret, body)
    assert (again.status_code, again.json()["outcome"]) == (200, "stored")
    assert again.json()["result"]["id"] == saved["id"]
    assert trail_and_requests() == before
    other = post(client, "table-pad-save", one.secret, {**body, "key": "other-phone"})
    assert (other.status_code, other.json()["outcome"]) == (409, "taken")  # not this phone's


# -- 2. No peeking -----------------------------------------------------------------------------


@pytest.fixture
def round_two(client, event, organiser):
    """Table 1 entered tray 1 in round 1 (3NT made, +400) and its opponents accepted it;
    round 2 is called, and table 3 now plays tray 1."""
    one = table(event, 1)
    body = {"tray": 1, "contract": "3NT", "declarer": "S", "tricks": 9, "key": "table-one-1"}
    saved = post(client, "table-pad-save", one.secret, body).json()["result"]
    post(client, "table-pad-answer", one.secret, {"result": saved["id"], "answer": "accept"})
    services.advance_round(event, by=organiser)
    return table(event, 3)


def test_the_traveller_is_not_shown_before_the_result_is_accepted(client, event, round_two):
    """The fault: saving any result showed the tray's traveller, and the result could then be
    changed."""
    three = round_two
    body = {
        "tray": 1,
        "round": 2,
        "contract": "2S",
        "declarer": "E",
        "tricks": 8,
        "key": "key-one-01",
    }
    saved = post(client, "table-pad-save", three.secret, body).json()["result"]
    tray = state(client, three)["trays"][0]
    assert tray["traveller"] == [] and tray["result"]["state"] == "open"
    page = client.get(reverse("table-entry", args=[three.secret])).content.decode()
    assert "Traveller so far" not in page and not has_word("3NT", page)
    # Not yet accepted, no traveller seen: the table still puts its own slip right.
    fixed = {**body, "tricks": 9, "edit_of": saved["id"], "key": "key-two-02"}
    assert post(client, "table-pad-save", three.secret, fixed).json()["outcome"] == "saved"
    assert m.Result.objects.get(pk=saved["id"]).traveller_seen_at is None


def test_once_the_traveller_is_seen_a_change_goes_to_the_director(
    client, event, organiser, round_two
):
    three = round_two
    body = {
        "tray": 1,
        "round": 2,
        "contract": "2S",
        "declarer": "E",
        "tricks": 8,
        "key": "key-one-01",
    }
    saved = post(client, "table-pad-save", three.secret, body).json()["result"]
    assert saved["ns_score"] == -110
    post(client, "table-pad-answer", three.secret, {"result": saved["id"], "answer": "accept"})
    tray = state(client, three)["trays"][0]
    assert [(line["table"], line["ns_score"]) for line in tray["traveller"]] == [
        (1, 400),
        (3, -110),
    ]
    seen = m.Result.objects.get(pk=saved["id"]).traveller_seen_at
    assert seen is not None
    state(client, three)  # shown again: the first showing is the one kept
    assert m.Result.objects.get(pk=saved["id"]).traveller_seen_at == seen
    before = trail_and_requests()[:2]
    change = {**body, "tricks": 10, "edit_of": saved["id"], "key": "key-three-03"}
    asked = post(client, "table-pad-save", three.secret, change)
    assert asked.status_code == 202 and asked.json()["outcome"] == "requested"
    assert asked.json()["result"]["ns_score"] == -110  # unchanged
    again = post(client, "table-pad-save", three.secret, change)  # the answer was lost
    assert again.status_code == 202
    assert trail_and_requests()[:2] == before and m.ChangeRequest.objects.count() == 1
    mine = state(client, three)["trays"][0]["result"]
    assert mine["request"]["text"] == "2S by E, 10 tricks, NS -170"
    # The desk: old, new, who asked and when the traveller was seen; one click accepts it.
    client.force_login(organiser)
    desk = client.get(reverse("run", args=[event.slug])).content.decode()
    assert "Board 1, Table 3 (3 NS v 2 EW), round 2" in desk  # a bridge event says board
    assert "stored 2S by E, 8 tricks, NS -110; asks for 2S by E, 10 tricks, NS -170." in desk
    assert "The table saw the traveller at" in desk
    request = m.ChangeRequest.objects.get()
    client.post(reverse("run-request-accept", args=[event.slug, request.pk]))
    result = m.Result.objects.get(pk=saved["id"])
    assert (result.tricks_taken, result.ns_score) == (10, -170)
    line = m.ResultChange.objects.filter(seating=result.seating).last()
    assert line.changed_via == "director" and line.reason.startswith("Asked by Table 3")
    assert "traveller seen at" in line.reason
    assert m.ChangeRequest.objects.get().status == "accepted"
    assert state(client, three)["trays"][0]["result"]["state"] == "ruled"


def test_the_director_rejects_a_request_and_the_result_stands(client, event, organiser, round_two):
    three = round_two
    body = {
        "tray": 1,
        "round": 2,
        "contract": "2S",
        "declarer": "E",
        "tricks": 8,
        "key": "key-one-01",
    }
    saved = post(client, "table-pad-save", three.secret, body).json()["result"]
    post(client, "table-pad-answer", three.secret, {"result": saved["id"], "answer": "accept"})
    change = {**body, "tricks": 10, "edit_of": saved["id"], "key": "key-three-03"}
    post(client, "table-pad-save", three.secret, change)
    request = m.ChangeRequest.objects.get()
    client.force_login(organiser)
    client.post(reverse("run-request-reject", args=[event.slug, request.pk]))
    assert m.Result.objects.get(pk=saved["id"]).ns_score == -110
    assert m.ChangeRequest.objects.get().status == "rejected"
    assert event.log.filter(action="change-rejected").exists()
    desk = client.get(reverse("run", args=[event.slug])).content.decode()
    assert "Changes the tables ask for" not in desk
    with pytest.raises(services.DomainError, match="answered already"):
        reject_change_request(event, request.pk, by=organiser)


def test_only_an_organiser_answers_a_request(
    client, event, organiser, round_two, django_user_model
):
    three = round_two
    body = {
        "tray": 1,
        "round": 2,
        "contract": "2S",
        "declarer": "E",
        "tricks": 8,
        "key": "key-one-01",
    }
    saved = post(client, "table-pad-save", three.secret, body).json()["result"]
    post(client, "table-pad-answer", three.secret, {"result": saved["id"], "answer": "accept"})
    change = {**body, "tricks": 10, "edit_of": saved["id"], "key": "key-three-03"}
    post(client, "table-pad-save", three.secret, change)
    request = m.ChangeRequest.objects.get()
    with pytest.raises(services.DomainError, match="Only an organiser"):
        accept_change_request(event, request.pk, by=None)
    assert m.Result.objects.get(pk=saved["id"]).ns_score == -110


# -- 3. An unaccepted result stays on the phone and is flagged at the round call ---------------


def test_an_unaccepted_result_stays_on_the_phone_after_the_round_call(client, event, organiser):
    """The fault: a result left unaccepted vanished from the phone when the round moved on,
    and the desk did not flag it."""
    one = table(event, 1)
    body = {"tray": 1, "contract": "3NT", "declarer": "S", "tricks": 9, "key": "left-open"}
    saved = post(client, "table-pad-save", one.secret, body).json()["result"]
    client.force_login(organiser)
    asked = client.post(reverse("run-advance", args=[event.slug])).content.decode()
    assert "Not accepted by the opponents yet: table 1: board 1." in asked  # before the call
    confirmed = {"confirmed": "yes"}
    called = client.post(reverse("run-advance", args=[event.slug]), confirmed, follow=True)
    called = called.content.decode()
    assert "Not accepted by the opponents: table 1: board 1" in called
    assert "Table 1: board 1 not accepted (round 1)." in called
    client.logout()
    data = state(client, one)
    assert data["round"] == 2
    assert [(e["round"], e["tray"], e["id"]) for e in data["earlier"]] == [(1, 1, saved["id"])]
    page = client.get(reverse("table-entry", args=[one.secret])).content.decode()
    assert "Board 1 (round 1)" in page and "The opponents have not accepted this result" in page
    answer = post(
        client, "table-pad-answer", one.secret, {"result": saved["id"], "answer": "accept"}
    )
    assert answer.status_code == 200 and answer.json()["result"]["state"] == "accepted"
    assert state(client, one)["earlier"] == []
    client.force_login(organiser)
    desk = client.get(reverse("run", args=[event.slug])).content.decode()
    assert "not accepted (round 1)" not in desk


def test_an_accepted_result_of_an_earlier_round_cannot_be_answered_again(client, event, round_two):
    one = table(event, 1)
    accepted = m.Result.objects.get(seating__table=one)
    answer = post(
        client, "table-pad-answer", one.secret, {"result": accepted.pk, "answer": "disagree"}
    )
    assert answer.status_code == 422 and accepted.disputed_at is None
    assert m.Result.objects.get(pk=accepted.pk).disputed_at is None


def test_a_backup_keeps_the_leaver_and_when_the_traveller_was_seen(
    client, event, leaver, organiser
):
    """Restored elsewhere, the opponents' phone still does not name the pair that left, and a
    result whose traveller was seen still sends a change to the director."""
    one = table(event, 1)
    tray = m.Seating.objects.get(table=one, round__number=2).trays.get().number
    services.record_at_table(one, tray, services.BridgeEntry(0, "4H", "N", 10))
    mine = m.Result.objects.get(seating__table=one, tray__number=tray)
    services.accept_at_table(one, mine.pk)
    state(client, one)  # the traveller is shown: seen now
    seen = m.Result.objects.get(pk=mine.pk).traveller_seen_at
    copy = import_event(export_event(event), slug="corrections-copy").event
    pair = copy.entrants.get(label="2EW")
    assert pair.left_from_round == 2
    again = m.Result.objects.get(tray__event=copy, seating__table__number=1, tray__number=tray)
    assert again.traveller_seen_at == seen


def test_a_table_sitting_out_still_shows_its_unaccepted_result(client, event, organiser):
    """Pair 2 EW leaves after round 1 and its opponents sit out: table 3 plays nothing in round
    2, and its round-1 result, never accepted, still waits on its phone for the opponents."""
    three = table(event, 3)
    tray = m.Seating.objects.get(table=three, round__number=1).trays.get().number
    body = {"tray": tray, "contract": "4H", "declarer": "N", "tricks": 10, "key": "sit-out-01"}
    saved = post(client, "table-pad-save", three.secret, body).json()["result"]
    pair = event.entrants.get(label="2EW")
    services.withdraw_entrant(event, pair, from_round=2, by=organiser, reason="went home")
    services.advance_round(event, by=organiser)
    data = state(client, three)
    assert data["status"] == "sitout"
    assert [(e["round"], e["tray"], e["ns_score"]) for e in data["earlier"]] == [(1, tray, 420)]
    answer = post(
        client, "table-pad-answer", three.secret, {"result": saved["id"], "answer": "accept"}
    )
    assert answer.status_code == 200
    assert state(client, three)["earlier"] == []
