"""The public standings, score card, traveller and CSV export of a three-table Mitchell.

One tray a round; the odd Mitchell moves EW pairs up a table and trays down a table, so:

round 1: 1NS v 1EW tray 1, 2NS v 2EW tray 2, 3NS v 3EW tray 3
round 2: 1NS v 3EW tray 2, 2NS v 1EW tray 3, 3NS v 2EW tray 1
round 3: 1NS v 2EW tray 3, 2NS v 3EW tray 1, 3NS v 1EW tray 2

North-South tricks entered, and the match points worked by hand (top 2 on each tray):

tray 1: 1NS 8, 3NS 6, 2NS 7  -> NS 2 0 1       EW 1EW 0, 2EW 2, 3EW 1
tray 2: 2NS 9, 1NS 5, 3NS 9  -> NS 1.5 0 1.5   EW 2EW 0.5, 3EW 2, 1EW 0.5
tray 3: 3NS 4, 2NS 7, 1NS 10 -> NS 0 1 2       EW 3EW 2, 1EW 1, 2EW 0

NS: 1NS 4 (66.67%), 2NS 3.5 (58.33%), 3NS 1.5 (25%)
EW: 3EW 5 (83.33%), 2EW 2.5 (41.67%), 1EW 1.5 (25%)
"""

from __future__ import annotations

import csv
import io

from django.urls import reverse

from tests.builders import example_event
from tests.web.html import rows_by, tables_in


def test_the_standings_show_the_hand_worked_places_and_percentages(client, organiser):
    event = example_event(organiser)
    page = client.get(reverse("standings", args=[event.slug])).content.decode()
    rows = rows_by(tables_in(page)[0], "Pair")
    got = {pair: (r["Place"], r["Match points"], r["%"], r["Field"]) for pair, r in rows.items()}
    assert got == {
        "1 NS": ("1", "4", "66.67", "NS"),
        "2 NS": ("2", "3.5", "58.33", "NS"),
        "3 NS": ("3", "1.5", "25", "NS"),
        "3 EW": ("1", "5", "83.33", "EW"),
        "2 EW": ("2", "2.5", "41.67", "EW"),
        "1 EW": ("3", "1.5", "25", "EW"),
    }
    assert rows["1 NS"]["Names"] == "Ada Byron & Charles Babbage"


def test_the_names_link_to_the_players_pages(client, organiser):
    event = example_event(organiser)
    page = client.get(reverse("standings", args=[event.slug])).content.decode()
    ada = event.entrants.get(label="1NS").players.get(name="Ada Byron")
    assert f'href="{reverse("player", args=[ada.pk])}"' in page


def test_sorting_by_percentage_puts_the_best_pair_first(client, organiser):
    event = example_event(organiser)
    url = reverse("standings", args=[event.slug])
    page = client.get(url, {"sort": "-percentage"}).content.decode()
    pairs = [row[1] for row in tables_in(page)[0][1:]]
    assert pairs[0] == "3 EW"
    assert pairs[-2:] in (["3 NS", "1 EW"], ["1 EW", "3 NS"])


def test_the_csv_export_holds_every_pair_with_plain_text(client, organiser):
    event = example_event(organiser)
    response = client.get(reverse("standings", args=[event.slug]), {"_export": "csv"})
    assert response.status_code == 200
    assert response["Content-Type"].startswith("text/csv")
    assert "attachment" in response["Content-Disposition"]
    assert f"{event.slug}-standings.csv" in response["Content-Disposition"]
    rows = list(csv.DictReader(io.StringIO(response.content.decode("utf-8-sig"))))
    got = {r["Pair"]: (r["Place"], r["Names"], r["Match points"], r["%"]) for r in rows}
    assert got["1 NS"] == ("1", "Ada Byron & Charles Babbage", "4", "66.67")
    assert got["3 EW"] == ("1", "Jane Austen & Cassandra Austen", "5", "83.33")
    assert got["2 EW"][2:] == ("2.5", "41.67")
    assert len(rows) == 6
    assert "<a" not in response.content.decode()


def test_the_page_links_to_its_csv_export(client, organiser):
    event = example_event(organiser)
    page = client.get(reverse("standings", args=[event.slug])).content.decode()
    assert "_export=csv" in page


def test_a_score_card_lists_each_round_with_opponents_and_match_points(client, organiser):
    event = example_event(organiser)
    page = client.get(reverse("score-card", args=[event.slug, "1NS"])).content.decode()
    rows = rows_by(tables_in(page)[0], "Round")
    got = {
        r: (x["Table"], x["Tray"], x["Opponents"], x["Tricks"], x["MP"]) for r, x in rows.items()
    }
    assert got == {
        "1": ("1", "1", "1 EW", "8", "2"),
        "2": ("1", "2", "3 EW", "5", "0"),
        "3": ("1", "3", "2 EW", "10", "2"),
    }
    assert "66.67%" in page


def test_an_ew_score_card_shows_its_own_tricks(client, organiser):
    event = example_event(organiser)
    page = client.get(reverse("score-card", args=[event.slug, "3EW"])).content.decode()
    rows = rows_by(tables_in(page)[0], "Tray")
    got = {t: (x["Opponents"], x["Tricks"], x["MP"]) for t, x in rows.items()}
    assert got == {"3": ("3 NS", "9", "2"), "2": ("1 NS", "8", "2"), "1": ("2 NS", "6", "1")}


def test_a_traveller_shows_every_table_and_its_match_points(client, organiser):
    event = example_event(organiser)
    page = client.get(reverse("traveller", args=[event.slug, 2])).content.decode()
    rows = rows_by(tables_in(page)[0], "NS")
    got = {ns: (r["EW"], r["NS tricks"], r["NS MP"], r["EW MP"]) for ns, r in rows.items()}
    assert got == {
        "2 NS": ("2 EW", "9", "1.5", "0.5"),
        "1 NS": ("3 EW", "5", "0", "2"),
        "3 NS": ("1 EW", "9", "1.5", "0.5"),
    }
    assert reverse("traveller", args=[event.slug, 1]) in page
    assert reverse("traveller", args=[event.slug, 3]) in page


def test_an_unknown_tray_or_pair_is_a_404(client, organiser):
    event = example_event(organiser)
    assert client.get(reverse("traveller", args=[event.slug, 99])).status_code == 404
    assert client.get(reverse("score-card", args=[event.slug, "9NS"])).status_code == 404


def test_an_event_without_results_says_so(client, organiser):
    """In play, the public cannot tell entered from unplayed: it reads when results appear
    (in a three-table Mitchell every tray is played by every table by round 3, the last)."""
    event = example_event(organiser, rounds=())
    response = client.get(reverse("standings", args=[event.slug]))
    assert response.status_code == 200
    page = response.content.decode()
    assert "No result can be shown yet." in page
    assert "played by every table due to play it: after round 3." in page
    client.force_login(organiser)
    page = client.get(reverse("standings", args=[event.slug])).content.decode()
    assert "No result has been entered yet." in page
