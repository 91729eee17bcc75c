"""The source's progressive settings through the site: progressive cinch, lone hands barred at
the euchre head table (Foster, lines 2651-2653), and deals a round for progressive bridge and
whist (line 43: "An even number of deals, usually four, is the rule for each round").

Cinch, worked by hand as in ``tests/progressive/test_cinch.py``: three tables, ladies and
gentlemen seated by hand; after four deals the head table's North-South have 12 to go and
East-West 30, table 2 40 and 22, the booby 20 and 33.  Fewest to go goes up; partners divide.
"""

from __future__ import annotations

import pytest
from django.urls import reverse

from tests.builders import cinch_evening, euchre_evening, quick_user, round_pairs
from tests.progressive.source import quoted
from tournaments import models as m
from tournaments.services import progressive as ps

THREE = [
    [("L1", "G1"), ("L2", "G2")],
    [("L3", "G3"), ("L4", "G4")],
    [("L5", "G5"), ("L6", "G6")],
]


@pytest.fixture
def organiser(db):
    return quick_user("hostess")


def test_the_deals_quote_is_the_sources(shared_dir):
    assert quoted(shared_dir, 43, 44, "An even number of deals, usually four, is the rule")


def test_cinch_through_the_host_page_and_a_phone(client, organiser):
    event = cinch_evening(organiser)
    assert (event.game, event.progressive.deals, event.progressive.game_points) == (
        m.Game.CINCH,
        4,
        51,
    )
    ps.seat_by_hand(event, THREE, by=organiser)
    ps.open_round(event, by=organiser)
    link = m.PartyTable.objects.get(event=event, number=2)
    state = client.get(reverse("party-table-state", args=[link.secret])).json()
    assert state["kind"] == "togo"
    assert state["rules"][0] == "4 deals a table, 51 up: report the points to go."
    url = reverse("party-table-save", args=[link.secret])
    too_many = client.post(url, {"points": [108, 3], "key": "cinch-phone-1"}, "application/json")
    assert too_many.status_code == 422
    assert "a pair has 0 to 107 points to go after 4 deals, not 108" in too_many.json()["message"]
    fine = client.post(url, {"points": [40, 22], "key": "cinch-phone-2"}, "application/json")
    assert fine.json()["outcome"] == "saved"
    client.force_login(organiser)
    for table, (ns, ew) in ((1, (12, 30)), (3, (20, 33))):
        data = {"table": table, "round": 1, f"t{table}-ns": ns, f"t{table}-ew": ew}
        assert (
            client.post(reverse("progressive-report", args=[event.slug]), data).status_code == 302
        )
    host = client.get(reverse("progressive-host", args=[event.slug])).content.decode()
    # Each pair's field asks for its points to go; the three tables are marked reported, the
    # phone's table 2 among them.
    assert "L1 &amp; G1: points to go" in host
    assert host.count('badge finished">reported') == 3
    ps.close_round(event, by=organiser)
    # Head: L1-G1 (12 to go) stay, L4-G4 (22) arrive from table 2 as a pair.  Table 2: L3,
    # who lost, keeps her seat and takes G5, up from the booby; L5 partners G3.  Booby: L6
    # (lost) keeps her seat with G2 from the head table; L2 takes G6.
    assert round_pairs(event, 2) == [
        [("L1", "G1"), ("L4", "G4")],
        [("L3", "G5"), ("L5", "G3")],
        [("L2", "G6"), ("L6", "G2")],
    ]
    decided = [o["decided_by"] for o in event.progressive_rounds.get(number=1).outcome]
    assert decided == ["points to go"] * 3


def test_a_cinch_tie_is_cut_with_the_seed_and_the_high_card_goes_up(organiser):
    event = cinch_evening(organiser)
    ps.seat_by_hand(event, THREE, by=organiser)
    ps.open_round(event, by=organiser)
    for table, points in ((1, (9, 30)), (2, (25, 25)), (3, (3, 4))):
        ps.report_result(event, ps.TableReport(table, points=points), by=organiser)
    ps.close_round(event, by=organiser)
    again = cinch_evening(organiser)
    ps.seat_by_hand(again, THREE, by=organiser)
    ps.open_round(again, by=organiser)
    for table, points in ((1, (9, 30)), (2, (25, 25)), (3, (3, 4))):
        ps.report_result(again, ps.TableReport(table, points=points), by=organiser)
    ps.close_round(again, by=organiser)
    first = event.progressive_rounds.get(number=1).outcome[1]
    assert first["decided_by"] == "cut"
    assert first == again.progressive_rounds.get(number=1).outcome[1]  # the seed decides


@pytest.mark.parametrize(("barred", "fine"), [(True, False), (False, True)])
def test_lone_hands_at_the_head_table_follow_the_setting(client, organiser, barred, fine):
    """Four points, then a lone hand's march: 8-3 at the head table.  Barred, it cannot be."""
    client.force_login(organiser)
    data = {
        "name": f"Euchre {barred}",
        "date": "2026-12-04",
        "game": "euchre",
        "tables": 2,
        "groups": "two",
        "rounds": 2,
        "prize_classes": ["gold", "red", "green"],
        "loner_points": 4,
    }
    if barred:
        data["lone_hands_barred"] = "on"
    assert client.post(reverse("progressive-new"), data).status_code == 302
    event = m.Event.objects.get(name=data["name"])
    assert event.progressive.lone_hands_barred is barred
    ps.draw_evening(event, by=organiser)
    ps.open_round(event, by=organiser)
    link = m.PartyTable.objects.get(event=event, number=1)
    rules = client.get(reverse("party-table-state", args=[link.secret])).json()["rules"]
    assert ("No lone hands at the head table." in rules) is barred
    report = {"table": 1, "round": 1, "t1-ns": 8, "t1-ew": 3}
    page = client.post(reverse("progressive-report", args=[event.slug]), report)
    if fine:
        assert page.status_code == 302
    else:
        assert "8 points is more than one hand can bring from 4" in page.content.decode()
        assert "with lone hands barred a hand scores at most two" in page.content.decode()
    assert m.ProgressiveResult.objects.filter(round__event=event).exists() is fine


def test_the_default_bars_lone_hands_as_the_source_says(organiser):
    event = euchre_evening(organiser)
    assert event.progressive.lone_hands_barred is True


@pytest.mark.parametrize(
    ("game", "extra", "deals", "words"),
    [
        ("bridge", {}, 4, "4 deals a round, then report the points."),
        ("whist-sit", {"deals": 6}, 6, "6 deals a round, then report the points."),
        ("bridge", {"to_the_bell": "on"}, None, "Play until the bell, then report the points."),
    ],
)
def test_bridge_and_whist_play_deals_a_round_or_to_the_bell(
    client, organiser, game, extra, deals, words
):
    client.force_login(organiser)
    data = {
        "name": f"Drive {game} {deals}",
        "date": "2026-12-04",
        "game": game,
        "tables": 3,
        "groups": "one",
        "rounds": 3,
        "prize_classes": ["gold"],
        "loner_points": 4,
        **extra,
    }
    assert client.post(reverse("progressive-new"), data).status_code == 302
    event = m.Event.objects.get(name=data["name"])
    assert event.progressive.deals == deals
    host = client.get(reverse("progressive-host", args=[event.slug])).content.decode()
    assert words in host
    assert (f"{deals} deals a round" in host) is (deals is not None)
    ps.draw_evening(event, by=organiser)
    link = m.PartyTable.objects.get(event=event, number=2)
    state = client.get(reverse("party-table-state", args=[link.secret])).json()
    assert state["deals"] == deals and state["rules"][0] == words


def test_euchre_rounds_end_at_the_bell_not_in_deals(client, organiser):
    client.force_login(organiser)
    data = {
        "name": "Euchre in deals",
        "date": "2026-12-04",
        "game": "euchre",
        "tables": 2,
        "groups": "two",
        "rounds": 2,
        "prize_classes": ["gold"],
        "loner_points": 4,
        "deals": 4,
    }
    page = client.post(reverse("progressive-new"), data).content.decode()
    assert "a round ends at the bell. Deals a round are for bridge, whist, cinch" in page
    assert not m.Event.objects.exists()
