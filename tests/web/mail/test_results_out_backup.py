"""A published event's backup carries what its results gave out: the scale it follows, its
awards, its publications with their mails, the players' national numbers and whether they
take results by mail; and a backup from before (version 6) restores with none of them."""

from __future__ import annotations

import copy

import pytest

from tournaments import models as m
from tournaments import services
from tournaments.backup import delete_event, export_event, import_event
from tournaments.services.awards import choose_award_scale, save_award_scale

pytestmark = pytest.mark.django_db


@pytest.fixture
def published(finished, organiser, django_capture_on_commit_callbacks):
    scale = save_award_scale(
        finished.club, by=organiser, name="Club", rows="3: 6 4 2", point_type="Black"
    )
    choose_award_scale(finished, scale, by=organiser)
    m.Player.objects.filter(name="Ada Byron").update(national_id="EBU 123")
    with django_capture_on_commit_callbacks(execute=True):  # the mails go out
        services.publish_event(finished, by=organiser)
    finished.refresh_from_db()
    return finished


def forget(event) -> None:
    """The event gone, with its players and the club's scale: a restore must rebuild them."""
    delete_event(event)
    m.Player.objects.all().delete()
    m.AwardScale.objects.all().delete()


def test_the_awards_publications_and_players_round_trip(published):
    document = export_event(published)
    assert document["version"] == 7
    assert document["event"]["award_scale"] == {
        "name": "Club", "point_type": "Black", "rows": [[3, ["6.00", "4.00", "2.00"]]],
    }  # fmt: skip
    assert len(document["awards"]) == 4  # pairs 1 and 2 are named: their four players
    (publication,) = document["publications"]
    assert sorted(x["address"] for x in publication["mails"]) == [
        "ada@example.org", "cy@example.org",
    ]  # fmt: skip
    forget(published)
    restored = import_event(document).event
    ada = m.Player.objects.get(name="Ada Byron")
    assert (ada.national_id, ada.email, ada.results_by_email) == (
        "EBU 123",
        "ada@example.org",
        True,
    )
    assert not m.Player.objects.get(name="Di Fox").results_by_email
    assert restored.award_scale.name == "Club"
    assert {a.player.name: a.points for a in restored.awards.all()}["Ada Byron"] == 4
    assert restored.publications.get().mails.filter(status=m.MailStatus.SENT).count() == 2
    assert export_event(restored) == document


def test_a_mail_not_yet_sent_is_restored_as_not_to_be_sent(published):
    m.ResultMail.objects.update(status=m.MailStatus.QUEUED, sent_at=None)
    document = export_event(published)
    forget(published)
    restored = import_event(document).event
    mails = m.ResultMail.objects.filter(publication__event=restored)
    assert set(mails.values_list("status", "error")) == {
        (m.MailStatus.GAVE_UP, "not sent before the backup")
    }


def test_publishing_the_restored_event_again_mails_nobody_twice(published, organiser):
    document = export_event(published)
    forget(published)
    restored = import_event(document).event
    with pytest.raises(services.DomainError, match="Nothing has changed"):
        services.publish_again(restored, by=organiser)


def test_the_clubs_language_and_time_zone_round_trip(published):
    """A club restored on a site that lacks it keeps its language and time zone; a file
    written before clubs had them restores with the site's own (English, UTC)."""
    m.Club.objects.filter(pk=published.club_id).update(language="pl", time_zone="Europe/Warsaw")
    published.refresh_from_db()
    document = export_event(published)
    assert (document["event"]["club"]["language"], document["event"]["club"]["time_zone"]) == (
        "pl",
        "Europe/Warsaw",
    )
    older = copy.deepcopy(document)
    forget(published)
    m.Competition.objects.all().delete()
    m.Club.objects.all().delete()
    club = import_event(document, accept_edited=True).event.club
    assert (club.language, club.time_zone) == ("pl", "Europe/Warsaw")
    for key in ("language", "time_zone"):
        older["event"]["club"].pop(key)
    delete_event(m.Event.objects.get())
    m.Player.objects.all().delete()
    m.AwardScale.objects.all().delete()
    m.Club.objects.all().delete()
    club = import_event(older, accept_edited=True).event.club
    assert (club.language, club.time_zone) == ("en-gb", "UTC")


def test_a_version_6_backup_restores_without_them(published):
    document = export_event(published)
    document["version"] = 6
    for key in ("awards", "publications", "signature"):
        document.pop(key)
    document["event"].pop("award_scale")
    for key in ("national_id", "season_start"):
        document["event"]["club"].pop(key)
    for player in document["players"]:
        player.pop("national_id")
        player.pop("results_by_email")
    forget(published)
    restored = import_event(document, accept_edited=True).event
    assert not restored.awards.exists() and not restored.publications.exists()
    assert m.Player.objects.get(name="Di Fox").results_by_email  # the meaning before
