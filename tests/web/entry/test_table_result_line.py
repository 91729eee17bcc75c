"""A stored result's line on the table's page without its script is drawn in one place
(``_table_result.html``), so an earlier round's result waiting for the opponents reads as the
round's own do: at auction bridge with its honours and the net score.

Duplicate auction bridge (the scoring of ``test_auction_site.py``): 2 hearts by South, 9
tricks: 3 odd tricks x 8 = 24; four honours in hearts held by North-South: 32; NS 56 net."""

from __future__ import annotations

import re

import pytest
from django.urls import reverse

from tests.web.entry.test_auction_site import _auction_pairs
from tournaments import models as m
from tournaments import services

pytestmark = pytest.mark.django_db


def stored_lines(page: str) -> list[str]:
    return [
        re.sub(r"\s+", " ", line).strip()
        for line in re.findall(r'<p class="stored">(.*?)</p>', page, re.S)
    ]


def test_an_earlier_rounds_result_reads_as_the_rounds_own(organiser, client):
    event = _auction_pairs(organiser)
    one = m.Table.objects.get(event=event, number=1)
    tray = m.Seating.objects.get(table=one, round__number=1).trays.get().number
    entry = services.BridgeEntry(0, "2H", "S", 9, honours="4", honours_side="NS")
    services.record_at_table(one, tray, entry)
    url = reverse("table-entry", args=[one.secret])
    assert stored_lines(client.get(url).content.decode()) == [
        "2H by S, 9 tricks, honours 4 NS: NS 56 net"
    ]
    services.advance_round(event, by=organiser)
    page = client.get(url).content.decode()
    assert 'class="card tray earlier"' in page
    assert stored_lines(page) == ["2H by S, 9 tricks, honours 4 NS: NS 56 net"]
