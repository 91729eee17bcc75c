"""Bridge pairs scored in IMPs on the site: the hand-worked Mitchell of ``played`` read back
from the standings page, the CSV, a score card, a traveller, the running chart, the results
sheet and a player's history, by Butler, cross-IMPs and IMPs against the average."""

from __future__ import annotations

import pytest
from django.urls import reverse

from tests.printing.pdfread import pages_text
from tests.web.html import rows_by, tables_in
from tests.web.methods.played import imp_event
from tournaments import models as m
from tournaments import services
from tournaments.standings import scores_for

pytestmark = pytest.mark.django_db

# Each pair's place, IMPs and average a tray (worked in ``played``).
BUTLER = {
    "3 NS": ("1", "+14", "+4.67"),
    "1 NS": ("2", "+1", "+0.33"),
    "2 NS": ("3", "-11", "-3.67"),
    "3 EW": ("1", "+15", "+5"),
    "1 EW": ("2", "-1", "-0.33"),
    "2 EW": ("3", "-18", "-6"),
}
CROSS = {
    "3 NS": ("1", "+15.5", "+5.17"),
    "1 NS": ("2", "+1", "+0.33"),
    "2 NS": ("3", "-16.5", "-5.5"),
    "3 EW": ("1", "+19.5", "+6.5"),
    "1 EW": ("2", "+0.5", "+0.17"),
    "2 EW": ("3", "-20", "-6.67"),
}


def standings_rows(client, event) -> dict[str, tuple[str, str, str]]:
    page = client.get(reverse("standings", args=[event.slug])).content.decode()
    rows = rows_by(tables_in(page)[0], "Pair")
    return {pair: (r["Place"], r["IMPs"], r["A board"]) for pair, r in rows.items()}


@pytest.mark.parametrize(
    ("method", "expected", "heading"),
    [
        (m.ScoringMethod.BUTLER, BUTLER, "Butler IMPs"),
        (m.ScoringMethod.CROSS_IMPS, CROSS, "Cross-IMPs"),
        # Three results a tray: Butler drops none either, so the figures are Butler's.
        (m.ScoringMethod.IMPS, BUTLER, "IMPs against the average"),
    ],
)
def test_the_standings_show_the_hand_worked_imps(client, organiser, method, expected, heading):
    event = imp_event(organiser, method)
    client.force_login(organiser)
    assert standings_rows(client, event) == expected
    page = client.get(reverse("standings", args=[event.slug])).content.decode()
    assert f"<h2>{heading}</h2>" in page
    assert "Scored by the Club (the Laws&#x27; figures, 1 and ½) rules." in page


def test_the_standings_state_the_datum_rule(client, organiser):
    event = imp_event(organiser, rules="ebu")
    client.force_login(organiser)
    page = client.get(reverse("standings", args=[event.slug])).content.decode()
    assert (
        "IMPed against the board&#x27;s datum, the average North-South score (one top and one "
        "bottom dropped from 4 results; rounded to the nearest 10, halves away from zero)"
    ) in page


def test_the_csv_holds_the_same_figures(client, organiser):
    event = imp_event(organiser)
    client.force_login(organiser)
    response = client.get(reverse("standings", args=[event.slug]), {"_export": "csv"})
    rows = response.content.decode("utf-8-sig").strip().splitlines()
    assert rows[0] == "Place,Pair,Names,Boards,IMPs,A board,Field"
    assert rows[1:4] == [
        "1,3 NS,,3,+14,+4.67,NS",
        "2,1 NS,,3,+1,+0.33,NS",
        "3,2 NS,,3,-11,-3.67,NS",
    ]
    assert rows[4] == "1,3 EW,,3,+15,+5,EW"


def test_a_score_card_shows_each_trays_datum_imps_and_working(client, organiser):
    event = imp_event(organiser)
    client.force_login(organiser)
    page = client.get(reverse("score-card", args=[event.slug, "1NS"])).content.decode()
    assert "Butler IMPs: +1 IMPs on 3 boards (+0.33 a board), place 2" in page
    header, *lines = tables_in(page)[0]
    rows = [dict(zip(header, line, strict=True)) for line in lines]
    assert [(r["Board"], r["Score"], r["Datum"], r["IMPs"]) for r in rows] == [
        ("1", "420", "270", "+4"),
        ("2", "-100", "380", "-10"),
        ("3", "100", "-210", "+7"),
    ]
    assert rows[0]["Working"] == (
        "datum 270: all 3 results, the average of 3 is 273.33, rounded to 270; "
        "NS 420 − 270 = 150: +4 IMPs"
    )
    assert "How the total was reached" in page and "1 IMPs on 3 board(s)" in page


def test_an_east_west_card_takes_the_reverse(client, organiser):
    event = imp_event(organiser)
    client.force_login(organiser)
    page = client.get(reverse("score-card", args=[event.slug, "3EW"])).content.decode()
    header, *lines = tables_in(page)[0]
    rows = [dict(zip(header, line, strict=True)) for line in lines]
    # 3EW: tray 2 against 1NS (-100, NS -10), tray 1 against 2NS (-50, -8), tray 3 3NS (+3).
    assert [(r["Board"], r["Score"], r["IMPs"]) for r in rows] == [
        ("3", "110", "-3"),
        ("2", "100", "+10"),
        ("1", "50", "+8"),
    ]
    assert rows[1]["Working"].endswith("EW take the reverse, 10")


def test_a_cross_imp_card_has_no_datum_and_says_the_comparisons(client, organiser):
    event = imp_event(organiser, m.ScoringMethod.CROSS_IMPS)
    client.force_login(organiser)
    page = client.get(reverse("score-card", args=[event.slug, "2NS"])).content.decode()
    header, *lines = tables_in(page)[0]
    assert "Datum" not in header
    rows = [dict(zip(header, line, strict=True)) for line in lines]
    assert [r["IMPs"] for r in rows] == ["+5.5", "-11.5", "-10.5"]
    assert rows[0]["Working"] == "NS against 2 other result(s): 11 IMPs, ÷ 2 = 5.5 a comparison"


def test_a_traveller_shows_the_datum_and_both_sides_imps(client, organiser):
    event = imp_event(organiser)
    client.force_login(organiser)
    page = client.get(reverse("traveller", args=[event.slug, 2])).content.decode()
    assert "Datum 380: all 3 results, the average of 3 is 376.67, rounded to 380." in page
    header, *lines = tables_in(page)[0]
    rows = [dict(zip(header, line, strict=True)) for line in lines]
    assert [(r["NS"], r["NS score"], r["NS IMPs"], r["EW IMPs"]) for r in rows] == [
        ("1 NS", "-100", "-10", "+10"),
        ("2 NS", "600", "+6", "-6"),
        ("3 NS", "630", "+6", "-6"),
    ]


def test_the_running_totals_are_each_round_scored_afresh(organiser):
    """After round 1 each tray has one result, its own datum: 0 everywhere.  After round 2:
    tray 1 {420, 450} datum 435 -> 440: 1NS -1; tray 2 {600, -100} datum 250: 2NS +8, 1NS
    -8; tray 3 {-110, -620} datum -365 -> -370: 3NS +6, 2NS -6; 3NS's 450 is +10: 0."""
    event = imp_event(organiser)
    rounds, lines = scores_for(event).running()
    assert rounds == (1, 2, 3)
    assert {line.entrant.label: line.values for line in lines} == {
        "3NS": (0, 6, 14),
        "1NS": (0, -9, 1),
        "2NS": (0, 2, -11),
        "3EW": (0, 2, 15),
        "1EW": (0, 7, -1),
        "2EW": (0, -8, -18),
    }


def test_the_chart_is_drawn_in_imps(client, organiser):
    event = imp_event(organiser)
    client.force_login(organiser)
    page = client.get(reverse("standings", args=[event.slug])).content.decode()
    assert "Running IMP total after each round" in page
    assert "3 NS: round 1: 0 IMPs, round 2: +6 IMPs, round 3: +14 IMPs" in page


def test_the_results_sheet_prints_the_imps(client, organiser):
    event = imp_event(organiser)
    client.force_login(organiser)
    pdf = client.get(reverse("print-paper", args=[event.slug, "results"])).content
    text = " ".join(pages_text(pdf))
    assert "Butler IMPs: North-South" in text
    assert "1 3 NS 3 +14 +4.67" in text
    assert "3 2 EW 3 -18 -6" in text
    assert "NS IMPs EW IMPs" in text
    assert "1 1 1 NS 1 EW 4S N 10 420 +4 -4" in text


def test_a_players_history_gives_the_place_and_imps(client, organiser):
    event = imp_event(organiser)
    services.register_entrant(
        event.entrants.get(label="3NS"), by=organiser, player_names=["Ivy Kahn", "Jo Lamb"]
    )
    services.finish_event(event, by=organiser)
    services.publish_event(event, by=organiser)
    ivy = m.Player.objects.get(name="Ivy Kahn")
    page = client.get(reverse("player", args=[ivy.pk])).content.decode()
    row = rows_by(tables_in(page)[0], "Event")["IMP night"]
    # No percentage in IMP pairs: the history gives what ranked the pair, its IMPs.
    assert (row["Place"], row["% or score"]) == ("1 of 3", "+14 IMPs")


def test_a_ruling_with_no_imp_value_is_refused_at_entry(organiser):
    event = imp_event(organiser)
    seating = m.Seating.objects.get(round__event=event, round__number=1, table__number=1)
    before = list(m.Result.objects.values_list("pk", "adjustment", "ns_score"))
    for code, words in [
        ("PP NS 25%", "procedural penalty in IMPs"),
        ("A55/45", "has no IMP value"),
    ]:
        entry = services.BridgeEntry(seating.pk, "4S", "N", 10, code)
        if code.startswith("A"):
            entry = services.BridgeEntry(seating.pk, "", "", None, code)
        with pytest.raises(services.DomainError, match=words):
            services.record_traveller(event, 1, [entry], by=organiser)
    assert list(m.Result.objects.values_list("pk", "adjustment", "ns_score")) == before
