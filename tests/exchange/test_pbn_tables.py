"""PBN 2.1 score tables from plain traveller lines, read back by endplay's PBN parser.

A Butler board: pair 1 v 2 made 4H by South for +620 with the heart queen led (the site keeps
"HQ"; USEBIO writes "QH"), pair 3 v 4 went one down in 4H doubled by North (-200), pair 5 v 6
had an average (A5050).  The IMPs are the file's, as given; the lines are hand-made.
"""

from __future__ import annotations

from decimal import Decimal as D

from endplay.parsers import pbn as endplay_pbn

from tournaments.exchange import usebio_doc as doc
from tournaments.exchange.pbn_tables import score_table, total_score_table

BOARD = doc.Board(
    7,
    (
        doc.Line(ns="1", ew="2", contract="4H", declarer="S", lead="QH", tricks=10, score="620",
                 ns_figure=D("9.5"), ew_figure=D("-9.5")),
        doc.Line(ns="3", ew="4", contract="4HX", declarer="N", tricks=9, score="-200",
                 ns_figure=D("-4"), ew_figure=D("4")),
        doc.Line(ns="5", ew="6", score="A5050", ns_figure=D("0"), ew_figure=D("0")),
    ),
)  # fmt: skip


def _read(lines: list[str]) -> dict:
    text = "\n".join(['[Event "t"]', '[Board "7"]', *lines, ""])
    (board,) = endplay_pbn.loads(text)
    return board.info


def test_a_butler_traveller_in_imp_columns():
    table = _read(score_table(BOARD, doc.BUTLER_IMPS))["ScoreTable"]
    names = [h["name"] for h in table["headers"]]
    assert names[-2:] == ["IMP_NS", "IMP_EW"] and "MP_NS" not in names
    rows = [dict(zip(names, r, strict=True)) for r in table["rows"]]
    assert [(r["Contract"], r["Declarer"], r["Result"], r["Lead"]) for r in rows] == [
        ("4H", "S", "10", "HQ"),
        ("4HX", "N", "9", "-"),
        ("-", "-", "-", "-"),  # an assigned score: no contract, the figures say what it scored
    ]
    assert [(r["Score_NS"], r["Score_EW"]) for r in rows] == [
        ("620", "-"),
        ("-", "200"),
        ("-", "-"),
    ]
    assert [(r["IMP_NS"], r["IMP_EW"]) for r in rows] == [("9.5", "-9.5"), ("-4", "4"), ("0", "0")]


def test_one_field_ranking_without_directions_and_imp_totals():
    pairs = (
        doc.Pair("2", result=doc.Result(total=D("-5.50"), place="3", boards_played=2)),
        doc.Pair("1", result=doc.Result(total=D("12.00"), place="1=", boards_played=2)),
        doc.Pair("4", result=doc.Result(total=D("12.00"), place="1=", boards_played=2)),
        doc.Pair("3"),  # played nothing: unplaced, last
    )
    table = _read(total_score_table(pairs, doc.CROSS_IMPS))["TotalScoreTable"]
    names = [h["name"] for h in table["headers"]]
    assert "Direction" not in names and "TotalPercentage" not in names
    assert [r[:3] for r in table["rows"]] == [
        ["1", "1", "12.00"],  # a tie for first: rank 1 each
        ["1", "4", "12.00"],
        ["3", "2", "-5.50"],
        ["-", "3", "-"],
    ]
