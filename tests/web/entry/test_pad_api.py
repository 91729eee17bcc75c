"""The scoring pad's requests under the table's link: what it reads, what it sends, and each
trust rule of the table's page kept (own trays, own round, nothing after the finish, the
traveller so far only for trays the table has entered, a resend stored once).

Contract scores by the scoring table of the Laws of Duplicate Bridge (Law 77): 4S+1 not
vulnerable 120 + 300 + 30 = 450; 3NT made vulnerable 100 + 500 = 600; 7NT redoubled and made
vulnerable 220 x 4 = 880 + 1500 grand slam + 500 game + 100 for the redouble = 2980; 1C
doubled seven down vulnerable 200 + 6 x 300 = 2000 to the defenders.
"""

from __future__ import annotations

import pytest
from django.urls import reverse

from tests.builders import example_event, make_bridge_mitchell, make_whist_mitchell
from tournaments import models as m
from tournaments import services
from tournaments.views import pad


def post(client, name, secret, body):
    return client.post(reverse(name, args=[secret]), body, content_type="application/json")


def trays_of(event, number: int, round_number: int = 1) -> list[int]:
    seating = event.tables.get(number=number).seatings.get(round__number=round_number)
    return sorted(t.number for t in seating.trays.all())


@pytest.fixture
def bridge(organiser):
    return make_bridge_mitchell(organiser, tables=3, boards_per_round=2)


@pytest.fixture
def whist(organiser):
    return make_whist_mitchell(organiser, tables=3, boards_per_round=2)


def score(scores, vulnerable: bool, level: int, strain: str, doubled: int, tricks: int) -> int:
    index = (((level - 1) * 5 + "C D H S NT".split().index(strain)) * 3 + doubled) * 14 + tricks
    return scores["v" if vulnerable else "nv"][index]


def test_the_state_holds_the_seating_the_trays_and_the_score_table(client, bridge):
    table = bridge.tables.get(number=1)
    data = client.get(reverse("table-pad-state", args=[table.secret])).json()
    assert (data["status"], data["round"], data["table"]) == ("playing", 1, 1)
    assert [s["code"] for s in data["seats"]] == ["1 NS", "1 EW"]
    assert [t["number"] for t in data["trays"]] == trays_of(bridge, 1)
    assert all(t["result"] is None and t["traveller"] == [] for t in data["trays"])
    scores = data["scores"]
    assert score(scores, False, 4, "S", 0, 11) == 450
    assert score(scores, True, 3, "NT", 0, 9) == 600
    assert score(scores, True, 7, "NT", 2, 13) == 2980
    assert score(scores, True, 1, "C", 1, 0) == -2000


def test_a_result_is_saved_once_however_often_it_is_sent(client, bridge):
    table = bridge.tables.get(number=1)
    tray = trays_of(bridge, 1)[0]
    body = {"tray": tray, "round": 1, "contract": "4S", "declarer": "S", "tricks": 11,
            "lead": "HT", "key": "a1b2c3d4-0001"}  # fmt: skip
    first = post(client, "table-pad-save", table.secret, body)
    again = post(client, "table-pad-save", table.secret, body)
    assert (first.status_code, first.json()["outcome"]) == (200, "saved")
    assert (again.status_code, again.json()["outcome"]) == (200, "stored")
    assert first.json()["result"] == again.json()["result"]
    result = m.Result.objects.get()
    assert (result.contract, result.ns_score, result.lead) == ("4S", 450, "HT")
    assert m.ResultChange.objects.count() == 1
    assert first["Cache-Control"] == "no-store, private"


def test_another_phone_finds_the_tray_taken_and_the_stored_result(client, bridge):
    table = bridge.tables.get(number=1)
    tray = trays_of(bridge, 1)[0]
    mine = {"tray": tray, "contract": "3NT", "declarer": "N", "tricks": 9, "key": "phone-one-1"}
    theirs = {**mine, "contract": "4H", "key": "phone-two-2"}
    post(client, "table-pad-save", table.secret, mine)
    answer = post(client, "table-pad-save", table.secret, theirs)
    assert answer.status_code == 409 and answer.json()["outcome"] == "taken"
    assert answer.json()["result"]["contract"] == "3NT"
    assert m.Result.objects.get().contract == "3NT"


def test_the_table_changes_its_result_until_the_opponents_accept_it(client, bridge):
    table = bridge.tables.get(number=1)
    tray = trays_of(bridge, 1)[0]
    body = {"tray": tray, "contract": "2S", "declarer": "E", "tricks": 8, "key": "first-key-1"}
    stored = post(client, "table-pad-save", table.secret, body).json()["result"]
    change = {**body, "tricks": 9, "edit_of": stored["id"], "key": "second-key-2"}
    assert post(client, "table-pad-save", table.secret, change).json()["outcome"] == "saved"
    assert m.Result.objects.get().tricks_taken == 9
    answer = post(client, "table-pad-answer", table.secret, {"result": stored["id"],
                                                              "answer": "accept"})  # fmt: skip
    assert answer.json()["result"]["state"] == "accepted"
    late = {**change, "tricks": 10, "key": "third-key-03"}
    asked = post(client, "table-pad-save", table.secret, late)
    # Accepted: the change goes to the director as a request, the result stays as it was.
    assert asked.status_code == 202 and asked.json()["outcome"] == "requested"
    assert m.Result.objects.get().tricks_taken == 9
    assert m.ChangeRequest.objects.get().new_value["tricks_taken"] == 10


@pytest.mark.parametrize(
    ("body", "words"),
    [
        ({"contract": "4S", "declarer": "S", "tricks": 11, "lead": "S1"}, "opening lead"),
        ({"contract": "PASS", "lead": "SA"}, "no opening lead"),
        ({"contract": "8S", "declarer": "S", "tricks": 11}, "contract"),
        ({"contract": "4S", "declarer": "S", "tricks": "11"}, "not sent as expected"),
        ({"contract": "4S", "declarer": "S", "tricks": 11, "key": "bad key!"}, "key"),
        ({"contract": "4S", "declarer": "S", "tricks": 11, "round": 2}, "Round 2 is over"),
    ],
)
def test_a_bad_result_is_refused_with_its_reason_and_nothing_stored(client, bridge, body, words):
    table = bridge.tables.get(number=1)
    answer = post(client, "table-pad-save", table.secret, {"tray": trays_of(bridge, 1)[0], **body})
    assert answer.status_code == 422 and words in answer.json()["message"]
    assert not m.Result.objects.exists()


def test_what_is_not_json_is_refused(client, bridge):
    secret = bridge.tables.get(number=1).secret
    url = reverse("table-pad-save", args=[secret])
    assert client.post(url, "tray=1", content_type="application/json").status_code == 400
    assert client.post(url, "[1, 2]", content_type="application/json").status_code == 400
    assert post(client, "table-pad-answer", secret, {"answer": "maybe"}).status_code == 400


def test_whist_tricks_for_north_south_make_thirteen(client, whist):
    table = whist.tables.get(number=2)
    tray = trays_of(whist, 2)[1]
    post(client, "table-pad-save", table.secret, {"tray": tray, "ns_tricks": 8, "key": "whist-01"})
    result = m.Result.objects.get()
    assert (result.ns_tricks, result.ew_tricks) == (8, 5)
    assert client.get(reverse("table-pad-state", args=[table.secret])).json()["scores"] is None


def test_a_warning_is_confirmed_before_the_result_is_saved(client, bridge, monkeypatch):
    seen = []

    def far_from_the_cards(table, tray, entry):
        seen.append((table.number, tray.number, entry.contract))
        return "4S making 13 tricks? The cards allow 10 at most."

    monkeypatch.setattr(pad, "WARNINGS", [far_from_the_cards])
    table = bridge.tables.get(number=1)
    tray = trays_of(bridge, 1)[0]
    body = {"tray": tray, "contract": "4S", "declarer": "S", "tricks": 13, "key": "doubt-0001"}
    first = post(client, "table-pad-save", table.secret, body).json()
    assert first == {
        "outcome": "confirm",
        "message": "4S making 13 tricks? The cards allow 10 at most.",
    }
    assert not m.Result.objects.exists()
    confirmed = post(client, "table-pad-save", table.secret, {**body, "confirmed": True})
    assert confirmed.json()["outcome"] == "saved"
    assert m.Result.objects.get().tricks_taken == 13
    assert seen[0] == (1, tray, "4S")


def test_the_check_scores_without_saving(client, organiser):
    event = make_bridge_mitchell(organiser, tables=3, boards_per_round=2)
    table = event.tables.get(number=1)
    tray = trays_of(event, 1)[0]  # tray 1: nobody vulnerable
    body = {"tray": tray, "contract": "4S", "declarer": "S", "tricks": 11, "check": True}
    answer = post(client, "table-pad-save", table.secret, body).json()
    assert answer == {"outcome": "checked", "text": "4S by S, 11 tricks: NS +450"}
    assert not m.Result.objects.exists()


def test_the_check_scores_only_a_tray_the_table_may_write(client, organiser):
    """The check answers for the trays the table plays this round alone: another table's
    tray, or one of a later round, is refused as a save would be, and nothing is scored."""
    event = make_bridge_mitchell(organiser, tables=3, boards_per_round=2)
    table = event.tables.get(number=1)
    others = [trays_of(event, 2)[0], trays_of(event, 1, round_number=2)[0]]
    for tray in others:
        body = {"tray": tray, "contract": "4S", "declarer": "S", "tricks": 11, "check": True}
        answer = post(client, "table-pad-save", table.secret, body)
        assert answer.status_code == 422
        assert answer.json() == {
            "outcome": "refused",
            "message": f"Board {tray} is not played at this table this round.",
        }
    event.status = m.Status.FINISHED
    event.save()
    mine = trays_of(event, 1)[0]
    body = {"tray": mine, "contract": "4S", "declarer": "S", "tricks": 11, "check": True}
    answer = post(client, "table-pad-save", table.secret, body).json()
    assert answer["outcome"] == "refused" and "finished" in answer["message"]


def test_the_traveller_so_far_only_for_trays_the_table_has_entered(client, bridge, organiser):
    """Tray 1 is played at table 1 in round 1 and at table 3 in round 2 (trays move down one
    table): table 1's result shows on table 1's pad once it has entered tray 1 itself and the
    opponents have accepted it."""
    one = bridge.tables.get(number=1)
    tray = trays_of(bridge, 1)[0]
    other = [t for t in trays_of(bridge, 1) if t != tray][0]
    body = {"tray": tray, "contract": "PASS", "key": "pass-001"}
    saved = post(client, "table-pad-save", one.secret, body).json()["result"]
    data = client.get(reverse("table-pad-state", args=[one.secret])).json()
    assert all(t["traveller"] == [] for t in data["trays"])
    post(client, "table-pad-answer", one.secret, {"result": saved["id"], "answer": "accept"})
    data = client.get(reverse("table-pad-state", args=[one.secret])).json()
    lines = {t["number"]: t["traveller"] for t in data["trays"]}
    assert [line["table"] for line in lines[tray]] == [1] and lines[other] == []


def test_the_running_percentage_only_when_the_director_shows_it(client, organiser):
    """The hand-worked example (``tests.builders.example_event``): 1NS 66.67%, 1EW 25%, every
    tray played, so the public standings show them all."""
    event = example_event(organiser)
    url = reverse("table-pad-state", args=[event.tables.get(number=1).secret])
    assert client.get(url).json()["percentages"] == []
    event.pad_shows_percentage = True
    event.save()
    shown = {p["code"]: p["percentage"] for p in client.get(url).json()["percentages"]}
    assert shown == {"1 NS": "66.67", "1 EW": "25"}
    event.standings_shown = m.StandingsShown.OFF
    event.save()
    assert client.get(url).json()["percentages"] == []


def test_the_service_worker_is_served_for_the_tables_links(client, bridge):
    answer = client.get(reverse("service-worker"))
    assert answer.status_code == 200 and answer["Content-Type"].startswith("text/javascript")
    assert answer["Service-Worker-Allowed"] == "/t/"
    body = answer.content.decode()
    assert 'addEventListener("fetch"' in body
    assert not any(t.secret in body for t in m.Table.objects.all())
    page = client.get(reverse("table-entry", args=[bridge.tables.get(number=1).secret]))
    assert page["Cache-Control"] == "private, no-cache"
    assert 'data-scope="/t/"' in page.content.decode()


def test_wrong_links_on_the_pad_are_not_found_then_throttled(client, bridge):
    url = reverse("table-pad-state", args=["not-a-table-link"])
    codes = [client.get(url).status_code for _ in range(31)]
    assert codes[:30] == [404] * 30 and codes[30] == 429
    secret = bridge.tables.get(number=1).secret
    assert client.get(reverse("table-pad-state", args=[secret])).status_code == 429


def test_a_renewed_link_no_longer_reaches_the_pad(client, bridge, organiser):
    old = bridge.tables.get(number=1).secret
    services.renew_table_secret(bridge, 1, by=organiser)
    # told in words that the link was renewed (410), not that there is no such table
    assert client.get(reverse("table-pad-state", args=[old])).status_code == 410
    body = {"tray": trays_of(bridge, 1)[0], "contract": "PASS", "key": "renewed-01"}
    answer = post(client, "table-pad-save", old, body)
    assert answer.status_code == 410 and "renewed by the director" in answer.json()["message"]
    assert not m.Result.objects.exists()
