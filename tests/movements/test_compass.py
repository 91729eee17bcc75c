"""Compass whist: North-South sit, East-West go 2 to 1, trays travel so nobody replays."""

from __future__ import annotations

import pytest

from movements.check import check
from movements.compass import compass, knickerbocker_boards_per_round
from movements.types import Family
from tests.movements.layout_checks import hard_problems, meetings

FORMS = (
    [(2, "relay")]
    + [(t, "standard") for t in range(3, 41, 2)]
    + [(t, v) for t in range(4, 41, 2) for v in ("skip", "relay")]
)


@pytest.mark.parametrize(("tables", "expected"), [(14, 2), (10, 3), (12, 2), (24, 1), (5, 5)])
def test_knickerbocker_rule_puts_at_least_24_trays_in_play(tables, expected):
    """14 tables play 2 a round and 10 tables play 3 (the source's own figures)."""
    assert knickerbocker_boards_per_round(tables) == expected
    assert compass(tables).total_trays >= 24


@pytest.mark.parametrize("tables", [3, 5, 9])
def test_east_west_move_from_two_to_one_and_trays_the_other_way(tables):
    m = compass(tables)
    assert m.family is Family.COMPASS and not m.one_winner
    for r in range(1, tables):
        for e in range(1, tables + 1):
            here = m.seating_of(f"{e}EW", r).table
            assert m.seating_of(f"{e}EW", r + 1).table == (here - 2) % tables + 1
        for t in range(1, tables + 1):
            moved_to = t % tables + 1
            assert m.round(r + 1).at_table(moved_to).tray_set == m.round(r).at_table(t).tray_set


def test_pair_numbers_are_the_tables_they_start_at():
    first = compass(6).round(1)
    assert all(s.ns == f"{s.table}NS" and s.ew == f"{s.table}EW" for s in first.seatings)
    assert [s.tray_set for s in first.seatings] == [1, 2, 3, 4, 5, 6]


def test_two_tables_share_each_set_for_two_rounds():
    m = compass(2)
    assert m.round_count == 2 and m.relay_stands == 1
    for rnd in m.rounds:
        assert rnd.at_table(1).tray_set == rnd.at_table(2).tray_set
        assert rnd.shared_sets == (rnd.at_table(1).tray_set,)
    assert len(meetings(m)) == 4


@pytest.mark.parametrize(("tables", "variant"), FORMS)
def test_every_compass_is_valid_and_as_complete_as_its_form_allows(tables, variant):
    m = compass(tables, variant=variant)
    assert hard_problems(m) == []
    assert check(m).violations == []
    met = meetings(m)
    assert max(met.values()) == 1
    missed = 1 if variant == "skip" else 0
    assert len(met) == tables * (tables - missed)


def test_three_pairs_at_two_tables_are_refused_under_the_70_percent_rule():
    with pytest.raises(ValueError, match="Howell"):
        compass(2, pairs=3)


@pytest.mark.parametrize("tables", [5, 7, 8])
def test_an_odd_number_of_pairs_leaves_one_sit_out_a_round(tables):
    m = compass(tables, pairs=2 * tables - 1)
    assert hard_problems(m) == []
    assert all(sum(s.is_sit_out for s in r.seatings) == 1 for r in m.rounds)
    assert all(r.shared_sets == () for r in m.rounds)


def test_even_tables_use_a_skip_by_default():
    m = compass(8)
    assert m.round_count == 7 and [r.number for r in m.rounds if r.skip_before] == [5]


@pytest.mark.parametrize(
    "kwargs", [{"tables": 1}, {"tables": 41}, {"tables": 2, "variant": "skip"}]
)
def test_bad_arguments_are_refused(kwargs):
    with pytest.raises(ValueError):
        compass(**kwargs)
