"""Law B(3) of duplicate auction, in the source's words (duplicate_and_progressive_rules.txt,
lines 97-109): a new deal at two tables; with more, the average when the short player's
adversary held the surplus, else "his pair is given the lowest score and his opponents the
highest score made at any table for that deal".  North-South net scores at the other tables in
these cases: 56 and 36 (worked in tests/web/entry/test_auction_site.py's first traveller)."""

from __future__ import annotations

import pytest

from tournaments.scoring.law_b import ADVERSARY, NEW_DEAL, PARTNER, WORDS, irregular_hand


def test_the_words_are_the_sources(shared_dir):
    lines = (shared_dir / "sources" / "duplicate_and_progressive_rules.txt").read_text()
    assert " ".join(" ".join(lines.splitlines()[96:109]).split()) == WORDS


def test_two_tables_deal_again():
    assert irregular_hand(2, PARTNER, "NS", [56]).branch == NEW_DEAL


def test_the_adversary_held_the_surplus_each_pair_the_average():
    assert irregular_hand(3, ADVERSARY).code == "AVE"


def test_the_partner_held_it_lowest_to_his_pair_highest_to_the_opponents():
    # North-South short, South held the surplus: NS take the lowest NS net (36), which is
    # the highest East-West net; East-West short: NS take the highest (56).
    ns = irregular_hand(3, PARTNER, "NS", [56, 36])
    assert ns.code == "SCORE 36"
    assert str(ns.explanation).endswith(
        "NS take the lowest score and EW the highest made at any table: NS +36"
    )
    assert irregular_hand(3, PARTNER, "EW", [56, 36]).code == "SCORE 56"
    assert irregular_hand(4, PARTNER, "EW", [-120, -50, 10]).code == "SCORE 10"


def test_what_the_law_needs_is_asked_for():
    with pytest.raises(ValueError, match="which pair"):
        irregular_hand(3, PARTNER, "", [56])
    with pytest.raises(ValueError, match="other tables' results"):
        irregular_hand(3, PARTNER, "NS", [])
    with pytest.raises(ValueError, match="who held the surplus"):
        irregular_hand(3, "")
