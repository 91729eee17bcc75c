"""The scoring pad on a 360x740 phone, as a director found it at a club evening: everything a
tray needs (level, denomination, declarer, result and Save) on one screen without scrolling;
no label broken over two lines inside a button ("Made" once showed as "Ma/de"); after Save,
the opponents' accept fully in view; no site menu on the table's phone; the phone of a pair
sitting out says where the pair goes next.

Measured on the page's own boxes (``getBoundingClientRect``): the viewport is 740 CSS pixels
high, so Save's bottom edge must be at most 740 with the page not scrolled; a label is on one
line when its text's line boxes do not stack one above another.
"""

from __future__ import annotations

import datetime as dt

import pytest
from django.test import Client
from django.utils import timezone

from tests.builders import (
    HAND_DRAWN,
    club_user,
    euchre_evening,
    make_bridge_mitchell,
    make_mitchell,
    quick_user,
)
from tests.builders.pairs import create_through_wizard
from tests.e2e.pad import open_pad, wait_sent
from tournaments import models as m
from tournaments import services
from tournaments.services import progressive as ps
from tournaments.services.clock import set_clock

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

HEIGHT = 740

# Each visible button of the pad whose label runs over more than one line: the line boxes of
# its contents (text and the suit symbols' spans), those overlapping in height counted as one.
WRAPPED = """() => [...document.querySelectorAll('#pad button')]
    .filter(b => b.offsetParent !== null)
    .map(b => {
        const range = document.createRange();
        range.selectNodeContents(b);
        const boxes = [...range.getClientRects()].filter(r => r.width > 0 && r.height > 0)
            .sort((x, y) => x.top - y.top);
        const lines = [];
        for (const r of boxes) {
            const last = lines[lines.length - 1];
            if (last && r.top < last.bottom - 2) last.bottom = Math.max(last.bottom, r.bottom);
            else lines.push({top: r.top, bottom: r.bottom});
        }
        return [b.textContent.trim(), lines.length, b.getBoundingClientRect().height];
    })
    .filter(([text, lines]) => lines > 1)"""


def box(page, selector: str) -> dict:
    return page.locator(selector).first.evaluate(
        "(n) => { const r = n.getBoundingClientRect(); "
        "return {top: r.top, bottom: r.bottom, left: r.left, right: r.right}; }"
    )


def scrolled(page) -> float:
    return page.evaluate("() => window.scrollY")


@pytest.mark.parametrize(
    ("trays_a_round", "named"),
    [(2, False), (4, True), (4, "clock")],
    ids=["two trays", "four trays, named", "four trays, named, the clock in its last minutes"],
)
def test_a_tray_fits_one_phone_screen_without_scrolling(live_server, phone, trays_a_round, named):
    director = club_user("director", password="pw-director-1")
    event = make_bridge_mitchell(
        director, tables=4, boards_per_round=trays_a_round, name="Wednesday evening pairs"
    )
    table = event.tables.get(number=1)
    if named:  # long names, as a club's are
        for label, names in (("1NS", ("Margaret Fairweather", "Elizabeth Thompson")),
                             ("1EW", ("Christopher Hollingsworth", "Jonathan Whitaker"))):  # fmt: skip
            entrant = event.entrants.get(label=label)
            services.register_entrant(entrant, by=director, player_names=names)
    if named == "clock":  # the round, its clock and the call on one line
        set_clock(event, "start", by=director)
        m.RoundClock.objects.update(started_at=timezone.now() - dt.timedelta(minutes=27))
    first = min(t.number for t in table.seatings.get(round__number=1).trays.all())
    taps = open_pad(phone, f"{live_server.url}/t/{table.secret}/")
    taps.tap("tray", first)
    for act, value in (("level", 4), ("strain", "S"), ("decl", "S"), ("rel", 0)):
        taps.tap(act, value)
    phone.locator("#pad .pad-score:not(:empty)").wait_for()
    # The taps did not need the page scrolled, and Save is on the screen, ready.
    assert scrolled(phone) == 0
    for selector in ("[data-act=level][data-val='7']", "[data-act=strain][data-val=NT]",
                     "[data-act=decl][data-val=W]", "[data-act=rel][data-val='-10']",
                     "[data-act=save]"):  # fmt: skip
        assert box(phone, f"#pad {selector}")["bottom"] <= HEIGHT, selector
    assert phone.locator("#pad [data-act=save]").is_enabled()
    assert phone.evaluate(WRAPPED) == []
    # The opening lead, optional, opens below Save: its suits and ranks on one line each too.
    taps.tap("lead")
    taps.tap("leadsuit", "H")
    assert phone.evaluate(WRAPPED) == []
    # Saved and accepted, the tray gives the screen back to the next one, which fits too.
    taps.tap("save")
    wait_sent(phone)
    phone.locator("#pad .stored-card [data-act=accept]").click()
    phone.locator("#pad .stored-card").wait_for(state="detached")
    second = sorted(t.number for t in table.seatings.get(round__number=1).trays.all())[1]
    assert (
        phone.locator("#pad .pad-card .pad-tray").first.inner_text().startswith(f"Board {second}")
    )
    for act, value in (("level", 3), ("strain", "NT"), ("decl", "E"), ("rel", -1)):
        taps.tap(act, value)
    assert scrolled(phone) == 0
    assert box(phone, "#pad [data-act=save]")["bottom"] <= HEIGHT
    assert phone.evaluate(WRAPPED) == []


def test_no_label_of_the_auction_bridge_pad_wraps(live_server, phone):
    """Auction bridge adds honours, whose taps are words ("5, 4 in one hand"): each keeps its
    words on one line, the taps wrapping between them."""
    director = club_user("director", password="pw-director-1")
    event = make_mitchell(
        director, tables=3, boards_per_round=2, name="Auction night", game=m.Game.AUCTION
    )
    table = event.tables.get(number=1)
    first = min(t.number for t in table.seatings.get(round__number=1).trays.all())
    taps = open_pad(phone, f"{live_server.url}/t/{table.secret}/")
    taps.tap("tray", first)
    for act, value in (("level", 2), ("strain", "H"), ("decl", "N"), ("rel", 0)):
        taps.tap(act, value)
    taps.tap("honours", "5-4-in-1")
    phone.locator("#pad [data-act=hside]").first.wait_for()
    assert phone.evaluate(WRAPPED) == []


def test_after_save_the_opponents_accept_is_in_view(live_server, phone):
    director = club_user("director", password="pw-director-1")
    event = make_bridge_mitchell(director, tables=3, boards_per_round=2, name="Accept night")
    table = event.tables.get(number=1)
    first, second = sorted(t.number for t in table.seatings.get(round__number=1).trays.all())
    taps = open_pad(phone, f"{live_server.url}/t/{table.secret}/")
    taps.contract(first, 3, "NT", "N", 0)
    wait_sent(phone)
    accept = phone.locator("#pad .stored-card [data-act=accept]")
    accept.wait_for()
    where = box(phone, "#pad .stored-card [data-act=accept]")
    assert where["top"] >= 0 and where["bottom"] <= HEIGHT, where
    assert where["left"] >= 0 and where["right"] <= 360, where
    assert phone.evaluate(WRAPPED) == []  # "East-West accept" once took two lines
    # The next tray's pad is open below, and the second tray is entered the same way.
    taps.contract(second, 2, "H", "E", -1)
    wait_sent(phone)
    where = box(phone, "#pad .stored-card [data-act=accept]")
    assert where["top"] >= 0 and where["bottom"] <= HEIGHT, where
    taps.tap("round")
    phone.locator("#pad .moves").wait_for()
    assert phone.evaluate(WRAPPED) == []


def test_the_tables_phone_shows_no_site_menu(live_server, phone):
    director = club_user("director", password="pw-director-1")
    event = make_bridge_mitchell(director, tables=3, boards_per_round=2, name="Menu night")
    open_pad(phone, f"{live_server.url}/t/{event.tables.get(number=1).secret}/")
    assert phone.locator("nav").count() == 0
    assert phone.locator("header.site").count() == 0
    text = phone.inner_text("body")
    assert "Organiser login" not in text and "Players" not in text
    assert phone.inner_text("h1") == "Table 1"


def test_the_sit_out_phone_shows_where_the_pair_goes_next(live_server, phone):
    """13 pairs at seven tables: 7 EW sits out round 1 and, as East-West pairs move up one
    table, plays round 2 at table 1 (worked in tests/web/entry/test_table_phone_pages.py)."""
    director = club_user("director", password="pw-director-1")
    client = Client()
    client.force_login(director)
    created = create_through_wizard(
        client, name="Thirteen", pairs=13, game="bridge", boards_per_round=2
    )
    assert created.status_code == 302
    event = m.Event.objects.get(name="Thirteen")
    assert client.post(f"/e/{event.slug}/start/", {"confirmed": "yes"}).status_code == 302
    phone.goto(f"{live_server.url}/t/{event.tables.get(number=7).secret}/")
    phone.locator("#pad .moves").wait_for()
    assert "7 EW sits out this round." in phone.inner_text("#pad")
    assert phone.inner_text("#pad .moves li") == "7 EW: go to table 1, sit EW."
    assert box(phone, "#pad .moves li")["bottom"] <= HEIGHT


def test_a_euchre_tie_offers_the_five_tricks_of_a_hand(live_server, phone):
    """Euchre deals five cards to each player: the next hand that breaks a tie has five
    tricks, so the phone offers 0 to 5 for each side, not bridge's 0 to 13."""
    hostess = quick_user("hostess")
    event = euchre_evening(hostess)
    ps.seat_by_hand(event, HAND_DRAWN, by=hostess)
    ps.open_round(event, by=hostess)
    link = m.PartyTable.objects.get(event=event, number=2)
    phone.goto(f"{live_server.url}/t/party/{link.secret}/")
    phone.locator("#party [data-act=save]").wait_for()
    assert phone.locator("nav").count() == 0 and phone.locator("header.site").count() == 0
    phone.click("#party [data-act=a][data-val='3']")
    phone.click("#party [data-act=b][data-val='3']")
    for side in ("ta", "tb"):
        offered = phone.eval_on_selector_all(
            f"#party [data-act={side}]", "(taps) => taps.map(t => Number(t.dataset.val))"
        )
        assert offered == [0, 1, 2, 3, 4, 5], side
    phone.click("#party [data-act=ta][data-val='3']")
    phone.click("#party [data-act=tb][data-val='2']")
    phone.click("#party [data-act=save]")
    phone.wait_for_selector("#party .stored-card")
    row = m.ProgressiveResult.objects.get(round__event=event, table=2)
    assert (row.points_a, row.points_b, row.tricks_a, row.tricks_b) == (3, 3, 3, 2)
