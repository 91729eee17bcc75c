"""Masterpoint awards by place and field size, worked by hand.

The scale is the one the real Compscore file in ../shared awarded for a field of twelve pairs
(60, 42, 30, 20, 15, 12 for the first six), with a row of our own for smaller fields.
"""

from __future__ import annotations

from decimal import Decimal as D

import pytest

from tournaments.scoring.awards import ScaleError, awards_for, read_scale, scale_text, share_awards

SCALE = read_scale("6: 20 12 8\n12: 60 42 30 20 15 12")


def test_a_row_applies_from_its_field_size_up():
    assert awards_for(5, SCALE) == ()
    assert awards_for(8, SCALE) == (D(20), D(12), D(8))
    assert awards_for(12, SCALE)[:2] == (D(60), D(42))
    assert awards_for(30, SCALE)[-1] == D(12)


def test_places_in_order():
    placings = [(str(n), "", str(n)) for n in range(1, 13)]
    got = share_awards(placings, SCALE)
    assert [got[str(n)] for n in range(1, 8)] == [60, 42, 30, 20, 15, 12, 0]


def test_a_tie_shares_the_places_it_covers():
    """Second equal, two pairs: (42 + 30) / 2 = 36 each; three tied for fifth share
    (15 + 12 + 0) / 3 = 9."""
    labels = ["1", "2=", "2=", "4", "5=", "5=", "5=", "8", "9", "10", "11", "12"]
    got = share_awards([(str(i), "", label) for i, label in enumerate(labels)], SCALE)
    assert [got[str(i)] for i in range(8)] == [60, 36, 36, 20, 9, 9, 9, 0]


def test_a_share_rounds_to_two_places():
    """Three tied for first in a field of six: (20 + 12 + 8) / 3 = 13.33."""
    got = share_awards([(p, "", "1=") for p in "abc"] + [(p, "", "4") for p in "def"], SCALE)
    assert got["a"] == D("13.33")


def test_two_fields_are_awarded_each_on_its_own_size():
    ns = [(f"{n}NS", "NS", str(n)) for n in range(1, 7)]
    ew = [(f"{n}EW", "EW", str(n)) for n in range(1, 5)]
    got = share_awards(ns + ew, SCALE)
    assert (got["1NS"], got["1EW"]) == (D(20), D(0))  # four East-West pairs: below the scale


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("6 20 12", "line 1: write the field size, a colon, then the awards"),
        ("6: 20 twelve", "row 1: 'twelve' is not a number of points"),
        ("6: 20 -1", "row 1: '-1' is not a number of points from 0 up"),
        ("6: 20\n6: 30", "two rows are for the same field size"),
        ("0: 20", "row 1: the field size is a whole number of 1 or more"),
    ],
)
def test_a_scale_that_cannot_be_read_says_where(text, message):
    with pytest.raises(ScaleError, match=message):
        read_scale(text)


def test_the_text_reads_back():
    assert read_scale(scale_text(SCALE)) == SCALE
    assert read_scale([[12, ["60", "42.5"]]]) == (read_scale("12: 60 42.5"))
