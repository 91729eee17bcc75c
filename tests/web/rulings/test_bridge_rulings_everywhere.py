"""A director's rulings of every kind on a bridge Mitchell, read back from every output: the
traveller, the score cards, the standings and their CSV, the results sheet (PDF), the results
mail, USEBIO, PBN and the event's backup.  The event and its figures, worked by hand from the
Laws' scoring table and the club's match-point rules, are in ``tests/web/rulings/events.py``."""

from __future__ import annotations

import csv
import io
import xml.etree.ElementTree as ET
from decimal import Decimal

import pytest
from django.core import mail
from django.urls import reverse
from endplay.parsers import pbn as endplay_pbn
from pypdf import PdfReader

from tests.web.backup.played import plain_standings
from tests.web.html import rows_by, tables_in
from tests.web.rulings.events import NAMES, RULED, TOTALS, ruled_bridge_evening
from tournaments import papers, services
from tournaments.backup import export_event, import_event

pytestmark = pytest.mark.django_db


@pytest.fixture
def evening(organiser):
    return ruled_bridge_evening(organiser)


@pytest.fixture
def director(client, organiser):
    client.force_login(organiser)
    return client


def _get(client, url: str):
    response = client.get(url)
    assert response.status_code == 200, (url, response.status_code)
    return response


def _traveller(client, event, board: int) -> dict[tuple[str, str], dict[str, str]]:
    html = _get(client, reverse("traveller", args=[event.slug, board])).content.decode()
    header, *body = tables_in(html)[0]
    rows = [dict(zip(header, row, strict=False)) for row in body]
    return {(r["NS"], r["EW"]): r for r in rows}


def test_each_traveller_shows_the_ruling_its_score_in_points_and_its_match_points(
    evening, director
):
    for (board, ns, ew), (points, ns_mp, ew_mp) in RULED.items():
        line = _traveller(director, evening, board)[
            (ns.replace("NS", " NS"), ew.replace("EW", " EW"))
        ]
        assert (line["NS score"], line["NS MP"], line["EW MP"]) == (points, ns_mp, ew_mp), board
    one = _traveller(director, evening, 1)
    assert one[("1 NS", "1 EW")]["Contract"] == "SCORE 3NT-1 W"
    penalised = _traveller(director, evening, 3)[("3 NS", "2 EW")]
    assert penalised["Contract"].startswith("2") and "PP NS 25%" in penalised["Contract"]
    assert (penalised["By"], penalised["Tricks"]) == ("N", "8")


def test_score_cards_show_each_sides_own_score_and_match_points(evening, director):
    def card(label):
        html = _get(director, reverse("score-card", args=[evening.slug, label])).content.decode()
        return rows_by(tables_in(html)[0], "Board")  # a bridge event says board

    ns, ew = card("1NS"), card("1EW")
    # The assigned 3NT-1 by West: NS +50, EW -50; each side 1 of 2.
    assert (ns["1"]["Score"], ns["1"]["MP"], ns["1"]["%"]) == ("50", "1", "50")
    assert (ew["1"]["Score"], ew["1"]["MP"]) == ("-50", "1")
    # Weighted: each side's own results; split: NS 4S= (+420), EW 4S-1 (+50 to EW).
    assert ns["2"]["Score"] == "60% 620, 40% -100" and ew["2"]["Score"] == "60% -620, 40% 100"
    assert (ns["3"]["Score"], ew["3"]["Score"]) == ("420", "50")
    assert (ns["3"]["MP"], ew["3"]["MP"]) == ("2", "2")
    # The fouled board keeps the table's own +90; the leaver's boards 60% to 1NS.
    assert (ns["4"]["Score"], ns["4"]["MP"]) == ("90", "1")
    assert [ns[b]["%"] for b in ("7", "8", "9")] == ["60", "60", "60"]
    penalised = card("3NS")["3"]
    assert (penalised["Score"], penalised["MP"], penalised["%"]) == ("110", "-0.5", "-25")


def test_the_standings_and_their_csv_carry_the_hand_worked_totals(evening, director):
    response = _get(director, reverse("standings", args=[evening.slug]) + "?_export=csv")
    rows = {
        r["Pair"].replace(" ", ""): r
        for r in csv.DictReader(io.StringIO(response.content.decode()))
    }
    for pair, (total, percent, place) in TOTALS.items():
        row = rows[pair]
        assert Decimal(row["Match points"]) == Decimal(total), pair
        assert (Decimal(row["%"]), row["Place"]) == (Decimal(percent), place), pair
    page = _get(director, reverse("standings", args=[evening.slug])).content.decode()
    assert "65" in page and "35.83" in page and "53.06" in page


def _pdf_text(content: bytes) -> str:
    """The sheet's words in reading order, a wrapped cell's lines joined by spaces."""
    pages = PdfReader(io.BytesIO(content)).pages
    return " ".join(" ".join(page.extract_text().split()) for page in pages)


def test_the_results_sheet_prints_the_rulings_and_their_figures(evening, director):
    pdf = _get(director, reverse("print-paper", args=[evening.slug, "results"])).content
    text = _pdf_text(pdf)
    # Each traveller row: round, table, NS, EW, the ruling, NS score, NS MP, EW MP.
    for row in (
        "1 1 1 NS 1 EW SCORE 3NT-1 W 50 1 1",
        "1 1 1 NS 1 EW SCORE 60% 4H= N, 40% 4H-1 N 60% 620, 40% -100 1.1 0.9",
        "1 1 1 NS 1 EW SCORE 4S= N / 4S-1 N 420 / -50 2 2",
        "2 3 3 NS 2 EW 2H PP NS 25% N 8 110 -0.5 1",
        "2 1 1 NS 3 EW 1NT GROUP B N 7 90 1 1",
        "2 1 1 NS 3 EW AVE 1 1",
        "3 1 1 NS 2 EW A+/- 1.2 0.8",
    ):
        assert row in text, row
    for total in ("11.7", "65", "8.95", "49.72", "6.45", "35.83", "9.55", "53.06", "8.2"):
        assert total in text


def test_the_results_mail_carries_each_ruling_in_points(
    evening, organiser, settings, django_capture_on_commit_callbacks
):
    settings.TRAYS_MAIL_IN_BACKGROUND = False
    with django_capture_on_commit_callbacks(execute=True):
        services.publish_event(evening, by=organiser)
    bodies = {m.to[0]: m.body for m in mail.outbox}
    html = {m.to[0]: dict((t, c) for c, t in m.alternatives)["text/html"] for m in mail.outbox}
    assert "SCORE 3NT-1 W · 50" in html[NAMES["1NS"][1]]
    assert "SCORE 3NT-1 W · -50" in html[NAMES["1EW"][1]]
    ada, eve = bodies[NAMES["1NS"][1]], bodies[NAMES["1EW"][1]]
    assert "Board 1 (NS) against 1 EW: SCORE 3NT-1 W, 50 - 1 of 2 match points (50%)" in ada
    assert "Board 1 (EW) against 1 NS: SCORE 3NT-1 W, -50 - 1 of 2 match points (50%)" in eve
    assert "SCORE 60% 4H= N, 40% 4H-1 N, 60% 620, 40% -100 - 1.1 of 2" in ada
    assert "SCORE 4S= N / 4S-1 N, 50 - 2 of 2 match points (100%)" in eve
    assert "1NT by N, 7 tricks, 90 (GROUP B) - 1 of 2" in ada
    assert "Board 7 (NS) against 2 EW: A+/- - 1.2 of 2 match points (60%)" in ada
    assert "Total: 11.7 of 18 match points, 65%" in ada
    assert "Total: 8.65 of 18 match points, 48.06%" in eve


def _usebio_lines(root) -> dict[tuple[int, str, str], ET.Element]:
    out = {}
    for board in root.iter("BOARD"):
        number = int(board.findtext("BOARD_NUMBER"))
        for line in board.findall("TRAVELLER_LINE"):
            ns, ew = line.findtext("NS_PAIR_NUMBER"), line.findtext("EW_PAIR_NUMBER")
            out[(number, ns, ew)] = line
    return out


def test_usebio_writes_each_ruling_as_a_score_with_its_match_points(evening, director):
    root = ET.fromstring(_get(director, reverse("event-usebio", args=[evening.slug])).content)
    lines = _usebio_lines(root)

    def line(board, ns, ew):
        found = lines[(board, ns, ew)]
        return tuple(found.findtext(t) for t in ("CONTRACT", "SCORE", "NS_MATCH_POINTS",
                                                "EW_MATCH_POINTS"))  # fmt: skip

    assert line(1, "1", "1") == (None, "50", "1", "1")
    assert line(2, "1", "1") == (None, "SCORE 60% 620, 40% -100", "1.1", "0.9")
    assert line(3, "1", "1") == (None, "SCORE 420 / -50", "2", "2")
    assert line(3, "3", "2") == ("2H", "110", "-0.5", "1")
    assert line(4, "1", "3") == ("1NT", "90", "1", "1")
    assert line(5, "1", "3") == (None, "A5050", "1", "1")
    assert line(7, "1", "2") == (None, "A6040", "1.2", "0.8")
    pairs = {(p.findtext("PAIR_NUMBER") + p.findtext("DIRECTION")): p for p in root.iter("PAIR")}
    for pair, (total, percent, place) in TOTALS.items():
        node = pairs[pair]
        assert Decimal(node.findtext("TOTAL_SCORE")) == Decimal(total), pair
        assert Decimal(node.findtext("PERCENTAGE")) == Decimal(percent), pair
        assert node.findtext("PLACE") == place


def _pbn_rows(info) -> list[dict[str, str]]:
    names = [h["name"] if isinstance(h, dict) else h for h in info["headers"]]
    return [dict(zip(names, raw, strict=False)) for raw in info["rows"]]


def test_pbn_score_tables_carry_the_points_and_match_points(evening, director):
    text = _get(director, reverse("event-pbn", args=[evening.slug])).content.decode()
    boards = endplay_pbn.loads(text)
    tables = {}
    for board in boards:
        number = int(board.board_num)
        info = board.info["ScoreTable"] if "ScoreTable" in board.info else None
        if info is not None:
            tables[number] = {(r["PairId_NS"], r["PairId_EW"]): r for r in _pbn_rows(info)}
    one = tables[1][("1", "1")]
    assert (one["Score_NS"], one["Score_EW"], one["MP_NS"], one["MP_EW"]) == ("50", "-", "1", "1")
    split = tables[3][("1", "1")]
    assert (split["MP_NS"], split["Percentage_NS"], split["Percentage_EW"]) == (
        "2", "100.00", "100.00"
    )  # fmt: skip
    penalised = tables[3][("3", "2")]
    assert (penalised["Contract"], penalised["Score_NS"]) == ("2H", "110")
    # The penalty: -0.5 of a top of 2 is -25%; East-West's 1 of 2, 50%.
    assert (penalised["Percentage_NS"], penalised["Percentage_EW"]) == ("-25.00", "50.00")
    leaver = tables[7][("1", "2")]
    assert (leaver["MP_NS"], leaver["MP_EW"], leaver["Percentage_NS"]) == ("1.2", "0.8", "60.00")


def test_a_backup_restores_the_same_rulings_and_figures(evening):
    restored = import_event(export_event(evening), slug="rulings-copy").event
    assert plain_standings(restored) == plain_standings(evening)
    rows, _cards = plain_standings(restored)
    totals = {r["label"]: r for r in rows}
    assert {label: str(totals[label]["percentage"]) for label in TOTALS} == {
        label: percent for label, (_t, percent, _p) in TOTALS.items()
    }


def test_no_page_paper_or_file_of_the_ruled_evening_answers_an_error(evening, director):
    urls = [
        reverse("standings", args=[evening.slug]),
        reverse("event-usebio", args=[evening.slug]),
        reverse("event-pbn", args=[evening.slug]),
        *(reverse("traveller", args=[evening.slug, n]) for n in range(1, 10)),
        *(reverse("score-card", args=[evening.slug, e.label]) for e in evening.entrants.all()),
        *(reverse("print-paper", args=[evening.slug, kind]) for kind in papers.available(evening)),
    ]
    director.raise_request_exception = False
    failed = [(u, r.status_code) for u in urls if (r := director.get(u)).status_code != 200]
    assert failed == []
