"""An event's scoring rules travel in its backup; a file from before they were kept restores
with the club's rules, by which its event was scored."""

from __future__ import annotations

import pytest

from tests.web.backup.played import edited, plain_standings, played_event, refused
from tournaments.backup import export_event, import_event

pytestmark = pytest.mark.django_db


def test_the_rules_are_exported_and_restored(organiser):
    event = played_event(organiser)
    event.scoring_rules = "acbl"
    event.save(update_fields=["scoring_rules"])
    doc = export_event(event)
    assert doc["event"]["scoring_rules"] == "acbl"
    restored = import_event(doc, slug="copy")
    assert restored.event.scoring_rules == "acbl"
    assert plain_standings(restored.event) == plain_standings(event)


def test_a_file_from_before_the_rules_gets_the_clubs(organiser):
    event = played_event(organiser)
    doc = edited(export_event(event), lambda d: d["event"].pop("scoring_rules"))
    restored = import_event(doc, slug="older")
    assert restored.event.scoring_rules == "club"


def test_rules_the_site_does_not_know_are_refused(organiser):
    event = played_event(organiser)
    bad = edited(export_event(event), lambda d: d["event"].update(scoring_rules="fifa"))
    refused(bad, "event.scoring_rules", slug="bad")


def test_the_imp_averages_travel_and_an_older_file_keeps_the_laws(organiser):
    event = played_event(organiser)
    event.imp_averages = "session"
    event.save(update_fields=["imp_averages"])
    doc = export_event(event)
    assert doc["event"]["imp_averages"] == "session"
    assert import_event(doc, slug="copy").event.imp_averages == "session"
    older = edited(doc, lambda d: d["event"].pop("imp_averages"))
    assert import_event(older, slug="older").event.imp_averages == "fixed"
    bad = edited(doc, lambda d: d["event"].update(imp_averages="best"))
    refused(bad, "event.imp_averages", slug="bad")


def test_the_wbf_discrete_scale_travels(organiser):
    """The scale's name is longer than the field held before it (eight characters)."""
    event = played_event(organiser)
    event.vp_scale = "wbf-discrete"
    event.save(update_fields=["vp_scale"])
    doc = export_event(event)
    assert doc["event"]["vp_scale"] == "wbf-discrete"
    assert import_event(doc, slug="copy").event.vp_scale == "wbf-discrete"
    bad = edited(doc, lambda d: d["event"].update(vp_scale="wbf-25"))
    refused(bad, "event.vp_scale", slug="bad")
