"""The players at the table: in round 1 each seat's player is entered on the table's pad (a
member number, a name picked from the club's member list, or a visitor's name), the pairs are
named from it, and the director sees and fixes who sat where.

The club's member list is made here (five members of the Compass Club, and one of another
club); the event is a three-table contract bridge Mitchell, where in round 1 table 1 holds
pair 1 North-South and pair 1 East-West (a Mitchell's East-West pair n starts at table n).
Every expected name and number below is read off that list by hand.
"""

from __future__ import annotations

import json

import pytest
from django.test import Client
from django.urls import reverse

from tests.builders import club_named, club_user, make_bridge_mitchell
from tests.web.security.stored import state
from tournaments import models as m
from tournaments import services
from tournaments.services.clubs import import_members

pytestmark = pytest.mark.django_db

MEMBERS = (
    "Member Number,First Name,Last Name\n"
    "100234,Ada,Lovelace\n"
    "100235,Charles,Babbage\n"
    "100236,Grace,Hopper\n"
    "100237,Alan,Turing\n"
    "100238,Ada,Byron\n"
)


@pytest.fixture
def event(organiser):
    club = m.ClubMember.objects.get(user=organiser).club
    import_members(club, MEMBERS, by=organiser)
    rival = club_named("Rival Club")
    import_members(rival, "Member Number,Name\n200001,Edsger Dijkstra\n", by=None)
    return make_bridge_mitchell(organiser, tables=3, boards_per_round=1)


def one(event) -> m.Table:
    return m.Table.objects.get(event=event, number=1)


def send(client: Client, table: m.Table, body: dict):
    url = reverse("table-pad-players", args=[table.secret])
    return client.post(url, json.dumps({"round": 1, **body}), content_type="application/json")


def look_up(client: Client, table: m.Table, text: str):
    return client.get(reverse("table-pad-members", args=[table.secret]), {"q": text})


def names(event, code: str) -> list[str]:
    entrant = next(e for e in event.entrants.all() if e.code == code)
    return [x.player.name for x in entrant.members.order_by("position")]


def pad_players(client: Client, table: m.Table) -> list[tuple]:
    data = client.get(reverse("table-pad-state", args=[table.secret])).json()
    # The pad asks by itself when the club keeps the national body's member list.
    assert data["asks_players"] == bool(table.event.club.member_columns)
    return [(p["seat"], p["code"], p["name"], p["number"], p["entered"]) for p in data["players"]]


def test_four_players_name_their_seats_and_the_pairs_are_named(client, event, organiser):
    table = one(event)
    assert pad_players(client, table) == [
        ("N", "1 NS", "", "", ""), ("E", "1 EW", "", "", ""),
        ("S", "1 NS", "", "", ""), ("W", "1 EW", "", "", ""),
    ]  # fmt: skip
    # North types a member number; South picks a name from three letters; East types a
    # number; West is a visitor.
    assert send(client, table, {"seat": "N", "number": "100234", "key": "seat-key-n1"}).json()[
        "seat"
    ]["name"] == ("Ada Lovelace")
    found = look_up(client, table, "bab").json()["members"]
    assert [(f["name"], f["number"]) for f in found] == [("Charles Babbage", "100235")]
    assert (
        send(
            client, table, {"seat": "S", "player": found[0]["id"], "key": "seat-key-s1"}
        ).status_code
        == 200
    )
    assert (
        send(client, table, {"seat": "E", "number": " 100236 ", "key": "seat-key-e1"}).status_code
        == 200
    )
    answer = send(client, table, {"seat": "W", "visitor": "Joan  Clarke", "key": "seat-key-w1"})
    assert answer.json()["outcome"] == "saved"
    assert names(event, "1 NS") == ["Ada Lovelace", "Charles Babbage"]
    assert names(event, "1 EW") == ["Grace Hopper", "Joan Clarke"]
    ns = next(e for e in event.entrants.all() if e.code == "1 NS")
    assert ns.name == "Ada Lovelace & Charles Babbage"
    visitor = m.Player.objects.get(name="Joan Clarke")
    assert (visitor.national_id, visitor.club_id) == ("", event.club_id)
    assert pad_players(client, table) == [
        ("N", "1 NS", "Ada Lovelace", "100234", "table"),
        ("E", "1 EW", "Grace Hopper", "100236", "table"),
        ("S", "1 NS", "Charles Babbage", "100235", "table"),
        ("W", "1 EW", "Joan Clarke", "", "table"),
    ]
    log = list(
        m.LogEntry.objects.filter(event=event, action="players").values_list("text", flat=True)
    )
    assert "Table 1, round 1: West of 1 EW is Joan Clarke (a visitor)." in log
    assert "Table 1, round 1: North of 1 NS is Ada Lovelace (100234)." in log
    result = {
        "tray": 1,
        "contract": "3NT",
        "declarer": "N",
        "tricks": 9,
        "key": "seat-key-round-one-tray-1",
    }
    saved = client.post(
        reverse("table-pad-save", args=[table.secret]),
        json.dumps(result),
        content_type="application/json",
    )
    assert saved.status_code == 200, saved.content
    staff = Client()
    staff.force_login(organiser)  # the standings during play: the staff's, by the settings
    standings = staff.get(reverse("standings", args=[event.slug])).content.decode()
    assert "Joan Clarke" in standings and "Ada Lovelace" in standings


def test_the_look_up_gives_a_few_of_the_events_clubs_members_only(client, event):
    table = one(event)

    def found(text):
        return [f["name"] for f in look_up(client, table, text).json()["members"]]

    assert found("ad") == []  # fewer than three letters: nothing
    assert found("ada") == ["Ada Byron", "Ada Lovelace"]
    assert found("100237") == ["Alan Turing"]
    assert found("200001") == [] and found("dijkstra") == []  # another club's member
    for n in range(7):
        m.Player.objects.create(club=event.club, name=f"Ann Smith {n}")
    assert len(found("smith")) == 5


def test_a_resend_is_stored_once_and_a_second_phone_meets_the_first(client, event):
    table = one(event)
    assert (
        send(
            client, table, {"seat": "N", "number": "100234", "key": "seat-key-phone-a"}
        ).status_code
        == 200
    )
    again = send(client, table, {"seat": "N", "number": "100234", "key": "seat-key-phone-a"})
    assert again.json()["outcome"] == "stored"
    assert m.LogEntry.objects.filter(event=event, action="players").count() == 1
    before = state()
    other = send(client, table, {"seat": "N", "number": "100237", "key": "seat-key-phone-b"})
    assert other.status_code == 409 and other.json()["seat"]["name"] == "Ada Lovelace"
    assert state() == before
    ada = m.Player.objects.get(national_id="100234")
    changed = send(
        client, table, {"seat": "N", "number": "100237", "key": "seat-key-b2", "seen": ada.pk}
    )
    assert changed.json()["outcome"] == "saved"
    assert names(event, "1 NS") == ["Alan Turing"]


def test_a_visitor_is_never_a_second_player(client, event):
    table = one(event)
    count = m.Player.objects.count()
    assert (
        send(
            client, table, {"seat": "N", "visitor": "ada lovelace", "key": "seat-key-v1"}
        ).status_code
        == 200
    )
    assert m.Player.objects.count() == count  # the member of that name
    assert names(event, "1 NS") == ["Ada Lovelace"]
    assert (
        send(
            client, table, {"seat": "E", "visitor": "Joan Clarke", "key": "seat-key-v2"}
        ).status_code
        == 200
    )
    before = state()
    twice = send(client, table, {"seat": "W", "visitor": "Joan Clarke", "key": "seat-key-v3"})
    assert twice.status_code == 422 and "already plays in 1 EW" in twice.json()["message"]
    assert state() == before
    unknown = send(client, table, {"seat": "S", "number": "999999", "key": "seat-key-v4"})
    assert unknown.status_code == 422 and "No member 999999" in unknown.json()["message"]
    assert (
        send(client, table, {"seat": "S", "number": "200001", "key": "seat-key-v5"}).status_code
        == 422
    )
    assert state() == before


def test_the_director_sees_and_fixes_who_sat_where(client, event, organiser):
    table = one(event)
    assert (
        send(client, table, {"seat": "N", "number": "100234", "key": "seat-key-n1"}).status_code
        == 200
    )
    desk = Client()
    desk.force_login(organiser)
    page = desk.get(reverse("run-players", args=[event.slug])).content.decode()
    assert "at table 1, round 1, seat N" in page and "typed “100234”" in page
    ns = next(e for e in event.entrants.all() if e.code == "1 NS")
    fixed = desk.post(
        reverse("run-players", args=[event.slug]),
        {"entrant": ns.pk, "position": 1, "number": "100238"},
    )
    assert fixed.status_code == 302
    assert names(event, "1 NS") == ["Ada Byron"]
    assert "The director named player 1 of 1 NS: Ada Byron (100238)." in m.LogEntry.objects.filter(
        event=event
    ).values_list("text", flat=True)
    before = state()
    ada = m.Player.objects.get(national_id="100238")
    refused = send(
        client, table, {"seat": "N", "number": "100234", "key": "seat-key-n2", "seen": ada.pk}
    )
    assert refused.status_code == 422 and "director" in refused.json()["message"]
    assert state() == before
    assert pad_players(client, table)[0] == ("N", "1 NS", "Ada Byron", "100238", "director")
    bad = desk.post(
        reverse("run-players", args=[event.slug]),
        {"entrant": ns.pk, "position": 2, "number": "100235", "name": "Someone"},
    )
    assert bad.status_code == 400 and state() == before
    scorer = Client()
    scorer.force_login(club_user("scorer", role=m.Role.SCORER))
    assert scorer.get(reverse("run-players", args=[event.slug])).status_code == 404


def test_a_seat_the_director_named_before_the_start_is_shown_to_confirm_or_change(
    client, organiser
):
    event = make_bridge_mitchell(organiser, tables=3, boards_per_round=1)
    ns = next(e for e in event.entrants.all() if e.code == "1 NS")
    services.register_entrant(ns, by=organiser, player_names=["Ada Lovelace", "Charles Babbage"])
    table = one(event)
    assert pad_players(client, table)[0] == ("N", "1 NS", "Ada Lovelace", "", "named")
    ada = m.Player.objects.get(name="Ada Lovelace")
    confirmed = send(
        client, table, {"seat": "N", "player": ada.pk, "key": "seat-key-c1", "seen": ada.pk}
    )
    assert confirmed.json()["outcome"] == "saved"
    assert pad_players(client, table)[0][-1] == "table"
    changed = send(client, table, {"seat": "S", "visitor": "Mary Somerville", "key": "seat-key-c2"})
    assert changed.status_code == 200
    assert names(event, "1 NS") == ["Ada Lovelace", "Mary Somerville"]


def test_a_round_called_off_or_the_finish_writes_nothing(client, event, organiser):
    table = one(event)
    services.advance_round(event, by=organiser)
    before = state()
    late = send(client, table, {"seat": "N", "number": "100234", "key": "seat-key-late"})
    assert late.status_code == 422 and "Round 1 is over" in late.json()["message"]
    assert state() == before
    services.finish_event(event, by=organiser)
    before = state()
    body = {"seat": "N", "number": "100234", "key": "seat-key-after", "round": 2}
    url = reverse("table-pad-players", args=[table.secret])
    assert client.post(url, json.dumps(body), content_type="application/json").status_code == 422
    assert look_up(client, table, "ada").status_code == 403
    assert state() == before


def test_a_table_cannot_read_the_member_list_out_a_few_names_at_a_time(client, event):
    """Forty look-ups in ten minutes are plenty for four players; the next is refused."""
    table = one(event)
    for _ in range(40):
        assert look_up(client, table, "ada").status_code == 200
    refused = look_up(client, table, "lov")
    assert refused.status_code == 429 and "Too many look-ups" in refused.json()["message"]
    other = m.Table.objects.get(event=event, number=2)  # each table counts its own
    assert look_up(client, other, "ada").status_code == 200
