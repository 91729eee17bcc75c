"""Individual events on the site: match points per player, Safford's top-loss, bridge scores.

The worked examples are done by hand: each tray is match-pointed between the partnerships
that held it (one point for each score beaten, half for each tie) and both partners take the
side's points; Safford's method charges each player the tricks its seat's total fell short of
the best total in the same seat of the set.
"""

from __future__ import annotations

import pytest
from django.urls import reverse

from tests.builders import enter_individual_whist, make_individual, seating_at, seats
from tests.web.html import tables_in
from tournaments import models as m
from tournaments import services, standings

pytestmark = pytest.mark.django_db


def rows_by_label(event):
    return {r["label"]: r for r in standings.scores_for(event).rows()}


def test_twelve_players_round_one_match_points_by_hand(organiser):
    event = make_individual(organiser, size=12)
    # The published movement's first round (N, E, S, W); every table plays trays 1 and 2.
    assert seats(seating_at(event, 1, 1)) == ("10", "1", "6", "7")
    assert seats(seating_at(event, 1, 2)) == ("2", "9", "3", "11")
    assert seats(seating_at(event, 1, 3)) == ("4", "5", "12", "8")
    enter_individual_whist(event, organiser, 1, {1: 8, 2: 7, 3: 7})
    enter_individual_whist(event, organiser, 2, {1: 6, 2: 6, 3: 9})
    rows = rows_by_label(event)
    # Tray 1: NS 8 beats both (2), the two 7s tie (1/2 each); EW get 2 minus that.
    # Tray 2: NS 9 beats both (2), the two 6s tie; so over both trays, of a top of 4:
    expected = {
        "10": "2.5", "6": "2.5", "1": "1.5", "7": "1.5",
        "2": "1", "3": "1", "9": "3", "11": "3",
        "4": "2.5", "12": "2.5", "5": "1.5", "8": "1.5",
    }  # fmt: skip
    assert {label: r["matchpoints"] for label, r in rows.items()} == expected
    assert {r["maximum"] for r in rows.values()} == {4}
    assert rows["9"]["percentage"] == "75" and rows["2"]["percentage"] == "25"
    assert rows["9"]["place"] == rows["11"]["place"] == "1="
    assert rows["4"]["place"] == "3=" and rows["3"]["place"] == "11="
    assert rows["10"]["name"] == "Player 10" and rows["10"]["field"] == ""


def test_twelve_player_pages_show_players(client, organiser):
    event = make_individual(organiser, size=12)
    enter_individual_whist(event, organiser, 1, {1: 8, 2: 7, 3: 7})
    services.publish_event(event, by=organiser)
    page = client.get(reverse("standings", args=[event.slug])).content.decode()
    header, first = tables_in(page)[0][:2]
    assert "Player" in header and "Pair" not in header
    assert first[header.index("%")] == "100"
    assert first[header.index("Player")] in ("10", "6")
    traveller = tables_in(client.get(reverse("traveller", args=[event.slug, 1])).content.decode())
    head, line = traveller[0][0], traveller[0][1]
    assert head[2:6] == ["North", "South", "East", "West"]
    assert line[2:6] == ["10 Player 10", "6 Player 6", "1 Player 1", "7 Player 7"]
    assert line[-2:] == ["2", "0"]
    card = client.get(reverse("score-card", args=[event.slug, "1"])).content.decode()
    head, line = tables_in(card)[0][:2]
    assert head[3:6] == ["Seat", "Partner", "Opponents"]
    assert line[3:6] == ["East", "7 Player 7", "10 Player 10 & 6 Player 6"]
    assert line[6:9] == ["5", "0", "2"]


def test_score_card_lines_by_hand(organiser):
    event = make_individual(organiser, size=12)
    enter_individual_whist(event, organiser, 1, {1: 8, 2: 7, 3: 7})
    enter_individual_whist(event, organiser, 2, {1: 6, 2: 6, 3: 9})
    scores = standings.scores_for(event)
    card = scores.card(scores.entrants["11"])  # West at table 2
    assert [(c.tray, c.seat, c.partner.label) for c in card] == [(1, "West", "9"), (2, "West", "9")]
    assert [{o.label for o in c.opponents} for c in card] == [{"2", "3"}, {"2", "3"}]
    assert [(c.tricks, c.mp, c.top, c.percent) for c in card] == [
        (6, "1.5", "2", "75"),
        (7, "1.5", "2", "75"),
    ]


SAFFORD_ROUND_1 = {1: [7, 8, 6, 9], 2: [8, 8, 5, 7]}  # NS tricks on trays 1-4 by table
SAFFORD_ROUND_2 = {1: [7, 7, 7, 7], 2: [6, 6, 6, 6]}  # trays 5-8


def test_safford_top_loss_by_hand(organiser, client):
    event = make_individual(organiser, kind="safford", size=8, scoring=m.ScoringMethod.TOP_LOSS)
    assert seats(seating_at(event, 1, 1)) == ("1", "2", "3", "5")
    assert seats(seating_at(event, 1, 2)) == ("4", "6", "8", "7")
    assert seats(seating_at(event, 2, 1)) == ("7", "1", "2", "4")
    assert seats(seating_at(event, 2, 2)) == ("3", "5", "8", "6")
    for round_number, start, table_tricks in ((1, 1, SAFFORD_ROUND_1), (2, 5, SAFFORD_ROUND_2)):
        for i in range(4):
            tricks = {table: values[i] for table, values in table_tricks.items()}
            enter_individual_whist(event, organiser, start + i, tricks, round_number)
    # Round 1: NS 30 and 28 tricks, EW 22 and 24.  N/S at table 2 lose 2, E/W at table 1 lose 2.
    # Round 2: NS 28 and 24, EW 24 and 28.  N/S at table 2 lose 4, E/W at table 1 lose 4.
    expected = {"1": 4, "2": 2, "3": 4, "4": 6, "5": 2, "6": 0, "7": 0, "8": 6}
    rows = rows_by_label(event)
    assert {label: r["loss"] for label, r in rows.items()} == expected
    assert rows["6"]["loss_place"] == rows["7"]["loss_place"] == "1="
    assert rows["2"]["loss_place"] == "3=" and rows["4"]["loss_place"] == "7="
    scores = standings.scores_for(event)
    card = scores.card(scores.entrants["4"])
    assert [c.loss for c in card if c.loss] == [
        "28 tricks, top 30: lost 2",
        "24 tricks, top 28: lost 4",
    ]
    services.publish_event(event, by=organiser)
    page = client.get(reverse("standings", args=[event.slug])).content.decode()
    assert "Tricks lost to the top" in page
    loss_table, mp_table = tables_in(page)[:2]  # the event's own method first
    assert loss_table[0][:4] == ["Place", "Player", "Name", "Tricks lost"]
    assert [row[3] for row in loss_table[1:]] == ["0", "0", "2", "2", "4", "4", "6", "6"]
    assert mp_table[0][:2] == ["Place", "Player"]


def test_safford_round_with_one_table_entered_waits(organiser):
    event = make_individual(organiser, kind="safford", size=8, scoring=m.ScoringMethod.TOP_LOSS)
    enter_individual_whist(event, organiser, 1, {1: 7, 2: 8})
    enter_individual_whist(event, organiser, 2, {1: 7})
    scores = standings.scores_for(event)
    assert scores.top_loss is None
    assert "round 1" in scores.top_loss_waiting[0]
    assert all(r["loss"] is None for r in scores.rows())


def test_bridge_individual_scores(organiser, client):
    event = make_individual(organiser, size=12, game=m.Game.BRIDGE)
    lines = [
        services.BridgeEntry(seating_at(event, 1, 1).pk, "4S", "N", 10),  # NS +420
        services.BridgeEntry(seating_at(event, 1, 2).pk, "3NT", "E", 9),  # NS -400
        services.BridgeEntry(seating_at(event, 1, 3).pk, "PASS"),  # 0
    ]
    assert services.record_traveller(event, 1, lines, by=organiser) == 3
    rows = rows_by_label(event)
    assert rows["10"]["matchpoints"] == "2" and rows["10"]["percentage"] == "100"
    assert rows["9"]["matchpoints"] == "2" and rows["2"]["matchpoints"] == "0"
    assert rows["4"]["matchpoints"] == rows["5"]["matchpoints"] == "1"
    services.publish_event(event, by=organiser)
    page = client.get(reverse("traveller", args=[event.slug, 1])).content.decode()
    body = tables_in(page)[0][1:]
    # The suit as its symbol; a phone reads the declarer and tricks beside the contract.
    assert [row[6:] for row in body] == [
        ["4♠ N 10", "N", "10", "420", "2", "0"],
        ["3NT E 9", "E", "9", "-400", "0", "2"],
        ["PASS", "", "", "0", "1", "1"],
    ]


def test_standings_csv_and_slip_page_for_players(organiser_client, organiser):
    event = make_individual(organiser, size=12)
    enter_individual_whist(event, organiser, 1, {1: 8, 2: 7, 3: 7})
    url = reverse("standings", args=[event.slug])
    csv = organiser_client.get(url, {"_export": "csv"}).content.decode().splitlines()
    assert csv[0].split(",")[:3] == ["Place", "Player", "Name"]
    assert len(csv) == 13
    slip = organiser_client.get(reverse("slip-entry", args=[event.slug])).content.decode()
    assert "tricks North and South took together" in slip
    live = organiser_client.get(reverse("standings-live", args=[event.slug]))
    assert live.status_code == 200 and b"Tricks lost to the top" not in live.content
