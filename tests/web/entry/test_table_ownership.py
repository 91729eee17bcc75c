"""The table owns its result until the opponents accept it; after that only the director.

A three-table contract bridge Mitchell, one tray a round: at table 1 in round 1 (tray 1,
nobody vulnerable) the table enters 3NT by South with 8 tricks (one down, -50) and meant 9
(made, +400: 100 for the tricks, 300 for the game).
"""

from __future__ import annotations

import pytest
from django.urls import reverse

from tests.builders import make_bridge_mitchell
from tournaments import models as m
from tournaments import services

WRONG = {"tray": 1, "t1-contract": "3NT", "t1-declarer": "S", "t1-tricks": "8"}
RIGHT = {**WRONG, "t1-tricks": "9"}


@pytest.fixture
def event(organiser):
    return make_bridge_mitchell(organiser, tables=3, boards_per_round=1)


@pytest.fixture
def phone(client, event):
    secret = m.Table.objects.get(event=event, number=1).secret
    return client, reverse("table-entry", args=[secret]), secret


def stored(event) -> m.Result:
    return m.Result.objects.get(tray__event=event, tray__number=1)


def test_the_table_puts_its_own_slip_right_before_acceptance(phone, event):
    client, url, _secret = phone
    client.post(url, {**WRONG, "action": "save"})
    assert stored(event).ns_score == -50
    page = client.get(url + "?edit=1").content.decode()
    assert 'name="edit_of"' in page and "Changing the result" in page
    client.post(url, {**RIGHT, "action": "save", "edit_of": stored(event).pk})
    assert (stored(event).tricks_taken, stored(event).ns_score) == (9, 400)
    change = m.ResultChange.objects.filter(event=event).last()
    assert change.action == m.ResultChange.Action.CORRECTED
    history = client.get(reverse("traveller-entry", args=[event.slug, 1]))
    assert history.status_code == 302  # the history is the director's page
    log = [e.text for e in event.log.all()]
    assert any("3NT by S, 8 tricks, NS -50 to 3NT by S, 9 tricks, NS +400" in t for t in log)


def test_a_second_phone_saving_the_same_tray_changes_nothing(phone, event):
    client, url, _secret = phone
    client.post(url, {**WRONG, "action": "save"})
    response = client.post(url, {**RIGHT, "action": "save"}, follow=True)
    assert "already entered" in response.content.decode()
    assert stored(event).tricks_taken == 8


def test_once_accepted_a_change_goes_to_the_director(phone, event, organiser):
    client, url, secret = phone
    client.post(url, {**RIGHT, "action": "save"})
    result = stored(event)
    client.post(reverse("table-accept", args=[secret]), {"result": result.pk})
    assert stored(event).confirmed_at is not None
    response = client.post(url, {**WRONG, "action": "save", "edit_of": result.pk}, follow=True)
    assert "your change has gone to the director" in response.content.decode()
    assert stored(event).tricks_taken == 9
    page = client.get(url).content.decode()
    assert "Accepted. A change now goes to the director." in page
    assert "You have asked the director for a change" in page


def test_we_disagree_flags_the_tray_until_the_director_rules(phone, event, organiser):
    client, url, secret = phone
    client.post(url, {**WRONG, "action": "save"})
    result = stored(event)
    client.post(reverse("table-disagree", args=[secret]), {"result": result.pk})
    assert stored(event).disputed_at is not None
    page = client.get(url).content.decode()
    assert "The opponents disagree: the director has been told" in page
    with pytest.raises(services.DomainError, match="the director will rule"):
        services.accept_at_table(result.seating.table, result.pk)
    client.force_login(organiser)
    desk = client.get(reverse("run", args=[event.slug])).content.decode()
    assert "Board 1, table 1 (round 1): the opponents disagree" in desk
    entry = services.BridgeEntry(result.seating_id, "3NT", "S", 9)
    services.record_traveller(event, 1, [entry], by=organiser, reason="claim of the last trick")
    ruled = stored(event)
    assert ruled.disputed_at is None and ruled.confirmed_at is not None and ruled.ns_score == 400
    desk = client.get(reverse("run", args=[event.slug])).content.decode()
    assert "Waiting for your ruling" not in desk
    actions = list(event.log.values_list("action", flat=True))
    assert {"dispute", "correction", "ruling"} <= set(actions)


def test_the_history_shows_the_whole_old_and_new_result(client, event, organiser):
    seating = m.Seating.objects.get(round__event=event, round__number=1, table__number=1)
    services.record_traveller(
        event, 1, [services.BridgeEntry(seating.pk, "3NT", "S", 8)], by=organiser
    )
    services.record_traveller(
        event, 1, [services.BridgeEntry(seating.pk, "3NT", "S", 9)], by=organiser, reason="slip"
    )
    client.force_login(organiser)
    page = client.get(reverse("traveller-entry", args=[event.slug, 1])).content.decode()
    assert "3NT by S, 8 tricks, NS -50" in page and "3NT by S, 9 tricks, NS +400" in page


def test_a_renewed_link_replaces_the_old_one_at_once(phone, event, organiser):
    client, url, secret = phone
    table = services.renew_table_secret(event, 1, by=organiser)
    assert table.secret != secret and len(table.secret) >= 22
    assert client.get(url).status_code == 410  # the old phone is told its link was renewed
    assert client.get(reverse("table-entry", args=[table.secret])).status_code == 200
    assert event.log.filter(action="secret").exists()


def test_a_finished_events_links_enter_nothing(phone, event, organiser):
    client, url, _secret = phone
    services.finish_event(event, by=organiser)
    page = client.get(url).content.decode()
    assert "this table's link no longer enters results" in page
    client.post(url, {**RIGHT, "action": "save"})
    assert not m.Result.objects.filter(tray__event=event).exists()


def test_guessing_table_links_is_throttled(client, phone):
    _client, url, _secret = phone
    for n in range(30):
        assert (
            client.get(reverse("table-entry", args=[f"guess{n:02d}xxxxxxxxxxxxxxx"])).status_code
            == 404
        )
    assert client.get(reverse("table-entry", args=["one-more-guess-xxxxxxx"])).status_code == 429
    assert client.get(url).status_code == 429  # the address waits, whatever link it sends
