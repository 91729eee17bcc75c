"""Pivot bridge, worked by hand from Foster's passage (source lines 14-33).

The first dealer sits North all evening; at the end of each rubber "the player on her left"
(East) "pass[es] behind her and take[s] the seat on her right" (West), the others moving round
her in the same circle; "At the end of three rubbers, each will have had each of the others
for a partner."  A prize for each table, "giving the first choice to the player who has the
highest score in the room", and each player keeps what her side makes.
"""

from __future__ import annotations

import pytest

from movements.pivot import next_rubber, pivot_chart, pivot_problems, table_of
from movements.progressive import ProgressiveTable
from movements.rotation import partner_counts
from tests.progressive.source import quoted
from tournaments.scoring.euchre_points import PlayedRound, standings
from tournaments.scoring.pivot import rubber_problem, table_prizes

QUOTES = [
    (
        18,
        22,
        "The usual way is for the first dealer to sit still all the time, the three other "
        "players moving round her in a circle at the end of each rubber. This will compel the "
        "player on her left to pass behind her and take the seat on her right. At the end of "
        "three rubbers, each will have had each of the others for a partner.",
    ),
    (
        23,
        25,
        "it will be necessary to have a prize for each, giving the first choice to the player "
        "who has the highest score in the room.",
    ),
    (27, 29, "so that each player can keep what she gets"),
]


@pytest.mark.parametrize(("first", "last", "words"), QUOTES)
def test_the_quotes_are_the_sources(shared_dir, first, last, words):
    assert quoted(shared_dir, first, last, words)


def test_the_player_on_her_left_passes_behind_her_to_her_right():
    # Ann deals first and sits North; Bea on her left (East), Cat opposite, Dot on her right.
    first = ProgressiveTable(1, ("Ann", "Bea", "Cat", "Dot"))
    second = next_rubber(first)
    assert second.players == ("Ann", "Cat", "Dot", "Bea")  # Bea now West, on Ann's right
    third = next_rubber(second)
    assert third.players == ("Ann", "Dot", "Bea", "Cat")
    # Three rubbers: Ann partners Cat, then Dot, then Bea; the fourth seats the first again.
    assert [t.partnerships[0] for t in (first, second, third)] == [
        ("Ann", "Cat"),
        ("Ann", "Dot"),
        ("Ann", "Bea"),
    ]
    assert next_rubber(third) == first


@pytest.mark.parametrize("tables", [1, 2, 7, 40])
def test_every_table_keeps_its_four_and_each_partners_each_once(tables):
    chart = pivot_chart(tables)
    assert len(chart.rounds) == 3 and chart.tables == tables
    assert pivot_problems(chart) == []
    counts = partner_counts(chart.rounds)
    for t in chart.rounds[0]:
        four = t.players
        assert all(counts[frozenset((a, b))] == 1 for a in four for b in four if a < b)
    assert table_of(chart, "P4") == 1
    if tables > 1:
        assert table_of(chart, "P5") == 2


def test_six_rubbers_go_round_twice():
    chart = pivot_chart(2, 6)
    assert chart.rounds[3] == chart.rounds[0] and pivot_problems(chart) == []


def test_a_rubber_total_must_be_a_score():
    assert rubber_problem((450, 120)) == ""
    assert "negative" in str(rubber_problem((-10, 300)))
    assert "some points" in str(rubber_problem((0, 0)))


def _evening():
    """Two tables, three rubbers; each side's rubber totals (North-South, East-West)."""
    chart = pivot_chart(2)
    points = [
        {1: (520, 180), 2: (300, 410)},
        {1: (200, 640), 2: (350, 350)},
        {1: (410, 230), 2: (150, 700)},
    ]
    played = []
    for seating, pts in zip(chart.rounds, points, strict=True):
        winners = {t: (0 if a > b else 1) for t, (a, b) in pts.items() if a != b}
        played.append(PlayedRound(seating, pts, winners))
    return chart, standings(chart.players, played)


def test_each_player_keeps_what_her_side_gets():
    # Table 1: P1 (North throughout) partners P3, P4, P2: 520 + 200 + 410 = 1130.
    # P2 (East, then West, then South): 180 + 640 + 410 = 1230.  P3: 520 + 640 + 230 = 1390.
    # P4: 180 + 200 + 230 = 610.
    # Table 2: P5 300 + 350 + 150 = 800; P6 410 + 350 + 150 = 910; P7 300 + 350 + 700 = 1350;
    # P8 410 + 350 + 700 = 1460.
    _chart, rows = _evening()
    totals = {s.player: s.total for s in rows}
    assert totals == {
        "P1": 1130, "P2": 1230, "P3": 1390, "P4": 610,
        "P5": 800, "P6": 910, "P7": 1350, "P8": 1460,
    }  # fmt: skip


def test_a_prize_for_each_table_the_highest_in_the_room_choosing_first():
    chart, rows = _evening()
    tables = {p: table_of(chart, p) for p in chart.players}
    prizes = table_prizes(rows, tables, seed=3)
    # P8's 1460 is the room's best (table 2) and chooses first; P3's 1390 wins table 1.
    assert [(p.klass, p.player, p.count) for p in prizes] == [
        ("table 2, first choice", "P8", 1460),
        ("table 1", "P3", 1390),
    ]
