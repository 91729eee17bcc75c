"""The players at the table on a phone (360 px): in round 1 the pad asks who sits in each
seat; three players enter their member numbers and pick the name the club's list shows, the
fourth is a visitor who types a name.  The pairs are then named from it: the pad's header, the
director's page of who sat where and the standings show the names.  The club's member list is
made here; every name and number is read off it by hand."""

from __future__ import annotations

import pytest

from tests.builders import club_user, make_bridge_mitchell
from tests.e2e.pad import open_pad, sideways, wait_sent
from tests.e2e.test_session_flows import log_in
from tournaments import models as m
from tournaments.services.clubs import import_members

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

MEMBERS = (
    "EBU No,Forename,Surname\n"
    "100234,Ada,Lovelace\n"
    "100235,Charles,Babbage\n"
    "100236,Grace,Hopper\n"
    "100237,Alan,Turing\n"
)


def member_number(phone, seat: str, number: str, name: str) -> None:
    """A player types the number, taps Find, and taps the name the list shows."""
    field = phone.locator(f"#pad [data-act=player-text][data-val={seat}]")
    field.fill(number)
    phone.locator(f"#pad [data-act=player-find][data-val={seat}]").click()
    pick = phone.locator(f"#pad [data-act=player-pick][data-val='{seat}:0']")
    pick.wait_for()
    assert pick.inner_text() == f"That's me: {name} ({number})"
    pick.click()


def test_four_players_named_at_the_table_in_round_1(live_server, phone, page):
    director = club_user("director", password="pw-director-1")
    club = m.ClubMember.objects.get(user=director).club
    import_members(club, MEMBERS, by=director)
    event = make_bridge_mitchell(director, tables=3, boards_per_round=1, name="Members night")
    table = event.tables.get(number=1)
    open_pad(phone, f"{live_server.url}/t/{table.secret}/")
    phone.locator("#pad .pad-players").wait_for()
    assert "Who is playing?" in phone.locator("#pad .pad-players").inner_text()
    assert sideways(phone) == []

    member_number(phone, "N", "100234", "Ada Lovelace")
    member_number(phone, "E", "100236", "Grace Hopper")
    member_number(phone, "S", "100235", "Charles Babbage")
    phone.locator("#pad [data-act=player-text][data-val=W]").fill("Joan Clarke")
    phone.locator("#pad [data-act=player-visitor][data-val=W]").click()
    # All four named and stored, the pad turns to the round's tray by itself.
    phone.locator("#pad .pad-players").wait_for(state="detached", timeout=15000)
    assert sideways(phone) == []

    # The tray is there to score, and the header names the pairs from what was entered.
    phone.locator("#pad .pad-strip").wait_for()
    head = phone.locator("#pad .pad-seats")
    head.locator("text=Ada Lovelace & Charles Babbage").wait_for(timeout=20000)
    head.locator("text=Grace Hopper & Joan Clarke").wait_for(timeout=20000)
    assert m.SeatPlayer.objects.count() == 4
    visitor = m.Player.objects.get(name="Joan Clarke")
    assert visitor.national_id == "" and m.Player.objects.filter(club=club).count() == 5
    taps = open_pad(phone, f"{live_server.url}/t/{table.secret}/")  # a reload asks no more
    assert phone.locator("#pad .pad-players").count() == 0
    taps.contract(1, 3, "NT", "N", 0)
    wait_sent(phone)

    log_in(page, live_server)
    page.goto(f"{live_server.url}/e/{event.slug}/run/players/")
    rows = page.locator("table.seat-players")
    assert "at table 1, round 1, seat W" in rows.locator("tr", has_text="Joan Clarke").inner_text()
    assert "100234" in rows.locator("tr", has_text="Ada Lovelace").inner_text()
    page.goto(f"{live_server.url}/e/{event.slug}/standings/")
    standings = page.locator("main").inner_text()
    assert "Ada Lovelace" in standings and "Joan Clarke" in standings
