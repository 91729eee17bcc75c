"""The Mitchells against the published and rule-derived reference movements in ../shared."""

from __future__ import annotations

import pytest

from movements.mitchell import mitchell
from tests.movements.layout_checks import (
    grid_of,
    hard_problems,
    meetings,
    read_reference,
    same_up_to_renaming,
)

DERIVED = "reference/movements/derived_from_rules"


def reference_grid(shared_dir, name):
    rows = read_reference(shared_dir / name)
    return {(int(r["round"]), int(r["table"])): (r["ns"], r["ew"], r["boards"]) for r in rows}


@pytest.mark.parametrize(
    ("name", "tables", "kwargs"),
    [
        ("mitchell_7tables_odd.csv", 7, {}),
        ("mitchell_8tables_skip_7rounds.csv", 8, {"variant": "skip"}),
        ("mitchell_8tables_share_and_relay.csv", 8, {"variant": "relay"}),
        ("mitchell_7tables_arrowswitch_last_round.csv", 7, {"arrow_switch_rounds": 1}),
    ],
)
def test_same_movement_as_the_rule_derived_reference(shared_dir, name, tables, kwargs):
    theirs = reference_grid(shared_dir, f"{DERIVED}/{name}")
    mine = grid_of(mitchell(tables, **kwargs))
    assert same_up_to_renaming(mine, theirs)


def test_labels_match_the_reference_exactly_after_the_label_convention(shared_dir):
    """Reference NS1/EW1/set4 are this package's 1NS/1EW/set 4."""
    theirs = reference_grid(shared_dir, f"{DERIVED}/mitchell_8tables_share_and_relay.csv")
    mine = grid_of(mitchell(8, variant="relay"))
    renamed = {
        key: (f"{ns[2:]}{ns[:2]}", f"{ew[2:]}{ew[:2]}", int(boards.removeprefix("set")))
        for key, (ns, ew, boards) in theirs.items()
    }
    assert mine == renamed


def test_same_movement_as_bridgescorer_three_table_mitchell(shared_dir):
    theirs = reference_grid(shared_dir, "reference/movements/thebridsk/Movement.Mitchell3Table.csv")
    m = mitchell(3, boards_per_round=6)
    assert same_up_to_renaming(grid_of(m), theirs)
    assert [s.label for s in m.tray_sets] == ["1-6", "7-12", "13-18"]


def test_four_tables_share_and_relay_is_as_complete_as_the_square_mitchell(shared_dir):
    """A different movement for 4 tables: compare properties, not seatings."""
    rows = read_reference(shared_dir / f"{DERIVED}/square_mitchell_4tables.csv")
    theirs_met = {frozenset((r["ns"], r["ew"])) for r in rows}
    m = mitchell(4, variant="relay")
    assert hard_problems(m) == []
    assert len(meetings(m)) == len(theirs_met) == 16
    assert m.round_count == len({r["round"] for r in rows})
