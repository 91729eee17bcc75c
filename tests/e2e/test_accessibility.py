"""The scoring pad (its players' screen too), the standings and a score card checked by axe-core (the accessibility
rules of WCAG 2.1 A and AA, contrast included) at phone size, in light and dark: no serious
or critical violation.  axe-core comes from the npm registry (package-lock.json; ``make test``
installs it); without it this check skips, unless TRAYS_REQUIRE_ALL=1 says it must run."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.builders import club_user, make_bridge_mitchell
from tests.e2e.conftest import leave
from tests.e2e.pad import open_pad, wait_sent
from tests.needs import missing
from tournaments import models as m
from tournaments import services
from tournaments.services.clubs import import_members

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

AXE = Path(__file__).resolve().parents[2] / "node_modules" / "axe-core" / "axe.min.js"
RULES = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]


@pytest.fixture(scope="module")
def axe_source() -> str:
    if not AXE.exists():
        missing("axe-core is not installed: run `npm ci` (make test does)")
    return AXE.read_text()


def violations(page, source: str) -> list[dict]:
    """axe's serious and critical findings on the page as it is now."""
    page.add_script_tag(content=source)
    found = page.evaluate(
        """async (tags) => (await axe.run(document, {runOnly: {type: 'tag', values: tags}}))
            .violations.map(v => ({id: v.id, impact: v.impact,
                                   nodes: v.nodes.slice(0, 3).map(n => n.target.join(' '))}))""",
        RULES,
    )
    return [v for v in found if v["impact"] in ("serious", "critical")]


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_the_pad_the_standings_and_a_score_card_pass_axe(live_server, browser, axe_source, scheme):
    director = club_user("director", password="pw-director-1")
    event = make_bridge_mitchell(director, tables=3, boards_per_round=2, name="Axe night")
    # The page's policy allows only the site's own scripts: axe is let in for this check.
    context = browser.new_context(
        viewport={"width": 360, "height": 740}, is_mobile=True, bypass_csp=True,
        color_scheme=scheme,
    )  # fmt: skip
    page = context.new_page()
    page.set_default_timeout(15000)
    try:
        table = event.tables.get(number=1)
        first, second = sorted(t.number for t in table.seatings.get(round__number=1).trays.all())
        taps = open_pad(page, f"{live_server.url}/t/{table.secret}/")
        taps.tap("tray", first)
        for act, value in (("level", 3), ("strain", "H"), ("decl", "N"), ("rel", 0)):
            taps.tap(act, value)
        taps.tap("lead")
        taps.tap("leadsuit", "D")
        found = {"pad": violations(page, axe_source)}
        taps.tap("save")
        wait_sent(page)
        taps.tap("tray", first)
        found["stored result"] = violations(page, axe_source)
        taps.contract(second, 1, "NT", "E", -1)
        wait_sent(page)
        found["round done"] = violations(page, axe_source)
        services.publish_event(event, by=director)
        for name, path in (("standings", "standings/"), ("score card", "card/1NS/")):
            page.goto(f"{live_server.url}/e/{event.slug}/{path}")
            found[name] = violations(page, axe_source)
        assert {k: v for k, v in found.items() if v} == {}
    finally:
        leave(page)


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_the_pads_players_screen_passes_axe(live_server, browser, axe_source, scheme):
    """Round 1 at a club with a member list: the pad asks who sits in each seat, then shows
    the names the list finds for a number typed in North's field."""
    director = club_user("director", password="pw-director-1")
    club = m.ClubMember.objects.get(user=director).club
    import_members(club, "EBU No,Forename,Surname\n100234,Ada,Lovelace\n", by=director)
    event = make_bridge_mitchell(director, tables=3, boards_per_round=1, name="Axe members")
    context = browser.new_context(
        viewport={"width": 360, "height": 740}, is_mobile=True, bypass_csp=True,
        color_scheme=scheme,
    )  # fmt: skip
    page = context.new_page()
    page.set_default_timeout(15000)
    try:
        table = event.tables.get(number=1)
        open_pad(page, f"{live_server.url}/t/{table.secret}/")
        page.locator("#pad .pad-players").wait_for()
        found = {"players": violations(page, axe_source)}
        page.locator("#pad [data-act=player-text][data-val=N]").fill("100234")
        page.locator("#pad [data-act=player-find][data-val=N]").click()
        page.locator("#pad [data-act=player-pick][data-val='N:0']").wait_for()
        found["a name found"] = violations(page, axe_source)
        assert {k: v for k, v in found.items() if v} == {}
    finally:
        leave(page)
