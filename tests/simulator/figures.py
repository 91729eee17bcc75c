"""Every figure equal across outputs, after the finish: an entrant's total, percentage and
place the same on the standings page (the public's and the staff's), its CSV, the results
sheet, the entrant's score card, the USEBIO file (and the event the site's importer makes of
it) and the PBN file; a line's match points the same on the traveller and in the files."""

from __future__ import annotations

import csv
import io
import re
import xml.etree.ElementTree as ET
from collections import Counter
from decimal import Decimal, InvalidOperation

from endplay.parsers import pbn as endplay_pbn
from pypdf import PdfReader

from tests.web.html import tables_in
from tournaments import models as m
from tournaments import services
from tournaments.services.usebio import import_usebio


def pdf_text(ev, kind: str, data: bytes) -> str:
    """A paper's text as pypdf reads it; a paper that does not open is a fault."""
    try:
        reader = PdfReader(io.BytesIO(data))
        return "\n".join(page.extract_text() or "" for page in reader.pages)
    except Exception as exc:  # noqa: BLE001 - whatever pypdf raises, the paper is broken
        ev.fault(f"the {kind} paper does not open: {exc}")
        return ""


def pdf_opens(ev, kind: str, data: bytes) -> None:
    """A paper opens and has pages."""
    try:
        if not PdfReader(io.BytesIO(data)).pages:
            ev.fault(f"the {kind} paper has no pages")
    except Exception as exc:  # noqa: BLE001 - whatever pypdf raises, the paper is broken
        ev.fault(f"the {kind} paper does not open: {exc}")


def number(text: str) -> Decimal | None:
    """A figure as written anywhere (52, 52.00, +3, −3); None when it is not one."""
    try:
        return Decimal(text.replace("−", "-").replace("+", "").strip())
    except (InvalidOperation, AttributeError):
        return None


def same(a: str, b: str) -> bool:
    """Two cells say the same: equal figures however written, or equal words."""
    x, y = number(a), number(b)
    if x is not None and y is not None:
        return x == y
    return a.strip().strip("—") == b.strip().strip("—")  # a dash on the page, blank in a file


def standings(html: str) -> tuple[list[str], list[list[str]]]:
    """The standings table (the first whose header starts with Place): header and rows."""
    for table in tables_in(html):
        if table and table[0] and table[0][0] == "Place":
            return table[0], table[1:]
    return [], []


def _without_names(header: list[str], row: list[str]) -> list[str]:
    return [c for h, c in zip(header, row, strict=False) if h not in ("Names", "Name")]


def agree(ev, seen, usebio, pbn) -> None:
    page = seen["staff"].get(f"/e/{ev.event.slug}/standings/")
    if page is None or page.status_code != 200:
        ev.fault("the standings page did not answer after the finish")
        return
    header, rows = standings(page.content.decode())
    if not rows:
        if m.Result.objects.filter(tray__event=ev.event).exists():
            ev.fault("the standings page shows no standings after the finish")
        return
    by_code = {row[1]: dict(zip(header, row, strict=False)) for row in rows}
    _public_page(ev, seen, header, rows)
    _csv(ev, seen, header, rows)
    _results_sheet(ev, seen, header, rows)
    _cards(ev, seen, by_code)
    played = m.Result.objects.filter(tray__event=ev.event).exists()
    if usebio is not None and usebio.status_code == 200:
        _usebio(ev, usebio.content, header, by_code)
    elif usebio is not None and played:
        ev.fault(f"the USEBIO file answered {usebio.status_code} after the finish")
    if pbn is not None and pbn.status_code == 200:
        _pbn(ev, pbn.content.decode(), by_code)
    elif pbn is not None and played and (ev.event.game, ev.event.form) in PBN_FORMS:
        ev.fault(f"the PBN file answered {pbn.status_code} after the finish")


# PBN holds contract bridge's pairs and teams results (``papers.results_pbn``).
# (A teams event's file is refused, with a message, until a board is played in both rooms.)
PBN_FORMS = {(m.Game.BRIDGE, m.Form.PAIRS)}
# The standings' column a results file's TOTAL_SCORE is, by the event's scoring.
TOTALS = ("Match points", "Net IMPs", "IMPs", "Matches", "Points", "Total", "VPs")


def _public_page(ev, seen, header, rows) -> None:
    page = seen["public"].get(f"/e/{ev.event.slug}/standings/")
    if page is None or page.status_code != 200:
        ev.fault("the public standings did not answer after the finish")
        return
    got_header, got = standings(page.content.decode())
    strip = lambda h, rs: [_without_names(h, r) for r in rs]  # noqa: E731
    if strip(got_header, got) != strip(header, rows):
        ev.fault(f"the public standings {got} differ from the staff's {rows} after the finish")


def _csv(ev, seen, header, rows) -> None:
    response = seen["staff"].get(f"/e/{ev.event.slug}/standings/?_export=csv")
    if response is None or response.status_code != 200:
        ev.fault("the standings CSV did not answer")
        return
    table = list(csv.reader(io.StringIO(response.content.decode("utf-8-sig"))))
    if not table or table[0] != header:
        ev.fault(f"the CSV's columns {table[:1]} are not the page's {header}")
        return
    for page_row, csv_row in zip(rows, table[1:], strict=False):
        a, b = _without_names(header, page_row), _without_names(header, csv_row)
        if len(a) != len(b) or not all(same(x, y) for x, y in zip(a, b, strict=True)):
            ev.fault(f"the CSV says {csv_row}, the standings page {page_row}")
    if len(table) - 1 != len(rows):
        ev.fault(f"the CSV has {len(table) - 1} rows, the standings page {len(rows)}")


def _results_sheet(ev, seen, header, rows) -> None:
    sheet = seen["staff"]["papers"].get("results")
    if sheet is None and m.Result.objects.filter(tray__event=ev.event).exists():
        ev.fault("the results sheet was not printed after the finish")
    if sheet is None:
        return
    text = pdf_text(ev, "results", sheet).replace("−", "-")
    lines = {" ".join(line.split()) for line in text.splitlines()}
    for row in rows:
        cells = [c for h, c in zip(header, row, strict=False) if h not in ("Names", "Field")]
        if not any(_same_line(line, cells) for line in lines):
            ev.fault(f"the results sheet has no line for {row}")


def _same_line(line: str, cells: list[str]) -> bool:
    """A sheet's line holds the row's figures in order (names may be wrapped or left out)."""
    words = line.split()
    figures = [c.replace("−", "-") for c in cells if c and c != "—" and number(c) is not None]
    got = [w for w in words if number(w) is not None]
    it = iter(got)
    return all(any(same(f, g) for g in it) for f in figures) and cells[1].split()[0] in words


CARD = re.compile(r"([-+−\d.]+)%[^<]*?place (\S+?)</p>")


def _cards(ev, seen, by_code) -> None:
    """Each pair's or player's card says its percentage and place as the standings do."""
    if ev.event.form == m.Form.TEAMS:
        return
    for entrant in ev.event.entrants.exclude(kind=m.Entrant.Kind.TEAM):
        row = by_code.get(entrant.code)
        page = seen["staff"].get(f"/e/{ev.event.slug}/card/{entrant.label}/")
        if row is None or page is None or page.status_code != 200:
            continue
        found = CARD.search(page.content.decode())
        if found is None:
            continue
        percent, place = found.groups()
        if not same(percent, row.get("%", percent)) or place.rstrip(".") != row["Place"]:
            ev.fault(f"{entrant.code}'s card says {percent}%, place {place}; standings {row}")


def _usebio(ev, data: bytes, header, by_code) -> None:
    try:
        root = ET.fromstring(data)
    except ET.ParseError as exc:
        ev.fault(f"the USEBIO file does not parse: {exc}")
        return
    total_column = next((h for h in TOTALS if h in header), "")
    for node in root.findall(".//PARTICIPANTS/TEAM"):  # not a MATCH's TEAM, which names one
        _usebio_figures(ev, node.get("TEAM_ID"), node, by_code, total_column)
    for node in [] if ev.event.form == m.Form.TEAMS else root.iter("PAIR"):
        code = f"{node.findtext('PAIR_NUMBER')} {node.findtext('DIRECTION') or ''}".strip()
        _usebio_figures(ev, code, node, by_code, total_column)
    for node in root.iter("PLAYER"):
        if node.findtext("PLACE") is not None:
            _usebio_figures(ev, node.findtext("PLAYER_NUMBER"), node, by_code, total_column)
    # A teams file carries the matches (a tray once both rooms are in); one with no match
    # holds no result to import.
    if ev.event.form != m.Form.TEAMS or root.find("EVENT/MATCH") is not None:
        _reimport(ev, data)


def _usebio_figures(ev, code, node, by_code, total_column) -> None:
    row = by_code.get(code)
    if row is None:
        ev.fault(f"the USEBIO file names {code}, the standings do not")
        return
    for tag, column in (("PLACE", "Place"), ("PERCENTAGE", "%"), ("TOTAL_SCORE", total_column)):
        value = (node.findtext(tag) or "").strip()
        shown = row.get(column, "")
        if tag == "PLACE":  # USEBIO writes a tie's bare number on each tied pair: 6, not 6=
            if value and not value.isdigit():
                ev.fault(f"USEBIO PLACE of {code} is {value}, not a whole number")
            shown = shown.replace("=", "")
        if value and column in row and not same(value, shown):
            ev.fault(f"USEBIO {tag} of {code} is {value}; the standings say {row[column]}")


def _reimport(ev, data: bytes) -> None:
    try:
        imported = import_usebio(data, by=ev.director, slug=f"{ev.event.slug}-again")
    except services.DomainError as exc:
        ev.fault(f"the site's importer refuses its own USEBIO file: {exc}")
        return
    # A fouled board's groups (Law 87) have no element in USEBIO and the importer does not
    # guess them: its lines, and so the totals, are listed as differences. A procedural
    # penalty the file's figures show is kept (compare.penalties_shown): no difference.
    fouled = {
        f"BOARD {r.tray.number}/"
        for r in m.Result.objects.filter(tray__event=ev.event, adjustment__contains="GROUP")
    }
    differ = [
        d
        for d in imported.differences
        if not fouled
        or not (d.where.startswith(("PAIR", "PLAYER")) or d.where.startswith(tuple(fouled)))
    ]
    if differ:
        said = "; ".join(str(d) for d in differ[:5])
        ev.fault(f"the re-imported USEBIO file differs from the site: {said}")


PBN_ROW = re.compile(r'^\s*(\d+)\s+(\d+)\s+"([NSEW-]+)"\s+([-\d.]+)\s+([-\d.]+)')


def _pbn(ev, text: str, by_code) -> None:
    """The PBN file read back by another program (endplay's PBN reader): a board for each
    tray played; then its totals (its TotalScoreTable) and each score table's figures."""
    try:
        boards = endplay_pbn.loads(text)
    except Exception as exc:  # noqa: BLE001 - whatever the reader raises, the file is broken
        ev.fault(f"the PBN file does not read back: {exc}")
        return
    trays = m.Result.objects.filter(tray__event=ev.event).values_list("tray__number", flat=True)
    if ev.event.form == m.Form.TEAMS:  # a board goes in a match's file once both rooms play it
        played = {tray for tray, rooms in Counter(trays).items() if rooms >= 2}
    else:
        played = set(trays)
    numbers = {int(b.board_num) for b in boards if b.board_num}
    if numbers != played:
        ev.fault(f"the PBN file holds boards {sorted(numbers)}; trays played {sorted(played)}")
    lines = text.splitlines()
    seen_total = False
    for at, line in enumerate(lines):
        if line.startswith("[TotalScoreTable") and not seen_total:
            seen_total = True
            for row in lines[at + 1 :]:
                found = PBN_ROW.match(row)
                if not found:
                    break
                rank, pair, side, total, percent = found.groups()
                code = f"{pair} {side.replace('-', '')}".strip()
                want = by_code.get(code) or by_code.get(pair)
                if want is None:
                    ev.fault(f"the PBN file's totals name {code}, the standings do not")
                elif "%" in want and not same(percent, want["%"]):
                    ev.fault(f"PBN percentage of {code} is {percent}; standings {want['%']}")
                elif want["Place"].rstrip("=") != rank:
                    ev.fault(f"PBN rank of {code} is {rank}; standings place {want['Place']}")
        if line.startswith("[ScoreTable") and "MP_NS" in line:
            _pbn_board(ev, line, lines[at + 1 :])


def _pbn_board(ev, header: str, rows: list[str]) -> None:
    """On one board every line's percentage is its match points over the same top."""
    columns = [c.split("\\")[0] for c in header.split('"')[1].split(";")]
    ratios = set()
    for row in rows:
        if not row.strip() or row.startswith("["):
            break
        cells = dict(zip(columns, row.split(), strict=False))
        mp, percent = number(cells.get("MP_NS", "")), number(cells.get("Percentage_NS", ""))
        if mp is not None and percent:
            ratios.add(round(mp * 100 / percent, 2))
    if len(ratios) > 1:
        ev.fault(
            f"a PBN score table's percentages are not its match points over one top: {rows[:6]}"
        )
