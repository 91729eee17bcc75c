"""Backup and restore of one event: export, import under a new address, over the old one, into
an empty site; the standings and score cards are the same afterwards, and a bad file saves
nothing."""

from __future__ import annotations

import io
import json

import pytest
from django.contrib.auth import get_user_model
from django.core.management import call_command
from django.core.management.base import CommandError

from tests.builders import HAND_DRAWN, ROUNDS, euchre_evening, play_round
from tests.web.backup.played import (
    counts,
    edited,
    plain_standings,
    played_event,
    refused,
    without,
)
from tournaments import models as m
from tournaments import services
from tournaments.backup import delete_event, export_event, import_event
from tournaments.services import progressive as ps
from tournaments.standings import progressive as sp


@pytest.fixture
def event(organiser):
    return played_event(organiser)


def test_the_document_holds_every_part_of_the_event(event):
    doc = export_event(event)
    assert (doc["format"], doc["version"]) == ("trays-event", 7)
    assert doc["event"]["organisers"] == ["director"]
    # 3 tables x 3 rounds = 9 seatings; 3 tray sets of 2 = 6 trays; 6 pairs of 2 = 12 players.
    assert (len(doc["seatings"]), len(doc["trays"]), len(doc["players"])) == (9, 6, 12)
    # Rounds 1-2: 6 seatings x 2 trays = 12 results, one removed.
    assert len(doc["results"]) == 11
    # 12 entered + 1 corrected + 1 adjusted + 1 removed.
    actions = [c["action"] for c in doc["result_changes"]]
    assert sorted(actions).count("created") == 12 and len(actions) == 15
    assert {"corrected", "removed"} <= set(actions)
    # 3EW leaves from round 3: its one round-3 seating becomes a sit-out.
    round3 = [s for s in doc["seatings"] if s["round"] == 3]
    assert sum(1 for s in round3 if s["ew"] is None and s["trays"] == []) == 1
    # The director's log: the correction, the adjusted score, the removal, round 3, the sit-out.
    logged = [x["action"] for x in doc["log"]]
    assert logged == ["correction", "adjustment", "removal", "round", "sit-out"]
    at_table = [r for r in doc["results"] if r["entered_via"] == "table"]
    assert len(at_table) == 1 and at_table[0]["confirmed_at"] and at_table[0]["entered_by"] is None
    assert all(len(t["secret"]) >= 16 for t in doc["tables"])
    assert doc["progressive"] is None
    json.dumps(doc)  # plain JSON values only


def test_two_exports_are_identical(event):
    assert export_event(event) == export_event(event)


def test_a_copy_under_a_new_address_has_the_same_data_and_standings(event):
    before = export_event(event)
    restored = import_event(before, slug="backup-copy")
    copy_event = restored.event
    assert copy_event.slug == "backup-copy" and copy_event.pk != event.pk
    after = export_event(copy_event)
    assert without(after, secrets=True) == without(before, secrets=True)
    # Table links are the old event's: the copy gets its own.
    assert restored.new_secrets == 3
    assert not {t["secret"] for t in after["tables"]} & {t["secret"] for t in before["tables"]}
    assert plain_standings(copy_event) == plain_standings(event)
    assert plain_standings(event)[0], "the event has standings to compare"
    assert restored.players_matched == 12 and restored.players_created == 0


def test_a_version_one_backup_from_before_auction_honours_still_restores(event):
    before = export_event(event)
    old = {**before, "version": 1}
    old["event"] = {k: v for k, v in before["event"].items() if k != "custom_movement"}
    old["results"] = [
        {k: v for k, v in row.items() if k not in ("honours", "honours_side")}
        for row in before["results"]
    ]
    old.pop("signature")
    refused(old, "version 1 backup, from before backups were signed", slug="old-backup")
    restored = import_event(old, slug="old-backup", accept_edited=True)
    copy_event = restored.event
    assert plain_standings(copy_event) == plain_standings(event)
    assert not m.Result.objects.filter(tray__event=copy_event).exclude(honours="").exists()
    assert restored.accepted == "an unsigned version 1 backup"
    assert copy_event.log.filter(action="restore", text__contains="unsigned version 1").exists()


def test_a_version_three_backup_from_before_the_pads_restores_without_leads(event):
    result = m.Result.objects.filter(tray__event=event, contract="").first()
    event.pad_shows_percentage = True
    event.save(update_fields=["pad_shows_percentage"])
    m.Result.objects.filter(pk=result.pk).update(lead="SA")
    before = export_event(event)
    assert before["event"]["pad_shows_percentage"] is True
    assert sorted(r["lead"] for r in before["results"]).count("SA") == 1
    copy = import_event(before, slug="lead-copy").event
    assert copy.pad_shows_percentage is True
    assert m.Result.objects.filter(tray__event=copy, lead="SA").count() == 1

    def as_version_3(doc):
        doc["version"] = 3
        del doc["event"]["pad_shows_percentage"]
        for row in doc["results"]:
            del row["lead"]

    old = edited(before, as_version_3)
    restored = import_event(old, slug="v3-backup").event
    assert restored.pad_shows_percentage is False
    assert not m.Result.objects.filter(tray__event=restored).exclude(lead="").exists()
    assert plain_standings(restored) == plain_standings(event)


def test_replace_restores_the_event_exactly(event):
    before = export_event(event)
    expected = plain_standings(event)
    services.record_traveller(
        event, 5, [services.WhistEntry(m.Seating.objects.filter(round__event=event,
        round__number=3, ew__isnull=False).first().pk, 7, None)], by=event.organisers.first(),
    )  # fmt: skip
    restored = import_event(before, replace=True)
    assert restored.new_secrets == 0
    assert export_event(restored.event) == before
    assert plain_standings(restored.event) == expected
    assert m.Event.objects.filter(slug=event.slug).count() == 1


def test_restore_into_a_site_that_lost_the_event(event):
    before = export_event(event)
    expected = plain_standings(event)
    delete_event(event)
    m.Player.objects.all().delete()
    restored = import_event(before)
    assert restored.players_created == 12
    assert export_event(restored.event) == before
    assert plain_standings(restored.event) == expected


def test_a_progressive_evening_round_trips(organiser):
    evening = euchre_evening(organiser)
    ps.seat_by_hand(evening, HAND_DRAWN, by=organiser)
    play_round(organiser, evening, ROUNDS[0])
    ps.correct_result(evening, 1, ps.TableReport(3, points=(1, 4)), by=organiser, reason="misread")
    before = export_event(evening)
    prog = before["progressive"]
    # Two groups of 8 guests at 4 tables; round 1 played and closed, round 2 seated.
    assert len(prog["players"]) == 16 and [r["state"] for r in prog["rounds"]] == [
        "closed",
        "waiting",
    ]
    assert len(prog["rounds"][0]["seats"]) == 16 and len(prog["rounds"][0]["results"]) == 4
    assert [c["action"] for c in prog["changes"]][-1] == "corrected"
    copy_event = import_event(before, slug="euchre-copy").event
    assert without(export_event(copy_event), secrets=True) == without(before, secrets=True)
    assert sp.evening_stars(copy_event) == sp.evening_stars(evening)


def test_it_refuses_an_address_in_use(event):
    refused(export_event(event), "exists")


@pytest.mark.parametrize(
    ("change", "match"),
    [
        (lambda d: d.update(format="other"), "not an event backup"),
        (lambda d: d.update(version=8), "version 8"),
        (lambda d: d.update(version=True), "version True"),
        (lambda d: d["results"][0].update(tray=99), "no tray 99"),
        (lambda d: d["results"][0].update(round=9), "no seating"),
        (lambda d: d["seatings"][0].update(ns="9NS"), "no entrant '9NS'"),
        (lambda d: d["entrants"][0]["members"].append(999), "no player with reference 999"),
        (lambda d: d["results"][0].update(ns_tricks=9, ew_tricks=9), "total_13"),
        (lambda d: d["results"][0].update(ns_tricks=14), "ns_tricks"),
        (lambda d: d["results"][0].update(adjustment="AVE++"), "results\\[0\\]"),
        (lambda d: d["event"].update(game="chess"), "game"),
        (lambda d: d["event"].update(movement_kind="spiral"), "movement cannot be built"),
        (lambda d: d["trays"].append(dict(d["trays"][0])), "used twice"),
        (lambda d: d["results"][0].update(colour="red"), "unknown key"),
        (lambda d: d["results"][0].pop("tray"), "missing tray"),
        (lambda d: d.update(players="everyone"), "expected a list"),
        (lambda d: d["event"].update(organisers=["nobody"]), "--organiser"),
    ],
)
def test_it_refuses_a_broken_file_and_saves_nothing(event, change, match):
    """Signed again after the change, as if this site had exported it: the checks refuse it
    whatever the signature says."""
    refused(edited(export_event(event), change), match, slug="broken")


def test_a_broken_file_leaves_the_event_it_would_replace(event):
    before = export_event(event)
    data = edited(before, lambda d: d["results"][-1].update(tray=99))
    refused(data, "no tray 99", replace=True)
    assert export_event(m.Event.objects.get(slug=event.slug)) == before


def test_a_result_at_a_sit_out_is_refused(event):
    def move(data):
        sit = next(s for s in data["seatings"] if s["ew"] is None)
        data["results"][0].update(round=sit["round"], table=sit["table"])

    refused(edited(export_event(event), move), "sits out", slug="broken")


def test_missing_organisers_are_named_and_others_kept(event, other_organiser):
    data = edited(
        export_event(event), lambda d: d["event"].update(organisers=["director", "ghost"])
    )
    restored = import_event(data, slug="two-organisers")
    assert restored.missing_organisers == ["ghost"]
    assert "ghost" in restored.summary()
    assert list(restored.event.organisers.values_list("username", flat=True)) == ["director"]
    chosen = import_event(data, slug="chosen", organisers=["rival"]).event
    assert list(chosen.organisers.values_list("username", flat=True)) == ["rival"]


def test_commands_round_trip_through_a_file(event, tmp_path):
    path = tmp_path / "event.json"
    call_command("export_event", event.slug, output=str(path))
    out = io.StringIO()
    call_command("import_event", str(path), slug="from-file", stdout=out)
    assert "Restored Backup night as from-file" in out.getvalue()
    shown = io.StringIO()
    call_command("export_event", "from-file", stdout=shown)
    assert without(json.loads(shown.getvalue()), secrets=True) == without(
        json.loads(path.read_text()), secrets=True
    )


def test_import_reads_standard_input(event, monkeypatch):
    text = json.dumps(export_event(event))
    monkeypatch.setattr("sys.stdin", io.StringIO(text))
    call_command("import_event", "-", slug="from-stdin", stdout=io.StringIO())
    assert m.Event.objects.filter(slug="from-stdin").exists()


@pytest.mark.parametrize(
    ("content", "args", "match"),
    [
        ("{not json", [], "is not JSON"),
        (None, [], "Cannot read"),
        ("[]", [], "expected a JSON object"),
        ("{}", [], "not an event backup"),
        ("SLUG", [], "exists"),
        ("SLUG", ["--slug", "copy", "--organiser", "nobody"], "No account named nobody"),
        ("SLUG", ["--slug", "Not A Slug!"], "slug"),
    ],
)
def test_import_command_exits_with_status_2(event, tmp_path, content, args, match):
    path = tmp_path / "event.json"
    if content == "SLUG":
        path.write_text(json.dumps(export_event(event)))
    elif content is not None:
        path.write_text(content)
    before = counts()
    with pytest.raises(CommandError, match=match) as caught:
        call_command("import_event", str(path), *args, stdout=io.StringIO())
    assert caught.value.returncode == 2
    assert counts() == before


def test_export_of_an_unknown_event_exits_with_status_2(db):
    with pytest.raises(CommandError, match="no event 'nothing'") as caught:
        call_command("export_event", "nothing", stdout=io.StringIO())
    assert caught.value.returncode == 2


def test_people_without_an_account_here_keep_their_names_in_the_trail(event):
    def strangers(data):
        for change in data["result_changes"]:
            change["changed_by"] = "former-director" if change["changed_by"] else None

    data = edited(export_event(event), strangers)
    restored = import_event(data, slug="strangers")
    assert restored.missing_users == ["former-director"]
    assert "kept by name" in restored.summary() and "former-director" in restored.summary()
    changes = m.ResultChange.objects.filter(event=restored.event)
    assert changes.count() == 15
    assert not changes.filter(changed_by__isnull=False)
    assert changes.filter(changed_by_name="former-director").count() == 14  # 1 at the table
    assert get_user_model().objects.filter(username="former-director").count() == 0
    assert without(export_event(restored.event), secrets=True) == without(data, secrets=True)


def test_moving_on_and_each_tables_round_and_hold_round_trip(event):
    """The director's choice (tables move on by themselves) and each table's own round and
    hold come back from a backup; a file from before them restores as the director calling
    each round, every table in the event's round and none held (what such an event was)."""
    event.moving_on = m.MovingOn.TABLES
    event.save(update_fields=["moving_on"])
    m.Table.objects.filter(event=event, number=2).update(round_number=event.current_round + 1)
    m.Table.objects.filter(event=event, number=3).update(held=True)
    before = export_event(event)
    copy = import_event(before, slug="moving-copy").event
    assert copy.moving_on == m.MovingOn.TABLES
    tables = {t.number: (t.round_number, t.held) for t in copy.tables.all()}
    assert tables[2] == (event.current_round + 1, False)
    assert tables[3] == (0, True)

    def as_before_moving_on(doc):
        del doc["event"]["moving_on"]
        for row in doc["tables"]:
            del row["round_number"], row["held"]

    restored = import_event(edited(before, as_before_moving_on), slug="before-moving").event
    assert restored.moving_on == m.MovingOn.DIRECTOR
    assert {(t.round_number, t.held) for t in restored.tables.all()} == {(0, False)}
