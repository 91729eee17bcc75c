"""A three-table bridge Mitchell scored in IMPs, worked by hand (the tests of this folder).

Trays 1-3, one a round; who meets whom on each tray (the Mitchell's own seating), the
contract, the North-South score, and each method's IMPs worked by hand on the WBF scale (20,
50, 90, 130, 170, 220, 270, 320, 370, 430, 500, 600, 750 ... points for 1, 2, 3 ... IMPs):

tray 1 (none vulnerable): 1NS v 1EW 4S N 10 +420; 3NS v 2EW 4S N 11 +450; 2NS v 3EW 4S N 9 -50
tray 2 (NS vulnerable):   2NS v 2EW 3NT S 9 +600; 1NS v 3EW 3NT S 8 -100; 3NS v 1EW 3NT S 10 +630
tray 3 (EW vulnerable):   3NS v 3EW 2H E 8 -110;  2NS v 1EW 4H E 10 -620;  1NS v 2EW 2H E 7 +100

Butler under the club's rules (three results: none dropped; the datum to the nearest 10):
tray 1 datum 820/3 = 273.33 -> 270: 1NS +150 = 4, 3NS +180 = 5, 2NS -320 = -8
tray 2 datum 1130/3 = 376.67 -> 380: 2NS +220 = 6, 1NS -480 = -10, 3NS +250 = 6
tray 3 datum -630/3 = -210: 3NS +100 = 3, 2NS -410 = -9, 1NS +310 = 7
NS: 3NS 14, 1NS 1, 2NS -11; EW (the reverse): 3EW 15, 1EW -1, 2EW -18.

Cross-IMPs, the average of the two comparisons each result has:
tray 1: 420 (-1, +10) 4.5; 450 (+1, +11) 6; -50 (-10, -11) -10.5
tray 2: 600 (+12, -1) 5.5; -100 (-12, -12) -12; 630 (+1, +12) 6.5
tray 3: -110 (+11, -5) 3; -620 (-11, -12) -11.5; 100 (+5, +12) 8.5
NS: 3NS 15.5, 1NS 1, 2NS -16.5; EW: 3EW 19.5, 1EW 0.5, 2EW -20.
"""

from __future__ import annotations

from tests.builders import make_bridge_mitchell, seating_for
from tournaments import models as m
from tournaments import services

# tray: (NS, EW, contract, declarer, tricks)
TRAVELLERS = {
    1: [("1NS", "1EW", "4S", "N", 10), ("3NS", "2EW", "4S", "N", 11), ("2NS", "3EW", "4S", "N", 9)],
    2: [("2NS", "2EW", "3NT", "S", 9), ("1NS", "3EW", "3NT", "S", 8), ("3NS", "1EW", "3NT", "S", 10)],
    3: [("3NS", "3EW", "2H", "E", 8), ("2NS", "1EW", "4H", "E", 10), ("1NS", "2EW", "2H", "E", 7)],
}  # fmt: skip


def imp_event(by, method: str = m.ScoringMethod.BUTLER, rules: str = "club") -> m.Event:
    """The three-table Mitchell scored by ``method``, every traveller entered."""
    event = make_bridge_mitchell(by, tables=3, name="IMP night", scoring=method, rules=rules)
    for tray, lines in TRAVELLERS.items():
        entries = [
            services.BridgeEntry(seating_for(event, tray, ns, ew).pk, contract, by_, tricks)
            for ns, ew, contract, by_, tricks in lines
        ]
        services.record_traveller(event, tray, entries, by=by)
    event.refresh_from_db()
    return event
