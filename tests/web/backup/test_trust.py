"""A backup is the whole truth: signed by the site, refused when edited unless the director
accepts it (and the log then says so), restored once, with its organiser and its trail's
authors, into an empty database as into this one."""

from __future__ import annotations

import io
import json

import pytest
from django.contrib.auth import get_user_model
from django.core.management import call_command
from django.core.management.base import CommandError

from tests.builders import HAND_DRAWN, ROUNDS, euchre_evening, play_round
from tests.web.backup.played import counts, empty_site, played_event, refused, without
from tournaments import models as m
from tournaments import services
from tournaments.backup import delete_event, export_event, import_event, sign
from tournaments.services import progressive as ps

EDITED = "does not match its signature"


@pytest.fixture
def event(organiser):
    return played_event(organiser)


def test_the_export_is_signed_and_the_signature_is_the_sites(event, settings):
    doc = export_event(event)
    assert isinstance(doc["signature"], str) and len(doc["signature"]) >= 40
    assert sign(doc) == doc  # the signature covers everything but itself
    settings.SECRET_KEY = "another site's key, " * 4
    assert sign(doc)["signature"] != doc["signature"]


@pytest.mark.parametrize(
    ("change", "what"),
    [
        (lambda d: d["results"][0].update(ns_tricks=12, ew_tricks=1), "an edited result"),
        (lambda d: d.update(result_changes=[]), "an emptied trail"),
        (lambda d: d["result_changes"].pop(), "a correction taken out"),
        (lambda d: d["log"][0].update(by=None), "an author rubbed out"),
        (lambda d: d["event"].update(name="Another night"), "a new name"),
        (lambda d: d.update(signature="x" * 43), "a made-up signature"),
        (lambda d: d.update(signature=None), "no signature"),
        (lambda d: d.pop("signature"), "no signature at all"),
    ],
)
def test_a_file_edited_after_export_is_refused(event, change, what):
    data = export_event(event)
    change(data)
    error = refused(data, "signature", slug="edited")
    assert "--accept-edited" in str(error), what


def test_a_version_2_file_is_unsigned_by_nature_and_restores_only_when_accepted(event):
    data = export_event(event)
    data.pop("signature")
    data["version"] = 2
    error = refused(data, "version 2 backup, from before backups were signed", slug="v2")
    assert "--accept-edited" in str(error)
    restored = import_event(data, slug="v2", accept_edited=True)
    assert restored.accepted == "an unsigned version 2 backup"
    assert restored.event.log.filter(text__contains="unsigned version 2 backup").count() == 1


def test_an_edited_file_accepted_is_restored_and_the_log_says_so(event):
    data = export_event(event)
    data["results"][0].update(ns_tricks=12, ew_tricks=1)
    restored = import_event(data, slug="edited", accept_edited=True)
    assert restored.accepted.startswith("a backup edited after export")
    assert "--accept-edited" in restored.summary()
    entry = restored.event.log.get(action="restore")
    assert "edited after export" in entry.text and "--accept-edited" in entry.text
    # Exported again, the event is this site's truth: signed, and restorable as it is.
    again = export_event(restored.event)
    assert again["log"][-1]["text"] == entry.text
    import_event(again, slug="edited-again")


def test_a_file_from_a_site_with_another_key(event, settings):
    data = export_event(event)
    settings.SECRET_KEY = "the new site's key, quite different, " * 2
    refused(data, EDITED, slug="moved")


def test_a_rotated_key_still_reads_files_signed_with_the_old_one(event, settings):
    old_key = settings.SECRET_KEY
    data = export_event(event)
    settings.SECRET_KEY = "the key after rotation, long and random enough, " * 2
    settings.SECRET_KEY_FALLBACKS = [old_key]
    assert import_event(data, slug="rotated").accepted == ""


def test_the_command_refuses_an_edited_file_with_status_2_and_accepts_it_when_told(event, tmp_path):
    data = export_event(event)
    data["event"]["venue"] = "Somewhere else"
    path = tmp_path / "edited.json"
    path.write_text(json.dumps(data))
    before = counts()
    with pytest.raises(CommandError, match=f"Nothing was restored. This backup {EDITED}") as no:
        call_command("import_event", str(path), "--slug", "edited", stdout=io.StringIO())
    assert no.value.returncode == 2 and counts() == before
    out = io.StringIO()
    call_command("import_event", str(path), "--slug", "edited", "--accept-edited", stdout=out)
    assert (
        "Accepted as it was (--accept-edited): a backup edited after export, or signed by "
        "another site. The event's log records it." in out.getvalue()
    )
    assert m.Event.objects.get(slug="edited").venue == "Somewhere else"
    assert m.LogEntry.objects.filter(event__slug="edited", action="restore").count() == 1


def test_an_event_already_here_restores_only_over_itself_or_as_a_copy(event):
    data = export_event(event)
    delete_event(event)
    moved = import_event(data, slug="moved").event
    before = counts()
    error = refused(data, "already on this site, as 'moved'")
    assert "--replace" in str(error) and "--slug NEW" in str(error)
    again = import_event(data, replace=True).event  # over the event, at its present address
    assert again.slug == "moved" and m.Event.objects.count() == 1
    assert counts() == before
    assert not m.Event.objects.filter(pk=moved.pk).exists()
    copy = import_event(data, slug="a-copy").event  # a copy, asked for by its address
    assert m.Event.objects.count() == 2 and copy.slug == "a-copy"
    refused(data, "exists", slug="a-copy")


def test_a_played_event_into_an_empty_database_authors_and_log_included(event):
    data = export_event(event)
    assert {x["by"] for x in data["log"]} == {"director"}
    empty_site()
    error = refused(data, "--create-organiser director")
    assert "None of the event's organisers (director)" in str(error)
    restored = import_event(data, create_organisers=["director"])
    assert restored.created_organisers == ["director"] and restored.missing_users == []
    assert export_event(restored.event) == data
    log = m.LogEntry.objects.filter(event=restored.event)
    # correction, adjusted score, removal, round 3 called, 3EW's sit-out: all the director's
    assert log.count() == 5 and not log.filter(by=None).exists()


def test_authors_link_to_accounts_only_where_they_exist(event):
    data = export_event(event)
    empty_site()
    get_user_model().objects.create_user("boss")
    restored = import_event(data, organisers=["boss"])
    assert restored.missing_users == ["director"]
    changes = m.ResultChange.objects.filter(event=restored.event).exclude(changed_via="table")
    assert {(c.changed_by, c.changed_by_name) for c in changes} == {(None, "director")}
    again = export_event(restored.event)
    assert again["event"]["organisers"] == ["boss"]
    expected = without(data)
    expected["event"]["organisers"] = ["boss"]
    assert without(again) == expected


def test_a_progressive_party_into_an_empty_database(organiser):
    evening = euchre_evening(organiser)
    ps.seat_by_hand(evening, HAND_DRAWN, by=organiser)
    play_round(organiser, evening, ROUNDS[0])
    ps.correct_result(evening, 1, ps.TableReport(3, points=(1, 4)), by=organiser, reason="misread")
    data = export_event(evening)
    assert {c["by"] for c in data["progressive"]["changes"]} == {"director"}
    empty_site()
    restored = import_event(data, create_organisers=["director"])
    assert export_event(restored.event) == data
    assert not m.ProgressiveChange.objects.filter(changed_by=None).exists()


@pytest.mark.parametrize(
    ("name", "match"),
    [
        ("director", "An account named director exists already: make it the organiser with"),
        ("not a name!", "--create-organiser not a name!: Enter a valid username"),
        ("", "--create-organiser : This field cannot be blank"),
    ],
)
def test_create_organiser_refuses_a_name_it_cannot_use(event, name, match):
    refused(export_event(event), match, slug="copy", create_organisers=[name])


def test_the_organiser_created_has_no_password_until_one_is_set(event, tmp_path):
    path = tmp_path / "event.json"
    path.write_text(json.dumps(export_event(event)))
    out = io.StringIO()
    call_command(
        "import_event", str(path), "--slug", "copy", "--create-organiser", "newcomer", stdout=out
    )
    said = out.getvalue()
    assert "Created the account newcomer, organiser of this event." in said
    assert "python manage.py changepassword newcomer" in said
    user = get_user_model().objects.get(username="newcomer")
    assert not user.has_usable_password()
    assert list(m.Event.objects.get(slug="copy").organisers.all()) == [user]


def test_the_services_write_the_authors_names(event, organiser):
    assert (
        not m.ResultChange.objects.filter(event=event)
        .exclude(changed_via="table")
        .exclude(changed_by_name="director")
    )
    assert m.LogEntry.objects.filter(event=event, by_name="director").count() == 5
    assert m.Result.objects.filter(entered_via="table").get().entered_by_name == ""
    organiser.delete()
    assert export_event(event)["log"][0]["by"] == "director"  # the account is gone, the name not
    services.log(event, None, "note", "by nobody")
    assert m.LogEntry.objects.get(action="note").by_name == ""
