"""Every demo event, and the demo championship, exported as USEBIO and read back with a generic
XML parser by the published element names: each form's participants and figures are the ones
the site's own standings pages show."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from decimal import Decimal

import pytest
from django.core.management import call_command

from tournaments import models as m
from tournaments import services
from tournaments.services.usebio import import_usebio
from tournaments.standings import scores_for
from tournaments.standings.usebio import ExportRefused, event_usebio
from tournaments.standings.usebio_competition import competition_usebio

pytestmark = pytest.mark.django_db


@pytest.fixture
def demo():
    call_command("demo", verbosity=0)
    director = m.ClubMember.objects.get(club__slug="demo-club").user
    for slug in ("demo", "demo-teams", "demo-safford"):  # every tray entered, still open
        services.finish_event(m.Event.objects.get(slug=slug), by=director)
    return director


def text(node, tag):
    return (node.findtext(tag) or "").strip()


def event_of(slug: str) -> ET.Element:
    root = ET.fromstring(event_usebio(m.Event.objects.get(slug=slug)))
    assert (root.tag, root.get("Version")) == ("USEBIO", "1.2")
    return root.find("EVENT")


def test_the_compass_whist_demo_as_match_pointed_pairs(demo):
    event = event_of("demo")
    assert (event.get("EVENT_TYPE"), text(event, "WINNER_TYPE")) == ("MP_PAIRS", "2")
    pairs = event.find("PARTICIPANTS").findall("PAIR")
    assert len(pairs) == 10
    site = {
        row["code"].replace(" ", ""): row
        for row in scores_for(m.Event.objects.get(slug="demo")).rows()
    }
    for pair in pairs:
        row = site[text(pair, "PAIR_NUMBER") + text(pair, "DIRECTION")]
        assert Decimal(text(pair, "PERCENTAGE")) == Decimal(row["percentage"])
        # The place's bare number (a tie, 6= on the standings, is 6 on each tied pair).
        assert text(pair, "PLACE") == str(row["place"]).replace("=", "")
    lines = list(event.iter("TRAVELLER_LINE"))
    assert len(lines) == 30 * 5
    for line in lines:  # whist: North-South's tricks are the score; five tables, top 4
        assert text(line, "TRICKS") == text(line, "SCORE")
        assert Decimal(text(line, "NS_MATCH_POINTS")) + Decimal(text(line, "EW_MATCH_POINTS")) == 4


def test_the_two_winner_whist_demo_comes_back_as_two_fields(demo):
    """The demo's whist Mitchell (two winners) exported and imported again: every figure of
    the file is the site's, and the standings are the event's own, North-South and East-West
    each ranked apart with the same numbers, percentages and places."""
    event = m.Event.objects.get(slug="demo")
    imported = import_usebio(event_usebio(event), by=demo, slug="demo-again")
    assert imported.differences == []
    assert imported.event.one_winner is False

    def rows(site):
        return {
            r["code"]: (r["field"], Decimal(r["percentage"]), r["place"])
            for r in scores_for(site).rows()
        }

    assert rows(imported.event) == rows(event)
    assert {r[0] for r in rows(event).values()} == {"NS", "EW"}


def test_howells_teams_with_their_matches(demo):
    event = event_of("demo-teams")
    assert event.get("EVENT_TYPE") == "TEAMS_OF_FOUR"
    assert text(event, "BOARD_SCORING_METHOD") == "AGGREGATE"
    teams = event.find("PARTICIPANTS").findall("TEAM")
    assert sorted(t.get("TEAM_ID") for t in teams) == ["a", "b", "c", "d", "e"]
    site = scores_for(m.Event.objects.get(slug="demo-teams"))
    places = {r.team.label: r.place_label.replace("=", "") for r in site.standings}
    assert {t.get("TEAM_ID"): text(t, "PLACE") for t in teams} == places
    assert all(len(t.findall("PAIR")) == 2 for t in teams)
    matches = event.findall("MATCH")
    assert len(matches) == 10  # five teams: every two meet once
    for match in matches:
        for board in match.findall("BOARD"):
            directions = sorted(text(x, "DIRECTION") for x in board.findall("TRAVELLER_LINE"))
            assert directions == ["EW", "NS"]


def test_saffords_individual_names_four_players_a_line(demo):
    event = event_of("demo-safford")
    assert event.get("EVENT_TYPE") == "INDIVIDUAL"
    players = event.find("PARTICIPANTS").findall("PLAYER")
    assert len(players) == 8
    assert all(text(p, "PLAYER_NAME") for p in players)
    for line in event.iter("TRAVELLER_LINE"):
        seats = [text(line, f"{s}_PLAYER_NUMBER") for s in "NESW"]
        assert len(set(seats)) == 4


def test_swiss_teams_with_victory_points(demo):
    event = event_of("demo-swiss")
    assert (event.get("EVENT_TYPE"), text(event, "MATCH_SCORING_METHOD")) == ("SWISS_TEAMS", "VPS")
    teams = event.find("PARTICIPANTS").findall("TEAM")
    assert len(teams) == 12
    # Every match shares out 20 VPs: 6 rounds of 6 matches.
    assert sum(Decimal(text(t, "TOTAL_SCORE")) for t in teams) == 6 * 6 * 20
    assert len(event.findall("MATCH")) == 36


def test_the_championship_nests_its_sessions_and_sections(demo):
    competition = m.Competition.objects.get(slug="demo-championship")
    event = ET.fromstring(competition_usebio(competition)).find("EVENT")
    sessions = event.findall("SESSION")
    assert [s.get("SESSION_ID") for s in sessions] == ["1", "2"]
    for session in sessions:
        sections = session.findall("SECTION")
        assert [s.get("SECTION_ID") for s in sections] == ["A", "B"]
        for section in sections:
            assert section.find("PARTICIPANTS").findall("PAIR")
            assert section.findall("BOARD")
    overall = event.find("PARTICIPANTS").findall("PAIR")
    assert overall and all(text(p, "PERCENTAGE") and text(p, "PLACE") for p in overall)


def test_a_section_scored_across_the_field_is_written_as_its_session(demo):
    """Section A of the championship's first session shows the field's figures (both
    sections match-pointed together): Kaplan & Kay 58.52%, tied third in the field.  Its file
    is the session's, both sections in it, with the figures the page shows for every pair (a
    tie's place written as the bare number)."""
    event = m.Event.objects.get(slug="demo-championship-1a")
    page = {r["code"].replace(" ", ""): r for r in scores_for(event).rows()}
    kaplan = next(r for r in page.values() if r["name"] == "Edgar Kaplan & Norman Kay")
    assert (kaplan["percentage"], str(kaplan["field_place"])) == ("58.52", "3=")
    sessions = event_of("demo-championship-1a").findall("SESSION")
    assert [s.get("SESSION_ID") for s in sessions] == ["1"]
    sections = {s.get("SECTION_ID"): s for s in sessions[0].findall("SECTION")}
    assert list(sections) == ["A", "B"]
    written = {
        "A" + text(p, "PAIR_NUMBER") + text(p, "DIRECTION"): (
            text(p, "PERCENTAGE"),
            text(p, "PLACE"),
        )
        for p in sections["A"].find("PARTICIPANTS").findall("PAIR")
    }
    shown = {code: (r["percentage"], str(r["field_place"]).strip("=")) for code, r in page.items()}
    assert written == shown


def test_every_demo_file_reads_as_the_receivers_read_it(demo):
    """Each finished demo event's file, read as a federation's platform reads one: every
    PLAYER (of a pair, a team or an individual) has its name, national and club numbers as
    elements (empty where unknown), and every PLACE is a whole number."""
    slugs = m.Event.objects.filter(status=m.Status.FINISHED).values_list("slug", flat=True)
    read = 0
    for slug in slugs:
        try:
            root = ET.fromstring(event_usebio(m.Event.objects.get(slug=slug)))
        except ExportRefused:
            continue  # a progressive party: not a USEBIO form
        read += 1
        for player in root.iter("PLAYER"):
            children = {child.tag for child in player}
            assert {"PLAYER_NAME", "NATIONAL_ID_NUMBER", "CLUB_ID_NUMBER"} <= children, slug
        for place in root.iter("PLACE"):
            assert int(place.text) >= 1, slug
    assert read >= 4


def test_the_evening_in_play_is_not_exported(demo):
    with pytest.raises(ExportRefused, match="is not finished"):
        event_usebio(m.Event.objects.get(slug="demo-live"))
