"""An East-West pair's score card shows its own side's score and works its match points from
East-West's side, worked by hand.

Bridge, three tables of Mitchell, tray 1 (nobody vulnerable, Law 2), club match points (1 for
each result beaten, ½ for a tie, top 2):
  1NS v 1EW  4H by E, 10 tricks: EW +420 (NS -420)
  3NS v 2EW  4H by E, 11 tricks: EW +450 (NS -450)
  2NS v 3EW  assigned 3NT-1 by W: NS +50 (one down, not vulnerable), EW -50
1EW's +420 beats 3EW's -50 and loses to 2EW's +450: 1 of 2.
3EW's -50 beats nothing and loses to both: 0 of 2.

Whist (tests/web/standings/test_matchpoint_standings.py's tray 1): NS took 8, 8 and 6 tricks,
so 1EW took 5, 2EW 5, 3EW 7; 1EW ties 2EW and loses to 3EW: ½ of 2.
"""

from __future__ import annotations

from django.urls import reverse

from tests.builders import make_bridge_mitchell, seating_for
from tests.web.html import rows_by, tables_in
from tests.web.standings.test_matchpoint_standings import enter_all
from tournaments import services


def card(client, event, label: str) -> dict[str, dict[str, str]]:
    page = client.get(reverse("score-card", args=[event.slug, label])).content.decode()
    return rows_by(tables_in(page)[0], str(event.words.Board))  # board at bridge, tray at whist


def test_an_east_west_card_is_worked_from_east_wests_side(organiser_client, organiser):
    event = make_bridge_mitchell(organiser, tables=3, name="East-West night")
    lines = [
        services.BridgeEntry(seating_for(event, 1, "1NS", "1EW").pk, "4H", "E", 10),
        services.BridgeEntry(seating_for(event, 1, "3NS", "2EW").pk, "4H", "E", 11),
        services.BridgeEntry(
            seating_for(event, 1, "2NS", "3EW").pk, "", adjustment="SCORE 3NT-1 W"
        ),
    ]
    services.record_traveller(event, 1, lines, by=organiser)

    first = card(organiser_client, event, "1EW")["1"]
    assert first["Score"] == "420"
    assert first["Working"] == (
        "EW score +420 for you (NS -420) against 2 other result(s): "
        "beat 1, tied 0, lost to 1: 1 of 2"
    )
    assigned = card(organiser_client, event, "3EW")["1"]
    assert assigned["Working"] == (
        "assigned score 3NT-1 W: EW score -50 for you (NS +50) against 2 other result(s): "
        "beat 0, tied 0, lost to 2: 0 of 2"
    )
    north_south = card(organiser_client, event, "1NS")["1"]  # North-South's own side as before
    assert north_south["Score"] == "-420"
    assert north_south["Working"].startswith("NS score -420 against 2 other result(s): beat 1")


def test_an_east_west_whist_card_counts_its_own_tricks(organiser_client, mitchell3):
    enter_all(organiser_client, mitchell3)
    line = card(organiser_client, mitchell3, "1EW")["1"]
    assert line["Tricks"] == "5"
    assert line["Working"] == (
        "EW tricks 5 for you (NS 8) against 2 other result(s): beat 0, tied 1, lost to 1: 0.5 of 2"
    )
