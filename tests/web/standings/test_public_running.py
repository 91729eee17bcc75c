"""Running percentages after each round, for the example in test_public_standings.py.

Each prefix of rounds is scored on the full field of three (Neuberg: F = (MP + 1/2) * 3/n - 1/2,
top 2 on every tray):

after round 1 every tray has one result: F = 1 of 2, so everyone stands at 50%.
after round 2 every tray has two results; the better gets (1 + 1/2) * 3/2 - 1/2 = 1.75,
the worse (0 + 1/2) * 3/2 - 1/2 = 0.25:
  tray 1: 1NS 8 beats 3NS 6   -> 1NS 1.75, 3NS 0.25, 1EW 0.25, 2EW 1.75
  tray 2: 2NS 9 beats 1NS 5   -> 2NS 1.75, 1NS 0.25, 2EW 0.25, 3EW 1.75
  tray 3: 2NS 7 beats 3NS 4   -> 2NS 1.75, 3NS 0.25, 1EW 0.25, 3EW 1.75
  of 4: 1NS 50%, 2NS 87.5%, 3NS 12.5%, 1EW 12.5%, 2EW 50%, 3EW 87.5%
after round 3: the final standings (66.67, 58.33, 25; 83.33, 41.67, 25).
"""

from __future__ import annotations

import re
from fractions import Fraction

from django.urls import reverse

from tests.builders import example_event
from tests.web.html import rows_by, tables_in
from tournaments import standings

EXPECTED = {
    "1NS": (50, 50, Fraction(200, 3)),
    "2NS": (50, Fraction(175, 2), Fraction(175, 3)),
    "3NS": (50, Fraction(25, 2), 25),
    "1EW": (50, Fraction(25, 2), 25),
    "2EW": (50, 50, Fraction(125, 3)),
    "3EW": (50, Fraction(175, 2), Fraction(250, 3)),
}


def test_running_percentages_match_the_hand_worked_rounds(organiser):
    event = example_event(organiser)
    rounds, lines = standings.scores_for(event).running()
    assert rounds == (1, 2, 3)
    assert {line.entrant.label: line.values for line in lines} == EXPECTED
    assert [line.field for line in lines] == ["NS"] * 3 + ["EW"] * 3


def test_halfway_the_chart_ends_where_the_live_standings_stand(client, organiser):
    """With two results a tray so far, the field is two (top 1), as on the live standings:
    after round 1 everyone 1/2 of 1 = 50%; after round 2 the better result on each tray 1,
    the worse 0, so 2NS and 3EW 100%, 1NS and 2EW 50%, 3NS and 1EW 0%."""
    event = example_event(organiser, rounds=(1, 2))
    client.force_login(organiser)  # mid-play, the figures are the club staff's to read
    rounds, lines = standings.scores_for(event).running()
    assert rounds == (1, 2)
    assert {line.entrant.label: line.values for line in lines} == {
        "1NS": (50, 50),
        "2NS": (50, 100),
        "3NS": (50, 0),
        "1EW": (50, 0),
        "2EW": (50, 50),
        "3EW": (50, 100),
    }
    page = client.get(reverse("standings", args=[event.slug])).content.decode()
    assert rows_by(tables_in(page)[0], "Pair")["2 NS"]["%"] == "100"


def test_the_page_draws_one_line_per_pair_ending_at_its_standing(client, organiser):
    event = example_event(organiser)
    page = client.get(reverse("standings", args=[event.slug])).content.decode()
    entrants = re.findall(r'<g class="series" data-entrant="(\w+)">', page)
    assert sorted(entrants) == sorted(EXPECTED)
    assert page.count("<polyline") == 6
    assert page.count('class="chart running"') == 2  # one chart per field
    table = rows_by(tables_in(page)[0], "Pair")
    for label in EXPECTED:
        code = f"{label[:-2]} {label[-2:]}"
        tooltip = re.search(rf'data-entrant="{label}"><title>{code}: ([^<]*)</title>', page)
        final = tooltip.group(1).split(", ")[-1]
        assert final == f"round 3: {table[code]['%']}%"
    assert "round 2: 87.50%" in page


def test_no_chart_before_any_result(client, organiser):
    event = example_event(organiser, rounds=())
    page = client.get(reverse("standings", args=[event.slug])).content.decode()
    assert "<polyline" not in page
