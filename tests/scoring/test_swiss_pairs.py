"""Swiss pairs' match VPs from each pair's Butler IMPs (``scoring.swiss_pairs``), worked by
hand."""

from __future__ import annotations

from decimal import Decimal
from fractions import Fraction
from types import SimpleNamespace

from tournaments.scoring.imp_pairs import ImpLine
from tournaments.scoring.swiss_pairs import match_vps, swiss_standings, whole_imps


def line(ns: str, ew: str, ns_imps, ew_imps) -> ImpLine:
    return ImpLine(SimpleNamespace(ns=ns, ew=ew), ns_imps, ew_imps, "", "")


def test_a_fraction_of_an_imp_rounds_to_the_nearest_whole_a_half_away_from_nought():
    assert [whole_imps(Fraction(n, 2)) for n in (5, -5, 3, -1, 0)] == [3, -3, 2, -1, 0]
    assert whole_imps(Fraction(12, 5)) == 2 and whole_imps(Fraction(-13, 5)) == -3


def test_each_side_is_converted_from_its_own_imps_on_the_acbl_scale():
    """Six trays, ACBL 20-point scale (6 to 8 boards: 8 to 10 IMPs 14-6, 3 to 4 IMPs 12-8).
    Pair 1 gains 5 + 3 = 8 IMPs over pair 2 (14 VPs, 2 takes 6); a ruling that did not
    balance leaves pair 4 -3 + -1 = -4 and pair 3 +2 + 1 = +3: 8 and 12 VPs."""
    lines = [
        (1, line("1", "2", 5, -5)),
        (1, line("1", "2", 3, -3)),
        (1, line("3", "4", 2, -3)),
        (1, line("3", "4", 1, -1)),
        (1, line("3", "4", None, None)),
    ]
    matches = match_vps(lines, trays=6, scale="acbl-20")
    assert [(x.home, x.home_vps, x.away, x.away_vps) for x in matches] == [
        ("1", 14, "2", 6),
        ("3", 12, "4", 8),
    ]
    table = swiss_standings(matches, {"5": 1}, 12)
    assert [(s.entrant, s.place, s.vps) for s in table] == [
        ("1", "1", 14),
        ("3", "2=", 12),
        ("5", "2=", 12),
        ("4", "4", 8),
        ("2", "5", 6),
    ]
    assert table[3].working == "match 1 v 3: -4 IMPs, 8 VPs; total 8 VPs"
    assert table[2].imps == 0 and table[2].vps == Decimal(12) and table[2].matches == 0


def test_a_match_of_four_trays_on_the_wbf_discrete_scale():
    """Four trays, which no ACBL band takes; the WBF's discrete scale for 4 boards: 3 to 4
    IMPs 12-8, 9 to 11 IMPs 15-5 (blitz 30).  Pair 1 gains 5 + 5 = 10 IMPs (15 VPs, 2 takes
    5); the ruling that did not balance leaves pair 3 +3 and pair 4 -4: 12 and 8 VPs."""
    lines = [
        (1, line("1", "2", 5, -5)),
        (1, line("1", "2", 5, -5)),
        (1, line("3", "4", 2, -3)),
        (1, line("3", "4", 1, -1)),
    ]
    matches = match_vps(lines, trays=4, scale="wbf-discrete")
    assert [(x.home, x.home_vps, x.away, x.away_vps) for x in matches] == [
        ("1", 15, "2", 5),
        ("3", 12, "4", 8),
    ]
