"""Law IV through the director's pages: a wrong trump on the overplay (sections 9 and 10; the
source, duplicate_and_progressive_rules.txt, lines 2250-2261).

Three or more tables play tray 1 of a three-table whist Mitchell: the table ruled takes the
average (AVE, marked with the law; the two other tables' 8 and 6 tricks NS average 7 in trick
totals).  Two tables play each tray of a four-pair whist Howell: a new deal, every result on the
tray taken off with its trail.  The branch the law does not give is refused, naming the count.
"""

from __future__ import annotations

import datetime as dt
import io
from html import unescape

import pytest
from django.urls import reverse
from pypdf import PdfReader

from tests.builders import make_bridge_mitchell, make_whist_mitchell
from tournaments import models as m
from tournaments import services
from tournaments.backup import export_event, import_event
from tournaments.services.law_iv import rule_wrong_trump


def seatings(event, tray: int = 1) -> list[m.Seating]:
    return list(
        m.Seating.objects.filter(round__event=event, trays__number=tray).order_by("table__number")
    )


def enter(event, by, tricks: list[int], tray: int = 1) -> None:
    lines = [
        services.WhistEntry(s.pk, ns, None)
        for s, ns in zip(seatings(event, tray), tricks, strict=True)
    ]
    services.record_traveller(event, tray, lines, by=by)


def apply(client, event, seating, **data):
    url = reverse("law-iv", args=[event.slug, 1, seating.pk])
    return client.post(
        url, {"section": "9", "reason": "dealer turned the 7 of clubs", **data}, follow=True
    )


@pytest.fixture
def mitchell(organiser):
    event = make_whist_mitchell(organiser, tables=3, boards_per_round=1, name="Trump night")
    enter(event, organiser, [9, 8, 6])
    return event


@pytest.fixture
def howell(organiser):
    event = services.create_event(
        by=organiser, name="Four pairs", date=dt.date(2026, 11, 20), game=m.Game.WHIST,
        form=m.Form.PAIRS, movement_kind="howell", movement_size=4, boards_per_round=2, seed=7,
        scoring_method=m.ScoringMethod.MATCHPOINTS,
    )  # fmt: skip
    services.start_event(event, by=organiser)
    event.refresh_from_db()
    m.Tray.objects.filter(event=event, number=1).update(trump="7C")
    enter(event, organiser, [7, 5])
    return event


def test_the_page_shows_the_law_and_the_branch_it_gives(organiser_client, mitchell):
    url = reverse("law-iv", args=[mitchell.slug, 1, seatings(mitchell)[0].pk])
    page = unescape(organiser_client.get(url).content.decode())
    assert "the players at that table shall take the average score for the deal" in page
    assert "Should a player record on the trump slip a different trump" in page
    assert "3 tables play this tray:" in page and "more than two" in page
    assert "A new deal (fewer than three tables)" in page  # both branches are offered


def test_three_tables_give_the_table_the_average(organiser_client, mitchell):
    table1 = seatings(mitchell)[0]
    page = unescape(apply(organiser_client, mitchell, table1, branch="average").content.decode())
    assert "Law IV, sec. 9" in page and "takes the average score for the deal" in page
    result = m.Result.objects.get(seating=table1, tray__number=1)
    assert (result.adjustment, result.law, result.ns_tricks) == ("AVE", "Law IV, sec. 9", None)
    change = m.ResultChange.objects.filter(seating=table1).last()
    assert change.old_value["ns_tricks"] == 9 and change.new_value["adjustment"] == "AVE"
    assert change.reason == "Law IV, sec. 9: dealer turned the 7 of clubs"
    traveller = organiser_client.get(reverse("traveller", args=[mitchell.slug, 1])).content.decode()
    assert 'AVE <span class="muted law">Law IV, sec. 9</span>' in traveller


def test_three_tables_refuse_a_new_deal(organiser_client, mitchell):
    page = unescape(
        apply(organiser_client, mitchell, seatings(mitchell)[0], branch="new-deal").content.decode()
    )
    assert "3 tables play the tray, more than two, so the table takes the average" in page
    assert m.Result.objects.filter(tray__event=mitchell).count() == 3
    assert not m.Result.objects.filter(tray__event=mitchell).exclude(adjustment="").exists()


def test_two_tables_deal_again(organiser_client, howell):
    table = seatings(howell)[1]
    page = unescape(
        apply(organiser_client, howell, table, branch="average", section="10").content.decode()
    )
    assert "only 2 tables play the tray, less than three, so there must be a new deal" in page
    assert m.Result.objects.filter(tray__event=howell, tray__number=1).count() == 2

    apply(organiser_client, howell, table, branch="new-deal", section="10")
    tray = m.Tray.objects.get(event=howell, number=1)
    assert not tray.results.exists() and tray.trump == ""
    assert tray.law.startswith("Law IV, sec. 10: the trump slip was written wrong")
    removed = m.ResultChange.objects.filter(tray=tray, action=m.ResultChange.Action.REMOVED)
    assert sorted(c.old_value["ns_tricks"] for c in removed) == [5, 7]
    assert {c.reason for c in removed} == {"Law IV, sec. 10: dealer turned the 7 of clubs"}
    log = m.LogEntry.objects.get(event=howell, action="new-deal")
    assert "the old deal's trump, 7C, is cleared" in log.text
    traveller = unescape(
        organiser_client.get(reverse("traveller", args=[howell.slug, 1])).content.decode()
    )
    assert "so there must be a new deal. Law IV, sec. 10: dealer turned" in traveller


def test_a_reason_is_needed_and_bridge_has_no_law_iv(organiser_client, organiser, mitchell):
    page = unescape(
        apply(
            organiser_client, mitchell, seatings(mitchell)[0], branch="average", reason=""
        ).content.decode()
    )
    assert "This field is required" in page
    bridge = make_bridge_mitchell(organiser, tables=3)
    with pytest.raises(services.DomainError, match="not whist"):
        rule_wrong_trump(
            bridge, 1, seatings(bridge)[0].pk, branch="average", section=9, by=organiser,
            reason="a wrong trump",
        )  # fmt: skip
    url = reverse("law-iv", args=[bridge.slug, 1, seatings(bridge)[0].pk])
    assert organiser_client.get(url).status_code == 404


def test_the_backup_carries_the_rulings(organiser_client, mitchell, howell):
    apply(organiser_client, mitchell, seatings(mitchell)[0], branch="average")
    apply(organiser_client, howell, seatings(howell)[0], branch="new-deal")
    copy = import_event(export_event(mitchell), slug="trump-copy").event
    assert m.Result.objects.get(tray__event=copy, adjustment="AVE").law == "Law IV, sec. 9"
    again = import_event(export_event(howell), slug="four-copy").event
    assert m.Tray.objects.get(event=again, number=1).law.startswith("Law IV, sec. 9")


def test_the_printed_results_sheet_names_the_law(organiser_client, mitchell):
    apply(organiser_client, mitchell, seatings(mitchell)[0], branch="average")
    response = organiser_client.get(reverse("print-paper", args=[mitchell.slug, "results"]))
    reader = PdfReader(io.BytesIO(response.content))
    text = " ".join(page.extract_text() for page in reader.pages)
    assert "AVE (Law IV, sec. 9)" in text


def test_a_ruling_ends_the_tables_dispute(organiser_client, mitchell):
    table1 = seatings(mitchell)[0]
    m.Result.objects.filter(seating=table1).update(
        disputed_at=dt.datetime(2026, 11, 20, 20, 0, tzinfo=dt.UTC)
    )
    apply(organiser_client, mitchell, table1, branch="average")
    assert m.Result.objects.get(seating=table1).disputed_at is None
    assert m.LogEntry.objects.filter(event=mitchell, action="ruling").exists()
