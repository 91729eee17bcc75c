"""The printed hand records: every board's hands, double-dummy table and par, six to a page (or
four in larger type), on A4 and Letter, from the print page and ``manage.py print``; the public
prints only the trays whose travellers it may read."""

from __future__ import annotations

import io
import re
import subprocess
import tempfile
from pathlib import Path

import pytest
from django.core.management import call_command
from django.urls import reverse

from tests.builders import make_mitchell
from tests.needs import program
from tests.printing.pdfread import ink_fraction, page_sizes, pages_text
from tests.web.deals.events import PAR_140, contract_at
from tournaments import models as m
from tournaments import services
from tournaments.deals.cards import Deal

pytestmark = pytest.mark.django_db


@pytest.fixture
def seven(organiser):
    """A seven-table bridge Mitchell, a tray a round: seven trays, all dealt and analysed;
    tray 1 (North deals, nobody vulnerable) holds DDS's par +140 deal."""
    event = make_mitchell(
        organiser, tables=7, boards_per_round=1, name="Seven tables", game=m.Game.BRIDGE
    )
    services.generate_deals(event, by=organiser, seed=12)
    services.set_deal(event, 1, Deal.parse(PAR_140), by=organiser, reason="as dealt")
    services.analyse_deals(event)
    return event


def printed(event, kind: str = "hand-records", *paper: str) -> bytes:
    """The paper as ``manage.py print SLUG KIND --out FILE`` writes it."""
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / f"{kind}.pdf"
        call_command("print", event.slug, kind, "--out", str(path), *paper, stdout=io.StringIO())
        return path.read_bytes()


def test_the_hand_records_read_back_with_hands_tables_and_par(seven):
    pages = pages_text(printed(seven))
    assert len(pages) == 2  # seven boards, six a page
    first = pages[0]
    assert first.startswith("Seven tables \u00b7 20 November 2026")
    assert "Board 1 \u00b7 Dealer North \u00b7 Nobody vulnerable" in first
    # North's hand of board 1, suit by suit, then the table's North row and par.
    assert "\u2660 J 9 \u2665 Q 10 9 2 \u2666 K 10 \u2663 K J 10 9 4" in first
    assert "North 9 5 9 9 7" in first
    assert "Par: NS +140: 3\u2660 by North or South; 3\u2665 by North or South" in first
    assert [f"Board {n} \u00b7" in first for n in range(1, 8)] == [True] * 6 + [False]
    assert "Board 7 \u00b7 Dealer South \u00b7 All vulnerable" in pages[1]


@pytest.mark.parametrize(("paper", "size"), [("a4", (595, 842)), ("letter", (612, 792))])
def test_four_a_page_in_larger_type_on_a4_and_letter(seven, paper, size):
    pdf = printed(seven, "hand-records-large", "--paper", paper)
    pages = pages_text(pdf)
    assert len(pages) == 2  # seven boards, four a page
    assert "Board 4 \u00b7" in pages[0] and "Board 5 \u00b7" in pages[1]
    assert {tuple(round(x) for x in s) for s in page_sizes(pdf)} == {size}


def test_a_page_looked_at_has_black_print_and_red_hearts_and_diamonds(seven):
    program("pdftoppm", "poppler-utils")
    pdf = printed(seven)
    assert 0.03 < ink_fraction(pdf) < 0.5
    ppm = subprocess.run(
        ["pdftoppm", "-r", "100", "-f", "1", "-l", "1", "-"],
        input=pdf, capture_output=True, check=True,
    ).stdout  # fmt: skip
    header = re.match(rb"P6\s+(\d+)\s+(\d+)\s+255\s", ppm)  # then three bytes a pixel
    width, height = int(header.group(1)), int(header.group(2))
    pixels = ppm[header.end() :]
    assert len(pixels) == width * height * 3
    red = sum(
        1 for i in range(0, len(pixels) - 2, 3)
        if pixels[i] > 150 and pixels[i] - pixels[i + 1] > 70 and pixels[i] - pixels[i + 2] > 70
    )  # fmt: skip
    assert red > 50, "the hearts and diamonds are printed red"


def test_the_public_prints_only_the_trays_every_table_has_played(client, organiser, seven):
    services.publish_event(seven, by=organiser)
    url = reverse("print-paper", args=[seven.slug, "hand-records"])
    refused = client.get(url)
    assert refused.status_code == 404
    page = client.get(reverse("print", args=[seven.slug])).content.decode()
    assert "Hand records (six a page): Hand records are printed for everyone once" in page
    for table in range(1, 8):  # tray 1 at every table
        contract_at(seven, organiser, 1, table, "3S", "N", 9)
    pages = pages_text(client.get(url).content)
    assert len(pages) == 1
    assert "Board 1 \u00b7" in pages[0] and "Board 2 \u00b7" not in pages[0]
    client.force_login(organiser)  # the staff print every deal
    assert "Board 7 \u00b7" in pages_text(client.get(url).content)[1]


def test_without_deals_there_are_no_hand_records(client, organiser):
    event = make_mitchell(
        organiser, tables=3, boards_per_round=1, name="Undealt", game=m.Game.BRIDGE
    )
    client.force_login(organiser)
    page = client.get(reverse("print", args=[event.slug])).content.decode()
    assert (
        "Hand records (six a page): Hand records are printed once the boards have their deals"
        in page
    )
    assert client.get(reverse("print-paper", args=[event.slug, "hand-records"])).status_code == 404
