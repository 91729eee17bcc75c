"""A whist Mitchell's rulings (tricks assigned, weighted, split, a procedural penalty, an
artificial score) read back from the traveller, the score cards, the standings' CSV, the
results sheet, USEBIO and the backup; the figures are worked by hand in
``tests/web/rulings/events.py``."""

from __future__ import annotations

import csv
import io
import xml.etree.ElementTree as ET
from decimal import Decimal

import pytest
from django.urls import reverse
from pypdf import PdfReader

from tests.web.backup.played import plain_standings
from tests.web.html import rows_by, tables_in
from tests.web.rulings.events import WHIST_TOTALS, ruled_whist_evening
from tournaments.backup import export_event, import_event

pytestmark = pytest.mark.django_db


@pytest.fixture
def evening(organiser):
    return ruled_whist_evening(organiser)


@pytest.fixture
def director(client, organiser):
    client.force_login(organiser)
    return client


def _page(client, url: str) -> str:
    response = client.get(url)
    assert response.status_code == 200, url
    return response.content.decode()


def test_the_traveller_and_cards_show_assigned_tricks_and_match_points(evening, director):
    def traveller(tray):
        header, *body = tables_in(_page(director, reverse("traveller", args=[evening.slug, tray])))[
            0
        ]
        return {(r[2], r[3]): dict(zip(header, r, strict=False)) for r in body}

    one = traveller(1)[("1 NS", "1 EW")]
    assert (one["NS tricks"], one["EW tricks"]) == ("8 SCORE 8", "5")
    assert (one["NS MP"], one["EW MP"]) == ("1", "1")
    two = traveller(2)
    weighted, penalised = two[("1 NS", "3 EW")], two[("2 NS", "2 EW")]
    assert weighted["EW tricks"] == "50% 5, 50% 7"
    assert (weighted["NS MP"], weighted["EW MP"]) == ("1.25", "0.75")
    assert (penalised["NS tricks"], penalised["EW tricks"]) == ("7 PP EW 25%", "6")
    assert (penalised["NS MP"], penalised["EW MP"]) == ("1.5", "0")
    split = traveller(3)[("1 NS", "2 EW")]
    assert (split["NS tricks"], split["EW tricks"]) == ("8 SCORE 8 / 6", "7")
    assert (split["NS MP"], split["EW MP"]) == ("1.75", "1.75")

    def card(label):
        page = _page(director, reverse("score-card", args=[evening.slug, label]))
        return rows_by(tables_in(page)[0], "Tray")

    ew = card("2EW")
    assert (ew["3"]["Tricks"], ew["3"]["MP"]) == ("7 SCORE 8 / 6", "1.75")
    assert (ew["2"]["MP"], ew["2"]["%"]) == ("0", "0")
    assert card("1NS")["1"]["Tricks"] == "8 SCORE 8"


def test_the_csv_sheet_usebio_and_backup_carry_the_same_figures(evening, director):
    response = director.get(reverse("standings", args=[evening.slug]) + "?_export=csv")
    rows = csv.DictReader(io.StringIO(response.content.decode()))
    rows = {r["Pair"].replace(" ", ""): r for r in rows}
    for pair, (total, percent, place) in WHIST_TOTALS.items():
        assert Decimal(rows[pair]["Match points"]) == Decimal(total), pair
        assert Decimal(rows[pair]["%"]) == Decimal(percent), pair
        assert rows[pair]["Place"] == place, pair

    pdf = director.get(reverse("print-paper", args=[evening.slug, "results"])).content
    text = " ".join(" ".join(p.extract_text().split()) for p in PdfReader(io.BytesIO(pdf)).pages)
    for row in ("1 1 1 NS 1 EW 8 SCORE 8 5 1 1", "1 2 2 NS 2 EW 7 PP EW 25% 6 1.5 0",
                "3 1 1 NS 2 EW 8 SCORE 8 / 6 7 1.75 1.75", "2 2 2 NS 1 EW A+/- 1.2 0.8"):  # fmt: skip
        assert row in text, row

    root = ET.fromstring(director.get(reverse("event-usebio", args=[evening.slug])).content)
    lines = {}
    for board in root.iter("BOARD"):
        for line in board.findall("TRAVELLER_LINE"):
            key = (board.findtext("BOARD_NUMBER"), line.findtext("NS_PAIR_NUMBER"))
            lines[key] = tuple(line.findtext(t) for t in ("SCORE", "NS_MATCH_POINTS",
                                                          "EW_MATCH_POINTS"))  # fmt: skip
    assert lines[("1", "1")] == ("8", "1", "1")
    assert lines[("2", "1")] == ("SCORE 50% 8, 50% 6", "1.25", "0.75")
    assert lines[("2", "2")] == ("7", "1.5", "0")
    assert lines[("3", "1")] == ("SCORE 8 / 6", "1.75", "1.75")
    assert lines[("3", "2")] == ("A6040", "1.2", "0.8")

    restored = import_event(export_event(evening), slug="whist-copy").event
    assert plain_standings(restored) == plain_standings(evening)


def test_pbn_refuses_a_whist_event_in_words_not_an_error(evening, director):
    response = director.get(reverse("event-pbn", args=[evening.slug]), follow=True)
    assert response.status_code == 200
    assert "PBN records contract bridge" in response.content.decode()
