"""The room picture: valid SVG, one table element per table, labels and moves drawn."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

from movements.compass import compass
from movements.diagram import room_svg
from movements.mitchell import mitchell
from movements.teams import gilman_teams, howell_teams
from movements.types import Family, Movement, Round, Seating, TraySet

NS = "{http://www.w3.org/2000/svg}"


def parse(svg: str) -> ET.Element:
    return ET.fromstring(svg)


def groups(root: ET.Element, cls: str) -> list[ET.Element]:
    return [g for g in root.iter(f"{NS}g") if g.get("class") == cls]


def texts(root: ET.Element) -> list[str]:
    return [t.text or "" for t in root.iter(f"{NS}text")]


def arrows(root: ET.Element, marker: str) -> list[ET.Element]:
    return [p for p in root.iter(f"{NS}path") if p.get("marker-end") == f"url(#{marker})"]


@pytest.mark.parametrize(
    "movement",
    [
        mitchell(3),
        mitchell(8, variant="relay"),
        mitchell(13, arrow_switch_rounds=2),
        mitchell(40),
        compass(2),
        howell_teams(5),
        gilman_teams(10),
    ],
    ids=lambda m: m.name,
)
def test_every_round_is_valid_svg_with_one_element_per_table(movement):
    for r in range(1, movement.round_count + 1):
        root = parse(room_svg(movement, r))
        tables = groups(root, "table")
        assert [g.get("id") for g in tables] == [
            f"table-{t}" for t in range(1, movement.tables + 1)
        ]


def test_labels_and_sets_are_written_at_the_tables():
    m = mitchell(8, variant="relay", boards_per_round=3)
    words = texts(parse(room_svg(m, 1)))
    assert {"1NS", "1EW", "8NS", "8EW", "Table 8"} <= set(words)
    assert "set 1: 1-3" in words
    assert any("Mitchell, 8 tables, share-and-relay" in w for w in words)


def test_moves_and_trays_are_arrows_until_the_last_round():
    m = mitchell(7)
    first = parse(room_svg(m, 1))
    assert len(arrows(first, "move-head")) == 7  # every East-West pair moves up one
    assert len(arrows(first, "tray-head")) == 7  # every set moves down one
    last = parse(room_svg(m, 7))
    assert arrows(last, "move-head") == arrows(last, "tray-head") == []


def test_the_relay_stand_is_drawn_with_its_resting_set():
    m = mitchell(8, variant="relay")
    root = parse(room_svg(m, 1))
    (stand,) = groups(root, "relay")
    words = [t.text for t in stand.iter(f"{NS}text")]
    assert "set 5" in words  # set 5 rests between tables 4 and 5 in round 1
    assert len(arrows(stand, "tray-head")) == 2  # table 5 to the stand, stand to table 4


def test_sit_outs_and_arrow_switches_are_marked():
    words = texts(parse(room_svg(mitchell(7, pairs=13, arrow_switch_rounds=1), 7)))
    assert "(sits out)" in words
    assert any("\u21c4" in w for w in words)


def test_forty_tables_fit_in_rows():
    root = parse(room_svg(mitchell(40), 1))
    width, height = float(root.get("width")), float(root.get("height"))
    for rect in root.iter(f"{NS}rect"):
        assert 0 <= float(rect.get("x")) and float(rect.get("x")) + 64 <= width
        assert 0 <= float(rect.get("y")) < height
    ys = {g.find(f"{NS}rect").get("y") for g in groups(root, "table")}
    assert len(ys) == 5  # 40 tables in rows of 8


def individual_movement(name: str, player: str) -> Movement:
    seats = (
        Seating(1, 1, players=("1", "2", "3", player), tray_set=1),
        Seating(1, 2, players=("5", "6", "7", "8"), tray_set=2),
    )
    return Movement(
        family=Family.INDIVIDUAL,
        name=name,
        tables=2,
        rounds=(Round(1, seats),),
        tray_sets=(TraySet(1, (1, 2)), TraySet(2, (3, 4))),
        entrants=("1", "2", "3", player, "5", "6", "7", "8"),
        one_winner=True,
    )


def test_individuals_sit_in_four_seats():
    words = texts(parse(room_svg(individual_movement("Individual", "4"), 1)))
    assert {str(p) for p in range(1, 9)} <= set(words)


def test_text_is_escaped():
    m = individual_movement('Tom & Jerry <"club">', "<&>")
    svg = room_svg(m, 1)
    root = parse(svg)
    assert "<&>" in texts(root)
    assert root.find(f"{NS}title").text.startswith('Tom & Jerry <"club">')


def test_team_pairs_are_labelled():
    words = texts(parse(room_svg(howell_teams(5), 2)))
    assert {"d.NS", "a.EW"} <= set(words)
