"""A Swiss pairs evening of eight bridge pairs and six one-tray matches, run in a real browser:
the wizard (Swiss pairs scored in victory points), the start, every traveller entered on its
page, each match drawn from the director's desk, then the standings read.

At tables 1 and 3 North makes 3NT, at tables 2 and 4 it goes two down, so the Butler datum is
between and every match has a winner.  Each match's two pairs' VPs add up to 20 (the WBF scale
shares out 20, and a pair's Butler IMPs are its opponents' negated), so the standings total
6 matches x 4 tables x 20 = 480 VPs.  Each draw is checked against the rule worked
independently from the VPs the standings page shows: ranked by VPs (ties by pair number), the
top pair against the highest-ranked pair it has not met that leaves the rest a draw.
"""

from __future__ import annotations

import pytest

from tests.builders import club_user
from tests.e2e.test_swiss_teams import login
from tournaments import models as m

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

PAIRS = [str(n) for n in range(1, 9)]


def draw_of(event: m.Event, match: int) -> list[tuple[str, str]]:
    rows = m.Seating.objects.filter(round__event=event, round__number=match).select_related(
        "ns", "ew"
    )
    return [(s.ns.label, s.ew.label) for s in rows.order_by("table__number")]


def expected_draw(vps: dict[str, float], met: set[frozenset[str]]) -> list[tuple[str, str]]:
    ranking = sorted(PAIRS, key=lambda p: (-vps[p], int(p)))

    def pair(rest):
        if not rest:
            return []
        for other in rest[1:]:
            if frozenset((rest[0], other)) not in met:
                tail = pair([p for p in rest[1:] if p != other])
                if tail is not None:
                    return [(rest[0], other), *tail]
        return None

    return pair(ranking)


def standings(page, url, event) -> dict[str, dict[str, str]]:
    page.goto(f"{url}/e/{event.slug}/standings/")
    table = page.locator("table.standings").first
    header = [th.strip() for th in table.locator("thead th").all_inner_texts()]
    shown = {}
    for row in table.locator("tbody tr").all():
        cells = [c.strip() for c in row.locator("td").all_inner_texts()]
        record = dict(zip(header, cells, strict=True))
        shown[record["Pair"]] = record
    return shown


def test_eight_pairs_play_six_drawn_matches(live_server, page):
    club_user("director", password="pw-director-1")
    url = live_server.url
    login(page, url)
    page.goto(f"{url}/organise/new/")
    page.fill("#id_name", "Swiss pairs night")
    page.select_option("#id_game", "bridge")
    page.select_option("#id_form", "pairs")
    page.fill("#id_entrants", "8")
    page.click("text=Show the movements that fit")
    page.click("label:text-is('Swiss pairs, 8 pairs')")
    page.fill("#id_boards_per_round", "1")
    page.select_option("#id_scoring_method", "vps")
    page.click("text=Create event")
    event = m.Event.objects.get(name="Swiss pairs night")
    assert (event.movement_kind, event.scoring_method) == ("swiss-pairs", "vps")
    page.goto(f"{url}/e/{event.slug}/")
    page.click("text=Start the event")
    page.wait_for_selector("text=What will happen")
    page.click("button:has-text('Start the event')")  # asked first
    page.wait_for_selector("text=seatings are out")

    met: set[frozenset[str]] = set()
    vps = dict.fromkeys(PAIRS, 0.0)
    for match in range(1, 7):
        drawn = draw_of(event, match)
        if match == 1:  # by seeding: the top half against the bottom half
            assert drawn == [("1", "5"), ("2", "6"), ("3", "7"), ("4", "8")]
        else:
            assert drawn == expected_draw(vps, met)
        page.goto(f"{url}/e/{event.slug}/enter/tray/{match}/")
        rows = page.locator("tbody tr")
        assert rows.count() == 4  # every table plays its own copy of the match's tray
        for i in range(4):
            row = rows.nth(i)
            row.locator("input[name^='contract_']").fill("3NT")
            row.locator("select[name^='declarer_']").select_option("N")
            row.locator("select[name^='tricks_']").select_option("9" if i % 2 == 0 else "7")
        page.click("button[name=save]")
        page.wait_for_selector("text=result(s) saved")
        met |= {frozenset(d) for d in drawn}
        vps = {p: float(r["VPs"]) for p, r in standings(page, url, event).items()}
        if match < 6:
            page.goto(f"{url}/e/{event.slug}/run/")
            page.click(f"button:text-is('Draw match {match + 1}')")
            page.wait_for_selector("text=What will happen")
            page.click("button:text-is('Draw the next match')")  # asked first
            page.wait_for_selector("text=The next match is drawn")

    assert len(met) == 24  # six matches of four, no meeting twice
    shown = standings(page, url, event)
    assert sum(float(r["VPs"]) for r in shown.values()) == pytest.approx(480)
    assert {r["Matches"] for r in shown.values()} == {"6"}
