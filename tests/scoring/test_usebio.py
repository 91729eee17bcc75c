"""A real session scored by a commercial program (Compscore3), re-scored from its traveller lines.

Its totals are factored (Neuberg, 2/1 scale, field of 6): board 26 has an A5050 and five real
results, board 12 was played five times.  The file prints factored match points on board 26's
lines but the unfactored ones on board 12's; the totals include the factored figures, and pairs
1 and 3, who missed board 12, have their totals scaled to the 27 boards the others played.
"""

from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal
from fractions import Fraction

import pytest

from tournaments.scoring.matchpoints import score_matchpoints
from tournaments.scoring.types import Adjustment
from tournaments.scoring.usebio import parse_usebio, to_results

pytestmark = pytest.mark.shared


def _two_places(value: Fraction) -> Decimal:
    exact = Decimal(value.numerator) / Decimal(value.denominator)
    return exact.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)


@pytest.fixture
def event(shared_dir):
    return parse_usebio((shared_dir / "reference/usebio/mp_pairs_howell.xml").read_bytes())


def test_reader_finds_every_line_and_pair(event):
    assert event.event_type == "MP_PAIRS"
    assert len(event.participants) == 12
    assert len(event.boards) == 27
    assert sum(len(b.lines) for b in event.boards) == 26 * 6 + 5
    board26 = next(b for b in event.boards if b.number == 26)
    artificial = [line for line in board26.lines if line.adjustment is not None]
    assert [line.adjustment for line in artificial] == [Adjustment("SPLIT", 50, 50)]


def test_line_match_points_are_the_files(event):
    report = score_matchpoints(to_results(event), scale=2)
    with_artificial = {r.tray for r in to_results(event) if r.score is None}
    published = [line for board in event.boards for line in board.lines]
    assert len(published) == len(report.lines)
    for line, scored in zip(published, report.lines, strict=True):
        assert (scored.result.ns, scored.result.ew) == (line.ns, line.ew)
        if scored.result.tray in with_artificial or scored.result.score is None:
            got = (scored.ns_mp, scored.ew_mp)
        else:
            got = (scored.ns_raw, scored.ew_raw)
        assert (Fraction(line.ns_mp), Fraction(line.ew_mp)) == got, line


def test_totals_percentages_and_places_are_the_files(event):
    report = score_matchpoints(to_results(event), scale=2)
    assert set(report.tops.values()) == {10}
    for pair in event.participants:
        standing = report.standing(pair.number)
        assert _two_places(standing.scaled_total) == pair.total, pair
        assert _two_places(standing.percentage) == pair.percentage, pair
        assert standing.place == pair.place


def test_missing_board_leaves_the_maximum(event):
    report = score_matchpoints(to_results(event), scale=2)
    assert report.standing("1").maximum == 260
    assert report.standing("2").maximum == 270
