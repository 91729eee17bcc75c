"""The organisers' deals pages: a PBN file uploaded (a bad one shown line by line, nothing
stored), deals dealt from a seed and analysed in the background, a tray's hands typed and
corrected by hand, and the files for a dealing machine."""

from __future__ import annotations

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.urls import reverse

from tests.builders import make_bridge_mitchell, make_whist_mitchell
from tests.web.deals.events import PAR_140
from tournaments import models as m
from tournaments import services
from tournaments.deals import dup, pbn
from tournaments.deals.cards import Deal

GOOD = f'[Board "1"]\n[Dealer "N"]\n[Vulnerable "None"]\n[Deal "{PAR_140}"]\n'


@pytest.fixture
def event(organiser):
    return make_bridge_mitchell(organiser)


def upload(client, event, text: str, **extra):
    data = {"file": SimpleUploadedFile("night.pbn", text.encode()), **extra}
    return client.post(reverse("deals-import", args=[event.slug]), data)


@pytest.mark.django_db
def test_a_bad_file_is_shown_line_by_line_and_nothing_is_stored(organiser_client, event):
    bad = GOOD.replace("KJT94", "KJT9") + '\n[Board "7"]\n[Deal "' + PAR_140 + '"]\n'
    page = upload(organiser_client, event, bad).content.decode()
    assert "Nothing was stored:<br>line 4: board 1: North has 12 cards" in page
    assert "<br>line 7: board 7: the event has no such board (boards 1 to 3)" in page
    assert not m.Deal.objects.exists()


@pytest.mark.django_db
def test_a_good_file_is_stored_and_its_analysis_handed_to_a_thread(
    organiser_client, event, django_capture_on_commit_callbacks
):
    with django_capture_on_commit_callbacks() as callbacks:
        response = upload(organiser_client, event, GOOD)
    assert response.status_code == 302
    assert any("analyse_later" in getattr(c, "__qualname__", "") for c in callbacks)
    page = organiser_client.get(reverse("deals", args=[event.slug])).content.decode()
    assert "1 deals stored from night.pbn" in page
    assert "1 still being analysed" in page and 'http-equiv="refresh"' in page
    services.analyse_deals(event)
    page = organiser_client.get(reverse("deals", args=[event.slug])).content.decode()
    assert "par 140" in page and 'http-equiv="refresh"' not in page


@pytest.mark.django_db(transaction=True)
def test_deals_dealt_on_the_site_are_analysed_in_the_background(client, organiser, event):
    client.force_login(organiser)
    response = client.post(
        reverse("deals-generate", args=[event.slug]), {"seed": "8", "throw_out": "6"}
    )
    assert response.status_code == 302
    services.wait_for_analysis(timeout=120)
    deals = list(m.Deal.objects.filter(tray__event=event))
    assert len(deals) == 3 and all(d.analysed and d.par_score is not None for d in deals)
    assert {d.note for d in deals} == {"seed 8, hands with a suit longer than 6 dealt again"}


@pytest.mark.django_db
def test_a_deal_typed_by_hand_is_analysed_at_once_and_corrected_with_a_reason(
    organiser_client, event
):
    url = reverse("deal-edit", args=[event.slug, 1])
    hands = dict(zip("nes", PAR_140[2:].split()[:3], strict=True))  # West left for the rest
    response = organiser_client.post(url, hands)
    assert response.status_code == 302
    deal = m.Deal.objects.get(tray__event=event, tray__number=1)
    assert deal.hands == PAR_140 and deal.par_score == 140 and deal.source == "hand"
    page = organiser_client.get(url).content.decode()
    assert "Par: NS +140" in page and "Correct the deal" in page
    swapped = Deal.parse(PAR_140).pbn("E").replace("E:", "N:", 1)  # every hand one seat round
    page = organiser_client.post(url, {"pbn": swapped}).content.decode()
    assert "already has a deal: say why it is corrected" in page
    organiser_client.post(url, {"pbn": swapped, "reason": "the board was turned round"})
    assert m.Deal.objects.get(pk=deal.pk).hands == swapped
    logged = event.log.filter(action="deal").first()
    assert logged.text == (
        f"Deal of board 1 corrected (the board was turned round): was {PAR_140}."
    )


@pytest.mark.django_db
def test_a_hand_with_a_card_too_many_is_a_form_error(organiser_client, event):
    url = reverse("deal-edit", args=[event.slug, 1])
    hands = dict(zip("nesw", PAR_140[2:].split(), strict=True))
    hands["n"] += "2"  # North lists the two of clubs as well
    page = organiser_client.post(url, hands).content.decode()
    assert "North has 14 cards; every hand holds 13." in page
    assert not m.Deal.objects.exists()


@pytest.mark.django_db
def test_at_whist_the_trump_card_must_be_the_dealers(organiser_client, organiser):
    event = make_whist_mitchell(organiser)
    url = reverse("deal-edit", args=[event.slug, 1])  # West deals tray 1
    page = organiser_client.post(url, {"pbn": PAR_140, "trump": "SA"}).content.decode()
    assert "the trump card \u2660A is not in the dealer&#x27;s hand (West)" in page
    organiser_client.post(url, {"pbn": PAR_140, "trump": "\u26653"})  # West's three of hearts
    assert event.trays.get(number=1).trump == "H3"


@pytest.mark.django_db
def test_the_files_download(organiser_client, organiser, event):
    services.generate_deals(event, by=organiser, seed=2)
    got = organiser_client.get(reverse("deals-export", args=[event.slug, "pbn"]))
    assert got["Content-Disposition"] == f'attachment; filename="{event.slug}-deals.pbn"'
    boards = pbn.read(got.content.decode())
    assert [b.board for b in boards] == [1, 2, 3]
    machine = organiser_client.get(reverse("deals-export", args=[event.slug, "dup"])).content
    assert dup.read(machine) == [b.deal for b in boards]
    text = organiser_client.get(reverse("deals-export", args=[event.slug, "text"])).content
    assert text.decode().startswith("Bridge night, 20 November 2026")
    assert (
        organiser_client.get(reverse("deals-export", args=[event.slug, "zip"])).status_code == 404
    )
