"""The figures a USEBIO file carries, worked by hand under Compscore's rules (the EBU's
programs' defaults: the 2-1 scale, a short board's lines on its own top, totals of pairs that
missed boards scaled to the full number).

Six pairs, one field, three boards, match points on the 2-1 scale (three tables: top 4).
Board 1: 1-4 420, 2-5 170, 3-6 420.  Board 2, played by two tables only: 1-5 100, 2-6 -50.
Board 3: 1-6 200, 2-4 100, and 3-5 an artificial 60/40.

On board 2 the lines show the match points between the two tables (2 and 0 of a top of 2)
and the totals take them factored to three tables, (mp + 1) x 3/2 - 1: 3.5 and 0.5.  On
board 3 the two real results are factored the same way (3.5 and 0.5, on the lines too), and
the artificial score is 60% and 40% of 4: 2.4 and 1.6.

Totals: pair 1 3 + 3.5 + 3.5 = 10 of 12 (83.33%); pair 3 3 + 2.4 = 5.4 of 8 (67.50%, scaled
to 12: 8.10); pair 4 1 + 3.5 = 4.5 of 8 (56.25%, 6.75); pair 5 4 + 0.5 + 1.6 = 6.1 of 12
(50.83%); pair 6 1 + 3.5 + 0.5 = 5 of 12 (41.67%); pair 2 0 + 0.5 + 0.5 = 1 of 12 (8.33%).
"""

from __future__ import annotations

from decimal import Decimal as D

from tournaments.exchange.figures import pairs_figures
from tournaments.exchange.usebio_doc import BUTLER_IMPS, CROSS_IMPS
from tournaments.scoring.rules import RULE_SETS
from tournaments.scoring.types import Adjustment, Result

COMPSCORE = RULE_SETS["compscore"]

RESULTS = [
    Result(1, "1", "4", 420),
    Result(1, "2", "5", 170),
    Result(1, "3", "6", 420),
    Result(2, "1", "5", 100),
    Result(2, "2", "6", -50),
    Result(3, "1", "6", 200),
    Result(3, "2", "4", 100),
    Result(3, "3", "5", None, Adjustment("SPLIT", D(60), D(40))),
]


def test_line_figures_as_the_national_programs_print_them():
    figures = pairs_figures(RESULTS, rules=COMPSCORE)
    assert [(f.ns, f.ew) for f in figures.lines] == [
        (D(3), D(1)), (D(0), D(4)), (D(3), D(1)),
        (D(2), D(0)), (D(0), D(2)),
        (D("3.5"), D("0.5")), (D("0.5"), D("3.5")), (D("2.4"), D("1.6")),
    ]  # fmt: skip


def test_totals_percentages_and_places():
    figures = pairs_figures(RESULTS, rules=COMPSCORE)
    got = {s.entrant: (s.total, s.percentage, s.place, s.boards) for s in figures.standings}
    assert got == {
        "1": (D("10.00"), D("83.33"), "1", 3),
        "3": (D("8.10"), D("67.50"), "2", 2),
        "4": (D("6.75"), D("56.25"), "3", 2),
        "5": (D("6.10"), D("50.83"), "4", 3),
        "6": (D("5.00"), D("41.67"), "5", 3),
        "2": (D("1.00"), D("8.33"), "6", 3),
    }


def test_butler_imps_against_the_datum():
    """Board 1: datum (420 + 170 + 420) / 3 = 336.67, to 340; 420 is +80 (2 IMPs), 170 is
    -170 (5 IMPs away)."""
    figures = pairs_figures(RESULTS[:3], method=BUTLER_IMPS)
    assert [(f.ns, f.ew) for f in figures.lines] == [(2, -2), (-5, 5), (2, -2)]
    assert {s.entrant: (s.total, s.place) for s in figures.standings}["5"] == (D("5.00"), "1")


def test_cross_imps_averaged_over_the_comparisons():
    """420 against 170 is 250 points, 6 IMPs; against the other 420 nothing: (6 + 0) / 2 = 3;
    170 loses 6 to each: -6."""
    figures = pairs_figures(RESULTS[:3], method=CROSS_IMPS)
    assert [(f.ns, f.ew) for f in figures.lines] == [(3, -3), (-6, 6), (3, -3)]
