"""The evening that found it: after an assigned score of 3NT-1 by West (with a reason) and
Finish, the event's USEBIO and PBN files answered 500 ("an assigned contract needs the board's
vulnerability") and the traveller showed the ruling with no score.

Three tables, one board a round.  Board 1 is dealt by North with nobody vulnerable (the
standard cycle): 3NT by West one down, not vulnerable, is 50 to North-South (Law 77).  The
other two tables: 3NT by W making 9 tricks, NS -400; 2NT by W making 8, NS -120.  North-South
match points (1 for each result beaten, top 2): +50 beats both, 2; -120 beats -400, 1;
-400, 0.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest
from django.urls import reverse

from tests.builders import enter_contract, make_bridge_mitchell
from tests.web.html import tables_in
from tests.web.rulings.events import rule
from tournaments import models as m
from tournaments import services
from tournaments.services.usebio import import_usebio

pytestmark = pytest.mark.django_db


def test_an_assigned_contract_is_scored_in_usebio_pbn_and_the_traveller(organiser, client):
    event = make_bridge_mitchell(organiser, tables=3, boards_per_round=1)
    rule(event, organiser, 1, 1, "SCORE 3NT-1 W")
    enter_contract(event, organiser, 1, 2, "3NT", "W", 9)
    enter_contract(event, organiser, 1, 3, "2NT", "W", 8)
    services.finish_event(event, by=organiser)
    client.force_login(organiser)

    usebio = client.get(reverse("event-usebio", args=[event.slug]))
    pbn = client.get(reverse("event-pbn", args=[event.slug]))
    assert (usebio.status_code, pbn.status_code) == (200, 200)

    board = next(b for b in ET.fromstring(usebio.content).iter("BOARD")
                 if b.findtext("BOARD_NUMBER") == "1")  # fmt: skip
    ruled = next(x for x in board.findall("TRAVELLER_LINE") if x.findtext("NS_PAIR_NUMBER") == "1")
    assert (ruled.findtext("SCORE"), ruled.findtext("NS_MATCH_POINTS")) == ("50", "2")

    text = pbn.content.decode()
    table = text[text.index('[Board "1"]') :]
    row = table[table.index("[ScoreTable") :].splitlines()[1].split()
    # PairId_NS, PairId_EW, Contract, Declarer, Result, Lead, Score_NS, Score_EW, MP_NS, MP_EW
    assert (row[0], row[6], row[7], row[8], row[9]) == ("1", "50", "-", "2", "0")

    page = client.get(reverse("traveller", args=[event.slug, 1])).content.decode()
    header, *body = tables_in(page)[0]
    line = next(dict(zip(header, r, strict=False)) for r in body if r[2] == "1 NS")
    assert (line["Contract"], line["NS score"], line["NS MP"]) == ("SCORE 3NT-1 W", "50", "2")

    # Read back by the site, the line is the director's assigned score, scored the same.
    copy = import_usebio(usebio.content, by=organiser, slug="assigned-copy")
    assert copy.differences == []
    stored = m.Result.objects.get(tray__event=copy.event, tray__number=1, seating__ns__number=1)
    assert (stored.adjustment, stored.contract) == ("SCORE 50", "")
