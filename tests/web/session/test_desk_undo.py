"""What the desk can take back: a finished event reopened (with a reason, its links working
again, a correction published as one), the last round call undone while none of its results
is in; and the old phone of a renewed link told so in words."""

from __future__ import annotations

import json

from django.core.cache import cache
from django.urls import reverse

from tests.builders import make_whist_mitchell
from tests.web.session.test_desk_confirm import YES, report
from tournaments import models as m
from tournaments import services
from tournaments.views.table import GUESSES


def test_a_finished_event_reopens_with_a_reason_and_its_links_work_again(
    client, organiser_client, organiser
):
    event = make_whist_mitchell(organiser, tables=3, boards_per_round=1)
    report(event, organiser, 1, [1, 2, 3])
    services.publish_event(event, by=organiser)
    organiser_client.post(reverse("event-finish", args=[event.slug]), YES)
    assert m.Publication.objects.filter(event=event).count() == 1
    secret = m.Table.objects.get(event=event, number=1).secret
    state = reverse("table-pad-state", args=[secret])
    assert json.loads(client.get(state).content)["status"] == "finished"

    url = reverse("event-reopen", args=[event.slug])
    asked = organiser_client.post(url).content.decode()
    assert "the tables&#x27; links work again (3 tables)" in asked
    no_reason = organiser_client.post(url, {**YES, "reason": "  "})
    assert no_reason.status_code == 200
    assert "Say why the event is reopened" in no_reason.content.decode()
    event.refresh_from_db()
    assert event.status == m.Status.FINISHED  # nothing done without a reason

    organiser_client.post(url, {**YES, "reason": "table 3 scored tray 2 the wrong way round"})
    event.refresh_from_db()
    assert event.status == m.Status.PLAYING and event.current_round == 1
    entry = event.log.get(action="reopen")
    assert entry.by == organiser
    assert "table 3 scored tray 2 the wrong way round" in entry.text
    assert json.loads(client.get(state).content)["status"] == "playing"

    # A correction, then the finish again: published as a correction, the second publication.
    seating = m.Seating.objects.get(round__event=event, round__number=1, table__number=3)
    result = m.Result.objects.get(seating=seating)
    services.record_whist_traveller(
        event, result.tray.number, [services.WhistEntry(seating.pk, 6, 7)], by=organiser,
        reason="reversed",
    )  # fmt: skip
    organiser_client.post(reverse("event-finish", args=[event.slug]), YES)
    publications = list(m.Publication.objects.filter(event=event).order_by("number"))
    assert [(p.number, p.corrected) for p in publications] == [(1, False), (2, True)]


def test_only_a_finished_event_reopens(organiser_client, organiser):
    event = make_whist_mitchell(organiser)
    response = organiser_client.post(
        reverse("event-reopen", args=[event.slug]), {**YES, "reason": "x"}, follow=True
    )
    assert "Only a finished event can be reopened." in response.content.decode()


def test_the_last_round_call_is_undone_while_none_of_its_results_is_in(organiser_client, organiser):
    event = make_whist_mitchell(organiser, tables=3, boards_per_round=1)
    advance = reverse("run-advance", args=[event.slug])
    undo = reverse("run-undo", args=[event.slug])
    organiser_client.post(advance, YES)
    desk = organiser_client.get(reverse("run", args=[event.slug])).content.decode()
    assert "Undo the call of round 2" in desk
    asked = organiser_client.post(undo).content.decode()
    assert "every table&#x27;s phone shows round 1" in asked
    event.refresh_from_db()
    assert event.current_round == 2
    organiser_client.post(undo, YES)
    event.refresh_from_db()
    assert event.current_round == 1
    assert "Call of round 2 undone" in event.log.filter(action="round").first().text

    organiser_client.post(advance, YES)
    report(event, organiser, 2, [1])
    refused = organiser_client.post(undo, YES, follow=True).content.decode()
    assert "Round 2 already has 1 result(s) in: its call stands." in refused
    event.refresh_from_db()
    assert event.current_round == 2
    assert (
        "Undo the call of round 2"
        not in organiser_client.get(reverse("run", args=[event.slug])).content.decode()
    )


def test_round_1_has_no_call_to_undo(organiser_client, organiser):
    event = make_whist_mitchell(organiser)
    response = organiser_client.post(reverse("run-undo", args=[event.slug]), YES, follow=True)
    assert "there is no round call to undo" in response.content.decode()


def test_a_renewed_link_is_told_so_in_words_and_a_guess_stays_a_404(client, organiser):
    cache.clear()
    event = make_whist_mitchell(organiser)
    old = m.Table.objects.get(event=event, number=1).secret
    services.renew_table_secret(event, 1, by=organiser)
    page = client.get(reverse("table-entry", args=[old]))
    assert page.status_code == 410
    assert "renewed by the director: scan the new QR code" in page.content.decode()
    state = client.get(reverse("table-pad-state", args=[old]))
    assert state.status_code == 410
    assert json.loads(state.content)["outcome"] == "renewed"
    assert "renewed by the director" in json.loads(state.content)["message"]
    saved = client.post(
        reverse("table-pad-save", args=[old]),
        json.dumps({"tray": 1, "ns_tricks": 7, "key": "old-phone-1"}),
        content_type="application/json",
    )
    assert saved.status_code == 410 and not m.Result.objects.exists()
    new = m.Table.objects.get(event=event, number=1).secret
    assert client.get(reverse("table-entry", args=[new])).status_code == 200
    assert client.get(reverse("table-entry", args=["no-such-link-at-all"])).status_code == 404
    # throttling holds for renewed links as for any wrong one
    for _ in range(GUESSES):
        client.get(reverse("table-entry", args=[old]))
    assert client.get(reverse("table-entry", args=[old])).status_code == 429
    cache.clear()
