"""Today's progressive euchre in a real browser: a host sets up a party of 21 guests at five
tables for four rounds, the guests report every table's eight hands from their phones
(360 x 740) through each table's QR link, and the final individual standings are read from a
phone, as worked out by hand below.

The rotation chart is the whist tournament Wh(21) (base table 0 12 8 2 | 14 5 20 19 |
4 18 16 15 | 13 9 17 10 | 3 6 1 11 mod 21, residue 7 out; player = residue + 1; each round adds
one to every residue), so round by round, North-South first, then East-West:

    round 1: 1&9 v 13&3 | 15&21 v 6&20 | 5&17 v 19&16 | 14&18 v 10&11 | 4&2 v 7&12, 8 out
    round 2: 2&10 v 14&4 | 16&1 v 7&21 | 6&18 v 20&17 | 15&19 v 11&12 | 5&3 v 8&13, 9 out
    round 3: 3&11 v 15&5 | 17&2 v 8&1 | 7&19 v 21&18 | 16&20 v 12&13 | 6&4 v 9&14, 10 out
    round 4: 4&12 v 16&6 | 18&3 v 9&2 | 8&20 v 1&19 | 17&21 v 13&14 | 7&5 v 10&15, 11 out

Each hand below is the side that scored (N North-South, E East-West) and its points.  The
totals, table by table: round 1 9-5, 4-8, 6-6 (East-West take three tricks of one more hand),
10-3, 5-7; round 2 8-5, 4-9, 9-4, 5-6, 5-5 (North-South four tricks of one more); round 3 9-3,
3-12, 5-6, 12-3, 6-6 (East-West three); round 4 6-4, 7-8, 7-6, 3-7, 8-4.  The byes score the
round's average: round 1, 126 points over twenty players, 6 (P8); round 2, 120, 6 (P9); round
3, 130, 6.5 so 7 (P10); round 4, 120, 6 (P11).
"""

from __future__ import annotations

import pytest

from tests.builders import club_user
from tests.e2e.conftest import screenshot
from tests.e2e.pad import sideways
from tournaments import models as m

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

GUESTS = [
    "Ada", "Ben", "Cora", "Dan", "Eve", "Finn", "Gus", "Hal", "Ivy", "Jo", "Kit", "Lou",
    "Max", "Ned", "Olga", "Pat", "Quin", "Ros", "Sam", "Tess", "Uma",
]  # fmt: skip
CHART = [  # (North, South, East, West) a table: North-South and East-West partners
    [(1, 9, 13, 3), (15, 21, 6, 20), (5, 17, 19, 16), (14, 18, 10, 11), (4, 2, 7, 12)],
    [(2, 10, 14, 4), (16, 1, 7, 21), (6, 18, 20, 17), (15, 19, 11, 12), (5, 3, 8, 13)],
    [(3, 11, 15, 5), (17, 2, 8, 1), (7, 19, 21, 18), (16, 20, 12, 13), (6, 4, 9, 14)],
    [(4, 12, 16, 6), (18, 3, 9, 2), (8, 20, 1, 19), (17, 21, 13, 14), (7, 5, 10, 15)],
]
OUT = [8, 9, 10, 11]
HANDS = [
    ["N2 N1 N4 E1 N1 E2 N1 E2", "N1 E2 E1 N1 E4 N1 E1 N1", "N2 E2 N1 E1 N2 E2 N1 E1",
     "N2 N2 E1 N1 N4 E1 N1 E1", "N1 E2 N2 E2 E2 N1 E1 N1"],
    ["N1 N2 E2 N1 E1 N2 E2 N2", "E1 E1 N2 E4 N1 E1 N1 E2", "N4 N1 E1 N1 E2 N1 E1 N2",
     "E2 N1 E1 N2 E1 N1 E2 N1", "N1 E1 N1 E1 N2 E2 N1 E1"],
    ["N2 N2 N1 E1 N1 N2 E2 N1", "E4 E2 N1 E2 E1 N2 E2 E1", "N1 E2 N1 E1 N1 E2 N2 E1",
     "N2 E1 N1 N4 E1 N4 E1 N1", "E1 N2 E2 N1 E1 N1 E2 N2"],
    ["N1 N1 E2 N2 E1 N1 N1 E1", "E2 E2 N1 E1 N4 E1 N2 E2", "N2 N1 E1 N2 N1 E4 N1 E1",
     "E1 E2 N1 E1 N1 E2 N1 E1", "N2 E1 N1 N2 E1 N1 E2 N2"],
]  # fmt: skip
TIES = {(1, 3): (2, 3), (2, 5): (4, 1), (3, 5): (2, 3)}  # one more hand's tricks, NS and EW
# Place, player, total, games won; each player's rounds by hand (w: the side won its game):
STANDINGS = [
    ("1", "P18", 32, 3),  # 10w 9w 6w 7
    ("2", "P20", 31, 3),  # 8w 4 12w 7w
    ("3", "P1", 31, 2),  # 9w 4 12w 6
    ("4", "P8", 30, 2),  # bye 6, 5, 12w, 7w
    ("=5", "P7", 29, 3),  # 7w 9w 5 8w
    ("=5", "P9", 29, 3),  # 9w, bye 6, 6w (the tie), 8w
    ("7", "P14", 28, 3),  # 10w 5 6w 7w
    ("8", "P6", 27, 2),  # 8w 9w 6 4
    ("=9", "P3", 26, 2),  # 5, 5w (the tie), 9w, 7
    ("=9", "P16", 26, 2),  # 6w (the tie) 4 12w 4
    ("=11", "P2", 24, 2),  # 5 8w 3 8w
    ("=11", "P11", 24, 2),  # 3 6w 9w, bye 6
    ("13", "P12", 22, 3),  # 7w 6w 3 6w
    ("=14", "P5", 22, 2),  # 6, 5w (the tie), 3, 8w
    ("=14", "P21", 22, 2),  # 4 9w 6w 3
    ("=16", "P4", 22, 1),  # 5 5 6 6w
    ("=16", "P10", 22, 1),  # 3 8w, bye 7, 4
    ("=16", "P19", 22, 1),  # 6w (the tie) 5 5 6
    ("19", "P13", 20, 1),  # 5 5 3 7w
    ("=20", "P15", 16, 0),  # 4 5 3 4
    ("=20", "P17", 16, 0),  # 6 4 3 3
]


def name(number: int) -> str:
    return f"{GUESTS[number - 1]} (P{number})"


def set_up(page, url: str) -> str:
    club_user("hostess", password="pw-hostess-1")
    page.goto(f"{url}/login/")
    page.fill("#id_username", "hostess")
    page.fill("#id_password", "pw-hostess-1")
    page.click("button[type=submit]")
    page.goto(f"{url}/organise/progressive/new/")
    page.fill("#id_name", "Euchre night")
    page.select_option("#id_game", "euchre-points")
    assert page.locator("[data-field=lone_hands_barred]").is_hidden()  # a star party's
    assert page.locator("[data-field=groups]").is_hidden()  # numbered alike for the chart
    page.fill("#id_rounds", "4")
    page.fill("#id_players", "\n".join(GUESTS))
    page.fill("#id_seed", "7")
    page.click("main button[type=submit]")
    page.wait_for_selector("#chart-note")
    assert "21 players at 5 tables, 21 rounds: every player partners every other once" in (
        page.inner_text("#chart-note")
    )
    slug = m.Event.objects.get().slug
    page.click("text=Seat round 1 from the rotation chart")
    page.wait_for_selector("text=Positions drawn")
    page.goto(f"{url}/e/{slug}/")
    page.click("text=Publish results")  # the guests follow the standings on their phones
    page.wait_for_selector("text=What will happen")
    page.click("button:has-text('Publish results')")  # asked first
    page.wait_for_selector("text=Unpublish")
    return slug


def report(phone, link: str, rnd: int, table: int) -> int:
    """Tap the table's eight hands on the phone and report them; the taps it took."""
    phone.goto(link)
    phone.locator("#party [data-act=save]").wait_for()
    seats = phone.inner_text("#party .pad-seats")
    n, s, e, w = CHART[rnd - 1][table - 1]
    for seat, number in (("North", n), ("East", e), ("South", s), ("West", w)):
        assert f"{seat} {name(number)}" in seats
    assert f"Sitting out: {name(OUT[rnd - 1])}" in phone.inner_text("#party")
    taps = 0
    for i, hand in enumerate(HANDS[rnd - 1][table - 1].split()):
        side = 0 if hand[0] == "N" else 1
        phone.click(f"#party [data-act=hand][data-val='{i}:{side}:{hand[1]}']")
        taps += 1
    if (rnd, table) in TIES:
        assert "A tie: one more hand decides the game" in phone.inner_text("#party")
        ns, ew = TIES[rnd, table]
        phone.click(f"#party [data-act=ta][data-val='{ns}']")
        phone.click(f"#party [data-act=tb][data-val='{ew}']")
        taps += 2
    if (rnd, table) == (1, 3):
        screenshot(phone, "party-phone-hands")
        assert sideways(phone) == []
    phone.click("#party [data-act=save]")
    phone.wait_for_selector("#party .stored-card")
    assert "over 8 hands" in phone.inner_text("#party .stored-card")
    return taps + 1


def test_a_points_euchre_party_of_five_tables_to_the_final_standings(live_server, page, phone):
    slug = set_up(page, live_server.url)
    host = f"{live_server.url}/e/{slug}/progressive/"
    page.goto(host)
    links = [
        page.locator(f".qr-grid figure:nth-child({t}) a").get_attribute("href") for t in range(1, 6)
    ]
    taps = 0
    for rnd in range(1, 5):
        page.goto(host)
        page.click(f"text=Ring the bell: start round {rnd}")
        page.wait_for_selector(f"#round-state:has-text('Round {rnd}: in play')")
        for table in range(1, 6):
            taps += report(phone, f"{live_server.url}{links[table - 1]}", rnd, table)
        page.goto(host)
        assert page.inner_text("#reported-count") == "5"
        page.click(f"text=Ring the bell: close round {rnd}")
        page.wait_for_selector("text=Round closed")
    assert taps == 20 * 9 + 3 * 2  # eight hands and the report; a tie's extra hand, two more
    page.wait_for_selector("text=The evening is over")

    phone.goto(f"{live_server.url}/e/{slug}/progressive/standings/")
    phone.wait_for_selector("h1:has-text('Final standings')")
    assert sideways(phone) == []
    screenshot(phone, "points-euchre-standings")
    rows = phone.locator("table.points tbody tr")
    got = []
    for i in range(rows.count()):
        cells = rows.nth(i).locator("td")
        texts = [cells.nth(j).text_content().strip() for j in range(cells.count())]
        got.append((texts[0], texts[1], int(texts[-2]), int(texts[-1])))
        assert not cells.nth(3).is_visible()  # the rounds' columns fold away on a phone
    assert got == STANDINGS
    bye = phone.locator("table.points tbody tr", has_text="P10").locator("td")
    assert [bye.nth(j).text_content().strip() for j in range(3, 7)] == ["3", "8", "7 (bye)", "4"]
    phone.goto(f"{live_server.url}/e/{slug}/progressive/chart/")
    assert "Table 1: P1 Ada & P9 Ivy v P13 Max & P3 Cora" in phone.inner_text("#round-1")
    assert sideways(phone) == []
    phone.goto(f"{live_server.url}/e/{slug}/p/P10/")
    assert "Total 22 · place =16 · games won 1" in phone.inner_text("#my-total")
    assert sideways(phone) == []
    phone.goto(f"{live_server.url}/e/{slug}/progressive/prizes/")
    prizes = phone.inner_text("table.prizes")
    assert "First" in prizes and "Ros (P18)" in prizes and "Booby" in prizes
