"""A movement file's round and table numbers are bounded: refused at once, with the line.

Found with a hostile custom movement: round 99999999999999999999 held a worker until gunicorn
killed it (round 10**7 took 8 s of CPU to lay out). No movement has more rounds than boards
(2,000 at most) and no room a thousand tables.
"""

from __future__ import annotations

import time

import pytest

from movements.io import MovementFormatError, from_csv

HEADER = "round,table,ns,ew,boards\n"


@pytest.mark.parametrize(
    ("row", "message"),
    [
        ("99999999999999999999,1,1,2,1", "line 2: round '99999999999999999999' is not a number up to 2000"),
        ("10000000,1,1,2,1", "line 2: round '10000000' is not a number up to 2000"),
        ("2001,1,1,2,1", "line 2: round 2001 is beyond the largest a movement may use \\(2000\\)"),
        ("1,1001,1,2,1", "line 2: table 1001 is beyond the largest a movement may use \\(1000\\)"),
        ("1," + "9" * 3000 + ",1,2,1", "line 2: table '99999999999999999999...' is not a number"),
    ],
)  # fmt: skip
def test_a_number_no_movement_uses_is_refused_at_once(row, message):
    started = time.process_time()
    with pytest.raises(MovementFormatError, match=message):
        from_csv(HEADER + row + "\n")
    assert time.process_time() - started < 0.5


def test_the_largest_numbers_are_read():
    movement = from_csv(HEADER + "1,1000,1,2,1\n")
    assert [s.table for s in movement.seatings()] == [1000]
