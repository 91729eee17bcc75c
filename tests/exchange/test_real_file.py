"""A real session scored by a commercial program (Compscore3), read, re-scored and written again.

The file (``../shared/reference/usebio/mp_pairs_howell.xml``, see its README) is a twelve-pair
Howell of 27 boards, match-pointed on the 2-1 scale (top 10 for six tables).  Board 26 has an
artificial A5050 beside five real results, board 12 was played five times.  The file prints
board 26's real lines factored up to six tables, board 12's among the five that played it,
and scales the totals of pairs 1 and 3 (who missed board 12) to the 270 the others could
score.  Under the scoring package's Compscore rules the site reproduces every one of them.
The expected figures are the file's own, read with a generic XML parser.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from decimal import Decimal

import pytest

from tournaments.exchange.compare import differences, pair_results, rescored
from tournaments.exchange.usebio_read import read_usebio
from tournaments.exchange.usebio_write import write_usebio
from tournaments.scoring.rules import RULE_SETS
from tournaments.scoring.types import Adjustment

pytestmark = pytest.mark.shared


@pytest.fixture
def raw(shared_dir) -> bytes:
    return (shared_dir / "reference/usebio/mp_pairs_howell.xml").read_bytes()


def _lines(root: ET.Element) -> list[dict[str, str]]:
    return [
        {child.tag: (child.text or "").strip() for child in line}
        for line in root.iter("TRAVELLER_LINE")
    ]


def test_the_reader_finds_every_line_and_pair(raw):
    event = read_usebio(raw).events[0]
    assert event.event_type == "MP_PAIRS"
    assert len(event.participants.pairs) == 12
    assert len(event.boards) == 27
    assert sum(len(b.lines) for b in event.boards) == 26 * 6 + 5
    board26 = next(b for b in event.boards if b.number == 26)
    artificial = [line.score for line in board26.lines if not line.score.lstrip("-").isdigit()]
    assert artificial == ["A5050"]
    ((_, section),) = event.sections
    results = pair_results(section)
    assert [r.adjustment for r in results if r.score is None] == [Adjustment("SPLIT", 50, 50)]


def test_the_site_reproduces_every_figure_of_the_file(raw):
    event = read_usebio(raw).events[0]
    ((_, section),) = event.sections
    figures = rescored(event, section, RULE_SETS["compscore"])
    assert differences(event, section, figures) == []
    pair6 = figures.standing("6")
    assert (pair6.total, pair6.percentage, pair6.place) == (
        Decimal("162.60"),
        Decimal("60.22"),
        "1",
    )
    pair1 = figures.standing("1")  # missed board 12: scaled from 260 to 270
    assert (pair1.total, pair1.percentage, pair1.place) == (
        Decimal("128.77"),
        Decimal("47.69"),
        "8",
    )


def test_written_again_every_traveller_and_result_reads_the_same(raw):
    document = read_usebio(raw)
    written = write_usebio(document)
    assert read_usebio(written) == document
    before, after = ET.fromstring(raw), ET.fromstring(written)
    assert _lines(before) == _lines(after)
    keys = ("PAIR_NUMBER", "TOTAL_SCORE", "PERCENTAGE", "PLACE", "MASTER_POINTS_AWARDED")
    for old, new in zip(before.iter("PAIR"), after.iter("PAIR"), strict=True):
        assert [old.findtext(k) for k in keys] == [new.findtext(k) for k in keys]
    assert written.startswith(b'<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE USEBIO')
