"""The League match's score ([F] lines 301-307): the visitors' tricks against the holders'.

Worked by hand on the source's first two sets (four hands each, both tables).
Set 1, table 1 (A-B North-South against W-X): NS 8, 7, 6, 9 -> visitors 30, home 22.
Set 1, table 2 (Y-Z North-South against C-D): NS 6, 5, 8, 4 -> visitors (EW) 29, home 23.
Set 2, table 1 (A-B against Y-Z): NS 5, 5, 7, 6 -> visitors 23, home 29.
Set 2, table 2 (W-X against C-D): NS 7, 8, 6, 9 -> visitors 22, home 30.
So set 1: visitors 59, home 45 (+14); set 2: 45 to 59 (-14); the match 104 all.
"""

from __future__ import annotations

import pytest

from tournaments.scoring.individuals import IndividualResult
from tournaments.scoring.league import score_league

SEATS = {(1, 1): "AXBW", (1, 2): "YDZC", (2, 1): "AZBY", (2, 2): "WDXC"}  # the diagram's
TRICKS = {(1, 1): (8, 7, 6, 9), (1, 2): (6, 5, 8, 4), (2, 1): (5, 5, 7, 6), (2, 2): (7, 8, 6, 9)}


def _results(tricks=TRICKS):
    out = []
    for (rnd, table), ns in tricks.items():
        n, e, s, w = SEATS[(rnd, table)]
        for i, score in enumerate(ns):
            tray = 4 * (rnd - 1) + i + 1
            out.append(IndividualResult(tray, n, e, s, w, score, round=rnd, table=table))
    return out


def test_set_by_set_and_the_match():
    report = score_league(_results())
    first, second = report.sets
    assert (first.visitors, first.home, first.margin, first.leader) == (59, 45, 14, "visitors")
    assert (second.visitors, second.home, second.margin, second.leader) == (45, 59, -14, "home")
    assert (report.total.visitors, report.total.home, report.total.leader) == (104, 104, "")
    assert report.total.hands == 16


def test_one_trick_more_at_the_second_table_wins_it_for_the_holders():
    tricks = dict(TRICKS)
    tricks[(2, 2)] = (8, 8, 6, 9)  # W-X North-South take one more on the first hand
    report = score_league(_results(tricks))
    assert (report.total.visitors, report.total.home, report.total.margin) == (103, 105, -2)


def test_a_club_against_itself_is_refused():
    bad = IndividualResult(1, "A", "B", "C", "D", 7, round=1, table=1)
    with pytest.raises(ValueError, match="against the other club"):
        score_league([bad])
