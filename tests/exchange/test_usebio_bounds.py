"""Figures no event holds are refused by the USEBIO reader, quickly, with the element named.

Found with hostile files: ``MASTER_POINTS_AWARDED`` of ``1e400`` was stored as infinity (every
page of the event then failed), ``NS_MATCH_POINTS`` of ``1E+999999999`` held a worker until
gunicorn killed it, and a pair number of 3,000 digits broke the pages that show it.
"""

from __future__ import annotations

import time

import pytest

from tests.exchange.test_usebio_errors import GOOD_LINE, refused, usebio
from tournaments.exchange.usebio_read import read_usebio


def _with_points(text: str) -> bytes:
    return usebio(GOOD_LINE.replace("<SCORE>420</SCORE>", f"<SCORE>420</SCORE>{text}"))


@pytest.mark.parametrize("value", ["1e400", "1E+999999999", "-1E+999999999", "1000000000", "1E-7"])
def test_a_figure_out_of_range_is_refused_at_once(value):
    started = time.process_time()
    message = refused(_with_points(f"<NS_MATCH_POINTS>{value}</NS_MATCH_POINTS>"))
    assert time.process_time() - started < 1.0  # read, not written out in full
    assert message.startswith("USEBIO/EVENT/BOARD 7/TRAVELLER_LINE/NS_MATCH_POINTS: ")
    assert "is not between 0.000001 and 1,000,000,000." in message


@pytest.mark.parametrize("value", ["0", "0.5", "12.75", "-3.5", "999999999", "0.000001"])
def test_the_figures_events_hold_are_read(value):
    line = read_usebio(_with_points(f"<NS_MATCH_POINTS>{value}</NS_MATCH_POINTS>"))
    assert str(line.events[0].boards[0].lines[0].ns_figure) == value


def test_masterpoints_of_1e400_are_refused():
    awarded = "<MASTER_POINTS_AWARDED>1e400</MASTER_POINTS_AWARDED>"
    data = usebio().replace(b"<PLAYER_NAME>P1</PLAYER_NAME></PLAYER>", (
        f"<PLAYER_NAME>P1</PLAYER_NAME></PLAYER>{awarded}"
    ).encode(), 1)  # fmt: skip
    assert awarded.encode() in data
    assert "MASTER_POINTS_AWARDED: '1e400' is not between" in refused(data)


def test_a_pair_number_of_3000_digits_is_refused_and_quoted_short():
    huge = "9" * 3000
    data = usebio().replace(b"<PAIR_NUMBER>1</PAIR_NUMBER>", f"<PAIR_NUMBER>{huge}</PAIR_NUMBER>".encode(), 1)  # fmt: skip
    message = refused(data)
    assert message.endswith("... (3,000 characters) is too long for a number.")
    assert len(message) < 200


def test_a_board_number_of_many_digits_is_refused():
    data = usebio().replace(b"<BOARD_NUMBER>7<", b"<BOARD_NUMBER>" + b"7" * 5000 + b"<")
    message = refused(data)
    assert (
        "BOARD_NUMBER: '7777777777" in message and "is not a whole number from 1 to 9999" in message
    )
