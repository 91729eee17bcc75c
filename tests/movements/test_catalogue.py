"""The catalogue: every kind at every size and variant is valid; bad requests are refused."""

from __future__ import annotations

import pytest

from movements.catalogue import (
    KINDS,
    CatalogueError,
    catalogue,
    describe_kinds,
    generate,
)
from movements.check import check

ITEMS = catalogue()


@pytest.mark.parametrize("item", ITEMS, ids=[i.label for i in ITEMS])
def test_every_catalogue_movement_passes_the_checker(item):
    """Balance is computed where it is cheap (up to 40 entrants); validity everywhere."""
    movement = item.generate()
    report = check(movement, balance=len(movement.entrants) <= 40)
    assert report.violations == []
    assert movement.family.value == item.kind


EXPECTED_SIZES = {
    "mitchell": list(range(3, 41)),
    "hesitation": list(range(3, 26)),
    "bowman": list(range(7, 32, 2)),
    "scrambled-mitchell": list(range(3, 16)),
    "barometer": list(range(3, 16)),
    "howell": list(range(4, 61)),
    # whist tournaments for every 4n and 4n+1 from 8 to 48; 4n+2 and 4n+3 from them
    # (4n+3 from Wh(4n+4), 4n+2 from Wh(4n+1))
    "individual": list(range(8, 49)),
    "safford": [8],
    "married-couples": [16],
    "memory": [2],
    "memory-individual": [4],
    "mnemonic": list(range(4, 21)),
    "four-pairs": [4],
    "six-pairs": [6],
    "compass": list(range(2, 41)),
    "team-match": [2],
    "club-match": list(range(2, 41, 2)),
    "howell-teams": list(range(3, 26, 2)),
    "gilman-teams": list(range(2, 27)),
    "team-round-robin": list(range(2, 27)),
    "swiss-teams": list(range(4, 27)),
    "swiss-pairs": list(range(4, 81)),
    "progressive": list(range(2, 41)),
    "mitchell-social": list(range(12, 161, 4)),  # four players a table, 3 to 40 tables
    "league-match": list(range(8, 81, 8)),  # fours on each side, tables in sets of two
    "pivot": list(range(1, 41)),
    # the rover: every size but 3, 4 and 6 (a pair that sits out would play under 70%); the
    # bump: the 70% rule
    "mitchell-rover": [5, *range(7, 41)],
    "mitchell-bump": [t for t in range(7, 41) if t % 2 or t >= 10],
}


def test_the_catalogue_covers_every_kind_at_every_size():
    assert set(KINDS) == set(EXPECTED_SIZES)
    for name, sizes in EXPECTED_SIZES.items():
        assert sorted({i.size for i in ITEMS if i.kind == name}) == sizes, name


def test_even_mitchells_come_as_skip_and_relay_with_and_without_arrow_switch():
    variants = {
        dict(i.options).get("variant") for i in ITEMS if i.kind == "mitchell" and i.size == 8
    }
    assert variants == {"skip", "relay"}
    arrows = {dict(i.options)["arrow_switch_rounds"] for i in ITEMS if i.kind == "mitchell"}
    assert arrows == {0, "auto"}


def test_eight_table_mitchell_skip_has_seven_rounds_and_no_revenge():
    m = generate("mitchell", 8, variant="skip")
    report = check(m)
    assert m.round_count == 7
    assert report.ok and report.repeats == ()
    assert [r.number for r in m.rounds if r.skip_before] == [5]


def test_eight_table_share_and_relay_has_eight_rounds_and_tables_1_and_8_share():
    m = generate("mitchell", 8, variant="relay")
    report = check(m)
    assert m.round_count == 8 and report.ok
    assert {tables for _, _, tables in report.shared} == {(1, 8)}
    assert len(report.shared) == 8  # every round


def test_arrow_switch_auto_gives_one_field():
    m = generate("mitchell", 7, arrow_switch_rounds="auto")
    report = check(m)
    assert m.one_winner and len(report.balance.fields) == 1
    assert report.balance.sd < check(generate("mitchell", 7)).balance.stats.sd


@pytest.mark.parametrize(
    ("kind", "size", "options", "message"),
    [
        ("swiss", 8, {}, "unknown movement kind 'swiss'"),
        ("mitchell", 2, {}, "mitchell is offered for 3 to 40 tables, not 2"),
        ("mitchell", 41, {}, "not 41"),
        ("howell-teams", 6, {}, "needs an odd number of teams, not 6"),
        ("club-match", 3, {}, "needs an even number of tables"),
        ("individual", 7, {}, "individual is offered for 8 to 48 players, not 7"),
        ("individual", 49, {}, "not 49"),
        ("mitchell", 7, {"colour": "red"}, "mitchell has no option 'colour'"),
        ("mitchell", 8, {"variant": "diagonal"}, "'diagonal' is not one of"),
        ("howell", 10, {"boards_per_round": "two"}, "'two' is not a whole number"),
        ("howell", 10, {"rounds": 0}, "out of range"),
        ("mitchell", 3, {"pairs": 5}, "70%"),
        ("mitchell", 6, {"variant": "standard"}, "mitchell with tables=6"),
    ],
)
def test_it_refuses_bad_requests_clearly(kind, size, options, message):
    with pytest.raises(CatalogueError, match=message) as info:
        generate(kind, size, **options)
    assert isinstance(info.value, ValueError)


def test_options_given_as_strings_are_parsed():
    m = generate("mitchell", 9, variant="standard", boards_per_round="3", rounds="7")
    assert m.round_count == 7 and m.boards_per_round == 3


def test_describe_kinds_lists_ranges_and_options():
    kinds = {k["kind"]: k for k in describe_kinds()}
    assert kinds["howell"]["range"] == (4, 60) and kinds["howell"]["size"] == "pairs"
    assert str(kinds["howell-teams"]["sizes"]) == "odd"
    names = [o["name"] for o in kinds["mitchell"]["options"]]
    assert "variant" in names and "arrow_switch_rounds" in names


def test_list_names_a_kind_of_every_fourth_size_by_its_step():
    """The social game seats four a table and the League match eight a match: ``--list`` says
    "multiples of 4" and "multiples of 8" (the sizes EXPECTED_SIZES gives), not 38 numbers."""
    kinds = {k["kind"]: k for k in describe_kinds()}
    assert str(kinds["mitchell-social"]["sizes"]) == "multiples of 4"
    assert str(kinds["league-match"]["sizes"]) == "multiples of 8"
    assert EXPECTED_SIZES["mitchell-social"] == list(range(12, 161, 4))
    assert EXPECTED_SIZES["league-match"] == list(range(8, 81, 8))
