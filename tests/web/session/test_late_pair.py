"""A pair arriving after the start takes the phantom's seat, from a round on, with nothing
entered lost.

A five-table Mitchell for nine pairs has no 5 NS: each round the East-West pair at table 5
sits out.  In the standard Mitchell East-West move up one table and the trays down one, so in
round 2 table 5 holds set 1 (handed down from table 1) against 4 EW (up from table 4).  A late
pair joining for round 2 becomes 5 NS at table 5 from round 2 on.
"""

from __future__ import annotations

import datetime as dt

import pytest
from django.urls import reverse

from tests.builders import club_user, make_team_event
from tournaments import models as m
from tournaments import services
from tournaments.adapters import movements as movement_rows
from tournaments.backup import delete_event, export_event, import_event
from tournaments.services import swiss as swiss_services
from tournaments.services.late import NO_SEAT, free_seat, join_late
from tournaments.standings import scores_for


def mitchell(by, *, pairs: int | None = 9, tables: int = 5, kind: str = "mitchell", size=None):
    options = {"pairs": pairs} if pairs and kind == "mitchell" else {}
    event = services.create_event(
        by=by,
        name="Late night",
        date=dt.date(2026, 11, 24),
        game=m.Game.WHIST,
        form=m.Form.PAIRS,
        movement_kind=kind,
        movement_size=size or tables,
        boards_per_round=2,
        scoring_method=m.ScoringMethod.MATCHPOINTS,
        movement_options=options,
        seed=3,
        moving_on=m.MovingOn.DIRECTOR,  # the tests call each round
    )
    services.start_event(event, by=by)
    event.refresh_from_db()
    return event


def enter_round(event, by, number, ns_tricks=7):
    for s in m.Seating.objects.filter(round__event=event, round__number=number).exclude(ns=None):
        if s.ew_id is None or s.results.exists():
            continue
        for tray in s.trays.all():
            services.record_whist_traveller(
                event, tray.number, [services.WhistEntry(s.pk, ns_tricks, None)], by=by
            )


def seat(event, round_number, table):
    return m.Seating.objects.select_related("ns", "ew").get(
        round__event=event, round__number=round_number, table__number=table
    )


def test_a_late_pair_takes_the_phantoms_seat_from_the_next_round(organiser):
    event = mitchell(organiser)
    assert free_seat(event) == "5NS"
    assert seat(event, 1, 5).ns is None  # 5 EW sits out round 1
    enter_round(event, organiser, 1)
    before = list(m.Result.objects.values_list("pk", "seating_id", "tray_id", "ns_tricks"))
    pair = join_late(event, by=organiser, player_names=["Late Comer", "Its Partner"])
    assert (pair.label, pair.code, pair.name) == ("5NS", "5 NS", "Late Comer & Its Partner")
    assert seat(event, 1, 5).ns is None  # round 1 stands as played
    for number in range(2, 6):
        row = seat(event, number, 5)
        assert row.ns == pair and row.ew is not None
        assert row.trays.count() == 2
    # Round 2 at table 5: set 1 (trays 1-2) against 4 EW, as the full Mitchell has it.
    row = seat(event, 2, 5)
    assert (row.ew.label, row.tray_set, sorted(t.number for t in row.trays.all())) == (
        "4EW", 1, [1, 2],
    )  # fmt: skip
    assert list(m.Result.objects.values_list("pk", "seating_id", "tray_id", "ns_tricks")) == before
    event.refresh_from_db()
    assert event.movement_options.get("pairs") is None
    movement = movement_rows.movement_for(event)
    assert "5NS" in movement.entrants
    assert movement.round(1).at_table(5).ns is None
    assert free_seat(event) is None
    assert event.log.filter(action="late", text__contains="5 NS (Late Comer & Its Partner)")


def test_the_late_pair_is_scored_on_the_trays_it_played(organiser):
    event = mitchell(organiser)
    enter_round(event, organiser, 1)
    join_late(event, by=organiser, player_names=["Late Comer", "Its Partner"])
    for number in range(2, 6):
        services.advance_round(event, by=organiser)
        enter_round(event, organiser, number)
    scores = scores_for(event)
    line = next(s for s in scores.matchpoints.standings if s.entrant == "5NS")
    assert line.trays == 8  # rounds 2 to 5, two trays each (10 in the full movement)


def test_a_howell_for_seven_takes_an_eighth_pair(organiser):
    event = mitchell(organiser, kind="howell", size=7, pairs=None)
    assert free_seat(event) == "8"
    join_late(event, by=organiser, player_names=["Late Comer", "Its Partner"], from_round=1)
    # Round 1 of the Howell for eight: pair 8 North-South against pair 1 at table 1, set 1.
    row = seat(event, 1, 1)
    assert (row.ns.label, row.ew.label, row.tray_set) == ("8", "1", 1)
    event.refresh_from_db()
    assert event.movement_size == 8


@pytest.mark.parametrize(
    ("build", "message"),
    [
        (lambda by: mitchell(by, pairs=None), "No seat is free"),
        (lambda by: mitchell(by, kind="howell", size=8, pairs=None), "No seat is free"),
    ],
)
def test_a_full_field_has_no_seat(organiser, build, message):
    event = build(organiser)
    assert free_seat(event) is None
    with pytest.raises(services.DomainError, match=message):
        join_late(event, by=organiser, player_names=["A", "B"])
    assert NO_SEAT.startswith(message)


def test_a_round_already_played_cannot_be_joined(organiser):
    event = mitchell(organiser)
    services.advance_round(event, by=organiser)
    with pytest.raises(services.DomainError, match="from round 2 .* not round 1"):
        join_late(event, by=organiser, player_names=["A", "B"], from_round=1)
    assert not event.entrants.filter(label="5NS").exists()
    join_late(event, by=organiser, player_names=["A", "B"])
    with pytest.raises(services.DomainError, match="No seat is free"):
        join_late(event, by=organiser, player_names=["C", "D"])


def test_the_desk_seats_a_late_pair(client, organiser):
    event = mitchell(organiser)
    client.force_login(organiser)
    page = client.get(reverse("run", args=[event.slug])).content.decode()
    assert "A new pair arrives after the start" in page
    response = client.post(
        reverse("run-late", args=[event.slug]),
        {"player_1": "Late Comer", "player_2": "Its Partner", "round": "2", "confirmed": "yes"},
        follow=True,
    )
    assert "5 NS joins from round 2" in response.content.decode()
    response = client.post(
        reverse("run-late", args=[event.slug]),
        {"player_1": "X", "player_2": "Y", "round": "2", "confirmed": "yes"},
        follow=True,
    )
    assert "No seat is free" in response.content.decode()
    assert "A new pair arrives after the start" not in response.content.decode()


def test_another_clubs_organiser_cannot(client, organiser, other_organiser):
    event = mitchell(organiser)
    client.force_login(other_organiser)
    response = client.post(
        reverse("run-late", args=[event.slug]), {"player_1": "X", "player_2": "Y", "round": "2"}
    )
    assert response.status_code == 404
    assert not event.entrants.filter(label="5NS").exists()
    assert club_user  # the builders make both clubs' organisers


def test_an_event_with_a_late_pair_and_a_swiss_round_trip_through_a_backup(organiser):
    event = mitchell(organiser)
    enter_round(event, organiser, 1)
    join_late(event, by=organiser, player_names=["Late Comer", "Its Partner"])
    swiss = make_team_event(
        organiser, kind="swiss-teams", size=4, game=m.Game.BRIDGE, boards_per_round=1
    )
    swiss_services.set_draw(swiss, [("a", "d"), ("b", "c")], by=organiser)
    for one in (event, swiss):
        one.refresh_from_db()
        document = export_event(one)
        delete_event(one)
        restored = import_event(document).event
        assert export_event(restored) == document
    restored = m.Event.objects.get(movement_kind="mitchell")
    assert restored.entrants.get(label="5NS").name == "Late Comer & Its Partner"
    assert seat(restored, 1, 5).ns is None and seat(restored, 2, 5).ns.label == "5NS"
    swiss = m.Event.objects.get(movement_kind="swiss-teams")
    assert swiss.movement_options["draws"] == [[["a", "d"], ["b", "c"]]]


def test_a_leaving_pairs_opponents_may_score_average_plus(organiser):
    """Law 12C2: the pair that leaves is at fault (average-minus), its opponents are not
    (average-plus); under the club's rules 60% and 40% of each tray."""
    event = mitchell(organiser, pairs=None, tables=3)
    enter_round(event, organiser, 1)
    leaving = event.entrants.get(label="2EW")
    changed = services.withdraw_entrant(
        event, leaving, from_round=2, by=organiser, reason="train", opponents="average-plus"
    )
    assert changed == [2, 3]
    for number in (2, 3):
        enter_round(event, organiser, number)
    rows = m.Result.objects.filter(tray__event=event).exclude(adjustment="")
    rows = rows.select_related("seating__ns")
    assert {r.adjustment for r in rows} == {"A+/-"} and rows.count() == 4  # 2 rounds x 2 trays
    opponents = {r.seating.ns for r in rows}
    scores = scores_for(event)
    for pair in opponents:
        lines = [line for line in scores.card(pair) if line.opponents == leaving]
        assert {line.percent for line in lines} == {"60"}
    late = [line for line in scores.card(leaving) if line.round > 1]
    assert {line.percent for line in late} == {"40"}
    assert event.log.filter(action="withdrawal", text__contains="average-plus").exists()
    assert seat(event, 2, 1).ew is not None  # nobody sits out: the seats stand


def test_a_leaving_pair_with_a_result_in_the_round_is_refused(organiser):
    event = mitchell(organiser, pairs=None, tables=3)
    enter_round(event, organiser, 1)
    leaving = event.entrants.get(label="2EW")
    with pytest.raises(services.DomainError, match="already has results in round 1"):
        services.withdraw_entrant(
            event, leaving, from_round=1, by=organiser, opponents="average-plus"
        )
    assert not m.Result.objects.exclude(adjustment="").exists()


def test_a_pair_under_the_directors_share_of_trays_is_listed_unranked(client, organiser):
    """The late pair plays rounds 2 to 5: 8 of the 10 trays the others play (80%).  With the
    rule at 90% it is listed last in its field, unranked, and the others are placed among
    themselves; at 0 (the default) it is ranked on its percentage like everyone."""
    event = mitchell(organiser)
    enter_round(event, organiser, 1, ns_tricks=6)
    join_late(event, by=organiser, player_names=["Late Comer", "Its Partner"])
    for number in range(2, 6):
        services.advance_round(event, by=organiser)
        enter_round(event, organiser, number, ns_tricks=6 + number % 2)
    rows = scores_for(event).rows()
    late = next(r for r in rows if r["label"] == "5NS")
    assert late["place"] != "—" and late["trays"] == 8
    client.force_login(organiser)
    response = client.post(
        reverse("event-settings", args=[event.slug]),
        {"results_shown": "played", "standings_shown": "on", "scoring_rules": "club",
         "unranked_below": "90"},
    )  # fmt: skip
    assert response.status_code == 302
    event.refresh_from_db()
    rows = [r for r in scores_for(event).rows() if r["field"] == "NS"]
    assert (rows[-1]["label"], rows[-1]["place"]) == ("5NS", "—")
    places = [r["place"] for r in rows[:-1]]
    assert "1" in places[0] and all(p != "—" for p in places)
    page = client.get(reverse("standings", args=[event.slug])).content.decode()
    assert "fewer than 90% of the most trays" in page
    assert event.log.filter(action="settings", text__contains="0 → 90").exists()


def test_settings_refuse_a_share_over_100(client, organiser):
    event = mitchell(organiser)
    client.force_login(organiser)
    response = client.post(
        reverse("event-settings", args=[event.slug]),
        {"results_shown": "played", "standings_shown": "on", "scoring_rules": "club",
         "unranked_below": "150"},
    )  # fmt: skip
    assert response.status_code == 200 and "errorlist" in response.content.decode()
    event.refresh_from_db()
    assert event.unranked_below == 0
