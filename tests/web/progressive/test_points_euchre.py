"""Today's progressive euchre through the site, as a host runs it: the wizard, the first round
seated from the rotation chart, the guests' phones reporting hand by hand and the host's page
in totals, the running standings, the prize list, each guest's page and the chart.

Nine guests, numbered as listed (P1 Guest A .. P9 Guest I), at two tables; the chart is the
whist tournament Wh(9), one guest sitting out each round.  The two rounds are the ones worked
by hand in ``tests/progressive/test_euchre_points.py``:

- round 1: table 1 P4 & P7 v P2 & P3, 8-5 (the phone: hands 1 2 1 4 to North-South, 1 2 1 1
  to East-West); table 2 P5 & P9 v P8 & P6, 4-7 (the host's page); P1 sits out and scores
  the round's average, 48 points over eight players: 6;
- round 2: table 1 P5 & P8 v P3 & P1, 6-6, East-West taking three tricks of one more hand
  (the host); table 2 P6 & P7 v P9 & P4, 9-5 (the phone: 4 2 1 1 1 to North-South, 1 2 2 to
  East-West); P2 sits out: 52 over eight is 6.5, so 7.
"""

from __future__ import annotations

import datetime as dt

import pytest
from django.urls import reverse

from tests.builders import NINE, quick_user
from tests.web.html import rows_by, tables_in
from tournaments import models as m
from tournaments.services import progressive as ps
from tournaments.standings import progressive as sp

NS, EW = 0, 1
ROUND_1_PHONE = [[NS, 1], [NS, 2], [NS, 1], [NS, 4], [EW, 1], [EW, 2], [EW, 1], [EW, 1]]
ROUND_2_PHONE = [[NS, 4], [NS, 2], [NS, 1], [NS, 1], [NS, 1], [EW, 1], [EW, 2], [EW, 2]]
# Place, player, round 1, round 2, total, games won (worked in the module docstring's rounds).
STANDINGS = [
    ["1", "P7", "Guest G", "8", "9", "17", "2"],
    ["2", "P6", "Guest F", "7", "9", "16", "2"],
    ["=3", "P4", "Guest D", "8", "5", "13", "1"],
    ["=3", "P8", "Guest H", "7", "6", "13", "1"],
    ["5", "P1", "Guest A", "6 (bye)", "6", "12", "1"],
    ["6", "P2", "Guest B", "5", "7 (bye)", "12", "0"],
    ["7", "P3", "Guest C", "5", "6", "11", "1"],
    ["8", "P5", "Guest E", "4", "6", "10", "0"],
    ["9", "P9", "Guest I", "4", "5", "9", "0"],
]


@pytest.fixture
def organiser(db):
    return quick_user("hostess")


@pytest.fixture
def signed_in(client, organiser):
    client.force_login(organiser)
    return client


def set_up(client, **changes) -> m.Event | None:
    data = {
        "name": "Euchre for points",
        "date": "2026-12-11",
        "game": "euchre-points",
        "tables": "",
        "groups": "one",
        "rounds": 2,
        "prize_classes": ["gold"],
        "players": "\n".join(NINE),
        "loner_points": 4,
        "seed": 3,
        **changes,
    }
    response = client.post(reverse("progressive-new"), data)
    if response.status_code != 302:
        return None
    return m.Event.objects.get(name=data["name"])


def phone(client, event, table: int, body: dict):
    link = m.PartyTable.objects.get(event=event, number=table)
    url = reverse("party-table-save", args=[link.secret])
    return client.post(url, body, content_type="application/json")


def host_report(client, event, table: int, round_: int, ns: int, ew: int, tricks=None):
    data = {"table": table, "round": round_, f"t{table}-ns": ns, f"t{table}-ew": ew}
    if tricks:
        data |= {f"t{table}-ns_tricks": tricks[0], f"t{table}-ew_tricks": tricks[1]}
    return client.post(reverse("progressive-report", args=[event.slug]), data)


def bell(client, event, action: str):
    return client.post(reverse("progressive-bell", args=[event.slug]), {"action": action})


def test_a_points_evening_from_the_wizard_to_the_final_standings(signed_in, client):
    event = set_up(signed_in)
    settings = event.progressive
    assert (event.movement_size, settings.deals, settings.loner_points) == (2, 8, 4)
    assert settings.bye_points is None and event.game == m.Game.EUCHRE
    names = dict(event.progressive_players.values_list("label", "name"))
    assert names == {f"P{i}": NINE[i - 1] for i in range(1, 10)}  # numbered as listed
    host = signed_in.get(reverse("progressive-host", args=[event.slug])).content.decode()
    assert "9 players at 2 tables, 9 rounds: every player partners every other once" in host
    assert "one player sits out each round, everyone once" in host
    assert "Seat round 1 from the rotation chart" in host
    assert "Seat the tables as drawn by hand" not in host  # the chart seats them
    signed_in.post(reverse("progressive-draw", args=[event.slug]))
    bell(signed_in, event, "open")
    host = signed_in.get(reverse("progressive-host", args=[event.slug])).content.decode()
    assert "Sitting out round 1: Guest A (P1)." in host
    seating = rows_by(tables_in(host)[0], "Table")
    assert seating["1 (head)"]["North-South"] == "Guest D (P4) & Guest G (P7)"

    state = client.get(
        reverse("party-table-state", args=[m.PartyTable.objects.get(event=event, number=1).secret])
    ).json()
    assert (state["kind"], state["deals"], state["hand_values"]) == ("hands", 8, [1, 2, 4])
    assert state["out"] == ["Guest A (P1)"]
    assert "8 hands a round." in state["rules"][0]
    saved = phone(client, event, 1, {"hands": ROUND_1_PHONE, "round": 1, "key": "table-one-r1"})
    assert saved.json()["outcome"] == "saved"
    assert saved.json()["result"]["points"] == [8, 5]
    assert host_report(signed_in, event, 2, 1, 4, 7).status_code == 302
    bell(signed_in, event, "close")
    bell(signed_in, event, "open")
    assert host_report(signed_in, event, 1, 2, 6, 6, tricks=(2, 3)).status_code == 302
    body = {"hands": ROUND_2_PHONE, "round": 2, "key": "table-two-r2"}
    assert phone(client, event, 2, body).json()["outcome"] == "saved"
    bell(signed_in, event, "close")
    event.refresh_from_db()
    assert event.status == m.Status.FINISHED

    page = client.get(reverse("progressive-standings", args=[event.slug])).content.decode()
    assert "Final standings" in page
    table = tables_in(page)[0]
    assert table[0] == ["Place", "Player", "Name", "R1", "R2", "Total", "Games won"]
    assert table[1:] == STANDINGS
    prizes = tables_in(
        client.get(reverse("progressive-prizes", args=[event.slug])).content.decode()
    )
    got = [(row[0], row[2], row[3]) for row in prizes[0][1:]]
    assert got[:2] == [("First", "Guest G (P7)", "17"), ("Second", "Guest F (P6)", "16")]
    assert got[2][0] == "Third" and got[2][1] in ("Guest D (P4)", "Guest H (P8)")
    assert got[3] == ("Booby", "Guest I (P9)", "9")
    hands = m.ProgressiveResult.objects.get(round__event=event, round__number=1, table=1)
    assert hands.details["hands"] == ROUND_1_PHONE and hands.entered_via == "guests"


def test_a_guests_page_shows_the_bye_and_every_round_of_the_chart(signed_in, client):
    event = set_up(signed_in)
    ps.draw_evening(event, by=event.organisers.first())
    page = client.get(reverse("progressive-player", args=[event.slug, "P1"])).content.decode()
    assert "Sitting out round 1" in page and "the round's average" in page
    assert "Sitting out</li>" in page  # round 1 of the player's rounds
    assert "Table 1 with Guest C (P3), against Guest E (P5) &amp; Guest H (P8)" in page
    page = client.get(reverse("progressive-chart", args=[event.slug])).content.decode()
    assert "every player partners every other once" in page
    assert "Sitting out: P1 Guest A" in page
    assert "Round 3 (after this evening's)" in page
    # Star pages send a points evening to its standings, and the other way round.
    stars = client.get(reverse("progressive-stars", args=[event.slug]))
    assert stars["Location"] == reverse("progressive-standings", args=[event.slug])


@pytest.mark.parametrize(
    ("changes", "words"),
    [
        ({"rounds": 10}, "The rotation chart for 9 players has 9 rounds"),
        ({"loner_points": 2}, "Ensure this value is greater than or equal to 3"),
        ({"players": "\n".join(NINE[:7])}, "seats 8 to 163 players"),
        ({"players": "", "guests": 12, "deals": 4, "to_the_bell": "on"}, "not to the bell"),
    ],
)
def test_a_set_up_that_cannot_be_is_refused_and_nothing_is_made(signed_in, changes, words):
    response = signed_in.post(
        reverse("progressive-new"),
        {
            "name": "Refused",
            "date": "2026-12-11",
            "game": "euchre-points",
            "groups": "one",
            "rounds": 2,
            "prize_classes": ["gold"],
            "players": "\n".join(NINE),
            "loner_points": 4,
            **changes,
        },
    )
    assert response.status_code == 200
    assert words in response.content.decode()
    assert not m.Event.objects.exists()


def test_today_s_euchre_numbers_everybody_alike(organiser):
    with pytest.raises(ps.DomainError, match="draw as one group"):
        ps.set_up_evening(
            ps.EveningSettings(
                name="Two packs",
                date=dt.date(2026, 12, 11),
                game=m.Drive.EUCHRE_POINTS,
                tables=2,
                groups="two",
                rounds=2,
            ),
            by=organiser,
        )
    assert not m.Event.objects.exists()


def test_a_report_that_eight_hands_cannot_give_is_refused(signed_in, client):
    event = set_up(signed_in)
    ps.draw_evening(event, by=event.organisers.first())
    bell(signed_in, event, "open")
    seven = phone(client, event, 1, {"hands": ROUND_1_PHONE[:7], "key": "seven-hands"})
    assert seven.status_code == 422 and "a round is 8 hands, not 7" in seven.json()["message"]
    three = [[NS, 3], *ROUND_1_PHONE[1:]]
    refused = phone(client, event, 1, {"hands": three, "key": "three-points"})
    assert "hand 1: a side scores 1, 2, 4 on a hand, not 3" in refused.json()["message"]
    shape = phone(client, event, 1, {"hands": [[0, 1, 2]], "key": "bad-shape-1"})
    assert shape.status_code == 422 and "as the pad sends them" in shape.json()["message"]
    page = host_report(signed_in, event, 2, 1, 33, 0).content.decode()
    assert "33 points is more than 8 hands can give" in page
    tie = host_report(signed_in, event, 2, 1, 6, 6).content.decode()
    assert "give the tricks each side won on one more hand" in tie
    assert not m.ProgressiveResult.objects.filter(round__event=event).exists()
    by_hand = reverse("progressive-by-hand", args=[event.slug])
    signed_in.post(by_hand, {"tables": "P1 P2 / P3 P4\nP5 P6 / P7 P8"})
    assert m.ProgressiveRound.objects.get(event=event).state == m.RoundState.OPEN


def test_the_chart_ends_the_evening_and_a_fixed_bye(signed_in):
    """Played to the hour (no rounds set), the evening ends with the chart's last round; a
    bye worth a fixed three points replaces the average."""
    event = set_up(signed_in, name="To the end of the chart", rounds="", minutes=600, bye_points=3)
    host = event.organisers.first()
    ps.draw_evening(event, by=host)
    for _round in range(1, 10):
        ps.open_round(event, by=host)
        for table in (1, 2):
            ps.report_result(event, ps.TableReport(table, points=(5, 3)), by=host)
        ps.close_round(event, by=host)
    event.refresh_from_db()
    assert event.status == m.Status.FINISHED and event.current_round == 9
    table = sp.evening_points(event, event.progressive)
    # Every guest sat out once (3 points), and played eight rounds at 5 or 3 a round.
    assert all(sum(s.byes) == 1 for s in table)
    assert all(s.rounds[s.byes.index(True)] == 3 for s in table)
