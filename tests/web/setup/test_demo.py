"""The demo a newcomer loads with `make run`: the published events, every result entered, and
one evening still in play (`demo-live`) that shows the trust rules at work."""

from __future__ import annotations

import pytest
from django.core.management import call_command

from tests.web.html import rows_by, tables_in
from tournaments import models as m

pytestmark = pytest.mark.django_db


@pytest.fixture
def demo(client):
    call_command("demo", verbosity=0)
    return client


def test_the_compass_demo_reproduces_the_source(demo):
    page = demo.get("/e/demo/standings/").content.decode()
    tricks = next(t for t in tables_in(page) if "+/-" in " ".join(t[0]) or "Average" in t[0])
    assert tricks, "the trick-average table is shown"
    assert "207" in page and "183" in page  # the source's two averages


def test_the_teams_demo_plays_every_match(demo):
    event = m.Event.objects.get(slug="demo-teams")
    assert (event.form, event.movement_kind, event.published) == ("teams", "howell-teams", True)
    page = demo.get("/e/demo-teams/standings/").content.decode()
    standings, matches = tables_in(page)[:2]
    assert len(matches) - 1 == 10  # five teams: every two meet once
    assert all("(so far)" not in row[-1] for row in matches[1:])
    won = sum(float(r["Matches"]) for r in rows_by(standings, "Team").values())
    assert won == 10  # one match won (or two halves) per match played


def test_the_swiss_demo_is_twelve_teams_over_six_matches_without_a_repeat(demo):
    event = m.Event.objects.get(slug="demo-swiss")
    assert (event.movement_kind, event.status, event.published) == ("swiss-teams", "finished", True)
    page = demo.get("/e/demo-swiss/standings/").content.decode()
    standings = rows_by(tables_in(page)[0], "Team")
    assert len(standings) == 12
    assert all(int(row["Played"]) == 6 for row in standings.values())
    # Every match shares out 20 VPs (WBF scale): 6 matches x 6 tables' pairs of teams.
    assert round(sum(float(row["VPs"]) for row in standings.values()), 2) == 6 * 6 * 20
    met = [
        frozenset((s.ns.team_id, s.ew.team_id))
        for s in m.Seating.objects.filter(round__event=event, round__number__in=[1, 3, 5, 7, 9, 11])
        .filter(table__number__in=[1, 3, 5, 7, 9, 11])
        .select_related("ns", "ew")
    ]
    assert len(met) == 36 and len(set(met)) == 36


def test_the_championship_demo_is_two_sections_over_two_sessions(demo):
    competition = m.Competition.objects.get(slug="demo-championship")
    assert competition.published
    events = competition.events.order_by("session", "section")
    assert [(e.session, e.section, e.status) for e in events] == [
        (1, "A", "finished"), (1, "B", "finished"), (2, "A", "finished"), (2, "B", "finished"),
    ]  # fmt: skip
    page = demo.get(f"/c/{competition.slug}/").content.decode()
    assert "Rixi Markus" in page and "Session 2" in page


def test_the_safford_demo_is_scored_by_tricks_lost(demo):
    page = demo.get("/e/demo-safford/standings/").content.decode()
    assert "Tricks lost to the top" in page
    loss = tables_in(page)[0]
    assert len(loss) - 1 == 8
    lost = [int(row[3]) for row in loss[1:]]
    assert lost == sorted(lost) and loss[1][0] == "1"  # the fewest tricks lost wins


def test_loading_twice_keeps_the_events_and_reset_rebuilds_them(demo):
    first = set(m.Event.objects.values_list("pk", flat=True))
    call_command("demo", verbosity=0)
    assert set(m.Event.objects.values_list("pk", flat=True)) == first
    call_command("demo", "--reset", verbosity=0)
    again = set(m.Event.objects.values_list("slug", flat=True))
    sections = {f"demo-championship-{s}{x}" for s in (1, 2) for x in "ab"}
    assert again == {"demo", "demo-live", "demo-teams", "demo-safford", "demo-swiss"} | sections
    assert m.Competition.objects.filter(slug="demo-championship").count() == 1
    assert not first & set(m.Event.objects.values_list("pk", flat=True))


def test_a_players_page_lists_pairs_teams_and_individual_events(demo):
    ada = m.Player.objects.get(name="Ada Byron")
    page = demo.get(f"/players/{ada.pk}/").content.decode()
    rows = rows_by(tables_in(page)[0], "Event")
    assert set(rows) == {
        "Compass whist at the Knickerbocker",
        "Howell's five teams",
        "Safford's eight",
    }
    assert rows["Howell's five teams"]["Place"].endswith(" of 5")
    # teams are ranked on what they won, not a percentage: the history says what ranked them
    assert rows["Howell's five teams"]["% or score"].endswith((" matches won", " VPs", " IMPs"))
    assert rows["Safford's eight"]["% or score"].endswith("%")
    assert rows["Safford's eight"]["Place"].endswith(" of 8")
    assert rows["Compass whist at the Knickerbocker"]["Place"].endswith(" of 5")


def test_the_live_demo_is_stopped_in_round_three_with_half_of_it_entered(demo):
    event = m.Event.objects.get(slug="demo-live")
    assert (event.game, event.movement_kind, event.movement_size) == ("bridge", "mitchell", 7)
    assert (event.status, event.current_round, event.published) == ("playing", 3, True)
    by_round = {
        n: m.Result.objects.filter(tray__event=event, seating__round__number=n).count()
        for n in (1, 2, 3)
    }
    assert by_round == {1: 14, 2: 14, 3: 8}  # seven tables x two trays; four tables of round 3


def test_the_live_demos_unplayed_trays_show_nothing_to_the_public(demo):
    """Trays move down a table a round: after rounds 1 and 2 no tray has been played at all
    seven tables, so every traveller is still hidden from the public."""
    event = m.Event.objects.get(slug="demo-live")
    for tray in event.trays.all():
        page = demo.get(f"/e/demo-live/tray/{tray.number}/").content.decode()
        assert "This board is still being played" in page  # the demo evening is bridge
        assert "<tbody>" not in page
    standings = demo.get("/e/demo-live/standings/").content.decode()
    assert "0 results shown" in standings


def test_the_live_demos_desk_shows_the_disagreement(demo):
    demo.force_login(m.ClubMember.objects.get(club__slug="demo-club").user)
    desk = demo.get("/e/demo-live/run/").content.decode()
    assert "Waiting for your ruling" in desk and "table 4 (round 3)" in desk
    traveller = demo.get("/e/demo-live/tray/1/").content.decode()
    assert "This tray is still being played" not in traveller  # the director sees it all
