"""Events with deals for the deals tests, and the PBN file of published deals."""

from __future__ import annotations

from movements.trays import dealer, vulnerability
from tests.builders import make_mitchell
from tests.deals.published import DDS_LIST10, REALBRIDGE, SEATS, VULNERABILITY, dds_table
from tournaments import models as m
from tournaments import services

# DDS's test deals and the RealBridge board on the trays whose dealer and vulnerability they
# were analysed with (board n: dealer N, E, S, W in turn; vulnerability by the 16-board cycle).
PUBLISHED_BOARDS = (9, 6, 4, 10, 20, 1, 36, 25, 14, 13)


def bridge_36(by, name: str = "Hand records night") -> m.Event:
    """A started nine-table contract bridge Mitchell, four trays a round: 36 trays."""
    return make_mitchell(by, tables=9, boards_per_round=4, name=name, game=m.Game.BRIDGE)


def _tags(board: int, deal: str, tricks: dict, score: int) -> str:
    who = {"N": "N", "E": "E", "S": "S", "W": "W"}
    rows = [
        f"{who[s]} {t:>2} {tricks[s][t]:>2}" for s in "NSEW" for t in ("NT", "S", "H", "D", "C")
    ]
    vul = {"none": "None", "ns": "NS", "ew": "EW", "both": "All"}[vulnerability(board).value]
    return "\n".join(
        [
            f'[Board "{board}"]',
            f'[Dealer "{dealer(board, "bridge").value}"]',
            f'[Vulnerable "{vul}"]',
            f'[Deal "{deal}"]',
            '[OptimumResultTable "Declarer;Denomination\\2R;Result\\2R"]',
            *rows,
            f'[OptimumScore "NS {score}"]',
        ]
    )


def published_pbn() -> str:
    """DDS's ten test deals and the RealBridge board as a PBN hand record, each with the
    double-dummy table and par its source recorded."""
    games = ["% PBN 2.1", "% EXPORT", '[Event "Published deals"]', ""]
    for board, (d, v, deal, table, score, _c) in zip(PUBLISHED_BOARDS, DDS_LIST10, strict=True):
        assert dealer(board, "bridge").value == SEATS[d], board
        assert vulnerability(board).value == VULNERABILITY[v], board
        games += [_tags(board, deal, dds_table(table), int(score)), ""]
    recorded = {}
    for line in REALBRIDGE["table"].splitlines():
        seat, strain, tricks = line.split()
        recorded.setdefault(seat, {})[strain] = int(tricks)
    games.append(_tags(REALBRIDGE["board"], REALBRIDGE["deal"], recorded, 90))
    return "\n".join(games) + "\n"


# DDS's sixth test deal (hands/list10.txt): dealer North, nobody vulnerable; par North-South
# +140, three spades or three hearts by North or South.  Double dummy North makes 9 tricks in
# spades, hearts and clubs, 5 in diamonds, 7 at notrumps.
PAR_140 = "N:J9.QT92.KT.KJT94 AK84.754.9654.85 QT752.A86.3.AQ62 63.KJ3.AQJ872.73"
# North holds every top card: at whist, with spades trumps and North leading (West deals),
# North-South take all thirteen tricks; West holds the two of spades to turn for trumps.
ALL_TOPS = "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 65.8765.876.8765 432.432.5432.432"


def contract_at(event, by, tray: int, table: int, contract: str, declarer: str, tricks: int):
    """A bridge result on ``tray`` at ``table``, entered by the director."""
    seating = m.Seating.objects.get(round__event=event, table__number=table, trays__number=tray)
    entry = services.BridgeEntry(seating.pk, contract, declarer, tricks)
    services.record_traveller(event, tray, [entry], by=by)


def tricks_at(event, by, tray: int, table: int, ns: int):
    """A whist result on ``tray`` at ``table``: North-South's tricks."""
    seating = m.Seating.objects.get(round__event=event, table__number=table, trays__number=tray)
    services.record_whist_traveller(event, tray, [services.WhistEntry(seating.pk, ns, None)], by=by)
