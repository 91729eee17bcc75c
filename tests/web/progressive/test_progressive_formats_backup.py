"""The new formats in the event backup: today's euchre (its hands, loner bonus, byes and
deals), cinch (its deals and fifty-one), the lone-hand bar; a version 4 file, from before
them, restores with the settings at their meaning then."""

from __future__ import annotations

import pytest

from tests.builders import cinch_evening, euchre_evening, points_evening, quick_user
from tests.web.backup.played import edited, refused, without
from tournaments.backup import export_event, import_event
from tournaments.services import progressive as ps
from tournaments.standings import progressive as sp

NS, EW = 0, 1
HANDS = [[NS, 1], [NS, 2], [NS, 1], [NS, 4], [EW, 1], [EW, 2], [EW, 1], [EW, 1]]


@pytest.fixture
def organiser(db):
    return quick_user("hostess")


def test_a_points_evening_round_trips_with_its_hands_and_settings(organiser):
    event = points_evening(organiser, bye_points=3, loner_points=5)
    ps.draw_evening(event, by=organiser)
    ps.open_round(event, by=organiser)
    hands = [tuple(h) for h in HANDS]
    hands[3] = (NS, 5)  # the lone hand's march scores five at this party: 9-5
    ps.report_result(event, ps.TableReport(1, hands=hands), by=organiser)
    ps.report_result(event, ps.TableReport(2, points=(4, 7)), by=organiser)
    ps.close_round(event, by=organiser)
    before = export_event(event)
    settings = before["progressive"]["settings"]
    assert (settings["game"], settings["deals"], settings["loner_points"]) == (
        "euchre-points",
        8,
        5,
    )
    assert settings["bye_points"] == 3
    results = before["progressive"]["rounds"][0]["results"]
    assert results[0]["details"]["hands"][3] == [NS, 5] and results[0]["points_a"] == 9
    copy = import_event(before, slug="points-copy").event
    assert without(export_event(copy), secrets=True) == without(before, secrets=True)
    assert sp.evening_points(copy, copy.progressive) == sp.evening_points(event, event.progressive)


def test_cinch_and_the_lone_hand_bar_round_trip(organiser):
    cinch = cinch_evening(organiser)
    euchre = euchre_evening(organiser)
    euchre.progressive.lone_hands_barred = False
    euchre.progressive.save(update_fields=["lone_hands_barred"])
    for event, slug in ((cinch, "cinch-copy"), (euchre, "euchre-copy")):
        before = export_event(event)
        copy = import_event(before, slug=slug).event
        assert without(export_event(copy), secrets=True) == without(before, secrets=True)
    assert (cinch.progressive.deals, cinch.progressive.game_points) == (4, 51)
    assert export_event(euchre)["progressive"]["settings"]["lone_hands_barred"] is False


def test_a_version_4_backup_restores_with_the_settings_it_meant(organiser):
    """Before version 6 a progressive party had no deals a round (it played to the bell), no
    lone-hand bar, and no loner or bye settings."""
    event = euchre_evening(organiser)

    def as_version_4(doc):
        doc["version"] = 4
        for key in ("deals", "lone_hands_barred", "loner_points", "bye_points"):
            del doc["progressive"]["settings"][key]

    old = edited(export_event(event), as_version_4)
    copy = import_event(old, slug="v4-euchre").event
    settings = copy.progressive
    assert (settings.deals, settings.lone_hands_barred, settings.loner_points) == (None, False, 4)
    assert settings.bye_points is None


def test_a_version_6_file_must_carry_the_new_settings(organiser):
    event = euchre_evening(organiser)
    doc = edited(export_event(event), lambda d: d["progressive"]["settings"].pop("deals"))
    refused(doc, "missing deals", slug="no-deals")
