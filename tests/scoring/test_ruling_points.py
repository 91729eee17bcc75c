"""An assigned score written in points, as the traveller, the score cards, the results sheet,
the mail and USEBIO write it.  Scores from the Laws' scoring table (Law 77): 3NT one down not
vulnerable 50, vulnerable 100; 4H made vulnerable 620; 4S made not vulnerable 420."""

from __future__ import annotations

import pytest

from tournaments.scoring.adjustments import Adjustment


@pytest.mark.parametrize(
    ("code", "vulnerability", "side", "written"),
    [
        ("SCORE 3NT-1 W", "none", "", "50"),
        ("SCORE 3NT-1 W", "none", "EW", "-50"),
        ("SCORE 3NT-1 W", "ew", "NS", "100"),
        ("SCORE 60% 4H= N, 40% 4H-1 N", "ns", "", "60% 620, 40% -100"),
        ("SCORE 60% 4H= N, 40% 4H-1 N", "ns", "EW", "60% -620, 40% 100"),
        ("SCORE 4S= N / 4S-1 N", "ew", "", "420 / -50"),
        ("SCORE 4S= N / 4S-1 N", "ew", "NS", "420"),
        ("SCORE 4S= N / 4S-1 N", "ew", "EW", "50"),
        ("SCORE 420", None, "", "420"),
        ("AVE+", None, "", ""),
        ("PP NS 25%", None, "NS", ""),
    ],
)
def test_an_assigned_score_in_points(code, vulnerability, side, written):
    assert Adjustment.parse(code, vulnerability=vulnerability).points_text(side) == written


def test_whist_tricks_each_side_its_own_out_of_thirteen():
    split = Adjustment.parse("SCORE 8 / 6")
    assert split.points_text("NS", tricks=True) == "8"
    assert split.points_text("EW", tricks=True) == "7"
    weighted = Adjustment.parse("SCORE 50% 8, 50% 6")
    assert weighted.points_text("EW", tricks=True) == "50% 5, 50% 7"
