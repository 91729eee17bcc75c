"""Entering results from the table's phone: its own table, its own round, nothing overwritten."""

from __future__ import annotations

import datetime as dt

import pytest
from django.urls import reverse

from tests.builders import make_whist_mitchell
from tournaments import models as m
from tournaments import services


def table(event, number):
    return m.Table.objects.get(event=event, number=number)


def trays_at(event, number, round_number):
    seating = m.Seating.objects.get(
        round__event=event, round__number=round_number, table__number=number
    )
    return sorted(t.number for t in seating.trays.all())


@pytest.fixture
def event(organiser):
    return make_whist_mitchell(organiser, tables=3, boards_per_round=2)


def test_the_phone_shows_this_rounds_pairs_and_trays(client, event):
    page = client.get(reverse("table-entry", args=[table(event, 2).secret])).content.decode()
    assert "Table 2" in page
    assert "<strong>2 NS</strong>" in page and "<strong>2 EW</strong>" in page
    for tray in trays_at(event, 2, 1):
        assert f"Tray {tray}" in page


def test_a_result_entered_at_the_table_is_stored_and_shown(client, event):
    secret = table(event, 1).secret
    tray = trays_at(event, 1, 1)[0]
    url = reverse("table-entry", args=[secret])
    client.post(url, {"tray": tray, f"t{tray}-ew_tricks": "4", "action": "save"})
    result = m.Result.objects.get()
    assert (result.tray.number, result.ns_tricks, result.ew_tricks) == (tray, 9, 4)
    assert result.entered_via == "table"
    assert "NS 9 · EW 4" in client.get(url).content.decode()


def test_the_opponents_confirm(client, event):
    secret = table(event, 1).secret
    tray = trays_at(event, 1, 1)[0]
    client.post(reverse("table-entry", args=[secret]), {"tray": tray, f"t{tray}-ns_tricks": "7"})
    result = m.Result.objects.get()
    client.post(reverse("table-accept", args=[secret]), {"result": result.pk})
    result.refresh_from_db()
    assert result.confirmed_at is not None


def test_a_second_phone_cannot_overwrite_the_first(client, event):
    secret = table(event, 1).secret
    tray = trays_at(event, 1, 1)[0]
    url = reverse("table-entry", args=[secret])
    client.post(url, {"tray": tray, f"t{tray}-ns_tricks": "7"})
    response = client.post(url, {"tray": tray, f"t{tray}-ns_tricks": "10"}, follow=True)
    assert "already entered" in response.content.decode()
    assert m.Result.objects.get().ns_tricks == 7
    assert m.ResultChange.objects.count() == 1


def test_a_table_secret_enters_nothing_for_another_table(event):
    other_tray = trays_at(event, 2, 1)[0]
    with pytest.raises(services.DomainError, match="not played at this table this round"):
        services.record_at_table(table(event, 1), other_tray, services.WhistEntry(0, 7, 6))
    assert not m.Result.objects.exists()


def test_a_table_secret_enters_nothing_for_another_round(client, event):
    later = trays_at(event, 1, 2)[0]
    url = reverse("table-entry", args=[table(event, 1).secret])
    response = client.post(url, {"tray": later, f"t{later}-ns_tricks": "7"}, follow=True)
    assert "not played at this table this round" in response.content.decode()
    assert not m.Result.objects.exists()


def test_bad_tricks_at_the_table_are_refused(client, event):
    tray = trays_at(event, 1, 1)[0]
    url = reverse("table-entry", args=[table(event, 1).secret])
    response = client.post(url, {"tray": tray, f"t{tray}-ns_tricks": "14"})
    assert "less than or equal to 13" in response.content.decode()
    response = client.post(
        url, {"tray": tray, f"t{tray}-ns_tricks": "8", f"t{tray}-ew_tricks": "8"}
    )
    assert "make 16, not 13" in response.content.decode()
    assert not m.Result.objects.exists()


def test_an_unknown_secret_is_not_found(client, event):
    assert client.get("/t/not-a-secret/").status_code == 404


def test_after_the_last_tray_the_table_is_told_where_to_go(client, event):
    secret = table(event, 1).secret
    url = reverse("table-entry", args=[secret])
    for tray in trays_at(event, 1, 1):
        client.post(url, {"tray": tray, f"t{tray}-ns_tricks": "7"})
    page = client.get(url).content.decode()
    # odd Mitchell: NS stay, EW move up one table, trays go down one (table 1 -> 3)
    assert "1 NS: stay at table 1, sit NS." in page
    assert "1 EW: go to table 2, sit EW." in page
    assert "Trays to table 3." in page


def bridge_event(by):
    event = services.create_event(
        by=by,
        name="Bridge night",
        date=dt.date(2026, 11, 21),
        game=m.Game.BRIDGE,
        form=m.Form.PAIRS,
        movement_kind="mitchell",
        movement_size=3,
        boards_per_round=2,
        scoring_method=m.ScoringMethod.MATCHPOINTS,
        seed=3,
    )
    services.start_event(event, by=by)
    event.refresh_from_db()
    return event


def test_a_bridge_score_is_shown_before_saving(client, organiser):
    event = bridge_event(organiser)
    tray = trays_at(event, 1, 1)[0]  # tray 1: nobody vulnerable
    url = reverse("table-entry", args=[table(event, 1).secret])
    data = {
        "tray": tray,
        f"t{tray}-contract": "4s",
        f"t{tray}-declarer": "N",
        f"t{tray}-tricks": "10",
    }
    page = client.post(url, {**data, "action": "check"}).content.decode()
    assert "4S by N, 10 tricks: NS +420" in page
    assert not m.Result.objects.exists()
    client.post(url, {**data, "action": "save"})
    result = m.Result.objects.get()
    assert (result.contract, result.declarer, result.tricks_taken, result.ns_score) == (
        "4S",
        "N",
        10,
        420,
    )


def test_an_impossible_contract_is_refused(client, organiser):
    event = bridge_event(organiser)
    tray = trays_at(event, 1, 1)[0]
    url = reverse("table-entry", args=[table(event, 1).secret])
    data = {
        "tray": tray,
        f"t{tray}-contract": "8NT",
        f"t{tray}-declarer": "N",
        f"t{tray}-tricks": "10",
        "action": "save",
    }
    page = client.post(url, data).content.decode()
    assert "8NT" in page
    assert not m.Result.objects.exists()


def test_a_second_phone_sending_nonsense_for_a_stored_tray_is_told_it_is_stored(client, event):
    secret = table(event, 1).secret
    url = reverse("table-entry", args=[secret])
    tray = trays_at(event, 1, 1)[0]
    client.post(url, {"tray": tray, f"t{tray}-ns_tricks": "7"})
    response = client.post(url, {"tray": tray, f"t{tray}-ns_tricks": "99"}, follow=True)
    assert "was already entered at this table" in response.content.decode()
    assert m.Result.objects.get(tray__number=tray, seating__table__number=1).ns_tricks == 7
