"""A session in a real browser: a phone at the table, a correction, a pair that leaves."""

from __future__ import annotations

import pytest

from tests.builders import club_user, make_whist_mitchell
from tests.e2e.conftest import screenshot
from tests.e2e.pad import open_pad, sideways, wait_sent
from tournaments import models as m
from tournaments import services

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


def log_in(page, live_server, username="director", password="pw-director-1"):
    page.goto(f"{live_server.url}/login/")
    page.fill("#id_username", username)
    page.fill("#id_password", password)
    page.click("main button[type=submit]")
    page.wait_for_selector("text=Your events")


@pytest.fixture
def director(db):
    return club_user("director", password="pw-director-1")


def test_a_table_enters_its_round_from_a_phone_and_the_standings_follow(
    live_server, phone, page, director
):
    event = make_whist_mitchell(director, tables=3, boards_per_round=2, name="Phone night")
    services.publish_event(event, by=director)
    table = m.Table.objects.get(event=event, number=1)
    taps = open_pad(phone, f"{live_server.url}/t/{table.secret}/")
    trays = [int(t.get_attribute("data-val")) for t in phone.query_selector_all("[data-act=tray]")]
    assert len(trays) == 2
    for tray, tricks in zip(trays, (9, 5), strict=True):
        assert taps.tricks(tray, tricks) == 3  # open the tray, North-South's tricks, save
    wait_sent(phone)
    phone.click(
        f"#pad [data-act=accept][data-val='{m.Result.objects.get(tray__number=trays[0]).pk}']"
    )
    phone.wait_for_function("() => /Accepted/.test(document.querySelector('#pad').innerText)")
    assert "1 NS: stay at table 1, sit NS." in phone.inner_text("#pad .moves")
    assert "1 EW: go to table 2, sit EW." in phone.inner_text("#pad .moves")
    assert sideways(phone) == []
    screenshot(phone, "table-phone")
    assert m.Result.objects.filter(tray__event=event).count() == 2

    page.goto(f"{live_server.url}/e/{event.slug}/standings/")
    # only table 1 has played its trays, which tables 2 and 3 still have to play: the public
    # standings show none of it yet
    assert page.inner_text(".live-note").startswith("0 results shown")
    page.goto(f"{live_server.url}/e/{event.slug}/tray/{trays[0]}/")
    assert "This tray is still being played" in page.inner_text("main")
    assert page.query_selector("main table") is None


def test_a_correction_keeps_its_history(live_server, page, director):
    event = make_whist_mitchell(director, tables=3, boards_per_round=1, name="Correction night")
    seating = m.Seating.objects.get(round__event=event, round__number=1, table__number=1)
    tray = seating.trays.get().number
    services.record_whist_traveller(
        event, tray, [services.WhistEntry(seating.pk, 8, 5)], by=director
    )
    log_in(page, live_server)
    page.goto(f"{live_server.url}/e/{event.slug}/enter/tray/{tray}/")
    page.fill(f"input[name=ns_{seating.pk}]", "6")
    page.fill(f"input[name=ew_{seating.pk}]", "")
    page.click("button[name=save]")
    page.wait_for_selector("text=Give a reason")
    assert m.Result.objects.get().ns_tricks == 8
    page.fill(f"input[name=ns_{seating.pk}]", "6")
    page.fill(f"input[name=ew_{seating.pk}]", "")
    page.fill("#id_reason", "NS misread the slip")
    page.click("button[name=save]")
    page.wait_for_selector("text=result(s) saved")
    history = page.inner_text("h2:has-text('History') + div table")
    assert "Corrected" in history and "NS misread the slip" in history
    screenshot(page, "correction-history")
    assert m.Result.objects.get().ns_tricks == 6


def test_a_pair_leaves_mid_session_and_nothing_is_lost(live_server, page, director):
    event = make_whist_mitchell(director, tables=5, boards_per_round=1, name="Early train")
    for seating in m.Seating.objects.filter(round__event=event, round__number=1):
        tray = seating.trays.get().number
        services.record_whist_traveller(
            event, tray, [services.WhistEntry(seating.pk, 7, 6)], by=director
        )
    log_in(page, live_server)
    page.goto(f"{live_server.url}/e/{event.slug}/run/")
    page.click("button:has-text('Call round 2')")
    page.wait_for_selector("text=What will happen")
    page.click("button:has-text('Call round 2')")  # the desk asks first
    page.wait_for_selector("text=Round 2 called.")
    page.select_option("#pair-entrant", "3EW")
    page.check("input[name=what][value=withdraw]")
    page.fill("#pair-round", "2")
    page.click("button:has-text('Change the movement')")
    page.wait_for_selector("text=What will happen")
    page.click("button:has-text('Change the movement')")  # the desk asks first
    page.wait_for_selector("text=3 EW sits out round 2, 3, 4, 5")
    screenshot(page, "session-desk")
    assert m.Result.objects.filter(tray__event=event).count() == 5
    assert not m.Seating.objects.filter(
        round__event=event, round__number__gte=2, ew__label="3EW"
    ).exists()
    assert m.Seating.objects.filter(round__event=event, round__number=1, ew__label="3EW").exists()


def test_a_wrong_result_edited_disputed_and_ruled(live_server, phone, page, director):
    """Table 1 types 8 tricks for 9, puts it right, and the opponents still disagree: the desk
    shows the flag, the director rules from the traveller, and the history shows every step
    with whole results (North-South's tricks and East-West's)."""
    event = make_whist_mitchell(director, tables=3, boards_per_round=1, name="Dispute night")
    table = m.Table.objects.get(event=event, number=1)
    tray = table.seatings.get(round__number=1).trays.get().number
    taps = open_pad(phone, f"{live_server.url}/t/{table.secret}/")
    taps.tricks(tray, 8)
    wait_sent(phone)
    phone.click(f"#pad [data-act=change][data-val='{tray}']")
    assert phone.get_attribute("#pad [data-act=ns][data-val='8']", "aria-pressed") == "true"
    taps.tap("ns", 9)
    taps.tap("save")
    wait_sent(phone)
    phone.wait_for_function("() => /NS 9 · EW 4/.test(document.querySelector('#pad').innerText)")
    assert m.Result.objects.get().ns_tricks == 9
    phone.click("#pad .stored-card [data-act=disagree]")
    phone.wait_for_selector("#pad >> text=the director has been told")
    assert phone.query_selector("#pad [data-act=accept]") is None

    log_in(page, live_server)
    page.goto(f"{live_server.url}/e/{event.slug}/run/")
    flag = page.inner_text("ul.disputed")
    assert f"Tray {tray}, table 1 (round 1): the opponents disagree" in flag
    page.click("ul.disputed a:has-text('its traveller')")
    seating = m.Seating.objects.get(round__event=event, round__number=1, table__number=1)
    page.fill(f"input[name=ns_{seating.pk}]", "10")
    page.fill(f"input[name=ew_{seating.pk}]", "")
    page.fill("#id_reason", "claim of the last three tricks upheld")
    page.click("button[name=save]")
    page.wait_for_selector("text=result(s) saved")
    history = page.inner_text("h2:has-text('History') + div table")
    assert "NS 8 tricks, EW 5" in history and "NS 9 tricks, EW 4" in history
    assert "NS 10 tricks, EW 3" in history and "claim of the last three tricks" in history
    page.goto(f"{live_server.url}/e/{event.slug}/run/")
    assert page.query_selector("ul.disputed") is None
    assert "the director ruled" in page.inner_text("main")
    phone.goto(f"{live_server.url}/t/{table.secret}/")
    phone.wait_for_selector("#pad >> text=ruling: only the director can change it.")
    assert phone.query_selector("#pad [data-act=change]") is None
