"""A three-table Mitchell scored by hand, entered through the traveller pages.

Trays 1-3, one a round.  North-South tricks, and the match points worked out by hand
(1 for each result beaten, 1/2 for each tie; top 2 on a tray played three times):

tray 1: 1NS v 1EW 8, 3NS v 2EW 8, 2NS v 3EW 6  -> NS 1.5 1.5 0    EW 0.5 0.5 2
tray 2: 2NS v 2EW 9, 1NS v 3EW 9, 3NS v 1EW 5  -> NS 1.5 1.5 0    EW 0.5 0.5 2
tray 3: all three tables 7                      -> everyone 1

NS field: 1NS 4 (66.67%), 2NS 2.5 (41.67%), 3NS 2.5 (41.67%) -> 1, 2=, 2=
EW field: 1EW 3.5 (58.33%), 3EW 3.5 (58.33%), 2EW 2 (33.33%) -> 1=, 1=, 3
"""

from __future__ import annotations

from django.urls import reverse

from tests.builders import seating_for
from tests.web.html import rows_by, tables_in

TRAVELLERS = {
    1: [("1NS", "1EW", 8), ("3NS", "2EW", 8), ("2NS", "3EW", 6)],
    2: [("2NS", "2EW", 9), ("1NS", "3EW", 9), ("3NS", "1EW", 5)],
    3: [("3NS", "3EW", 7), ("2NS", "1EW", 7), ("1NS", "2EW", 7)],
}


def enter_all(client, event):
    for tray, lines in TRAVELLERS.items():
        data = {}
        for ns, ew, tricks in lines:
            seating = seating_for(event, tray, ns, ew)
            data[f"ns_{seating.pk}"] = str(tricks)
        url = reverse("traveller-entry", args=[event.slug, tray])
        response = client.post(url, data)
        assert response.status_code == 302, response.content.decode()[:2000]


def test_the_standings_page_shows_the_hand_worked_match_points(organiser_client, mitchell3):
    enter_all(organiser_client, mitchell3)
    page = organiser_client.get(reverse("standings", args=[mitchell3.slug])).content.decode()
    standings = rows_by(tables_in(page)[0], "Pair")
    expected = {
        "1 NS": ("1", "4", "66.67"),
        "2 NS": ("2=", "2.5", "41.67"),
        "3 NS": ("2=", "2.5", "41.67"),
        "1 EW": ("1=", "3.5", "58.33"),
        "3 EW": ("1=", "3.5", "58.33"),
        "2 EW": ("3", "2", "33.33"),
    }
    got = {pair: (row["Place"], row["Match points"], row["%"]) for pair, row in standings.items()}
    assert got == expected


def test_the_traveller_shows_each_tables_match_points(organiser_client, mitchell3):
    enter_all(organiser_client, mitchell3)
    page = organiser_client.get(reverse("traveller", args=[mitchell3.slug, 1])).content.decode()
    rows = rows_by(tables_in(page)[0], "NS")
    assert {
        ns: (r["NS tricks"], r["EW tricks"], r["NS MP"], r["EW MP"]) for ns, r in rows.items()
    } == {
        "1 NS": ("8", "5", "1.5", "0.5"),
        "3 NS": ("8", "5", "1.5", "0.5"),
        "2 NS": ("6", "7", "0", "2"),
    }


def test_a_score_card_lists_every_tray_with_its_opponents(organiser_client, mitchell3):
    enter_all(organiser_client, mitchell3)
    url = reverse("score-card", args=[mitchell3.slug, "1NS"])
    page = organiser_client.get(url).content.decode()
    rows = rows_by(tables_in(page)[0], "Tray")
    assert {t: (r["Opponents"], r["Tricks"], r["MP"]) for t, r in rows.items()} == {
        "1": ("1 EW", "8", "1.5"),
        "2": ("3 EW", "9", "1.5"),
        "3": ("2 EW", "7", "1"),
    }
