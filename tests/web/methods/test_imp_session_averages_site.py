"""Average-plus in IMP pairs by the pair's session average, chosen on the settings page: the
standings are rescored at once, the event page names the rule, the change is logged, and
``score --imp-averages session`` gives the same figures (the rule: tests/scoring/
test_imp_session_averages.py).

The three-table Butler Mitchell of ``played`` with tray 3's 3NS v 3EW table ruled AVE+ (both
sides average-plus) instead of played.  Trays 1 and 2 as worked there: 3NS +5 +6, 3EW +8 +10,
1NS +4 -10, 1EW -4 -6, 2NS -8 +6, 2EW -5 -6.  Tray 3's two results, -620 (2NS v 1EW) and +100
(1NS v 2EW): datum -520 / 2 = -260; 2NS -360, -8 IMPs; 1NS +360, +8; 1EW +8, 2EW -8.
Session averages a tray: 3NS (5 + 6) / 2 = 5.5, 3EW (8 + 10) / 2 = 9, both above +3.
Fixed (the Laws' +3): 3NS 5 + 6 + 3 = 14, 3EW 8 + 10 + 3 = 21.
Session: 3NS 5 + 6 + 5.5 = 16.5 (5.5 a tray), 3EW 8 + 10 + 9 = 27 (9 a tray).
The others: 1NS 4 - 10 + 8 = 2, 2NS -8 + 6 - 8 = -10, 1EW -4 - 6 + 8 = -2, 2EW -19.
"""

from __future__ import annotations

import pytest
from django.urls import reverse

from tests.builders import make_bridge_mitchell, seating_for
from tests.web.methods.played import TRAVELLERS
from tests.web.methods.test_imp_pairs_site import standings_rows
from tests.web.methods.test_imp_site_and_command import _command
from tests.web.methods.test_method_settings import post_settings
from tournaments import models as m
from tournaments import services

pytestmark = pytest.mark.django_db

FIXED = {
    "3 NS": ("1", "+14", "+4.67"),
    "1 NS": ("2", "+2", "+0.67"),
    "2 NS": ("3", "-10", "-3.33"),
    "3 EW": ("1", "+21", "+7"),
    "1 EW": ("2", "-2", "-0.67"),
    "2 EW": ("3", "-19", "-6.33"),
}
SESSION = FIXED | {"3 NS": ("1", "+16.5", "+5.5"), "3 EW": ("1", "+27", "+9")}


def _ruled_event(by) -> m.Event:
    event = make_bridge_mitchell(by, tables=3, name="IMP night", scoring="butler")
    for tray, lines in TRAVELLERS.items():
        entries = []
        for ns, ew, contract, declarer, tricks in lines:
            seating = seating_for(event, tray, ns, ew).pk
            if (tray, ns) == (3, "3NS"):
                entries.append(services.BridgeEntry(seating, "", "", None, "AVE+"))
            else:
                entries.append(services.BridgeEntry(seating, contract, declarer, tricks))
        services.record_traveller(event, tray, entries, by=by)
    event.refresh_from_db()
    return event


def test_session_averages_chosen_on_the_settings_page(client, organiser, tmp_path):
    event = _ruled_event(organiser)
    client.force_login(organiser)
    assert standings_rows(client, event) == FIXED
    form = client.get(reverse("event-settings", args=[event.slug])).context["form"]
    assert form.fields["imp_averages"].initial == "fixed"
    response = post_settings(client, event, vp_scale="wbf", imp_averages="session")
    assert response.status_code == 302
    event.refresh_from_db()
    assert event.imp_averages == "session"
    assert standings_rows(client, event) == SESSION
    assert event.log.filter(
        action="settings", text__contains="+3 and −3 IMPs (Law 86A) → The better of +3 IMPs"
    ).exists()
    page = client.get(reverse("event", args=[event.slug])).content.decode()
    assert "Average-plus and average-minus in IMPs" in page
    assert "the pair&#x27;s session average a board if better" in page
    command = _command(event, tmp_path, "--imp-averages", "session")
    totals = {row["entrant"]: row["total"] for row in command["standings"]}
    assert totals == {"3NS": 16.5, "1NS": 2, "2NS": -10, "3EW": 27, "1EW": -2, "2EW": -19}


def test_a_choice_not_offered_is_refused_and_nothing_changes(client, organiser):
    event = make_bridge_mitchell(organiser, tables=3, scoring="butler")
    client.force_login(organiser)
    response = post_settings(client, event, vp_scale="wbf", imp_averages="best")
    assert response.status_code == 200
    assert "imp_averages" in response.context["form"].errors
    event.refresh_from_db()
    assert event.imp_averages == "fixed"
