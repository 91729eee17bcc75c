"""What a table's phone is shown beside the pad itself: no site menu, where a pair sitting out
goes next, each side's team at teams, and a euchre tie's next hand counted in euchre's tricks.

Worked by hand: a 13-pair Mitchell seats seven tables, table 7 having no North-South pair, so
7 EW sits out round 1; in a Mitchell the East-West pairs move up one table each round, from
the last table to the first, so 7 EW plays round 2 at table 1 in the East-West seat.  Euchre
deals five cards to each player: a hand has five tricks, so a tie's next hand cannot be 6-0.
"""

from __future__ import annotations

import datetime as dt

import pytest
from django.urls import reverse

from tests.builders import HAND_DRAWN, euchre_evening, make_bridge_mitchell, quick_user
from tests.builders.pairs import create_through_wizard
from tournaments import models as m
from tournaments import services
from tournaments.services import progressive as ps


def _state(client, table: m.Table) -> dict:
    return client.get(reverse("table-pad-state", args=[table.secret])).json()


@pytest.mark.django_db
@pytest.mark.parametrize("signed_in", [False, True], ids=["player", "director's own phone"])
def test_a_tables_pages_show_no_site_menu(client, organiser, signed_in):
    if signed_in:
        client.force_login(organiser)
    event = make_bridge_mitchell(organiser, tables=3, boards_per_round=2)
    party = euchre_evening(quick_user("hostess"))
    pages = [
        reverse("table-entry", args=[event.tables.get(number=1).secret]),
        reverse("party-table", args=[m.PartyTable.objects.filter(event=party).first().secret]),
    ]
    for url in pages:
        html = client.get(url).content.decode()
        assert "<h1>Table 1</h1>" in html, url
        assert "<nav" not in html and 'class="site"' not in html, url
        assert "Organiser login" not in html and "Log out" not in html, url
    # The site's own pages keep their menu.
    assert "<nav" in client.get("/").content.decode()


@pytest.mark.django_db
def test_the_sit_out_phone_says_where_its_pair_goes_next(organiser_client):
    created = create_through_wizard(
        organiser_client, name="Thirteen", pairs=13, game="bridge", boards_per_round=2
    )
    assert created.status_code == 302
    event = m.Event.objects.get(name="Thirteen")
    started = organiser_client.post(f"/e/{event.slug}/start/", {"confirmed": "yes"})
    assert started.status_code == 302
    table = event.tables.get(number=7)
    data = _state(organiser_client, table)
    assert (data["status"], data["message"]) == ("sitout", "7 EW sits out this round.")
    assert data["moves"] == ["7 EW: go to table 1, sit EW."]
    page = organiser_client.get(reverse("table-entry", args=[table.secret])).content.decode()
    assert "7 EW sits out this round." in page
    assert "7 EW: go to table 1, sit EW." in page
    # A table that plays is told nothing of the next round before its trays are in.
    assert _state(organiser_client, event.tables.get(number=1))["moves"] == []


@pytest.mark.django_db
def test_a_teams_pad_names_each_sides_team(client, organiser):
    event = services.create_event(
        by=organiser,
        name="Teams night",
        date=dt.date(2026, 11, 22),
        game=m.Game.BRIDGE,
        form=m.Form.TEAMS,
        movement_kind="team-match",
        movement_size=2,
        boards_per_round=4,
        scoring_method=m.ScoringMethod.IMPS,
        seed=5,
    )
    named = {"a": "Aces High", "b": "Kings Cross"}
    services.name_entrants(
        event,
        by=organiser,
        teams=[(event.entrants.get(label=label), name) for label, name in named.items()],
    )
    services.start_event(event, by=organiser)
    for table in event.tables.all():
        seats = _state(client, table)["seats"]
        # Each pair's code begins with its team's letter ("a NS" is team a's pair).
        assert [(s["seat"], s["team"]) for s in seats] == [
            (s["seat"], named[s["code"].split()[0]]) for s in seats
        ]
        assert {s["team"] for s in seats} == {"Aces High", "Kings Cross"}
        page = client.get(reverse("table-entry", args=[table.secret])).content.decode()
        assert "· Aces High" in page and "· Kings Cross" in page


@pytest.fixture
def hostess(db):
    return quick_user("hostess")


@pytest.fixture
def euchre(hostess):
    event = euchre_evening(hostess)
    ps.seat_by_hand(event, HAND_DRAWN, by=hostess)
    ps.open_round(event, by=hostess)
    return event


def test_a_euchre_phone_offers_five_tricks_and_refuses_six(client, euchre):
    link = m.PartyTable.objects.get(event=euchre, number=2)
    state = client.get(reverse("party-table-state", args=[link.secret])).json()
    assert (state["kind"], state["hand_tricks"]) == ("taps", 5)
    save = reverse("party-table-save", args=[link.secret])
    answer = client.post(
        save, {"points": [3, 3], "tricks": [6, 0]}, content_type="application/json"
    )
    assert answer.status_code == 422
    assert "6 and 0 tricks cannot be one hand" in answer.json()["message"]
    assert not m.ProgressiveResult.objects.exists()
    answer = client.post(
        save, {"points": [3, 3], "tricks": [3, 2]}, content_type="application/json"
    )
    assert answer.json()["outcome"] == "saved"


def test_the_hosts_euchre_form_takes_a_tie_break_of_five_tricks_at_most(client, hostess, euchre):
    client.force_login(hostess)
    host = client.get(f"/e/{euchre.slug}/progressive/").content.decode()
    assert 'name="t2-ns_tricks"' in host
    field = host[host.index('name="t2-ns_tricks"') :].split(">", 1)[0]
    assert 'max="5"' in field
    url = f"/e/{euchre.slug}/progressive/report/"
    tie = {"table": 2, "round": 1, "t2-ns": 3, "t2-ew": 3, "t2-ew_tricks": 0}
    refused = client.post(url, {**tie, "t2-ns_tricks": 6})
    assert refused.status_code == 400
    assert "less than or equal to 5" in refused.content.decode()
    assert not m.ProgressiveResult.objects.exists()
    assert client.post(url, {**tie, "t2-ns_tricks": 5}).status_code == 302
    row = m.ProgressiveResult.objects.get(round__event=euchre, table=2)
    assert (row.points_a, row.points_b, row.tricks_a, row.tricks_b) == (3, 3, 5, 0)
