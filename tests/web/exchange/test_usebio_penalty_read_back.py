"""A procedural penalty (Law 90) through the site's own USEBIO file and back.

USEBIO 1.2 has no element for a penalty: the file keeps the table's score and the penalised
side's match points without the penalty's share. The whist evening of
``tests.web.rulings.events`` has one: tray 2, table 2 (2NS-2EW), 7 tricks, 25% of a top of 2
off East-West, so the file carries EW 0 where the score alone gives 0.5. Read back, the line
keeps the table's 7 tricks and a penalty of 0.5 to East-West, and every figure of the file is
the site's own (totals worked by hand in ``events``: 2EW 0 + 2 + 1.75 = 3.75).
"""

from __future__ import annotations

import csv
import io
from decimal import Decimal

import pytest
from django.urls import reverse

from tests.web.rulings.events import WHIST_TOTALS, ruled_whist_evening
from tournaments import models as m
from tournaments.services.usebio import import_usebio


@pytest.mark.django_db
def test_a_penalty_the_file_shows_is_kept_and_nothing_differs(client, organiser):
    evening = ruled_whist_evening(organiser)
    client.force_login(organiser)
    data = client.get(reverse("event-usebio", args=[evening.slug])).content

    imported = import_usebio(data, by=organiser, slug="whist-again")

    assert imported.differences == []
    assert any("EW 0.5 off the line's score" in note for note in imported.notes)
    line = m.Result.objects.get(tray__event=imported.event, tray__number=2, seating__ns__number=2)
    assert (line.ns_tricks, line.adjustment) == (7, "PP EW 0.5")
    response = client.get(reverse("standings", args=[imported.event.slug]) + "?_export=csv")
    rows = {r["Pair"].replace(" ", ""): r for r in csv.DictReader(io.StringIO(response.text))}
    for pair, (total, percent, place) in WHIST_TOTALS.items():
        assert Decimal(rows[pair]["Match points"]) == Decimal(total), pair
        assert (Decimal(rows[pair]["%"]), rows[pair]["Place"]) == (Decimal(percent), place), pair


@pytest.mark.django_db
def test_a_line_that_gains_on_one_side_is_a_difference_not_a_penalty(client, organiser):
    evening = ruled_whist_evening(organiser)
    client.force_login(organiser)
    data = client.get(reverse("event-usebio", args=[evening.slug])).content.decode()
    # Tray 1, table 3 (3NS-3EW, 7 tricks): NS 0 and EW 2 in the file. Give NS 1 more:
    # no penalty adds to a side, so the line is listed, not explained away.
    at = data.index("<BOARD_NUMBER>1</BOARD_NUMBER>")
    head, tail = data[:at], data[at:]
    tail = tail.replace(
        "<NS_MATCH_POINTS>0</NS_MATCH_POINTS>", "<NS_MATCH_POINTS>1</NS_MATCH_POINTS>", 1
    )

    imported = import_usebio((head + tail).encode(), by=organiser, slug="whist-changed")

    assert any("NS_MATCH_POINTS 1 in the file, 0 here" in str(d) for d in imported.differences)
    assert (
        not m.Result.objects.filter(tray__event=imported.event)
        .exclude(adjustment="")
        .filter(adjustment__startswith="PP NS")
        .exists()
    )
