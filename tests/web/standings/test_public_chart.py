"""The running-percentage chart as pure geometry: no database, plain numbers in, SVG out."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tournaments.standings.charts import Series, running_chart_svg, scale_for, style_of

SVG = "{http://www.w3.org/2000/svg}"


def parse(svg: str) -> ET.Element:
    return ET.fromstring(svg)


def points_of(group: ET.Element) -> list[tuple[float, float]]:
    line = group.find(f"{SVG}polyline")
    return [tuple(map(float, p.split(","))) for p in line.get("points").split()]


def series(key: str, *values: float | None) -> Series:
    return Series(key, key, values, tuple("" if v is None else f"{v:.2f}" for v in values))


def test_one_polyline_per_entrant_tagged_with_its_label():
    lines = [series("1NS", 50, 60, 70), series("2NS", 50, 40, 30), series("3NS", 50, 50, 50)]
    root = parse(running_chart_svg(lines, [1, 2, 3], title="North-South"))
    groups = root.findall(f".//{SVG}g[@class='series']")
    assert [g.get("data-entrant") for g in groups] == ["1NS", "2NS", "3NS"]
    assert len(root.findall(f".//{SVG}polyline")) == 3


def test_points_fall_where_the_scale_puts_them():
    """Rounds spread evenly left to right; a higher percentage is drawn higher up."""
    lines = [series("a", 50, 75, 25)]
    scale = scale_for(lines, [1, 2, 3])
    assert (scale.low, scale.high) == (20, 80)
    pts = points_of(parse(running_chart_svg(lines, [1, 2, 3])).find(f".//{SVG}g[@class='series']"))
    xs = [x for x, _ in pts]
    assert xs[1] - xs[0] == pytest.approx(xs[2] - xs[1])
    assert [scale.percent_at(y) for _, y in pts] == pytest.approx([50, 75, 25], abs=0.01)
    assert pts[1][1] < pts[0][1] < pts[2][1]


def test_a_round_not_yet_played_leaves_a_gap_in_the_line():
    lines = [series("a", None, 60, 55)]
    pts = points_of(parse(running_chart_svg(lines, [1, 2, 3])).find(f".//{SVG}g[@class='series']"))
    assert len(pts) == 2


def test_the_axis_is_labelled_in_tens_around_the_fifty_line():
    svg = running_chart_svg([series("a", 45, 65)], [1, 2])
    assert re.findall(r">(\d+)%<", svg) == ["40", "50", "60", "70"]


def test_a_close_field_is_labelled_in_fives():
    svg = running_chart_svg([series("a", 48, 52)], [1, 2])
    assert re.findall(r">(\d+)%<", svg) == ["40", "45", "50", "55", "60"]


def test_the_legend_gives_each_entrants_final_figure():
    svg = running_chart_svg([series("1NS", 50, 66.67), series("2NS", 50, None)], [1, 2])
    assert ">1NS 66.67%<" in svg
    assert ">2NS 50.00%<" in svg


def test_the_tooltip_lists_every_round():
    svg = running_chart_svg([series("1NS", 50, 66.67)], [1, 2])
    assert "<title>1NS: round 1: 50.00%, round 2: 66.67%</title>" in svg


def test_forty_entrants_get_forty_different_styles():
    assert len({style_of(i) for i in range(40)}) == 40


def test_labels_are_escaped():
    svg = running_chart_svg([Series("x", "<b>&", (50.0,), ("50",))], [1])
    parse(svg)
    assert "<b>" not in svg


def test_mismatched_lengths_are_refused():
    with pytest.raises(ValueError):
        running_chart_svg([series("a", 50)], [1, 2])
    with pytest.raises(ValueError):
        running_chart_svg([], [])


@settings(max_examples=100, deadline=None)
@given(
    st.lists(
        st.lists(st.floats(0, 100, allow_nan=False), min_size=3, max_size=3),
        min_size=1,
        max_size=12,
    )
)
def test_every_point_lies_inside_the_plot_and_reads_back(values):
    lines = [series(f"p{i}", *v) for i, v in enumerate(values)]
    scale = scale_for(lines, [1, 2, 3])
    root = parse(running_chart_svg(lines, [1, 2, 3]))
    for group, line in zip(root.findall(f".//{SVG}g[@class='series']"), lines, strict=True):
        for (x, y), value in zip(points_of(group), line.values, strict=True):
            assert scale.left - 0.01 <= x <= scale.right + 0.01
            assert scale.top - 0.01 <= y <= scale.bottom + 0.01
            assert scale.percent_at(y) == pytest.approx(value, abs=0.01)
