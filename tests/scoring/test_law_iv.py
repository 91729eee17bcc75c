"""Law IV, sections 9 and 10: a wrong trump on the overplay, as the source words it
(duplicate_and_progressive_rules.txt, lines 2250-2261): "more than two tables ... engaged in
play, the players at that table shall take the average score for the deal; if less than three
tables are in play there must be a new deal"."""

from __future__ import annotations

import pytest

from tournaments.scoring.law_iv import AVERAGE, NEW_DEAL, SECTIONS, wrong_trump


def test_the_words_are_the_sources(shared_dir):
    lines = (shared_dir / "sources" / "duplicate_and_progressive_rules.txt").read_text()
    lines = lines.splitlines()
    nine = " ".join(lines[2249:2253])
    ten = " ".join(lines[2254:2261])
    assert " ".join(nine.split()) == SECTIONS[9]
    assert " ".join(ten.split()) == SECTIONS[10]


@pytest.mark.parametrize(
    ("tables", "branch"), [(1, NEW_DEAL), (2, NEW_DEAL), (3, AVERAGE), (4, AVERAGE), (13, AVERAGE)]
)
def test_three_tables_or_more_take_the_average_fewer_deal_again(tables, branch):
    for section in (9, 10):
        assert wrong_trump(tables, section).branch == branch


def test_the_ruling_explains_itself():
    assert str(wrong_trump(2).explain()) == (
        "Law IV, sec. 9: the dealer turned a trump other than the one on the trump slip, found "
        "after the overplay began; only 2 tables play the tray, less than three, so there must "
        "be a new deal"
    )
    assert "3 tables play the tray, more than two, so the table takes the average" in str(
        wrong_trump(3, 10).explain()
    )
    assert wrong_trump(3, 10).label == "Law IV, sec. 10"


def test_other_sections_and_no_tables_are_refused():
    with pytest.raises(ValueError, match="sections 9 and 10"):
        wrong_trump(3, 8)
    with pytest.raises(ValueError, match="nobody plays"):
        wrong_trump(0)
