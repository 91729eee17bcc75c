"""Duplimate's DUP file, as Jannersten's "Convert" paper publishes it
(www.duplimate.com/DuplimateClub/convert.pdf): 156 bytes a board, BRI then DGE then ten."""

from __future__ import annotations

import pytest

from tournaments.deals import dup
from tournaments.deals.cards import Deal, DealError

# The paper's own example board: North's, East's and South's cards as numbers (BRI), and the
# four hands sorted with the DOS suit characters (DGE).
PAPER_BRI = (
    "18043727240822422106250717" "51503215164929412640314645" "43351128302039140152133403"
)  # fmt: skip
PAPER_DGE = (
    "\u2660J987\u2665JT7643\u2666A4\u2663Q"
    "\u2660\u2665KQ2\u2666QT9\u2663AK98543"
    "\u2660AQ42\u2665A8\u2666KJ762\u2663J2"
    "\u2660KT653\u266595\u2666853\u2663T76"
)
DOS = {"\u2660": 6, "\u2665": 3, "\u2666": 4, "\u2663": 5}
PAPER_DEAL = "N:J987.JT7643.A4.Q .KQ2.QT9.AK98543 AQ42.A8.KJ762.J2 KT653.95.853.T76"


def dos_bytes(text: str) -> bytes:
    return bytes(DOS.get(ch, ord(ch)) for ch in text)


def test_the_papers_example_record_reads_as_its_diagram():
    record = PAPER_BRI.encode() + dos_bytes(PAPER_DGE) + b"YN1  1 32 "
    assert len(record) == 156
    assert dup.read(record) == [Deal.parse(PAPER_DEAL)]


def test_the_site_writes_the_papers_example_the_same_way():
    (record,) = [dup.write([(1, Deal.parse(PAPER_DEAL))])]
    assert len(record) == dup.RECORD
    bri = record[:78].decode()
    numbers = [bri[i : i + 2] for i in range(0, 78, 2)]
    paper = [PAPER_BRI[i : i + 2] for i in range(0, 78, 2)]
    # "The cards do not need to be sorted": each hand's thirteen numbers, in any order.
    for hand in range(3):
        assert sorted(numbers[hand * 13 : hand * 13 + 13]) == sorted(
            paper[hand * 13 : hand * 13 + 13]
        )
    assert record[78:146] == dos_bytes(PAPER_DGE)


def test_a_set_of_32_boards_ends_each_record_as_the_paper_says():
    """ "If you have sets of 32, the last 10 bytes should read: YN1**1*32*" (* a space)."""
    deal = Deal.parse(PAPER_DEAL)
    data = dup.write([(n, deal) for n in range(1, 33)])
    assert len(data) == 32 * 156
    assert {data[i * 156 + 146 : (i + 1) * 156] for i in range(32)} == {b"YN1  1 32 "}
    assert dup.read(data) == [deal] * 32


def test_a_set_with_a_board_missing_is_refused():
    deal = Deal.parse(PAPER_DEAL)
    with pytest.raises(DealError, match="some are missing"):
        dup.write([(1, deal), (3, deal)])
    with pytest.raises(DealError, match="156-byte boards"):
        dup.read(b"01" * 50)
