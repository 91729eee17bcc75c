"""Member numbers entered at the table reach the federation files: a player named on the pad
by member number is written in the event's USEBIO file with that number, read back by the
published element names (USEBIO 1.2: PARTICIPANTS / PAIR / PLAYER, with PLAYER_NAME and
NATIONAL_ID_NUMBER), and in the club's season CSV ("national number"); a visitor has no
number.  The member list is made here; the names and numbers are read off it by hand."""

from __future__ import annotations

import csv
import io
import json
import xml.etree.ElementTree as ET

import pytest
from django.test import Client
from django.urls import reverse

from tests.builders import enter_rounds, make_whist_mitchell
from tournaments import models as m
from tournaments import services
from tournaments.services.clubs import import_members

pytestmark = pytest.mark.django_db


def test_member_numbers_from_the_table_are_in_the_usebio_file_and_the_season_csv(organiser):
    club = m.ClubMember.objects.get(user=organiser).club
    import_members(
        club, "EBU No,Forename,Surname\n100234,Ada,Lovelace\n100236,Grace,Hopper\n", by=organiser
    )
    event = make_whist_mitchell(organiser, tables=3, boards_per_round=1, name="Club night")
    table = m.Table.objects.get(event=event, number=1)
    phone = Client()
    url = reverse("table-pad-players", args=[table.secret])
    for seat, who in (("N", {"number": "100234"}), ("S", {"visitor": "Joan Clarke"})):
        body = {"seat": seat, "round": 1, "key": f"usebio-seat-{seat}", **who}
        sent = phone.post(url, json.dumps(body), content_type="application/json")
        assert sent.status_code == 200, sent.content
    enter_rounds(event, organiser)
    services.finish_event(event, by=organiser)
    staff = Client()
    staff.force_login(organiser)
    answer = staff.get(reverse("event-usebio", args=[event.slug]))
    assert answer.status_code == 200, answer.get("Location")
    data = answer.content
    root = ET.fromstring(data)
    players = {
        p.findtext("PLAYER_NAME"): p.findtext("NATIONAL_ID_NUMBER") for p in root.iter("PLAYER")
    }
    assert players["Ada Lovelace"] == "100234"
    assert players.get("Joan Clarke") in (None, "")  # a visitor: no number
    season = staff.get(reverse("season-csv", args=[club.slug, event.date.year]))
    rows = list(csv.DictReader(io.StringIO(season.content.decode())))
    numbers = {r["player"]: r["national number"] for r in rows if r["event"] == event.name}
    assert numbers["Ada Lovelace"] == "100234" and numbers["Joan Clarke"] == ""
