"""Mnemonic duplicate through the site: a five-pair Howell played up and back.

../shared/sources/duplicate_and_progressive_rules.txt lines 2527-2539: the schedule played
through twice, the second time with the North-South hands given to East-West and vice versa;
with the Howell "the scores do not require 'equating', as they are equalised on the replay".
"""

from __future__ import annotations

import pytest
from django.urls import reverse

from tests.builders.pairs import create_through_wizard
from tests.printing.pdfread import pages_text
from tests.web.html import tables_in
from tournaments import models as m
from tournaments import services
from tournaments.adapters.movements import movement_for

pytestmark = pytest.mark.django_db


def test_five_pairs_up_and_back_from_the_wizard_to_the_trick_totals(organiser_client, organiser):
    created = create_through_wizard(
        organiser_client, name="Up and back", pairs=5, kind="mnemonic", scoring="tricks"
    )
    assert created.status_code == 302
    event = m.Event.objects.get()
    assert (event.movement_kind, event.one_winner) == ("mnemonic", True)
    assert organiser_client.post(f"/e/{event.slug}/start/", {"confirmed": "yes"}).status_code == 302
    event.refresh_from_db()
    movement = movement_for(event)
    half = movement.round_count // 2
    assert half == 5  # the five-pair Howell's five rounds, then their replay
    # Round 1 and its replay (round 6): North-South take 7 tricks on the deal; on the replay
    # the pair that held East-West holds North-South and takes 6.  The round-1 North-South
    # pair so takes 7 with each side's cards: +1/2 on each side against the averages of 6 1/2,
    # +1 a tray, +2 over the round's two trays; its opponents -2; the pair sitting out has
    # played nothing yet and is not listed.
    expected, resting = {}, set()
    for first in movement.round(1).seatings:
        if first.is_sit_out:
            resting.add(first.ns or first.ew)
            continue
        expected[first.ns], expected[first.ew] = "+2", "-2"
        for tray in movement.trays_at(first):
            lines = []
            for number, tricks in ((1, 7), (half + 1, 6)):
                row = m.Seating.objects.get(
                    round__event=event, round__number=number, table__number=first.table
                )
                lines.append(services.WhistEntry(row.pk, tricks, None))
            services.record_whist_traveller(event, tray, lines, by=organiser)
    page = organiser_client.get(reverse("standings", args=[event.slug])).content.decode()
    tricks = next(t for t in tables_in(page) if "+/−" in t[0])
    head = tricks[0]
    got = {row[head.index("Pair")]: row[head.index("+/−")] for row in tricks[1:]}
    assert got == expected and len(resting) == 1 and not resting & set(got)
    response = organiser_client.get(reverse("print-paper", args=[event.slug, "guide-cards"]))
    guide = " ".join(pages_text(response.content))
    assert "arrow switch: play EW cards" in guide and "arrow switch: play NS cards" in guide
    table = organiser_client.get(reverse("print-paper", args=[event.slug, "table-cards"]))
    assert "replay of round 1" in " ".join(pages_text(table.content))
