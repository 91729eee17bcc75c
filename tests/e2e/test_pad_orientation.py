"""The scoring pad turned sideways and read with the phone's text made larger: a tray is still
entered in the same taps, nothing on the pad scrolls sideways, and every tap target keeps at
least the 44 CSS pixels of WCAG 2.1's target-size rule (2.5.5) in both directions.

Larger text is the phone's font-size setting: Chrome on Android scales the root font size, and
the pad is laid out in rem, so a root of 200% is the largest setting most phones offer."""

from __future__ import annotations

import pytest

from tests.builders import club_user, make_bridge_mitchell
from tests.e2e.conftest import leave
from tests.e2e.pad import open_pad, sideways, wait_sent
from tournaments import models as m

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

SMALLEST_TARGET = 44  # CSS pixels, WCAG 2.1 success criterion 2.5.5


def small_targets(page) -> list[str]:
    """Every visible tap target on the pad smaller than the rule allows."""
    return page.evaluate(
        """(least) => [...document.querySelectorAll('#pad .tap')]
            .filter(b => b.offsetParent !== null)
            .map(b => [b, b.getBoundingClientRect()])
            .filter(([b, r]) => r.width < least || r.height < least)
            .map(([b, r]) => `${b.dataset.act}=${b.dataset.val || ''} ${r.width}x${r.height}`)""",
        SMALLEST_TARGET,
    )


@pytest.mark.parametrize(
    ("name", "width", "height", "text"),
    [("landscape", 740, 360, "100%"), ("portrait, text at 200%", 360, 740, "200%")],
)
def test_a_tray_entered_sideways_and_with_large_text(
    live_server, browser, name, width, height, text
):
    director = club_user("director", password="pw-director-1")
    event = make_bridge_mitchell(director, tables=3, boards_per_round=2, name="Turned night")
    table = event.tables.get(number=1)
    first = min(t.number for t in table.seatings.get(round__number=1).trays.all())
    context = browser.new_context(viewport={"width": width, "height": height}, is_mobile=True)
    page = context.new_page()
    page.set_default_timeout(15000)
    try:
        taps = open_pad(page, f"{live_server.url}/t/{table.secret}/")
        page.evaluate("(size) => { document.documentElement.style.fontSize = size; }", text)
        assert sideways(page) == [], name
        taps.tap("tray", first)
        for act, value in (("level", 4), ("strain", "S"), ("decl", "S"), ("rel", 1)):
            taps.tap(act, value)
        page.locator("#pad .pad-score").wait_for()
        # Every choice of the open tray, the score and Save, with nothing sideways.
        assert (sideways(page), small_targets(page)) == ([], []), name
        taps.tap("save")
        wait_sent(page)
        # 4 spades by South making eleven on a tray of the first round: 450 not vulnerable,
        # 650 vulnerable (Law 77); the tray's own vulnerability decides which is stored.
        result = m.Result.objects.get(tray__event=event, tray__number=first)
        assert (result.contract, result.declarer, result.tricks_taken) == ("4S", "S", 11)
        assert result.ns_score == (650 if result.tray.vulnerability in ("ns", "both") else 450)
        assert taps.count == 6
    finally:
        leave(page)
        context.close()
