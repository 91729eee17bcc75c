"""A host, in a real browser, sets up a four-table progressive euchre party, draws the
positions, runs three rounds with the bell and opens the final prize list."""

from __future__ import annotations

import pytest

from tests.builders import club_user
from tests.e2e.conftest import screenshot
from tournaments import models as m

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

# Points (North-South, East-West) at tables 1..4 in each round; the head table always ends a
# game of five, as the bell requires.
RESULTS = [
    {1: (5, 2), 2: (3, 6), 3: (4, 1), 4: (2, 0)},
    {1: (3, 5), 2: (5, 0), 3: (1, 2), 4: (4, 0)},
    {1: (5, 4), 2: (2, 3), 3: (6, 2), 4: (0, 5)},
]


def test_a_host_runs_three_rounds_and_opens_the_prize_list(live_server, page):
    club_user("hostess", password="pw-hostess-1")
    page.goto(f"{live_server.url}/login/")
    page.fill("#id_username", "hostess")
    page.fill("#id_password", "pw-hostess-1")
    page.click("button[type=submit]")

    page.goto(f"{live_server.url}/organise/progressive/new/")
    page.fill("#id_name", "Euchre at the hall")
    page.fill("#id_tables", "4")
    page.select_option("#id_groups", "two")
    page.fill("#id_rounds", "3")
    page.fill("#id_seed", "11")
    page.click("main button[type=submit]")
    page.click("text=Draw with the event's seed")
    page.wait_for_selector("text=Positions drawn")

    for number, results in enumerate(RESULTS, start=1):
        page.click(f"text=Ring the bell: start round {number}")
        page.wait_for_selector(f"#round-state:has-text('Round {number}: in play')")
        for table, (ns, ew) in results.items():
            card = page.locator(f"#table-{table}")
            card.locator(f"input[name='t{table}-ns']").fill(str(ns))
            card.locator(f"input[name='t{table}-ew']").fill(str(ew))
            card.locator("button[type=submit]").click()
            page.wait_for_selector(f"text=Table {table}: result saved")
        page.click(f"text=Ring the bell: close round {number}")
        page.wait_for_selector("text=Round closed")
        if number < 3:
            page.wait_for_selector(f"#round-state:has-text('Round {number + 1}: seated')")

    page.wait_for_selector("text=The evening is over")
    page.click("text=Final prize list")
    page.wait_for_selector("h1:has-text('Final prize list')")
    screenshot(page, "progressive-prize-list")
    rows = [
        [c.inner_text().strip() for c in r.query_selector_all("td")]
        for r in page.query_selector_all("table.prizes tbody tr")
    ]
    # gold, red and green prizes for the ladies and for the gentlemen, six different winners
    assert [(r[0], r[1]) for r in rows] == [
        (klass, group) for klass in ("Gold", "Red", "Green") for group in ("Ladies", "Gentlemen")
    ]
    assert len({r[2] for r in rows}) == 6

    page.goto(f"{live_server.url}/e/{m.Event.objects.get().slug}/progressive/stars/")
    body = page.query_selector_all("table.stars tbody tr")
    totals = [0, 0, 0]
    for row in body:
        cells = [c.inner_text().strip() for c in row.query_selector_all("td")]
        for i in range(3):
            totals[i] += int(cells[2 + i])
    # each round: two gold at the head table, two red at each of the three others, two green
    assert totals == [6, 18, 6]
    screenshot(page, "progressive-star-table")
