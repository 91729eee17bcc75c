"""The room picture: valid SVG, one table element per table, labels and moves drawn."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections import Counter
from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from movements.compass import compass
from movements.diagram import room_layout, room_svg
from movements.howell import howell
from movements.individual import safford
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
    ids=lambda m: str(m.name),
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


# -- the layout: labels apart, arrows clear of tables, one arrow per mover --------------------

LAYOUT_CASES = [
    (mitchell(3), 1),
    (mitchell(3), 2),
    (mitchell(8, variant="relay"), 1),
    (mitchell(8, variant="relay"), 5),
    (mitchell(8, variant="skip"), 4),
    (mitchell(13, arrow_switch_rounds=2), 12),
    (mitchell(7, pairs=13), 3),
    (mitchell(40), 1),
    (mitchell(30, variant="relay"), 7),
    (howell(10), 1),
    (howell(24), 5),
    (howell(60), 2),
    (safford(), 1),
    (howell_teams(5), 2),
    (gilman_teams(10), 3),
    (compass(2), 1),
]
layout_ids = [f"{m.name} r{r}" for m, r in LAYOUT_CASES]


@pytest.mark.parametrize(("movement", "rnd"), LAYOUT_CASES, ids=layout_ids)
def test_no_two_labels_overlap(movement, rnd):
    labels = room_layout(movement, rnd).labels
    assert {lab.kind for lab in labels} >= {"seat", "heading", "legend"}
    for i, a in enumerate(labels):
        for b in labels[i + 1 :]:
            assert not a.box.overlaps(b.box), (a.text, a.box, b.text, b.box)


def crosses(p, q, box) -> bool:
    """Whether the horizontal or vertical run p-q enters the inside of box."""
    (x1, y1), (x2, y2) = p, q
    lo_x, hi_x, lo_y, hi_y = min(x1, x2), max(x1, x2), min(y1, y2), max(y1, y2)
    return (
        lo_x < box.x + box.w - 1
        and box.x + 1 < hi_x + 1e-9
        and lo_y < box.y + box.h - 1
        and box.y + 1 < hi_y + 1e-9
    )


@pytest.mark.parametrize(("movement", "rnd"), LAYOUT_CASES, ids=layout_ids)
def test_arrows_run_clear_of_tables_and_seat_labels(movement, rnd):
    lay = room_layout(movement, rnd)
    boxes = [n.box for n in lay.nodes.values()] + [
        lab.box for lab in lay.labels if lab.kind == "seat"
    ]
    for arrow in lay.arrows:
        runs = list(zip(arrow.points, arrow.points[1:], strict=False))
        assert all(p[0] == q[0] or p[1] == q[1] for p, q in runs)  # corner points: straight runs
        for p, q in runs:
            assert not any(crosses(p, q, box) for box in boxes), (arrow.source, arrow.target, p, q)


@pytest.mark.parametrize(("movement", "rnd"), LAYOUT_CASES, ids=layout_ids)
def test_every_mover_has_one_arrow_and_the_stationary_none(movement, rnd):
    lay = room_layout(movement, rnd)
    carried = Counter(who for a in lay.arrows if a.kind == "players" for who in a.who)
    if rnd == movement.round_count:
        assert carried == Counter()
        return
    for e in movement.entrants:
        now, nxt = movement.seating_of(e, rnd), movement.seating_of(e, rnd + 1)
        if now is None or nxt is None:
            assert carried[e] == 0
        elif now.table == nxt.table:
            assert carried[e] == 0, e
        else:
            assert carried[e] == 1, e
            (arrow,) = [a for a in lay.arrows if e in a.who]
            assert (arrow.source, arrow.target) == (now.table, nxt.table)


@pytest.mark.parametrize(("movement", "rnd"), LAYOUT_CASES, ids=layout_ids)
def test_arrow_heads_land_on_their_target(movement, rnd):
    lay = room_layout(movement, rnd)
    for arrow in lay.arrows:
        box = lay.nodes[arrow.target].box
        x, y = arrow.points[-1]
        assert box.x < x < box.x + box.w
        if arrow.kind == "players":
            assert y <= box.y
        else:
            assert y >= box.y + box.h


def test_the_svg_names_each_mover_on_its_arrow():
    m = mitchell(5)
    root = parse(room_svg(m, 2))
    who = [
        (t.get("data-from"), t.get("data-to"), [s.text for s in t.iter(f"{NS}tspan")])
        for t in root.iter(f"{NS}text")
        if t.get("class") == "who"
    ]
    # after round 2 pair n East-West sits at table n + 1, and moves on to table n + 2
    expected = [(str((p % 5) + 1), str(((p + 1) % 5) + 1), [f"{p}EW"]) for p in range(1, 6)]
    assert sorted(who) == sorted(expected)
    stays = [g for g in root.iter(f"{NS}g") if g.get("class") == "seat stays"]
    assert sorted(g.find(f"{NS}text").text for g in stays) == sorted(
        [f"{t}NS" for t in range(1, 6)] * 2
    )


def lane_height(arrow) -> float:
    return arrow.points[1][1]


def test_the_wrap_around_arches_over_the_tables_between():
    lay = room_layout(mitchell(3), 1)
    players = {(a.source, a.target): a for a in lay.arrows if a.kind == "players"}
    trays = {(a.source, a.target): a for a in lay.arrows if a.kind == "trays"}
    assert set(players) == {(1, 2), (2, 3), (3, 1)}  # East-West pairs up one, 3 back to 1
    assert set(trays) == {(2, 1), (3, 2), (1, 3)}  # trays down one, 1 round to 3
    middle = lay.nodes[2].box
    wrap, step = players[(3, 1)], players[(1, 2)]
    assert lane_height(wrap) < lane_height(step) < middle.y  # above the row, higher than a step
    assert (
        min(x for x, _ in wrap.points)
        < middle.x
        < middle.x + middle.w
        < max(x for x, _ in wrap.points)
    )
    back, down = trays[(1, 3)], trays[(2, 1)]
    assert lane_height(back) > lane_height(down) > middle.y + middle.h  # below the row, lower


def test_skip_moves_are_drawn_two_tables_on():
    m = mitchell(8, variant="skip")
    assert m.round(5).skip_before
    lay = room_layout(m, 4)
    moves = {(a.source, a.target) for a in lay.arrows if a.kind == "players"}
    assert moves == {(t, (t + 1) % 8 + 1) for t in range(1, 9)}
    assert any("skip" in lab.text for lab in lay.labels if lab.kind == "heading")


@pytest.mark.parametrize(
    ("movement", "between"),
    [
        (mitchell(8, variant="relay"), (4, 5)),
        (mitchell(12, variant="relay"), (6, 7)),
        (howell(10), (3, 4)),
    ],
    ids=lambda v: getattr(v, "name", str(v)),
)
def test_the_relay_stand_sits_between_the_tables_it_serves(movement, between):
    lay = room_layout(movement, 1)
    (stand,) = [n for n in lay.nodes.values() if n.number < 1]
    a, b = lay.nodes[between[0]], lay.nodes[between[1]]
    assert stand.row == a.row == b.row
    assert min(a.x, b.x) < stand.x < max(a.x, b.x)
    assert all(a.kind == "trays" for a in lay.arrows if min(a.source, a.target) < 1)


def test_the_legend_names_only_what_the_movement_uses():
    def legend(m):
        return {lab.text for lab in room_layout(m, 1).labels if lab.kind == "legend"}

    plain = legend(mitchell(3))
    assert {"players move", "trays move", "stays"} <= plain
    assert not any("relay" in t or "switch" in t for t in plain)
    assert "relay stand" in legend(mitchell(8, variant="relay"))
    assert any("arrow switch" in t for t in legend(mitchell(13, arrow_switch_rounds=2)))


def test_arrow_switched_tables_are_marked_in_their_own_box():
    m = mitchell(13, arrow_switch_rounds=2)
    root = parse(room_svg(m, 13))
    for g in groups(root, "table"):
        seat = m.round(13).at_table(int(g.get("id").split("-")[1]))
        marked = any("\u21c4" in (t.text or "") for t in g.iter(f"{NS}text"))
        assert marked == seat.arrow_switched


def test_movers_names_are_escaped_on_their_arrows():
    one = individual_movement("x", "<&>")
    seats = (
        Seating(2, 2, players=("1", "2", "3", "<&>"), tray_set=2),
        Seating(2, 1, players=("5", "6", "7", "8"), tray_set=1),
    )
    two = replace(one, rounds=(*one.rounds, Round(2, seats)))
    root = parse(room_svg(two, 1))
    names = [s.text for s in root.iter(f"{NS}tspan")]
    assert "<&>" in names


@settings(max_examples=60, deadline=None)
@given(
    tables=st.integers(min_value=3, max_value=24),
    variant=st.sampled_from(["standard", "skip", "relay"]),
    pick=st.floats(min_value=0, max_value=1),
)
def test_any_mitchell_round_keeps_labels_apart_and_arrows_clear(tables, variant, pick):
    if (tables % 2 == 1) != (variant == "standard"):
        variant = "standard" if tables % 2 else "skip"
    m = mitchell(tables, variant=variant)
    rnd = 1 + int(pick * (m.round_count - 1))
    test_no_two_labels_overlap(m, rnd)
    test_arrows_run_clear_of_tables_and_seat_labels(m, rnd)
    test_every_mover_has_one_arrow_and_the_stationary_none(m, rnd)
