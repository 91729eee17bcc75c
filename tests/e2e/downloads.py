"""An event's downloads read back as a club's other programs would read them: the standings
page and its CSV, USEBIO (parsed, and imported into another club), PBN (endplay's parser), every
paper as a PDF (pypdf) and the backup restored into an emptied site."""

from __future__ import annotations

import csv
import io
import tempfile
from pathlib import Path
from xml.etree import ElementTree

from django.contrib.auth import get_user_model
from django.core.cache import cache
from django.core.management import call_command
from endplay.parsers import pbn
from pypdf import PdfReader

from tests.builders import club_named, club_user
from tests.e2e.pad import LAW_2
from tournaments import models as m
from tournaments.adapters import cached
from tournaments.standings.usebio import event_usebio

TRAYS = {"Trays", "Boards"}  # the column's name, whichever word the event uses


def pdf_text(content: bytes) -> str:
    assert content.startswith(b"%PDF")
    return "\n".join(page.extract_text() for page in PdfReader(io.BytesIO(content)).pages)


def fetch(page, url: str) -> bytes:
    """A download in the director's own session (the browser's cookies)."""
    response = page.request.get(url)
    assert response.status == 200, (url, response.status, response.text()[:300])
    return response.body()


def standings_rows(page) -> dict[str, dict[str, str]]:
    table = page.locator("table.standings")
    header = [th.strip() for th in table.locator("thead th").all_inner_texts()]
    rows = {}
    for row in table.locator("tbody tr").all():
        texts = (c.strip() for c in row.locator("td").all_inner_texts())
        cells = dict(zip(header, texts, strict=True))
        rows[cells["Pair"]] = cells
    return rows


def usebio_pairs(xml: bytes) -> dict[str, tuple[str, str, str]]:
    """Each pair's place, total and percentage in a USEBIO file."""
    root = ElementTree.fromstring(xml)
    out = {}
    for pair in root.iter("PAIR"):
        if pair.find("PLACE") is None:
            continue
        label = f"{pair.findtext('PAIR_NUMBER')} {pair.findtext('DIRECTION')}"
        out[label] = tuple(pair.findtext(tag) for tag in ("PLACE", "TOTAL_SCORE", "PERCENTAGE"))
    return out


def pbn_rows(info) -> list[dict[str, str]]:
    names = [h["name"] if isinstance(h, dict) else h for h in info["headers"]]
    return [dict(zip(names, raw, strict=False)) for raw in info["rows"]]


def every_export(laptop, url: str, event: m.Event, ruled: tuple[int, str, str]) -> None:
    """Every download, each read back; three pairs' places and totals agree in all of them
    (the late pair and a pair that met the leaver among them)."""
    base = f"{url}/e/{event.slug}"
    laptop.goto(f"{base}/standings/")
    shown = standings_rows(laptop)
    assert len(shown) == 14  # 13 pairs and the late pair
    got = fetch(laptop, f"{base}/standings/?_export=csv").decode()
    in_csv = {row["Pair"]: row for row in csv.DictReader(io.StringIO(got))}
    in_usebio = usebio_pairs(fetch(laptop, f"{base}/results.xml"))
    sheet = pdf_text(fetch(laptop, f"{base}/print/results.pdf"))
    for pair in ("3 NS", "7 NS", "2 EW"):
        row = shown[pair]
        figures = (row["Place"], row["Match points"], row["%"])
        assert figures == (in_csv[pair]["Place"], in_csv[pair]["Match points"], in_csv[pair]["%"])
        usebio_place = (row["Place"].replace("=", ""),)  # USEBIO's place: 6, not 6=
        assert usebio_place + figures[1:] == in_usebio[pair]
        line = f"{row['Place']} {pair} {row['Names']} {row[next(iter(TRAYS & set(row)))]} "
        assert line + f"{row['Match points']} {row['Max']} {row['%']}" in sheet
    assert shown["7 NS"]["Names"] == "Late & Comer"

    # The assigned score, 3NT-1 by West, worked by hand (Law 77): East-West one down, +50 to
    # North-South not vulnerable, +100 vulnerable; on the traveller and in the PBN.
    number, ns, ew = ruled
    points = "100" if LAW_2[(number - 1) % 16 + 1] in ("ew", "both") else "50"
    assert f"1 2 {ns} {ew} SCORE 3NT-1 W {points} " in sheet
    boards = pbn.loads(fetch(laptop, f"{base}/results.pbn").decode())
    assert sorted(int(b.board_num) for b in boards) == list(range(1, 22))
    board = next(b for b in boards if int(b.board_num) == number)
    rows = {(r["PairId_NS"], r["PairId_EW"]): r for r in pbn_rows(board.info["ScoreTable"])}
    assigned = rows[(ns.split()[0], ew.split()[0])]
    assert assigned["Score_NS"] == points  # a ruling's score, its contract left "-"

    laptop.goto(f"{base}/print/")
    links = laptop.locator("main a:text-is('A4 PDF')")
    hrefs = [links.nth(i).get_attribute("href") for i in range(links.count())]
    assert len(hrefs) >= 6  # table and guide cards, labels, travellers, score cards, results
    for href in hrefs:
        assert pdf_text(fetch(laptop, url + href)).strip()
    read_back_elsewhere(laptop, url, event, in_usebio)


def read_back_elsewhere(laptop, url: str, event: m.Event, places: dict) -> None:
    """The USEBIO file imported into another club gives the same places; the backup restored
    into an emptied site gives the same standings."""
    with tempfile.TemporaryDirectory() as folder:
        xml = Path(folder) / "results.xml"
        xml.write_bytes(fetch(laptop, f"{url}/e/{event.slug}/results.xml"))
        club_user("secretary", club=club_named("Another Club"))
        call_command(
            "usebio", "import", str(xml), "--club", "another-club", "--slug", "imported",
            stdout=io.StringIO(),
        )  # fmt: skip
        assert usebio_pairs(event_usebio(m.Event.objects.get(slug="imported"))) == places

        backup = Path(folder) / "backup.json"
        before = fetch(laptop, f"{url}/e/{event.slug}/standings/?_export=csv")
        call_command("export_event", event.slug, "--output", str(backup), stdout=io.StringIO())
        call_command("flush", interactive=False, verbosity=0)  # an emptied site
        cache.clear()
        cached.forget()
        assert not m.Event.objects.exists() and not get_user_model().objects.exists()
        call_command(
            "import_event", str(backup), "--create-organiser", "keeper", stdout=io.StringIO()
        )
    restored = m.Event.objects.get()
    assert restored.slug == event.slug and restored.published
    assert fetch(laptop, f"{url}/e/{event.slug}/standings/?_export=csv") == before
