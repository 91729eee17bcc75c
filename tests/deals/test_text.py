"""The plain-text hand record clubs paste into an e-mail: the hands round the compass, the
double-dummy table, par."""

from __future__ import annotations

from tournaments.deals.cards import Card, Deal
from tournaments.deals.text import Record, contract_label, par_label, record_text

ROUND = Deal.parse("N:J73.Q84.K95.AT62 AT62.J73.Q84.K95 K95.AT62.J73.Q84 Q84.K95.AT62.J73")


def test_par_is_said_from_the_side_that_scores_it():
    assert str(par_label(620, ["4SN", "4SS"])) == "NS +620: 4\u2660 by North or South"
    assert str(par_label(-200, ["5HXE-1", "5HXW-1"])) == (
        "EW +200: 5\u2665\u00d7\u22121 by East or West"
    )
    assert str(par_label(0, [])) == "0: passed out"
    assert par_label(None, []) == ""
    assert contract_label("3NTS+1") == ("3NT+1", "S")


def test_a_board_reads_round_the_compass():
    tricks = {s: {"C": 6, "D": 7, "H": 6, "S": 7, "NT": 6} for s in "NESW"}
    text = record_text(Record(5, "N", "N-S vulnerable", ROUND, tricks, "0: passed out"))
    lines = text.splitlines()
    assert lines[0] == "Board 5 \u00b7 Dealer North \u00b7 N-S vulnerable"
    assert lines[2].strip() == "\u2660 J 7 3"  # North's spades first
    assert lines[6].split() == ["\u2660", "Q", "8", "4", "\u2660", "A", "10", "6", "2"]
    assert lines[10].strip() == "\u2660 K 9 5"  # then South's
    assert lines[15] == "Double dummy    \u2663   \u2666   \u2665   \u2660  NT"
    assert lines[16].split() == ["North", "6", "7", "6", "7", "6"]
    assert lines[-1] == "Par: 0: passed out"


def test_a_whist_board_says_its_trump_card_and_what_double_dummy_gives():
    tricks = {s: {"C": 6, "D": 7, "H": 5, "S": 7, "NT": 6} for s in "NESW"}
    tricks["W"]["H"] = 9
    record = Record(1, "W", "", ROUND, tricks, "", Card("H", "5"))  # West holds it
    assert record.heading == "Board 1 \u00b7 Dealer West \u00b7 Trump card \u26655"
    assert str(record.whist) == "With \u2665 trumps and North leading: North-South 4, East-West 9"
