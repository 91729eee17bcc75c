"""CSV and JSON: exact round trips, reading other programs' files, and clear errors."""

from __future__ import annotations

from dataclasses import replace

import pytest

from movements.catalogue import catalogue
from movements.io import (
    InvalidMovementError,
    MovementFormatError,
    format_trays,
    from_csv,
    from_json,
    import_custom,
    parse_boards,
    to_csv,
    to_json,
    to_text,
)
from movements.types import Family

ITEMS = catalogue()


@pytest.mark.parametrize("item", ITEMS, ids=[i.label for i in ITEMS])
def test_csv_and_json_round_trips(item):
    movement = item.generate()
    # a file holds the name, description and round notes as text, in the language it was
    # written in
    movement = replace(
        movement,
        name=str(movement.name),
        description=str(movement.description),
        rounds=tuple(replace(r, note=str(r.note)) for r in movement.rounds),
    )
    assert from_json(to_json(movement)) == movement
    assert from_json(to_json(movement)).notes == movement.notes
    assert from_csv(to_csv(movement)) == replace(movement, notes=())


@pytest.mark.parametrize(
    ("trays", "text"),
    [((1,), "1"), ((1, 2, 3), "1-3"), ((1, 2, 3, 7), "1-3 7"), ((5, 6, 17, 18), "5-6 17-18")],
)
def test_board_ranges(trays, text):
    assert format_trays(trays) == text
    assert parse_boards(text, 1) == trays


def test_set_labels_are_kept_as_labels():
    assert parse_boards("set4", 3) == "set4"
    assert parse_boards("A", 3) == "A"


PLAIN = """# movement: four pairs, two tables
round,table,ns,ew,boards
1,1,4,1,1-3
1,2,3,2,1-3
2,1,4,2,4-6
2,2,1,3,4-6
3,1,4,3,7-9
3,2,2,1,7-9
"""


def test_reading_a_plain_csv_infers_sets_sharing_and_the_stationary_pair():
    m = from_csv(PLAIN)
    assert m.family is Family.CUSTOM and m.name == "four pairs, two tables"
    assert [ts.trays for ts in m.tray_sets] == [(1, 2, 3), (4, 5, 6), (7, 8, 9)]
    assert [r.shared_sets for r in m.rounds] == [(1,), (2,), (3,)]
    assert m.stationary == ("4",) and m.entrants == ("1", "2", "3", "4")
    assert m.one_winner


def test_overlapping_board_groups_become_one_set_split_by_round():
    text = "round,table,ns,ew,boards\n1,1,1,2,1-2 5-6\n1,2,3,4,3-4\n2,1,1,3,3-4\n2,2,4,2,1-2\n"
    m = from_csv(text)
    assert len(m.tray_sets) == 2
    first = m.rounds[0].at_table(1)
    assert first.trays is None and m.tray_set(first.tray_set).trays == (1, 2, 5, 6)
    assert m.rounds[1].at_table(2).trays == (1, 2)


def test_question_mark_tables_sit_outs_and_arrow_switch():
    text = (
        "round,table,ns,ew,boards\n"
        "1,?,NS1,EW1,set1\n1,?,NS2,EW2,set2\n"
        "2,1,EW2,NS1,set2\n2,2,EW1,NS2,set1\n"
    )
    m = from_csv(text)
    assert [s.table for s in m.rounds[0].seatings] == [1, 2]
    assert m.rounds[1].arrow_switched and all(s.arrow_switched for s in m.rounds[1].seatings)
    assert m.rounds[1].at_table(1).direction_of("NS1").value == "EW"
    sit = from_csv("round,table,ns,ew,boards\n1,1,1,2,1\n1,2,3,,\n")
    assert sit.rounds[0].at_table(2).is_sit_out


def test_individual_columns_are_north_south_east_west():
    m = from_csv("round,table,north,south,east,west,boards\n1,1,8,1,5,7,1-2\n")
    assert m.rounds[0].seatings[0].players == ("8", "5", "1", "7")  # N, E, S, W


def test_team_pairs_make_teams():
    m = from_csv("round,table,ns,ew,boards\n1,1,a.NS,b.EW,1-4\n1,2,b.NS,a.EW,5-8\n")
    assert [(t.label, t.pairs) for t in m.teams] == [
        ("a", ("a.EW", "a.NS")),
        ("b", ("b.EW", "b.NS")),
    ]


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "line 1: no header"),
        ("round,table,ns,boards\n1,1,1,1\n", "line 1: header lacks column"),
        ("round,table,ns,ew,boards\n", "no rows"),
        ("# x\nround,table,ns,ew,boards\n1,1,1,2,1-3\nx,1,3,4,1\n", "line 4: round 'x'"),
        ("round,table,ns,ew,boards\n1,0,1,2,1\n", "line 2: table must be 1 or more"),
        ("round,table,ns,ew,boards\n1,1,1,2,3-1\n", "line 2: bad board range"),
        ("round,table,ns,ew,boards\n1,1,1,2,1 x\n", "line 2: cannot read boards"),
        ("round,table,ns,ew,boards\n1,1,1,2\n", "line 2: 4 cells"),
        ("round,table,ns,ew,boards\n1,1,,,1\n", "line 2: a table with nobody"),
        ("round,table,ns,ew,boards\n1,1,1,2,1\n1,2,3,4,set2\n", "line 3: set labels and"),
        ("round,table,ns,ew,boards\n2,1,1,2,1\n", "round\\(s\\) \\[1\\]"),
    ],
)
def test_bad_csv_names_the_line(text, message):
    with pytest.raises(MovementFormatError, match=message):
        from_csv(text)


@pytest.mark.parametrize("text", ["{", "[]", '{"format": "movement"}', '{"format": "x"}'])
def test_bad_json_is_a_format_error(text):
    with pytest.raises(MovementFormatError):
        from_json(text)


def test_import_custom_accepts_a_valid_movement():
    assert import_custom(PLAIN).round_count == 3


def test_import_custom_refuses_a_movement_that_breaks_the_rules():
    revenge = PLAIN + "4,1,4,1,10-12\n4,2,3,2,10-12\n"
    with pytest.raises(InvalidMovementError) as info:
        import_custom(revenge)
    assert any("1 meets 4 more than once (rounds 1, 4)" in str(v) for v in info.value.violations)
    assert "is not valid" in str(info.value)


def test_text_chart_lists_every_table():
    m = ITEMS[0].generate()
    text = to_text(m)
    assert f"Round {m.round_count}" in text
    for s in m.rounds[-1].seatings:
        assert s.ns in text or s.ew in text
