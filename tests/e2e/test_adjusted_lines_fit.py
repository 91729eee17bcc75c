"""A traveller and the score cards with adjusted scores among their lines fit a 360-pixel phone:
an assigned contract ("3NT-1 by West") and a weighted one stay inside the table, their words
wrapping in the contract's column; a played line's opening lead folds under its contract as
the declarer does."""

from __future__ import annotations

import pytest

from tests.builders import club_user, make_bridge_mitchell, seating_for
from tests.e2e.pad import sideways
from tournaments import services

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

ADJUSTED = {
    ("1", "1"): "SCORE 3NT-1 W",
    ("2", "3"): "SCORE 60% 4S= N, 40% 4S-1 N",
}


def test_adjusted_lines_stay_inside_the_traveller_at_360_pixels(live_server, phone):
    director = club_user("director", password="pw-director-1")
    event = make_bridge_mitchell(director, tables=3, boards_per_round=1, name="Ruled night")
    lines = []
    for (ns, ew), code in ADJUSTED.items():
        seating = seating_for(event, 1, f"{ns}NS", f"{ew}EW")
        lines.append(services.BridgeEntry(seating.pk, "", adjustment=code))
    played = seating_for(event, 1, "3NS", "2EW")
    lines.append(services.BridgeEntry(played.pk, "4SX", "N", 10, lead="HQ"))
    services.record_traveller(event, 1, lines, by=director)
    services.publish_event(event, by=director)
    failures = {}
    for path in ("tray/1/", "card/1NS/", "card/1EW/", "card/2NS/"):
        phone.goto(f"{live_server.url}/e/{event.slug}/{path}")
        wide = sideways(phone) + outside_the_table(phone)
        if wide:
            failures[path] = wide
    assert failures == {}
    phone.goto(f"{live_server.url}/e/{event.slug}/tray/1/")
    cells = [c.strip() for c in phone.locator("td.adjusted").all_inner_texts()]
    assert len(cells) == 2 and any("3NT-1 W" in c for c in cells)
    contract = phone.locator("td.contract").inner_text()
    assert "4\u2660X" in contract and "lead \u2665Q" in contract


def outside_the_table(page) -> list[str]:
    """Cells whose box reaches past their table's right edge."""
    return page.evaluate(
        """() => Array.from(document.querySelectorAll('main td')).filter(td => {
            const table = td.closest('table').getBoundingClientRect();
            const box = td.getBoundingClientRect();
            return box.width > 0 && box.right > table.right + 1;
        }).map(td => `${td.textContent.trim()} ${td.getBoundingClientRect().right}`)"""
    )
