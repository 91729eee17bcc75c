"""Reading the site's outputs back as a person or another program would: pages as tables of
text, the standings' CSV, the results files (USEBIO re-imported through the site's own
importer, PBN read by its tags), and the papers (PDFs opened with pypdf)."""

from __future__ import annotations

from tests.web.html import tables_in


def get(ev, client, path: str):
    """A page or file; a 500 is a fault (and so is an exception the page raises)."""
    try:
        response = client.get(path)
    except Exception as exc:  # noqa: BLE001 - any exception is a 500 to the reader
        ev.fault(f"{path} raised {type(exc).__name__}: {exc}")
        return None
    if response.status_code >= 500:
        ev.fault(f"{path} answered {response.status_code}")
        return None
    return response


def traveller_rows(ev, client, number: int) -> list[list[str]]:
    """The result lines a reader sees on a tray's traveller page."""
    response = get(ev, client, f"/e/{ev.event.slug}/tray/{number}/")
    if response is None or response.status_code != 200:
        return []
    return [
        row for table in tables_in(response.content.decode()) for row in table[1:] if len(row) >= 4
    ]


def card_rows(ev, client, label: str) -> list[dict[str, str]]:
    """A score card's lines as header -> cell (a ruling's cell may span several columns)."""
    response = get(ev, client, f"/e/{ev.event.slug}/card/{label}/")
    if response is None or response.status_code != 200:
        return []
    rows = []
    for table in tables_in(response.content.decode()):
        if table and "Tray" in table[0]:
            rows += [dict(zip(table[0], row, strict=False)) for row in table[1:]]
    return rows


def number_of(text: str) -> int | None:
    return int(text) if text.strip().isdigit() else None
