"""Entering an individual event's results: the organiser's traveller, the table's own page,
and the refusals (a tray a table does not play, the session changes made for pairs)."""

from __future__ import annotations

import pytest
from django.urls import reverse

from tests.builders import make_individual, seating_at
from tests.web.html import tables_in
from tournaments import models as m
from tournaments import services

pytestmark = pytest.mark.django_db


def test_traveller_entry_page_stores_an_individual_tray(organiser_client, organiser):
    event = make_individual(organiser, size=12)
    url = reverse("traveller-entry", args=[event.slug, 1])
    page = organiser_client.get(url).content.decode()
    rows = tables_in(page)[0]
    assert rows[1][2:4] == ["N 10 · S 6", "E 1 · W 7"]
    data = {"save": "1", "reason": ""}
    for table, ns in ((1, 8), (2, 7), (3, "")):
        data[f"ns_{seating_at(event, 1, table).pk}"] = ns
    response = organiser_client.post(url, data)
    assert response.status_code == 302
    stored = {
        r.seating.table.number: (r.ns_tricks, r.ew_tricks)
        for r in m.Result.objects.filter(tray__event=event).select_related("seating__table")
    }
    assert stored == {1: (8, 5), 2: (7, 6)}
    changes = m.ResultChange.objects.filter(event=event, action=m.ResultChange.Action.CREATED)
    assert changes.count() == 2


def test_slip_for_individual_table(organiser):
    event = make_individual(organiser, size=12)
    services.record_whist_slip(
        event, tray_number=2, table_number=3, ns_tricks=None, ew_tricks=4, by=organiser
    )
    result = m.Result.objects.get(tray__event=event)
    assert (result.seating.north.label, result.ns_tricks, result.ew_tricks) == ("4", 9, 4)
    with pytest.raises(services.DomainError, match=r"table 3 plays trays 1, 2, 3, 4"):
        services.record_whist_slip(
            event, tray_number=99, table_number=3, ns_tricks=7, ew_tricks=None, by=organiser
        )


def test_table_page_enters_a_tray_and_tells_each_player_where_next(client, organiser):
    event = make_individual(organiser, size=12, boards_per_round=1)
    table = m.Table.objects.get(event=event, number=1)
    url = reverse("table-entry", args=[table.secret])
    page = client.get(url).content.decode()
    for seat, who in (("North", "10"), ("South", "6"), ("East", "1"), ("West", "7")):
        assert f'<span class="muted">{seat}</span> <strong>{who}</strong> Player {who}' in page
    response = client.post(url, {"tray": "1", "t1-ns_tricks": "9", "action": "save"})
    assert response.status_code == 302
    result = m.Result.objects.get(tray__event=event)
    assert (result.ns_tricks, result.ew_tricks, result.entered_via) == (9, 4, "table")
    page = client.get(url).content.decode()
    assert "NS 9 · EW 4" in page
    # Round 2 (published movement): table 1 is 11, 2, 7, 8 and table 2 is 3, 10, 4, 1.
    assert "10: go to table 2, sit East." in page
    assert "6: go to table 3, sit East." in page
    assert "7: stay at table 1, sit South." in page
    assert "1: go to table 2, sit West." in page
    confirm = client.post(reverse("table-accept", args=[table.secret]), {"result": result.pk})
    assert confirm.status_code == 302
    result.refresh_from_db()
    assert result.confirmed_at is not None


def test_sitting_out_player_has_no_line_and_trays_elsewhere_refused(organiser, client):
    event = make_individual(organiser, size=9, boards_per_round=1)
    playing = m.Seating.objects.filter(round__event=event, round__number=1)
    assert "1" not in {e.label for s in playing for e in (s.north, s.east, s.south, s.west)}
    round_two = seating_at(event, 2, 1)
    with pytest.raises(services.DomainError, match="not played at that table in that round"):
        services.record_whist_traveller(
            event, 1, [services.WhistEntry(round_two.pk, 7, None)], by=organiser
        )
    table = m.Table.objects.get(event=event, number=1)
    response = client.post(
        reverse("table-entry", args=[table.secret]), {"tray": "2", "t2-ns_tricks": "7"}
    )
    assert response.status_code == 302
    assert not m.Result.objects.filter(tray__event=event).exists()


def test_a_seating_short_of_players_is_refused(organiser):
    event = make_individual(organiser, size=12)
    seating = seating_at(event, 1, 1)
    seating.west = None
    seating.save(update_fields=["west"])
    entry = services.WhistEntry(seating.pk, 7, None)
    with pytest.raises(services.DomainError, match="not played at that table"):
        services.record_whist_traveller(event, 1, [entry], by=organiser)


@pytest.mark.parametrize(
    "call",
    [
        lambda e, p, by: services.sit_out(e, p, rounds=[2], by=by),
        lambda e, p, by: services.withdraw_entrant(e, p, from_round=2, by=by),
        lambda e, p, by: services.late_arrival(e, p, arrives_for_round=2, by=by),
    ],
    ids=["sit-out", "withdraw", "late"],
)
def test_pair_session_changes_are_refused_for_individuals(organiser, call):
    event = make_individual(organiser, size=12)
    player = event.entrants.get(label="3")
    with pytest.raises(
        services.DomainError,
        match=r"(sat out of|withdrawn from|arranged in) an individual event yet",
    ):
        call(event, player, organiser)
    assert not m.Seating.objects.filter(round__event=event, north__isnull=True).exists()


def test_draw_and_swap_move_players_between_numbers(organiser):
    event = make_individual(organiser, size=8, kind="safford", start=False)
    before = {e.label: e.name for e in event.entrants.all()}
    services.draw_seating(event, by=organiser)
    after = {e.label: e.name for e in event.entrants.all()}
    assert sorted(after.values()) == sorted(before.values())
    assert after != before
    members = {e.label: [p.name for p in e.players.all()] for e in event.entrants.all()}
    assert all(members[label] == [name] for label, name in after.items())
    services.swap_positions(event, "1", "2", by=organiser)
    swapped = {e.label: e.name for e in event.entrants.all()}
    assert (swapped["1"], swapped["2"]) == (after["2"], after["1"])
    services.start_event(event, by=organiser)
    assert m.Seating.objects.filter(round__event=event).count() == 14
