"""A Swiss teams evening of twelve teams and six matches, run in a real browser: the wizard,
the start, every traveller entered on the traveller pages, each exchange round called and each
match drawn from the director's desk, then the standings read.

Every match is won by the home side (the higher-ranked team) by 24 IMPs or more over its two
trays (3NT made at one table, 3NT five down at the other), beyond the 2-board blitz of
15 x sqrt(2) = 21.2 IMPs on the WBF 2013 scale: 20.00 VPs to 0.00.  So after each match a team
has 20 VPs a match won, and the test works each draw out by the rule independently.
"""

from __future__ import annotations

import pytest

from tests.builders import club_user
from tests.e2e.conftest import screenshot
from tournaments import models as m

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

TEAMS = "abcdefghijkl"


def login(page, url):
    page.goto(f"{url}/login/")
    page.fill("#id_username", "director")
    page.fill("#id_password", "pw-director-1")
    page.click("button[type=submit]")


def draw_of(event: m.Event, match: int) -> list[tuple[str, str]]:
    """(home, visitors) at each pair of tables in the match's first round, as seated."""
    rows = m.Seating.objects.filter(
        round__event=event, round__number=2 * match - 1, table__number__in=range(1, 13, 2)
    ).select_related("ns__team", "ew__team")
    return [(s.ns.team.label, s.ew.team.label) for s in rows.order_by("table__number")]


def expected_draw(wins: dict[str, int], met: set[frozenset[str]]) -> list[tuple[str, str]]:
    """The rule, worked independently: rank by wins (ties by letter), then each top team
    takes the highest unmet team that still leaves the rest a draw without repeats."""
    ranking = sorted(TEAMS, key=lambda t: (-wins[t], t))

    def pair(rest):
        if not rest:
            return []
        for other in rest[1:]:
            if frozenset((rest[0], other)) not in met:
                tail = pair([t for t in rest[1:] if t != other])
                if tail is not None:
                    return [(rest[0], other), *tail]
        return None

    return pair(ranking)


def enter_match(page, url, event, match):
    """Both trays of the match on their traveller pages: the home side wins each by 650+."""
    for tray in (2 * match - 1, 2 * match):
        page.goto(f"{url}/e/{event.slug}/enter/tray/{tray}/")
        rows = page.locator("tbody tr")
        assert rows.count() == 12  # every table plays its own copy of each tray
        home = {h for h, _a in draw_of(event, match)}
        for i in range(12):
            row = rows.nth(i)
            ns_team = row.locator("td").nth(2).inner_text().strip().split()[0]
            row.locator("input[name^='contract_']").fill("3NT")
            row.locator("select[name^='declarer_']").select_option("N")
            row.locator("select[name^='tricks_']").select_option("9" if ns_team in home else "4")
        page.click("button[name=save]")
        page.wait_for_selector("text=result(s) saved")


def test_twelve_teams_play_six_drawn_matches(live_server, page):
    club_user("director", password="pw-director-1")
    url = live_server.url
    login(page, url)
    page.goto(f"{url}/organise/new/")
    page.fill("#id_name", "Swiss night")
    page.select_option("#id_game", "bridge")
    page.select_option("#id_form", "teams")
    page.fill("#id_entrants", "12")
    page.click("text=Show the movements that fit")
    page.click("label:text-is('Swiss teams, 12 teams')")
    page.fill("#id_boards_per_round", "1")
    page.click("text=Create event")
    page.wait_for_selector("text=Teams for Swiss night")
    event = m.Event.objects.get(name="Swiss night")
    assert (event.movement_kind, event.form) == ("swiss-teams", "teams")
    page.goto(f"{url}/e/{event.slug}/")
    page.click("text=Start the event")
    page.wait_for_selector("text=What will happen")
    page.click("button:has-text('Start the event')")  # asked first
    page.wait_for_selector("text=seatings are out")

    wins = dict.fromkeys(TEAMS, 0)
    met: set[frozenset[str]] = set()
    for match in range(1, 7):
        drawn = draw_of(event, match)
        if match == 1:  # by seeding: the top half against the bottom half
            assert drawn == list(zip(TEAMS[:6], TEAMS[6:], strict=True))
        else:
            assert drawn == expected_draw(wins, met)
            ranking = sorted(TEAMS, key=lambda t: (-wins[t], t))
            if frozenset(ranking[:2]) not in met:
                assert drawn[0] == tuple(ranking[:2])  # the top two meet
        enter_match(page, url, event, match)
        for home, away in drawn:
            wins[home] += 1
            met.add(frozenset((home, away)))
        page.goto(f"{url}/e/{event.slug}/run/")
        page.click(f"button:text-is('Call round {2 * match}')")
        page.wait_for_selector("text=What will happen")
        page.click(f"button:text-is('Call round {2 * match}')")  # asked first
        page.wait_for_selector(f"text=Round {2 * match} called.")
        if match < 6:
            page.click(f"button:text-is('Draw match {match + 1}')")
            page.wait_for_selector("text=What will happen")
            page.click("button:text-is('Draw the next match')")  # asked first
            page.wait_for_selector("text=The next match is drawn")
            assert page.locator("h2", has_text=f"Swiss: match {match + 1} of 6").count() == 1
    screenshot(page, "swiss-desk")

    assert len(met) == 36  # six matches of six, no meeting twice
    page.goto(f"{url}/e/{event.slug}/standings/")
    screenshot(page, "swiss-standings")
    table = page.locator("table.standings").first
    header = [th.strip() for th in table.locator("thead th").all_inner_texts()]
    shown = {}
    for row in table.locator("tbody tr").all():
        cells = dict(
            zip(header, (c.strip() for c in row.locator("td").all_inner_texts()), strict=True)
        )
        shown[cells["Team"]] = cells
    assert {t: shown[t]["VPs"] for t in TEAMS} == {t: f"{20 * wins[t]:.2f}" for t in TEAMS}
    assert shown["a"]["Place"] == "1" and shown["a"]["VPs"] == "120.00"
    assert sum(float(r["VPs"]) for r in shown.values()) == 36 * 20
