"""Results by mail when the director publishes: one mail per player with an address, with
their own figures, never twice for one publication, a corrected mail after a correction, and
a player's own link to stop them.

The event is a three-table bridge Mitchell, one board a round, club rules (1 for each result
beaten, ½ for a tie; top 2).  Board 1 (love all): 4S by N 10 (+420), 4S by N 9 (-50), 3NT by S
10 (+430); board 2 (NS vulnerable): 2H by E 8 (-110), 2H by E 9 (-140), 3C by N 9 (+110);
board 3 (EW vulnerable): 3NT by W 9 (-600) twice, 4S by N 10 (+420).  NS pair 1 (Ada and Bea):
1 + 1 + ½ = 2.5 of 6, 41.67%, second of three; NS 2 (Cy and Di): ½ of 6, 8.33%, third.
Ada and Cy have addresses; Di has one but takes no results by mail; Bea has none.
"""

from __future__ import annotations

import datetime as dt
import io

import pytest
from django.core import mail
from django.core.management import call_command

from tests.web.mail.failing import REFUSED, outbox_to
from tournaments import models as m
from tournaments import services
from tournaments.services.mail import _claim, deliver_due, deliver_until_done

pytestmark = pytest.mark.django_db


def publish(event, by, django_capture_on_commit_callbacks):
    with django_capture_on_commit_callbacks(execute=True):
        services.publish_event(event, by=by)


def test_one_mail_per_player_with_an_address_with_their_own_figures(
    finished, organiser, django_capture_on_commit_callbacks
):
    publish(finished, organiser, django_capture_on_commit_callbacks)
    assert sorted(x.to[0] for x in mail.outbox) == ["ada@example.org", "cy@example.org"]
    ada, cy = outbox_to("ada@example.org")[0], outbox_to("cy@example.org")[0]
    assert ada.subject == "Your results: Bridge night"
    assert "Place 2 of 3, 41.67%" in ada.body
    assert "Place 3 of 3, 8.33%" in cy.body
    assert "Board 1 (NS) against" in ada.body and "4S by N, 10 tricks, 420" in ada.body
    assert "Total: 2.5 of 6 match points, 41.67%" in ada.body
    assert "https://club.example/e/bridge-night-2026-11-20/standings/" in ada.body
    html = dict((t, c) for c, t in ada.alternatives)["text/html"]
    assert "<strong>41.67%</strong>" in html
    assert m.ResultMail.objects.filter(status=m.MailStatus.SENT).count() == 2


def test_publishing_again_without_a_change_sends_nothing(
    finished, organiser, django_capture_on_commit_callbacks
):
    publish(finished, organiser, django_capture_on_commit_callbacks)
    publish(finished, organiser, django_capture_on_commit_callbacks)
    with pytest.raises(services.DomainError, match="Nothing has changed since"):
        services.publish_again(finished, by=organiser)
    deliver_due()
    assert len(mail.outbox) == 2
    assert finished.publications.count() == 1


def test_a_correction_sends_a_corrected_mail_to_whom_it_changed(
    finished, organiser, django_capture_on_commit_callbacks
):
    """3NT by S at table 3 on board 1 made 9, not 10: +400.  Board 1 is then 420 (NS 1: 2),
    400 (NS 3: 1), -50 (NS 2: 0), so NS 1 has 3.5 of 6, 58.33%, still second; NS 2's figures
    are what they were: Cy is sent nothing new."""
    publish(finished, organiser, django_capture_on_commit_callbacks)
    mail.outbox.clear()
    seating = m.Seating.objects.get(round__event=finished, table__number=3, trays__number=1)
    services.record_traveller(
        finished, 1, [services.BridgeEntry(seating.pk, "3NT", "S", 9)], by=organiser,
        reason="the table miscounted its tricks",
    )  # fmt: skip
    with django_capture_on_commit_callbacks(execute=True):
        services.publish_again(finished, by=organiser)
    assert [x.to[0] for x in mail.outbox] == ["ada@example.org"]
    corrected = mail.outbox[0]
    assert corrected.subject == "Corrected results: Bridge night"
    assert corrected.body.startswith("CORRECTED RESULTS")
    assert "Place 2 of 3, 58.33%" in corrected.body
    assert [p.corrected for p in finished.publications.order_by("number")] == [False, True]


def test_a_failed_mail_is_tried_again_and_the_others_not_resent(
    finished, organiser, settings, django_capture_on_commit_callbacks
):
    settings.EMAIL_BACKEND = "tests.web.mail.failing.Backend"
    REFUSED.add("cy@example.org")
    try:
        publish(finished, organiser, django_capture_on_commit_callbacks)
    finally:
        REFUSED.clear()
    failed = m.ResultMail.objects.get(address="cy@example.org")
    assert (failed.status, failed.attempts) == (m.MailStatus.FAILED, 1)
    assert "refused" in failed.error
    assert deliver_due() == 0  # not due again yet
    later = failed.next_attempt_at + dt.timedelta(seconds=1)
    assert deliver_due(now=later) == 1
    assert [len(outbox_to(a)) for a in ("ada@example.org", "cy@example.org")] == [1, 1]
    failed.refresh_from_db()
    assert (failed.status, failed.attempts, failed.error) == (m.MailStatus.SENT, 2, "")


def test_a_mail_claimed_by_one_sender_is_not_taken_by_another(finished, organiser):
    services.publish_event(finished, by=organiser)  # the on-commit sending never runs here
    first = m.ResultMail.objects.order_by("pk").first()
    now = dt.datetime.now(dt.UTC)
    assert _claim(first, now) is True
    assert _claim(first, now) is False  # the second sender read it before the first took it
    deliver_due()
    assert len(mail.outbox) == 1  # the other player's; the claimed one waits for its lease


def test_the_players_link_stops_the_mails(finished, organiser, client):
    services.publish_event(finished, by=organiser)
    waiting = m.ResultMail.objects.get(address="ada@example.org")
    path = waiting.text.split("To receive no more results by mail: ")[1].split()[0]
    path = path.replace("https://club.example", "")
    page = client.get(path)
    assert b"Send me no more results by mail" in page.content
    assert m.Player.objects.get(name="Ada Byron").results_by_email  # a look changes nothing
    client.post(path)
    assert not m.Player.objects.get(name="Ada Byron").results_by_email
    waiting.refresh_from_db()
    assert waiting.status == m.MailStatus.GAVE_UP
    deliver_due()
    assert outbox_to("ada@example.org") == []
    assert client.get("/mail/stop/not-a-token/").status_code == 404


def test_the_background_sender_waits_for_each_retry_until_it_is_sent(finished, organiser, settings):
    """The server refuses Cy's mail twice: tried again after 1 minute, then 5; the third try
    goes.  Nobody is mailed twice."""
    settings.EMAIL_BACKEND = "tests.web.mail.failing.Backend"
    services.publish_event(finished, by=organiser)  # queued; the on-commit sending not run
    clock = [dt.datetime.now(dt.UTC)]
    waits = []

    def sleep(seconds):
        waits.append(round(seconds / 60))
        clock[0] += dt.timedelta(seconds=seconds)
        if len(waits) == 2:
            REFUSED.clear()

    REFUSED.add("cy@example.org")
    try:
        sent = deliver_until_done(sleep=sleep, clock=lambda: clock[0])
    finally:
        REFUSED.clear()
    assert (sent, waits) == (2, [1, 5])
    assert [len(outbox_to(a)) for a in ("ada@example.org", "cy@example.org")] == [1, 1]
    assert m.ResultMail.objects.get(address="cy@example.org").attempts == 3


def test_the_outbox_command_sends_what_is_due(finished, organiser, settings):
    settings.EMAIL_BACKEND = "tests.web.mail.failing.Backend"
    services.publish_event(finished, by=organiser)
    REFUSED.add("cy@example.org")
    try:
        call_command("outbox", stdout=(out := io.StringIO()))
    finally:
        REFUSED.clear()
    assert out.getvalue().startswith("Sent 1 results mail. 1 to be tried again from ")
    m.ResultMail.objects.filter(address="cy@example.org").update(
        next_attempt_at=dt.datetime.now(dt.UTC) - dt.timedelta(seconds=1)
    )
    call_command("outbox", stdout=(out := io.StringIO()))
    assert out.getvalue().strip() == "Sent 1 results mail."
    assert [len(outbox_to(a)) for a in ("ada@example.org", "cy@example.org")] == [1, 1]
