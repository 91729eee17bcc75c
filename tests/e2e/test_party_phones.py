"""A progressive euchre round reported by the guests' own phones, from each table's QR code.

The evening and its round 1 are ``tests.builders.progressive``'s (seated by hand; points
North-South, East-West: head 5-2, table 2 3-6, table 3 4-1, booby 2-2 with East-West taking
four tricks of the next hand to North-South's one).  Round 2 as worked by hand in
``tests/web/progressive/test_progressive_evening.py``: head L1-G1 v L4-G4, table 2 L3-G5 v
L5-G3, table 3 L8-G6 v L6-G8, booby L7-G2 v L2-G7.
"""

from __future__ import annotations

import pytest

from tests.builders import HAND_DRAWN, ROUNDS, euchre_evening, quick_user, round_pairs
from tests.e2e.conftest import screenshot
from tests.e2e.pad import sideways
from tournaments import models as m
from tournaments.services import progressive as ps

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

ROUND_2 = [
    [("L1", "G1"), ("L4", "G4")],
    [("L3", "G5"), ("L5", "G3")],
    [("L8", "G6"), ("L6", "G8")],
    [("L7", "G2"), ("L2", "G7")],
]


def test_the_guests_report_a_euchre_round_and_see_where_they_go(live_server, phone):
    hostess = quick_user("hostess")
    event = euchre_evening(hostess)
    ps.seat_by_hand(event, HAND_DRAWN, by=hostess)
    ps.open_round(event, by=hostess)
    taps = 0
    for number, entry in ROUNDS[0].items():
        link = m.PartyTable.objects.get(event=event, number=number)
        phone.goto(f"{live_server.url}/t/party/{link.secret}/")
        phone.locator("#party [data-act=save]").wait_for()
        (a, b), tricks = entry if isinstance(entry[0], tuple) else (entry, None)
        for act, value in (("a", a), ("b", b)) + (
            (("ta", tricks[0]), ("tb", tricks[1])) if tricks else ()
        ):
            phone.click(f"#party [data-act={act}][data-val='{value}']")
            taps += 1
        if number == 4:
            assert "A tie: the next hand decides" in phone.inner_text("#party")
            screenshot(phone, "party-phone")
        phone.click("#party [data-act=save]")
        taps += 1
        phone.wait_for_selector("#party .stored-card")
        assert sideways(phone) == []
    assert taps == 3 * 3 + 5  # two scores and a tap to report; the tie adds its tricks
    rows = m.ProgressiveResult.objects.filter(round__event=event).order_by("table")
    got = {r.table: (r.points_a, r.points_b, r.tricks_a, r.tricks_b) for r in rows}
    assert got == {1: (5, 2, None, None), 2: (3, 6, None, None), 3: (4, 1, None, None),
                   4: (2, 2, 1, 4)}  # fmt: skip
    assert {r.entered_via for r in rows} == {"guests"}
    phone.goto("about:blank")  # its page polls: the round is closed once the phone is quiet
    phone.wait_for_timeout(200)
    ps.close_round(event, by=hostess)
    assert round_pairs(event, 2) == ROUND_2
    link = m.PartyTable.objects.get(event=event, number=1)
    phone.goto(f"{live_server.url}/t/party/{link.secret}/")
    phone.locator("#party .moves").wait_for()
    moves = phone.inner_text("#party .moves")
    # Round 1, head table: North L1, East L2, South G1, West G2.
    for line in ("L1: table 1, North.", "G1: table 1, South.", "L2: table 4, East.",
                 "G2: table 4, South."):  # fmt: skip
        assert line in moves
    assert "Seated for round 2: wait for the bell." in phone.inner_text("#party")
