"""The public version stays put for writes the public cannot see: a correction saved whole
on a hidden tray, a result moved between hidden trays, a deal on a hidden tray, a progressive
party's result in a round not yet closed; and moves for the same writes once they are seen.

The event is the three-table Mitchell of ``tests/builders/pairs.py`` (``EXAMPLE``), one tray
a round, in play after round 1: every tray has one result of three, so none is public
(``standings.visibility``: a tray is public once all three tables have played it).  Tray 1 is
played by 1NS-1EW in round 1, 3NS-2EW in round 2 and 2NS-3EW in round 3.
"""

from __future__ import annotations

import pytest
from django.test import Client
from django.urls import reverse

from tests.builders import example_event, seating_for
from tests.builders.progressive import (
    HAND_DRAWN,
    ROUNDS,
    euchre_evening,
    play_round,
    report_table,
)
from tests.web.deals.events import PAR_140
from tests.web.standings.test_public_version import (
    enter,
    ns_match_points,
    poll,
    public_version,
    shown_version,
    staff_version,
)
from tournaments import models as m
from tournaments import services
from tournaments.deals.cards import Deal
from tournaments.services import progressive as ps

pytestmark = pytest.mark.django_db


@pytest.fixture
def round_one(organiser):
    return example_event(organiser, rounds=(1,))


def correct(event, by, ns: str, ew: str, tricks: int) -> None:
    """A correction of tray 1 through the director's traveller (the result saved whole)."""
    seating = seating_for(event, 1, ns, ew)
    entry = services.WhistEntry(seating.pk, tricks, None)
    services.record_whist_traveller(event, 1, [entry], by=by, reason="Misread the slip")


def test_a_correction_on_a_hidden_tray_leaves_the_public_poll_at_204(round_one, organiser):
    enter(round_one, organiser, 2)  # tray 1: two of three tables
    public = Client()
    seen = shown_version(poll(public, round_one))
    before, staff_before = public_version(round_one), staff_version(round_one)
    correct(round_one, organiser, "3NS", "2EW", 9)
    assert staff_version(round_one) != staff_before
    assert public_version(round_one) == before
    assert poll(public, round_one, since=seen).status_code == 204
    stored = m.Result.objects.get(tray__event=round_one, tray__number=1, seating__round__number=2)
    assert stored.ns_tricks == 9  # the correction is stored, only not shown yet


def test_a_correction_on_a_public_tray_gives_the_poll_the_new_figures(round_one, organiser):
    enter(round_one, organiser, 2)
    enter(round_one, organiser, 3)  # tray 1 public: 1NS 8, 3NS 6, 2NS 7 tricks
    public = Client()
    seen = shown_version(poll(public, round_one))
    correct(round_one, organiser, "3NS", "2EW", 9)
    fresh = poll(public, round_one, since=seen)
    assert fresh.status_code == 200
    # 3NS now 9 tricks: beats both (2); 1NS 8 beats 2NS 7 (1); 2NS none (0).
    assert ns_match_points(public, round_one) == {"1 NS": "1", "2 NS": "0", "3 NS": "2"}


def move(result: m.Result, number: int) -> None:
    """The result saved whole on another tray of its event (a slip filed on the wrong tray)."""
    result.tray = m.Tray.objects.get(event=result.tray.event, number=number)
    result.save()


def tray_1_round(event, rnd: int) -> m.Result:
    return m.Result.objects.get(tray__event=event, tray__number=1, seating__round__number=rnd)


def test_a_result_moved_between_hidden_trays_leaves_the_public_version(round_one, organiser):
    enter(round_one, organiser, 2)  # tray 1 two of three, tray 3 one of three: both hidden
    before = public_version(round_one)
    move(tray_1_round(round_one, 2), 3)  # tray 1 one of three, tray 3 two of three
    assert public_version(round_one) == before


def test_a_result_moved_off_a_public_tray_moves_the_public_version(round_one, organiser):
    enter(round_one, organiser, 2)
    enter(round_one, organiser, 3)  # tray 1 public
    public = Client()
    seen = shown_version(poll(public, round_one))
    before = public_version(round_one)
    move(tray_1_round(round_one, 3), 3)  # tray 1 two of three again: hidden from now on
    assert public_version(round_one) != before
    fresh = poll(public, round_one, since=seen)
    assert fresh.status_code == 200
    assert "No result can be shown yet" in fresh.content.decode()


def test_a_deal_on_a_hidden_tray_leaves_the_public_poll_at_204(round_one, organiser):
    public = Client()
    seen = shown_version(poll(public, round_one))
    before, staff_before = public_version(round_one), staff_version(round_one)
    services.set_deal(round_one, 1, Deal.parse(PAR_140), by=organiser)  # stored and analysed
    assert staff_version(round_one) != staff_before
    assert m.Deal.objects.filter(tray__event=round_one, tray__number=1).exists()
    assert public_version(round_one) == before
    assert poll(public, round_one, since=seen).status_code == 204
    services.remove_deal(round_one, 1, by=organiser, reason="Wrong board")
    assert public_version(round_one) == before


def test_a_deal_on_a_public_tray_moves_the_public_version(round_one, organiser):
    enter(round_one, organiser, 2)
    enter(round_one, organiser, 3)  # tray 1 public: its deal is shown with it
    public = Client()
    seen = shown_version(poll(public, round_one))
    services.set_deal(round_one, 1, Deal.parse(PAR_140), by=organiser)
    assert poll(public, round_one, since=seen).status_code == 200
    before = public_version(round_one)
    services.remove_deal(round_one, 1, by=organiser, reason="Wrong board")
    assert public_version(round_one) != before


def star_table(event) -> bytes:
    page = Client().get(reverse("progressive-stars", args=[event.slug]))
    assert page.status_code == 200
    return page.content


def drawn_evening(by) -> m.Event:
    """The four-table euchre evening of ``tests/builders/progressive.py``, seated by hand."""
    event = euchre_evening(by)
    ps.seat_by_hand(event, HAND_DRAWN, by=by)
    m.Event.objects.filter(pk=event.pk).update(published=True)  # its pages open to all
    return event


def test_a_party_result_in_an_open_round_waits_for_the_round_to_close(organiser):
    """The star table, the prize list and the guests' pages count closed rounds alone: a
    table's report while the round is open is the host's to see; the bell shows it."""
    event = drawn_evening(organiser)
    ps.open_round(event, by=organiser)
    before, staff_before = public_version(event), staff_version(event)
    stars = star_table(event)
    report_table(organiser, event, 1, ROUNDS[0][1])
    assert staff_version(event) != staff_before
    assert public_version(event) == before
    assert star_table(event) == stars
    for table, entry in ROUNDS[0].items():
        if table != 1:
            report_table(organiser, event, table, entry)
    assert public_version(event) == before
    ps.close_round(event, by=organiser)
    closed = public_version(event)
    assert closed != before
    assert star_table(event) != stars


def test_a_party_result_corrected_after_its_round_closed_is_public(organiser):
    event = drawn_evening(organiser)
    play_round(organiser, event, ROUNDS[0])
    before = public_version(event)
    report = ps.TableReport(1, points=(2, 5), next_hand_tricks=None)
    ps.correct_result(event, 1, report, by=organiser, reason="Points swapped")
    assert public_version(event) != before
