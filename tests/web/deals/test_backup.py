"""An event's backup carries its deals (the hands, where they came from, their analysis) and
restores them only when they are deals the site would have stored: 52 different cards, a
double-dummy table of the right shape, and the par that table gives."""

from __future__ import annotations

import pytest
from django.urls import reverse

from tests.builders import make_bridge_mitchell, make_whist_mitchell
from tests.web.backup.played import edited, refused, without
from tests.web.deals.events import PAR_140, contract_at
from tournaments import models as m
from tournaments import services
from tournaments.backup import export_event, import_event
from tournaments.deals.cards import Deal

pytestmark = pytest.mark.django_db


@pytest.fixture
def dealt(organiser):
    event = make_bridge_mitchell(organiser)
    services.generate_deals(event, by=organiser, seed=4)
    services.set_deal(event, 1, Deal.parse(PAR_140), by=organiser, reason="as dealt")
    contract_at(event, organiser, 1, 1, "3S", "N", 9)
    return event


def test_the_backup_holds_every_deal_and_restores_it(client, organiser, dealt):
    doc = export_event(dealt)
    assert doc["version"] >= 5  # deals are kept since version 5
    assert [d["tray"] for d in doc["deals"]] == [1, 2, 3]
    first = doc["deals"][0]
    assert first["hands"] == PAR_140 and first["source"] == "hand"
    assert first["par_score"] == 140 and sorted(first["par_contracts"]) == [
        "3HN", "3HS", "3SN", "3SS"
    ]  # fmt: skip
    assert first["tricks"]["N"] == {"C": 9, "D": 5, "H": 9, "S": 9, "NT": 7}
    copy_event = import_event(doc, slug="dealt-copy").event
    assert without(export_event(copy_event), secrets=True) == without(doc, secrets=True)
    client.force_login(organiser)
    page = client.get(reverse("traveller", args=[copy_event.slug, 1])).content.decode()
    assert "Par: NS +140" in page


def test_a_whist_events_trump_cards_and_deals_come_back(organiser):
    event = make_whist_mitchell(organiser)
    services.generate_deals(event, by=organiser)
    doc = export_event(event)
    assert all(t["trump"] for t in doc["trays"]) and len(doc["deals"]) == 3
    copy_event = import_event(doc, slug="whist-copy").event
    for tray in copy_event.trays.all():
        assert (
            Deal.parse(tray.deal.hands).holder(
                Deal.parse(tray.deal.hands).hand(tray.dealer).cards()[0]
            )
            == tray.dealer
        )
    assert without(export_event(copy_event), secrets=True) == without(doc, secrets=True)


def _first(change):
    return lambda d: change(d["deals"][0])


@pytest.mark.parametrize(
    ("change", "said"),
    [
        (_first(lambda x: x.update(hands=PAR_140.replace("KJT94", "KJT9"))),
         "deals\\[0\\].hands: North has 12 cards"),
        (_first(lambda x: x.update(hands=Deal.parse(PAR_140).pbn("E"))),
         "not written as the site writes a deal"),
        (_first(lambda x: x.update(tray=99)), "deals\\[0\\].tray: there is no tray 99"),
        (lambda d: d["deals"].append(dict(d["deals"][0])), "tray 1 has two deals"),
        (_first(lambda x: x["tricks"]["N"].update(C=14)), "a double-dummy table is 0 to 13"),
        (_first(lambda x: x["tricks"].pop("W")), "a double-dummy table is 0 to 13"),
        (_first(lambda x: x.update(par_score=170)),
         "par 170 .* is not what the double-dummy table gives \\(140"),
        (_first(lambda x: x.update(par_contracts=["4SN"])), "is not what the double-dummy"),
        (_first(lambda x: x.update(par_contracts=["four spades"])), "written like 4SN"),
        (_first(lambda x: x.update(tricks=None)), "Par needs the double-dummy table it comes from"),
        (_first(lambda x: x.pop("note")), "deals\\[0\\]: missing note"),
        (_first(lambda x: x.update(source="dreamt")), "deals\\[0\\].source"),
    ],
)  # fmt: skip
def test_a_wrong_deal_in_a_backup_is_refused_and_nothing_saved(dealt, change, said):
    refused(edited(export_event(dealt), change), said, slug="deal-copy")


def test_par_is_for_contract_bridge_only(organiser):
    event = make_whist_mitchell(organiser)
    services.generate_deals(event, by=organiser)
    services.analyse_deals(event)
    doc = edited(export_event(event), _first(lambda x: x.update(par_score=0)))
    refused(doc, "par is for contract bridge only", slug="whist-par")


def test_a_version_3_backup_from_before_deals_restores_without_them(dealt):
    doc = export_event(dealt)
    old = edited({k: v for k, v in doc.items() if k != "deals"}, lambda d: d.update(version=3))
    restored = import_event(old, slug="before-deals").event
    assert not m.Deal.objects.filter(tray__event=restored).exists()
    assert restored.trays.count() == 3
