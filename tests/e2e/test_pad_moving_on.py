"""A whole three-table whist Mitchell on phones where the tables move on by themselves: no
round is called from the desk, and table 1, finishing first, waits for its next tray.

One tray a round.  North-South stay, East-West move up one table and the trays down one
(``movements.mitchell``), so table T plays in round R the tray ((T + R - 2) mod 3) + 1,
worked out by hand:

    table 1: round 1 tray 1, round 2 tray 2, round 3 tray 3
    table 2: round 1 tray 2, round 2 tray 3, round 3 tray 1
    table 3: round 1 tray 3, round 2 tray 1, round 3 tray 2

Table 1 finishes round 1 first: its pad shows round 2 at once (North-South 1 against
East-West 3, who come up from table 3) and tells it to wait for tray 2, which table 2 still
plays in round 1.  Once tables 2 and 3 have finished, every table plays on to round 3 with no
call from the desk.  Each table enters North-South 7 tricks; the opponents accept.
"""

from __future__ import annotations

import pytest

from tests.builders import club_user, make_whist_mitchell
from tests.e2e.conftest import screenshot
from tests.e2e.pad import open_pad, sideways, wait_sent
from tournaments import models as m
from tournaments.services.settings import update_settings

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

TRAYS = {1: (1, 2, 3), 2: (2, 3, 1), 3: (3, 1, 2)}  # table: its tray in rounds 1, 2, 3


def play(phone, url: str, tray: int) -> None:
    """Enter North-South 7 tricks on ``tray`` and accept it, as the table does."""
    taps = open_pad(phone, url)
    taps.tricks(tray, 7)
    wait_sent(phone)
    phone.locator("#pad .stored-card [data-act=accept]").click()
    phone.wait_for_function("() => !document.querySelector('#pad .stored-card [data-act=accept]')")


def test_a_mitchell_where_the_tables_move_on_by_themselves(live_server, phone):
    director = club_user("director", password="pw-director-1")
    event = make_whist_mitchell(director, tables=3, boards_per_round=1, name="Moving night")
    update_settings(event, by=director, moving_on=m.MovingOn.TABLES)
    url = {t.number: f"{live_server.url}/t/{t.secret}/" for t in event.tables.all()}

    play(phone, url[1], TRAYS[1][0])
    phone.goto(url[1])
    phone.locator("#pad .moving-waits").wait_for()
    assert "Round 2" in phone.inner_text("#pad .pad-round")
    assert "3 EW" in phone.inner_text("#pad .pad-seats")
    waits = phone.inner_text("#pad .moving-waits")
    assert "Wait for tray 2 from table 2" in waits
    after = phone.inner_text("#pad .moving-after")
    assert "After round 1" in after and "1 EW: go to table 2" in after
    assert sideways(phone) == []
    screenshot(phone, "pad-moving-on")
    # Tray 2 cannot be entered yet: the pad shows it without the taps.
    phone.locator("#pad [data-act=tray][data-val='2']").click()
    assert phone.locator("#pad [data-act=ns]").count() == 0

    play(phone, url[2], TRAYS[2][0])
    play(phone, url[3], TRAYS[3][0])
    event.refresh_from_db()
    assert event.current_round == 2  # the last table of round 1 moved on: round 2 is everyone's
    for round_number in (2, 3):
        for number in (1, 2, 3):
            play(phone, url[number], TRAYS[number][round_number - 1])
    assert m.Result.objects.filter(tray__event=event, confirmed_at__isnull=False).count() == 9
    event.refresh_from_db()
    assert event.current_round == 3
    assert not event.log.filter(action="round", by__isnull=False).exists()  # no desk call
