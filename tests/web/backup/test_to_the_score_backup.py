"""Bridge to the score travels in an event's backup: the restored event adds the same
bonuses (the round worked in tests/web/standings/test_to_the_score_pairs.py: East-West +50),
a file from before the setting restores with no bonus, and a method the site does not know is
refused."""

from __future__ import annotations

import pytest

from tests.builders.pairs import enter_contract, make_bridge_mitchell
from tests.web.backup.played import edited, refused
from tests.web.standings.test_to_the_score_pairs import ROUND_ONE
from tournaments.backup import export_event, import_event
from tournaments.services.settings import update_settings
from tournaments.standings import scores_for

pytestmark = pytest.mark.django_db


def totals(event) -> dict[str, tuple[str, str, str]]:
    return {
        r["label"]: (r["points"], r["to_the_score"], r["total"]) for r in scores_for(event).rows()
    }


def test_the_bonus_travels_and_an_older_file_has_none(organiser):
    event = make_bridge_mitchell(organiser, tables=3, boards_per_round=4)
    update_settings(event, by=organiser, scoring_method="points", to_the_score="round")
    event.refresh_from_db()
    for tray, contract, declarer, tricks in ROUND_ONE:
        enter_contract(event, organiser, tray, 1, contract, declarer, tricks)
    doc = export_event(event)
    assert doc["event"]["to_the_score"] == "round"
    restored = import_event(doc, slug="copy").event
    assert restored.to_the_score == "round"
    assert totals(restored)["1EW"] == ("-140", "50", "-90")
    assert totals(restored) == totals(event)
    older = edited(doc, lambda d: d["event"].pop("to_the_score"))
    assert totals(import_event(older, slug="older").event)["1EW"] == ("-140", "0", "-140")
    bad = edited(doc, lambda d: d["event"].update(to_the_score="honours"))
    refused(bad, "event.to_the_score", slug="bad")
