"""Deals with double-dummy tables and par recorded by others, to check the solver against.

DDS_LIST10 is the test list of DDS itself (github.com/dds-bridge/dds, hands/list10.txt): each
deal's "PBN dealer vulnerability ..." line (dealer 0-3 for N, E, S, W; vulnerability 0 none,
1 both, 2 NS, 3 EW), its "TABLE" (tricks for N, E, S, W declaring in spades, hearts, diamonds,
clubs, then notrumps) and its "PAR2" (the dealer's par: North-South's score and contracts,
"4S-E" for four spades by East, "*" doubled, "+2"/"-1" over- and undertricks).

REALBRIDGE is board 11 of the 2021 European online qualification, Open round 2, played on
RealBridge, as endplay's test data keeps it (github.com/dominicprice/endplay,
tests/pbn/example2.pbn), with the OptimumResultTable and OptimumScore the site recorded.
"""

from __future__ import annotations

import re

DDS_LIST10 = [
    (0, 3, "N:6.QT986.8754.J65 AQT983.2.A93.AK2 KJ74.K73.KQJ.987 52.AJ54.T62.QT43",
     "3 10 3 9 7 6 7 6 4 8 4 8 4 8 4 8 5 7 5 7", "-620", ["4S-E"]),
    (1, 3, "N:AK98.QT954.A32.4 J732.K8.8764.873 T64.A32.95.AQT92 Q5.J76.KQJT.KJ65",
     "9 4 9 4 10 3 10 3 7 6 7 6 8 4 9 4 8 4 8 4", "420", ["4H-NS"]),
    (3, 1, "N:AJ75..AQ732.K972 KQ98642.K3.T5.J6 T.Q87652.K4.8543 3.AJT94.J986.AQT",
     "5 7 5 8 6 7 6 7 8 5 8 5 9 4 9 4 6 7 6 7", "110", ["3C-NS"]),
    (1, 1, "N:AK.AKQT3.532.843 QT4.84.AKJT987.Q J932.95.Q6.AK762 8765.J762.4.JT95",
     "8 5 8 5 9 3 9 3 5 6 5 6 9 2 9 2 6 4 6 4", "140", ["1H-NS+2"]),
    (3, 1, "N:83.Q65.AKT642.J8 KJT6.AT93.QJ9.A4 A9.842.8753.K973 Q7542.KJ7..QT652",
     "2 11 2 11 3 10 3 10 7 6 7 6 3 9 3 9 4 7 4 7", "-650", ["4S-EW+1"]),
    (0, 0, "N:J9.QT92.KT.KJT94 AK84.754.9654.85 QT752.A86.3.AQ62 63.KJ3.AQJ872.73",
     "9 4 9 4 9 4 9 4 5 8 5 8 9 4 9 4 7 4 7 4", "140", ["3S-NS", "3H-NS"]),
    (3, 1, "N:K43.632.T874.T54 AQ2.AQ9.653.AJ93 T95.KT754.J92.62 J876.J8.AKQ.KQ87",
     "1 12 1 11 3 10 3 10 2 11 2 11 1 12 1 11 1 12 1 11", "-1440", ["6N-E"]),
    (0, 3, "N:975.743.QJ765.K9 4.AQJT965.92.J75 AKQJ6.2.KT3.6432 T832.K8.A84.AQT8",
     "10 3 10 3 2 10 2 10 9 3 9 3 2 8 2 8 4 8 4 8", "200", ["5H*-EW-1"]),
    (1, 0, "N:K8.A872.93.KJ764 97.KQJT6.T65.Q98 AQ532..AKJ74.AT3 JT64.9543.Q82.52",
     "12 1 12 1 8 5 8 5 12 1 12 1 13 0 13 0 12 1 12 1", "1440", ["7C-NS"]),
    (0, 1, "N:KQ82.AJT.AJ.AQ94 T54.K932.843.K86 A73.875.KQT5.T53 J96.Q64.9762.J72",
     "12 1 12 1 10 3 10 3 11 1 11 1 11 1 11 1 11 1 11 1", "1430", ["6S-NS"]),
]  # fmt: skip

SEATS = "NESW"
VULNERABILITY = {0: "none", 1: "both", 2: "ns", 3: "ew"}
TABLE_STRAINS = ("S", "H", "D", "C", "NT")


def dds_table(text: str) -> dict[str, dict[str, int]]:
    numbers = [int(x) for x in text.split()]
    return {
        seat: {strain: numbers[i * 4 + j] for i, strain in enumerate(TABLE_STRAINS)}
        for j, seat in enumerate(SEATS)
    }


def dds_contracts(written: list[str]) -> set[str]:
    """DDS's "5H*-EW-1" as the site writes par contracts: {"5HXE-1", "5HXW-1"}."""
    out = set()
    for text in written:
        found = re.fullmatch(r"(\d)([SHDCN])(\*?)-([NESW]{1,2})([+-]\d+)?", text)
        assert found, text
        level, strain, doubled, seats, result = found.groups()
        strain = "NT" if strain == "N" else strain
        for seat in seats:
            out.add(f"{level}{strain}{'X' if doubled else ''}{seat}{result or ''}")
    return out


REALBRIDGE = {
    "board": 11,
    "dealer": "S",
    "vulnerability": "none",
    "deal": "N:KT8.A96.A95.7542 Q5.KJ52.KQ874.T8 AJ92.874.JT6.AQ3 7643.QT3.32.KJ96",
    # OptimumResultTable: declarer, strain, tricks.
    "table": """N NT  7
N  S  7
N  H  6
N  D  6
N  C  7
S NT  7
S  S  7
S  H  5
S  D  5
S  C  7
E NT  6
E  S  6
E  H  7
E  D  7
E  C  5
W NT  6
W  S  6
W  H  7
W  D  7
W  C  5""",
    "optimum_score": "NS +90",
    "double_dummy_tricks": "77667775576677566775",
}
